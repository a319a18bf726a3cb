import { UniqueConstraintError, type Transaction } from "sequelize";
import { AkunBank, StatementDay, UploadBatch } from "~/models/models.server";
import { actorOf } from "../../activity-log/actor";
import { getConfig } from "../../config.server";
import { ServiceError, ValidationError } from "../../errors";
import { RECONCILE_MESSAGES, toCheck } from "../../matching/messages";
import { reconcileStored } from "../../matching/reconcile.server";
import type { SessionUser } from "../../auth/session.server";
import { directionLabel, directionOfCode, directionOfJenis, jenisOf, labelOfCode } from "../../review/ledger-direction";
import { boLedger, mutasiLedgerOf } from "../../review/ledgers";
import { formatSpecDate } from "../../spec-date";
import { CSV_REQUIRED_MESSAGE, deletedTicketsBackMessage, FILE_REQUIRED_MESSAGE, NO_NEW_TICKET_MESSAGE, outsideEditWindowMessage } from "../messages";
import { ticketsBackAfterDeletion } from "../../matching/reconcile/deleted-tickets.server";
import { recordActivity } from "../../activity-log/record.server";
import { assertDaysOpen } from "../../day-close/day-close.server";
import { parseUpload, resolveUploadRequest, type Problem, type UploadInput, type UploadRequest } from "../parsers/index.server";
import { STATEMENT_MESSAGES } from "../parsers/messages";
import { assertUploadWebsite, UploadBatchWriters } from "./batch-writers.server";
import type { SpooledFile } from "./multipart.server";
import { accountNumberKey } from "../../akun-bank/bank-choices";
import { copyOfAnotherAccount, coveredDates, dropLines, overlapWithStored, type StatementAccount } from "./statement-days.server";
import { restoreMarks } from "./kept-marks.server";
import { markReturnedLines } from "./returned-lines.server";
import { keepWaitingReturns, waitingReturnsFor } from "./waiting-returns.server";
import { ticketsOutsideEditWindow } from "./outside-edit-window.server";
import { uploadSource } from "./upload-source.server";
import { assertNothingAddedToClosedDay } from "./closed-days.server";
import { StoredTicketScan, type StoredTicketChange } from "./stored-tickets.server";
import { requestTimeApplies, statusActivity, statusApplies, ticketChangeLines } from "./ticket-changes";
import { retryOnceIfLost } from "./retry.server";

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


export const isCsvFile = (file: Pick<SpooledFile, "name" | "mimeType">) => /\.csv$/i.test(file.name) || file.mimeType === "text/csv";

/**
 * Reads, validates and stores one upload, in one transaction: the rows are written while the
 * file is still being read (see UploadBatchWriters), and any invalid row, a statement day
 * already uploaded for the account, the same file again, or a BO export with nothing new (no
 * ticket, no status, no difference from what is stored) rolls it all back, so nothing is
 * half-written. A later, fuller copy of a stored statement day (every stored line and more) keeps
 * only its new lines; a BO export's tickets stored before take its status (StoredTicketScan). A
 * stored upload is reconciled in the same transaction and logged.
 */
export async function ingestUpload({ user, path, fields, file }: UploadInputs): Promise<UploadReply> {
  if (!file || (file.size === 0 && !file.name)) throw new ValidationError(FILE_REQUIRED_MESSAGE);
  const request = resolveUploadRequest(path, fields);
  // a BO export is a CSV (spec); a statement is taken as the bank delivered it, read by content
  if (request.kind.source === "bo" && !isCsvFile(file)) throw new ValidationError(CSV_REQUIRED_MESSAGE);
  // the chosen website is checked before the file is read; one named in the rows, as it comes
  if (request.website) await assertUploadWebsite(user, request.website);
  const akunBank = await resolveAkunBank(request);
  const input = await uploadSource(file, { spreadsheets: request.kind.source !== "bo" });

  const sequelize = UploadBatch.sequelize!;
  let dates: string[] = [];
  try {
    // the spooled file is read again from its start if the first try lost to another upload
    return await retryOnceIfLost(() =>
      sequelize.transaction((transaction) => store({ user, request, file, input, akunBank, transaction, onDates: (read) => (dates = read) })),
    );
  } catch (error) {
    if (error instanceof NothingNew) return alreadyThere(error.dates);
    // two identical uploads at the same moment: the second meets the first's unique keys
    if (error instanceof UniqueConstraintError) return alreadyThere(dates);
    throw error;
  }
}

