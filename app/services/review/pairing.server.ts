import { Op, type Transaction } from "sequelize";
import { MatchLink } from "~/models/models.server";
import { undoneTicketKey } from "../matching/reconcile/ticket-key";
import { actorOf } from "../activity-log/actor";
import { recordActivity } from "../activity-log/record.server";
import { assertRole, assertWebsiteAccess } from "../auth/access.server";
import type { SessionUser } from "../auth/session.server";
import { AccessDenied, ConflictError, NotFoundError, ServiceError, ValidationError } from "../errors";
import { forgetLineAliases, learnAlias } from "../matching/aliases.server";
import { refusedInBo } from "../matching/bo-status";
import { centsToDecimal, formatRupiah, toCents, type Cents } from "../money";
import { amountChangeText, isLargeChange } from "../money-input";
import { formatSpecDate, insideEditWindow } from "../spec-date";
import { normaliseWebsiteCode } from "../websites/website-code";
import { LargeChangeUnconfirmed } from "./approvals.server";
import {
  assertRowsOpen,
  EDIT_WINDOW_MESSAGE,
  checkRequestScope,
  checkRowScope,
  loadBoRows,
  parseAmountEdit,
  sequelizeOf,
  type BoRow,
  type RequestScope,
} from "./bo-rows.server";
import { settleAmbiguity } from "./candidates.server";
import type { Direction } from "./ledger-direction";
import { ledgerModel } from "./ledger-models.server";
import { boLedger, mutasiLedgerOf, pendingValues } from "./ledgers";
import { daysOfAutoPairs, forgetPairAliases } from "./pair-aliases.server";
import { awaitWebsiteTurn, judgeAgain } from "./judge-again.server";
import { judgeSharingWebsitesAfterCommit } from "../matching/reconcile.server";
import { PAIR_MESSAGES as M } from "./messages";
import { pairDates } from "./pair-choices.server";
import { loadLine, type LineRow } from "./statement-line.server";
import { pairedOnAnotherWebsite, sharedCopyOf } from "../matching/reconcile/shared-accounts.server";
import { assertDaysOpen } from "../day-close/day-close.server";

/**
 * A clerk pairs a pending BO row with the pending statement line that paid it (issue 13, point 4),
 * also when the amounts differ: the BO row takes the line's amount, since the line is what the bank
 * booked, shown old → new first and asked once more when it moves tenfold or more. Both sides
 * are approved, the link is 'manual', the old values go to the activity log, and the pair teaches
 * the website an alias (matching/aliases.server.ts). An ADMIN undoes a pair with a reason: both
 * sides pending again, the uploaded amount back, the link kept inactive with who, when and why.
 */

export interface PairInput {
  boId: unknown;
  mutasiId: unknown;
  /** the BO row's new amount as typed; must be the line's. Absent: only allowed when the amounts are equal. */
  amount?: unknown;
}

export interface PairPreview {
  boId: number;
  mutasiId: number;
  ticket: string;
  username: string;
  senderName: string;
  boAmount: string;
  lineAmount: string;
  /** the line's amount as digits (61000, or 61000,50 with cents), what the confirmation posts */
  lineDigits: string;
  /** `Rp 150.000 → Rp 145.000` when the pair changes the BO amount */
  amountChange: string | null;
  largeChange: boolean;
  /** the BO refused the ticket (REJECT, BATAL...): said before the pair is confirmed */
  refusedWarning: string | null;
}

function parsePairId(value: unknown, message: string = M.badId): number {
  const id = typeof value === "number" ? value : typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new ValidationError(message);
  return id;
}

interface PairPlan {
  row: BoRow;
  line: LineRow;
  /** the BO row's new amount, null when the amounts already agree */
  newCents: Cents | null;
}

