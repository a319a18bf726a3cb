import type { Sequelize } from "sequelize";
import { initModels } from "~/models/models.server";
import { createSequelize } from "~/models/db.server";
import { createSqlCapture, type SqlCapture } from "~/models/sql-capture.server";

/**
 * The models on Sequelize's mssql dialect over a capturing connection: everything the code
 * sends is recorded in `capture.statements`, nothing reaches a server.
 */
export function captureDatabase(): { sequelize: Sequelize; capture: SqlCapture } {
  const capture = createSqlCapture();
  const sequelize = initModels(
    createSequelize({ url: "mssql://capture:capture@localhost:1433/rekonsiliasi", sqliteFile: "", mssqlDriver: capture.driver }),
  );
  return { sequelize, capture };
}

/** The statements sent as SQL text, without the version query Sequelize sends on first connect. */
export function sqlOf(capture: SqlCapture): string[] {
  return capture.statements.filter((statement) => !statement.sql.includes("SERVERPROPERTY('ProductVersion')")).map((statement) => statement.sql);
}
