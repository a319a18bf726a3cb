import { Model, type InferAttributes, type InferCreationAttributes } from "sequelize";
import { id, instant, text, tableInit, withDefault, type RowOf } from "./columns.server";

/** A sender name or account number a person confirmed as a player's (migrations 0010, 0014; matching/aliases.server.ts). */
export interface PlayerAlias extends RowOf<ReturnType<typeof columns>> {}
export class PlayerAlias extends Model<InferAttributes<PlayerAlias>, InferCreationAttributes<PlayerAlias>> { static initModel = tableInit("player_alias", () => columns()); }

const columns = () => ({
  alias_id: id(),
  alias_website: text(20),
  alias_username: text(100),
  /** the side of the pair that taught it: an alias counts only there (migration 0014) */
  alias_side: withDefault(text<"deposit" | "withdraw">(10), "deposit"),
  alias_kind: text<"name" | "account">(10),
  alias_key: text(150),
  alias_shown: text(150),
  alias_confirmed_by: text(50),
  alias_confirmed_at: instant(),
});
