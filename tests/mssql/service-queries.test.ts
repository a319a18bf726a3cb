import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sequelize } from "sequelize";
import type { SqlCapture } from "~/models/sql-capture.server";
import { approveBoRows } from "~/services/review/approvals.server";
import { listCandidates } from "~/services/review/candidates.server";
import { deleteBoRows } from "~/services/review/delete-rows.server";
import { signIn } from "~/services/auth/sign-in.server";
import { loadDashboard } from "~/services/reports/dashboard.server";
import { deleteUploads } from "~/services/delete-uploads/delete-uploads.server";
import { ServiceError } from "~/services/errors";
import { reconcileStored } from "~/services/matching/reconcile.server";
import { gameSiteReport, iteratePlayerRows, playerReport, resolveReportScope } from "~/services/reports/reports.server";
import { jakartaDate } from "~/services/jakarta-time";
import type { SessionUser } from "~/services/auth/session.server";
import { iterateView, listView, type ViewKind } from "~/services/review/views.server";
import { captureDatabase } from "../support/mssql-capture";
import { tsqlProblems } from "../support/tsql";

/**
 * The services' query paths on SQL Server, without a server: each runs against the models on
 * the mssql dialect over a capturing connection that answers with no rows (or a few canned
 * ones), and every statement it sent is checked as T-SQL within SQL Server's limits.
 */

/** Today in Jakarta: approvals and deletions refuse rows outside their edit window. */
const DAY = jakartaDate();

/**
 * Open BO rows and statement lines of DAY for website ABC, pair by pair of the same amount and
 * name, answered to the queries that read them (by approval, day, id list, keyset and page):
 * enough for reconciliation to match and write, and for approvals to find their rows.
 */
interface FixtureTable {
  id: string;
  approved: string;
  date: string;
  rows: Record<string, unknown>[];
}

function fixtures(pairs: number): Record<string, FixtureTable> {
  const range = Array.from({ length: pairs }, (_, i) => i + 1);
  const name = (i: number) => `PEMAIN ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26) % 26)} SANTOSO`;
  const amount = (i: number, base: number) => `${base + i * 1000}.00`;
  return {
    bo_deposit: {
      id: "bo_id", approved: "bo_approve", date: "bank_statement_date",
      rows: range.map((i) => ({
        bo_id: i, bo_batch_id: 1, bo_approve: false, ket_app: null, depo_amount: amount(i, 150000), depo_original_amount: amount(i, 150000),
        ticket_no: `DP${i}`, req_date: new Date(`${DAY}T03:00:00Z`), app_date: null, bank_statement_date: DAY, user_name: `pemain${i}`,
        full_name: name(i), payment_type: "BANK", admin_fee: null, agent_fee: null, player_fee: null, nett_amount: null,
        player_bank: "BCA - 1234567890", corporate_bank: "BCA - 0111222333", bo_desc: null, bo_ref: null, bo_status: "PENDING",
        bo_reason: null, bo_handler: null, bo_website: "ABC", player_ref: null, player_own_ref: null, bo_approved_by: null, bo_match_state: "none",
      })),
    },
    bo_withdraw: {
      id: "wd_bo_id", approved: "wd_bo_approve", date: "wd_bank_date",
      rows: range.map((i) => ({
        wd_bo_id: i, wd_batch_id: 1, wd_bo_approve: false, wd_ket_app: null, wd_amount: amount(i, 75000), wd_original_amount: amount(i, 75000),
        wd_ticket_no: `WD${i}`, wd_req_date: new Date(`${DAY}T03:00:00Z`), wd_app_date: null, wd_bank_date: DAY, wd_brand: null,
        wd_fullname: name(i), wd_player_bank: "BNI", wd_player_no: `98765${String(i).padStart(5, "0")}`, wd_nett_amount: null,
        wd_corp_bank: "BCA - 0999888777", wd_username: `pemain${i}`, wd_website: "ABC", wd_remarks: null, wd_status: "PENDING",
        wd_handler: null, wd_ref_code: null, wd_own_ref_code: null, wd_last_balance: null, wd_approved_by: null, wd_match_state: "none",
      })),
    },
    mutasi_deposit: {
      id: "mutasi_id", approved: "mutasi_app", date: "mutasi_date",
      rows: range.map((i) => ({
        mutasi_id: i, mutasi_batch_id: 2, mutasi_app: false, mutasi_ketapp: null, mutasi_amount: amount(i, 150000), mutasi_ticket: null,
        mutasi_app_date: null, mutasi_player_bank_name: name(i), mutasi_corporate_bank: "BCA", mutasi_transaction_id: null,
        mutasi_website: "ABC", mutasi_date: DAY, mutasi_akun_bank_id: 1, mutasi_description: `TRSF E-BANKING CR ${name(i)}`,
        mutasi_player_account_no: null, mutasi_balance: null, mutasi_line_no: i,
      })),
    },
    mutasi_withdraw: {
      id: "mutasiwd_id", approved: "mutasiwd_app", date: "mutasiwd_date",
      rows: range.map((i) => ({
        mutasiwd_id: i, mutasiwd_batch_id: 3, mutasiwd_app: false, mutasiwd_ketapp: null, mutasiwd_amount: amount(i, 75000), mutasiwd_ticket: null,
        mutasiwd_app_date: null, mutasiwd_player_bank_name: name(i), mutasiwd_corporate_bank: "BCA", mutasiwd_website: "ABC",
        mutasiwd_transaction_id: null, mutasiwd_date: DAY, mutasiwd_akun_bank_id: 2,
        mutasiwd_description: `TRSF E-BANKING DB 98765${String(i).padStart(5, "0")} ${name(i)}`,
        mutasiwd_player_account_no: `98765${String(i).padStart(5, "0")}`, mutasiwd_balance: null, mutasiwd_line_no: i,
      })),
    },
    akun_bank: {
      id: "akun_bank_id", approved: "akun_bank_status", date: "-",
      rows: [
        { akun_bank_id: 1, akun_bank_website: "ABC", akun_bank_no: "0111222333", akun_bank_bank: "BCA", akun_bank_jenis_transaksi: "DEPO", akun_bank_status: true },
        { akun_bank_id: 2, akun_bank_website: "ABC", akun_bank_no: "0999888777", akun_bank_bank: "BCA", akun_bank_jenis_transaksi: "WD", akun_bank_status: true },
      ],
    },
  };
}

