import { neutraliseText, type CellValue } from "./cells";

/**
 * CSV as Excel opens it right: UTF-8 with a byte order mark, comma-separated, CRLF line ends,
 * RFC 4180 quoting (a field with a comma, a quote, CR or LF is quoted, quotes doubled). Text
 * cells are neutralised against formulas; numbers are written plain (150000, 150000.5).
 */

export const CSV_BOM = "\uFEFF";

export function csvField(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = neutraliseText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly CellValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** The file, one chunk per batch of rows: the BOM and header line first. */
export async function* csvStream(
  headers: readonly string[],
  batches: AsyncIterable<CellValue[][]>,
): AsyncGenerator<Uint8Array, void, undefined> {
  const encoder = new TextEncoder();
  yield encoder.encode(CSV_BOM + csvLine(headers));
  for await (const rows of batches) {
    let text = "";
    for (const row of rows) text += csvLine(row);
    if (text) yield encoder.encode(text);
  }
}
