import { QueryTypes } from "sequelize";
import { AkunBank, DayClose } from "~/models/models.server";
import { assertRole, assertWebsiteAccess } from "../auth/access.server";
import type { SessionUser } from "../auth/session.server";
import { refusedInBo } from "../matching/bo-status";
import type { Cents } from "../money";
import { DIRECTIONS, jenisOf, type Direction } from "../review/ledger-direction";
import { boLedger, mutasiLedgerOf } from "../review/ledgers";
import { LINE_MARKS, type LineMark } from "../review/line-marks";
import { dayOf, type DayInput } from "./day-close.server";
import { DAY_CLOSE_MESSAGES as M } from "./messages";

/**
 * The summary of a website's day that Tutup Hari produces (issue 14, point 4): per bank account
 * and direction, what the BO says against what the statement says, how the BO rows were approved,
 * and the statement lines marked as not a player's money, by kind. Sums are integer cents summed
 * in SQL; a BO row is put on the account whose number its corporate bank names.
 */

export interface SummaryFigure {
  count: number;
  cents: Cents;
}

export interface SummaryRow {
  direction: Direction;
  /** null: BO rows naming no known account, or lines of no account */
  akun_bank_id: number | null;
  bank: string;
  no: string;
  name: string;
  bo: SummaryFigure;
  auto: SummaryFigure;
  manual: SummaryFigure;
  pending: SummaryFigure;
  /** statement lines that are player money (not marked) */
  statement: SummaryFigure;
  marked: Record<LineMark, SummaryFigure>;
  /** BO total minus the player money on the statement */
  difference: Cents;
}

export interface DaySummary {
  website: string;
  date: string;
  closed: boolean;
  closed_by: string | null;
  closed_at: Date | null;
  rows: SummaryRow[];
  total: Omit<SummaryRow, "direction" | "akun_bank_id" | "bank" | "no" | "name">;
}

/** The BO rows' corporate bank column and BO status column (text the BO export wrote). */
const BO_TEXT: Record<Direction, { corporate: string; status: string }> = {
  deposit: { corporate: "corporate_bank", status: "bo_status" },
  withdraw: { corporate: "wd_corp_bank", status: "wd_status" },
};

const cents = (column: string) => `CAST(ROUND(${column} * 100, 0) AS BIGINT)`;
const digits = (text: unknown) => String(text ?? "").replace(/\D+/g, "");
const zero = (): SummaryFigure => ({ count: 0, cents: 0 });
const add = (figure: SummaryFigure, count: number, amount: number) => {
  figure.count += count;
  figure.cents += amount;
};
const emptyFigures = () => ({
  bo: zero(),
  auto: zero(),
  manual: zero(),
  pending: zero(),
  statement: zero(),
  marked: Object.fromEntries(LINE_MARKS.map((mark) => [mark, zero()])) as Record<LineMark, SummaryFigure>,
  difference: 0,
});

