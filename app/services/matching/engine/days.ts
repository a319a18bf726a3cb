/** Statement dates (YYYY-MM-DD) as day numbers, so "the next day" is plain arithmetic. */

const MS_PER_DAY = 86_400_000;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function digit(text: string, at: number): number {
  const code = text.charCodeAt(at) - 48;
  return code >= 0 && code <= 9 ? code : NaN;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Days since 1970-01-01 of a YYYY-MM-DD date; throws on anything else (a caller's bug, not data).
 * Read digit by digit rather than through Date or a cache: it runs twice per row.
 */
export function dayNumber(date: string): number {
  if (date.length !== 10 || date.charCodeAt(4) !== 45 || date.charCodeAt(7) !== 45) throw new Error(`reconcile: date must be YYYY-MM-DD, got ${JSON.stringify(date)}`);
  const year = digit(date, 0) * 1000 + digit(date, 1) * 100 + digit(date, 2) * 10 + digit(date, 3);
  const month = digit(date, 5) * 10 + digit(date, 6);
  const day = digit(date, 8) * 10 + digit(date, 9);
  if (Number.isNaN(year + month + day)) throw new Error(`reconcile: date must be YYYY-MM-DD, got ${JSON.stringify(date)}`);
  const monthDays = month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1];
  if (month < 1 || month > 12 || day < 1 || day > monthDays) throw new Error(`reconcile: not a calendar date: ${date}`);
  // days from civil (H. Hinnant): years counted from March so February's length comes last
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** YYYY-MM-DD of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** Epoch ms of 00:00 Jakarta (UTC+7) at the start of a day number. */
export function jakartaMidnight(day: number): number {
  return day * MS_PER_DAY - JAKARTA_OFFSET_MS;
}

/** Whether an instant is 00:00:00.000 Jakarta exactly: what a date stored without its time reads as. */
export function atJakartaMidnight(ms: number): boolean {
  return (ms + JAKARTA_OFFSET_MS) % MS_PER_DAY === 0;
}
