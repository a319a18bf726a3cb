// One SQLite connection in a thread of its own (see sqlite-driver.ts). better-sqlite3 is
// synchronous: here it blocks this thread only, so SQLite's own busy handler can wait for a lock
// while the server goes on answering, and a bulk insert runs while the main thread parses the
// next rows. Plain CommonJS evaluated from source text (`eval: true`), like convert-worker.cjs,
// because Vite's SSR build does not emit worker files.
"use strict";
const { parentPort, workerData } = require("node:worker_threads");
const BetterSqlite3 = require(workerData.driverPath);

const OPEN_READWRITE = 0x2;
const OPEN_CREATE = 0x4;

/** @type {import("better-sqlite3").Database | null} */
let db = null;
/** prepared bulk statements by their SQL: one upload runs the same few texts for every batch */
const bulkStatements = new Map();

function open(filename, flags, settings) {
  db = new BetterSqlite3(filename, {
    readonly: (flags & OPEN_READWRITE) === 0,
    fileMustExist: (flags & OPEN_CREATE) === 0,
    timeout: settings.busyTimeoutMs,
  });
  if (filename !== ":memory:" && !db.readonly) {
    // only takes effect on a new, empty file: larger pages make big commits cheaper
    db.pragma(`page_size = ${settings.pageSize}`);
    db.pragma("journal_mode = WAL");
  }
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma(`cache_size = -${settings.cacheKb}`);
}

function close() {
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

/** Parameter rows as one JSON text (cheaper to pass between threads than structured clones), one prepared statement. */
function runMany(sql, json) {
  let statement = bulkStatements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    bulkStatements.set(sql, statement);
  }
  const rows = JSON.parse(json);
  let changes = 0;
  for (let i = 0; i < rows.length; i++) changes += statement.run(...rows[i]).changes;
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
      return runMany(message.sql, message.json);
    case "release":
      // a connection goes back to the pool with no transaction left open
      if (db && db.inTransaction) db.exec("ROLLBACK");
      return {};
    case "close":
      close();
      return {};
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on("message", (message) => {
  let reply;
  try {
    if (!db && message.op !== "open" && message.op !== "close" && message.op !== "release") {
      throw new Error("SQLite connection is not open");
    }
    reply = { id: message.id, ...handle(message) };
  } catch (error) {
    reply = { id: message.id, error: { message: String(error && error.message), code: error && error.code } };
  }
  parentPort.postMessage(reply);
});
