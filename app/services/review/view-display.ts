import type { CandidateView } from "./approvals.server";
import { jakartaDate, jakartaParts } from "../jakarta-time";
import { formatRupiah, toCents } from "../money";
import { formatSpecDate } from "../spec-date";

/**
 * Rows of View BO and View Mutasi as the screens show them, shaped on the server so the page
 * ships text, not formatting code: money in Indonesian format, business dates as '5-Jan-2025'
 * (BO) or '05-Jan-2025' (mutasi), times in Jakarta.
 */

export const BO_DEPOSIT_TEXT_COLUMNS = [
  "Ticket No",
  "Req Date",
  "App Date",
  "Bank Statement",
  "Username",
  "Fullname",
  "Payment Type",
  "Depo Amount",
  "Admin Fee",
  "Agent Fee",
  "Player Fee",
  "Nett Amount",
  "Player Bank",
  "Corporate Bank",
  "Bo Desc",
  "Bo Ref",
  "Bo Status",
  "Bo Reason",
  "Bo Handler",
  "Bo Website",
  "Player Ref",
  "Player Own Ref",
] as const;

export const BO_WITHDRAW_TEXT_COLUMNS = [
  "Amount",
  "Ticket No",
  "App Date",
  "Mutasi Brand",
  "Player Bank Name",
  "Player Number",
  "Mutasi Amount",
  "Corporate Bank",
  "Username",
  "Fullname",
  "Website",
  "Remarks",
  "WD Status",
  "Handler",
  "Ref Code",
  "Own Ref",
  "Last Balance",
] as const;

export const MUTASI_TEXT_COLUMNS = [
  "Mutasi Amount",
  "Ticket No",
  "App Date",
  "Player Bank Name",
  "Corporate Bank",
  "Mutasi Website",
] as const;

export interface BoDisplayRow {
  id: number;
  /** running number over the whole result: (page - 1) * 100 + 1 ... */
  no: number;
  approved: boolean;
  /** pending and inside the edit window: may be selected, edited, deleted */
  editable: boolean;
  matchState: string;
  ket: string;
  /** the amount as digits of whole rupiah, shown as the edit box's placeholder */
  amountDigits: string;
  /** the amount the edit box previews its change against */
  amountCents: number;
  username: string;
  cells: Record<string, string>;
  candidates: CandidateView[];
}

export interface MutasiDisplayRow {
  id: number;
  no: number;
  approved: boolean;
  ket: string;
  cells: Record<string, string>;
}

const text = (value: unknown) => (value === null || value === undefined || value === "" ? "-" : String(value));
const money = (value: unknown) => (value === null || value === undefined || value === "" ? "-" : formatRupiah(toCents(value as number | string)));
const pad = (value: number) => String(value).padStart(2, "0");

