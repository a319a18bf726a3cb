import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

/** 'Tutup Hari': a website's business day, closed (or reopened with a reason); see migration 0009. */
export class DayClose extends Model<InferAttributes<DayClose>, InferCreationAttributes<DayClose>> {
  declare close_id: CreationOptional<number>;
  declare close_website: string;
  declare close_date: string;
  declare close_closed: boolean;
  declare close_closed_by: string;
  declare close_closed_at: Date;
  declare close_reopened_by: CreationOptional<string | null>;
  declare close_reopened_at: CreationOptional<Date | null>;
  declare close_reopen_reason: CreationOptional<string | null>;

  static initModel(sequelize: Sequelize) {
    DayClose.init(
      {
        close_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        close_website: { type: DataTypes.STRING(20), allowNull: false },
        close_date: { type: DataTypes.DATEONLY, allowNull: false },
        close_closed: { type: DataTypes.BOOLEAN, allowNull: false },
        close_closed_by: { type: DataTypes.STRING(50), allowNull: false },
        close_closed_at: { type: DataTypes.DATE, allowNull: false },
        close_reopened_by: { type: DataTypes.STRING(50), allowNull: true },
        close_reopened_at: { type: DataTypes.DATE, allowNull: true },
        close_reopen_reason: { type: DataTypes.STRING(500), allowNull: true },
      },
      { sequelize, tableName: "day_close", timestamps: false },
    );
  }
}
