/**
 * Cell values of an export and the one rule every export format applies to them
 * (DESIGN.md "Uploads": exports neutralise spreadsheet formulas).
 */

/** A text cell, a number (amounts: rupiah, cents as decimals) or an empty cell. */
export type CellValue = string | number | null;

/** Text a spreadsheet would read as a formula (or a DDE payload): = + - @, tab or CR first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell that starts with = + - @, tab or CR gets a single quote in front, so Excel,
 * LibreOffice and Sheets show it as text and never evaluate it. Numbers are not text: a
 * negative amount stays a number.
 */
export function neutraliseText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