/** Every rule of a pair, read inside the write's transaction (or for the preview, without one). */
async function planPair(user: SessionUser, kind: Direction, scope: RequestScope, input: PairInput, transaction?: Transaction): Promise<PairPlan> {
  checkRequestScope(user, scope);
  const boId = parsePairId(input.boId);
  const mutasiId = parsePairId(input.mutasiId);
  // the line's exact amount, cents and all: the BO row takes what the bank booked
  const typed = parseAmountEdit(input.amount, { cents: true });
  const [row] = await loadBoRows(kind, [boId], transaction);
  if (!row) throw new NotFoundError(M.boNotFound(boId));
  checkRowScope(user, [row], scope);
  if (row.approved) throw new ConflictError(M.boNotPending(boId));
  const line = await loadLine(kind, mutasiId, transaction);
  if (!line) throw new NotFoundError(M.lineNotFound(mutasiId));
  if (line.website.toUpperCase() !== row.website.toUpperCase()) throw new AccessDenied(M.otherWebsite);
  if (line.mark) throw new ConflictError(M.lineMarked(mutasiId, line.mark));
  if (line.approved) throw new ConflictError(M.lineNotPending(mutasiId));
  if (await pairedOnAnotherWebsite(kind, mutasiId, transaction)) throw new ConflictError(M.linePairedElsewhere(mutasiId));
  // the window the pick dialog offers (pair-choices.server.ts): a line of another week is no payment of this row
  if (!pairDates(row.date).includes(line.date)) {
    throw new ConflictError(M.lineOutsideDates(mutasiId, formatSpecDate(line.date, { padDay: false }), formatSpecDate(row.date, { padDay: false })));
  }
  if (typed !== null && typed !== line.amountCents) throw new ValidationError(M.amountMustBeLine(formatRupiah(line.amountCents)));
  return { row, line, newCents: line.amountCents === row.amountCents ? null : line.amountCents };
}

/** 61000, or 61000,50: what parseTypedAmount reads back as the same cents */
function amountDigits(cents: Cents): string {
  const rupiah = String(Math.trunc(cents / 100));
  return cents % 100 === 0 ? rupiah : `${rupiah},${String(cents % 100).padStart(2, "0")}`;
}

function previewOf(plan: PairPlan): PairPreview {
  const { row, line, newCents } = plan;
  return {
    boId: row.id,
    mutasiId: line.id,
    ticket: row.ticket,
    username: row.username,
    senderName: line.senderName,
    boAmount: formatRupiah(row.amountCents),
    lineAmount: formatRupiah(line.amountCents),
    lineDigits: amountDigits(line.amountCents),
    amountChange: newCents === null ? null : amountChangeText(row.amountCents, newCents),
    largeChange: newCents !== null && isLargeChange(row.amountCents, newCents),
    refusedWarning: refusedWarningOf(row),
  };
}

function refusedWarningOf(row: BoRow): string | null {
  return row.status !== null && refusedInBo(row.status) ? M.refusedTicket(row.status.trim()) : null;
}

/** What the confirmation shows before a pair is written; writes nothing. */
export async function previewPair(user: SessionUser, kind: Direction, scope: RequestScope, input: PairInput): Promise<PairPreview> {
  return previewOf(await planPair(user, kind, scope, { boId: input.boId, mutasiId: input.mutasiId }));
}

/** The pair changes the BO amount and the request did not name the new one: nothing written. */
export class AmountChangeUnconfirmed extends ServiceError {
  constructor(readonly preview: PairPreview) {
    super(M.amountDiffers(preview.amountChange ?? ""), 409, { old_amount: preview.boAmount, new_amount: preview.lineAmount });
  }
}

export interface PairOptions {
  /** a change of tenfold or more has been confirmed a second time */
  largeConfirmed?: boolean;
}

