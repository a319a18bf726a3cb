import { formatViewTime, BO_DEPOSIT_TEXT_COLUMNS, BO_WITHDRAW_TEXT_COLUMNS, MUTASI_TEXT_COLUMNS } from "../review/view-display";
import { toCents } from "../money";
import { formatSpecDate } from "../spec-date";
import type { ViewKind } from "../review/views.server";
import type { CellValue } from "./cells";

/**
 * The columns of each export: the screen table's columns in the screen's order (spec section 2),
 * without the checkbox and Action columns, plus the machine's match note. Values are the
 * stored values, not the screen's formatting: amounts are numbers (rupiah, cents as decimals),
 * business dates '05-Jan-2025' and times '05-Jan-2025 10:15:30' in Jakarta (exports pad the
 * day, spec section 5), empty cells for missing values (never '-').
 */

export const MATCH_NOTE_COLUMN = "Match Note";

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

/** The fields behind each screen column, per table (view-display.ts shows the same fields). */
const FIELDS: Record<ViewKind, { leading: Record<"Status" | "Ket", Getter>; cells: Record<string, Getter> }> = {
  "bo-deposit": {
    leading: { Status: status("bo_approve"), Ket: text("ket_app") },
    cells: {
      "Ticket No": text("ticket_no"),
      "Req Date": time("req_date"),
      "App Date": time("app_date"),
      "Bank Statement": day("bank_statement_date"),
      Username: text("user_name"),
      Fullname: text("full_name"),
      "Payment Type": text("payment_type"),
      "Depo Amount": amount("depo_amount"),
      "Admin Fee": amount("admin_fee"),
      "Agent Fee": amount("agent_fee"),
      "Player Fee": amount("player_fee"),
      "Nett Amount": amount("nett_amount"),
      "Player Bank": text("player_bank"),
      "Corporate Bank": text("corporate_bank"),
      "Bo Desc": text("bo_desc"),
      "Bo Ref": text("bo_ref"),
      "Bo Status": text("bo_status"),
      "Bo Reason": text("bo_reason"),
      "Bo Handler": text("bo_handler"),
      "Bo Website": text("bo_website"),
      "Player Ref": text("player_ref"),
      "Player Own Ref": text("player_own_ref"),
    },
  },
  "bo-withdraw": {
    leading: { Status: status("wd_bo_approve"), Ket: text("wd_ket_app") },
    cells: {
      Amount: amount("wd_amount"),
      "Ticket No": text("wd_ticket_no"),
      "App Date": time("wd_app_date"),
      "Mutasi Brand": text("wd_brand"),
      // spec section 2: the screen feeds these two from the fullname and player-bank fields;
      // the export reads as the screen does
      "Player Bank Name": text("wd_fullname"),
      "Player Number": text("wd_player_bank"),
      "Mutasi Amount": amount("wd_nett_amount"),
      "Corporate Bank": text("wd_corp_bank"),
      Username: text("wd_username"),
      Fullname: text("wd_fullname"),
      Website: text("wd_website"),
      Remarks: text("wd_remarks"),
      "WD Status": text("wd_status"),
      Handler: text("wd_handler"),
      "Ref Code": text("wd_ref_code"),
      "Own Ref": text("wd_own_ref_code"),
      "Last Balance": amount("wd_last_balance"),
    },
  },
  "mutasi-deposit": {
    leading: { Status: status("mutasi_app"), Ket: text("mutasi_ketapp") },
    cells: {
      "Mutasi Amount": amount("mutasi_amount"),
      "Ticket No": text("mutasi_ticket"),
      "App Date": time("mutasi_app_date"),
      "Player Bank Name": text("mutasi_player_bank_name"),
      "Corporate Bank": text("mutasi_corporate_bank"),
      // spec: in the deposit table this column shows the transaction id
      "Mutasi Website": text("mutasi_transaction_id"),
    },
  },
  "mutasi-withdraw": {
    leading: { Status: status("mutasiwd_app"), Ket: text("mutasiwd_ketapp") },
    cells: {
      "Mutasi Amount": amount("mutasiwd_amount"),
      "Ticket No": text("mutasiwd_ticket"),
      "App Date": time("mutasiwd_app_date"),
      "Player Bank Name": text("mutasiwd_player_bank_name"),
      "Corporate Bank": text("mutasiwd_corporate_bank"),
      "Mutasi Website": text("mutasiwd_website"),
    },
  },
};

const SCREEN_TEXT_COLUMNS: Record<ViewKind, readonly string[]> = {
  "bo-deposit": BO_DEPOSIT_TEXT_COLUMNS,
  "bo-withdraw": BO_WITHDRAW_TEXT_COLUMNS,
  "mutasi-deposit": MUTASI_TEXT_COLUMNS,
  "mutasi-withdraw": MUTASI_TEXT_COLUMNS,
};

/**
 * No, Status, Ket, the table's text columns, Match Note. 'No' and 'Match Note' are filled by the
 * exporter (running number, link notes); the others read the row.
 */
export function exportColumns(kind: ViewKind): { headers: string[]; widths: number[]; cells: Getter[] } {
  const fields = FIELDS[kind];
  const middle = SCREEN_TEXT_COLUMNS[kind].map((header) => {
    const getter = fields.cells[header];
    if (!getter) throw new Error(`no export field for column ${header} of ${kind}`);
    return { header, value: getter, width: widthOf(header) } satisfies ExportColumn;
  });
  const columns: ExportColumn[] = [
    { header: "Status", value: fields.leading.Status, width: 11 },
    { header: "Ket", value: fields.leading.Ket, width: widthOf("Ket") },
    ...middle,
  ];
  return {
    headers: ["No", ...columns.map((column) => column.header), MATCH_NOTE_COLUMN],
    widths: [7, ...columns.map((column) => column.width), widthOf(MATCH_NOTE_COLUMN)],
    cells: columns.map((column) => column.value),
  };
}
