import { DataTypes, type QueryInterface } from "sequelize";

/**
 * A statement line that is not a player's money (interest, tax, bank fees, refunds, corrections)
 * carries a mark and the note that says why: it stays in its table and in View Mutasi, and
 * matching leaves it out. Both columns are nullable, so existing rows need no default.
 */
const TABLES = [
  ["mutasi_deposit", "mutasi"],
  ["mutasi_withdraw", "mutasiwd"],
] as const;

export async function up({ context: qi }: { context: QueryInterface }) {
  for (const [table, prefix] of TABLES) {
    await qi.addColumn(table, `${prefix}_mark`, { type: DataTypes.STRING(30), allowNull: true });
    await qi.addColumn(table, `${prefix}_mark_note`, { type: DataTypes.STRING(500), allowNull: true });
  }
}

export async function down({ context: qi }: { context: QueryInterface }) {
  for (const [table, prefix] of TABLES) {
    await qi.removeColumn(table, `${prefix}_mark_note`);
    await qi.removeColumn(table, `${prefix}_mark`);
  }
}
