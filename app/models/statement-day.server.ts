import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

/** A business day of an account's statement that has been uploaded (see migration 0002). */
export class StatementDay extends Model<InferAttributes<StatementDay>, InferCreationAttributes<StatementDay>> {
  declare day_id: CreationOptional<number>;
  declare day_batch_id: number;
  declare day_target: string;
  declare day_website: string;
  declare day_account: string;
  declare day_date: string;

  static initModel(sequelize: Sequelize) {
    StatementDay.init(
      {
        day_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        day_batch_id: { type: DataTypes.INTEGER, allowNull: false },
        day_target: { type: DataTypes.STRING(20), allowNull: false },
        day_website: { type: DataTypes.STRING(20), allowNull: false },
        day_account: { type: DataTypes.STRING(60), allowNull: false },
        day_date: { type: DataTypes.DATEONLY, allowNull: false },
      },
      { sequelize, tableName: "statement_day", timestamps: false },
    );
  }
}
