import { Op, type Model, type Transaction } from "sequelize";
import { MatchLink } from "~/models/models.server";
import { assertRole, assertWebsiteAccess } from "../auth/access.server";
import { actorOf } from "../activity-log/actor";
import { AccessDenied, ConflictError, NotFoundError, ServiceError, ValidationError } from "../errors";
import { centsToDecimal, formatRupiah, toCents, type Cents } from "../money";
import { amountChangeText, isLargeChange, MONEY_INPUT_MESSAGES, parseTypedAmount, type TypedAmountOptions } from "../money-input";
import type { SessionUser } from "../auth/session.server";
import { formatSpecDate, insideEditWindow } from "../spec-date";
import { recordActivity } from "../activity-log/record.server";
import { learnAlias } from "../matching/aliases.server";
import { assertDaysOpen } from "../day-close/day-close.server";
import { LARGE_CHANGE_MESSAGE } from "./messages";
import { normaliseWebsiteCode } from "../websites/website-code";
import type { Direction } from "./ledger-direction";
import { ledgerModel } from "./ledger-models.server";
import { boLedger, mutasiLedgerOf, pendingValues } from "./ledgers";

/**
 * What a checker does with BO rows (spec section 4 "BO record approval", "Edit window", section 5
 * "BO views"), shared by View BO and the /api routes: approve pending rows with a note and an
 * optional edited amount, delete pending rows, confirm one of an ambiguous row's candidates, and
 * (ADMIN) undo an automatic match. Every rule lives here once:
 *   - only CHECKER and ADMIN; a CHECKER only on their own website, and every row must belong to
 *     the website of the request (ids alone are never trusted);
 *   - only rows whose business date is today, yesterday or two days ago (Jakarta), and equal to
 *     the date the request names;
 *   - only pending rows: the write is a conditional UPDATE/DELETE (... AND approve = false) whose
 *     affected count decides, so two requests racing on a row change it exactly once;
 *   - one transaction per request, a tracking row per approved, deleted, confirmed or undone row.
 */

export const NOTE_REQUIRED_MESSAGE = "Keterangan tidak boleh kosong.";
export const EDIT_WINDOW_MESSAGE = "Data ini tidak bisa diupdate (bukan hari yang sama).";
export const NOTHING_SELECTED_MESSAGE = "Pilih data terlebih dahulu.";
const NOTE_MAX = 500;
const MAX_ITEMS = 1000;

const REVIEWERS = ["ADMIN", "CHECKER"] as const;

/** A BO row as these rules read it. */
export interface BoRow {
  id: number;
  approved: boolean;
  website: string;
  date: string;
  ticket: string;
  username: string;
  /** the player's full name as the BO wrote it */
  fullName: string;
  amountCents: Cents;
  matchState: string;
}

function boRow(kind: Direction, row: Model): BoRow {
  const t = boLedger(kind);
  const get = (column: string) => row.get(column) as unknown;
  return {
    id: Number(get(t.id)),
    approved: Boolean(get(t.approved)),
    website: String(get(t.website)),
    date: String(get(t.date)),
    ticket: String(get(t.ticket)),
    username: String(get(t.username)),
    fullName: String(get(t.fullName) ?? ""),
    amountCents: toCents(get(t.amount) as number | string),
    matchState: String(get(t.matchState)),
  };
}

export function sequelizeOf(kind: Direction) {
  return ledgerModel(boLedger(kind)).sequelize!;
}

// ---------------------------------------------------------------------------------------------
// input rules

/** Spec: a note is required. Trimmed; at most 500 characters. */
export function parseNote(note: unknown): string {
  const text = typeof note === "string" ? note.trim() : typeof note === "number" ? String(note) : "";
  if (!text) throw new ValidationError(NOTE_REQUIRED_MESSAGE);
  if (text.length > NOTE_MAX) throw new ValidationError(`Keterangan paling panjang ${NOTE_MAX} karakter.`);
  return text;
}

/**
 * An edited amount as a clerk types it (money-input.ts: 456000, 456.000, 456.000,00, Rp 456.000
 * ...); blank or absent keeps the original. Returns the new amount in cents, or null to keep what
 * the row has.
 */
