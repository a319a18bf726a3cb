import { awaitTurnForContested, judgeContestedAgain } from "./judge-again.server";
import { MatchLink } from "~/models/models.server";
import { actorOf } from "../activity-log/actor";
import { NotFoundError, ServiceError } from "../errors";
import { centsToDecimal, formatRupiah, type Cents } from "../money";
import { amountChangeText, isLargeChange } from "../money-input";
import type { SessionUser } from "../auth/session.server";
import { formatSpecDate } from "../spec-date";
import { recordActivity } from "../activity-log/record.server";
import { LARGE_CHANGE_MESSAGE } from "./messages";
import type { Direction } from "./ledger-direction";
import { ledgerModel } from "./ledger-models.server";
import { boLedger } from "./ledgers";
import {
  assertRowsOpen,
  checkRequestScope,
  checkRowScope,
  idList,
  loadBoRows,
  NothingChanged,
  parseAmountEdit,
  parseIds,
  parseNote,
  sequelizeOf,
  type RequestScope,
} from "./bo-rows.server";

/** Approving pending BO rows, with a note and an optional edited amount (rules: bo-rows.server.ts). */

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
  /** the edit moves the amount tenfold or more: the screen asks once more */
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
 * An approval would move an amount tenfold or more and the clerk has not yet said it is meant:
 * nothing was written; the screen asks once more.
 */
export class LargeChangeUnconfirmed extends ServiceError {
  constructor(readonly ids: number[]) {
    super(LARGE_CHANGE_MESSAGE, 409);
  }
}

export interface ApproveOptions {
  /** refuse (LargeChangeUnconfirmed) an edit that moves an amount tenfold or more */
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
    await awaitTurnForContested(kind, rows, transaction);
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
    await judgeContestedAgain(user, rows, updated, transaction);
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
