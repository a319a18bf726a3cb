import type { Model, ModelStatic, Transaction } from "sequelize";
import { dialectOf } from "./db.server";
import { MssqlBulkWriter } from "./mssql-bulk.server";
import { sqliteDateTime } from "./sqlite-datetime";
import type { RowsInsert, Database as SqliteConnection } from "./sqlite-driver.server";

/**
 * Writes many rows of one table inside a transaction, the fast way each engine offers: on
 * SQLite INSERTs of up to 256 rows each, their values written into the text (literalInserts)
 * or bound, run in the connection's own thread while the caller reads the next rows; on SQL
 * Server tedious BulkLoad. Sequelize's bulkCreate builds one SQL text per call and costs about
 * 8x more.
 *
 * Rows hold values in `columns` order: numbers, strings, booleans, Dates or null. Money goes in
 * as an exact decimal string ("12500.50") or a whole number, business dates as "YYYY-MM-DD".
 */
export interface BulkInsertOptions {
  /**
   * The columns of a unique key: a row whose key is already stored is skipped, not an error.
   * Every column but the last must hold one value across the rows (a website, say).
   */
  skipExisting?: readonly string[];
}

export interface BulkWriter {
  /** Hands rows over; resolves once the writer can take more, while they are still being written. */
  write(rows: unknown[][]): Promise<void>;
  /** Waits for every row handed over; answers how many were written (skipped ones not counted). */
  finish(): Promise<number>;
}

export async function bulkInsert<M extends Model>(
  model: ModelStatic<M>,
  columns: readonly string[],
  rows: unknown[][],
  transaction: Transaction,
  options: BulkInsertOptions = {},
): Promise<number> {
  const writer = bulkWriter(model, columns, transaction, options);
  await writer.write(rows);
  return writer.finish();
}

/** A writer that takes rows as they are read, so reading and writing overlap. */
export function bulkWriter<M extends Model>(
  model: ModelStatic<M>,
  columns: readonly string[],
  transaction: Transaction,
  options: BulkInsertOptions = {},
): BulkWriter {
  const connection = (transaction as unknown as { connection: unknown }).connection;
  return dialectOf(model.sequelize!) === "mssql"
    ? new MssqlBulkWriter(model, columns, transaction, options)
    : new SqliteBulkWriter(model, columns, connection as SqliteConnection, options);
}

/** Rows a message to the connection's thread carries: small enough to start writing early. */
const ROWS_PER_MESSAGE = 2_000;
/** Messages on their way at once: the thread writes one while the next is being read. */
const MESSAGES_IN_FLIGHT = 2;

class SqliteBulkWriter implements BulkWriter {
  private readonly table: string;
  private readonly hasDefault: boolean[];
  private readonly inFlight: Promise<number>[] = [];
  private written = 0;

  constructor(
    model: ModelStatic<Model>,
    private readonly columns: readonly string[],
    private readonly connection: SqliteConnection,
    private readonly options: BulkInsertOptions,
  ) {
    this.table = model.getTableName() as string;
    const attributes = model.getAttributes() as Record<string, { defaultValue?: unknown }>;
    this.hasDefault = columns.map((column) => attributes[column]?.defaultValue !== undefined);
  }

  async write(rows: unknown[][]): Promise<void> {
    for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE) {
      while (this.inFlight.length >= MESSAGES_IN_FLIGHT) this.written += await this.inFlight.shift()!;
      const chunk = rows.slice(start, start + ROWS_PER_MESSAGE);
      const { insert, bound, literal } = this.insertFor(chunk);
      const texts = literalInserts(literal, chunk);
      let sent: Promise<number>;
      if (texts) sent = this.connection.execInserts(texts);
      else {
        const values: unknown[] = [];
        for (const row of chunk) for (const index of bound) values.push(toDatabaseValue(row[index]));
        sent = this.connection.insertRows(insert, values);
      }
      // a failure is reported by write() or finish(), whichever awaits it
      sent.catch(() => undefined);
      this.inFlight.push(sent);
    }
  }

  async finish(): Promise<number> {
    while (this.inFlight.length > 0) this.written += await this.inFlight.shift()!;
    return this.written;
  }

  /**
   * The INSERT for a chunk, bound (`insert`, `bound` the row's values it takes) or with the
   * values written in (`literal`): a column NULL in every row (and with no default of its own) is
   * left out, and a column holding one value in every row (the batch, the website, a status) is
   * written into the statement once.
   */
  private insertFor(rows: unknown[][]): { insert: RowsInsert; bound: number[]; literal: LiteralInsert } {
    const included: { index: number; literal: string | null }[] = [];
    for (let index = 0; index < this.columns.length; index++) {
      const first = rows[0][index];
      const same = rows.every((row) => sameValue(row[index], first));
      if (same && (first === null || first === undefined) && !this.hasDefault[index]) continue;
      included.push({ index, literal: same && rows.length > 1 ? sqlLiteral(first) : null });
    }
    // identical rows still need one value of their own, or the INSERT would hold no row at all
    if (included.length > 0 && included.every((column) => column.literal !== null)) included[included.length - 1].literal = null;
    const names: string[] = [];
    const values: string[] = [];
    const bound: number[] = [];
    const selected: string[] = [];
    for (const { index, literal } of included) {
      names.push(`"${this.columns[index]}"`);
      values.push(literal ?? "?");
      if (literal === null) bound.push(index);
      // SQLite names the columns of a VALUES list column1, column2, ...
      selected.push(literal ?? `column${bound.length}`);
    }
    const conflict = this.options.skipExisting ? ` ON CONFLICT (${this.options.skipExisting.map((c) => `"${c}"`).join(", ")}) DO NOTHING` : "";
    const into = `INSERT INTO "${this.table}" (${names.join(", ")})`;
    return {
      insert: { head: `${into} VALUES `, tuple: `(${values.join(", ")})`, tail: conflict, width: bound.length },
      bound,
      // WHERE true: without it SQLite would read ON CONFLICT as part of the SELECT's join
      literal: { head: `${into} SELECT ${selected.join(", ")} FROM (VALUES `, tail: `) WHERE true${conflict}`, columns: bound },
    };
  }
}

