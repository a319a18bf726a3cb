import { DataTypes, type QueryInterface } from "sequelize";

/**
 * Returns a statement showed before the line they undo was uploaded (a later day's statement came
 * first): the reversed deposit and the bounced payout were then approved when their own day came
 * (a clean-room audit). Kept until the line arrives.
 */
export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.createTable("waiting_return", {
    wait_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    wait_target: { type: DataTypes.STRING(20), allowNull: false },
    wait_website: { type: DataTypes.STRING(20), allowNull: false },
    wait_account: { type: DataTypes.STRING(100), allowNull: false },
    wait_batch_id: { type: DataTypes.INTEGER, allowNull: false },
    wait_date: { type: DataTypes.DATEONLY, allowNull: false },
    wait_amount: { type: DataTypes.DECIMAL(18, 2), allowNull: false },
    wait_name: { type: DataTypes.STRING(255), allowNull: true },
    wait_account_no: { type: DataTypes.STRING(100), allowNull: true },
    wait_booked_at: { type: DataTypes.DATE, allowNull: true },
    wait_description: { type: DataTypes.STRING(500), allowNull: false },
    wait_reference: { type: DataTypes.STRING(100), allowNull: true },
    wait_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex("waiting_return", ["wait_website", "wait_date"], { name: "waiting_return_day" });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.dropTable("waiting_return");
}
