import { DataTypes, type QueryInterface } from "sequelize";

/**
 * The tickets a checker deleted (pending BO rows, spec: the row is removed), by website and
 * ticket (`ABC|DP123`, as match_undone_ticket keys them). A later BO export listing the ticket
 * writes it again, as any new ticket, but it is never approved automatically again: a person
 * removed it (a clean-room audit, edit1 F1: the deleted ticket came back with the same file and
 * was approved on the next statement).
 */
export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.createTable("deleted_ticket", {
    deleted_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    deleted_kind: { type: DataTypes.STRING(10), allowNull: false },
    deleted_website: { type: DataTypes.STRING(20), allowNull: false },
    deleted_ticket: { type: DataTypes.STRING(160), allowNull: false },
    deleted_bo_date: { type: DataTypes.DATEONLY, allowNull: false },
    deleted_by: { type: DataTypes.STRING(100), allowNull: false },
    deleted_at: { type: DataTypes.DATE, allowNull: false },
  });
  // every reconcile reads its website's deletions: never the whole table, which only grows
  await qi.addIndex("deleted_ticket", ["deleted_kind", "deleted_website"], { name: "deleted_ticket_website" });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.dropTable("deleted_ticket");
}
