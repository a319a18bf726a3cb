import { formatViewTime } from "../review/view-display";
import { LEDGERS, type FieldType, type LedgerKey } from "../review/ledgers";
import { toCents } from "../money";
import { formatSpecDate } from "../spec-date";
import type { CellValue } from "./cells";

/**
 * The columns of each export: the ledger's screen columns in the screen's order (spec section 2),
 * without the checkbox and Action columns, plus the machine's match note. Values are the
 * stored values, not the screen's formatting: amounts are numbers (rupiah, cents as decimals),
 * business dates '05-Jan-2025' and times '05-Jan-2025 10:15:30' in Jakarta (exports pad the
 * day, spec section 5), empty cells for missing values (never '-').
 */

export const MATCH_NOTE_COLUMN = "Match Note";
export const MARK_COLUMN = "Tanda";
export const MARK_NOTE_COLUMN = "Catatan Tanda";

type Row = Record<string, unknown>;
type Getter = (row: Row) => CellValue;

export interface ExportColumn {
  header: string;
  value: Getter;
  /** width in characters in the .xlsx */
  width: number;
}

const text =
  (field: string): Getter =>
  (row) => {
    const value = row[field];
    if (value === null || value === undefined) return null;
    const string = String(value);
    return string === "" ? null : string;
  };

const amount =
  (field: string): Getter =>
  (row) => {
    const value = row[field];
    if (value === null || value === undefined || value === "") return null;
    return toCents(value as number | string) / 100;
  };

const time =
  (field: string): Getter =>
  (row) => {
    const shown = formatViewTime(row[field], true);
    return shown === "-" ? null : shown;
  };

const day =
  (field: string): Getter =>
  (row) =>
    row[field] ? formatSpecDate(String(row[field]), { padDay: true }) : null;

const status =
  (field: string): Getter =>
  (row) =>
    row[field] === true || row[field] === 1 || row[field] === "1" ? "Approved" : "Pending";

const WIDE = new Set(["Ket", "Fullname", "Bo Desc", "Bo Reason", "Remarks", "Corporate Bank", "Player Bank Name", "Mutasi Website", MATCH_NOTE_COLUMN]);

function widthOf(header: string): number {
  if (header === MATCH_NOTE_COLUMN) return 50;
  if (header === "Ket") return 40;
  if (WIDE.has(header)) return 26;
  if (/Date|Bank Statement/.test(header)) return 20;
  return Math.max(12, header.length + 4);
}

const GETTERS: Record<FieldType, (field: string) => Getter> = { plain: text, money: amount, time, day, bool: status };

/**
 * No, Status, Ket, the table's text columns, Match Note, and for statement lines Tanda and Catatan Tanda. 'No' and 'Match Note' are filled by the
 * exporter (running number, link notes); the others read the row.
 */
export function exportColumns(kind: LedgerKey): { headers: string[]; widths: number[]; cells: Getter[]; tail: Getter[] } {
  const ledger = LEDGERS[kind];
  const middle = ledger.columns.map(
    (column) => ({ header: column.label, value: GETTERS[column.type](column.field), width: widthOf(column.label) }) satisfies ExportColumn,
  );
  const columns: ExportColumn[] = [
    { header: "Status", value: status(ledger.approved), width: 11 },
    { header: "Ket", value: text(ledger.note), width: widthOf("Ket") },
    ...middle,
  ];
  // a statement line that is not a player's money names its mark, so the file counts them apart (issue 14)
  const tail: ExportColumn[] =
    ledger.side === "mutasi"
      ? [
          { header: MARK_COLUMN, value: text(ledger.mark), width: 22 },
          { header: MARK_NOTE_COLUMN, value: text(ledger.markNote), width: widthOf("Ket") },
        ]
      : [];
  return {
    headers: ["No", ...columns.map((column) => column.header), MATCH_NOTE_COLUMN, ...tail.map((column) => column.header)],
    widths: [7, ...columns.map((column) => column.width), widthOf(MATCH_NOTE_COLUMN), ...tail.map((column) => column.width)],
    cells: columns.map((column) => column.value),
    tail: tail.map((column) => column.value),
  };
}