/** A responder that answers SELECTs of the fixture tables by the conditions the services write. */
function answerFrom(tables: Record<string, FixtureTable>) {
  return (sql: string): Record<string, unknown>[] | undefined => {
    if (!sql.startsWith("SELECT")) return undefined;
    const name = /FROM \[?(\w+)\]?/.exec(sql)?.[1];
    const table = name ? tables[name] : undefined;
    if (!table) return undefined;
    const column = (field: string) => `(?:\\[\\w+\\]\\.)?\\[${field}\\]`;
    let rows = table.rows;
    const approved = new RegExp(`${column(table.approved)} = ([01])`).exec(sql);
    if (approved) rows = rows.filter((row) => Number(row[table.approved]) === Number(approved[1]));
    const day = new RegExp(`${column(table.date)} = N'([\\d-]+)'`).exec(sql);
    if (day) rows = rows.filter((row) => row[table.date] === day[1]);
    const after = new RegExp(`${column(table.id)} > (\\d+)`).exec(sql);
    if (after) rows = rows.filter((row) => Number(row[table.id]) > Number(after[1]));
    const ids = new RegExp(`${column(table.id)} (?:IN \\(([\\d, ]+)\\)|= (\\d+))`).exec(sql);
    if (ids) {
      const wanted = new Set((ids[1] ?? ids[2]).split(",").map(Number));
      rows = rows.filter((row) => wanted.has(Number(row[table.id])));
    }
    if (/^SELECT count\(\*\)/.test(sql)) return [{ count: rows.length }];
    const fetch = /FETCH NEXT (\d+) ROWS/.exec(sql);
    return fetch ? rows.slice(0, Number(fetch[1])) : rows;
  };
}

const admin: SessionUser = { account_id: 1, account_name: "admin", account_role: "ADMIN", account_website: null, website_code: null };
const KINDS: ViewKind[] = ["bo-deposit", "bo-withdraw", "mutasi-deposit", "mutasi-withdraw"];

