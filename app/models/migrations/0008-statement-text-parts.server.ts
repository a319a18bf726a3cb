import { DataTypes, type QueryInterface } from "sequelize";

/**
 * A statement line's text split apart: the sender's name stays in _player_bank_name, what the
 * sender typed as news (berita: `DEPO PL123X`) and the bank's reference written in the text
 * (`0205/FTSCY/WS95031`, BNI's journal part) get columns of their own, so the sender is the name
 * alone and the remark is still there for the clerk and the matcher. Nullable: lines stored before
 * keep what they have.
 */
const TABLES = [
  ["mutasi_deposit", "mutasi"],
  ["mutasi_withdraw", "mutasiwd"],
] as const;

export async function up({ context: qi }: { context: QueryInterface }) {
  for (const [table, prefix] of TABLES) {
    await qi.addColumn(table, `${prefix}_remark`, { type: DataTypes.STRING(150), allowNull: true });
    await qi.addColumn(table, `${prefix}_reference`, { type: DataTypes.STRING(100), allowNull: true });
  }
}

export async function down({ context: qi }: { context: QueryInterface }) {
  for (const [table, prefix] of TABLES) {
    await qi.removeColumn(table, `${prefix}_reference`);
    await qi.removeColumn(table, `${prefix}_remark`);
  }
}