/** Rows an INSERT text holds, and its length in characters (SQLite reads at most 1,000,000 bytes). */
const ROWS_PER_INSERT = 256;
const MAX_INSERT_CHARS = 300_000;

/** `INSERT INTO t (...) SELECT <repeated values and column1...> FROM (VALUES ` + rows + tail. */
export interface LiteralInsert {
  head: string;
  tail: string;
  /** what a row of the VALUES list holds: the row's values at these indexes */
  columns: readonly number[];
}

/**
 * The rows as INSERT texts with their values written in as literals, or null when a value cannot
 * be (text holding NUL, a number that is not finite, bytes): those rows are bound instead.
 * SQLite reads a literal for less than binding the value costs (each bound string is converted
 * and copied twice), which takes load off the SQLite thread, the one a big upload waits for;
 * the main thread builds the text for about what passing the values would cost it. A value every
 * row repeats sits once in the SELECT, not in each row of the VALUES list. A 100k-row BO export
 * with varied columns went from 2.9x to 2.7x `.import`; one repeating most columns is unchanged.
 */
export function literalInserts(insert: LiteralInsert, rows: unknown[][]): string[] | null {
  const texts: string[] = [];
  const { columns } = insert;
  const tupleCells = new Array<string>(columns.length);
  let tuples: string[] = [];
  let length = 0;
  for (const row of rows) {
    for (let c = 0; c < columns.length; c++) {
      const literal = sqlLiteral(row[columns[c]]);
      if (literal === null) return null;
      tupleCells[c] = literal;
    }
    const tuple = `(${tupleCells.join(", ")})`;
    if (tuples.length === ROWS_PER_INSERT || (tuples.length > 0 && length + tuple.length > MAX_INSERT_CHARS)) {
      texts.push(insert.head + tuples.join(", ") + insert.tail);
      tuples = [];
      length = 0;
    }
    tuples.push(tuple);
    length += tuple.length + 2;
  }
  if (tuples.length > 0) texts.push(insert.head + tuples.join(", ") + insert.tail);
  return texts;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (a === undefined && b === null) || (a === null && b === undefined) || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());
}

/** A value as SQLite literal text, or null where it must stay a bound parameter. */
function sqlLiteral(value: unknown): string | null {
  if (value === null || value === undefined) return "NULL";
  const stored = toDatabaseValue(value);
  if (typeof stored === "number") return Number.isFinite(stored) ? String(stored) : null;
  if (typeof stored === "string") {
    // NUL would end the SQL text; quotes doubled is the whole of SQLite's string escaping
    if (stored.includes("\0")) return null;
    return stored.includes("'") ? `'${stored.replaceAll("'", "''")}'` : `'${stored}'`;
  }
  return null;
}

/**
 * Runs one parameterised statement for many parameter rows inside a transaction: prepared once
 * and run in the connection's thread on SQLite; on SQL Server through Sequelize (a few hundred
 * rows a day there). The SQL uses `?` placeholders.
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
  const connection = (transaction as unknown as { connection: SqliteConnection }).connection;
  for (let start = 0; start < parameterRows.length; start += ROWS_PER_MESSAGE) {
    const chunk = parameterRows.slice(start, start + ROWS_PER_MESSAGE);
    await connection.runMany(sql, chunk.map((parameters) => parameters.map(toDatabaseValue)));
  }
}

/** Dates as Sequelize writes them on SQLite, booleans as 1/0, nothing undefined. */
function toDatabaseValue(value: unknown): unknown {
  if (value instanceof Date) return sqliteDateTime(value);
  if (typeof value === "boolean") return value ? 1 : 0;
  return value === undefined ? null : value;
}