async function resolveAkunBank(request: UploadRequest): Promise<AkunBank | null> {
  if (!request.kind.needsAkunBank || !request.akun || !request.website) return null;
  const digits = request.akun.no.replace(/\D/g, "");
  const expected = jenisOf(directionOfCode(request.transaction));
  const where = { akun_bank_website: request.website, akun_bank_bank: request.kind.akunBank!, akun_bank_no: digits };
  const order: [string, string][] = [["akun_bank_status", "DESC"], ["akun_bank_id", "ASC"]];
  // one number may be registered for Deposit and for Withdraw: the clerk's direction picks which
  const account =
    (await AkunBank.findOne({ where: { ...where, akun_bank_jenis_transaksi: expected }, order })) ?? (await AkunBank.findOne({ where, order }));
  if (!account) {
    throw new ValidationError(`❌ Akun ${request.kind.akunBank} ${request.akun.no} tidak terdaftar untuk website ${request.website} (Data Bank).`);
  }
  if (!account.akun_bank_status) throw new ValidationError(`❌ Akun ${account.akun_bank_bank} ${account.akun_bank_no} tidak aktif.`);
  if (account.akun_bank_jenis_transaksi !== expected) {
    throw new ValidationError(
      `❌ Akun ${account.akun_bank_bank} ${account.akun_bank_no} terdaftar untuk ${directionLabel(directionOfJenis(account.akun_bank_jenis_transaksi) ?? "deposit")}, bukan ${labelOfCode(request.transaction)}.`,
    );
  }
  return account;
}

/** The account a statement upload is of (the akun bank, or the choice's fixed account or key); null for a BO export. */
function statementAccountOf(request: UploadRequest, akunBank: AkunBank | null, website: string): StatementAccount | null {
  const target = request.target;
  if (target !== "mutasi_deposit" && target !== "mutasi_withdraw") return null;
  const key = akunBank ? String(akunBank.akun_bank_id) : (request.akun?.no ?? request.kind.key);
  return { target, website, key, akunBankId: akunBank?.akun_bank_id ?? null, accountNo: akunBank?.akun_bank_no ?? null, kind: request.kind.key };
}

/** Rolls the upload's transaction back: the data was already there. */
class NothingNew extends Error {
  constructor(readonly dates: string[]) {
    super("nothing new in the upload");
  }
}

function alreadyThere(dates: string[]): UploadReply {
  const shown = dates.length ? dates.map((date) => formatSpecDate(date, { padDay: true })).join(", ") : "-";
  const message = `Data sudah ada untuk tanggal ${shown}`;
  return { status: true, message, data: [message], inserted: 0, skipped: 0, batch_ids: [] };
}

interface StoreInputs {
  user: SessionUser;
  request: UploadRequest;
  file: SpooledFile;
  /** the file's content for the parser, from its start: its bytes, or a spreadsheet's sheet as CSV text */
  input: () => UploadInput;
  akunBank: AkunBank | null;
  transaction: Transaction;
  /** the business dates of the file, once read (for the reply to a race) */
  onDates: (dates: string[]) => void;
}

