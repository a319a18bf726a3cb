import type { QueryInterface } from "sequelize";

/**
 * Usernames are only ever searched by part ("any case, part of the username": Data Player and
 * the view pages' search), which no index can serve, so the username indexes of 0001 were never
 * read. Every upload paid for them: about 30 ms of each 100k-row BO upload went to keeping them.
 */
export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.removeIndex("bo_deposit", "bo_deposit_user");
  await qi.removeIndex("bo_withdraw", "bo_withdraw_user");
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.addIndex("bo_deposit", ["user_name"], { name: "bo_deposit_user" });
  await qi.addIndex("bo_withdraw", ["wd_username"], { name: "bo_withdraw_user" });
}
