import fs from "node:fs";
import path from "node:path";
import { Sequelize, Transaction } from "sequelize";
import * as tedious from "tedious";
import { sqliteDriver } from "./sqlite-driver";

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
  // the connection's pragmas (WAL, busy time-out, foreign keys) are set by the driver
  const sequelize = new Sequelize({
    dialect: "sqlite",
    dialectModule: sqliteDriver,
    storage: file,
    logging: false,
    // Writers take the lock up front: a deferred transaction that reads and then writes
    // fails at once with SQLITE_BUSY when another writer went first.
    transactionType: Transaction.TYPES.IMMEDIATE,
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