/** A timestamp in Jakarta: '5-Jan-2025 10:15:30' (BO) or '05-Jan-2025 10:15:30' (mutasi). */
export function formatViewTime(value: unknown, padDay: boolean): string {
  if (value === null || value === undefined || value === "") return "-";
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return "-";
  const { hour, minute, second } = jakartaParts(date);
  return `${formatSpecDate(jakartaDate(date), { padDay })} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

function amountDigits(value: unknown): string {
  const cents = toCents(value as number | string);
  return String(Math.trunc(cents / 100));
}

export function boDepositDisplayRow(
  row: Record<string, unknown>,
  context: { no: number; editWindow: boolean; candidates: CandidateView[] },
): BoDisplayRow {
  const approved = Boolean(row.bo_approve);
  return {
    id: Number(row.bo_id),
    no: context.no,
    approved,
    editable: !approved && context.editWindow,
    matchState: String(row.bo_match_state ?? "none"),
    ket: row.ket_app ? String(row.ket_app) : "",
    amountDigits: amountDigits(row.depo_amount),
    amountCents: toCents(row.depo_amount as number | string),
    username: text(row.user_name),
    candidates: context.candidates,
    cells: {
      "Ticket No": text(row.ticket_no),
      "Req Date": formatViewTime(row.req_date, false),
      "App Date": formatViewTime(row.app_date, false),
      "Bank Statement": row.bank_statement_date ? formatSpecDate(String(row.bank_statement_date), { padDay: false }) : "-",
      Username: text(row.user_name),
      Fullname: text(row.full_name),
      "Payment Type": text(row.payment_type),
      "Depo Amount": money(row.depo_amount),
      "Admin Fee": money(row.admin_fee),
      "Agent Fee": money(row.agent_fee),
      "Player Fee": money(row.player_fee),
      "Nett Amount": money(row.nett_amount),
      "Player Bank": text(row.player_bank),
      "Corporate Bank": text(row.corporate_bank),
      "Bo Desc": text(row.bo_desc),
      "Bo Ref": text(row.bo_ref),
      "Bo Status": text(row.bo_status),
      "Bo Reason": text(row.bo_reason),
      "Bo Handler": text(row.bo_handler),
      "Bo Website": text(row.bo_website),
      "Player Ref": text(row.player_ref),
      "Player Own Ref": text(row.player_own_ref),
    },
  };
}

export function boWithdrawDisplayRow(
  row: Record<string, unknown>,
  context: { no: number; editWindow: boolean; candidates: CandidateView[] },
): BoDisplayRow {
  const approved = Boolean(row.wd_bo_approve);
  return {
    id: Number(row.wd_bo_id),
    no: context.no,
    approved,
    editable: !approved && context.editWindow,
    matchState: String(row.wd_match_state ?? "none"),
    ket: row.wd_ket_app ? String(row.wd_ket_app) : "",
    amountDigits: amountDigits(row.wd_amount),
    amountCents: toCents(row.wd_amount as number | string),
    username: text(row.wd_username),
    candidates: context.candidates,
    cells: {
      Amount: money(row.wd_amount),
      "Ticket No": text(row.wd_ticket_no),
      "App Date": formatViewTime(row.wd_app_date, false),
      "Mutasi Brand": text(row.wd_brand),
      // the original client feeds these two columns from the fullname and player-bank fields;
      // reproduced on purpose so the screen reads as it always did (spec section 2)
      "Player Bank Name": text(row.wd_fullname),
      "Player Number": text(row.wd_player_bank),
      "Mutasi Amount": money(row.wd_nett_amount),
      "Corporate Bank": text(row.wd_corp_bank),
      Username: text(row.wd_username),
      Fullname: text(row.wd_fullname),
      Website: text(row.wd_website),
      Remarks: text(row.wd_remarks),
      "WD Status": text(row.wd_status),
      Handler: text(row.wd_handler),
      "Ref Code": text(row.wd_ref_code),
      "Own Ref": text(row.wd_own_ref_code),
      "Last Balance": money(row.wd_last_balance),
    },
  };
}

export function mutasiDepositDisplayRow(row: Record<string, unknown>, no: number): MutasiDisplayRow {
  return {
    id: Number(row.mutasi_id),
    no,
    approved: Boolean(row.mutasi_app),
    ket: row.mutasi_ketapp ? String(row.mutasi_ketapp) : "",
    cells: {
      "Mutasi Amount": money(row.mutasi_amount),
      "Ticket No": text(row.mutasi_ticket),
      "App Date": formatViewTime(row.mutasi_app_date, true),
      "Player Bank Name": text(row.mutasi_player_bank_name),
      "Corporate Bank": text(row.mutasi_corporate_bank),
      // spec: in the deposit table this column shows the transaction id
      "Mutasi Website": text(row.mutasi_transaction_id),
    },
  };
}

export function mutasiWithdrawDisplayRow(row: Record<string, unknown>, no: number): MutasiDisplayRow {
  return {
    id: Number(row.mutasiwd_id),
    no,
    approved: Boolean(row.mutasiwd_app),
    ket: row.mutasiwd_ketapp ? String(row.mutasiwd_ketapp) : "",
    cells: {
      "Mutasi Amount": money(row.mutasiwd_amount),
      "Ticket No": text(row.mutasiwd_ticket),
      "App Date": formatViewTime(row.mutasiwd_app_date, true),
      "Player Bank Name": text(row.mutasiwd_player_bank_name),
      "Corporate Bank": text(row.mutasiwd_corporate_bank),
      "Mutasi Website": text(row.mutasiwd_website),
    },
  };
}
