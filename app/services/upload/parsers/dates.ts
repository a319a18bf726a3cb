import { jakartaDate } from "~/services/jakarta-time";

/**
 * Dates as statements and BO exports write them. Indonesian files put the day first: 05/01/2025
 * is 5 January, and a second number above 12 makes the cell invalid rather than silently American.
 * Wall-clock times are Asia/Jakarta unless the text carries its own offset.
 */
export interface WallTime {
  /** null when the text has no year (`'DD/MM`) */
  year: number | null;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** minutes east of UTC written in the text (`+07:00`, `Z`), else null */
  offsetMinutes: number | null;
  hasTime: boolean;
}

const JAKARTA_OFFSET_MINUTES = 7 * 60;

const MONTHS: Record<string, number> = {
  jan: 1, januari: 1, january: 1,
  feb: 2, februari: 2, february: 2, peb: 2, pebruari: 2,
  mar: 3, maret: 3, march: 3,
  apr: 4, april: 4,
  mei: 5, may: 5,
  jun: 6, juni: 6, june: 6,
  jul: 7, juli: 7, july: 7,
  agu: 8, ags: 8, agt: 8, agus: 8, agustus: 8, aug: 8, august: 8,
  sep: 9, sept: 9, september: 9,
  okt: 10, oct: 10, oktober: 10, october: 10,
  nov: 11, nop: 11, november: 11, nopember: 11,
  des: 12, dec: 12, desember: 12, december: 12,
};

const TIME = String.raw`(?:[T\s,]+(\d{1,2})[:.](\d{2})(?:[:.](\d{2})(?:[.,]\d+)?)?\s*(AM|PM)?)?`;
const ZONE = String.raw`\s*(Z|[+-]\d{2}:?\d{2}|WIB)?`;
const ISO = new RegExp(String.raw`^(\d{4})[-/](\d{1,2})[-/](\d{1,2})${TIME}${ZONE}$`, "i");
const DAY_FIRST = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{4}|\d{2}))?${TIME}${ZONE}$`, "i");
const MONTH_NAME = new RegExp(String.raw`^(\d{1,2})[\s/.-]*([A-Za-z]{3,9})\.?[\s/.,-]*(\d{4}|\d{2})?${TIME}${ZONE}$`, "i");

/** Parse a date or date-time cell; null when it is not one. */
export function parseWallTime(raw: string): WallTime | null {
  const plain = plainWallTime(raw);
  if (plain !== undefined) return plain;
  let text = raw.replace(/[\u00a0\ufeff]/g, " ").trim();
  if (text.startsWith("'") || text.startsWith("`")) text = text.slice(1).trim();
  if (!text) return null;

  let match = ISO.exec(text);
  if (match) return build(Number(match[1]), Number(match[2]), Number(match[3]), match, 4);
  match = DAY_FIRST.exec(text);
  if (match) {
    const year = match[3] === undefined ? null : expandYear(match[3]);
    return build(year, Number(match[2]), Number(match[1]), match, 4);
  }
  match = MONTH_NAME.exec(text);
  if (match) {
    const month = MONTHS[match[2].toLowerCase()];
    if (!month) return null;
    const year = match[3] === undefined ? null : expandYear(match[3]);
    return build(year, month, Number(match[1]), match, 4);
  }
  return null;
}

function expandYear(text: string): number {
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
}

/**
 * `DD/MM/YYYY` and `YYYY-MM-DD`, each with an optional ` HH:mm` or ` HH:mm:ss`: what BO exports
 * write in every row, read without a regex. undefined for any other shape (the general path reads
 * those, and would read these the same way).
 */
function plainWallTime(text: string): WallTime | null | undefined {
  const length = text.length;
  if (length !== 10 && length !== 16 && length !== 19) return undefined;
  let year: number;
  let month: number;
  let day: number;
  if (text.charCodeAt(2) === SLASH && text.charCodeAt(5) === SLASH) {
    day = digits(text, 0, 2);
    month = digits(text, 3, 2);
    year = digits(text, 6, 4);
  } else if (text.charCodeAt(4) === DASH && text.charCodeAt(7) === DASH) {
    year = digits(text, 0, 4);
    month = digits(text, 5, 2);
    day = digits(text, 8, 2);
  } else return undefined;
  let hour = 0;
  let minute = 0;
  let second = 0;
  if (length > 10) {
    if (text.charCodeAt(10) !== SPACE || text.charCodeAt(13) !== COLON) return undefined;
    hour = digits(text, 11, 2);
    minute = digits(text, 14, 2);
    if (length === 19) {
      if (text.charCodeAt(16) !== COLON) return undefined;
      second = digits(text, 17, 2);
    }
  }
  if (year < 0 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return undefined;
  return checkedWallTime(year, month, day, hour, minute, second, null, length > 10);
}

const SLASH = 47;
const DASH = 45;
const SPACE = 32;
const COLON = 58;

/** The number written by `count` digits at `at`; -1 if any of them is not a digit. */
function digits(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const code = text.charCodeAt(i) - 48;
    if (code < 0 || code > 9) return -1;
    value = value * 10 + code;
  }
  return value;
}

