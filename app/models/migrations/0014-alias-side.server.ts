import { DataTypes, type QueryInterface } from "sequelize";

/**
 * The side of the pair that taught an alias (`deposit` or `withdraw`): a sender who paid in for a
 * player is no account the operator may pay the player's withdrawal to, and a deposit alias had
 * approved payouts to a relative's account (a clean-room audit). Aliases taught before this
 * migration count as deposit aliases: on payouts they stop approving, which can only hold a pair.
 */
export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.addColumn("player_alias", "alias_side", { type: DataTypes.STRING(10), allowNull: false, defaultValue: "deposit" });
  await qi.removeIndex("player_alias", "player_alias_unique");
  await qi.addIndex("player_alias", ["alias_website", "alias_side", "alias_kind", "alias_key", "alias_username"], { name: "player_alias_unique", unique: true });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.removeIndex("player_alias", "player_alias_unique");
  await qi.sequelize.query("DELETE FROM player_alias WHERE alias_side <> 'deposit'");
  await qi.removeColumn("player_alias", "alias_side");
  await qi.addIndex("player_alias", ["alias_website", "alias_kind", "alias_key", "alias_username"], { name: "player_alias_unique", unique: true });
}
