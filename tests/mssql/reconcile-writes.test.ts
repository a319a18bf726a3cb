import type { Sequelize } from "sequelize";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MutasiDeposit } from "~/models/models.server";
import type { CapturedStatement, SqlCapture } from "~/models/sql-capture.server";
import { updateRows } from "~/models/update-rows.server";
import { captureDatabase } from "../support/mssql-capture";
import { MAX_PARAMETERS, MAX_VALUES_ROWS, tsqlProblems } from "../support/tsql";

/**
 * updateRows on SQL Server, without a server (reconciliation writes its decisions with it):
 * set-based UPDATEs joined to the batch's rows, every value bound, within SQL Server's limits.
 */

let sequelize: Sequelize;
let capture: SqlCapture;

beforeAll(() => {
  ({ sequelize, capture } = captureDatabase());
});
afterAll(() => sequelize.close());
beforeEach(() => {
  capture.statements.length = 0;
  capture.respond(() => undefined);
});

const updates = () => capture.statements.filter((statement) => statement.sql.startsWith("UPDATE"));
/** Rows in the VALUES list a joined UPDATE carries. */
const valuesRows = (statement: CapturedStatement) => statement.sql.match(/\((?:@\d+, )*@\d+\)/g)?.length ?? 0;
const JOINED = /^UPDATE \[target\] SET .+ FROM \[(\w+)\] AS \[target\] INNER JOIN \(VALUES \(@\d+/;

describe("rows updated by key on SQL Server", () => {
  it("update many rows with one joined statement per batch, every value a bound parameter", async () => {
    const now = new Date("2025-01-05T23:59:59.700Z");
    const rows = Array.from({ length: 2_500 }, (_, i) => [i + 1, `DP${i}`, `AUTO: BO #${i} (DP${i})`]);
    await sequelize.transaction((transaction) =>
      updateRows(MutasiDeposit, { key: "mutasi_id", each: ["mutasi_ticket", "mutasi_ketapp"], shared: { mutasi_app: true, mutasi_app_date: now } }, rows, transaction),
    );
    const sent = updates();
    expect(sent.length).toBe(4);
    expect(sent.reduce((sum, statement) => sum + valuesRows(statement), 0)).toBe(2_500);
    for (const statement of sent) {
      expect(statement.sql).toMatch(JOINED);
      expect(statement.sql).toContain("ON [target].[mutasi_id] = [rows].[k]");
      expect(valuesRows(statement)).toBeLessThanOrEqual(MAX_VALUES_ROWS);
      expect(Object.keys(statement.parameters).length).toBeLessThanOrEqual(MAX_PARAMETERS);
      // no value is written into the text
      expect(statement.sql).not.toMatch(/DP\d|AUTO|2025/);
    }
    expect(Object.values(sent[0].parameters)).toContain("2025-01-05 23:59:59.700 +00:00");
    expect(tsqlProblems(capture.statements)).toEqual([]);
  });
});
