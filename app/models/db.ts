import fs from "node:fs";
import path from "node:path";
import { Sequelize, Transaction } from "sequelize";
import sqlite3 from "sqlite3";
import * as tedious from "tedious";

export type Dialect = "sqlite" | "mssql";

export interface DatabaseOptions {
  /** mssql://user:pass@host:1433/db, or sqlite:<file>; unset means the SQLite file below. */
  url?: string;
  sqliteFile: string;
}

export function createSequelize(options: DatabaseOptions): Sequelize {
  const url = options.url;
  if (url && url.startsWith("mssql:")) return createMssql(url);
  const file = url ? url.replace(/^sqlite:(\/\/)?/, "") : options.sqliteFile;
  return createSqlite(file);
}

function createSqlite(file: string): Sequelize {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sequelize = new Sequelize({
    dialect: "sqlite",
    dialectModule: sqlite3,
    storage: file,
    logging: false,
    // Writers take the lock up front: a deferred transaction that reads and then writes
    // fails at once with SQLITE_BUSY when another writer went first.
    transactionType: Transaction.TYPES.IMMEDIATE,
    pool: { max: 5, min: 0, idle: 10_000 },
  });
  sequelize.addHook("afterConnect", async (connection: unknown) => {
    const db = connection as sqlite3.Database;
    const run = (sql: string) =>
      new Promise<void>((resolve, reject) => db.run(sql, (error) => (error ? reject(error) : resolve())));
    await run("PRAGMA journal_mode = WAL");
    await run("PRAGMA busy_timeout = 10000");
    await run("PRAGMA synchronous = NORMAL");
    await run("PRAGMA foreign_keys = ON");
    // 32 MB of page cache: a 100k-row upload updates several indexes at once, and the default
    // 2 MB makes their pages thrash
    await run("PRAGMA cache_size = -32768");
  });
  return sequelize;
}

function createMssql(url: string): Sequelize {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ""));
  return new Sequelize(database, decodeURIComponent(parsed.username), decodeURIComponent(parsed.password), {
    dialect: "mssql",
    dialectModule: tedious,
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 1433,
    logging: false,
    dialectOptions: {
      options: {
        encrypt: parsed.searchParams.get("encrypt") !== "false",
        trustServerCertificate: parsed.searchParams.get("trustServerCertificate") === "true",
      },
    },
    pool: { max: 10, min: 0, idle: 10_000 },
  });
}

export function dialectOf(sequelize: Sequelize): Dialect {
  return sequelize.getDialect() === "mssql" ? "mssql" : "sqlite";
}
