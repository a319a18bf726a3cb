/** A DATE column as a raw read returns it (a Date, or SQLite's text) in epoch ms; null when empty. */
export function epochMs(value: unknown): number | null {
  const ms = value instanceof Date ? value.getTime() : typeof value === "string" ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? ms : null;
}

/** A DATEONLY column as a raw read returns it (SQLite's text, or a Date from SQL Server) as YYYY-MM-DD. */
export function isoDay(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}
