import { Model, type InferAttributes, type InferCreationAttributes } from "sequelize";
import { flag, id, optionalInt, text, unique, withDefault, writtenAt, tableInit, type RowOf } from "./columns.server";

/** Column lengths, also the longest input accepted for them (app/services/input-text.ts). */
// Whitelist_ip is 45 since migration 0006: an IPv6 CIDR range is up to 43 characters
export const WHITELIST_LENGTH = { Whitelist_ip: 45 } as const;

export interface WhitelistEntry extends RowOf<ReturnType<typeof columns>> {}
export class WhitelistEntry extends Model<InferAttributes<WhitelistEntry>, InferCreationAttributes<WhitelistEntry>> { static initModel = tableInit("whitelist", () => columns()); }

const columns = () => ({
  Whitelist_id: id(),
  Whitelist_ip: unique(text(WHITELIST_LENGTH.Whitelist_ip)),
  Whitelist_status: withDefault(flag(), true),
  Whitelist_last_edited_at: writtenAt(),
  Whitelist_last_edited_by: optionalInt(),
});
