import { DataTypes, type QueryInterface } from "sequelize";

/**
 * The status a later BO export gives a ticket while its day is closed (Tutup Hari). It is not
 * written then (the closed day promises nothing changes), but kept, and written when an ADMIN
 * opens the day again: before, it was dropped, and a ticket the BO had refused stayed approved
 * automatically after Buka Hari (a clean-room audit, bo3 F2). Null: nothing kept.
 */
export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.addColumn("bo_deposit", "depo_bo_kept_status", { type: DataTypes.STRING(50), allowNull: true });
  await qi.addColumn("bo_withdraw", "wd_bo_kept_status", { type: DataTypes.STRING(50), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.removeColumn("bo_withdraw", "wd_bo_kept_status");
  await qi.removeColumn("bo_deposit", "depo_bo_kept_status");
}
