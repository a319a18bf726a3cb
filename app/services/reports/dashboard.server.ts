import { Op, QueryTypes, type Sequelize } from "sequelize";
import { isoDay } from "~/models/raw-values";
import { AkunBank, BoDeposit, StatementDay, UploadBatch, Website } from "~/models/models.server";
import type { Cents } from "../money";
import { addDays } from "./report-range";
import { playerTotals, resolveReportScope, type PlayerTotals } from "./reports.server";
import type { SessionUser } from "../auth/session.server";
import { DIRECTIONS, type Direction } from "../review/ledger-direction";
import { boLedger, mutasiLedgerOf } from "../review/ledgers";

/**
 * The dashboard: a day's reconciliation at a glance, for the websites the user may see.
 *
 * Everything comes from aggregate queries (GROUP BY website / state with COUNT and SUM) over the
 * indexed (website, date, ...) columns; no row is loaded. Sums are integer cents summed in SQL.
 *
 * BO rows of the day fall into four disjoint buckets:
 *   auto      approved and matched automatically (match state 'auto')
 *   manual    approved by a checker (approved, any other state)
 *   ambiguous pending with several equally good candidates (state 'ambiguous')
 *   pending   every other pending row
 * Statement lines still unmatched: mutasi rows of the day with mutasi_app / mutasiwd_app false.
 */

export interface Figure {
  count: number;
  cents: Cents;
}

export interface SideFigures {
  auto: Figure;
  manual: Figure;
  pending: Figure;
  ambiguous: Figure;
  /** all BO rows of the day */
  all: Figure;
  /** statement lines of the day not matched yet (and not marked) */
  unmatchedLines: Figure;
  /** statement lines marked as not a player's money (issue 14): counted apart, never matched */
  markedLines: Figure;
}

export interface WebsiteDay {
  website: string;
  name: string;
  deposit: SideFigures;
  withdraw: SideFigures;
}

export interface MissingStatement {
  akun_bank_id: number;
  website: string;
  jenis: string;
  bank: string;
  name: string;
  no: string;
}

export interface ChartDay {
  date: string;
  /** approved BO deposits and withdrawals (auto and manual) */
  matched: Cents;
  /** BO deposits and withdrawals still pending (ambiguous included) */
  pending: Cents;
}

export interface CheckerDashboard {
  kind: "checker";
  date: string;
  websites: WebsiteDay[];
  missing: MissingStatement[];
  chart: ChartDay[];
}

export interface CsDashboard {
  kind: "cs";
  date: string;
  website: string | null;
  totals: PlayerTotals;
}

export type Dashboard = CheckerDashboard | CsDashboard;

export const CHART_DAYS = 14;

const zero = (): Figure => ({ count: 0, cents: 0 });
const emptySide = (): SideFigures => ({ auto: zero(), manual: zero(), pending: zero(), ambiguous: zero(), all: zero(), unmatchedLines: zero(), markedLines: zero() });

const cents = (column: string) => `CAST(ROUND(${column} * 100, 0) AS BIGINT)`;

function db(): Sequelize {
  return BoDeposit.sequelize!;
}

const truthy = (value: unknown) => value === true || value === 1 || value === "1";