async function store({ user, request, file, input, akunBank, transaction, onDates }: StoreInputs): Promise<UploadReply> {
  const target = request.target;
  const now = new Date();
  const writers = new UploadBatchWriters({ user, request, target, file, akunBank, now, transaction });
  if (request.website) await writers.lock([request.website]);
  const context = {
    transaction: request.transaction,
    statementDate: request.statementDate ?? undefined,
    website: request.website ?? undefined,
    maxBytes: getConfig().UPLOAD_MAX_BYTES,
    emptyStatement: akunBank !== null && (target === "mutasi_deposit" || target === "mutasi_withdraw"),
  };
  const parsed = await parseUpload(request.kind, input(), { ...context, onRows: (rows) => writers.write(rows) });
  onDates(parsed.dates);
  if (parsed.problems.length > 0) {
    throw new UploadRejected(
      `File ditolak: ${parsed.problems.length} baris bermasalah, tidak ada data yang disimpan.`,
      parsed.problems.slice(0, PROBLEM_CAP),
      parsed.problems.length,
    );
  }
  const nothingToImport = `❌ Tidak ada baris ${request.transaction === "wd" ? "debit (withdraw)" : "kredit (deposit)"} untuk diimpor.`;
  // a later copy of the statement holding only the money that came back still undoes the payout
  // stored before (a clean-room audit: refused, the bounced payout stayed approved)
  const returnsOnly = parsed.counts.imported === 0 && request.website !== null && "returned" in parsed && (parsed.returned ?? []).some((back) => !back.unsure);
  // an akun bank's statement of a day without a line of the upload's direction (only debits on a
  // deposit account, or no transaction at all) is still that day's statement, which Tutup Hari asks
  // for (a clean-room audit: refused, the day could not be closed until the akun was switched off);
  // a day with lines still pending is not over and is refused as before
  const statementDays = "lineDays" in parsed && parsed.lineDays?.length ? parsed.lineDays : request.statementDate ? [request.statementDate] : [];
  const emptyStatement = parsed.counts.imported === 0 && parsed.counts.pending === 0 && context.emptyStatement && request.website !== null && statementDays.length > 0;
  if (parsed.counts.imported === 0 && !returnsOnly && !emptyStatement) {
    if (parsed.counts.pending > 0 && parsed.counts.otherDirection === 0) throw new ValidationError(STATEMENT_MESSAGES.allPending);
    throw new ValidationError(nothingToImport);
  }
  if (akunBank && "statement" in parsed && parsed.statement?.accountNo) {
    if (accountNumberKey(parsed.statement.accountNo) !== accountNumberKey(akunBank.akun_bank_no)) {
      throw new ValidationError(STATEMENT_MESSAGES.accountMismatch(parsed.statement.accountNo, akunBank.akun_bank_no));
    }
  }

  let written = await writers.finish();
  if (writers.sameFile) {
    // a day of it deleted since (Delete BO / Mutasi) is not 'already there' (a clean-room audit was told so)
    const account = request.website ? statementAccountOf(request, akunBank, request.website) : null;
    if (account && akunBank) {
      const kept = await coveredDates(account, parsed.dates, transaction);
      const deleted = parsed.dates.filter((date) => !kept.includes(date));
      if (deleted.length > 0) throw new ValidationError(STATEMENT_MESSAGES.sameFileDaysDeleted(deleted, kept));
    }
    throw new NothingNew(parsed.dates);
  }
  const websites = returnsOnly || emptyStatement ? [request.website!] : written.map(({ batch }) => batch.batch_website);
  const boDirection = target === "bo_deposit" ? "deposit" : target === "bo_withdraw" ? "withdraw" : null;
  // a closed day (Tutup Hari) takes nothing more until an ADMIN reopens it (a statement's lines stored before are dropped first, below)
  if (boDirection) for (const { batch } of written) await assertNothingAddedToClosedDay(boLedger(boDirection), [batch.batch_id], batch.batch_website, parsed.dates, transaction);
  else if (returnsOnly) await assertDaysOpen(request.website!, parsed.dates, transaction);

  // tickets stored before: the later export's BO status is taken, other differences reported
  let changes: StoredTicketChange[] = [];
  let scan: StoredTicketScan | null = null;
  if (boDirection && written.some((part) => part.rows > part.inserted)) {
    scan = new StoredTicketScan(boDirection, new Map(written.map(({ batch }) => [batch.batch_website, batch.batch_id])), transaction);
    const again = scan;
    await parseUpload(request.kind, input(), { ...context, onRows: (rows) => again.visit(rows) });
    changes = await scan.apply();
  }

  const statement = statementAccountOf(request, akunBank, websites[0]);
  if (statement && akunBank) {
    const copy = await copyOfAnotherAccount(statement, written.map(({ batch }) => batch.batch_id), parsed.dates, transaction);
    if (copy) {
      // another website's akun is not named to this one's clerk
      const other = copy.website === statement.website ? await AkunBank.findByPk(copy.akunBankId, { transaction }) : null;
      const otherName = other && `${other.akun_bank_bank} ${other.akun_bank_no}`;
      const chosen = `${akunBank.akun_bank_bank} ${akunBank.akun_bank_no}`;
      throw new ValidationError(copy.storedIsPart ? STATEMENT_MESSAGES.partStoredForAnotherAccount(otherName, chosen) : STATEMENT_MESSAGES.copyOfAnotherAccount(otherName, chosen, copy.balances));
    }
  }
  const covered = statement ? await coveredDates(statement, parsed.dates, transaction) : [];
  const coveredSoFar = statement && emptyStatement ? await coveredDates(statement, statementDays, transaction) : [];
  if (statement && covered.length > 0) {
    const batchIds = written.map(({ batch }) => batch.batch_id);
    const overlap = await overlapWithStored(statement, batchIds, covered, transaction);
    const fresh = written.reduce((sum, part) => sum + part.inserted, 0) - overlap.alreadyStored.length;
    // only a later copy of the same statement (every stored line in it) may add to the day; a copy
    // with nothing new may still show money coming back (below), else it is the data already there
    if (fresh > 0 && overlap.missingFromFile > 0) {
      // another statement of a closed day is refused for that first: it may change nothing there
      await assertDaysOpen(statement.website, covered, transaction);
      throw new ValidationError(STATEMENT_MESSAGES.dayHasMoreLines(covered, overlap.notStored, overlap.missingFromFile));
    }
    await dropLines(statement.target, overlap.alreadyStored, transaction);
    // a statement's rows all go to the chosen website's one batch
    written = written.map((part) => ({ ...part, inserted: part.inserted - overlap.alreadyStored.length }));
  }

  // the days an empty statement gives that no upload of the account gave before
  const emptyDays = statement && emptyStatement ? statementDays.filter((day) => !coveredSoFar.includes(day)) : [];
  if (emptyDays.length > 0) await assertDaysOpen(statement!.website, emptyDays, transaction);
  if (statement && !returnsOnly) await assertNothingAddedToClosedDay(mutasiLedgerOf(statement.target === "mutasi_deposit" ? "deposit" : "withdraw"), written.map(({ batch }) => batch.batch_id), statement.website, parsed.dates, transaction);

  // the same lines deleted before (Delete BO / Mutasi) take back what people and returns said of them
  const restoredMarks = statement ? await restoreMarks(statement, written.map(({ batch }) => batch.batch_id), transaction) : 0;
  const inserted = written.reduce((sum, part) => sum + part.inserted, 0);
  const skipped = written.reduce((sum, part) => sum + part.rows - part.inserted, 0);
  // this file's returns, and those kept from a later day's statement uploaded first (waiting-returns.server.ts)
  const returns = statement ? [...(("returned" in parsed && parsed.returned) || []), ...(await waitingReturnsFor(statement, parsed.dates, transaction))] : [];
  const returned = statement && returns.length > 0
    ? await markReturnedLines(statement, written.map(({ batch }) => batch.batch_id), returns, transaction)
    : { marked: 0, markedDates: [], pairedByHand: [], pairedOnClosedDays: [], unplaced: [], doubted: 0, waiting: [] };
  const returnsApplied = returned.marked > 0 || returned.doubted > 0 || returned.pairedByHand.length > 0 || returned.pairedOnClosedDays.length > 0;
  // nothing to apply: say so, and quote the returns no stored line could be told for (a clean-room audit: the refusal hid them)
  if (returnsOnly && !returnsApplied && emptyDays.length === 0) throw new ValidationError(returned.unplaced.length > 0 ? `${nothingToImport} ${STATEMENT_MESSAGES.returnedUnplaced(returned.unplaced)}` : nothingToImport);
  if (inserted === 0 && changes.length === 0 && !returnsApplied && emptyDays.length === 0) throw new NothingNew(covered.length > 0 ? covered.slice(0, 1) : emptyStatement ? statementDays : parsed.dates);
  const statementDate = request.statementDate ?? (parsed.dates.length === 1 ? parsed.dates[0] : null);
  for (const { batch, rows, inserted: stored } of written) {
    // a website whose every ticket was stored before has nothing in this batch
    if (stored === 0) await batch.destroy({ transaction });
    else await batch.update({ batch_row_count: stored, batch_skipped_count: rows - stored, batch_statement_date: statementDate }, { transaction });
  }
  const stored = written.filter((part) => part.inserted > 0);
  if (statement && emptyDays.length > 0) {
    const batch = await writers.emptyBatch(statement.website, statementDate, emptyDays);
    stored.push({ batch, rows: 0, inserted: 0 });
    await StatementDay.bulkCreate(emptyDays.map((date) => ({ day_batch_id: batch.batch_id, day_target: target, day_website: statement.website, day_account: statement.key, day_date: date })), { transaction });
  } else if (statement) {
    await StatementDay.bulkCreate(
      stored.flatMap(({ batch }) =>
        // a covered day keeps the batch that first stored it; the lines added since are found by account
        parsed.dates.filter((date) => !covered.includes(date)).map((date) => ({ day_batch_id: batch.batch_id, day_target: target, day_website: batch.batch_website, day_account: statement.key, day_date: date })),
      ),
      { transaction },
    );
  }
  // kept with the batch Delete BO / Mutasi of its day removes: a day of no line of its side has only its empty batch
  if (statement && returns.length > 0) await keepWaitingReturns(statement, stored[0]?.batch.batch_id ?? written[0]?.batch.batch_id ?? null, returns, returned.waiting, transaction);

  const side = target === "mutasi_withdraw" ? "withdraw" : "deposit";
  const data = [
    returnsOnly && returnsApplied
      ? STATEMENT_MESSAGES.returnsOnly(side)
      : emptyDays.length > 0
        ? STATEMENT_MESSAGES.noLinesOfSide(emptyDays, side)
        : covered.length > 0
          ? STATEMENT_MESSAGES.linesAdded(parsed.dates, inserted, skipped)
          : inserted > 0
            ? `${inserted} data berhasil ditambahkan.`
            : NO_NEW_TICKET_MESSAGE,
  ];
  if (returnsOnly && returnsApplied && emptyDays.length > 0) data.push(STATEMENT_MESSAGES.noLinesOfSide(emptyDays, side));
  if (skipped > 0 && covered.length === 0) data.push(`${skipped} tiket sudah ada sebelumnya, dilewati.`);
  const back = boDirection ? await ticketsBackAfterDeletion(boDirection, stored.map(({ batch }) => batch.batch_id), transaction) : [];
  if (back.length > 0) data.push(deletedTicketsBackMessage(back));
  // filled in once the reconcile has said which pairs the new statuses took back
  const changeLinesAt = data.length;
  if (parsed.counts.otherDirection > 0) {
    data.push(`${parsed.counts.otherDirection} baris ${request.transaction === "wd" ? "kredit" : "debit"} tidak diimpor (bukan ${directionOfCode(request.transaction)}).`);
  }
  if (parsed.counts.pending > 0) data.push(`${parsed.counts.pending} baris PEND (belum dibukukan) tidak diimpor.`);
  if (parsed.counts.ignored > 0) data.push(`${parsed.counts.ignored} baris biaya/nol tidak diimpor.`);
  if (restoredMarks > 0) data.push(STATEMENT_MESSAGES.marksRestored(restoredMarks));
  if (returned.marked > 0) data.push(STATEMENT_MESSAGES.returnedMarked(returned.marked, side));
  if (returned.pairedByHand.length > 0) data.push(STATEMENT_MESSAGES.returnedPairedByHand(returned.pairedByHand, side));
  if (returned.pairedOnClosedDays.length > 0) data.push(STATEMENT_MESSAGES.returnedOnClosedDay(returned.pairedOnClosedDays, side));
  if (returned.unplaced.length > 0) data.push(STATEMENT_MESSAGES.returnedUnplaced(returned.unplaced));
  if (returned.doubted > 0) data.push(STATEMENT_MESSAGES.returnedDoubted(returned.doubted, side));
  const old = boDirection ? await ticketsOutsideEditWindow(boDirection, stored.map(({ batch }) => batch.batch_id), parsed.dates, transaction) : 0;
  if (old > 0) data.push(outsideEditWindowMessage(old));
  data.push(...(parsed.notes ?? []));

  const actor = actorOf(user);
  for (const website of websites) {
    // a changed ticket's own day is reconciled too, wherever the file's dates lie
    const changedDates = [
      ...changes.filter((change) => change.website === website && (statusApplies(change) || requestTimeApplies(change))).map((change) => change.date),
      ...(scan?.amountDates(website) ?? []),
    ];
    // and the day of a payout whose money came back days later, whose automatic pair is taken back
    const summary = await reconcileStored({ website, dates: [...new Set([...parsed.dates, ...changedDates, ...returned.markedDates])].sort() }, { transaction, actor, now });
    const side = target === "bo_deposit" || target === "mutasi_deposit" ? summary.deposit : summary.withdraw;
    if (side.matched > 0 || toCheck(side.left) > 0) data.push(RECONCILE_MESSAGES.uploaded(website, side.matched, side.left));
    // a ticket whose new BO status took its pair back is named with its status change below
    const statusChanged = new Set(changes.filter((change) => change.website === website).map((change) => change.ticket));
    const takenBack = side.takenBack.filter((pair) => !statusChanged.has(pair.ticket));
    if (takenBack.length > 0) data.push(RECONCILE_MESSAGES.takenBack(takenBack));
    await recordActivity(
      actorOf(user, website),
      `Upload ${request.kind.label} ${labelOfCode(request.transaction)} ${file.name.slice(0, 120)}: ${inserted} data${skipped ? `, ${skipped} dilewati` : ""}`,
      transaction,
    );
    const statuses = statusActivity(labelOfCode(request.transaction), changes.filter((change) => change.website === website));
    if (statuses) await recordActivity(actorOf(user, website), statuses, transaction);
  }
  if (scan) await scan.readOutcome();
  data.splice(changeLinesAt, 0, ...ticketChangeLines(changes));
  return { status: false, message: data[0], data, inserted, skipped, batch_ids: stored.map(({ batch }) => batch.batch_id), layout: parsed.layoutLabel };
}
