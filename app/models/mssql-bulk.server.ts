import { Op, UniqueConstraintError, type Model, type ModelStatic, type Transaction } from "sequelize";
import * as tedious from "tedious";
import type { DataType } from "tedious/lib/data-type";
import type { BulkInsertOptions, BulkWriter } from "./bulk-insert.server";
import { caseKey } from "./letter-case";

/**
 * SQL Server's side of bulkWriter (bulk-insert.ts): rows go in tedious bulk loads of a few
 * thousand, each sent while the next rows are read, so an upload never holds all its rows.
 */

type ColumnOptions = Parameters<tedious.BulkLoad["addColumn"]>[2];

export interface BulkColumn {
  name: string;
  type: DataType;
  options: ColumnOptions;
}

/**
 * Rows in one bulk load: under the 5,000 locks at which SQL Server turns one statement's row
 * locks into a lock on the whole table, which would hold every other website's writes (and,
 * without READ_COMMITTED_SNAPSHOT, its views) until the upload commits.
 */
export const BULK_LOAD_ROWS = 4_000;

/**
 * Foreign keys and checks are verified as rows arrive (without CHECK_CONSTRAINTS SQL Server
 * marks them untrusted), no trigger is fired, and never TABLOCK: rows are locked, not the table.
 */
export const BULK_LOAD_OPTIONS = { keepNulls: true, checkConstraints: true, fireTriggers: false, lockTable: false } as const;

/**
 * Timestamps to the millisecond, as the columns hold them (datetimeoffset(3)). Without a scale
 * tedious sends a bulk column's timestamps at scale 0: rounded to whole seconds, so 23:59:59.7
 * became second 86,400 of its day.
 */
const TIMESTAMP_SCALE = 3;

/** The tedious type of each column, from the model. */
export function bulkColumns(model: ModelStatic<Model>, columns: readonly string[]): BulkColumn[] {
  const attributes = model.getAttributes() as Record<string, { type: { key: string; options?: Record<string, number> } }>;
  return columns.map((name) => {
    const type = attributes[name]?.type;
    if (!type) throw new Error(`unknown column ${model.getTableName() as string}.${name}`);
    return { name, ...tediousType(type) };
  });
}

function tediousType(type: { key: string; options?: Record<string, number> }): { type: DataType; options: ColumnOptions } {
  const { TYPES } = tedious;
  switch (type.key) {
    case "INTEGER":
      return { type: TYPES.Int, options: { nullable: true } };
    case "BOOLEAN":
      return { type: TYPES.Bit, options: { nullable: true } };
    case "DECIMAL":
      return { type: TYPES.Decimal, options: { nullable: true, precision: type.options?.precision ?? 18, scale: type.options?.scale ?? 2 } };
    case "DATE":
      return { type: TYPES.DateTimeOffset, options: { nullable: true, scale: TIMESTAMP_SCALE } };
    case "DATEONLY":
      return { type: TYPES.Date, options: { nullable: true } };
    case "STRING":
      return { type: TYPES.NVarChar, options: { nullable: true, length: type.options?.length ?? 255 } };
    default:
      throw new Error(`no bulk load type for ${type.key}`);
  }
}

/** SQL Server refused a row for a key already taken (2627 a constraint, 2601 a unique index). */
export function isDuplicateKey(error: unknown): boolean {
  if (error instanceof UniqueConstraintError) return true;
  const number = (error as { number?: unknown } | null)?.number;
  return number === 2627 || number === 2601;
}

/** The tedious connection as Sequelize's mssql dialect holds it: requests wait their turn in `queue`. */
interface DialectConnection extends tedious.Connection {
  queue: { enqueue<T>(run: () => Promise<T>): Promise<T> };
}

export class MssqlBulkWriter implements BulkWriter {
  private readonly table: string;
  private readonly columns: BulkColumn[];
  private readonly connection: DialectConnection;
  private readonly key: { column: string; position: number; fixed: Record<string, number> } | null = null;
  /** keys of this upload's rows so far, compared as the columns compare them */
  private readonly seen = new Set<string>();
  private pending: unknown[][] = [];
  private loading: Promise<number> = Promise.resolve(0);
  private written = 0;

