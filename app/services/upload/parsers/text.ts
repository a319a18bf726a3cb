/**
 * Small text helpers shared by the parsers. Bank exports pad cells with spaces and non-breaking
 * spaces, and Excel marks text cells with a leading apostrophe (BCA writes `'02/05` and `'0000`
 * on purpose so that Excel keeps them as text); none of that is part of the value.
 */

const EDGE_SPACE = /^[\s\u00a0\ufeff]+|[\s\u00a0\ufeff]+$/g;

/** The value of a cell: trimmed, without Excel's text marker (' or `). */
export function cleanCell(raw: string | undefined): string {
  if (!raw) return "";
  // most cells need nothing: plain printable ASCII at both ends and no text marker
  const first = raw.charCodeAt(0);
  const last = raw.charCodeAt(raw.length - 1);
  if (first > 32 && first < 127 && last > 32 && last < 127 && first !== 39 && first !== 96) return raw;
  let text = raw.replace(EDGE_SPACE, "");
  if (text.startsWith("'") || text.startsWith("`")) text = text.slice(1).replace(EDGE_SPACE, "");
  return text;
}

/**
 * A quoted cell's line breaks read as spaces: the counterparty patterns read one line, and a
 * description broken in two (`125000.00 DEPO` / `UNTUK GAME DIAN PURNAMA`, a re-saved BCA Bisnis
 * file) gave neither sender, remark nor reference (a clean-room audit). Not as a gap between the
 * bank's fields: a break may fall inside a name (`SDRI` / `DIAN PERWITA`).
 */
export function lineBreaksAsSpaces(text: string): string {
  return text.includes("\n") || text.includes("\r") ? text.replace(/[ \t]*[\r\n]+[ \t]*/g, " ") : text;
}

export function collapseSpaces(text: string): string {
  return /\s\s|[^\S ]/.test(text) ? text.replace(/[\s\u00a0]+/g, " ").trim() : text.trim();
}

/**
 * The comparable form of a column header: lower case, letters and digits only, with any
 * parenthesised note and a trailing currency unit dropped, so that 'CR/DB', 'Cr / Db' and
 * 'crdb' are one header, and 'Nominal (Rp)' is 'nominal'.
 */
export function headerKey(header: string): string {
  const text = cleanCell(header).toLowerCase();
  const withoutNotes = text.replace(/\([^)]*\)|\[[^\]]*\]/g, " ");
  let key = withoutNotes.replace(/[^a-z0-9]/g, "");
  if (!key) key = text.replace(/[^a-z0-9]/g, "");
  return key;
}

/** Header keys with a trailing unit ('nominalrp', 'amountidr') also try the bare word. */
export function headerKeyVariants(header: string): string[] {
  const key = headerKey(header);
  const variants = [key];
  const bare = key.replace(/(rp|idr)$/, "");
  if (bare && bare !== key) variants.push(bare);
  return variants;
}

export function isBlankRecord(cells: readonly string[]): boolean {
  for (const cell of cells) if (cleanCell(cell) !== "") return false;
  return true;
}

/** Quote a value for the product's CSV files when it needs it (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvLine(values: readonly string[]): string {
  return values.map(csvField).join(",");
}

/** A number Excel wrote in scientific notation (`1.23457E+12`, `BCA - 2,02611E+15`): its last digits are gone. */
const EXCEL_SCIENTIFIC = /(?:^|[\s-])\d+(?:[.,]\d+)?E\+\d+(?:$|\s)/i;

/** Whether a cell holds a number Excel wrote in scientific notation; a look for the + first, since nearly no cell has one. */
export function isExcelScientific(text: string): boolean {
  return text.length >= 4 && text.indexOf("+") > 0 && EXCEL_SCIENTIFIC.test(text);
}