let sequelize: Sequelize;
let capture: SqlCapture;
let dataDir: string;

beforeAll(() => {
  // the services read the configuration (sign-in limits); its secret file goes to a folder of its own
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mssql-services-"));
  process.env.DATA_DIR = dataDir;
  ({ sequelize, capture } = captureDatabase());
});
afterAll(async () => {
  await sequelize.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs a service path from a clean capture; a refusal it ends in (wrong password, nothing left to change) still sent its SQL. */
async function sent(work: () => Promise<unknown>): Promise<string[]> {
  capture.statements.length = 0;
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
  }
  const problems = tsqlProblems(capture.statements);
  expect(problems).toEqual([]);
  if (process.env.SHOW_SQL) console.log(capture.statements.map((statement) => `${statement.sql.slice(0, 120)} [${Object.keys(statement.parameters).length} parameters]`).join("\n"));
  expect(capture.statements.length).toBeGreaterThan(0);
  return capture.statements.map((statement) => statement.sql);
}

async function drain(rows: AsyncGenerator<unknown[]>) {
  for await (const batch of rows) void batch;
}

describe("service SQL on SQL Server", () => {
  it("views and search: pages, counts and exports of every review table", async () => {
    for (const kind of KINDS) {
      for (const search of [null, { mode: "string" as const, term: "budi_50%" }, { mode: "nominal" as const, term: "150000" }, { mode: "id" as const, term: "7" }]) {
        const filters = { website: "ABC", date: "2025-01-05", status: "pending" as const, search };
        const sql = await sent(() => listView(admin, kind, filters, { page: 3, pageSize: 100 }));
        expect(sql.some((text) => /OFFSET 200 ROWS FETCH NEXT 100 ROWS ONLY/.test(text))).toBe(true);
        await sent(() => drain(iterateView(admin, kind, { ...filters, status: "all" }, { batchSize: 500 })));
      }
    }
  });

  it("reports: Data Player and Game Site, paged and exported, and the dashboard", async () => {
    capture.respond((sql) => (sql.includes("FROM [website]") ? [{ website_code: "ABC" }, { website_code: "XYZ" }] : undefined));
    const query = { website: "ALL", start: "2025-01-01", end: "2025-01-31", username: "budi" };
    await sent(() => playerReport(admin, query, { page: 2, pageSize: 50 }));
    await sent(() => gameSiteReport(admin, query, { page: 2, pageSize: 10 }));
    await sent(async () => drain(iteratePlayerRows(await resolveReportScope(admin, query), 500)));
    await sent(() => loadDashboard(admin, "2025-01-05"));
    capture.respond(() => undefined);
  });

  it.each([1, 1500])("reconciliation of a website's day with %i pairs to match, and the writing of its decisions", async (pairs) => {
    capture.respond(answerFrom(fixtures(pairs)));
    const sql = await sent(() => reconcileStored({ website: "ABC", dates: [DAY] }));
    for (const table of ["bo_deposit", "mutasi_deposit", "bo_withdraw", "mutasi_withdraw"]) {
      const update = new RegExp(`^UPDATE .*\\b${table}\\b`, "s");
      expect({ table, written: sql.some((text) => update.test(text)) }).toEqual({ table, written: true });
    }
    capture.respond(() => undefined);
  });

  it("approvals, candidates and deletions of BO rows, and deleting a day's uploads", async () => {
    capture.respond(answerFrom(fixtures(3)));
    for (const kind of ["deposit", "withdraw"] as const) {
      const approved = await sent(() => approveBoRows(admin, kind, { website: "ABC", date: DAY }, [{ id: 1, note: "ok", amount: "150000" }]));
      expect(approved.some((text) => text.startsWith("UPDATE"))).toBe(true);
      await sent(() => listCandidates(kind, [1, 2, 3]));
      await sent(() => deleteBoRows(admin, kind, { website: "ABC", date: DAY }, [1, 2]));
    }
    await sent(() => deleteUploads(admin, { date: DAY, group: "ABC" }));
    capture.respond(() => undefined);
  });

  it("sign-in", async () => {
    await sent(() => signIn({ account_name: "Admin", account_password: "wrong-password-1", address: "10.0.0.1" }));
  });
});
