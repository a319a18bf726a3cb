import { DataTypes, type QueryInterface } from "sequelize";

/**
 * What the matcher concluded about each BO row it judged (issue 13, point 3): its tier, the reason
 * in the clerk's words and the statement lines that reason names. A table of its own rather than
 * columns on the BO tables: a run rewrites the verdicts of every row it judged, and a row approved
 * or undone by hand afterwards is read against its match state (matching/verdicts.server.ts).
 */
export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.createTable("match_verdict", {
    verdict_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    verdict_kind: { type: DataTypes.STRING(10), allowNull: false },
    verdict_bo_id: { type: DataTypes.INTEGER, allowNull: false },
    verdict_tier: { type: DataTypes.STRING(10), allowNull: false },
    verdict_reason: { type: DataTypes.STRING(500), allowNull: false },
    // mutasi ids, comma separated: the pair, the candidates or the nearest refused lines
    verdict_candidates: { type: DataTypes.STRING(200), allowNull: false },
  });
  await qi.addIndex("match_verdict", ["verdict_kind", "verdict_bo_id"], { name: "match_verdict_bo", unique: true });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await qi.dropTable("match_verdict");
}