export function parseAmountEdit(amount: unknown, options: TypedAmountOptions = {}): Cents | null {
  if (amount === null || amount === undefined) return null;
  if (typeof amount !== "string" && typeof amount !== "number") throw new ValidationError(MONEY_INPUT_MESSAGES.unreadable);
  const typed = parseTypedAmount(amount, options);
  if (typed === null) return null;
  if (!typed.ok) throw new ValidationError(typed.message);
  return typed.cents;
}

function parseIds(ids: readonly unknown[]): number[] {
  const seen = new Set<number>();
  for (const value of ids) {
    const id = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id < 1) throw new ValidationError("ID data tidak valid.");
    seen.add(id);
  }
  if (seen.size === 0) throw new ValidationError(NOTHING_SELECTED_MESSAGE);
  if (seen.size > MAX_ITEMS) throw new ValidationError(`Paling banyak ${MAX_ITEMS} data sekali proses.`);
  return [...seen];
}

/** The request's scope: the website and business date it says it works on (either may be absent in /api bodies). */
export interface RequestScope {
  /** website code; absent: each row's own website, which the user must be allowed to see */
  website?: string | null;
  /** YYYY-MM-DD; absent: each row's own date. Present but null: the request named an unreadable date. */
  date?: string | null;
}

export function checkRequestScope(user: SessionUser, scope: RequestScope) {
  assertRole(user, REVIEWERS);
  if (scope.website !== undefined && scope.website !== null) {
    const code = normaliseWebsiteCode(scope.website);
    if (!code) throw new ValidationError("Website wajib dipilih.");
    assertWebsiteAccess(user, code);
  }
  if (scope.date === null) throw new ValidationError("Tanggal tidak valid.");
  if (scope.date !== undefined && !insideEditWindow(scope.date)) throw new ValidationError(EDIT_WINDOW_MESSAGE);
}

/** A closed day (Tutup Hari) takes no approval, edit, confirmation, undo or delete of its rows. */
export async function assertRowsOpen(rows: readonly BoRow[], transaction: Transaction): Promise<void> {
  const days = new Map<string, Set<string>>();
  for (const row of rows) {
    const website = row.website.toUpperCase();
    days.set(website, (days.get(website) ?? new Set()).add(row.date));
  }
  for (const [website, dates] of days) await assertDaysOpen(website, [...dates], transaction);
}

/** Every row: a website the user may act on, the request's website and date, inside the edit window. */
export function checkRowScope(user: SessionUser, rows: readonly BoRow[], scope: RequestScope) {
  const website = scope.website ? normaliseWebsiteCode(scope.website) : null;
  for (const row of rows) {
    assertWebsiteAccess(user, row.website);
    if (website && row.website.toUpperCase() !== website) {
      throw new AccessDenied("Akses ditolak: data bukan milik website yang dipilih.");
    }
  }
  for (const row of rows) {
    if (!insideEditWindow(row.date) || (scope.date && row.date !== scope.date)) throw new ValidationError(EDIT_WINDOW_MESSAGE);
  }
}

export async function loadBoRows(kind: Direction, ids: readonly number[], transaction?: Transaction): Promise<BoRow[]> {
  const t = boLedger(kind);
  const rows = await ledgerModel(t).findAll({ where: { [t.id]: [...ids] }, transaction });
  return rows.map((row) => boRow(kind, row)).sort((a, b) => a.id - b.id);
}

const idList = (ids: readonly number[]) => ids.map((id) => `#${id}`).join(", ");

// ---------------------------------------------------------------------------------------------
// approve

export interface ApprovalItem {
  id: unknown;
  note: unknown;
  /** digits (whole rupiah), blank or absent: keep the row's amount */
  amount?: unknown;
}

export interface ParsedApproval {
  id: number;
  note: string;
  amountCents: Cents | null;
}

export interface ApprovalOutcome {
  updated: number[];
  alreadyApproved: number[];
  notFound: number[];
  message: string;
}

export interface DeleteOutcome {
  deleted: number[];
  alreadyApproved: number[];
  notFound: number[];
  message: string;
}

/**
 * Nothing was changed because every row was already approved (409) or is gone (404); carries
 * the lists so a reply can name the rows.
 */
