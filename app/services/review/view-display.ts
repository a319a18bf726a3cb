import type { CandidateView } from "./candidates.server";
import type { ShownVerdict } from "../matching/verdicts.server";
import type { MatchTier } from "../matching/messages";
import { jakartaDate, jakartaParts } from "../jakarta-time";
import { formatRupiah, toCents } from "../money";
import { formatSpecDate } from "../spec-date";
import type { BoLedger, FieldType, Ledger, MutasiLedger } from "./ledgers";

/**
 * Rows of View BO and View Mutasi as the screens show them, shaped on the server so the page
 * ships text, not formatting code: money in Indonesian format, business dates as '5-Jan-2025'
 * (BO) or '05-Jan-2025' (mutasi), times in Jakarta. The columns and their labels are the
 * ledger's (ledgers.ts).
 */

export interface BoDisplayRow {
  id: number;
  /** running number over the whole result: (page - 1) * 100 + 1 ... */
  no: number;
  approved: boolean;
  /** pending and inside the edit window: may be selected, edited, deleted */
  editable: boolean;
  matchState: string;
  ket: string;
  /** the amount as digits of whole rupiah, shown as the edit box's placeholder */
  amountDigits: string;
  /** the amount the edit box previews its change against */
  amountCents: number;
  username: string;
  cells: Record<string, string>;
  candidates: CandidateView[];
  /** the matcher's tier and why (issue 13), null for a row approved by a person */
  tier: MatchTier | null;
  reason: string | null;
}

export interface MutasiDisplayRow {
  id: number;
  no: number;
  approved: boolean;
  ket: string;
  /** not a player's money (issue 14): the mark and its note, null when unmarked */
  mark: { kind: string; note: string } | null;
  cells: Record<string, string>;
  /** the Jakarta time the bank booked the line ('09:34:12'), null when the statement gives only a date */
  bookedAt: string | null;
}

/** The View Mutasi column of the bank's time, shown only when a line of the page has one: not a spec column. */
export const BOOKED_TIME_LABEL = "Jam Bank";

const text = (value: unknown) => (value === null || value === undefined || value === "" ? "-" : String(value));
const money = (value: unknown) => (value === null || value === undefined || value === "" ? "-" : formatRupiah(toCents(value as number | string)));
const pad = (value: number) => String(value).padStart(2, "0");

/** A stored timestamp (a Date, or the text a driver returns) as a Date; null when there is none. */
function instantOf(value: unknown): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The time of day in Jakarta, '10:15:30'. */
function jakartaClock(date: Date): string {
  const { hour, minute, second } = jakartaParts(date);
  return `${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** A timestamp in Jakarta: '5-Jan-2025 10:15:30' (BO) or '05-Jan-2025 10:15:30' (mutasi). */
export function formatViewTime(value: unknown, padDay: boolean): string {
  const date = instantOf(value);
  return date ? `${formatSpecDate(jakartaDate(date), { padDay })} ${jakartaClock(date)}` : "-";
}

/** The time of day in Jakarta of a stored instant, '09:34:12'; null when there is none. */
function clockTime(value: unknown): string | null {
  const date = instantOf(value);
  return date ? jakartaClock(date) : null;
}

function amountDigits(value: unknown): string {
  const cents = toCents(value as number | string);
  return String(Math.trunc(cents / 100));
}

/** A value as the screen shows it: money in Indonesian format, dates and times as the spec writes them. */
function shown(ledger: Ledger, type: FieldType, value: unknown): string {
  const padDay = ledger.side === "mutasi";
  if (type === "money") return money(value);
  if (type === "time") return formatViewTime(value, padDay);
  if (type === "day") return value ? formatSpecDate(String(value), { padDay }) : "-";
  return text(value);
}

function cellsOf(ledger: Ledger, row: Record<string, unknown>): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const column of ledger.columns) cells[column.label] = shown(ledger, column.type, row[column.field]);
  return cells;
}

export function boDisplayRow(
  ledger: BoLedger,
  row: Record<string, unknown>,
  context: { no: number; editWindow: boolean; candidates: CandidateView[]; verdict?: ShownVerdict },
): BoDisplayRow {
  const approved = Boolean(row[ledger.approved]);
  const note = row[ledger.note];
  return {
    id: Number(row[ledger.id]),
    no: context.no,
    approved,
    editable: !approved && context.editWindow,
    matchState: String(row[ledger.matchState] ?? "none"),
    ket: note ? String(note) : "",
    amountDigits: amountDigits(row[ledger.amount]),
    amountCents: toCents(row[ledger.amount] as number | string),
    username: text(row[ledger.username]),
    candidates: context.candidates,
    tier: context.verdict?.match_tier ?? null,
    reason: context.verdict?.match_reason ?? null,
    cells: cellsOf(ledger, row),
  };
}

export function mutasiDisplayRow(ledger: MutasiLedger, row: Record<string, unknown>, no: number): MutasiDisplayRow {
  const note = row[ledger.note];
  return {
    id: Number(row[ledger.id]),
    no,
    approved: Boolean(row[ledger.approved]),
    ket: note ? String(note) : "",
    mark: row[ledger.mark] ? { kind: String(row[ledger.mark]), note: text(row[ledger.markNote]) } : null,
    cells: cellsOf(ledger, row),
    bookedAt: clockTime(row[ledger.bookedAt]),
  };
}
