import { DataTypes, type QueryInterface } from "sequelize";

/**
 * The instant the bank booked a statement line, where its file carries a time of day (issue 13,
 * point 2): with the BO's request time it tells the matcher how long the money took. Nullable:
 * date-only statements (BCA, Mandiri MCM CSV) and lines stored before have none.
 */
const TABLES = [
  ["mutasi_deposit", "mutasi"],
  ["mutasi_withdraw", "mutasiwd"],
] as const;

export async function up({ context: qi }: { context: QueryInterface }) {
  for (const [table, prefix] of TABLES) await qi.addColumn(table, `${prefix}_time`, { type: DataTypes.DATE, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  for (const [table, prefix] of TABLES) await qi.removeColumn(table, `${prefix}_time`);
}