export class NothingChanged extends ServiceError {
  constructor(
    message: string,
    readonly outcome: { alreadyApproved: number[]; notFound: number[] },
  ) {
    super(message, outcome.alreadyApproved.length ? 409 : 404);
  }
}

export function parseApprovalItems(items: readonly ApprovalItem[]): ParsedApproval[] {
  parseIds(items.map((item) => item.id));
  const byId = new Map<number, ParsedApproval>();
  items.forEach((item) => {
    // parseIds accepted it: a positive integer or a string of digits
    const id = Number(typeof item.id === "string" ? item.id.trim() : item.id);
    if (byId.has(id)) return;
    byId.set(id, { id, note: parseNote(item.note), amountCents: parseAmountEdit(item.amount) });
  });
  return [...byId.values()];
}

export interface ApprovalPreviewRow {
  id: number;
  ticket: string;
  username: string;
  amount: string;
  newAmount: string | null;
  /** `Rp 45.600.000 → Rp 456.000` when the approval edits the amount */
  amountChange: string | null;
  /** the edit moves the amount more than tenfold: the screen asks once more */
  largeChange: boolean;
  note: string | null;
  approved: boolean;
}

/**
 * Checks an approval or deletion the way the write would, without writing: what the
 * confirmation dialog lists before a checker says yes.
 */
export async function previewBoChange(
  user: SessionUser,
  kind: Direction,
  scope: RequestScope,
  change: { action: "approve"; items: readonly ApprovalItem[] } | { action: "delete"; ids: readonly unknown[] },
): Promise<ApprovalPreviewRow[]> {
  checkRequestScope(user, scope);
  const parsed = change.action === "approve" ? parseApprovalItems(change.items) : parseIds(change.ids).map((id) => ({ id, note: null, amountCents: null }));
  const rows = await loadBoRows(
    kind,
    parsed.map((item) => item.id),
  );
  if (rows.length === 0) throw new NotFoundError("Data tidak ditemukan.");
  checkRowScope(user, rows, scope);
  const byId = new Map(parsed.map((item) => [item.id, item]));
  return rows.map((row) => {
    const item = byId.get(row.id)!;
    const edited = item.amountCents !== null && item.amountCents !== row.amountCents ? item.amountCents : null;
    return {
      id: row.id,
      ticket: row.ticket,
      username: row.username,
      amount: formatRupiah(row.amountCents),
      newAmount: edited === null ? null : formatRupiah(edited),
      amountChange: edited === null ? null : amountChangeText(row.amountCents, edited),
      largeChange: edited !== null && isLargeChange(row.amountCents, edited),
      note: item.note,
      approved: row.approved,
    };
  });
}

/**
 * An approval would move an amount more than tenfold and the clerk has not yet said it is meant:
 * nothing was written; the screen asks once more.
 */
export class LargeChangeUnconfirmed extends ServiceError {
  constructor(readonly ids: number[]) {
    super(LARGE_CHANGE_MESSAGE, 409);
  }
}

export interface ApproveOptions {
  /** refuse (LargeChangeUnconfirmed) an edit that moves an amount more than tenfold */
  askBeforeLargeChange?: boolean;
}

/**
 * Approves pending BO rows: bo_approve true, ket_app = note, app_date = now, bo_approved_by = the
 * session's account, bo_match_state 'manual', and the edited amount if one was given
 * (depo_original_amount keeps what was uploaded). Rows approved meanwhile are reported, not
 * approved again.
 */
