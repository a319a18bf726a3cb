import { Op, type Transaction } from "sequelize";
import { isoDay } from "~/models/raw-values";
import { assertDaysOpen, closedDates } from "../../day-close/day-close.server";
import type { Direction } from "../../review/ledger-direction";
import { ledgerModel } from "../../review/ledger-models.server";
import { boLedger } from "../../review/ledgers";

/**
 * A closed day (Tutup Hari) takes no new ticket. A BO export that only repeats a closed day's
 * stored tickets (exports overlap: yesterday's closed tickets sit in today's file) is taken for
 * its open days; its closed day's tickets are left as they are and the reply names them.
 */
export async function assertNoTicketAddedToClosedDay(direction: Direction, batchId: number, website: string, dates: readonly string[], transaction: Transaction): Promise<void> {
  const closed = await closedDates(website, dates, transaction);
  if (closed.length === 0) return;
  const ledger = boLedger(direction);
  const added = (await ledgerModel(ledger).findAll({
    where: { [ledger.batch]: batchId, [ledger.date]: { [Op.in]: closed } },
    attributes: [ledger.date],
    group: [ledger.date],
    raw: true,
    transaction,
  })) as unknown as Record<string, unknown>[];
  await assertDaysOpen(website, added.map((row) => isoDay(row[ledger.date])), transaction);
}
