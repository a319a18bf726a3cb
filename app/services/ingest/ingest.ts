import { Op, UniqueConstraintError, type Transaction } from "sequelize";
import { AkunBank, BoDeposit, BoWithdraw, MutasiDeposit, MutasiWithdraw, StatementDay, UploadBatch, Website } from "~/models";
import { bulkInsert } from "~/models/bulk-insert";
import type { UploadTarget } from "~/models/upload-batch";
import { assertWebsiteAccess } from "../access";
import { actorOf } from "../actor";
import { getConfig } from "../config";
import { ServiceError, ValidationError } from "../errors";
import { reconcileStored } from "../reconciliation";
import type { SessionUser } from "../session";
import { formatSpecDate } from "../spec-date";
import { recordActivity } from "../tracking";
import {
  parseUpload,
  resolveUploadRequest,
  type Problem,
  type UploadParseResult,
  type UploadRequest,
} from "../uploads";
import { readSpooled, type SpooledFile } from "./multipart";
import { boDepositColumns, boDepositValues, boWithdrawColumns, boWithdrawValues, statementColumns, statementValues } from "./row-values";

/** How many problems a refusal lists (spec of the issue: the first 50). */
export const PROBLEM_CAP = 50;

/** A file refused because of its rows: nothing was written; the problems say where. */
export class UploadRejected extends ServiceError {
  constructor(
    message: string,
    readonly problems: Problem[],
    readonly problemCount: number,
  ) {
    super(message, 400, { errors: problems, error_count: problemCount });
  }
}

/**
 * The spec's upload reply: `status: true` means the data was already there (nothing written),
 * `status: false` means the file was stored; `data` holds the messages the page shows.
 */
export interface UploadReply {
  status: boolean;
  message: string;
  data: string[];
  inserted: number;
  skipped: number;
  batch_ids: number[];
  layout?: string;
}

export interface UploadInputs {
  user: SessionUser;
  /** the /api path of the choice (spec section 7 and the registry) */
  path: string;
  fields: Record<string, string>;
  file: SpooledFile | null;
}

export const FILE_REQUIRED_MESSAGE = "❌ Harap pilih file terlebih dahulu.";
export const CSV_REQUIRED_MESSAGE = "❌ File harus .csv";

/**
 * Reads, validates and stores one upload. Any invalid row refuses the whole file and nothing is
 * written; a valid file is written in one transaction (batch, rows, the statement days it
 * covers), reconciled in the same transaction, and logged. A statement day already uploaded for
 * the account, the same file again, or a BO export with no new ticket writes nothing.
 */
export async function ingestUpload({ user, path, fields, file }: UploadInputs): Promise<UploadReply> {
  if (!file || (file.size === 0 && !file.name)) throw new ValidationError(FILE_REQUIRED_MESSAGE);
  if (!/\.csv$/i.test(file.name) && file.mimeType !== "text/csv") throw new ValidationError(CSV_REQUIRED_MESSAGE);

  const request = resolveUploadRequest(path, fields);
  if (request.website) {
    assertWebsiteAccess(user, request.website);
    if (!(await Website.findOne({ where: { website_code: request.website } }))) {
      throw new ValidationError(`❌ Website ${request.website} tidak dikenal.`);
    }
  }
  const akunBank = await resolveAkunBank(request);

  const parsed = await parseUpload(request.kind, readSpooled(file), {
    transaction: request.transaction,
    statementDate: request.statementDate ?? undefined,
    website: request.website ?? undefined,
    maxBytes: getConfig().UPLOAD_MAX_BYTES,
  });
  if (parsed.problems.length > 0) {
    throw new UploadRejected(
      `File ditolak: ${parsed.problems.length} baris bermasalah, tidak ada data yang disimpan.`,
      parsed.problems.slice(0, PROBLEM_CAP),
      parsed.problems.length,
    );
  }
  if (parsed.rows.length === 0) {
    throw new ValidationError(`❌ Tidak ada baris ${request.transaction === "wd" ? "debit (withdraw)" : "kredit (deposit)"} untuk diimpor.`);
  }
  if (akunBank && parsed.target.startsWith("mutasi") && "statement" in parsed && parsed.statement?.accountNo) {
    const digits = (value: string) => value.replace(/\D/g, "").replace(/^0+/, "");
    if (digits(parsed.statement.accountNo) !== digits(akunBank.akun_bank_no)) {
      throw new ValidationError(
        `❌ File ini mutasi rekening ${parsed.statement.accountNo}, bukan akun yang dipilih (${akunBank.akun_bank_no}).`,
      );
    }
  }
  const websites = await websitesOf(user, request, parsed);

  const sequelize = UploadBatch.sequelize!;
  try {
    return await sequelize.transaction((transaction) =>
      store({ user, request, parsed, file, websites, akunBank, transaction }),
    );
  } catch (error) {
    // two identical uploads at the same moment: the second meets the first's unique keys
    if (error instanceof UniqueConstraintError) return alreadyThere(parsed.dates);
    throw error;
  }
}

