import type { Model, Transaction } from "sequelize";
import { assertRole, assertWebsiteAccess } from "../auth/access.server";
import { AccessDenied, ServiceError, ValidationError } from "../errors";
import { toCents, type Cents } from "../money";
import { MONEY_INPUT_MESSAGES, parseTypedAmount, type TypedAmountOptions } from "../money-input";
import type { SessionUser } from "../auth/session.server";
import { insideEditWindow } from "../spec-date";
import { assertDaysOpen } from "../day-close/day-close.server";
import { normaliseWebsiteCode } from "../websites/website-code";
import type { Direction } from "./ledger-direction";
import { ledgerModel } from "./ledger-models.server";
import { boLedger } from "./ledgers";

/**
 * The rules every change a checker makes to BO rows obeys (spec section 4 "BO record approval",
 * "Edit window", section 5 "BO views"), shared by View BO and the /api routes: approving
 * (approvals.server.ts), deleting (delete-rows.server.ts), confirming a candidate
 * (candidates.server.ts) and pairing or undoing a pair (pairing.server.ts). Every rule lives here once:
 *   - only CHECKER and ADMIN; a CHECKER only on their own website, and every row must belong to
 *     the website of the request (ids alone are never trusted);
 *   - only rows whose business date is today, yesterday or two days ago (Jakarta), and equal to
 *     the date the request names, and never on a closed day (Tutup Hari);
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
  /** the BO's own status of the ticket, as exported */
  status: string | null;
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
    status: (get(t.status) as string | null) ?? null,
  };
}

export function sequelizeOf(kind: Direction) {
  return ledgerModel(boLedger(kind)).sequelize!;
}

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

export function parseIds(ids: readonly unknown[]): number[] {
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

export const idList = (ids: readonly number[]) => ids.map((id) => `#${id}`).join(", ");

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