/** The dashboard of `date` for the user: a CS gets the Data Player cards of their website. */
export async function loadDashboard(user: SessionUser, date: string): Promise<Dashboard> {
  if (user.account_role === "CS") {
    const scope = await resolveReportScope(user, { website: user.website_code ?? "", start: date, end: date });
    return { kind: "cs", date, website: user.website_code, totals: await playerTotals(scope) };
  }
  const websites =
    user.account_role === "ADMIN"
      ? await Website.findAll({ attributes: ["website_code", "website_name"], order: [["website_code", "ASC"]], raw: true })
      : user.website_code
        ? await Website.findAll({ where: { website_code: user.website_code }, attributes: ["website_code", "website_name"], raw: true })
        : [];
  const codes = websites.map((website) => website.website_code);
  if (!codes.length) return { kind: "checker", date, websites: [], missing: [], chart: emptyChart(date) };
  const [boDeposit, boWithdraw, linesDeposit, linesWithdraw, chart, missing] = await Promise.all([
    boStates("deposit", codes, date),
    boStates("withdraw", codes, date),
    unmatchedLines("deposit", codes, date),
    unmatchedLines("withdraw", codes, date),
    chartDays(codes, date),
    missingStatements(codes, date),
  ]);
  const days = new Map<string, WebsiteDay>(
    websites.map((website) => [
      website.website_code,
      { website: website.website_code, name: website.website_name, deposit: emptySide(), withdraw: emptySide() },
    ]),
  );
  const apply = (rows: StateRow[], side: Direction) => {
    for (const row of rows) {
      const figures = days.get(row.website)?.[side];
      if (!figures) continue;
      const bucket = bucketOf(truthy(row.approved), row.state);
      const count = Number(row.n);
      const amount = Number(row.cents ?? 0);
      figures[bucket].count += count;
      figures[bucket].cents += amount;
      figures.all.count += count;
      figures.all.cents += amount;
    }
  };
  apply(boDeposit, "deposit");
  apply(boWithdraw, "withdraw");
  for (const [rows, side] of [
    [linesDeposit, "deposit"],
    [linesWithdraw, "withdraw"],
  ] as const) {
    for (const row of rows) {
      const figures = days.get(row.website)?.[side];
      if (figures) figures[truthy(row.marked) ? "markedLines" : "unmatchedLines"] = { count: Number(row.n), cents: Number(row.cents ?? 0) };
    }
  }
  return { kind: "checker", date, websites: [...days.values()], missing, chart };
}

export function bucketOf(approved: boolean, state: string | null): "auto" | "manual" | "pending" | "ambiguous" {
  if (approved) return state === "auto" ? "auto" : "manual";
  return state === "ambiguous" ? "ambiguous" : "pending";
}

interface StateRow {
  website: string;
  approved: unknown;
  state: string | null;
  n: number | string;
  cents: number | string | null;
}

/** COUNT and SUM of the day's BO rows per website, approval and match state. */
function boStates(side: Direction, codes: string[], date: string): Promise<StateRow[]> {
  const t = boLedger(side);
  return db().query<StateRow>(
    `SELECT ${t.website} AS website, ${t.approved} AS approved, ${t.matchState} AS state, COUNT(*) AS n, SUM(${cents(t.amount)}) AS cents ` +
      `FROM ${t.table} WHERE ${t.website} IN (:codes) AND ${t.date} = :date ` +
      `GROUP BY ${t.website}, ${t.approved}, ${t.matchState}`,
    { replacements: { codes, date }, type: QueryTypes.SELECT },
  );
}

/** COUNT and SUM of the day's statement lines not matched yet, per website, the marked ones apart. */
function unmatchedLines(side: Direction, codes: string[], date: string) {
  const t = mutasiLedgerOf(side);
  const marked = `CASE WHEN ${t.mark} IS NULL THEN 0 ELSE 1 END`;
  return db().query<{ website: string; marked: unknown; n: number | string; cents: number | string | null }>(
    `SELECT ${t.website} AS website, ${marked} AS marked, COUNT(*) AS n, SUM(${cents(t.amount)}) AS cents ` +
      `FROM ${t.table} WHERE ${t.website} IN (:codes) AND ${t.date} = :date AND ${t.approved} = 0 GROUP BY ${t.website}, ${marked}`,
    { replacements: { codes, date }, type: QueryTypes.SELECT },
  );
}

function emptyChart(date: string): ChartDay[] {
  return Array.from({ length: CHART_DAYS }, (_, index) => ({ date: addDays(date, index - CHART_DAYS + 1), matched: 0, pending: 0 }));
}

