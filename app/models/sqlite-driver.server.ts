import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { SQLITE_WORKER_SOURCE } from "./sqlite-worker-source.server";

/**
 * The slice of node-sqlite3's callback API that Sequelize's SQLite dialect calls, served by
 * better-sqlite3 running in worker threads, one connection a thread.
 *
 * Why not node-sqlite3: it copies every bound value on the main thread before its pool thread
 * runs the statement, and a 100k-row upload spent over a second there. Why threads: SQLite's
 * busy handler sleeps while it waits for a lock, which must not stop the event loop; and a
 * bulk insert in its own thread runs while the main thread parses the next rows (2 cores).
 *
 * Sequelize's SQLite dialect opens a connection for every transaction and closes it after, and
 * it never runs `afterConnect` hooks: the threads are pooled here, and the pragmas are set by
 * the thread when it opens the file (WAL, synchronous NORMAL, foreign keys, busy time-out).
 * The write-ahead log is copied back into the file by the thread after it has answered a
 * commit, not inside the commit as SQLite would: a large upload's reply does not wait for it.
 */
export const OPEN_READONLY = 0x1;
export const OPEN_READWRITE = 0x2;
export const OPEN_CREATE = 0x4;

export interface SqliteSettings {
  /** how long a statement waits for another connection's write lock */
  busyTimeoutMs: number;
  /** page size of a new database file (bytes) */
  pageSize: number;
  /** page cache per connection (KiB) */
  cacheKb: number;
  /** write-ahead log size (pages) from which a connection copies it back after a commit */
  checkpointPages: number;
}

export const SQLITE_SETTINGS: SqliteSettings = { busyTimeoutMs: 10_000, pageSize: 16_384, cacheKb: 32_768, checkpointPages: 1_000 };

/**
 * Idle threads kept for the next connection; more are ended, and all but one after a while
 * unused. One is kept open on the file: a transaction does not wait for a thread to start.
 */
const MAX_IDLE_THREADS = 4;
const IDLE_THREAD_MS = 60_000;

type Completion = (this: Statement, error: Error | null, rows?: unknown[]) => void;
type Parameters = unknown[] | Record<string, unknown> | undefined;

interface Reply {
  id: number;
  error?: { message: string; code?: string };
  rows?: unknown[];
  lastID?: number;
  changes?: number;
}

type Request = { op: "open"; filename: string; flags: number; settings: SqliteSettings } | { op: "run" | "all"; sql: string; parameters: unknown[] } | { op: "exec"; sql: string } | { op: "runMany"; sql: string; rows: unknown[][] } | ({ op: "insertRows"; values: unknown[] } & RowsInsert) | { op: "execInserts"; texts: string[] } | { op: "release" } | { op: "close" };

/** An INSERT of many rows: `head` (`INSERT INTO t (a, b) VALUES `), `tuple` repeated, `tail`. */
export interface RowsInsert {
  head: string;
  /** one row's values: `(?, ?, 'constant')` */
  tuple: string;
  /** `ON CONFLICT ... DO NOTHING`, or "" */
  tail: string;
  /** parameters to a row */
  width: number;
}

/** What node-sqlite3 hands a callback as `this`; Sequelize reads insert ids and changes off it. */
export class Statement {
  lastID = 0;
  changes = 0;
}

function toError(error: NonNullable<Reply["error"]>): Error {
  return Object.assign(new Error(error.message), { code: error.code });
}

/** A worker thread holding one connection; calls are answered in the order they were sent. */
class SqliteThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  /** the file the thread has open, if any */
  filename: string | null = null;
  flags = 0;
  idleTimer: NodeJS.Timeout | null = null;
  dead = false;

  constructor() {
    const driverPath = createRequire(import.meta.url).resolve("better-sqlite3");
    this.worker = new Worker(SQLITE_WORKER_SOURCE, { eval: true, workerData: { driverPath } });
    this.worker.unref();
    this.worker.on("message", (reply: Reply) => {
      const waiter = this.waiting.get(reply.id);
      if (!waiter) return;
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) this.worker.unref();
      if (reply.error) waiter.reject(toError(reply.error));
      else waiter.resolve(reply);
    });
    const fail = (error: Error) => {
      this.dead = true;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
    this.worker.on("error", fail);
    this.worker.on("exit", (code) => fail(new Error(`SQLite thread ended (exit code ${code})`)));
  }

  /** Pending calls keep the process alive, an idle thread does not. */
  call(request: Request): Promise<Reply> {
    if (this.dead) return Promise.reject(new Error("SQLite thread ended"));
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  terminate(): void {
    this.dead = true;
    void this.worker.terminate();
  }
}

const idleThreads: SqliteThread[] = [];

async function leaseThread(filename: string, flags: number): Promise<SqliteThread> {
  const index = idleThreads.findIndex((thread) => thread.filename === filename && thread.flags === flags);
  const thread = index >= 0 ? idleThreads.splice(index, 1)[0] : (idleThreads.pop() ?? new SqliteThread());
  if (thread.idleTimer) clearTimeout(thread.idleTimer);
  thread.idleTimer = null;
  await open(thread, filename, flags);
  // after this thread's open: two connections turning a new file to WAL at once collide
  if (idleThreads.length === 0 && filename !== ":memory:") void keepSpare(filename, flags);
  return thread;
}

