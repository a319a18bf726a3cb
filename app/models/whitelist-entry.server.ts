import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

/** Column lengths, also the longest input accepted for them (app/services/input-text.ts). */
// Whitelist_ip is 45 since migration 0006: an IPv6 CIDR range is up to 43 characters
export const WHITELIST_LENGTH = { Whitelist_ip: 45 } as const;

export class WhitelistEntry extends Model<InferAttributes<WhitelistEntry>, InferCreationAttributes<WhitelistEntry>> {
  declare Whitelist_id: CreationOptional<number>;
  declare Whitelist_ip: string;
  declare Whitelist_status: boolean;
  declare Whitelist_last_edited_at: CreationOptional<Date>;
  declare Whitelist_last_edited_by: number | null;

  static initModel(sequelize: Sequelize) {
    WhitelistEntry.init(
      {
        Whitelist_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        Whitelist_ip: { type: DataTypes.STRING(WHITELIST_LENGTH.Whitelist_ip), allowNull: false, unique: true },
        Whitelist_status: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        Whitelist_last_edited_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        Whitelist_last_edited_by: { type: DataTypes.INTEGER, allowNull: true },
      },
      { sequelize, tableName: "whitelist", timestamps: false },
    );
  }
}
