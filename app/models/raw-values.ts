/** A DATE column as a raw read returns it (a Date, or SQLite's text) in epoch ms; null when empty. */
export function epochMs(value: unknown): number | null {
  const ms = value instanceof Date ? value.getTime() : typeof value === "string" ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? ms : null;
}
