import { createHash } from "node:crypto";
import type { Transaction } from "sequelize";
import { AkunBank, BoDeposit, BoWithdraw, MutasiDeposit, MutasiWithdraw, UploadBatch, Website } from "~/models/models.server";
import { bulkWriter, type BulkWriter } from "~/models/bulk-insert.server";
import type { UploadTarget } from "~/models/upload-batch.server";
import { assertWebsiteAccess } from "../../auth/access.server";
import { ValidationError } from "../../errors";
import { STATEMENT_MESSAGES } from "../parsers/messages";
import { accountNumberKey } from "../../akun-bank/bank-choices";
import type { SessionUser } from "../../auth/session.server";
import type { BoDepositRow, BoWithdrawRow, StatementRow, UploadRequest, UploadRow } from "../parsers/index.server";
import type { SpooledFile } from "./multipart.server";
import { boDepositColumns, boDepositValues, boWithdrawColumns, boWithdrawValues, statementColumns, statementValues } from "./row-values";
import { lockWebsiteUploads } from "./upload-lock.server";

/** The uploader may write to the website, and it exists. */
export async function assertUploadWebsite(user: SessionUser, website: string, transaction?: Transaction): Promise<void> {
  assertWebsiteAccess(user, website);
  if (!(await Website.findOne({ where: { website_code: website }, attributes: ["website_id"], transaction }))) {
    throw new ValidationError(`❌ Website ${website} tidak dikenal.`);
  }
}

/** What one website's part of an upload came to. */
export interface WrittenBatch {
  batch: UploadBatch;
  /** rows of the file for this website */
  rows: number;
  /** rows stored; the rest were BO tickets stored before */
  inserted: number;
}

interface Open {
  batch: UploadBatch;
  writer: BulkWriter;
  rows: number;
  toValues: (row: UploadRow) => unknown[];
}

/**
 * An upload's rows on their way into the database, inside the upload's transaction: one upload
 * batch per website, created when that website's first row arrives and after checking the
 * uploader may write it, and a bulk writer that stores the rows while the file is still being
 * read. A BO ticket already stored for the website is skipped, not stored twice.
 */
export class UploadBatchWriters {
  private readonly open = new Map<string, Open>();
  private readonly locked = new Set<string>();
  /** the same statement file was stored before for a website of the upload: nothing more is written */
  sameFile = false;

  constructor(
    private readonly upload: {
      user: SessionUser;
      request: UploadRequest;
      target: UploadTarget;
      file: SpooledFile;
      akunBank: AkunBank | null;
      now: Date;
      transaction: Transaction;
    },
  ) {}

  async write(rows: UploadRow[]): Promise<void> {
    const first = this.websiteOf(rows[0]);
    // a BO export is nearly always one website: hand the batch over whole
    if (rows.every((row) => this.websiteOf(row) === first)) {
      await this.writeTo(first, rows);
      return;
    }
    const byWebsite = new Map<string, UploadRow[]>();
    for (const row of rows) {
      const website = this.websiteOf(row);
      const group = byWebsite.get(website);
      if (group) group.push(row);
      else byWebsite.set(website, [row]);
    }
    for (const [website, group] of byWebsite) await this.writeTo(website, group);
  }

  /**
   * Takes the upload lock of websites the upload will write (lockWebsiteUploads), before it
   * reads what they hold: those known up front together in name order, one named in the rows
   * when its first row arrives.
   */
  async lock(websites: string[]): Promise<void> {
    for (const website of [...new Set(websites)].sort()) {
      if (this.locked.has(website)) continue;
      await lockWebsiteUploads(UploadBatch.sequelize!, this.upload.transaction, website);
      this.locked.add(website);
    }
  }

  /** Waits for every row to be stored; the batches in the order their websites first appeared. */
  async finish(): Promise<WrittenBatch[]> {
    const written: WrittenBatch[] = [];
    for (const { batch, writer, rows } of this.open.values()) written.push({ batch, rows, inserted: await writer.finish() });
    return written;
  }

  /**
   * The batch of an akun bank's statement day without a line to store, which the statement day
   * points at. Two such files of two days may be byte for byte alike (no line, the same balance),
   * so the batch is told apart by its file and its days together (the same file, one batch per website).
   */
  async emptyBatch(website: string, statementDate: string | null, days: readonly string[]): Promise<UploadBatch> {
    await this.lock([website]);
    return this.createBatch(website, statementDate, createHash("sha256").update(`${this.upload.file.sha256}|${days.join(",")}`).digest("hex"));
  }

  /** An upload batch of the file for a website, its counts filled in once the whole file has been read. */
  private createBatch(website: string, statementDate: string | null, sha256: string): Promise<UploadBatch> {
    const { user, request, target, file, akunBank, now, transaction } = this.upload;
    return UploadBatch.create(
      {
        batch_kind: request.kind.key,
        batch_target: target,
        batch_website: website,
        batch_statement_date: statementDate,
        batch_akun_bank_id: akunBank?.akun_bank_id ?? null,
        batch_file_name: file.name.slice(0, 255),
        batch_sha256: sha256,
        batch_row_count: 0,
        batch_skipped_count: 0,
        batch_statement_key: null,
        batch_uploaded_by: user.account_id,
        batch_uploaded_at: now,
      },
      { transaction },
    );
  }

