import { Op } from "sequelize";
import { MatchLink } from "~/models/models.server";
import { isoDay } from "~/models/raw-values";
import { assertWebsiteAccess } from "../auth/access.server";
import type { SessionUser } from "../auth/session.server";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { dateOfDay, dayNumber } from "../matching/engine/days";
import { nameSimilarity, releaseNameCache } from "../matching/engine/names";
import { formatRupiah, toCents } from "../money";
import { formatSpecDate, insideEditWindow } from "../spec-date";
import { checkRequestScope, checkRowScope, loadBoRows, type RequestScope } from "./bo-rows.server";
import type { Direction } from "./ledger-direction";
import { ledgerModel } from "./ledger-models.server";
import { boLedger, mutasiLedgerOf, type Ledger } from "./ledgers";
import { feeMarkOf } from "./line-marks";
import { PAIR_MESSAGES as M } from "./messages";
import { closedDates } from "../day-close/day-close.server";

/**
 * What a clerk picks from when pairing by hand (issue 13, point 4): for a BO row, the open
 * statement lines of its website around its date; for a statement line, the pending BO rows around
 * its date. Lines with the same amount first. And, for the screens, which rows are paired with
 * what and how (auto or manual), so the two are told apart wherever a pair is shown.
 */

/** one choice: a line for a BO row, or a BO row for a line */
export interface PairChoice {
  id: number;
  /** 05-Jan-2025 (lines) or 5-Jan-2025 (BO rows) */
  date: string;
  amount: string;
  /** the sender on a line, the username and full name of a BO row */
  who: string;
  /** the news of a line, the ticket of a BO row */
  detail: string;
  sameAmount: boolean;
  /** how alike the choice's name is to the subject's (engine/names.ts), for the order of the list */
  likeness: number;
}

export interface PairSubject {
  id: number;
  date: string;
  amount: string;
  who: string;
  detail: string;
}

const CHOICES_LISTED = 100;

function parseChoiceId(value: unknown): number {
  const id = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : typeof value === "number" ? value : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new ValidationError(M.badId);
  return id;
}

/**
 * The dates a BO row and a statement line may be paired across: the day before, the day itself
 * and the day after (late transfers and late uploads). What the pick dialogs offer, and what a
 * pair (review/pairing.server.ts) checks.
 */
export function pairDates(date: string): string[] {
  const day = dayNumber(date);
  return [dateOfDay(day - 1), date, dateOfDay(day + 1)];
}

/** The subject a choice is compared with: its amount, and the name on it (a BO row's full name, a line's sender). */
interface Wanted {
  amountCents: number;
  name: string | null;
}

/**
 * Rows past which only the choices of the subject's amount are weighed by name: a busy day's three
 * days of open lines would each be parsed as a name for a list that shows 100.
 */
const WEIGHED_ROWS = 5_000;

function shownOf(ledger: Ledger, row: Record<string, unknown>, wanted: Wanted, weighAll: boolean): PairChoice {
  const cents = toCents(row[ledger.amount] as number | string);
  const bo = ledger.side === "bo";
  const fullName = ledger.side === "bo" ? row[ledger.fullName] : row[ledger.name];
  const who = bo ? `${String(row[ledger.username] ?? "-")} (${String(fullName ?? "-")})` : String(fullName ?? "-");
  const remark = bo ? row[ledger.ticket] : row[ledger.id.replace(/_id$/, "_remark")];
  const sameAmount = cents === wanted.amountCents;
  return {
    id: Number(row[ledger.id]),
    date: formatSpecDate(String(row[ledger.date]), { padDay: !bo }),
    amount: formatRupiah(cents),
    who,
    detail: remark ? String(remark) : "-",
    sameAmount,
    likeness: sameAmount || weighAll ? likenessOf(wanted.name, typeof fullName === "string" ? fullName : null, bo) : 0,
  };
}

/** The BO row's full name against the line's sender, whichever side the choice is. */
function likenessOf(subjectName: string | null, choiceName: string | null, choiceIsBo: boolean): number {
  if (!subjectName || !choiceName) return 0;
  return choiceIsBo ? nameSimilarity(choiceName, subjectName) : nameSimilarity(subjectName, choiceName);
}

/** The likeliest first: the same amount, then the name most alike, then the order they came in. */
async function choicesOf(
  ledger: Ledger,
  website: string,
  date: string,
  wanted: Wanted,
  extra: Record<string, unknown>,
  keep: (row: Record<string, unknown>) => boolean = () => true,
): Promise<PairChoice[]> {
  const rows = await ledgerModel(ledger).findAll({
    where: { [ledger.website]: website, [ledger.date]: { [Op.in]: pairDates(date) }, [ledger.approved]: false, ...extra },
    order: [[ledger.id, "ASC"]],
    raw: true,
  });
  try {
    return (rows as unknown as Record<string, unknown>[])
      .filter(keep)
      .map((row, _, all) => shownOf(ledger, row, wanted, all.length <= WEIGHED_ROWS))
      .sort((a, b) => Number(b.sameAmount) - Number(a.sameAmount) || b.likeness - a.likeness || a.id - b.id)
      .slice(0, CHOICES_LISTED);
  } finally {
    releaseNameCache();
  }
}