/** The 14 days up to `date`: approved against pending BO amounts (deposits and withdrawals). */
async function chartDays(codes: string[], date: string): Promise<ChartDay[]> {
  const days = emptyChart(date);
  const from = days[0].date;
  const byDate = new Map(days.map((day) => [day.date, day]));
  // grouped by date alone, approved and pending split by CASE: the (website, date, amount,
  // approve, state) index then gives the order and every column, and no row is read
  const results = await Promise.all(
    DIRECTIONS.map((side) => {
      const t = boLedger(side);
      return db().query<{ date: string | Date; matched: number | string | null; pending: number | string | null }>(
        `SELECT ${t.date} AS date, ` +
          `SUM(CASE WHEN ${t.approved} = 1 THEN ${cents(t.amount)} ELSE 0 END) AS matched, ` +
          `SUM(CASE WHEN ${t.approved} = 1 THEN 0 ELSE ${cents(t.amount)} END) AS pending ` +
          `FROM ${t.table} WHERE ${t.website} IN (:codes) AND ${t.date} BETWEEN :from AND :date GROUP BY ${t.date}`,
        { replacements: { codes, from, date }, type: QueryTypes.SELECT },
      );
    }),
  );
  for (const rows of results) {
    for (const row of rows) {
      const day = byDate.get(isoDay(row.date));
      if (!day) continue;
      day.matched += Number(row.matched ?? 0);
      day.pending += Number(row.pending ?? 0);
    }
  }
  return days;
}

/**
 * Active bank accounts (akun_bank, status true) of the websites with no statement for `date` yet:
 * no statement day recorded for the account and date (what an upload covering that day writes),
 * no upload batch with that account and statement date, and no statement line of that account
 * on that date (in either statement table: a statement is a statement, whichever side it fed).
 */
async function missingStatements(codes: string[], date: string): Promise<MissingStatement[]> {
  const accounts = await AkunBank.findAll({
    where: { akun_bank_website: { [Op.in]: codes }, akun_bank_status: true },
    attributes: ["akun_bank_id", "akun_bank_website", "akun_bank_jenis_transaksi", "akun_bank_bank", "akun_bank_name", "akun_bank_no"],
    order: [["akun_bank_website", "ASC"], ["akun_bank_jenis_transaksi", "ASC"], ["akun_bank_bank", "ASC"], ["akun_bank_id", "ASC"]],
    raw: true,
  });
  if (!accounts.length) return [];
  const ids = accounts.map((account) => account.akun_bank_id);
  const [days, batches] = await Promise.all([
    StatementDay.findAll({
      where: {
        day_target: { [Op.in]: DIRECTIONS.map((side) => mutasiLedgerOf(side).table) },
        day_website: { [Op.in]: codes },
        day_account: { [Op.in]: ids.map(String) },
        day_date: date,
      },
      attributes: ["day_account"],
      raw: true,
    }),
    UploadBatch.findAll({
      where: { batch_website: { [Op.in]: codes }, batch_statement_date: date, batch_akun_bank_id: { [Op.in]: ids } },
      attributes: ["batch_akun_bank_id"],
      raw: true,
    }),
  ]);
  const covered = new Set<number>([...days.map((day) => Number(day.day_account)), ...batches.map((batch) => Number(batch.batch_akun_bank_id))]);
  const open = accounts.filter((account) => !covered.has(account.akun_bank_id));
  if (open.length) {
    const openIds = open.map((account) => account.akun_bank_id);
    const openCodes = [...new Set(open.map((account) => account.akun_bank_website))];
    const lines = await Promise.all(
      DIRECTIONS.map((side) => {
        const t = mutasiLedgerOf(side);
        return db().query<{ akun: number | string }>(
          `SELECT DISTINCT ${t.akunBank} AS akun FROM ${t.table} WHERE ${t.website} IN (:codes) AND ${t.date} = :date AND ${t.akunBank} IN (:ids)`,
          { replacements: { codes: openCodes, date, ids: openIds }, type: QueryTypes.SELECT },
        );
      }),
    );
    for (const row of lines.flat()) covered.add(Number(row.akun));
  }
  return accounts
    .filter((account) => !covered.has(account.akun_bank_id))
    .map((account) => ({
      akun_bank_id: account.akun_bank_id,
      website: account.akun_bank_website,
      jenis: account.akun_bank_jenis_transaksi,
      bank: account.akun_bank_bank,
      name: account.akun_bank_name,
      no: account.akun_bank_no,
    }));
}
