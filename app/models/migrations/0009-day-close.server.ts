import { DataTypes, type QueryInterface } from "sequelize";

/**
 * 'Tutup Hari' (issue 14): one row per website and business day once it has been closed. A
 * reopened day keeps its row with the reopening's reason; closing it again sets it closed.
 */
export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.createTable("day_close", {
    close_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    close_website: { type: DataTypes.STRING(20), allowNull: false },
    close_date: { type: DataTypes.DATEONLY, allowNull: false },
    close_closed: { type: DataTypes.BOOLEAN, allowNull: false },
    close_closed_by: { type: DataTypes.STRING(50), allowNull: false },
    close_closed_at: { type: DataTypes.DATE, allowNull: false },
    close_reopened_by: { type: DataTypes.STRING(50), allowNull: true },
    close_reopened_at: { type: DataTypes.DATE, allowNull: true },
    close_reopen_reason: { type: DataTypes.STRING(500), allowNull: true },
  });
  await qi.addIndex("day_close", ["close_website", "close_date"], { name: "day_close_unique", unique: true });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.dropTable("day_close");
}
