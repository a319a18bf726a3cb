// Pure: pages format dates with it too, so it must not import the models.
import { jakartaDate } from "./jakarta-time";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/**
 * The spec's wire format for dates: day-Mon-year with English month abbreviations,
 * "5-Jan-2025" (BO views: unpadded day) or "05-Jan-2025" (mutasi views and exports: padded).
 */
export function formatSpecDate(isoDate: string, options: { padDay: boolean }): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const dayText = options.padDay ? String(day).padStart(2, "0") : String(day);
  return `${dayText}-${MONTHS[month - 1]}-${year}`;
}

/**
 * "5-Jan-2025", "05-Jan-2025", "2025-01-05", or as clerks type it day first, "05/01/2025" or
 * "5.1.2025" → "2025-01-05"; null for anything else, an impossible date, or a year outside
 * MIN_YEAR..MAX_YEAR.
 */
export function parseSpecDate(text: string | null | undefined): string | null {
  if (!text) return null;
  const value = text.trim();
  let year: number;
  let month: number;
  let day: number;
  const spec = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  // Indonesian order: day, month, year
  const dayFirst = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(value);
  if (spec) {
    day = Number(spec[1]);
    month = MONTHS.findIndex((name) => name.toLowerCase() === spec[2].toLowerCase()) + 1;
    year = Number(spec[3]);
  } else if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
    day = Number(iso[3]);
  } else if (dayFirst) {
    day = Number(dayFirst[1]);
    month = Number(dayFirst[2]);
    year = Number(dayFirst[3]);
  } else {
    return null;
  }
  // checked by hand, not through Date.UTC, which reads years 0-99 as 1900-1999
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * The years a business date may fall in: an upload, an approval or a closed day of this
 * century. "0026-11-27" (a year typed short) was stored as 'Invalid date', "0099-01-05" as 1999.
 */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2099;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whole days from `isoDate` to today in Jakarta (0 today, 1 yesterday, negative in the future). */
export function daysBeforeToday(isoDate: string, now: Date = new Date()): number {
  const today = Date.parse(`${jakartaDate(now)}T00:00:00Z`);
  return Math.round((today - Date.parse(`${isoDate}T00:00:00Z`)) / 86_400_000);
}

/** Spec: rows may be edited, selected or deleted only for today, yesterday or two days ago (Jakarta). */
export function insideEditWindow(isoDate: string, now: Date = new Date()): boolean {
  const days = daysBeforeToday(isoDate, now);
  return days >= 0 && days <= 2;
}
