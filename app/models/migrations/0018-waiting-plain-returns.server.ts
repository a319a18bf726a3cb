import { DataTypes, type QueryInterface } from "sequelize";

/**
 * Money from a payee in no words of a return (a plain credit from him the day after his payout) is
 * kept too when the statement of its payout was not uploaded yet: it may only doubt a line, never
 * mark one, and the kept row must say so (a clean-room audit: the next day's statement uploaded
 * first, the bounced payout was approved when its own day came).
 */
export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.addColumn("waiting_return", "wait_unsure", { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.removeColumn("waiting_return", "wait_unsure");
}