export async function approveBoRows(
  user: SessionUser,
  kind: Direction,
  scope: RequestScope,
  items: readonly ApprovalItem[],
  options: ApproveOptions = {},
): Promise<ApprovalOutcome> {
  checkRequestScope(user, scope);
  const parsed = parseApprovalItems(items);
  const t = boLedger(kind);
  const outcome = await sequelizeOf(kind).transaction(async (transaction) => {
    const rows = await loadBoRows(
      kind,
      parsed.map((item) => item.id),
      transaction,
    );
    checkRowScope(user, rows, scope);
    await assertRowsOpen(rows, transaction);
    const found = new Map(rows.map((row) => [row.id, row]));
    if (options.askBeforeLargeChange) {
      const large = parsed.filter((item) => {
        const row = found.get(item.id);
        return row && !row.approved && item.amountCents !== null && isLargeChange(row.amountCents, item.amountCents);
      });
      if (large.length) throw new LargeChangeUnconfirmed(large.map((item) => item.id));
    }
    const updated: number[] = [];
    const alreadyApproved: number[] = [];
    const notFound: number[] = [];
    const now = new Date();
    for (const item of parsed) {
      const row = found.get(item.id);
      if (!row) {
        notFound.push(item.id);
        continue;
      }
      if (row.approved) {
        alreadyApproved.push(item.id);
        continue;
      }
      const values: Record<string, unknown> = {
        [t.approved]: true,
        [t.note]: item.note,
        [t.appDate]: now,
        [t.approvedBy]: user.account_id,
        [t.matchState]: "manual",
      };
      if (item.amountCents !== null) values[t.amount] = centsToDecimal(item.amountCents);
      const [count] = await ledgerModel(t).update(values, {
        where: { [t.id]: item.id, [t.approved]: false, [t.website]: row.website, [t.date]: row.date },
        transaction,
      });
      if (count !== 1) {
        // changed between our read and our write (possible on SQL Server): say what it is now
        const current = await ledgerModel(t).findByPk(item.id, { transaction });
        (current ? alreadyApproved : notFound).push(item.id);
        continue;
      }
      updated.push(item.id);
      const amountText =
        item.amountCents !== null && item.amountCents !== row.amountCents
          ? `nominal ${formatRupiah(item.amountCents)} (semula ${formatRupiah(row.amountCents)})`
          : `nominal ${formatRupiah(row.amountCents)}`;
      await recordActivity(
        actorOf(user, row.website),
        `Approve ${t.label} #${row.id} tiket ${row.ticket} (${row.website} ${formatSpecDate(row.date, { padDay: false })}) ${amountText}: ${item.note}`,
        transaction,
      );
    }
    if (updated.length) {
      // an approved row is no longer open: its candidate suggestions go away
      await MatchLink.update(
        { match_active: false },
        { where: { match_kind: kind, match_bo_id: updated, match_method: "candidate", match_active: true }, transaction },
      );
    }
    return { updated, alreadyApproved, notFound };
  });
  const sort = (ids: number[]) => ids.sort((a, b) => a - b);
  const result = { updated: sort(outcome.updated), alreadyApproved: sort(outcome.alreadyApproved), notFound: sort(outcome.notFound) };
  const extra = [
    result.alreadyApproved.length ? `${result.alreadyApproved.length} data sudah diapprove sebelumnya: ${idList(result.alreadyApproved)}.` : "",
    result.notFound.length ? `${result.notFound.length} data tidak ditemukan: ${idList(result.notFound)}.` : "",
  ].filter(Boolean);
  if (!result.updated.length) {
    throw new NothingChanged(
      result.alreadyApproved.length
        ? `Data sudah diapprove sebelumnya: ${idList(result.alreadyApproved)}.${result.notFound.length ? ` ${extra[1]}` : ""}`
        : `Data tidak ditemukan: ${idList(result.notFound)}.`,
      result,
    );
  }
  return { ...result, message: [`${result.updated.length} data berhasil diapprove.`, ...extra].join(" ") };
}

// ---------------------------------------------------------------------------------------------
// delete

