import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

export class Website extends Model<InferAttributes<Website>, InferCreationAttributes<Website>> {
  declare website_id: CreationOptional<number>;
  declare website_name: string;
  declare website_code: string;
  declare website_created_at: CreationOptional<Date>;
  declare website_last_edited_at: CreationOptional<Date>;
  declare website_last_edited_by: number | null;

  static initModel(sequelize: Sequelize) {
    Website.init(
      {
        website_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        website_name: { type: DataTypes.STRING(100), allowNull: false },
        website_code: { type: DataTypes.STRING(20), allowNull: false, unique: true },
        website_created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        website_last_edited_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        website_last_edited_by: { type: DataTypes.INTEGER, allowNull: true },
      },
      { sequelize, tableName: "website", timestamps: false },
    );
  }
}
