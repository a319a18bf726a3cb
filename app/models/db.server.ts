import fs from "node:fs";
import path from "node:path";
import { Sequelize, Transaction } from "sequelize";
import * as tedious from "tedious";
import { sqliteDriver } from "./sqlite-driver.server";

export type Dialect = "sqlite" | "mssql";

export interface DatabaseOptions {
  /** mssql://user:pass@host:1433/db, or sqlite:<file>; unset means the SQLite file below. */
  url?: string;
  sqliteFile: string;
  /** stands in for tedious (app/models/sql-capture.server.ts records the SQL instead of sending it) */
  mssqlDriver?: typeof tedious;
}

export function createSequelize(options: DatabaseOptions): Sequelize {
  const url = options.url;
  if (url && url.startsWith("mssql:")) return createMssql(url, options.mssqlDriver ?? tedious);
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

/** What DATABASE_URL's query string may set for SQL Server; anything else is refused, not ignored. */
const MSSQL_PARAMETERS = ["encrypt", "trustServerCertificate", "requestTimeout", "connectTimeout", "instanceName"] as const;
/** tedious waits 15 s by default: a big upload or a migration's index build takes longer. */
const DEFAULT_REQUEST_TIMEOUT_MS = 120_000;

export interface MssqlSettings {
  host: string;
  port?: number;
  instanceName?: string;
  database: string;
  username: string;
  password: string;
  encrypt: boolean;
  trustServerCertificate: boolean;
  requestTimeout: number;
  connectTimeout?: number;
}

/** DATABASE_URL for SQL Server, checked: a mistyped setting stops the start with its name. */
export function mssqlSettings(url: string): MssqlSettings {
  const parsed = new URL(url);
  for (const key of parsed.searchParams.keys()) {
    if (!(MSSQL_PARAMETERS as readonly string[]).includes(key)) {
      throw new Error(`DATABASE_URL: unknown setting "${key}" (known: ${MSSQL_PARAMETERS.join(", ")})`);
    }
  }
  const flag = (name: string, fallback: boolean) => {
    const value = parsed.searchParams.get(name);
    if (value === null) return fallback;
    if (value !== "true" && value !== "false") throw new Error(`DATABASE_URL: ${name} must be true or false`);
    return value === "true";
  };
  const milliseconds = (name: string) => {
    const value = parsed.searchParams.get(name);
    if (value === null) return undefined;
    if (!/^\d+$/.test(value)) throw new Error(`DATABASE_URL: ${name} must be a number of milliseconds (0 waits without limit)`);
    return Number(value);
  };
  const instanceName = parsed.searchParams.get("instanceName") || undefined;
  if (instanceName && parsed.port) throw new Error("DATABASE_URL: give a port or an instanceName, not both");
  return {
    host: parsed.hostname,
    port: instanceName ? undefined : parsed.port ? Number(parsed.port) : 1433,
    instanceName,
    database: decodeURIComponent(parsed.pathname.replace(/^\//, "")),
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    encrypt: flag("encrypt", true),
    trustServerCertificate: flag("trustServerCertificate", false),
    requestTimeout: milliseconds("requestTimeout") ?? DEFAULT_REQUEST_TIMEOUT_MS,
    connectTimeout: milliseconds("connectTimeout"),
  };
}

function createMssql(url: string, driver: typeof tedious): Sequelize {
  const settings = mssqlSettings(url);
  return new Sequelize(settings.database, settings.username, settings.password, {
    dialect: "mssql",
    dialectModule: driver,
    host: settings.host,
    port: settings.port,
    logging: false,
    dialectOptions: {
      options: {
        encrypt: settings.encrypt,
        trustServerCertificate: settings.trustServerCertificate,
        requestTimeout: settings.requestTimeout,
        ...(settings.connectTimeout !== undefined && { connectTimeout: settings.connectTimeout }),
        // Sequelize leaves the port out when an instance is named (SQL Browser finds it)
        ...(settings.instanceName && { instanceName: settings.instanceName }),
      },
    },
    pool: { max: 10, min: 0, idle: 10_000 },
  });
}

export function dialectOf(sequelize: Sequelize): Dialect {
  return sequelize.getDialect() === "mssql" ? "mssql" : "sqlite";
}