/** Deletes pending BO rows (spec: only pending rows may be deleted; the row is removed). */
export async function deleteBoRows(user: SessionUser, kind: Direction, scope: RequestScope, ids: readonly unknown[]): Promise<DeleteOutcome> {
  checkRequestScope(user, scope);
  const wanted = parseIds(ids);
  const t = boLedger(kind);
  const outcome = await sequelizeOf(kind).transaction(async (transaction) => {
    const rows = await loadBoRows(kind, wanted, transaction);
    checkRowScope(user, rows, scope);
    await assertRowsOpen(rows, transaction);
    const found = new Map(rows.map((row) => [row.id, row]));
    const deleted: number[] = [];
    const alreadyApproved: number[] = [];
    const notFound: number[] = [];
    for (const id of wanted) {
      const row = found.get(id);
      if (!row) {
        notFound.push(id);
        continue;
      }
      if (row.approved) {
        alreadyApproved.push(id);
        continue;
      }
      const count = await ledgerModel(t).destroy({
        where: { [t.id]: id, [t.approved]: false, [t.website]: row.website, [t.date]: row.date },
        transaction,
      });
      if (count !== 1) {
        const current = await ledgerModel(t).findByPk(id, { transaction });
        (current ? alreadyApproved : notFound).push(id);
        continue;
      }
      deleted.push(id);
      await recordActivity(
        actorOf(user, row.website),
        `Hapus ${t.label} #${row.id} tiket ${row.ticket} (${row.website} ${formatSpecDate(row.date, { padDay: false })}) nominal ${formatRupiah(row.amountCents)} user ${row.username}`,
        transaction,
      );
    }
    if (deleted.length) {
      await MatchLink.update(
        { match_active: false },
        { where: { match_kind: kind, match_bo_id: deleted, match_method: "candidate", match_active: true }, transaction },
      );
    }
    return { deleted, alreadyApproved, notFound };
  });
  const sort = (list: number[]) => list.sort((a, b) => a - b);
  const result = { deleted: sort(outcome.deleted), alreadyApproved: sort(outcome.alreadyApproved), notFound: sort(outcome.notFound) };
  const approvedText = result.alreadyApproved.length
    ? `${result.alreadyApproved.length} data sudah diapprove dan tidak bisa dihapus: ${idList(result.alreadyApproved)}.`
    : "";
  const missingText = result.notFound.length ? `${result.notFound.length} data tidak ditemukan: ${idList(result.notFound)}.` : "";
  if (!result.deleted.length) {
    throw new NothingChanged(
      result.alreadyApproved.length
        ? `Data sudah diapprove dan tidak bisa dihapus: ${idList(result.alreadyApproved)}.${missingText ? ` ${missingText}` : ""}`
        : `Data tidak ditemukan: ${idList(result.notFound)}.`,
      result,
    );
  }
  return {
    ...result,
    message: [`${result.deleted.length} data berhasil dihapus.`, approvedText, missingText].filter(Boolean).join(" "),
  };
}

// ---------------------------------------------------------------------------------------------
// candidates of ambiguous rows

export interface CandidateView {
  mutasiId: number;
  amount: string;
  senderName: string;
  /** 05-Jan-2025 (mutasi dates are padded) */
  date: string;
  /** 0.9100 */
  score: string;
  reason: string;
  /** the statement line is still pending: it can be confirmed */
  pending: boolean;
}

/** The active candidate links of BO rows left ambiguous by the engine, best first, with their statement lines. */
export async function listCandidates(kind: Direction, boIds: readonly number[]): Promise<Record<number, CandidateView[]>> {
  const result: Record<number, CandidateView[]> = {};
  if (!boIds.length) return result;
  const links = await MatchLink.findAll({
    where: { match_kind: kind, match_bo_id: [...boIds], match_method: "candidate", match_active: true },
    order: [
      ["match_bo_id", "ASC"],
      ["match_score", "DESC"],
      ["match_id", "ASC"],
    ],
  });
  if (!links.length) return result;
  const m = mutasiLedgerOf(kind);
  const lines = await ledgerModel(m).findAll({ where: { [m.id]: [...new Set(links.map((link) => link.match_mutasi_id))] } });
  const byId = new Map(lines.map((line) => [Number(line.get(m.id)), line]));
  for (const link of links) {
    const line = byId.get(link.match_mutasi_id);
    if (!line) continue;
    (result[link.match_bo_id] ??= []).push({
      mutasiId: link.match_mutasi_id,
      amount: formatRupiah(toCents(line.get(m.amount) as number | string)),
      senderName: String(line.get(m.name) ?? "-"),
      date: formatSpecDate(String(line.get(m.date)), { padDay: true }),
      score: Number(link.match_score).toFixed(4),
      reason: link.match_reason,
      pending: !line.get(m.approved),
    });
  }
  return result;
}

/**
 * A checker confirms one candidate of an ambiguous BO row: the BO row and the statement line are
 * approved together (link made 'manual', the row's other candidates and other rows' claims on
 * that line withdrawn), refused when either is no longer pending.
 */
