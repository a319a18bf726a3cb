import { ValidationError } from "~/services/errors";
import { utcClock } from "~/services/jakarta-time";
import { parseAmountCell, parseDirectionCell } from "../parsers/amounts";
import { STATEMENT_COLUMNS, type StatementField } from "../parsers/columns";
import type { ConvertChoice } from "./convert-banks";
import { CONVERT_FAILED_MESSAGE } from "../messages";
import { parseWallTime, type WallTime } from "../parsers/dates";
import { cleanCell, csvLine } from "../parsers/text";
import type { Direction } from "../parsers/types";

/**
 * Turning the cells of a bank's Excel statement into our upload template's CSV. Columns are found
 * by their header text, wherever it sits (bank sheets start with a metadata block and spread
 * headers over merged cells), never by position. Runs in the main thread on the plain values
 * the worker extracted, one row at a time: a sheet of 100k rows is never held as cells.
 */
export type GridCell = string | number | boolean | null;

type Merge = { s: { r: number; c: number }; e: { r: number; c: number } };

/** A sheet as the worker sends it: its rows as lines of JSON arrays, one flat string. */
export interface SheetData {
  name: string;
  rows: string;
  merges: Merge[];
}

/** A sheet's rows, each read from its line when asked for. */
export class SheetGrid {
  readonly name: string;
  readonly merges: Merge[];
  readonly rowCount: number;
  private readonly text: string;
  /** where each row's line starts in `text`, and one past the last */
  private readonly starts: Float64Array;

  constructor(data: SheetData) {
    this.name = data.name;
    this.merges = data.merges;
    this.text = data.rows;
    const starts = [0];
    if (this.text.length > 0) {
      for (let at = this.text.indexOf("\n"); at >= 0; at = this.text.indexOf("\n", at + 1)) starts.push(at + 1);
      starts.push(this.text.length + 1);
    }
    this.starts = Float64Array.from(starts);
    this.rowCount = starts.length - 1;
  }

  row(index: number): GridCell[] {
    if (index < 0 || index >= this.rowCount) return [];
    return JSON.parse(this.text.slice(this.starts[index], this.starts[index + 1] - 1)) as GridCell[];
  }
}

export const CONVERT_FAILED = CONVERT_FAILED_MESSAGE;

export function conversionError(reason: string): ValidationError {
  return new ValidationError(`${CONVERT_FAILED} ${reason}`);
}

const HEADER_SEARCH_ROWS = 200;
const SUMMARY = /saldo|total|opening|closing|balance|jumlah|summary|ringkasan|periode|period|mutasi|count|rekap/i;

export interface Header {
  row: number;
  /** first data row */
  dataRow: number;
  /** columns (merge ranges) of each field */
  fields: Map<StatementField, { from: number; to: number }[]>;
}

function cellText(cell: GridCell | undefined): string {
  if (cell === null || cell === undefined) return "";
  return cleanCell(String(cell));
}

function mergeEnd(sheet: SheetGrid, row: number, column: number): number {
  for (const merge of sheet.merges) {
    if (merge.s.c === column && merge.s.r <= row && merge.e.r >= row) return merge.e.c;
  }
  return column;
}

/** a QRIS report must also name its reference column; null: any statement header */
function requiredFields(choice: Pick<ConvertChoice, "key"> | null): StatementField[][] {
  const amount: StatementField[][] = [["date", "amount"], ["date", "debit"], ["date", "credit"]];
  return choice?.key === "qris" ? amount.map((set) => [...set, "reference"]) : amount;
}

function headerAt(sheet: SheetGrid, row: number, texts: string[], dataRow: number, choice: Pick<ConvertChoice, "key"> | null): Header | null {
  const mapped = STATEMENT_COLUMNS.map(texts);
  if (!requiredFields(choice).some((set) => set.every((field) => mapped.has(field)))) return null;
  const fields = new Map<StatementField, { from: number; to: number }[]>();
  for (const [field, matches] of mapped) {
    fields.set(field, matches.map((match) => ({ from: match.index, to: mergeEnd(sheet, dataRow - 1, match.index) })));
  }
  return { row, dataRow, fields };
}

