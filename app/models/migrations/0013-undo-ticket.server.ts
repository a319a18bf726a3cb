import { DataTypes, type QueryInterface } from "sequelize";

/**
 * The ticket of the BO row an ADMIN unpaired, on the undone link: the undo outlives a delete and
 * re-upload of that BO row (a new id, the same ticket), which then must not be approved
 * automatically on the refused line (a clean-room lifecycle audit). Nullable: links made before,
 * and links nobody undid, carry none.
 */
export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.addColumn("match_link", "match_undone_ticket", { type: DataTypes.STRING(100), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.removeColumn("match_link", "match_undone_ticket");
}