function build(year: number | null, month: number, day: number, match: RegExpExecArray, at: number): WallTime | null {
  const hasTime = match[at] !== undefined;
  let hour = hasTime ? Number(match[at]) : 0;
  const minute = hasTime ? Number(match[at + 1]) : 0;
  const second = match[at + 2] !== undefined ? Number(match[at + 2]) : 0;
  const meridiem = match[at + 3]?.toUpperCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === "PM" ? 12 : 0);
  }
  const zone = match[at + 4];
  let offsetMinutes: number | null = null;
  if (zone && zone.toUpperCase() === "WIB") offsetMinutes = JAKARTA_OFFSET_MINUTES;
  else if (zone && zone.toUpperCase() === "Z") offsetMinutes = 0;
  else if (zone) {
    const digits = zone.replace(":", "");
    const sign = digits.startsWith("-") ? -1 : 1;
    offsetMinutes = sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
  }
  return checkedWallTime(year, month, day, hour, minute, second, offsetMinutes, hasTime);
}

function checkedWallTime(
  year: number | null,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  offsetMinutes: number | null,
  hasTime: boolean,
): WallTime | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  if (year !== null && (year < 1900 || year > 2200 || day > daysInMonth(year, month))) return null;
  if (year === null && day > daysInMonth(2000, month)) return null;
  return { year, month, day, hour, minute, second, offsetMinutes, hasTime };
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  if (month !== 2) return DAYS_IN_MONTH[month - 1];
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
}

const pad2 = (value: number) => (value < 10 ? `0${value}` : `${value}`);

/** Every BO row names its day, and a file holds few of them: each day's text is made once. */
const isoDates = new Map<number, string>();
/** A day as one number, for the per-day caches here */
const dayKey = (year: number, month: number, day: number) => (year * 13 + month) * 32 + day;

export function isoDate(year: number, month: number, day: number): string {
  const key = dayKey(year, month, day);
  let text = isoDates.get(key);
  if (text === undefined) {
    text = `${String(year).padStart(4, "0")}-${pad2(month)}-${pad2(day)}`;
    if (isoDates.size >= 4096) isoDates.clear();
    isoDates.set(key, text);
  }
  return text;
}

function dayNumber(iso: string): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;
}

/**
 * The year of a year-less `DD/MM`: the one that puts the day nearest to the reference day (the
 * statement date, or the end of a Periode), so 31/12 read on a 2 January statement is last year.
 */
export function inferYear(month: number, day: number, referenceIso: string): number | null {
  const referenceYear = Number(referenceIso.slice(0, 4));
  const reference = dayNumber(referenceIso);
  let best: number | null = null;
  let bestDistance = Infinity;
  for (const year of [referenceYear - 1, referenceYear, referenceYear + 1]) {
    if (day > daysInMonth(year, month)) continue;
    const distance = Math.abs(dayNumber(isoDate(year, month, day)) - reference);
    if (distance < bestDistance) {
      best = year;
      bestDistance = distance;
    }
  }
  return best;
}

/** The UTC instant of a wall time; Jakarta when the text gave no offset. Year must be known. */
export function wallTimeToInstant(wall: WallTime & { year: number }): Date {
  const offset = wall.offsetMinutes ?? JAKARTA_OFFSET_MINUTES;
  const seconds = (wall.hour * 60 + wall.minute) * 60 + wall.second;
  return new Date(utcDayStart(wall.year, wall.month, wall.day) + seconds * 1000 - offset * 60_000);
}

/** Midnight UTC of a day, in ms; a BO export's two timestamps a row share a few days. */
const dayStarts = new Map<number, number>();

function utcDayStart(year: number, month: number, day: number): number {
  const key = dayKey(year, month, day);
  let start = dayStarts.get(key);
  if (start === undefined) {
    start = Date.UTC(year, month - 1, day);
    if (dayStarts.size >= 4096) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return start;
}

/** The Jakarta business day of a wall time (a `+00:00` time late in the evening is the next day). */
export function wallTimeToJakartaDay(wall: WallTime & { year: number }): string {
  if (wall.offsetMinutes === null || wall.offsetMinutes === JAKARTA_OFFSET_MINUTES) {
    return isoDate(wall.year, wall.month, wall.day);
  }
  return jakartaDate(wallTimeToInstant(wall));
}

export function withinPeriod(iso: string, from: string | undefined, to: string | undefined): boolean {
  return (!from || iso >= from) && (!to || iso <= to);
}
