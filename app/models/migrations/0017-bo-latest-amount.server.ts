import { DataTypes, type QueryInterface } from "sequelize";

/**
 * The amount a later BO export gives a stored ticket, where it is not the amount first uploaded.
 * The stored amount is never overwritten (a pair may rest on it), but a ticket the BO now credits
 * otherwise must not be approved automatically at its old amount (clean-room audits: a ticket the
 * BO corrected to Rp 2.500.000 was approved on a Rp 250.000 credit, "nominal sama"). Null: the
 * latest export gave the amount stored, or no later export named the ticket.
 */
export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.addColumn("bo_deposit", "depo_bo_latest_amount", { type: DataTypes.DECIMAL(18, 2), allowNull: true });
  await qi.addColumn("bo_withdraw", "wd_bo_latest_amount", { type: DataTypes.DECIMAL(18, 2), allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.removeColumn("bo_withdraw", "wd_bo_latest_amount");
  await qi.removeColumn("bo_deposit", "depo_bo_latest_amount");
}