export async function pairBoWithLine(
  user: SessionUser,
  kind: Direction,
  scope: RequestScope,
  input: PairInput,
  options: PairOptions = {},
): Promise<{ message: string; boId: number; mutasiId: number }> {
  const t = boLedger(kind);
  const m = mutasiLedgerOf(kind);
  return sequelizeOf(kind).transaction(async (transaction) => {
    const plan = await planPair(user, kind, scope, input, transaction);
    const { row, line, newCents } = plan;
    await awaitWebsiteTurn(kind, row.website, transaction);
    if (newCents !== null && (input.amount === undefined || input.amount === null || input.amount === "")) {
      throw new AmountChangeUnconfirmed(previewOf(plan));
    }
    if (newCents !== null && isLargeChange(row.amountCents, newCents) && !options.largeConfirmed) throw new LargeChangeUnconfirmed([row.id]);
    await assertRowsOpen([row], transaction);
    await assertDaysOpen(line.website, [line.date], transaction);
    const now = new Date();
    const boValues: Record<string, unknown> = {
      [t.approved]: true,
      [t.note]: `MANUAL: mutasi #${line.id} dipasangkan oleh ${user.account_name}`,
      [t.appDate]: now,
      [t.approvedBy]: user.account_id,
      [t.matchState]: "manual",
    };
    if (newCents !== null) boValues[t.amount] = centsToDecimal(newCents);
    const [boCount] = await ledgerModel(t).update(boValues, { where: { [t.id]: row.id, [t.approved]: false }, transaction });
    if (boCount !== 1) throw new ConflictError(M.boNotPending(row.id));
    const [lineCount] = await ledgerModel(m).update(
      { [m.approved]: true, [m.note]: `MANUAL: BO #${row.id} dipasangkan oleh ${user.account_name}`, [m.ticket]: row.ticket, [m.appDate]: now },
      { where: { [m.id]: line.id, [m.approved]: false }, transaction },
    );
    if (lineCount !== 1) throw new ConflictError(M.lineNotPending(line.id));
    // the engine's suggestions for either side are settled by the clerk's choice
    const open = await MatchLink.findAll({
      where: { match_kind: kind, match_active: true, [Op.or]: [{ match_bo_id: row.id }, { match_mutasi_id: line.id }] },
      transaction,
    });
    const own = open.find((link) => link.match_bo_id === row.id && link.match_mutasi_id === line.id);
    if (open.length) await MatchLink.update({ match_active: false }, { where: { match_id: open.map((link) => link.match_id) }, transaction });
    await MatchLink.create(
      {
        match_kind: kind,
        match_bo_id: row.id,
        match_mutasi_id: line.id,
        match_score: own ? Number(own.match_score) : 0,
        match_reason: `MANUAL: dipasangkan oleh ${user.account_name}`.slice(0, 255),
        match_method: "manual",
        match_created_by: user.account_id,
        match_undone_at: null,
        match_undone_by: null,
      },
      { transaction },
    );
    const rivals = [...new Set(open.map((link) => link.match_bo_id))].filter((id) => id !== row.id);
    await settleAmbiguity(kind, rivals, transaction);
    const amountText =
      newCents === null
        ? `nominal ${formatRupiah(row.amountCents)}`
        : `nominal ${formatRupiah(newCents)} (semula ${formatRupiah(row.amountCents)})`;
    await recordActivity(
      actorOf(user, row.website),
      `Pasangkan ${t.label} #${row.id} tiket ${row.ticket} dengan mutasi #${line.id} ${line.senderName} (${row.website} ${formatSpecDate(row.date, { padDay: false })}) ${amountText}`,
      transaction,
    );
    await learnAlias(user, { kind, website: row.website, username: row.username, senderName: line.senderName, accountNo: line.accountNo }, transaction);
    // rows that had the line as a candidate lost it: they show their real tier at once, as after a
    // confirmed candidate, not 'Belum dicocokkan ulang' (audit-reasons1 F4)
    if (rivals.length) await judgeAgain(user, row.website, [row.date, line.date], transaction);
    // a website with the same account number offered its copy of the line: it is spent now (audit-rules8 F1, audit-life3 F9)
    await judgeSharingWebsitesAfterCommit({ website: row.website, dates: [line.date] }, actorOf(user, row.website), transaction);
    const warning = refusedWarningOf(row);
    return { message: warning ? `${M.paired(row.id, line.id)} ${warning}` : M.paired(row.id, line.id), boId: row.id, mutasiId: line.id };
  });
}

const REASON_MAX = 500;

function parseReason(reason: unknown): string {
  const text = typeof reason === "string" ? reason.trim() : "";
  if (!text) throw new ValidationError(M.reasonRequired);
  if (text.length > REASON_MAX) throw new ValidationError(M.reasonTooLong);
  return text;
}

/**
 * ADMIN only: a pair (made by hand, by a confirmed candidate or by the engine) is undone with a
 * reason. Both sides go back to pending and the BO row to the amount it was uploaded with; then
 * their days are judged again (judge-again.server.ts), the refused pair never proposed again.
 */