  private websiteOf(row: UploadRow): string {
    switch (this.upload.target) {
      case "bo_deposit":
        return (row as BoDepositRow).bo_website;
      case "bo_withdraw":
        return (row as BoWithdrawRow).wd_website;
      default:
        return this.upload.request.website!;
    }
  }

  private async writeTo(website: string, rows: UploadRow[]): Promise<void> {
    if (this.sameFile) return;
    const open = this.open.get(website) ?? (await this.start(website));
    if (!open) return;
    open.rows += rows.length;
    await open.writer.write(rows.map(open.toValues));
  }

  private async start(website: string): Promise<Open | null> {
    const { user, request, target, file, akunBank, transaction } = this.upload;
    await assertUploadWebsite(user, website, transaction);
    await this.lock([website]);
    const statement = akunBank !== null && (target === "mutasi_deposit" || target === "mutasi_withdraw");
    const earlier = await UploadBatch.findAll({
      where: { batch_website: website, batch_sha256: file.sha256, batch_target: statement ? ["mutasi_deposit", "mutasi_withdraw"] : target },
      attributes: ["batch_target", "batch_akun_bank_id"],
      transaction,
    });
    if (statement) await this.refuseFileOfAnotherAccount(earlier);
    // a BO export the same as one stored before is read all the same: since then a later export may
    // have changed its tickets, and this one changes them back (a clean-room audit: the BO's first
    // file again was 'Data sudah ada', and the changed amount kept holding its ticket)
    const again = earlier.some((batch) => batch.batch_target === target);
    if (statement && again) {
      this.sameFile = true;
      return null;
    }
    // the batch of a BO file read again is another upload of it (a file's hash is one batch's)
    const sha256 = again ? createHash("sha256").update(`${file.sha256}|${this.upload.now.getTime()}`).digest("hex") : file.sha256;
    const batch = await this.createBatch(website, request.statementDate ?? null, sha256);
    const open = { batch, rows: 0, ...this.writerFor(batch) };
    this.open.set(website, open);
    return open;
  }

  /**
   * The very statement file stored for another akun bank: nothing of the chosen one is there (a
   * clean-room audit: "Data sudah ada" told the clerk the chosen akun's day was in). For the other
   * direction too, under another account number: a credit and a debit of one file are one
   * account's (another audit: a deposit account's file picked as a withdraw account's had its debit
   * approve a payout); the same number registered for both directions is one account.
   */
  private async refuseFileOfAnotherAccount(earlier: readonly UploadBatch[]): Promise<void> {
    const { target, akunBank, transaction } = this.upload;
    for (const batch of earlier) {
      if (!akunBank || batch.batch_akun_bank_id === null || batch.batch_akun_bank_id === akunBank.akun_bank_id) continue;
      const other = await AkunBank.findByPk(batch.batch_akun_bank_id, { transaction });
      if (batch.batch_target !== target && (!other || accountNumberKey(other.akun_bank_no) === accountNumberKey(akunBank.akun_bank_no))) continue;
      const shown = other ? `${other.akun_bank_bank} ${other.akun_bank_no}` : `#${batch.batch_akun_bank_id}`;
      throw new ValidationError(STATEMENT_MESSAGES.sameFileOtherAccount(shown, `${akunBank.akun_bank_bank} ${akunBank.akun_bank_no}`));
    }
  }

  private writerFor(batch: UploadBatch): Pick<Open, "writer" | "toValues"> {
    const { request, target, akunBank, transaction } = this.upload;
    switch (target) {
      case "bo_deposit":
        return {
          writer: bulkWriter(BoDeposit, boDepositColumns, transaction, { skipExisting: ["bo_website", "ticket_no"] }),
          toValues: (row) => boDepositValues(row as BoDepositRow, batch.batch_id),
        };
      case "bo_withdraw":
        return {
          writer: bulkWriter(BoWithdraw, boWithdrawColumns, transaction, { skipExisting: ["wd_website", "wd_ticket_no"] }),
          toValues: (row) => boWithdrawValues(row as BoWithdrawRow, batch.batch_id),
        };
      default: {
        const corporate = akunBank
          ? `${akunBank.akun_bank_bank} - ${akunBank.akun_bank_no} - ${akunBank.akun_bank_name}`
          : request.akun
            ? `${request.kind.label} - ${request.akun.no}`
            : request.kind.label;
        const model = target === "mutasi_deposit" ? MutasiDeposit : MutasiWithdraw;
        return {
          writer: bulkWriter(model as typeof MutasiDeposit, statementColumns(target), transaction),
          toValues: (row) => statementValues(row as StatementRow, batch, corporate, akunBank?.akun_bank_id ?? null),
        };
      }
    }
  }
}
