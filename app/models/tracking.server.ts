import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

/** One line of the activity log (spec: tracking record; `crated` is spelled so). */
export class Tracking extends Model<InferAttributes<Tracking>, InferCreationAttributes<Tracking>> {
  declare tracking_id: CreationOptional<number>;
  /** website code, null for actions that belong to no website */
  declare tracking_website: string | null;
  declare tracking_username: string;
  declare tracking_role: string;
  declare tracking_activity: string;
  declare tracking_crated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    Tracking.init(
      {
        tracking_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        tracking_website: { type: DataTypes.STRING(20), allowNull: true },
        tracking_username: { type: DataTypes.STRING(50), allowNull: false },
        tracking_role: { type: DataTypes.STRING(10), allowNull: false },
        tracking_activity: { type: DataTypes.STRING(500), allowNull: false },
        tracking_crated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
      },
      { sequelize, tableName: "tracking", timestamps: false },
    );
  }
}
