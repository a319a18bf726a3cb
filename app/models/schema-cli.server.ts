import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Sequelize } from "sequelize";
import { createSequelize } from "./db.server";
import { migrateUp } from "./migrate.server";
import { migrations } from "./migrations/index.server";
import { createSqlCapture } from "./sql-capture.server";

/**
 * `npm run db:schema -- mssql|sqlite`: prints the SQL the migrations run on an empty database,
 * for a DBA to review or to apply by hand. Nothing is connected to: SQL Server's SQL comes from
 * Sequelize's mssql dialect over a capturing connection, SQLite's from a throw-away file.
 */

const USAGE = "Usage: npm run db:schema -- mssql | sqlite";

export async function schemaScript(dialect: string): Promise<string> {
  if (dialect === "mssql") return mssqlScript();
  if (dialect === "sqlite") return sqliteScript();
  throw new Error(USAGE);
}

async function mssqlScript(): Promise<string> {
  const capture = createSqlCapture();
  const sequelize = createSequelize({ url: "mssql://schema@localhost/database", sqliteFile: "", mssqlDriver: capture.driver });
  await migrateUp(sequelize);
  await sequelize.close();
  const lines = [
    `-- The SQL the migrations (${migrations[0].name} to ${migrations.at(-1)!.name}) run on an empty SQL Server database,`,
    "-- as the first start or `npm run migrate` sends it: one transaction under the schema lock.",
    "-- Run it by hand (sqlcmd -I -i schema.sql) as a login with db_ddladmin on the database; the",
    "-- app then finds every migration recorded in schema_migrations and runs none.",
    "SET XACT_ABORT ON;",
    "GO",
  ];
  for (const statement of capture.statements) {
    // Sequelize asks the server's version on first connect: not part of the migrations
    if (statement.sql.includes("SERVERPROPERTY('ProductVersion')")) continue;
    if (Object.keys(statement.parameters).length > 0) throw new Error(`a migration binds parameters, which a script cannot show: ${statement.sql}`);
    lines.push(terminated(statement.sql), "GO");
  }
  return lines.join("\n") + "\n";
}

async function sqliteScript(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "db-schema-"));
  const sequelize: Sequelize = createSequelize({ sqliteFile: path.join(dir, "app.db") });
  const statements: string[] = [];
  // Sequelize reads its logging option on every query; each statement is logged as it is sent
  (sequelize as unknown as { options: { logging: (message: string) => void } }).options.logging = (message) =>
    statements.push(message.replace(/^Executing \([^)]*\): /, ""));
  try {
    await migrateUp(sequelize);
  } finally {
    await sequelize.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const lines = [
    `-- The SQL the migrations (${migrations[0].name} to ${migrations.at(-1)!.name}) run on an empty SQLite database,`,
    "-- as the first start or `npm run migrate` sends it (the connection's pragmas are set by the driver).",
  ];
  for (const statement of statements) lines.push(terminated(statement));
  return lines.join("\n") + "\n";
}

function terminated(sql: string): string {
  const text = sql.trim();
  return text.endsWith(";") ? text : `${text};`;
}

const runDirectly = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (runDirectly) {
  try {
    process.stdout.write(await schemaScript(process.argv[2] ?? ""));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
