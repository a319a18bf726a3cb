import { QueryTypes, type Sequelize } from "sequelize";
import { isoDay } from "~/models/raw-values";
import { BoDeposit, Website } from "~/models/models.server";
import { isSqlServer } from "~/models/dialect.server";
import { assertWebsiteAccess } from "../auth/access.server";
import { ValidationError } from "../errors";
import { checkText } from "../http/input-text";
import type { Cents } from "../money";
import { ALL_WEBSITES, checkRange, eachDay, splitPlayerBank, USERNAME_MAX } from "./report-range";
import type { SessionUser } from "../auth/session.server";
import { normaliseWebsiteCode } from "../websites/website-code";
import type { Direction } from "../review/ledger-direction";
import { boLedger, type BoLedger } from "../review/ledgers";

/**
 * Data Player and Game Site (spec sections 2, 3 and 7).
 *
 * Which records count: approved BO deposits and approved BO withdrawals (bo_approve /
 * wd_bo_approve true: matched automatically or approved by a checker), by their business date
 * (bank_statement_date / wd_bank_date: the date staff reconcile under and View BO filters by).
 * Pending and ambiguous rows are not money the operator has confirmed, so they are left out;
 * the dashboard shows them. Operator = bo_handler / wd_handler; Bank = player_bank (split into
 * name and number) / wd_player_bank and wd_player_no.
 *
 * Every sum is integer cents summed in SQL (CAST(ROUND(amount * 100, 0) AS BIGINT)), exact on
 * both engines; every query filters on the indexed (website, date, approve) columns.
 */

export interface ReportQuery {
  /** a website code, or ALL (every website the user may see) */
  website: string;
  start: string;
  end: string;
  /** Data Player only: part of the username, any case */
  username?: string | null;
}

export interface ReportScope {
  /** the website as asked, normalised (ALL or a code) */
  website: string;
  /** the codes the query reads */
  codes: string[];
  start: string;
  end: string;
  username: string;
}

export interface PlayerRow {
  type: Direction;
  id: number;
  date: string;
  handler: string | null;
  username: string;
  website: string;
  player_bank_name: string;
  player_bank_no: string;
  deposit: Cents;
  withdraw: Cents;
}

export interface PlayerTotals {
  totalDeposit: Cents;
  totalWithdraw: Cents;
  /** total deposit minus total withdraw */
  balance: Cents;
  depositCount: number;
  withdrawCount: number;
  /** deposits plus withdrawals */
  totalTransactions: number;
}

export interface GameSiteDay {
  date: string;
  totalDeposit: Cents;
  totalWithdraw: Cents;
  totalTransactions: number;
  balance: Cents;
}

/**
 * Website, dates and username checked once: the date rule (End before Start, bad dates, more
 * than 366 days) is a 400 with the spec's message, and so is a control character in the website
 * or the username, or a username longer than USERNAME_MAX; another website than one's own is a 403
 * before anything is read. ALL means every website the user may see (for a CHECKER or CS: their
 * own).
 */
export async function resolveReportScope(user: SessionUser, query: ReportQuery): Promise<ReportScope> {
  const range = checkRange(query.start, query.end);
  if (!range.ok) throw new ValidationError(range.message);
  const asked = checkText("website", (query.website ?? "").trim().toUpperCase());
  const username = checkText("username", (query.username ?? "").trim(), USERNAME_MAX);
  const base = { start: range.start, end: range.end, username };
  if (asked === "" || asked === ALL_WEBSITES) {
    if (user.account_role === "ADMIN") {
      const websites = await Website.findAll({ attributes: ["website_code"], order: [["website_code", "ASC"]], raw: true });
      return { ...base, website: ALL_WEBSITES, codes: websites.map((website) => website.website_code) };
    }
    return { ...base, website: ALL_WEBSITES, codes: user.website_code ? [user.website_code] : [] };
  }
  const code = normaliseWebsiteCode(asked);
  if (!code) throw new ValidationError("Website tidak valid.");
  assertWebsiteAccess(user, code);
  return { ...base, website: code, codes: [code] };
}

// ---------------------------------------------------------------------------------------------
// SQL shared by both tables

/** The BO ledger a Data Player row comes from, with its place in the table's order (deposits first). */
interface Table extends BoLedger {
  kind: 0 | 1;
}

const DEPOSIT: Table = { ...boLedger("deposit"), kind: 0 };
const WITHDRAW: Table = { ...boLedger("withdraw"), kind: 1 };

const cents = (column: string) => `CAST(ROUND(${column} * 100, 0) AS BIGINT)`;

function sequelize(): Sequelize {
  return BoDeposit.sequelize!;
}

/** The where clause of a table: the scope's websites and dates, approved rows, the username. */
function whereOf(table: Table, scope: ReportScope): string {
  const parts = [`${table.website} IN (:codes)`, `${table.date} BETWEEN :start AND :end`, `${table.approved} = 1`];
  if (scope.username) parts.push(`${table.username} LIKE :pattern ESCAPE '\\'`);
  return parts.join(" AND ");
}

