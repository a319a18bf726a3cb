import { Model, type InferAttributes, type InferCreationAttributes } from "sequelize";
import { flag, id, int, optionalInt, text, unique, withDefault, writtenAt, tableInit, type RowOf } from "./columns.server";

export const ROLES = ["ADMIN", "CHECKER", "CS"] as const;
export type Role = (typeof ROLES)[number];

/** Column lengths, also the longest input accepted for them (app/services/input-text.ts). */
export const ADMIN_ACCOUNT_LENGTH = { account_name: 50 } as const;

export interface AdminAccount extends RowOf<ReturnType<typeof columns>> {}
export class AdminAccount extends Model<InferAttributes<AdminAccount>, InferCreationAttributes<AdminAccount>> { static initModel = tableInit("admin_account", () => columns()); }

const columns = () => ({
  account_id: id(),
  account_name: unique(text(ADMIN_ACCOUNT_LENGTH.account_name)),
  /** scrypt hash; never leaves the server */
  account_password: text(255),
  account_status: withDefault(flag(), true),
  account_role: text<Role>(10),
  /** website id; null for ADMIN */
  account_website: optionalInt(),
  account_created_by: optionalInt(),
  account_created_at: writtenAt(),
  account_last_edited_at: writtenAt(),
  account_last_edited_by: optionalInt(),
  /** bumped on deactivation and password change: every older token stops working */
  account_token_version: withDefault(int(), 0),
});