/** The first row (or pair of rows) naming a date and an amount column; null when the sheet has none. */
export function findHeader(sheet: SheetGrid, choice: Pick<ConvertChoice, "key"> | null): Header | null {
  const limit = Math.min(sheet.rowCount, HEADER_SEARCH_ROWS);
  for (let row = 0; row < limit; row++) {
    const texts = sheet.row(row).map(cellText);
    if (texts.filter(Boolean).length < 2) continue;
    const single = headerAt(sheet, row, texts, row + 1, choice);
    // a header written over two rows ('Posting' above 'Date'), or a group over its columns ('Mutasi'
    // over 'Debit | Kredit': a clean-room audit's second row was read as a line, and the file refused)
    const next = sheet.row(row + 1).map(cellText);
    const width = Math.max(texts.length, next.length);
    const joined = Array.from({ length: width }, (_, index) => [texts[index] ?? "", next[index] ?? ""].filter(Boolean).join(" "));
    const double = headerAt(sheet, row, joined, row + 2, choice);
    if (single && double && [...double.fields.keys()].some((field) => !single.fields.has(field)) && next.every((text) => !text || !/\d/.test(text))) return double;
    if (single) return single;
    if (double) return double;
  }
  return null;
}

/** Excel's day count (1900 system) as a wall time, for a date cell the worker left as a number. */
export function serialToWall(serial: number): WallTime | null {
  if (serial < 1 || serial > 2_958_465) return null;
  const milliseconds = Math.round((serial - 25569) * 86_400_000);
  return {
    ...utcClock(new Date(milliseconds)),
    offsetMinutes: null,
    hasTime: milliseconds % 86_400_000 !== 0,
  };
}

function readWall(cell: GridCell | undefined): WallTime | null {
  if (typeof cell === "number") return serialToWall(cell);
  const text = cellText(cell);
  return text ? parseWallTime(text) : null;
}

/** Cents of an amount cell; undefined when empty, null when unreadable. */
function readCents(cell: GridCell | undefined): { cents: number; direction: Direction | null } | undefined | null {
  if (cell === null || cell === undefined || cell === "") return undefined;
  if (typeof cell === "number") return Number.isFinite(cell) ? { cents: Math.round(cell * 100), direction: null } : null;
  const parsed = parseAmountCell(String(cell));
  if (parsed.kind === "empty") return undefined;
  if (parsed.kind === "invalid") return null;
  return { cents: parsed.cents, direction: parsed.direction };
}

const pad = (value: number) => String(value).padStart(2, "0");

function formatWall(wall: WallTime & { year: number }, time: string): string {
  const date = `${pad(wall.day)}/${pad(wall.month)}/${wall.year}`;
  if (wall.hasTime) return `${date} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
  return time ? `${date} ${time}` : date;
}

export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${pad(abs % 100)}`;
}

/** Text a spreadsheet would run as a formula gets Excel's text marker, which the upload strips again. */
function safeText(text: string): string {
  return /^[=+@\t\r]/.test(text) || /^-[^\d.,]/.test(text) ? `'${text}` : text;
}

interface Line {
  when: string;
  description: string;
  reference: string;
  branch: string;
  senderName: string;
  wallet: string;
  status: string;
  cents: number;
  direction: Direction;
  balance: number | null;
  fee: number | null;
}

