import { csvLine } from "../parsers/text";
import type { StatementField } from "../parsers/columns";
import { findHeader, serialToWall, type GridCell, type Header, type SheetGrid } from "./convert-grid";

/**
 * A spreadsheet uploaded as delivered becomes the CSV text the upload parsers already read, so
 * one set of layouts (found by header text) serves CSV, .xlsx, .xls and HTML tables alike. The
 * sheet is written as it is, with two repairs the cells need: a header spread over merged cells
 * (or over two rows) becomes one column per field, with the data cells under it gathered into
 * it, and a date the worker left as Excel's day count is written as a date.
 */
export interface SheetCsv {
  csv: string;
  sheet: string;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** Excel keeps a time of day as a date on its day zero; the worker writes it so. */
const DAY_ZERO = /^(?:1899-12-3[01]|1900-01-00) (\d\d:\d\d:\d\d)$/;

function dateText(serial: number, monthFirst: boolean): string {
  const wall = serialToWall(serial);
  if (!wall || wall.year === null) return String(serial);
  // Excel read the bank's day as the month: the cell's month is the day the bank wrote
  const date = monthFirst ? `${pad(wall.month)}/${pad(wall.day)}/${wall.year}` : `${pad(wall.day)}/${pad(wall.month)}/${wall.year}`;
  return wall.hasTime ? `${date} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}` : date;
}

function cellText(cell: GridCell | undefined, isDate: boolean, monthFirst = false): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") {
    if (!Number.isFinite(cell)) return "";
    if (isDate) return dateText(cell, monthFirst);
    // two decimals at most, written with a point only: '1.234' would read as a thousand
    return Number.isInteger(cell) ? String(cell) : cell.toFixed(2);
  }
  if (typeof cell === "boolean") return cell ? "TRUE" : "FALSE";
  if (isDate && monthFirst) {
    const cellDate = DATE_CELL.exec(cell);
    if (cellDate) return `${cellDate[2]}/${cellDate[3]}/${cellDate[1]}${cellDate[4]}`;
  }
  return cell.replace(DAY_ZERO, "$1");
}

/** The header's columns: a merged header cell is one column covering its merge. */
function headerRanges(sheet: SheetGrid, header: Header, width: number): { from: number; to: number }[] {
  const ranges: { from: number; to: number }[] = [];
  // a header over two rows takes its columns from the lower row: 'Mutasi' merged over 'Debit | Kredit' is two columns
  const lowest = header.dataRow - 1;
  for (let column = 0; column < width; column++) {
    const merge = sheet.merges.find((m) => m.s.c === column && m.s.r <= lowest && m.e.r >= lowest);
    const to = merge ? Math.min(merge.e.c, width - 1) : column;
    ranges.push({ from: column, to });
    column = to;
  }
  return ranges;
}

function dateColumns(header: Header): Set<number> {
  const columns = new Set<number>();
  for (const field of ["date", "valueDate"] as const) {
    for (const range of header.fields.get(field) ?? []) for (let column = range.from; column <= range.to; column++) columns.add(column);
  }
  return columns;
}

/** A date cell as the worker writes it: `2026-05-11 10:15:30` (convert-worker.cjs). */
const DATE_CELL = /^(\d{4})-(\d{2})-(\d{2})((?: \d{2}:\d{2}:\d{2})?)$/;
/** A date the bank wrote as text: `13/11/2026 09:00:00`, day first or month first. */
const TEXT_DATE = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}\b/;

/**
 * Excel set to US dates read the bank's `05/11/2026` as 11 May and kept it as a date, and left
 * `13/11/2026`, no month 13, as text: a date column mixing date cells with text dates whose first
 * number passes 12 (and none whose second does) was written day first, and its date cells hold the
 * bank's day as their month (a clean-room audit: a line of 5 Nov stored on 11 May).
 */
