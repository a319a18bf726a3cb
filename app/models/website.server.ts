import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

/** Column lengths, also the longest input accepted for them (app/services/input-text.ts). */
export const WEBSITE_LENGTH = { website_name: 100, website_code: 20 } as const;

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
        website_name: { type: DataTypes.STRING(WEBSITE_LENGTH.website_name), allowNull: false },
        website_code: { type: DataTypes.STRING(WEBSITE_LENGTH.website_code), allowNull: false, unique: true },
        website_created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        website_last_edited_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        website_last_edited_by: { type: DataTypes.INTEGER, allowNull: true },
      },
      { sequelize, tableName: "website", timestamps: false },
    );
  }
}
