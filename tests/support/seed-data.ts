import { createHash } from "node:crypto";
import { BoDeposit, BoWithdraw, MutasiDeposit, MutasiWithdraw, UploadBatch } from "~/models/models.server";
import type { UploadTarget } from "~/models/upload-batch.server";

let sequence = 0;

/** An upload batch as the ingest pipeline writes it; uploaded now unless told otherwise. */
export async function seedBatch(options: {
  website: string;
  target: UploadTarget;
  uploadedBy: number;
  date?: string | null;
  akunBankId?: number | null;
  uploadedAt?: Date;
  kind?: string;
}): Promise<UploadBatch> {
  sequence += 1;
  return UploadBatch.create({
    batch_kind: options.kind ?? (options.target.startsWith("bo") ? "bo-nexus" : "bca"),
    batch_target: options.target,
    batch_website: options.website,
    batch_statement_date: options.date ?? null,
    batch_akun_bank_id: options.akunBankId ?? null,
    batch_file_name: `seed-${sequence}.csv`,
    batch_sha256: createHash("sha256").update(`seed-${sequence}-${Math.random()}`).digest("hex"),
    batch_row_count: 0,
    batch_statement_key: null,
    batch_uploaded_by: options.uploadedBy,
    batch_uploaded_at: options.uploadedAt ?? new Date(),
  });
}

export async function seedBoDeposit(batch: UploadBatch, row: Partial<BoDeposit> & { depo_amount: number; bank_statement_date: string }) {
  sequence += 1;
  return BoDeposit.create({
    bo_batch_id: batch.batch_id,
    ket_app: null,
    depo_original_amount: row.depo_amount,
    ticket_no: `T${sequence}`,
    req_date: new Date(`${row.bank_statement_date}T03:00:00Z`),
    app_date: null,
    user_name: `player${sequence}`,
    full_name: `PLAYER ${sequence}`,
    payment_type: "BANK",
    admin_fee: 0,
    agent_fee: 0,
    player_fee: 0,
    nett_amount: row.depo_amount,
    player_bank: "BCA",
    corporate_bank: "BCA - 1234567890",
    bo_desc: null,
    bo_ref: null,
    bo_status: "PENDING",
    bo_reason: null,
    bo_handler: null,
    bo_website: batch.batch_website,
    player_ref: null,
    player_own_ref: null,
    bo_approved_by: null,
    ...row,
  });
}

export async function seedBoWithdraw(batch: UploadBatch, row: Partial<BoWithdraw> & { wd_amount: number; wd_bank_date: string }) {
  sequence += 1;
  return BoWithdraw.create({
    wd_batch_id: batch.batch_id,
    wd_ket_app: null,
    wd_original_amount: row.wd_amount,
    wd_ticket_no: `W${sequence}`,
    wd_req_date: new Date(`${row.wd_bank_date}T03:00:00Z`),
    wd_app_date: null,
    wd_brand: "BRAND",
    wd_fullname: `PLAYER ${sequence}`,
    wd_player_bank: "BCA",
    wd_player_no: `99${sequence}`,
    wd_nett_amount: row.wd_amount,
    wd_corp_bank: "BCA - 1234567890",
    wd_username: `player${sequence}`,
    wd_website: batch.batch_website,
    wd_remarks: null,
    wd_status: "PENDING",
    wd_handler: null,
    wd_ref_code: null,
    wd_own_ref_code: null,
    wd_last_balance: null,
    wd_approved_by: null,
    ...row,
  });
}

export async function seedMutasiDeposit(batch: UploadBatch, row: Partial<MutasiDeposit> & { mutasi_amount: number; mutasi_date: string }) {
  sequence += 1;
  return MutasiDeposit.create({
    mutasi_batch_id: batch.batch_id,
    mutasi_ketapp: null,
    mutasi_ticket: null,
    mutasi_app_date: null,
    mutasi_player_bank_name: `PLAYER ${sequence}`,
    mutasi_corporate_bank: "BCA - 1234567890",
    mutasi_transaction_id: null,
    mutasi_website: batch.batch_website,
    mutasi_akun_bank_id: batch.batch_akun_bank_id,
    mutasi_description: `TRSF E-BANKING CR PLAYER ${sequence}`,
    mutasi_player_account_no: null,
    mutasi_balance: null,
    mutasi_line_no: sequence,
    ...row,
  });
}

export async function seedMutasiWithdraw(batch: UploadBatch, row: Partial<MutasiWithdraw> & { mutasiwd_amount: number; mutasiwd_date: string }) {
  sequence += 1;
  return MutasiWithdraw.create({
    mutasiwd_batch_id: batch.batch_id,
    mutasiwd_ketapp: null,
    mutasiwd_ticket: null,
    mutasiwd_app_date: null,
    mutasiwd_player_bank_name: `PLAYER ${sequence}`,
    mutasiwd_corporate_bank: "BCA - 1234567890",
    mutasiwd_website: batch.batch_website,
    mutasiwd_transaction_id: null,
    mutasiwd_akun_bank_id: batch.batch_akun_bank_id,
    mutasiwd_description: `TRSF E-BANKING DB PLAYER ${sequence}`,
    mutasiwd_player_account_no: null,
    mutasiwd_balance: null,
    mutasiwd_line_no: sequence,
    ...row,
  });
}
