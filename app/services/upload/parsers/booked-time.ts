import { parseWallTime, wallTimeToInstant, type WallTime } from "./dates";

/**
 * When the bank booked a line, for the matcher's clue "credited n minutes after the request"
 * (issue 13, point 2). Kept as milliseconds after Jakarta midnight of the line's business day, so
 * a year corrected on the day afterwards (a re-saved BCA file) moves the time with it. A time that
 * cannot be read is simply unknown: it never refuses a line, whose date rules stay as they are.
 */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const MS_PER_DAY = 86_400_000;

/** The instant Jakarta's clock shows 00:00 on a business day (YYYY-MM-DD). */
function jakartaMidnight(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) - JAKARTA_OFFSET_MS;
}

/** A date cell's time of day on its Jakarta day, null when the cell carries only a date. */
export function timeOfDateCell(wall: WallTime & { year: number }, day: string): number | null {
  if (!wall.hasTime) return null;
  const into = wallTimeToInstant(wall).getTime() - jakartaMidnight(day);
  return into >= 0 && into < MS_PER_DAY ? into : null;
}

const CLOCK = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/;
/** BRI's JAM_TRAN: HHMMSS written as a number, so 09:34:12 lost its zero (93412) */
const PACKED = /^\d{1,6}$/;

/** A time column's cell (`JAM_TRAN` 93412, `Jam` 10:15:30, `Waktu` 10.15): ms after midnight, else null. */
export function timeOfTimeCell(text: string): number | null {
  const cell = text.trim();
  if (!cell) return null;
  let parts: number[] | null = null;
  if (PACKED.test(cell)) {
    const packed = cell.padStart(6, "0");
    parts = [Number(packed.slice(0, 2)), Number(packed.slice(2, 4)), Number(packed.slice(4, 6))];
  } else {
    const clock = CLOCK.exec(cell);
    if (clock) parts = [Number(clock[1]), Number(clock[2]), Number(clock[3] ?? 0)];
    else {
      const wall = parseWallTime(cell);
      if (wall?.hasTime) parts = [wall.hour, wall.minute, wall.second];
    }
  }
  if (!parts) return null;
  const [hour, minute, second] = parts;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return ((hour * 60 + minute) * 60 + second) * 1000;
}

/** The UTC instant of a time of day on a Jakarta business day; null when either is unknown. */
export function bookedInstant(day: string | null, msIntoDay: number | null): Date | null {
  return day === null || msIntoDay === null ? null : new Date(jakartaMidnight(day) + msIntoDay);
}
