/** Statement dates (YYYY-MM-DD) as day numbers, so "the next day" is plain arithmetic. */

const MS_PER_DAY = 86_400_000;
const cache = new Map<string, number>();

/** Days since 1970-01-01 of a YYYY-MM-DD date; throws on anything else (a caller's bug, not data). */
export function dayNumber(date: string): number {
  const cached = cache.get(date);
  if (cached !== undefined) return cached;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`reconcile: date must be YYYY-MM-DD, got ${JSON.stringify(date)}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new Error(`reconcile: not a calendar date: ${date}`);
  }
  const number = time / MS_PER_DAY;
  cache.set(date, number);
  return number;
}

/** YYYY-MM-DD of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}
