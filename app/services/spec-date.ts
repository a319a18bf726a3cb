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
 * "5.1.2025" → "2025-01-05"; null for anything else or an impossible date.
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
  if (month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
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
