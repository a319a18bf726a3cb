/**
 * The source of the thread that holds one SQLite connection (see sqlite-driver.ts).
 * better-sqlite3 is synchronous: in its own thread it blocks that thread only, so SQLite's busy
 * handler can wait for a lock while the server goes on answering, and a bulk insert runs while
 * the main thread parses the next rows.
 *
 * Plain CommonJS kept as text and started with `eval: true`: the server bundle (Vite's SSR build
 * emits no worker files), vitest and the tsx scripts (migrate, bench) all carry it the same way.
 * It holds no backticks, so it can sit in this template literal as written.
 */
export const SQLITE_WORKER_SOURCE = String.raw`
"use strict";
const fs = require("node:fs");
const { parentPort, workerData } = require("node:worker_threads");
const BetterSqlite3 = require(workerData.driverPath);

const OPEN_READWRITE = 0x2;
const OPEN_CREATE = 0x4;

/** @type {import("better-sqlite3").Database | null} */
let db = null;
/** prepared bulk statements by their SQL: one upload runs the same few texts for every batch */
const bulkStatements = new Map();
const MAX_BULK_STATEMENTS = 32;
/** the file's write-ahead log, and whether this connection wrote since it last looked at it */
let walFile = null;
let wrote = false;
let checkpointBytes = 0;

function open(filename, flags, settings) {
  db = new BetterSqlite3(filename, {
    readonly: (flags & OPEN_READWRITE) === 0,
    fileMustExist: (flags & OPEN_CREATE) === 0,
    timeout: settings.busyTimeoutMs,
  });
  // SQLite does not wait on its busy handler while another connection turns a new file to WAL
  const started = Date.now();
  for (;;) {
    try {
      configure(filename, settings);
      return;
    } catch (error) {
      if (!(error && error.code === "SQLITE_BUSY") || Date.now() - started > settings.busyTimeoutMs) {
        db.close();
        db = null;
        throw error;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}

function configure(filename, settings) {
  if (filename !== ":memory:" && !db.readonly) {
    // only takes effect on a new, empty file: larger pages make big commits cheaper
    db.pragma("page_size = " + Number(settings.pageSize));
    db.pragma("journal_mode = WAL");
    // SQLite would copy the log back into the file inside the COMMIT that fills it, which
    // keeps a large upload's reply waiting; this thread does it after answering (checkpoint())
    db.pragma("wal_autocheckpoint = 0");
    walFile = filename + "-wal";
    checkpointBytes = settings.checkpointPages * db.pragma("page_size", { simple: true });
  }
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("cache_size = -" + Number(settings.cacheKb));
}

function close() {
  checkpoint();
  walFile = null;
  bulkStatements.clear();
  if (db && db.open) db.close();
  db = null;
}

/** A Buffer crosses threads as a Uint8Array; better-sqlite3 binds Buffers. */
function bindable(value) {
  return value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value;
}

function bound(parameters) {
  return parameters.map((parameter) =>
    parameter !== null && typeof parameter === "object" && !(parameter instanceof Uint8Array)
      ? Object.fromEntries(Object.entries(parameter).map(([key, value]) => [key, bindable(value)]))
      : bindable(parameter),
  );
}

/** node-sqlite3 ran several statements given in one string; Sequelize's migrations send some. */
function step(method, sql, parameters) {
  parameters = bound(parameters);
  let statement;
  try {
    statement = db.prepare(sql);
  } catch (error) {
    if (parameters.length === 0 && error instanceof RangeError && /more than one statement/.test(error.message)) {
      db.exec(sql);
      return { rows: [], lastID: 0, changes: 0 };
    }
    throw error;
  }
  if (statement.reader) {
    const rows = statement.all(...parameters);
    return { rows: method === "all" ? rows : undefined, lastID: 0, changes: 0 };
  }
  const result = statement.run(...parameters);
  return { rows: method === "all" ? [] : undefined, lastID: Number(result.lastInsertRowid), changes: result.changes };
}

function prepared(sql) {
  let statement = bulkStatements.get(sql);
  if (!statement) {
    if (bulkStatements.size >= MAX_BULK_STATEMENTS) bulkStatements.clear();
    statement = db.prepare(sql);
    bulkStatements.set(sql, statement);
  }
  return statement;
}

/** Parameter rows, one prepared statement. */
function runMany(sql, rows) {
  const statement = prepared(sql);
  let changes = 0;
  for (let i = 0; i < rows.length; i++) changes += statement.run(...rows[i]).changes;
  return { changes };
}

/** What one INSERT may hold: SQLite's limits are 32766 parameters and 1,000,000 bytes of SQL. */
const MAX_ROWS_PER_INSERT = 256;
const MAX_PARAMETERS = 32000;
const MAX_SQL_BYTES = 900000;

/**
 * Rows written by INSERTs of many rows each (head, the tuple repeated, tail): a third less than
 * one INSERT a row, whose cost is mostly the call into SQLite. values is a flat array,
 * width of them to a row.
 */
function insertRows(head, tuple, tail, width, values) {
  const rowCount = width === 0 ? 0 : values.length / width;
  const perInsert = Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / Math.max(width, 1)), Math.floor(MAX_SQL_BYTES / (tuple.length + 2))));
  const insertOf = (rows) => prepared(head + new Array(rows).fill(tuple).join(", ") + tail);
  let changes = 0;
  let row = 0;
  for (; row + perInsert <= rowCount; row += perInsert) {
    changes += insertOf(perInsert).run(values.slice(row * width, (row + perInsert) * width)).changes;
  }
  if (row < rowCount) changes += insertOf(rowCount - row).run(values.slice(row * width)).changes;
  return { changes };
}

/** INSERT texts with their values written in: run once each, never kept prepared. */
function execInserts(texts) {
  const changed = prepared("SELECT changes()").pluck();
  let changes = 0;
  for (let i = 0; i < texts.length; i++) {
    db.exec(texts[i]);
    changes += changed.get();
  }
  return { changes };
}

function handle(message) {
  switch (message.op) {
    case "open":
      close();
      open(message.filename, message.flags, message.settings);
      return {};
    case "run":
    case "all":
      return step(message.op, message.sql, message.parameters);
    case "exec":
      db.exec(message.sql);
      return {};
    case "runMany":
      return runMany(message.sql, message.rows);
    case "insertRows":
      return insertRows(message.head, message.tuple, message.tail, message.width, message.values);
    case "execInserts":
      return execInserts(message.texts);
    case "release":
      // a connection goes back to the pool with no transaction left open
      if (db && db.inTransaction) db.exec("ROLLBACK");
      return {};
    case "close":
      close();
      return {};
    default:
      throw new Error("unknown operation " + message.op);
  }
}

/** Once a write is committed and answered: copy a grown log back into the database file. */
function checkpoint() {
  if (!wrote || !walFile || !db || !db.open || db.inTransaction) return;
  wrote = false;
  let size = 0;
  try {
    size = fs.statSync(walFile).size;
  } catch {
    return;
  }
  // PASSIVE: never waits for readers or writers; what it cannot copy now waits for the next time
  if (size >= checkpointBytes) db.pragma("wal_checkpoint(PASSIVE)");
}

parentPort.on("message", (message) => {
  let reply;
  try {
    if (!db && message.op !== "open" && message.op !== "close" && message.op !== "release") {
      throw new Error("SQLite connection is not open");
    }
    reply = { id: message.id, ...handle(message) };
    if (message.op === "run" || message.op === "exec" || message.op === "runMany" || message.op === "insertRows" || message.op === "execInserts") wrote = true;
  } catch (error) {
    reply = { id: message.id, error: { message: String(error && error.message), code: error && error.code } };
  }
  parentPort.postMessage(reply);
  try {
    checkpoint();
  } catch {
    // a checkpoint that fails (a busy lock) is tried again after the next write
  }
});
`;
