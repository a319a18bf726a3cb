import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from "sequelize";

export const ROLES = ["ADMIN", "CHECKER", "CS"] as const;
export type Role = (typeof ROLES)[number];

/** Column lengths, also the longest input accepted for them (app/services/input-text.ts). */
export const ADMIN_ACCOUNT_LENGTH = { account_name: 50 } as const;

export class AdminAccount extends Model<InferAttributes<AdminAccount>, InferCreationAttributes<AdminAccount>> {
  declare account_id: CreationOptional<number>;
  declare account_name: string;
  /** scrypt hash; never leaves the server */
  declare account_password: string;
  declare account_status: boolean;
  declare account_role: Role;
  /** website id; null for ADMIN */
  declare account_website: number | null;
  declare account_created_by: number | null;
  declare account_created_at: CreationOptional<Date>;
  declare account_last_edited_at: CreationOptional<Date>;
  declare account_last_edited_by: number | null;
  /** bumped on deactivation and password change: every older token stops working */
  declare account_token_version: CreationOptional<number>;

  static initModel(sequelize: Sequelize) {
    AdminAccount.init(
      {
        account_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        account_name: { type: DataTypes.STRING(ADMIN_ACCOUNT_LENGTH.account_name), allowNull: false, unique: true },
        account_password: { type: DataTypes.STRING(255), allowNull: false },
        account_status: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        account_role: { type: DataTypes.STRING(10), allowNull: false },
        account_website: { type: DataTypes.INTEGER, allowNull: true },
        account_created_by: { type: DataTypes.INTEGER, allowNull: true },
        account_created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        account_last_edited_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        account_last_edited_by: { type: DataTypes.INTEGER, allowNull: true },
        account_token_version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      },
      { sequelize, tableName: "admin_account", timestamps: false },
    );
  }
}
