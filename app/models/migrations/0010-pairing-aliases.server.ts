import { DataTypes, type QueryInterface } from "sequelize";

/**
 * Pairing by hand and learning from it (issue 13, points 4 and 5). An undone pair keeps why it
 * was undone beside who and when; and a pair a person confirmed teaches the website that a
 * sender's name or account number belongs to a player, which the next reconcile weighs as a clue.
 * One row per website, kind of key, key and player; a removed alias is deleted (the removal is in
 * the activity log).
 */
export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.addColumn("match_link", "match_undo_reason", { type: DataTypes.STRING(500), allowNull: true });
  await qi.createTable("player_alias", {
    alias_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    alias_website: { type: DataTypes.STRING(20), allowNull: false },
    alias_username: { type: DataTypes.STRING(100), allowNull: false },
    // 'name': the normalised sender name; 'account': the sender's account digits
    alias_kind: { type: DataTypes.STRING(10), allowNull: false },
    alias_key: { type: DataTypes.STRING(150), allowNull: false },
    // the sender as the statement wrote it, for the list an ADMIN reads
    alias_shown: { type: DataTypes.STRING(150), allowNull: false },
    alias_confirmed_by: { type: DataTypes.STRING(50), allowNull: false },
    alias_confirmed_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex("player_alias", ["alias_website", "alias_kind", "alias_key", "alias_username"], {
    name: "player_alias_unique",
    unique: true,
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.dropTable("player_alias");
  await qi.removeColumn("match_link", "match_undo_reason");
}
