/** Business time is Asia/Jakarta (UTC+7, no daylight saving) whatever the server's zone. */
export const JAKARTA_TIME_ZONE = "Asia/Jakarta";
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

export interface ClockParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The date and time a UTC clock shows at this instant (month 1-12). */
export function utcClock(date: Date): ClockParts {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

export function jakartaParts(date: Date): ClockParts {
  return utcClock(new Date(date.getTime() + JAKARTA_OFFSET_MS));
}

/** YYYY-MM-DD of the day in Jakarta. */
export function jakartaDate(date: Date = new Date()): string {
  const { year, month, day } = jakartaParts(date);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const LONG_DATE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: JAKARTA_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
};
const longFormat = new Intl.DateTimeFormat("id-ID", LONG_DATE_TIME);

/** Long Indonesian date-time in Jakarta, 24-hour clock: "22 November 2026 pukul 05.14.55". */
export function formatJakartaLong(date: Date | string | null | undefined): string {
  if (!date) return "-";
  const value = typeof date === "string" ? new Date(date) : date;
  return Number.isNaN(value.getTime()) ? "-" : longFormat.format(value);
}

const clockFormat = new Intl.DateTimeFormat("id-ID", { ...LONG_DATE_TIME, weekday: "long" });

export function formatJakartaClock(date: Date): string {
  return `${clockFormat.format(date)} WIB`;
}
