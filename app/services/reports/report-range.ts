// Pure: the Data Player page and the dashboard use these in the browser too, so no models here.
import { parseSpecDate } from "../spec-date";

/** Spec section 5 and 8 (Data Player). */
export const END_BEFORE_START_MESSAGE = "End Date tidak boleh lebih kecil dari Start Date.";
export const INVALID_DATE_MESSAGE = "Tanggal tidak valid.";
/** A report covers at most a leap year (a whole calendar year always fits). */
export const MAX_RANGE_DAYS = 366;
export const RANGE_TOO_LONG_MESSAGE = `Rentang tanggal paling panjang ${MAX_RANGE_DAYS} hari.`;
/** Spec section 8: a Data Player export that fails. */
export const EXPORT_FAILED_MESSAGE = "Gagal export file.";

/** Spec section 9: Data Player page sizes 10, 20, 50 (default), 100. */
export const REPORT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const REPORT_DEFAULT_PAGE_SIZE = 50;

/** The one-line note under the cards: which records the report counts. */
export const REPORT_BASIS_NOTE =
  "Dihitung dari BO deposit dan BO withdraw yang sudah di-approve (cocok otomatis atau approve manual), menurut tanggal bisnisnya (tanggal statement).";

/** The Search Username box takes at most this many characters. */
export const USERNAME_MAX = 100;

/** ADMIN's choice of every website in the select and in /api paths. */
export const ALL_WEBSITES = "ALL";

export type ReportMode = "player" | "gamesite";

export function parseReportMode(value: string | null | undefined): ReportMode {
  return value === "gamesite" ? "gamesite" : "player";
}

const DAY_MS = 86_400_000;

/** YYYY-MM-DD plus `days` (negative goes back). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from start to end, both included (1 for a single day). */
export function daysInRange(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every date from start to end, both included, ascending. */
export function eachDay(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

export type RangeCheck = { ok: true; start: string; end: string } | { ok: false; message: string };

/**
 * Start and End Date as typed ('2025-01-05' from a date input, '05-Jan-2025' in /api paths).
 * The one place the rule 'End Date tidak boleh lebih kecil dari Start Date.' lives: the page
 * checks it before submitting (with scripts), the server checks it again for the page and /api.
 */
export function checkRange(startText: string | null | undefined, endText: string | null | undefined): RangeCheck {
  const start = parseSpecDate(startText);
  const end = parseSpecDate(endText);
  if (!start || !end) return { ok: false, message: INVALID_DATE_MESSAGE };
  if (end < start) return { ok: false, message: END_BEFORE_START_MESSAGE };
  if (daysInRange(start, end) > MAX_RANGE_DAYS) return { ok: false, message: RANGE_TOO_LONG_MESSAGE };
  return { ok: true, start, end };
}

/**
 * The player's bank as name and number. Withdrawals carry both (wd_player_bank, wd_player_no);
 * a deposit's player_bank is one text such as 'BCA - 1234567890' or 'BCA 123-456-7890', so the
 * trailing run of digits (with spaces, dots or dashes inside) is the number and the rest the
 * name. No digits: the whole text is the name and the number is empty.
 */
export function splitPlayerBank(bank: string | null | undefined, number?: string | null): { name: string; no: string } {
  const text = (bank ?? "").trim();
  const given = (number ?? "").trim();
  if (given) return { name: text, no: given };
  const match = /^(.*?)[\s:/-]*(\d(?:[\d .-]*\d)?)$/.exec(text);
  if (!match || match[2].replace(/\D/g, "").length < 4) return { name: text, no: "" };
  return { name: match[1].replace(/[\s:/-]+$/, "").trim(), no: match[2].replace(/[ .-]/g, "") };
}