function replacementsOf(scope: ReportScope): Record<string, unknown> {
  return {
    codes: scope.codes,
    start: scope.start,
    end: scope.end,
    pattern: `%${scope.username.replace(/[\\%_[]/g, (char) => `\\${char}`)}%`,
  };
}

/** Rows after a keyset position (date, website, kind, id): the export reads on from there. */
interface Keyset {
  date: string;
  website: string;
  kind: 0 | 1;
  id: number;
}

function afterKeyset(table: Table): string {
  const sameDay = `${table.date} = :kd`;
  const sameSite = `${table.website} = :kw`;
  const later = table.kind === 0 ? `(:kk = 0 AND ${table.id} > :ki)` : `(:kk = 0 OR ${table.id} > :ki)`;
  return `(${table.date} > :kd OR (${sameDay} AND ${table.website} > :kw) OR (${sameDay} AND ${sameSite} AND ${later}))`;
}

function selectRows(table: Table, scope: ReportScope, keyset: boolean): string {
  const where = whereOf(table, scope) + (keyset ? ` AND ${afterKeyset(table)}` : "");
  return (
    `SELECT ${table.kind} AS kind, ${table.id} AS id, ${table.date} AS date, ${table.website} AS website, ` +
    `${table.handler} AS handler, ${table.username} AS username, ${table.playerBank} AS bank, ` +
    `${table.playerBankNo ?? "NULL"} AS bank_no, ${cents(table.amount)} AS cents ` +
    `FROM ${table.table} WHERE ${where}`
  );
}

/** Order of the Data Player table and its export: Transaction Date, website, deposits first, id. */
const ROW_ORDER = "ORDER BY date ASC, website ASC, kind ASC, id ASC";

function limitClause(limit: number, offset: number): string {
  return isSqlServer(sequelize())
    ? `OFFSET ${Math.trunc(offset)} ROWS FETCH NEXT ${Math.trunc(limit)} ROWS ONLY`
    : `LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`;
}

interface RawRow {
  kind: number | string;
  id: number | string;
  date: string | Date;
  website: string;
  handler: string | null;
  username: string;
  bank: string | null;
  bank_no: string | null;
  cents: number | string | null;
}


function toPlayerRow(raw: RawRow): PlayerRow {
  const deposit = Number(raw.kind) === 0;
  const amount = Number(raw.cents ?? 0);
  const bank = splitPlayerBank(raw.bank, raw.bank_no);
  return {
    type: deposit ? "deposit" : "withdraw",
    id: Number(raw.id),
    date: isoDay(raw.date),
    handler: raw.handler,
    username: raw.username,
    website: raw.website,
    player_bank_name: bank.name,
    player_bank_no: bank.no,
    deposit: deposit ? amount : 0,
    withdraw: deposit ? 0 : amount,
  };
}

// ---------------------------------------------------------------------------------------------
// Data Player

export async function playerTotals(scope: ReportScope): Promise<PlayerTotals> {
  if (!scope.codes.length) return totalsOf(0, 0, 0, 0);
  const replacements = replacementsOf(scope);
  const [deposit, withdraw] = await Promise.all(
    [DEPOSIT, WITHDRAW].map(async (table) => {
      const [row] = await sequelize().query<{ n: number | string; cents: number | string | null }>(
        `SELECT COUNT(*) AS n, SUM(${cents(table.amount)}) AS cents FROM ${table.table} WHERE ${whereOf(table, scope)}`,
        { replacements, type: QueryTypes.SELECT },
      );
      return { count: Number(row?.n ?? 0), cents: Number(row?.cents ?? 0) };
    }),
  );
  return totalsOf(deposit.cents, withdraw.cents, deposit.count, withdraw.count);
}

function totalsOf(totalDeposit: Cents, totalWithdraw: Cents, depositCount: number, withdrawCount: number): PlayerTotals {
  return {
    totalDeposit,
    totalWithdraw,
    balance: totalDeposit - totalWithdraw,
    depositCount,
    withdrawCount,
    totalTransactions: depositCount + withdrawCount,
  };
}

/** One page of the Data Player table (deposits and withdrawals together) and the card totals. */
export async function playerReport(
  user: SessionUser,
  query: ReportQuery,
  page: { page: number; pageSize: number },
): Promise<{ scope: ReportScope; rows: PlayerRow[]; totals: PlayerTotals }> {
  const scope = await resolveReportScope(user, query);
  const totals = await playerTotals(scope);
  const offset = (Math.max(1, page.page) - 1) * page.pageSize;
  if (!scope.codes.length || offset >= totals.totalTransactions) return { scope, rows: [], totals };
  const raw = await sequelize().query<RawRow>(
    `SELECT * FROM (${selectRows(DEPOSIT, scope, false)} UNION ALL ${selectRows(WITHDRAW, scope, false)}) AS player_rows ` +
      `${ROW_ORDER} ${limitClause(page.pageSize, offset)}`,
    { replacements: replacementsOf(scope), type: QueryTypes.SELECT },
  );
  return { scope, rows: raw.map(toPlayerRow), totals };
}