export async function daySummary(user: SessionUser, input: DayInput): Promise<DaySummary> {
  assertRole(user, ["ADMIN", "CHECKER"]);
  const { website, date } = dayOf(input);
  assertWebsiteAccess(user, website);

  const accounts = await AkunBank.findAll({ where: { akun_bank_website: website }, order: [["akun_bank_id", "ASC"]], raw: true });
  const rows = new Map<string, SummaryRow>();
  const rowOf = (direction: Direction, id: number | null) => {
    const key = `${direction}:${id ?? "-"}`;
    let row = rows.get(key);
    if (!row) {
      const account = accounts.find((candidate) => candidate.akun_bank_id === id);
      row = {
        direction,
        akun_bank_id: account ? id : null,
        bank: account?.akun_bank_bank ?? "",
        no: account?.akun_bank_no ?? "",
        name: account?.akun_bank_name ?? M.summaryNoAccount,
        ...emptyFigures(),
      };
      rows.set(key, row);
    }
    return row;
  };
  // every active account shows, in the direction it serves, even on a day without a line
  for (const account of accounts.filter((candidate) => candidate.akun_bank_status)) {
    for (const direction of DIRECTIONS) if (account.akun_bank_jenis_transaksi === jenisOf(direction)) rowOf(direction, account.akun_bank_id);
  }
  // one number may be registered twice, a Deposit and a Withdraw account: a BO row goes to the one of its direction
  const accountIn = (direction: Direction, corporate: unknown) => {
    const number = digits(corporate);
    const named = accounts.filter((account) => {
      const no = digits(account.akun_bank_no);
      return no !== "" && number.endsWith(no);
    });
    return (named.find((account) => account.akun_bank_jenis_transaksi === jenisOf(direction)) ?? named.at(-1))?.akun_bank_id ?? null;
  };

  for (const direction of DIRECTIONS) {
    for (const line of await boFigures(direction, website, date)) {
      if (refusedInBo(line.status)) continue;
      const row = rowOf(direction, accountIn(direction, line.corporate));
      const count = Number(line.n);
      const amount = Number(line.cents ?? 0);
      add(row.bo, count, amount);
      const approved = line.approved === true || Number(line.approved) === 1;
      add(approved ? (line.state === "auto" ? row.auto : row.manual) : row.pending, count, amount);
    }
    for (const line of await statementFigures(direction, website, date)) {
      const row = rowOf(direction, line.akun === null ? null : Number(line.akun));
      const mark = line.mark as LineMark | null;
      add(mark && mark in row.marked ? row.marked[mark] : row.statement, Number(line.n), Number(line.cents ?? 0));
    }
  }

  const total = emptyFigures();
  const shown = [...rows.values()].sort((a, b) => a.direction.localeCompare(b.direction) || (a.akun_bank_id ?? Infinity) - (b.akun_bank_id ?? Infinity));
  for (const row of shown) {
    row.difference = row.bo.cents - row.statement.cents;
    for (const part of ["bo", "auto", "manual", "pending", "statement"] as const) add(total[part], row[part].count, row[part].cents);
    for (const mark of LINE_MARKS) add(total.marked[mark], row.marked[mark].count, row.marked[mark].cents);
  }
  total.difference = total.bo.cents - total.statement.cents;
  const closed = await DayClose.findOne({ where: { close_website: website, close_date: date }, raw: true });
  return {
    website,
    date,
    closed: Boolean(closed?.close_closed),
    closed_by: closed?.close_closed ? closed.close_closed_by : null,
    closed_at: closed?.close_closed ? closed.close_closed_at : null,
    rows: shown,
    total,
  };
}

function db() {
  return AkunBank.sequelize!;
}

function boFigures(direction: Direction, website: string, date: string) {
  const t = boLedger(direction);
  const text = BO_TEXT[direction];
  return db().query<{ corporate: string | null; status: string | null; approved: unknown; state: string | null; n: number | string; cents: number | string | null }>(
    `SELECT ${text.corporate} AS corporate, ${text.status} AS status, ${t.approved} AS approved, ${t.matchState} AS state, COUNT(*) AS n, SUM(${cents(t.amount)}) AS cents ` +
      `FROM ${t.table} WHERE ${t.website} = :website AND ${t.date} = :date ` +
      `GROUP BY ${text.corporate}, ${text.status}, ${t.approved}, ${t.matchState}`,
    { replacements: { website, date }, type: QueryTypes.SELECT },
  );
}

function statementFigures(direction: Direction, website: string, date: string) {
  const t = mutasiLedgerOf(direction);
  const mark = t.mark;
  return db().query<{ akun: number | string | null; mark: string | null; n: number | string; cents: number | string | null }>(
    `SELECT ${t.akunBank} AS akun, ${mark} AS mark, COUNT(*) AS n, SUM(${cents(t.amount)}) AS cents ` +
      `FROM ${t.table} WHERE ${t.website} = :website AND ${t.date} = :date GROUP BY ${t.akunBank}, ${mark}`,
    { replacements: { website, date }, type: QueryTypes.SELECT },
  );
}
