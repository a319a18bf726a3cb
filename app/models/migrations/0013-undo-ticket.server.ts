import { DataTypes, type QueryInterface } from "sequelize";

/**
 * The website and ticket of the BO row an ADMIN unpaired (`ABC|DP123`), on the undone link: the undo outlives a delete and
 * re-upload of that BO row (a new id, the same ticket), and of its line too, and the ticket is
 * never approved automatically again (clean-room audits). Nullable: links made before, and links
 * nobody undid, carry none.
 */
export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.addColumn("match_link", "match_undone_ticket", { type: DataTypes.STRING(160), allowNull: true });
  // a reconcile looks its window's tickets up here: the undone links are few among the pairs
  await qi.addIndex("match_link", ["match_undone_ticket"], { name: "match_link_undone_ticket" });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.removeIndex("match_link", "match_link_undone_ticket");
  await qi.removeColumn("match_link", "match_undone_ticket");
}
