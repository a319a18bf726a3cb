/** Business time is Asia/Jakarta (UTC+7, no daylight saving) whatever the server's zone. */
export const JAKARTA_TIME_ZONE = "Asia/Jakarta";
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

export function jakartaParts(date: Date): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const shifted = new Date(date.getTime() + JAKARTA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** YYYY-MM-DD of the day in Jakarta. */
export function jakartaDate(date: Date = new Date()): string {
  const { year, month, day } = jakartaParts(date);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const longFormat = new Intl.DateTimeFormat("id-ID", {
  timeZone: JAKARTA_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

/** Long Indonesian date-time in Jakarta, 24-hour clock: "22 November 2026 pukul 05.14.55". */
export function formatJakartaLong(date: Date | string | null | undefined): string {
  if (!date) return "-";
  const value = typeof date === "string" ? new Date(date) : date;
  return Number.isNaN(value.getTime()) ? "-" : longFormat.format(value);
}

const clockFormat = new Intl.DateTimeFormat("id-ID", {
  timeZone: JAKARTA_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

export function formatJakartaClock(date: Date): string {
  return `${clockFormat.format(date)} WIB`;
}
