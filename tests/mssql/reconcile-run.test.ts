import type { Sequelize } from "sequelize";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SqlCapture } from "~/models/sql-capture.server";
import { reconcileStored } from "~/services/matching/reconcile.server";
import { captureDatabase } from "../support/mssql-capture";
import { tsqlProblems } from "../support/tsql";

/**
 * A reconcile run's writes on SQL Server, without a server: the capture answers with one BO row
 * and the statement line that pays it, and the decision is written set-based (updateRows).
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
const JOINED = /^UPDATE \[target\] SET .+ FROM \[(\w+)\] AS \[target\] INNER JOIN \(VALUES \(@\d+/;

describe("reconciliation writes on SQL Server", () => {
  it("a reconcile run writes its match as one joined UPDATE per table, not a statement per row", async () => {
    const bo = {
      bo_id: 5, bo_website: "ABC", bank_statement_date: "2025-01-05", bo_match_state: "none", ticket_no: "DP1", depo_amount: 150000, bo_status: "PENDING",
      full_name: "BUDI SANTOSO", user_name: "budi88", corporate_bank: "BCA - 0111222333", bo_ref: null, player_ref: null, player_own_ref: null,
    };
    const line = {
      mutasi_id: 9, mutasi_website: "ABC", mutasi_date: "2025-01-05", mutasi_amount: 150000, mutasi_player_bank_name: "BUDI SANTOSO",
      mutasi_description: "TRSF E-BANKING CR 0501/FTSCY/WS95031 150000.00BUDI SANTOSO", mutasi_akun_bank_id: 1, mutasi_transaction_id: null, mutasi_player_account_no: null,
    };
    const day = "N'2025-01-05'";
    capture.respond((sql) => {
      if (sql.includes("FROM [akun_bank]")) return [{ akun_bank_id: 1, akun_bank_no: "0111222333" }];
      if (sql.includes("FROM [mutasi_deposit]") && sql.includes("FETCH NEXT 1 ROWS")) return [{ mutasi_id: 9 }];
      if (sql.startsWith("SELECT") && sql.includes("FROM [bo_deposit]") && sql.includes(`[bank_statement_date] = ${day}`) && sql.includes("[bo_approve] = 0")) return [bo];
      if (sql.startsWith("SELECT") && sql.includes("FROM [mutasi_deposit]") && sql.includes(`[mutasi_date] = ${day}`) && sql.includes("[mutasi_app] = 0")) return [line];
      return undefined;
    });
    const summary = await reconcileStored({ website: "ABC", dates: ["2025-01-05"] });
    expect(summary.deposit.matched).toBe(1);
    const tables = updates().map((statement) => JOINED.exec(statement.sql)?.[1]);
    expect(tables.sort()).toEqual(["bo_deposit", "mutasi_deposit"]);
    expect(tsqlProblems(capture.statements)).toEqual([]);
  });

  it("a run of its own (reconcile now) takes the website's upload lock before it reads anything", async () => {
    await reconcileStored({ website: "ABC", dates: ["2025-01-05"] });
    const sql = capture.statements.filter((statement) => !statement.transaction && !statement.sql.includes("SERVERPROPERTY")).map((statement) => statement.sql);
    expect(sql[0]).toMatch(/sp_getapplock @Resource = N'upload:ABC'/);
  });
});
