import { Op, type Transaction } from "sequelize";
import { WaitingReturn } from "~/models/models.server";
import { epochMs, isoDay } from "~/models/raw-values";
import { dateOfDay, dayNumber } from "../../matching/engine/days";
import { centsToDecimal, toCents } from "../../money";
import type { ReturnedLine } from "../parsers/types";
import { RETURN_DAYS_BACK } from "./return-window";
import type { StatementAccount } from "./statement-days.server";

/**
 * Money coming back that no stored line could be told for is kept, for the akun bank, until the
 * line it may undo is uploaded: the statements of a later day may come first (a clerk catching
 * up on yesterday's file after today's), and then the reversed deposit and the bounced payout
 * were approved when their own day came, while the same files in date order marked both (a
 * clean-room audit). Each later upload of the akun covering the days a kept return reaches back
 * to reads it again as if it were in the file; once it marks or doubts a line it is gone.
 */

/** The returns kept for the akun that may undo a line of these dates: of the same days or the few after. */
export async function waitingReturnsFor(account: StatementAccount, dates: readonly string[], transaction: Transaction): Promise<ReturnedLine[]> {
  if (dates.length === 0) return [];
  const days = dates.map(dayNumber);
  const first = dateOfDay(Math.min(...days));
  const last = dateOfDay(Math.max(...days) + RETURN_DAYS_BACK);
  const rows = await WaitingReturn.findAll({
    where: { wait_target: account.target, wait_website: account.website, wait_account: account.key, wait_date: { [Op.between]: [first, last] } },
    order: [["wait_id", "ASC"]],
    raw: true,
    transaction,
  });
  return rows.map((row) => {
    const bookedAt = epochMs(row.wait_booked_at);
    return {
      date: isoDay(row.wait_date),
      amountCents: toCents(row.wait_amount),
      name: row.wait_name,
      accountNo: row.wait_account_no,
      bookedAt: bookedAt === null ? null : new Date(bookedAt),
      description: row.wait_description,
      reference: row.wait_reference,
      // from another file: where it stood among this one's lines is unknown, its time where given
      lineNo: 0,
      newestFirst: false,
      orderKnown: false,
      waitingId: row.wait_id,
      keptBy: row.wait_batch_id,
      ...(row.wait_unsure === true || (row.wait_unsure as unknown) === 1 ? { unsure: true } : {}),
    };
  });
}

/** After an upload's returns were applied: the kept ones that found their line go, this file's that found none are kept. */
export async function keepWaitingReturns(account: StatementAccount, batchId: number | null, read: readonly ReturnedLine[], stillWaiting: readonly ReturnedLine[], transaction: Transaction): Promise<void> {
  const waiting = new Set(stillWaiting);
  const kept = read.filter((line) => line.waitingId !== undefined);
  const found = kept.filter((line) => !waiting.has(line)).map((line) => line.waitingId!);
  if (found.length > 0) await WaitingReturn.destroy({ where: { wait_id: { [Op.in]: found } }, transaction });
  if (batchId === null) return;
  // a fuller copy of the later day brings its return again: kept once
  const keptAlready = (line: ReturnedLine) => kept.some((other) => other.date === line.date && other.amountCents === line.amountCents && other.description === line.description);
  const fresh = stillWaiting.filter((line) => line.waitingId === undefined && !keptAlready(line));
  if (fresh.length === 0) return;
  const now = new Date();
  await WaitingReturn.bulkCreate(
    fresh.map((line) => ({
      wait_target: account.target,
      wait_website: account.website,
      wait_account: account.key,
      wait_batch_id: batchId,
      wait_date: line.date,
      wait_amount: centsToDecimal(line.amountCents) as unknown as number,
      wait_name: line.name?.slice(0, 255) ?? null,
      wait_account_no: line.accountNo?.slice(0, 100) ?? null,
      wait_booked_at: line.bookedAt,
      wait_description: line.description.slice(0, 500),
      wait_reference: line.reference?.slice(0, 100) ?? null,
      wait_at: now,
      wait_unsure: line.unsure === true,
    })),
    { transaction },
  );
}

/** Delete BO / Mutasi of a day takes the returns its uploads brought with them. */
export async function forgetWaitingReturns(website: string, date: string, batchIds: readonly number[], transaction: Transaction): Promise<void> {
  if (batchIds.length > 0) await WaitingReturn.destroy({ where: { wait_website: website, wait_date: date, wait_batch_id: { [Op.in]: [...batchIds] } }, transaction });
}
