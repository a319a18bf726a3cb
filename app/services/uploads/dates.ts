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
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  if (year !== null && (year < 1900 || year > 2200 || day > daysInMonth(year, month))) return null;
  if (year === null && day > daysInMonth(2000, month)) return null;
  return { year, month, day, hour, minute, second, offsetMinutes, hasTime };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
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

export function isIsoDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && parseWallTime(text) !== null;
}

/** The UTC instant of a wall time; Jakarta when the text gave no offset. Year must be known. */
export function wallTimeToInstant(wall: WallTime & { year: number }): Date {
  const offset = wall.offsetMinutes ?? JAKARTA_OFFSET_MINUTES;
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - offset * 60_000);
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
