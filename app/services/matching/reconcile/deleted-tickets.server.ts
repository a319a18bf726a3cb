/**
 * Tickets a checker deleted while pending (spec: the row is removed). A later BO export listing
 * the ticket writes it again as any new ticket, but a person removed it: it is never approved
 * automatically again, and its likely line is only suggested, with who deleted it (a clean-room
 * audit, edit1 F1: the same BO file uploaded again brought the ticket back, and the next
 * statement approved it).
 */
import { QueryTypes, type Transaction } from "sequelize";
import { DeletedTicket } from "~/models/models.server";
import { REASON_WORDS } from "../messages";
import type { ReconcileResult, TicketDeletion } from "../engine";
import { formatSpecDate } from "../../spec-date";
import { jakartaDate } from "../../jakarta-time";
import { holding } from "./held-pairs.server";
import { undoneTicketKey } from "./ticket-key";
import type { BoCandidate } from "./rows.server";
import type { Side } from "./sides.server";
import { boLedger } from "../../review/ledgers";

/** Records the deletion of pending rows' tickets, in the deleting transaction. */
export async function recordDeletedTickets(
  kind: Side["kind"],
  rows: readonly { website: string; ticket: string; date: string }[],
  by: string,
  transaction: Transaction,
): Promise<void> {
  const at = new Date();
  const kept = rows.filter((row) => row.ticket.trim() !== "");
  if (kept.length === 0) return;
  await DeletedTicket.bulkCreate(
    kept.map((row) => ({ deleted_kind: kind, deleted_website: row.website, deleted_ticket: undoneTicketKey(row.website, row.ticket), deleted_bo_date: row.date, deleted_by: by, deleted_at: at })),
    { transaction },
  );
}

/** The website's deleted tickets by ticket key (undoneTicketKey), the latest deletion of each. */
export async function deletedTicketsOf(kind: Side["kind"], website: string, transaction: Transaction): Promise<Map<string, TicketDeletion>> {
  const rows = (await DeletedTicket.sequelize!.query(`SELECT deleted_ticket, deleted_by, deleted_at FROM deleted_ticket WHERE deleted_kind = ? AND deleted_website = ? ORDER BY deleted_id`, {
    replacements: [kind, website],
    type: QueryTypes.SELECT,
    transaction,
  })) as { deleted_ticket: string; deleted_by: string; deleted_at: Date | string }[];
  const deleted = new Map<string, TicketDeletion>();
  for (const row of rows) deleted.set(row.deleted_ticket, { by: row.deleted_by, at: new Date(row.deleted_at) });
  return deleted;
}

/** The tickets of these batches that a checker had deleted before: the upload's reply names them. */
export async function ticketsBackAfterDeletion(kind: Side["kind"], batchIds: readonly number[], transaction: Transaction): Promise<string[]> {
  if (batchIds.length === 0) return [];
  const t = boLedger(kind);
  const inBatches = `${t.batch} IN (${batchIds.map(() => "?").join(",")})`;
  const sequelize = DeletedTicket.sequelize!;
  const websites = (await sequelize.query(`SELECT DISTINCT ${t.website} AS website FROM ${t.table} WHERE ${inBatches}`, {
    replacements: [...batchIds],
    type: QueryTypes.SELECT,
    transaction,
  })) as { website: string }[];
  const back: string[] = [];
  for (const { website } of websites) {
    const deleted = await deletedTicketsOf(kind, website, transaction);
    if (deleted.size === 0) continue;
    const rows = (await sequelize.query(`SELECT ${t.ticket} AS ticket FROM ${t.table} WHERE ${t.website} = ? AND ${inBatches} ORDER BY ${t.id}`, {
      replacements: [website, ...batchIds],
      type: QueryTypes.SELECT,
      transaction,
    })) as { ticket: string | null }[];
    for (const row of rows) if (row.ticket && deleted.has(undoneTicketKey(website, row.ticket))) back.push(row.ticket);
  }
  return back;
}

/** The engine's automatic pairs of tickets a checker deleted before, taken back: their lines are suggested. */
export function withoutDeletedTickets(result: ReconcileResult, bos: readonly BoCandidate[], rivalIds: ReadonlySet<number>): ReconcileResult {
  const deleted = new Map<number, TicketDeletion>();
  for (const row of bos) if (row.deletedBefore && !rivalIds.has(row.id)) deleted.set(row.id, row.deletedBefore);
  if (deleted.size === 0) return result;
  return holding(
    result,
    (match) => deleted.has(match.boId),
    (match) => {
      const deletion = deleted.get(match.boId)!;
      return {
        kind: "competing",
        hold: "competing",
        heldBecause: REASON_WORDS.deletedBefore(deletion.by, formatSpecDate(jakartaDate(deletion.at), { padDay: true })),
        reason: `HELD: BO #${match.boId}'s ticket was deleted by ${deletion.by} before`,
      };
    },
  );
}
