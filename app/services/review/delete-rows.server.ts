import { awaitTurnForContested, judgeContestedAgain } from "./judge-again.server";
import { MatchLink } from "~/models/models.server";
import { recordDeletedTickets } from "../matching/reconcile/deleted-tickets.server";
import { actorOf } from "../activity-log/actor";
import { formatRupiah } from "../money";
import type { SessionUser } from "../auth/session.server";
import { formatSpecDate } from "../spec-date";
import { recordActivity } from "../activity-log/record.server";
import type { Direction } from "./ledger-direction";
import { ledgerModel } from "./ledger-models.server";
import { boLedger } from "./ledgers";
import { assertRowsOpen, checkRequestScope, checkRowScope, idList, loadBoRows, NothingChanged, parseIds, sequelizeOf, type BoRow, type RequestScope } from "./bo-rows.server";

export interface DeleteOutcome {
  deleted: number[];
  alreadyApproved: number[];
  notFound: number[];
  message: string;
}

/** Deletes pending BO rows (spec: only pending rows may be deleted; the row is removed). */
export async function deleteBoRows(user: SessionUser, kind: Direction, scope: RequestScope, ids: readonly unknown[]): Promise<DeleteOutcome> {
  checkRequestScope(user, scope);
  const wanted = parseIds(ids);
  const t = boLedger(kind);
  const outcome = await sequelizeOf(kind).transaction(async (transaction) => {
    const rows = await loadBoRows(kind, wanted, transaction);
    checkRowScope(user, rows, scope);
    await assertRowsOpen(rows, transaction);
    await awaitTurnForContested(kind, rows, transaction);
    const found = new Map(rows.map((row) => [row.id, row]));
    const deleted: number[] = [];
    const alreadyApproved: number[] = [];
    const notFound: number[] = [];
    const gone: BoRow[] = [];
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
      gone.push(row);
      await recordActivity(
        actorOf(user, row.website),
        `Hapus ${t.label} #${row.id} tiket ${row.ticket} (${row.website} ${formatSpecDate(row.date, { padDay: false })}) nominal ${formatRupiah(row.amountCents)} user ${row.username}`,
        transaction,
      );
    }
    // the ticket a later export lists again is written, never approved automatically again
    await recordDeletedTickets(kind, gone, user.account_name, transaction);
    if (deleted.length) {
      await MatchLink.update(
        { match_active: false },
        { where: { match_kind: kind, match_bo_id: deleted, match_method: "candidate", match_active: true }, transaction },
      );
    }
    await judgeContestedAgain(user, rows, deleted, transaction);
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
