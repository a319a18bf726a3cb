import { DataTypes, type QueryInterface } from "sequelize";

/**
 * One row per (statement kind, website, account, business date) a statement upload covered.
 * Its unique index is what makes a second upload of the same account's day write nothing,
 * even when two identical uploads arrive at the same moment.
 */
export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.createTable("statement_day", {
    day_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    day_batch_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: "upload_batch", key: "batch_id" } },
    day_target: { type: DataTypes.STRING(20), allowNull: false },
    day_website: { type: DataTypes.STRING(20), allowNull: false },
    /** the akun bank id, or the choice's fixed account (QRIS) or key (qris, nexuspay, autotx) */
    day_account: { type: DataTypes.STRING(60), allowNull: false },
    day_date: { type: DataTypes.DATEONLY, allowNull: false },
  });
  await qi.addIndex("statement_day", ["day_target", "day_website", "day_account", "day_date"], {
    name: "statement_day_unique",
    unique: true,
  });
  await qi.addIndex("statement_day", ["day_batch_id"], { name: "statement_day_batch" });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.dropTable("statement_day");
}
