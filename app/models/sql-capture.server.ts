import { EventEmitter } from "node:events";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import * as tedious from "tedious";
import type { Callback as BulkLoadCallback, Options as BulkLoadOptions } from "tedious/lib/bulk-load";

/**
 * A stand-in for tedious that records what Sequelize's mssql dialect would send instead of
 * sending it: every statement passes through the real dialect (query generator, Query class,
 * pool, transactions), only the wire is missing. It serves `npm run db:schema -- mssql` and the
 * tests that check our SQL Server SQL on machines where no SQL Server runs.
 */

export interface CapturedStatement {
  sql: string;
  /** bound parameters by name, as the dialect passed them to tedious */
  parameters: Record<string, unknown>;
  /** BEGIN / COMMIT / ROLLBACK / SAVE sent as tedious transaction calls, not as SQL text */
  transaction?: "begin" | "commit" | "rollback" | "save";
  /** a tedious bulk load: its INSERT BULK text and the rows it carried */
  bulkRows?: number;
  /** which fake connection sent it (1, 2, ...) */
  connection: number;
}

/**
 * Rows to answer a statement with; undefined answers no rows; throwing fails the statement.
 * A bulk load is answered like a statement, with the rows it carried as `parameters.rows`.
 */
export type Responder = (sql: string, parameters: Record<string, unknown>) => Record<string, unknown>[] | undefined;

export interface SqlCapture {
  statements: CapturedStatement[];
  /** the module to pass to Sequelize as `dialectModule` */
  driver: typeof tedious;
  respond(responder: Responder): void;
}

/** The SQL Server version the fake reports: 2019, the oldest the docs support. */
const SERVER_VERSION = "15.0.2000";

export function createSqlCapture(): SqlCapture {
  const statements: CapturedStatement[] = [];
  let responder: Responder = () => undefined;
  let connections = 0;

  let insertedId = 0;
  function answer(sql: string, parameters: Record<string, unknown>): Record<string, unknown>[] {
    if (sql.includes("SERVERPROPERTY('ProductVersion')")) return [{ version: SERVER_VERSION }];
    const rows = responder(sql, parameters);
    if (rows) return rows;
    // every application lock is granted, whether it is read back as the mode held or the return code
    if (sql.includes("sp_getapplock")) return [{ lock_mode: "Exclusive", result: 0 }];
    // Sequelize reads the new key from INSERT ... OUTPUT INSERTED.* and fails on no row
    if (/^INSERT INTO .* OUTPUT INSERTED/s.test(sql)) return [{ id: ++insertedId }];
    return [];
  }

  class FakeRequest extends EventEmitter {
    readonly parameters: Record<string, unknown> = {};
    constructor(
      readonly sqlTextOrProcedure: string,
      readonly callback: (error: Error | null | undefined, rowCount?: number) => void,
    ) {
      super();
    }
    addParameter(name: string, _type: unknown, value: unknown) {
      this.parameters[name] = value;
    }
  }

  class FakeConnection extends EventEmitter {
    readonly STATE = { INITIALIZED: { name: "Initialized" }, LOGGED_IN: { name: "LoggedIn" } };
    state: { name: string } = this.STATE.INITIALIZED;
    loggedIn = false;
    closed = false;
    readonly id = ++connections;
    readonly config: unknown;

    constructor(config: unknown) {
      super();
      this.config = config;
    }
    connect() {
      setImmediate(() => {
        this.state = this.STATE.LOGGED_IN;
        this.loggedIn = true;
        this.emit("connect");
      });
    }
    close() {
      this.closed = true;
      setImmediate(() => this.emit("end"));
    }
    execSql(request: FakeRequest) {
      const sql = request.sqlTextOrProcedure;
      statements.push({ sql, parameters: request.parameters, connection: this.id });
      let rows: Record<string, unknown>[];
      try {
        rows = answer(sql, request.parameters);
      } catch (error) {
        // a responder that throws plays a statement the server refuses
        setImmediate(() => request.callback(error as Error));
        return;
      }
      setImmediate(() => {
        for (const row of rows) {
          request.emit(
            "row",
            Object.entries(row).map(([colName, value]) => ({ metadata: { colName, type: { id: -1 } }, value })),
          );
        }
        request.callback(null, rows.length);
      });
    }
    private transactionCall(kind: CapturedStatement["transaction"], sql: string, callback: (error?: Error) => void) {
      statements.push({ sql, parameters: {}, transaction: kind, connection: this.id });
      setImmediate(() => callback());
    }
    beginTransaction(callback: (error?: Error) => void, _name?: string, isolationLevel?: number) {
      const level = Object.entries(tedious.ISOLATION_LEVEL).find(([, value]) => value === isolationLevel)?.[0];
      this.transactionCall("begin", level ? `SET TRANSACTION ISOLATION LEVEL ${level.replace(/_/g, " ")}; BEGIN TRANSACTION;` : "BEGIN TRANSACTION;", callback);
    }
    commitTransaction(callback: (error?: Error) => void) {
      this.transactionCall("commit", "COMMIT TRANSACTION;", callback);
    }
    rollbackTransaction(callback: (error?: Error) => void) {
      this.transactionCall("rollback", "ROLLBACK TRANSACTION;", callback);
    }
    saveTransaction(callback: (error?: Error) => void, name: string) {
      this.transactionCall("save", `SAVE TRANSACTION [${name}];`, callback);
    }
    newBulkLoad(table: string, options: BulkLoadOptions, callback: BulkLoadCallback) {
      return new tedious.BulkLoad(table, undefined, OFFLINE_CONNECTION_OPTIONS as never, options, callback);
    }
    /** Encodes the rows as tedious would put them on the wire, then answers like a statement. */
    execBulkLoad(bulk: tedious.BulkLoad, rows: Iterable<unknown[]>) {
      const carried = [...rows];
      const statement: CapturedStatement = { sql: bulk.getBulkInsertSql(), parameters: {}, bulkRows: carried.length, connection: this.id };
      statements.push(statement);
      encodeBulkRows(bulk, carried).then(
        () => {
          try {
            answer(statement.sql, { rows: carried });
          } catch (error) {
            bulk.callback(error as Error);
            return;
          }
          bulk.callback(undefined, carried.length);
        },
        (error: Error) => bulk.callback(error),
      );
    }
  }

  const driver = {
    ...tedious,
    Connection: FakeConnection,
    Request: FakeRequest,
  } as unknown as typeof tedious;

  return {
    statements,
    driver,
    respond(next) {
      responder = next;
    },
  };
}

/** What tedious's encoders read of a connection's options: TDS 7.4 (SQL Server 2012 on), UTC. */
const OFFLINE_CONNECTION_OPTIONS = { tdsVersion: "7_4", useUTC: true };

/** A bulk load made without a connection (the rows' encoding measured or checked offline). */
export function offlineBulkLoad(table: string, options: BulkLoadOptions): tedious.BulkLoad {
  return new tedious.BulkLoad(table, undefined, OFFLINE_CONNECTION_OPTIONS as never, options, () => undefined);
}

/**
 * Runs rows through tedious's own bulk load encoding (the row transform a connection sends from)
 * into `sink`, or nowhere; answers the bytes it made. A value the column cannot take fails here
 * as it would on a connection.
 */
export async function encodeBulkRows(bulk: tedious.BulkLoad, rows: Iterable<unknown[]>, sink: (chunk: Buffer) => void = () => undefined): Promise<number> {
  let bytes = 0;
  await pipeline(
    Readable.from(rows),
    bulk.rowToPacketTransform,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        sink(chunk);
        done();
      },
    }),
  );
  return bytes;
}
