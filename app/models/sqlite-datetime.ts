/**
 * A Date as Sequelize writes DATE columns on SQLite: "2025-01-05 03:00:00.000 +00:00". Bulk
 * inserts write two of these a BO row, and toISOString with its replaces was most of what the
 * server did per row besides reading the file, so the day's text is made once and the time of
 * day is put together from small tables.
 */
const TWO_DIGITS = Array.from({ length: 60 }, (_, value) => String(value).padStart(2, "0"));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, value) => String(value).padStart(3, "0"));
const MS_PER_DAY = 86_400_000;
/** 1900-01-01 and 10000-01-01: inside these, toISOString writes a four-digit year */
const FIRST_FAST_MS = -2_208_988_800_000;
const END_FAST_MS = 253_402_300_800_000;

const dayTexts = new Map<number, string>();

export function sqliteDateTime(date: Date): string {
  const ms = date.getTime();
  if (!(ms >= FIRST_FAST_MS && ms < END_FAST_MS)) return date.toISOString().replace("T", " ").replace("Z", " +00:00");
  const day = Math.floor(ms / MS_PER_DAY);
  let dayText = dayTexts.get(day);
  if (dayText === undefined) {
    dayText = date.toISOString().slice(0, 10);
    if (dayTexts.size >= 4096) dayTexts.clear();
    dayTexts.set(day, dayText);
  }
  const inDay = ms - day * MS_PER_DAY;
  const seconds = Math.floor(inDay / 1000);
  return `${dayText} ${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:${TWO_DIGITS[seconds % 60]}.${THREE_DIGITS[inDay % 1000]} +00:00`;
}
