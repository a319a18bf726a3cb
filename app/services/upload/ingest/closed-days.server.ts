import { Op, type Transaction } from "sequelize";
import { isoDay } from "~/models/raw-values";
import { assertDaysOpen, closedDates } from "../../day-close/day-close.server";
import { ledgerModel } from "../../review/ledger-models.server";
import type { Ledger } from "../../review/ledgers";

/**
 * A closed day (Tutup Hari) takes no new ticket and no new statement line. Exports overlap: a BO
 * export that only repeats a closed day's stored tickets (yesterday's closed tickets sit in today's
 * file), and a bank's next download that starts at the closed day's last stored line, are taken
 * for their open days; the closed day's rows are left as they are. Called once the rows stored
 * before are dropped from the upload's batches: what is left of a closed day is new.
 */
export async function assertNothingAddedToClosedDay(ledger: Ledger, batchIds: readonly number[], website: string, dates: readonly string[], transaction: Transaction): Promise<void> {
  const closed = await closedDates(website, dates, transaction);
  if (closed.length === 0 || batchIds.length === 0) return;
  const added = (await ledgerModel(ledger).findAll({
    where: { [ledger.batch]: { [Op.in]: [...batchIds] }, [ledger.date]: { [Op.in]: closed } },
    attributes: [ledger.date],
    group: [ledger.date],
    raw: true,
    transaction,
  })) as unknown as Record<string, unknown>[];
  await assertDaysOpen(website, added.map((row) => isoDay(row[ledger.date])), transaction);
}