async function open(thread: SqliteThread, filename: string, flags: number): Promise<void> {
  if (thread.filename === filename && thread.flags === flags) return;
  thread.filename = null;
  await thread.call({ op: "open", filename, flags, settings: SQLITE_SETTINGS });
  thread.filename = filename;
  thread.flags = flags;
}

/** A thread started and opened ahead of the next connection. */
async function keepSpare(filename: string, flags: number): Promise<void> {
  const spare = new SqliteThread();
  try {
    await open(spare, filename, flags);
    parkThread(spare);
  } catch {
    spare.terminate();
  }
}

async function releaseThread(thread: SqliteThread): Promise<void> {
  // a private in-memory database ends with its connection
  await thread.call({ op: thread.filename === ":memory:" ? "close" : "release" });
  if (thread.filename === ":memory:") thread.filename = null;
  parkThread(thread);
}

function parkThread(thread: SqliteThread): void {
  if (thread.dead || idleThreads.length >= MAX_IDLE_THREADS) {
    thread.terminate();
    return;
  }
  thread.idleTimer = setTimeout(() => {
    thread.idleTimer = null;
    const index = idleThreads.indexOf(thread);
    if (index < 0 || idleThreads.length === 1) return;
    idleThreads.splice(index, 1);
    thread.terminate();
  }, IDLE_THREAD_MS);
  thread.idleTimer.unref();
  idleThreads.push(thread);
}

export class Database {
  readonly filename: string;
  /** Sequelize tags the connections it opens for a transaction */
  uuid?: string;
  private readonly thread: Promise<SqliteThread>;
  private closed = false;

  constructor(filename: string, mode?: number | ((error: Error | null) => void), callback?: (error: Error | null) => void) {
    const done = typeof mode === "function" ? mode : callback;
    const flags = typeof mode === "number" ? mode : OPEN_READWRITE | OPEN_CREATE;
    this.filename = filename;
    this.thread = leaseThread(filename, flags);
    // Sequelize stores this object before its callback runs
    this.thread.then(
      () => done?.(null),
      (error: Error) => done?.(error),
    );
  }

  serialize(statements?: () => void): void {
    statements?.();
  }

  run(sql: string, parameters?: Parameters | Completion, callback?: Completion): this {
    this.execute("run", sql, parameters, callback);
    return this;
  }

  all(sql: string, parameters?: Parameters | Completion, callback?: Completion): this {
    this.execute("all", sql, parameters, callback);
    return this;
  }

  exec(sql: string, callback?: (error: Error | null) => void): this {
    this.request({ op: "exec", sql }).then(
      () => callback?.(null),
      (error: Error) => callback?.(error),
    );
    return this;
  }

  close(callback?: (error: Error | null) => void): void {
    if (this.closed) {
      callback?.(null);
      return;
    }
    this.closed = true;
    this.thread.then(releaseThread).then(
      () => callback?.(null),
      (error: Error) => callback?.(error),
    );
  }

  /**
   * Runs one prepared statement for every parameter row (value arrays in the statement's
   * parameter order) and answers how many rows it changed; see bulk-insert.ts.
   */
  async runMany(sql: string, rows: unknown[][]): Promise<number> {
    return (await this.request({ op: "runMany", sql, rows })).changes ?? 0;
  }

  /**
   * Inserts rows with INSERTs of many rows each (`values`: a flat array of numbers, strings and
   * nulls, `width` to a row) and answers how many rows were written; see bulk-insert.ts.
   */
  async insertRows(insert: RowsInsert, values: unknown[]): Promise<number> {
    return (await this.request({ op: "insertRows", ...insert, values })).changes ?? 0;
  }

  /**
   * Runs INSERT texts that hold their values as literals, one after another, and answers how
   * many rows they wrote; see bulk-insert.ts.
   */
  async execInserts(texts: string[]): Promise<number> {
    return (await this.request({ op: "execInserts", texts })).changes ?? 0;
  }

  private request(request: Request): Promise<Reply> {
    if (this.closed) return Promise.reject(new Error("SQLite connection is closed"));
    return this.thread.then((thread) => thread.call(request));
  }

  private execute(method: "run" | "all", sql: string, parameters: Parameters | Completion, callback: Completion | undefined): void {
    const complete = typeof parameters === "function" ? parameters : callback;
    const bound = typeof parameters === "function" ? [] : bindable(parameters);
    this.request({ op: method, sql, parameters: bound }).then(
      (reply) => {
        const meta = new Statement();
        meta.lastID = reply.lastID ?? 0;
        meta.changes = reply.changes ?? 0;
        complete?.call(meta, null, reply.rows);
      },
      (error: Error) => complete?.call(new Statement(), error),
    );
  }
}

/** node-sqlite3's binding rules: named keys lose their `$`, booleans are 1/0, Dates their epoch ms. */
function bindable(parameters: Parameters): unknown[] {
  if (parameters === undefined || parameters === null) return [];
  if (Array.isArray(parameters)) return parameters.map(bindValue);
  const named: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parameters)) named[key.replace(/^[$:@]/, "")] = bindValue(value);
  return [named];
}

export function bindValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  return value;
}

/** What Sequelize's `dialectModule` expects of a SQLite driver. */
export const sqliteDriver = { Database, OPEN_READONLY, OPEN_READWRITE, OPEN_CREATE };