/** The sheet's transaction lines in order; a line is handed out once the next has begun (its description may wrap). */
function* readLines(sheet: SheetGrid, header: Header, choice: ConvertChoice): Generator<Line> {
  let previous: Line | null = null;
  const value = (row: GridCell[], field: StatementField): GridCell => {
    for (const range of header.fields.get(field) ?? []) {
      for (let column = range.from; column <= range.to; column++) {
        const cell = row[column];
        if (cell !== null && cell !== undefined && cellText(cell) !== "") return cell;
      }
    }
    return null;
  };
  const texts = (row: GridCell[], field: StatementField): string => {
    const parts: string[] = [];
    for (const range of header.fields.get(field) ?? []) {
      for (let column = range.from; column <= range.to; column++) {
        const text = cellText(row[column]);
        if (text) {
          parts.push(text);
          break;
        }
      }
    }
    return parts.join(" ").replace(/\s+/g, " ").trim();
  };

  for (let index = header.dataRow; index < sheet.rowCount; index++) {
    const row = sheet.row(index);
    if (row.every((cell) => cellText(cell) === "")) continue;
    const excelRow = index + 1;
    const dateCell = value(row, "date");
    const wall = readWall(dateCell);
    const amounts = (["amount", "debit", "credit"] as const).map((field) => readCents(value(row, field)));
    const hasAmount = amounts.some((amount) => amount !== undefined && amount !== null && amount.cents !== 0);
    const description = texts(row, "description");

    if (!wall || wall.year === null) {
      if (!cellText(dateCell) && !hasAmount && description && previous) {
        // a long description wrapped onto the next row
        previous.description = `${previous.description} ${description}`.trim();
        continue;
      }
      if (!hasAmount || row.some((cell) => typeof cell === "string" && SUMMARY.test(cell))) continue;
      throw conversionError(`Tanggal tidak valid di baris ${excelRow} sheet "${sheet.name}": "${cellText(dateCell)}".`);
    }

    const [amount, debit, credit] = amounts;
    if (amount === null || debit === null || credit === null) {
      throw conversionError(`Nominal tidak valid di baris ${excelRow} sheet "${sheet.name}".`);
    }
    const stated = parseDirectionCell(cellText(value(row, "direction")));
    let cents: number;
    let direction: Direction;
    if (debit && debit.cents !== 0) {
      cents = Math.abs(debit.cents);
      direction = "DB";
    } else if (credit && credit.cents !== 0) {
      cents = Math.abs(credit.cents);
      direction = "CR";
    } else if (amount) {
      cents = Math.abs(amount.cents);
      const fromSign: Direction | null = amount.cents < 0 ? "DB" : null;
      const resolved = (stated === "invalid" ? null : stated) ?? amount.direction ?? fromSign ?? (choice.key === "qris" ? "CR" : null);
      if (!resolved) throw conversionError(`Arah transaksi (Db/Cr) tidak ada di baris ${excelRow} sheet "${sheet.name}".`);
      direction = resolved;
    } else {
      continue; // a zero line: nothing moved
    }
    const balance = readCents(value(row, "balance"));
    const fee = readCents(value(row, "fee"));
    if (previous) yield previous;
    previous = {
      when: formatWall({ ...wall, year: wall.year }, texts(row, "time")),
      description,
      reference: texts(row, "reference"),
      branch: texts(row, "branch"),
      senderName: texts(row, "senderName"),
      wallet: texts(row, "wallet"),
      status: texts(row, "status"),
      cents,
      direction,
      balance: balance ? balance.cents * (balance.direction === "DB" ? -1 : 1) : null,
      fee: fee ? fee.cents : null,
    };
  }
  if (previous) yield previous;
}

/** The line's free text, written only after safeText has defused it for a spreadsheet. */
const FREE_TEXT = ["description", "reference", "senderName", "wallet", "status"] as const;
const isFreeText = (field: StatementField | undefined): field is (typeof FREE_TEXT)[number] => (FREE_TEXT as readonly unknown[]).includes(field);

function outputValue(line: Line, field: StatementField | undefined, example: string): string {
  if (isFreeText(field)) return safeText(line[field]);
  switch (field) {
    case "date":
      return line.when;
    case "branch":
      return line.branch;
    case "amount":
      return formatCents(line.cents);
    case "debit":
      return line.direction === "DB" ? formatCents(line.cents) : "0.00";
    case "credit":
      return line.direction === "CR" ? formatCents(line.cents) : "0.00";
    case "direction":
      return example.length === 1 ? line.direction[0] : line.direction;
    case "balance":
      return line.balance === null ? "" : formatCents(line.balance);
    case "fee":
      return line.fee === null ? "" : formatCents(line.fee);
    default:
      return "";
  }
}

/** The CSV of the choice's upload template, from the first sheet with a recognisable header. */
export function gridToTemplateCsv(choice: ConvertChoice, sheets: readonly SheetGrid[]): { csv: string; rowCount: number; sheet: string } {
  for (const sheet of sheets) {
    const header = findHeader(sheet, choice);
    if (!header) continue;
    const template = choice.output.template!;
    const fields = template.columns.map((column) => choice.output.columns.lookup(column.header)?.field);
    const out = [csvLine(template.columns.map((column) => column.header))];
    for (const line of readLines(sheet, header, choice)) {
      out.push(csvLine(template.columns.map((column, index) => outputValue(line, fields[index], column.example))));
    }
    if (out.length === 1) throw conversionError(`Tidak ada baris transaksi di sheet "${sheet.name}".`);
    return { csv: `${out.join("\r\n")}\r\n`, rowCount: out.length - 1, sheet: sheet.name };
  }
  throw conversionError(`Judul kolom mutasi ${choice.label} tidak ditemukan (Tanggal, Keterangan, Debit/Kredit atau Nominal).`);
}