/**
 * Every row of a Data Player query in the table's order, a batch at a time, by keyset on
 * (date, website, kind, id): constant memory whatever the row count (the export streams it).
 */
export async function* iteratePlayerRows(scope: ReportScope, batchSize = 1000): AsyncGenerator<PlayerRow[], void, undefined> {
  if (!scope.codes.length) return;
  let keyset: Keyset = { date: "", website: "", kind: 0, id: 0 };
  for (;;) {
    const raw = await sequelize().query<RawRow>(
      `SELECT * FROM (${selectRows(DEPOSIT, scope, true)} UNION ALL ${selectRows(WITHDRAW, scope, true)}) AS player_rows ` +
        `${ROW_ORDER} ${limitClause(batchSize, 0)}`,
      {
        replacements: { ...replacementsOf(scope), kd: keyset.date, kw: keyset.website, kk: keyset.kind, ki: keyset.id },
        type: QueryTypes.SELECT,
      },
    );
    if (!raw.length) return;
    const rows = raw.map(toPlayerRow);
    const last = rows[rows.length - 1];
    keyset = { date: last.date, website: last.website, kind: last.type === "deposit" ? 0 : 1, id: last.id };
    yield rows;
    if (raw.length < batchSize) return;
  }
}

// ---------------------------------------------------------------------------------------------
// Game Site

/**
 * The per-day report of a website (or ALL): every day of the range, days without an approved
 * row included (as zeros), ascending; and the grand totals of the whole range.
 */
export async function gameSiteDays(scope: ReportScope): Promise<{ days: GameSiteDay[]; totals: PlayerTotals }> {
  type Day = { deposit: Cents; withdraw: Cents; depositCount: number; withdrawCount: number };
  const byDay = new Map<string, Day>();
  const dayOf = (date: string) => {
    let day = byDay.get(date);
    if (!day) byDay.set(date, (day = { deposit: 0, withdraw: 0, depositCount: 0, withdrawCount: 0 }));
    return day;
  };
  if (scope.codes.length) {
    const unfiltered = { ...scope, username: "" };
    const replacements = replacementsOf(unfiltered);
    const [deposits, withdrawals] = await Promise.all(
      [DEPOSIT, WITHDRAW].map((table) =>
        sequelize().query<{ date: string | Date; n: number | string; cents: number | string | null }>(
          `SELECT ${table.date} AS date, COUNT(*) AS n, SUM(${cents(table.amount)}) AS cents FROM ${table.table} ` +
            `WHERE ${whereOf(table, unfiltered)} GROUP BY ${table.date}`,
          { replacements, type: QueryTypes.SELECT },
        ),
      ),
    );
    for (const row of deposits) {
      const day = dayOf(isoDay(row.date));
      day.deposit += Number(row.cents ?? 0);
      day.depositCount += Number(row.n);
    }
    for (const row of withdrawals) {
      const day = dayOf(isoDay(row.date));
      day.withdraw += Number(row.cents ?? 0);
      day.withdrawCount += Number(row.n);
    }
  }
  const sum = { deposit: 0, withdraw: 0, depositCount: 0, withdrawCount: 0 };
  const days = eachDay(scope.start, scope.end).map((date): GameSiteDay => {
    const day = byDay.get(date) ?? { deposit: 0, withdraw: 0, depositCount: 0, withdrawCount: 0 };
    sum.deposit += day.deposit;
    sum.withdraw += day.withdraw;
    sum.depositCount += day.depositCount;
    sum.withdrawCount += day.withdrawCount;
    return {
      date,
      totalDeposit: day.deposit,
      totalWithdraw: day.withdraw,
      totalTransactions: day.depositCount + day.withdrawCount,
      balance: day.deposit - day.withdraw,
    };
  });
  return { days, totals: totalsOf(sum.deposit, sum.withdraw, sum.depositCount, sum.withdrawCount) };
}

/** One page of the Game Site report, and the Total Sum of the whole range. */
export async function gameSiteReport(
  user: SessionUser,
  query: ReportQuery,
  page: { page: number; pageSize: number },
): Promise<{ scope: ReportScope; days: GameSiteDay[]; totalDays: number; totals: PlayerTotals }> {
  const scope = await resolveReportScope(user, { ...query, username: null });
  const { days, totals } = await gameSiteDays(scope);
  const offset = (Math.max(1, page.page) - 1) * page.pageSize;
  return { scope, days: days.slice(offset, offset + page.pageSize), totalDays: days.length, totals };
}
