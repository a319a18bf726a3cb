import type { UploadBatch } from "~/models/models.server";
import { centsToDecimal } from "../../money";
import { AUTOMATIC_MARK_NOTE } from "../../review/messages";
import type { BoDepositRow, BoWithdrawRow, StatementRow } from "../parsers/index.server";

/**
 * Parsed rows as value arrays for bulkInsert, column by column; the upload's state columns start
 * pending. Money from integer cents: a whole rupiah amount (nearly all of them) as an integer,
 * which is what SQLite stores for "50000.00" anyway and binds without converting text; any other
 * as exact DECIMAL text, never a float.
 */
const money = (cents: number | null) => (cents === null ? null : cents % 100 === 0 ? cents / 100 : centsToDecimal(cents));

export const boDepositColumns = [
  "bo_batch_id", "bo_approve", "ket_app", "depo_amount", "depo_original_amount", "ticket_no", "req_date", "app_date",
  "bank_statement_date", "user_name", "full_name", "payment_type", "admin_fee", "agent_fee", "player_fee", "nett_amount",
  "player_bank", "corporate_bank", "bo_desc", "bo_ref", "bo_status", "bo_reason", "bo_handler", "bo_website", "player_ref",
  "player_own_ref", "bo_approved_by", "bo_match_state",
];

export function boDepositValues(row: BoDepositRow, batchId: number): unknown[] {
  return [
    batchId, false, null, money(row.depo_amount), money(row.depo_amount), row.ticket_no, row.req_date, row.app_date,
    row.bank_statement_date, row.user_name, row.full_name, row.payment_type, money(row.admin_fee), money(row.agent_fee),
    money(row.player_fee), money(row.nett_amount), row.player_bank, row.corporate_bank, row.bo_desc, row.bo_ref, row.bo_status,
    row.bo_reason, row.bo_handler, row.bo_website, row.player_ref, row.player_own_ref, null, "none",
  ];
}

export const boWithdrawColumns = [
  "wd_batch_id", "wd_bo_approve", "wd_ket_app", "wd_amount", "wd_original_amount", "wd_ticket_no", "wd_req_date", "wd_app_date",
  "wd_bank_date", "wd_brand", "wd_fullname", "wd_player_bank", "wd_player_no", "wd_nett_amount", "wd_corp_bank", "wd_username",
  "wd_website", "wd_remarks", "wd_status", "wd_handler", "wd_ref_code", "wd_own_ref_code", "wd_last_balance", "wd_approved_by",
  "wd_match_state",
];

export function boWithdrawValues(row: BoWithdrawRow, batchId: number): unknown[] {
  return [
    batchId, false, null, money(row.wd_amount), money(row.wd_amount), row.wd_ticket_no, row.wd_req_date, row.wd_app_date,
    row.wd_bank_date, row.wd_brand, row.wd_fullname, row.wd_player_bank, row.wd_player_no, money(row.wd_nett_amount),
    row.wd_corp_bank, row.wd_username, row.wd_website, row.wd_remarks, row.wd_status, row.wd_handler, row.wd_ref_code,
    row.wd_own_ref_code, money(row.wd_last_balance), null, "none",
  ];
}

export function statementColumns(target: "mutasi_deposit" | "mutasi_withdraw"): string[] {
  const prefix = target === "mutasi_deposit" ? "mutasi" : "mutasiwd";
  return [
    `${prefix}_batch_id`, `${prefix}_app`, `${prefix}_ketapp`, `${prefix}_amount`, `${prefix}_ticket`, `${prefix}_app_date`,
    `${prefix}_player_bank_name`, `${prefix}_corporate_bank`, `${prefix}_transaction_id`, `${prefix}_website`, `${prefix}_date`,
    `${prefix}_akun_bank_id`, `${prefix}_description`, `${prefix}_player_account_no`, `${prefix}_balance`, `${prefix}_line_no`,
    `${prefix}_mark`, `${prefix}_mark_note`,
    `${prefix}_remark`, `${prefix}_reference`, `${prefix}_time`,
  ];
}

export function statementValues(row: StatementRow, batch: UploadBatch, corporate: string, akunBankId: number | null): unknown[] {
  return [
    batch.batch_id, false, null, money(row.amountCents), null, null, row.senderName?.slice(0, 150) ?? null, corporate.slice(0, 150),
    row.reference?.slice(0, 100) ?? null, batch.batch_website, row.date, akunBankId, row.description.slice(0, 500),
    row.accountNo?.slice(0, 40) ?? null, money(row.balanceCents), row.lineNo,
    row.mark ?? null, row.mark ? AUTOMATIC_MARK_NOTE : null,
    row.remark?.slice(0, 150) ?? null, row.textReference?.slice(0, 100) ?? null, row.bookedAt,
  ];
}