export async function confirmCandidate(
  user: SessionUser,
  kind: Direction,
  scope: RequestScope,
  boId: number,
  mutasiId: number,
): Promise<{ message: string }> {
  checkRequestScope(user, scope);
  const t = boLedger(kind);
  const m = mutasiLedgerOf(kind);
  await sequelizeOf(kind).transaction(async (transaction) => {
    const [row] = await loadBoRows(kind, [boId], transaction);
    if (!row) throw new NotFoundError("Data BO tidak ditemukan.");
    checkRowScope(user, [row], scope);
    await assertRowsOpen([row], transaction);
    const link = await MatchLink.findOne({
      where: { match_kind: kind, match_bo_id: boId, match_mutasi_id: mutasiId, match_method: "candidate", match_active: true },
      transaction,
    });
    if (!link) throw new NotFoundError(`Mutasi #${mutasiId} bukan kandidat data BO #${boId}.`);
    const line = await ledgerModel(m).findByPk(mutasiId, { transaction });
    if (!line) throw new NotFoundError(`Mutasi #${mutasiId} tidak ditemukan.`);
    if (String(line.get(m.website)).toUpperCase() !== row.website.toUpperCase()) {
      throw new AccessDenied("Akses ditolak: mutasi bukan milik website yang dipilih.");
    }
    const now = new Date();
    const [boCount] = await ledgerModel(t).update(
      {
        [t.approved]: true,
        [t.note]: `MANUAL: mutasi #${mutasiId} dikonfirmasi oleh ${user.account_name}`,
        [t.appDate]: now,
        [t.approvedBy]: user.account_id,
        [t.matchState]: "manual",
      },
      { where: { [t.id]: boId, [t.approved]: false }, transaction },
    );
    if (boCount !== 1) throw new ConflictError(`Data BO #${boId} sudah tidak pending.`);
    const [lineCount] = await ledgerModel(m).update(
      {
        [m.approved]: true,
        [m.note]: `MANUAL: BO #${boId} dikonfirmasi oleh ${user.account_name}`,
        [m.ticket]: row.ticket,
        [m.appDate]: now,
      },
      { where: { [m.id]: mutasiId, [m.approved]: false }, transaction },
    );
    if (lineCount !== 1) throw new ConflictError(`Mutasi #${mutasiId} sudah tidak pending.`);
    await link.update({ match_method: "manual", match_active: true, match_created_by: user.account_id }, { transaction });
    // the row's other candidates, and other rows' claims on this line, are no longer possible
    const rivals = await MatchLink.findAll({
      where: {
        match_kind: kind,
        match_method: "candidate",
        match_active: true,
        match_id: { [Op.ne]: link.match_id },
        [Op.or]: [{ match_bo_id: boId }, { match_mutasi_id: mutasiId }],
      },
      transaction,
    });
    if (rivals.length) {
      await MatchLink.update({ match_active: false }, { where: { match_id: rivals.map((rival) => rival.match_id) }, transaction });
      await settleAmbiguity(kind, [...new Set(rivals.map((rival) => rival.match_bo_id))].filter((id) => id !== boId), transaction);
    }
    await recordActivity(
      actorOf(user, row.website),
      `Konfirmasi kandidat ${t.label} #${boId} tiket ${row.ticket} dengan mutasi #${mutasiId} (${row.website} ${formatSpecDate(row.date, { padDay: false })}) nominal ${formatRupiah(row.amountCents)}`,
      transaction,
    );
    // a person confirmed it: the sender belongs to this player (issue 13, point 5)
    const accountNo = line.get(m.id.replace(/_id$/, "_player_account_no"));
    await learnAlias(
      user,
      { kind, website: row.website, username: row.username, senderName: String(line.get(m.name) ?? ""), accountNo: accountNo ? String(accountNo) : null },
      transaction,
    );
  });
  return { message: `Data BO #${boId} dan mutasi #${mutasiId} berhasil diapprove.` };
}

/** Pending rows flagged ambiguous that have no active candidate left go back to 'none'. */
export async function settleAmbiguity(kind: Direction, boIds: readonly number[], transaction: Transaction) {
  const t = boLedger(kind);
  for (const id of boIds) {
    const open = await MatchLink.count({ where: { match_kind: kind, match_bo_id: id, match_active: true }, transaction });
    if (open) continue;
    await ledgerModel(t).update(
      { [t.matchState]: "none" },
      { where: { [t.id]: id, [t.matchState]: "ambiguous", [t.approved]: false }, transaction },
    );
  }
}
