import type { Model, ModelStatic, Transaction } from "sequelize";
import { executeMany } from "./bulk-insert.server";
import { dialectOf } from "./db.server";

/**
 * Many rows of one table updated by key, each with values of its own. On SQL Server one
 * statement per batch joins the table to the batch's rows (UPDATE ... FROM ... JOIN (VALUES
 * ...)), every value a bound parameter. A #temp table filled first would not outlive the request
 * that made it: Sequelize sends every statement through sp_executesql, whose temp tables end with
 * it. On SQLite one prepared UPDATE runs for each row in the connection's thread (executeMany),
 * which is already as fast as SQLite updates rows.
 */
export interface RowsUpdate {
  /** the column naming the row to update: each parameter row's first value */
  key: string;
  /** columns set from each parameter row's further values, in this order */
  each?: readonly string[];
  /** columns set to one value in every row */
  shared?: Record<string, unknown>;
  /** a further condition the row updated must meet, column = value */
  where?: Record<string, unknown>;
}

/**
 * SQL Server takes 2,100 parameters in a request (a few kept in hand) and 1,000 rows in a VALUES
 * list; 1,000 rows a statement also stays under the 5,000 row locks it would escalate at.
 */
const MAX_PARAMETERS = 2_000;
const MAX_ROWS = 1_000;

export async function updateRows(model: ModelStatic<Model>, update: RowsUpdate, rows: unknown[][], transaction: Transaction): Promise<void> {
  if (rows.length === 0) return;
  const table = model.getTableName() as string;
  const each = update.each ?? [];
  const shared = Object.entries(update.shared ?? {});
  const where = Object.entries(update.where ?? {});
  if (dialectOf(model.sequelize!) === "mssql") {
    await updateJoined(model, table, update.key, each, shared, where, rows, transaction);
    return;
  }
  const set = [...each.map((column) => `"${column}" = ?`), ...shared.map(([column]) => `"${column}" = ?`)];
  const sql = `UPDATE "${table}" SET ${set.join(", ")} WHERE "${update.key}" = ?${where.map(([column]) => ` AND "${column}" = ?`).join("")}`;
  const sharedValues = shared.map(([, value]) => value);
  const whereValues = where.map(([, value]) => value);
  await executeMany(model, sql, rows.map(([key, ...values]) => [...values, ...sharedValues, key, ...whereValues]), transaction);
}

async function updateJoined(
  model: ModelStatic<Model>,
  table: string,
  key: string,
  each: readonly string[],
  shared: [string, unknown][],
  where: [string, unknown][],
  rows: unknown[][],
  transaction: Transaction,
): Promise<void> {
  const rowsPerStatement = Math.max(1, Math.min(MAX_ROWS, Math.floor((MAX_PARAMETERS - shared.length - where.length) / (1 + each.length))));
  const names = ["k", ...each.map((_, i) => `v${i}`)].map((name) => `[${name}]`).join(", ");
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const bind: unknown[] = [];
    const parameter = (value: unknown) => {
      bind.push(boundValue(value));
      return `$${bind.length}`;
    };
    const set = [...each.map((column, i) => `[${column}] = [rows].[v${i}]`), ...shared.map(([column, value]) => `[${column}] = ${parameter(value)}`)];
    const conditions = where.map(([column, value]) => `[target].[${column}] = ${parameter(value)}`);
    const tuples = rows.slice(start, start + rowsPerStatement).map((row) => `(${row.map(parameter).join(", ")})`);
    await model.sequelize!.query(
      `UPDATE [target] SET ${set.join(", ")} FROM [${table}] AS [target] INNER JOIN (VALUES ${tuples.join(", ")}) AS [rows] (${names}) ON [target].[${key}] = [rows].[k]` +
        (conditions.length > 0 ? ` WHERE ${conditions.join(" AND ")}` : ""),
      { bind, transaction },
    );
  }
}

/**
 * A value as the mssql dialect can bind it: it binds numbers, text, booleans and null by their
 * JavaScript type but would send a Date as its toString() text, so a timestamp goes as text
 * SQL Server reads into datetimeoffset exactly, to the millisecond.
 */
function boundValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return `${value.toISOString().replace("T", " ").replace("Z", "")} +00:00`;
  return value;
}
