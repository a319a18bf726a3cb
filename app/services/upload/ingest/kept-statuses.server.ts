import { Op, type Transaction } from "sequelize";
import { isoDay } from "~/models/raw-values";
import { updateRows } from "~/models/update-rows.server";
import { closedDates } from "../../day-close/day-close.server";
import { DIRECTIONS, type Direction } from "../../review/ledger-direction";
import { ledgerModel } from "../../review/ledger-models.server";
import { boLedger } from "../../review/ledgers";
import { pairLineDays } from "./pair-line-days.server";

/** A status kept while a day was closed, now written. */
export interface KeptStatusWritten {
  direction: Direction;
  ticket: string;
  from: string | null;
  to: string;
  /** the ticket's own day: matched again */
  date: string;
}

/**
 * Writes the statuses a later BO export gave while a ticket's day, or the day of the line that
 * pays it, was closed (stored-tickets.server.ts keeps them, migration 0019), once neither day is
 * closed any more: called by Buka Hari before the days are matched again, so that a ticket the BO
 * refused meanwhile loses its automatic pair (a clean-room audit, bo3 F2).
 */
export async function writeKeptStatuses(website: string, transaction: Transaction): Promise<KeptStatusWritten[]> {
  const written: KeptStatusWritten[] = [];
  for (const direction of DIRECTIONS) {
    const ledger = boLedger(direction);
    const model = ledgerModel(ledger);
    const rows = (await model.findAll({
      where: { [ledger.website]: website, [ledger.keptStatus]: { [Op.ne]: null } },
      attributes: [ledger.id, ledger.ticket, ledger.date, ledger.status, ledger.keptStatus, ledger.approved],
      raw: true,
      transaction,
    })) as unknown as Record<string, unknown>[];
    if (rows.length === 0) continue;
    const pairDay = await pairLineDays(direction, rows.filter((row) => row[ledger.approved] === true || row[ledger.approved] === 1).map((row) => row[ledger.id] as number), transaction);
    const days = rows.map((row) => isoDay(row[ledger.date]));
    const closed = new Set(await closedDates(website, [...new Set([...days, ...pairDay.values()])], transaction));
    const open = rows.filter((row, index) => !closed.has(days[index]!) && !closed.has(pairDay.get(row[ledger.id] as number) ?? ""));
    await updateRows(model, { key: ledger.id, each: [ledger.status], shared: { [ledger.keptStatus]: null } }, open.map((row) => [row[ledger.id] as number, row[ledger.keptStatus]]), transaction);
    for (const row of open) {
      written.push({ direction, ticket: String(row[ledger.ticket]), from: (row[ledger.status] as string | null) ?? null, to: String(row[ledger.keptStatus]), date: isoDay(row[ledger.date]) });
    }
  }
  return written;
}
