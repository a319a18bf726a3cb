import { DataTypes, type QueryInterface } from "sequelize";

/**
 * The status and the request time a later BO export gives a ticket while its day is closed (Tutup
 * Hari). They are not written then (the closed day promises nothing changes), but kept, and written
 * when an ADMIN opens the day again: before, they were dropped, and a ticket the BO had refused, or
 * whose credit now came hours before its request, stayed approved automatically after Buka Hari
 * (clean-room audits, bo3 F2, close3 F1). Null: nothing kept.
 */
export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.addColumn("bo_deposit", "depo_bo_kept_status", { type: DataTypes.STRING(50), allowNull: true });
  await qi.addColumn("bo_withdraw", "wd_bo_kept_status", { type: DataTypes.STRING(50), allowNull: true });
  await qi.addColumn("bo_deposit", "depo_bo_kept_req_date", { type: DataTypes.DATE, allowNull: true });
  await qi.addColumn("bo_withdraw", "wd_bo_kept_req_date", { type: DataTypes.DATE, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.removeColumn("bo_withdraw", "wd_bo_kept_req_date");
  await qi.removeColumn("bo_deposit", "depo_bo_kept_req_date");
  await qi.removeColumn("bo_withdraw", "wd_bo_kept_status");
  await qi.removeColumn("bo_deposit", "depo_bo_kept_status");
}