  constructor(
    private readonly model: ModelStatic<Model>,
    columns: readonly string[],
    private readonly transaction: Transaction,
    options: BulkInsertOptions,
  ) {
    this.table = model.getTableName() as string;
    this.columns = bulkColumns(model, columns);
    this.connection = (transaction as unknown as { connection: DialectConnection }).connection;
    const keyColumns = options.skipExisting;
    if (keyColumns) {
      const column = keyColumns[keyColumns.length - 1];
      this.key = {
        column,
        position: columns.indexOf(column),
        // filled from the first row: those columns hold one value across the rows
        fixed: Object.fromEntries(keyColumns.slice(0, -1).map((name) => [name, columns.indexOf(name)])),
      };
    }
  }

  async write(rows: unknown[][]): Promise<void> {
    for (const row of rows) {
      if (this.key) {
        // a ticket twice in one file is stored once, as ON CONFLICT DO NOTHING does on SQLite
        const key = caseKey(String(row[this.key.position]));
        if (this.seen.has(key)) continue;
        this.seen.add(key);
      }
      this.pending.push(row);
      if (this.pending.length >= BULK_LOAD_ROWS) await this.send();
    }
  }

  async finish(): Promise<number> {
    if (this.pending.length > 0) await this.send();
    this.written += await this.loading;
    this.loading = Promise.resolve(0);
    return this.written;
  }

  /** Starts loading the rows gathered once the load before has ended (one request at a time on a connection). */
  private async send(): Promise<void> {
    const rows = this.pending;
    this.pending = [];
    this.written += await this.loading;
    this.loading = this.load(rows);
    // a failure is reported by the next send() or finish(), whichever awaits it
    this.loading.catch(() => undefined);
  }

  private async load(rows: unknown[][]): Promise<number> {
    const fresh = this.key ? await this.withoutStoredKeys(rows, this.key) : rows;
    return fresh.length > 0 ? this.loadSkippingDuplicates(fresh) : 0;
  }

  /**
   * The rows whose key is not stored yet. The upload holds its website's upload lock, so no
   * other upload stores one between this read and the load.
   */
  private async withoutStoredKeys(rows: unknown[][], key: NonNullable<MssqlBulkWriter["key"]>): Promise<unknown[][]> {
    const fixed = Object.fromEntries(Object.entries(key.fixed).map(([name, position]) => [name, rows[0][position]]));
    const keys = rows.map((row) => String(row[key.position]));
    const stored = new Set<string>();
    for (let start = 0; start < keys.length; start += 1000) {
      const found = (await this.model.findAll({
        where: { ...fixed, [key.column]: { [Op.in]: keys.slice(start, start + 1000) } },
        attributes: [key.column],
        raw: true,
        transaction: this.transaction,
      })) as unknown as Record<string, unknown>[];
      // the server matched them whatever their case; the check here must too
      for (const row of found) stored.add(caseKey(String(row[key.column])));
    }
    return stored.size > 0 ? rows.filter((_, i) => !stored.has(caseKey(keys[i]))) : rows;
  }

  /**
   * A key the checks above took for new but the server holds (its collation may equate more
   * than A-Z with a-z) fails the whole load, not one row. Then the rows are loaded in halves
   * until the row that fails alone is skipped: what ON CONFLICT DO NOTHING does on SQLite.
   * Without skipExisting a duplicate is Sequelize's UniqueConstraintError, as on SQLite.
   */
  private async loadSkippingDuplicates(rows: unknown[][]): Promise<number> {
    try {
      return await this.bulkLoad(rows);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      if (!this.key) {
        if (error instanceof UniqueConstraintError) throw error;
        throw new UniqueConstraintError({ parent: Object.assign(error as Error, { sql: `insert bulk ${this.table}` }), message: (error as Error).message });
      }
      if (rows.length === 1) return 0;
      const half = Math.ceil(rows.length / 2);
      return (await this.loadSkippingDuplicates(rows.slice(0, half))) + (await this.loadSkippingDuplicates(rows.slice(half)));
    }
  }

  private bulkLoad(rows: unknown[][]): Promise<number> {
    const connection = this.connection;
    return connection.queue.enqueue(
      () =>
        new Promise<number>((resolve, reject) => {
          const bulk = connection.newBulkLoad(this.table, { ...BULK_LOAD_OPTIONS }, (error) => (error ? reject(error) : resolve(rows.length)));
          for (const column of this.columns) bulk.addColumn(column.name, column.type, column.options);
          connection.execBulkLoad(bulk, rows);
        }),
    );
  }
}