export async function unpairBo(
  user: SessionUser,
  kind: Direction,
  scope: RequestScope,
  boIdInput: unknown,
  reasonInput: unknown,
): Promise<{ message: string; mutasiId: number }> {
  assertRole(user, ["ADMIN"], M.onlyAdminUndoes);
  const website = scope.website ? normaliseWebsiteCode(scope.website) : null;
  if (website) assertWebsiteAccess(user, website);
  const boId = parsePairId(boIdInput, M.badBoId);
  const reason = parseReason(reasonInput);
  const t = boLedger(kind);
  const m = mutasiLedgerOf(kind);
  return sequelizeOf(kind).transaction(async (transaction) => {
    const [row] = await loadBoRows(kind, [boId], transaction);
    if (!row) throw new NotFoundError(M.boNotFound(boId));
    assertWebsiteAccess(user, row.website);
    if (website && row.website.toUpperCase() !== website) throw new AccessDenied("Akses ditolak: data bukan milik website yang dipilih.");
    await awaitWebsiteTurn(kind, row.website, transaction);
    // undone outside the edit window, both rows would be pending where nobody may pair or approve them
    if (!insideEditWindow(row.date)) throw new ValidationError(EDIT_WINDOW_MESSAGE);
    const link = row.approved
      ? await MatchLink.findOne({
          where: { match_kind: kind, match_bo_id: boId, match_method: ["manual", "auto"], match_active: true },
          order: [["match_id", "DESC"]],
          transaction,
        })
      : null;
    if (!link) throw new ConflictError(M.notPaired(boId));
    const line = await loadLine(kind, link.match_mutasi_id, transaction);
    await assertRowsOpen([row], transaction);
    if (line) await assertDaysOpen(line.website, [line.date], transaction);
    const original = (await ledgerModel(t).findByPk(boId, { transaction }))?.get(t.originalAmount);
    const restored = original === null || original === undefined ? null : toCents(original as number | string);
    const values = pendingValues(t);
    if (restored !== null) values[t.amount] = centsToDecimal(restored);
    const [boCount] = await ledgerModel(t).update(values, { where: { [t.id]: boId, [t.approved]: true }, transaction });
    if (boCount !== 1) throw new ConflictError(`Data BO #${boId} sudah berubah; muat ulang halaman.`);
    await ledgerModel(m).update(pendingValues(m), { where: { [m.id]: link.match_mutasi_id }, transaction });
    await link.update({ match_active: false, match_undone_at: new Date(), match_undone_by: user.account_id, match_undo_reason: reason, match_undone_ticket: undoneTicketKey(row.website, row.ticket) }, { transaction });
    const source = line ? { kind, website: row.website, username: row.username, senderName: line.senderName, accountNo: line.accountNo } : null;
    // an automatic pair an ADMIN refuses rested on what the sender was taught to be: that alias
    // goes even where the pair that taught it stands (a clean-room audit: undone with "bukan untuk
    // andi7", the next credit from that sender was approved on the alias again)
    const forgotten = source === null ? 0 : link.match_method === "auto" ? await forgetLineAliases(source, transaction) : await forgetPairAliases([source], transaction);
    const amountText = restored !== null && restored !== row.amountCents ? `, nominal kembali ${formatRupiah(restored)} (semula ${formatRupiah(row.amountCents)})` : "";
    await recordActivity(
      actorOf(user, row.website),
      `Batalkan pasangan ${link.match_method === "auto" ? "otomatis" : "manual"} ${t.label} #${boId} tiket ${row.ticket} dengan mutasi #${link.match_mutasi_id} (${row.website} ${formatSpecDate(row.date, { padDay: false })})${amountText}${forgotten ? `, ${forgotten} alias dihapus` : ""}: ${reason}`,
      transaction,
    );
    // the row, without the line the ADMIN refused, and the rows the freed line may pay
    // and the days of the player's automatic pairs its aliases may have proven
    const aliasDays = forgotten > 0 ? await daysOfAutoPairs([{ kind, website: row.website, username: row.username }], transaction) : [];
    await judgeAgain(user, row.website, [...(line ? [row.date, line.date] : [row.date]), ...aliasDays], transaction);
    // the freed line may have gone at once to another row: the reply must not call it pending
    const retaken = await MatchLink.findOne({ where: { match_kind: kind, match_mutasi_id: link.match_mutasi_id, match_method: "auto", match_active: true }, transaction });
    const unpaired = retaken ? M.unpairedLineRetaken(boId, link.match_mutasi_id, retaken.match_bo_id) : M.unpaired(boId, link.match_mutasi_id);
    const message = link.match_method === "auto" && forgotten > 0 ? `${unpaired} ${M.autoPairAliasesForgotten(forgotten, row.username)}` : unpaired;
    const shared = (await sharedCopyOf(kind, link.match_mutasi_id, transaction)) !== null;
    return { mutasiId: link.match_mutasi_id, message: shared ? `${message} ${M.sharedCopyJudgedAgain}` : message };
  });
}
