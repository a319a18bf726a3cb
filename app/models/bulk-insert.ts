import type { ModelStatic, Model, Transaction } from "sequelize";
import type sqlite3 from "sqlite3";
import * as tedious from "tedious";
type ColumnOptions = Parameters<tedious.BulkLoad["addColumn"]>[2];
import type { DataType } from "tedious/lib/data-type";
import { dialectOf } from "./db";

/**
 * Writes many rows of one table inside a transaction, the fast way each engine offers:
 * multi-row prepared INSERTs reused across batches on SQLite, tedious BulkLoad on SQL Server.
 * Sequelize's bulkCreate builds one SQL text per call and costs about 8x more here.
 *
 * `rows` hold values in `columns` order: numbers, strings, booleans, Dates or null. Money goes
 * in as a decimal string ("12500.00"), business dates as "YYYY-MM-DD".
 */
export async function bulkInsert<M extends Model>(
  model: ModelStatic<M>,
  columns: string[],
  rows: unknown[][],
  transaction: Transaction,
): Promise<void> {
  if (rows.length === 0) return;
  const connection = (transaction as unknown as { connection: unknown }).connection;
  if (dialectOf(model.sequelize!) === "mssql") {
    await bulkLoadMssql(model, columns, rows, connection as tedious.Connection);
  } else {
    const kept = columnsWorthBinding(model, columns, rows);
    const narrowed = kept.length === columns.length ? rows : rows.map((row) => kept.map((index) => row[index]));
    await insertSqlite(model.getTableName() as string, kept.map((index) => columns[index]), narrowed, connection as sqlite3.Database);
  }
}

/**
 * Binding values is most of an insert's cost on SQLite: a column that is NULL in every row and
 * has no default of its own is left out (it ends up NULL all the same).
 */
function columnsWorthBinding(model: ModelStatic<Model>, columns: string[], rows: unknown[][]): number[] {
  const attributes = model.getAttributes() as Record<string, { defaultValue?: unknown }>;
  return columns
    .map((_, index) => index)
    .filter((index) => attributes[columns[index]]?.defaultValue !== undefined || rows.some((row) => row[index] !== null && row[index] !== undefined));
}

/** SQLite allows 32766 bound values a statement (3.32+); stay well below. */
const SQLITE_MAX_VALUES = 30_000;

async function insertSqlite(table: string, columns: string[], rows: unknown[][], db: sqlite3.Database): Promise<void> {
  const perStatement = Math.max(1, Math.min(500, Math.floor(SQLITE_MAX_VALUES / columns.length)));
  const head = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES `;
  const tuple = `(${columns.map(() => "?").join(", ")})`;
  const prepare = (count: number) =>
    new Promise<sqlite3.Statement>((resolve, reject) => {
      const statement = db.prepare(head + Array.from({ length: count }, () => tuple).join(", "), (error) =>
        error ? reject(error) : resolve(statement),
      );
    });
  const run = (statement: sqlite3.Statement, values: unknown[]) =>
    new Promise<void>((resolve, reject) => statement.run(values, (error) => (error ? reject(error) : resolve())));
  const finalize = (statement: sqlite3.Statement) => new Promise<void>((resolve) => statement.finalize(() => resolve()));

  const full = await prepare(perStatement);
  try {
    let index = 0;
    for (; index + perStatement <= rows.length; index += perStatement) {
      await run(full, flatten(rows, index, perStatement));
    }
    const rest = rows.length - index;
    if (rest > 0) {
      const last = await prepare(rest);
      try {
        await run(last, flatten(rows, index, rest));
      } finally {
        await finalize(last);
      }
    }
  } finally {
    await finalize(full);
  }
}

function flatten(rows: unknown[][], start: number, count: number): unknown[] {
  const values: unknown[] = [];
  for (let i = start; i < start + count; i++) {
    for (const value of rows[i]) values.push(toDatabaseValue(value));
  }
  return values;
}

async function bulkLoadMssql<M extends Model>(
  model: ModelStatic<M>,
  columns: string[],
  rows: unknown[][],
  connection: tedious.Connection,
): Promise<void> {
  const attributes = model.getAttributes() as Record<string, { type: { key: string; options?: Record<string, number> } }>;
  await new Promise<void>((resolve, reject) => {
    const bulk = connection.newBulkLoad(model.getTableName() as string, { keepNulls: true }, (error) =>
      error ? reject(error) : resolve(),
    );
    for (const column of columns) {
      const type = attributes[column]?.type;
      if (!type) throw new Error(`unknown column ${column}`);
      bulk.addColumn(column, ...tediousType(type));
    }
    connection.execBulkLoad(
      bulk,
      rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]]))),
    );
  });
}

function tediousType(type: { key: string; options?: Record<string, number> }): [DataType, ColumnOptions] {
  const { TYPES } = tedious;
  switch (type.key) {
    case "INTEGER":
      return [TYPES.Int, { nullable: true }];
    case "BOOLEAN":
      return [TYPES.Bit, { nullable: true }];
    case "DECIMAL":
      return [TYPES.Decimal, { nullable: true, precision: type.options?.precision ?? 18, scale: type.options?.scale ?? 2 }];
    case "DATE":
      return [TYPES.DateTimeOffset, { nullable: true }];
    case "DATEONLY":
      return [TYPES.Date, { nullable: true }];
    default:
      return [TYPES.NVarChar, { nullable: true, length: type.options?.length ?? 255 }];
  }
}

/**
 * Runs one parameterised statement for many parameter rows inside a transaction: prepared once
 * and reused on SQLite; on SQL Server through Sequelize (a few hundred rows a day there).
 * The SQL uses `?` placeholders.
 */
export async function executeMany(
  model: ModelStatic<Model>,
  sql: string,
  parameterRows: unknown[][],
  transaction: Transaction,
): Promise<void> {
  if (parameterRows.length === 0) return;
  const sequelize = model.sequelize!;
  if (dialectOf(sequelize) === "mssql") {
    for (const parameters of parameterRows) {
      await sequelize.query(sql, { replacements: parameters.map(toDatabaseValue), transaction });
    }
    return;
  }
  const db = (transaction as unknown as { connection: sqlite3.Database }).connection;
  const statement = await new Promise<sqlite3.Statement>((resolve, reject) => {
    const prepared = db.prepare(sql, (error) => (error ? reject(error) : resolve(prepared)));
  });
  try {
    for (const parameters of parameterRows) {
      await new Promise<void>((resolve, reject) =>
        statement.run(parameters.map(toDatabaseValue), (error) => (error ? reject(error) : resolve())),
      );
    }
  } finally {
    await new Promise<void>((resolve) => statement.finalize(() => resolve()));
  }
}

function toDatabaseValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString().replace("T", " ").replace("Z", " +00:00") : value;
}
