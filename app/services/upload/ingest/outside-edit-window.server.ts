import { Op, type Transaction } from "sequelize";
import type { Direction } from "../../review/ledger-direction";
import { ledgerModel } from "../../review/ledger-models.server";
import { boLedger } from "../../review/ledgers";
import { insideEditWindow } from "../../spec-date";

/**
 * BO tickets an upload stored on days outside the edit window (older than two days before today):
 * the matcher still pairs them, but nobody may approve, edit or pair one by hand, so a ticket no
 * line pays stays open for good. The clerk is told at upload, not when the day will not close.
 */
export async function ticketsOutsideEditWindow(direction: Direction, batchIds: readonly number[], dates: readonly string[], transaction: Transaction): Promise<number> {
  const old = dates.filter((date) => !insideEditWindow(date));
  if (old.length === 0 || batchIds.length === 0) return 0;
  const ledger = boLedger(direction);
  return ledgerModel(ledger).count({ where: { [ledger.batch]: { [Op.in]: [...batchIds] }, [ledger.date]: { [Op.in]: old } }, transaction });
}
