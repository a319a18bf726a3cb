import { Op, type Transaction } from "sequelize";
import { MatchLink } from "~/models/models.server";
import { actorOf } from "../activity-log/actor";
import { AccessDenied, ConflictError, NotFoundError } from "../errors";
import { formatRupiah, toCents } from "../money";
import type { SessionUser } from "../auth/session.server";
import { formatSpecDate } from "../spec-date";
import { recordActivity } from "../activity-log/record.server";
import { learnAlias } from "../matching/aliases.server";
import { pairedOnAnotherWebsite } from "../matching/reconcile/shared-accounts.server";
import type { Direction } from "./ledger-direction";
import { ledgerModel } from "./ledger-models.server";
import { boLedger, mutasiLedgerOf } from "./ledgers";
import { assertDaysOpen } from "../day-close/day-close.server";
import { PAIR_MESSAGES } from "./messages";
import { loadLine } from "./statement-line.server";
import { awaitWebsiteTurn, judgeAgain } from "./judge-again.server";
import { assertRowsOpen, checkRequestScope, checkRowScope, loadBoRows, sequelizeOf, type RequestScope } from "./bo-rows.server";

/** The candidates the engine left on ambiguous BO rows, and a checker confirming one of them. */

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
 * that line withdrawn), refused when either is no longer pending. A second submit of the same
 * form, or a rival row's confirm of a line just taken, finds no candidate left: it is told that
 * the row or the line is taken (409), in the words of a pair by hand, not that it never was one.
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
    if (!row) throw new NotFoundError(PAIR_MESSAGES.boNotFound(boId));
    checkRowScope(user, [row], scope);
    await awaitWebsiteTurn(kind, row.website, transaction);
    if (row.approved) throw new ConflictError(PAIR_MESSAGES.boNotPending(boId));
    await assertRowsOpen([row], transaction);
    const link = await MatchLink.findOne({
      where: { match_kind: kind, match_bo_id: boId, match_mutasi_id: mutasiId, match_method: "candidate", match_active: true },
      transaction,
    });
    const line = await loadLine(kind, mutasiId, transaction);
    const ownWebsite = line !== null && line.website.toUpperCase() === row.website.toUpperCase();
    if (!link) {
      // the candidate links go when the row or the line is taken: say that, of the row's own website's line
      if (ownWebsite && line.approved) throw new ConflictError(PAIR_MESSAGES.lineNotPending(mutasiId));
      throw new NotFoundError(PAIR_MESSAGES.notCandidate(boId, mutasiId));
    }
    if (!line) throw new NotFoundError(PAIR_MESSAGES.lineNotFound(mutasiId));
    if (!ownWebsite) throw new AccessDenied("Akses ditolak: mutasi bukan milik website yang dipilih.");
    // the same rules as a pair by hand (pairing.server.ts): a marked line is no player's money,
    // and the line's day may be another, closed one
    if (line.mark) throw new ConflictError(PAIR_MESSAGES.lineMarked(mutasiId, line.mark));
    if (line.approved) throw new ConflictError(PAIR_MESSAGES.lineNotPending(mutasiId));
    if (await pairedOnAnotherWebsite(kind, mutasiId, transaction)) throw new ConflictError(PAIR_MESSAGES.linePairedElsewhere(mutasiId));
    await assertDaysOpen(line.website, [line.date], transaction);
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
    if (boCount !== 1) throw new ConflictError(PAIR_MESSAGES.boNotPending(boId));
    const [lineCount] = await ledgerModel(m).update(
      {
        [m.approved]: true,
        [m.note]: `MANUAL: BO #${boId} dikonfirmasi oleh ${user.account_name}`,
        [m.ticket]: row.ticket,
        [m.appDate]: now,
      },
      { where: { [m.id]: mutasiId, [m.approved]: false }, transaction },
    );
    if (lineCount !== 1) throw new ConflictError(PAIR_MESSAGES.lineNotPending(mutasiId));
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
    await learnAlias(user, { kind, website: row.website, username: row.username, senderName: line.senderName, accountNo: line.accountNo }, transaction);
    // the rival rows lost their claim on the line: they show their real tier at once, not a stale one
    await judgeAgain(user, row.website, [row.date, line.date], transaction);
  });
  return { message: PAIR_MESSAGES.confirmed(boId, mutasiId) };
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
