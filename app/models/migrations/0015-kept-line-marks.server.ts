import { DataTypes, type QueryInterface } from "sequelize";

/**
 * Marks of statement lines Delete BO / Mutasi removed: a payout a later day's return marked refund
 * was approved again once its day was deleted and uploaded again, the return being in the other
 * day's file (a clean-room audit). The same line uploaded again takes its mark back.
 */
export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.createTable("kept_line_mark", {
    kept_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    kept_kind: { type: DataTypes.STRING(10), allowNull: false },
    kept_website: { type: DataTypes.STRING(20), allowNull: false },
    kept_akun_bank_id: { type: DataTypes.INTEGER, allowNull: true },
    kept_date: { type: DataTypes.DATEONLY, allowNull: false },
    kept_key: { type: DataTypes.STRING(600), allowNull: false },
    kept_mark: { type: DataTypes.STRING(30), allowNull: true },
    kept_mark_note: { type: DataTypes.STRING(500), allowNull: true },
    kept_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex("kept_line_mark", ["kept_website", "kept_date"], { name: "kept_line_mark_day" });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.dropTable("kept_line_mark");
}