async function resolveAkunBank(request: UploadRequest): Promise<AkunBank | null> {
  if (!request.kind.needsAkunBank || !request.akun || !request.website) return null;
  const digits = request.akun.no.replace(/\D/g, "");
  const account = await AkunBank.findOne({
    where: { akun_bank_website: request.website, akun_bank_bank: request.kind.akunBank!, akun_bank_no: digits },
    order: [["akun_bank_status", "DESC"], ["akun_bank_id", "ASC"]],
  });
  if (!account) {
    throw new ValidationError(`❌ Akun ${request.kind.akunBank} ${request.akun.no} tidak terdaftar untuk website ${request.website} (Data Bank).`);
  }
  if (!account.akun_bank_status) throw new ValidationError(`❌ Akun ${account.akun_bank_bank} ${account.akun_bank_no} tidak aktif.`);
  const expected = request.transaction === "wd" ? "WD" : "DEPO";
  if (account.akun_bank_jenis_transaksi !== expected) {
    throw new ValidationError(
      `❌ Akun ${account.akun_bank_bank} ${account.akun_bank_no} terdaftar untuk ${account.akun_bank_jenis_transaksi === "WD" ? "Withdraw" : "Deposit"}, bukan ${expected === "WD" ? "Withdraw" : "Deposit"}.`,
    );
  }
  return account;
}

/** The websites the rows belong to; every one must exist and be the uploader's to write. */
async function websitesOf(user: SessionUser, request: UploadRequest, parsed: UploadParseResult): Promise<string[]> {
  const codes = request.website ? [request.website] : parsed.websites;
  if (codes.length === 0) throw new ValidationError("❌ Harap pilih website terlebih dahulu.");
  const known = new Set(
    (await Website.findAll({ where: { website_code: { [Op.in]: codes } }, attributes: ["website_code"] })).map((w) => w.website_code),
  );
  for (const code of codes) {
    assertWebsiteAccess(user, code);
    if (!known.has(code)) throw new ValidationError(`❌ Website ${code} tidak dikenal.`);
  }
  return codes;
}

function alreadyThere(dates: string[]): UploadReply {
  const shown = dates.length ? dates.map((date) => formatSpecDate(date, { padDay: true })).join(", ") : "-";
  const message = `Data sudah ada untuk tanggal ${shown}`;
  return { status: true, message, data: [message], inserted: 0, skipped: 0, batch_ids: [] };
}

interface StoreInputs {
  user: SessionUser;
  request: UploadRequest;
  parsed: UploadParseResult;
  file: SpooledFile;
  websites: string[];
  akunBank: AkunBank | null;
  transaction: Transaction;
}

async function store({ user, request, parsed, file, websites, akunBank, transaction }: StoreInputs): Promise<UploadReply> {
  const target = parsed.target;
  const sameFile = await UploadBatch.findOne({
    where: { batch_website: { [Op.in]: websites }, batch_target: target, batch_sha256: file.sha256 },
    transaction,
  });
  if (sameFile) return alreadyThere(parsed.dates);

  const accountKey = akunBank ? String(akunBank.akun_bank_id) : (request.akun?.no ?? request.kind.key);
  if (target === "mutasi_deposit" || target === "mutasi_withdraw") {
    const covered = await StatementDay.findOne({
      where: { day_target: target, day_website: websites[0], day_account: accountKey, day_date: { [Op.in]: parsed.dates } },
      order: [["day_date", "ASC"]],
      transaction,
    });
    if (covered) return alreadyThere([covered.day_date]);
  }

  const now = new Date();
  const batchIds: number[] = [];
  let inserted = 0;
  let skipped = 0;
  for (const website of websites) {
    const rows = rowsOf(parsed, website);
    const fresh = await withoutStoredTickets(target, website, rows, transaction);
    skipped += rows.length - fresh.length;
    if (fresh.length === 0) continue;
    const batch = await UploadBatch.create(
      {
        batch_kind: request.kind.key,
        batch_target: target,
        batch_website: website,
        batch_statement_date: request.statementDate ?? (parsed.dates.length === 1 ? parsed.dates[0] : null),
        batch_akun_bank_id: akunBank?.akun_bank_id ?? null,
        batch_file_name: file.name.slice(0, 255),
        batch_sha256: file.sha256,
        batch_row_count: fresh.length,
        batch_skipped_count: rows.length - fresh.length,
        batch_statement_key: null,
        batch_uploaded_by: user.account_id,
        batch_uploaded_at: now,
      },
      { transaction },
    );
    batchIds.push(batch.batch_id);
    await writeRows(target, batch, fresh, request, akunBank, transaction);
    if (target === "mutasi_deposit" || target === "mutasi_withdraw") {
      await StatementDay.bulkCreate(
        parsed.dates.map((date) => ({ day_batch_id: batch.batch_id, day_target: target, day_website: website, day_account: accountKey, day_date: date })),
        { transaction },
      );
    }
    inserted += fresh.length;
  }
  if (inserted === 0) return alreadyThere(parsed.dates);

  const data = [`${inserted} data berhasil ditambahkan.`];
  if (skipped > 0) data.push(`${skipped} tiket sudah ada sebelumnya, dilewati.`);
  if (parsed.counts.otherDirection > 0) {
    data.push(`${parsed.counts.otherDirection} baris ${request.transaction === "wd" ? "kredit" : "debit"} tidak diimpor (bukan ${request.transaction === "wd" ? "withdraw" : "deposit"}).`);
  }
  if (parsed.counts.pending > 0) data.push(`${parsed.counts.pending} baris PEND (belum dibukukan) tidak diimpor.`);
  if (parsed.counts.ignored > 0) data.push(`${parsed.counts.ignored} baris biaya/nol tidak diimpor.`);

  const actor = actorOf(user);
  for (const website of websites) {
    const summary = await reconcileStored({ website, dates: parsed.dates }, { transaction, actor, now });
    const side = target === "bo_deposit" || target === "mutasi_deposit" ? summary.deposit : summary.withdraw;
    if (side.matched > 0 || side.ambiguous > 0) {
      data.push(`Rekonsiliasi ${website}: ${side.matched} cocok otomatis, ${side.ambiguous} perlu dicek.`);
    }
    await recordActivity(
      actorOf(user, website),
      `Upload ${request.kind.label} ${request.transaction === "wd" ? "Withdraw" : "Deposit"} ${file.name.slice(0, 120)}: ${inserted} data${skipped ? `, ${skipped} dilewati` : ""}`,
      transaction,
    );
  }
  return { status: false, message: data[0], data, inserted, skipped, batch_ids: batchIds, layout: parsed.layoutLabel };
}

