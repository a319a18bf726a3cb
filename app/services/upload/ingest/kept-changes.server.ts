import { Op, type Transaction } from "sequelize";
import { epochMs, isoDay } from "~/models/raw-values";
import { updateRows } from "~/models/update-rows.server";
import { closedDates } from "../../day-close/day-close.server";
import { boStatusOf } from "../../matching/bo-status";
import { DIRECTIONS, type Direction } from "../../review/ledger-direction";
import { ledgerModel } from "../../review/ledger-models.server";
import { boLedger } from "../../review/ledgers";
import { pairLineDays } from "./pair-line-days.server";

/** What a later BO export said while a day was closed, now written. */
export interface KeptChangeWritten {
  direction: Direction;
  ticket: string;
  /** the status kept, from the stored one */
  status: { from: string | null; to: string } | null;
  /** the request time kept (epoch ms), from the stored one */
  requestedAt: { from: number | null; to: number } | null;
  /** a person approved it, and the status written says the BO no longer has it live: a checker must look */
  check: boolean;
  /** the ticket's own day: matched again */
  date: string;
}

const truthy = (value: unknown) => value === true || value === 1;

/**
 * Writes the statuses and request times a later BO export gave while a ticket's day, or the day of
 * the line that pays it, was closed (stored-tickets.server.ts keeps them, migration 0019), once
 * neither day is closed any more: called by Buka Hari before the days are matched again, so that a
 * ticket the BO refused meanwhile, or whose credit now came before its request, loses its automatic
 * pair (clean-room audits, bo3 F2, close3 F1).
 */
export async function writeKeptChanges(website: string, transaction: Transaction): Promise<KeptChangeWritten[]> {
  const written: KeptChangeWritten[] = [];
  for (const direction of DIRECTIONS) {
    const ledger = boLedger(direction);
    const model = ledgerModel(ledger);
    const rows = (await model.findAll({
      where: { [ledger.website]: website, [Op.or]: [{ [ledger.keptStatus]: { [Op.ne]: null } }, { [ledger.keptRequested]: { [Op.ne]: null } }] },
      attributes: [ledger.id, ledger.ticket, ledger.date, ledger.status, ledger.keptStatus, ledger.keptRequested, ledger.approved, ledger.matchState, ledger.requested],
      raw: true,
      transaction,
    })) as unknown as Record<string, unknown>[];
    if (rows.length === 0) continue;
    const pairDay = await pairLineDays(direction, rows.filter((row) => truthy(row[ledger.approved])).map((row) => row[ledger.id] as number), transaction);
    const days = rows.map((row) => isoDay(row[ledger.date]));
    const closed = new Set(await closedDates(website, [...new Set([...days, ...pairDay.values()])], transaction));
    const open = rows.filter((row, index) => !closed.has(days[index]!) && !closed.has(pairDay.get(row[ledger.id] as number) ?? ""));
    const statuses = open.filter((row) => row[ledger.keptStatus] !== null);
    const times = open.filter((row) => row[ledger.keptRequested] !== null);
    await updateRows(model, { key: ledger.id, each: [ledger.status], shared: { [ledger.keptStatus]: null } }, statuses.map((row) => [row[ledger.id] as number, row[ledger.keptStatus]]), transaction);
    await updateRows(model, { key: ledger.id, each: [ledger.requested], shared: { [ledger.keptRequested]: null } }, times.map((row) => [row[ledger.id] as number, row[ledger.keptRequested]]), transaction);
    for (const row of open) {
      const to = row[ledger.keptStatus] as string | null;
      const time = epochMs(row[ledger.keptRequested]);
      const byHand = truthy(row[ledger.approved]) && row[ledger.matchState] !== "auto";
      written.push({
        direction,
        ticket: String(row[ledger.ticket]),
        status: to === null ? null : { from: (row[ledger.status] as string | null) ?? null, to },
        requestedAt: time === null ? null : { from: epochMs(row[ledger.requested]), to: time },
        check: byHand && to !== null && boStatusOf(to) !== "live",
        date: isoDay(row[ledger.date]),
      });
    }
  }
  return written;
}