function excelReadDayAsMonth(sheet: SheetGrid, dataRow: number, dates: ReadonlySet<number>): boolean {
  let dayFirst = false;
  // Excel's date cells: numbers, or as the worker writes a formatted one, ISO text
  let serials = false;
  for (let row = dataRow; row < sheet.rowCount; row++) {
    const cells = sheet.row(row);
    for (const column of dates) {
      const cell = cells[column];
      if (typeof cell === "number") serials = true;
      else if (typeof cell === "string" && DATE_CELL.test(cell)) serials = true;
      else if (typeof cell === "string") {
        const found = TEXT_DATE.exec(cell);
        if (!found) continue;
        if (Number(found[2]) > 12) return false;
        if (Number(found[1]) > 12) dayFirst = true;
      }
    }
  }
  return dayFirst && serials;
}

function isEmptySheet(sheet: SheetGrid): boolean {
  for (let row = 0; row < Math.min(sheet.rowCount, 200); row++) {
    if (sheet.row(row).some((cell) => cell !== null && cell !== "")) return false;
  }
  return true;
}

function writeSheet(sheet: SheetGrid, header: Header | null): string {
  const lines: string[] = [];
  const plain = (row: GridCell[], dates: Set<number>) => row.map((cell, column) => cellText(cell, dates.has(column)));
  if (!header) {
    for (let row = 0; row < sheet.rowCount; row++) lines.push(csvLine(plain(sheet.row(row), new Set())));
    return lines.join("\r\n");
  }
  for (let row = 0; row < header.row; row++) lines.push(csvLine(plain(sheet.row(row), new Set())));
  const top = sheet.row(header.row);
  const second = header.dataRow > header.row + 1 ? sheet.row(header.row + 1) : [];
  const ranges = headerRanges(sheet, header, Math.max(top.length, second.length));
  const dates = dateColumns(header);
  const monthFirst = excelReadDayAsMonth(sheet, header.dataRow, dates);
  const gather = (row: GridCell[], join: boolean) => {
    const out = ranges.map(({ from, to }) => {
      const parts: string[] = [];
      for (let column = from; column <= to; column++) {
        const text = cellText(row[column], dates.has(column), monthFirst).trim();
        if (text && !join) return text;
        if (text) parts.push(text);
      }
      return parts.join(" ");
    });
    // cells past the header are kept: the parser names a row that has more columns than its header
    const last = ranges.length ? ranges[ranges.length - 1].to : -1;
    for (let column = last + 1; column < row.length; column++) out.push(cellText(row[column], false));
    return out;
  };
  const below = gather(second, true);
  const headerCells = gather(top, true).map((text, index) => [text, below[index] ?? ""].filter(Boolean).join(" "));
  lines.push(csvLine(headerCells));
  for (let row = header.dataRow; row < sheet.rowCount; row++) lines.push(csvLine(gather(sheet.row(row), false)));
  return lines.join("\r\n");
}

/** A header that says who or what each line is: a day's totals (`Tanggal | Kredit | Debit`) names nobody. */
const LINE_TEXT: readonly StatementField[] = ["description", "senderName", "reference", "accountNo", "descriptionAlt", "username"];
const namesItsLines = (header: Header) => LINE_TEXT.some((field) => header.fields.has(field));

/**
 * The CSV of the first sheet with a statement header whose lines say what they are, else of the
 * first with any statement header (a clean-room audit: a daily summary on the first sheet was
 * stored as lines, and an unpaid ticket approved on a day's total), else of the first sheet with
 * anything in it.
 */
export function sheetsToCsv(sheets: readonly SheetGrid[]): SheetCsv | null {
  let fallback: SheetCsv | null = null;
  for (const sheet of sheets) {
    const header = findHeader(sheet, null);
    if (!header) continue;
    if (namesItsLines(header)) return { csv: `${writeSheet(sheet, header)}\r\n`, sheet: sheet.name };
    fallback ??= { csv: `${writeSheet(sheet, header)}\r\n`, sheet: sheet.name };
  }
  if (fallback) return fallback;
  const sheet = sheets.find((candidate) => !isEmptySheet(candidate));
  return sheet ? { csv: `${writeSheet(sheet, null)}\r\n`, sheet: sheet.name } : null;
}