type AnyRow = UploadParseResult["rows"][number];

function rowsOf(parsed: UploadParseResult, website: string): AnyRow[] {
  if (parsed.target === "bo_deposit") return parsed.rows.filter((row) => row.bo_website === website);
  if (parsed.target === "bo_withdraw") return parsed.rows.filter((row) => row.wd_website === website);
  return parsed.rows;
}

/** A BO export overlapping an earlier one adds only the tickets not yet stored. */
async function withoutStoredTickets(target: UploadTarget, website: string, rows: AnyRow[], transaction: Transaction): Promise<AnyRow[]> {
  if (target !== "bo_deposit" && target !== "bo_withdraw") return rows;
  const ticketOf = (row: AnyRow) => (target === "bo_deposit" ? (row as { ticket_no: string }).ticket_no : (row as { wd_ticket_no: string }).wd_ticket_no);
  const stored = new Set<string>();
  const tickets = rows.map(ticketOf);
  for (let start = 0; start < tickets.length; start += 5000) {
    const chunk = tickets.slice(start, start + 5000);
    const found =
      target === "bo_deposit"
        ? (await BoDeposit.findAll({ where: { bo_website: website, ticket_no: { [Op.in]: chunk } }, attributes: ["ticket_no"], raw: true, transaction })).map((r) => r.ticket_no)
        : (await BoWithdraw.findAll({ where: { wd_website: website, wd_ticket_no: { [Op.in]: chunk } }, attributes: ["wd_ticket_no"], raw: true, transaction })).map((r) => r.wd_ticket_no);
    for (const ticket of found) stored.add(ticket);
  }
  return stored.size ? rows.filter((row) => !stored.has(ticketOf(row))) : rows;
}

async function writeRows(
  target: UploadTarget,
  batch: UploadBatch,
  rows: AnyRow[],
  request: UploadRequest,
  akunBank: AkunBank | null,
  transaction: Transaction,
): Promise<number> {
  switch (target) {
    case "bo_deposit":
      return bulkInsert(BoDeposit, boDepositColumns, rows.map((row) => boDepositValues(row as never, batch.batch_id)), transaction);
    case "bo_withdraw":
      return bulkInsert(BoWithdraw, boWithdrawColumns, rows.map((row) => boWithdrawValues(row as never, batch.batch_id)), transaction);
    default: {
      const corporate = akunBank
        ? `${akunBank.akun_bank_bank} - ${akunBank.akun_bank_no} - ${akunBank.akun_bank_name}`
        : request.akun
          ? `${request.kind.label} - ${request.akun.no}`
          : request.kind.label;
      const model = target === "mutasi_deposit" ? MutasiDeposit : MutasiWithdraw;
      return bulkInsert(
        model as typeof MutasiDeposit,
        statementColumns(target),
        rows.map((row) => statementValues(row as never, batch, corporate, akunBank?.akun_bank_id ?? null)),
        transaction,
      );
    }
  }
}