/** A pending BO row and the open (unmarked, pending) statement lines it may be paired with. */
export async function lineChoicesForBo(user: SessionUser, kind: Direction, scope: RequestScope, boIdInput: unknown): Promise<{ subject: PairSubject; choices: PairChoice[] }> {
  checkRequestScope(user, scope);
  const boId = parseChoiceId(boIdInput);
  const [row] = await loadBoRows(kind, [boId]);
  if (!row) throw new NotFoundError(M.boNotFound(boId));
  checkRowScope(user, [row], scope);
  if (row.approved) throw new ConflictError(M.boNotPending(boId));
  const m = mutasiLedgerOf(kind);
  const prefix = m.id.replace(/_id$/, "");
  // a withdraw fee line is no choice, marked or not (line-marks.ts feeMarkOf)
  const notFee = (line: Record<string, unknown>) =>
    feeMarkOf(kind, (line[`${prefix}_description`] as string | null) ?? null, toCents(line[m.amount] as number | string)) === null;
  const choices = await choicesOf(m, row.website.toUpperCase(), row.date, { amountCents: row.amountCents, name: row.fullName }, { [`${prefix}_mark`]: null }, notFee);
  return {
    subject: { id: row.id, date: formatSpecDate(row.date, { padDay: false }), amount: formatRupiah(row.amountCents), who: row.username, detail: row.ticket },
    choices,
  };
}

/** An open statement line and the pending BO rows (inside the edit window) it may be paired with. */
export async function boChoicesForLine(user: SessionUser, kind: Direction, scope: RequestScope, mutasiIdInput: unknown): Promise<{ subject: PairSubject; choices: PairChoice[] }> {
  checkRequestScope(user, { website: scope.website });
  const mutasiId = parseChoiceId(mutasiIdInput);
  const m = mutasiLedgerOf(kind);
  const line = (await ledgerModel(m).findByPk(mutasiId, { raw: true })) as unknown as Record<string, unknown> | null;
  if (!line || (scope.website && String(line[m.website]).toUpperCase() !== scope.website.toUpperCase())) throw new NotFoundError(M.lineNotFound(mutasiId));
  const website = String(line[m.website]).toUpperCase();
  assertWebsiteAccess(user, website);
  if (line[m.approved]) throw new ConflictError(M.lineNotPending(mutasiId));
  const amountCents = toCents(line[m.amount] as number | string);
  const t = boLedger(kind);
  // a BO row outside the edit window cannot be approved, so it is no choice
  const wanted = { amountCents, name: typeof line[m.name] === "string" ? (line[m.name] as string) : null };
  const choices = await choicesOf(t, website, String(line[m.date]), wanted, {}, (row) => insideEditWindow(String(row[t.date])));
  return {
    subject: shownOf(m, line, wanted, false),
    choices,
  };
}

export interface PairMark {
  /** the id on the other side */
  other: number;
  method: "auto" | "manual";
  /** why the pair cannot be undone although this day is open: the other side's day is closed (Tutup Hari) */
  undoRefused?: string;
}

/** The active pairs of the rows shown (BO ids or mutasi ids), by id: what the screens tag AUTO or MANUAL. */
export async function pairsOf(kind: Direction, side: "bo" | "mutasi", ids: readonly number[]): Promise<Record<number, PairMark>> {
  const result: Record<number, PairMark> = {};
  if (!ids.length) return result;
  const column = side === "bo" ? "match_bo_id" : "match_mutasi_id";
  const links = await MatchLink.findAll({
    where: { match_kind: kind, [column]: { [Op.in]: [...ids] }, match_method: ["auto", "manual"], match_active: true },
    order: [["match_id", "ASC"]],
  });
  for (const link of links) {
    result[side === "bo" ? link.match_bo_id : link.match_mutasi_id] = {
      other: side === "bo" ? link.match_mutasi_id : link.match_bo_id,
      method: link.match_method as "auto" | "manual",
    };
  }
  return result;
}

/**
 * Marks the pairs whose other side lies on a closed day of the website: a pair across two days
 * (a credit the day after its ticket) is undone on both, and a closed one refuses it (an audit
 * clicked Batalkan pasangan on an open day and got 409).
 */
export async function markClosedOtherDays(kind: Direction, side: "bo" | "mutasi", website: string, pairs: Record<number, PairMark>): Promise<void> {
  const marks = Object.values(pairs);
  if (!marks.length) return;
  const other = side === "bo" ? mutasiLedgerOf(kind) : boLedger(kind);
  const rows = await ledgerModel(other).findAll({ where: { [other.id]: marks.map((mark) => mark.other) }, attributes: [other.id, other.date] });
  // SQL Server hands a DATEONLY back as a Date: read as the day it is, as everywhere
  const dateOf = new Map(rows.map((row) => [Number(row.get(other.id)), isoDay(row.get(other.date))]));
  const closed = new Set(await closedDates(website, [...new Set(dateOf.values())]));
  for (const mark of marks) {
    const date = dateOf.get(mark.other);
    if (date !== undefined && closed.has(date)) mark.undoRefused = M.otherDayClosed(formatSpecDate(date, { padDay: true }));
  }
}
