import { fn, col, Op, type Transaction } from "sequelize";
import { StatementDay } from "~/models/models.server";
import { toCents } from "../../money";
import { ledgerModel } from "../../review/ledger-models.server";
import { LEDGERS } from "../../review/ledgers";

type StatementTarget = "mutasi_deposit" | "mutasi_withdraw";

/**
 * A statement day is uploaded once per akun bank: a second file for it is the same lines again.
 * Unless it holds more (the day's full statement after a morning copy, or a file of the day
 * before that runs into it): those lines must not be dropped as "already there". Lines are
 * compared as a clerk would, by date, amount and text, counting repeats (two equal credits are
 * two lines).
 */
export async function coveringBatches(target: StatementTarget, website: string, account: string, dates: readonly string[], transaction: Transaction) {
  const days = await StatementDay.findAll({
    where: { day_target: target, day_website: website, day_account: account, day_date: { [Op.in]: [...dates] } },
    order: [["day_date", "ASC"]],
    transaction,
  });
  return { dates: [...new Set(days.map((day) => day.day_date))], batchIds: [...new Set(days.map((day) => day.day_batch_id))] };
}

/** How many lines of the new batches, on these dates, the batches stored before do not hold. */
export async function linesNotStoredBefore(
  target: StatementTarget,
  newBatchIds: readonly number[],
  oldBatchIds: readonly number[],
  dates: readonly string[],
  transaction: Transaction,
): Promise<number> {
  const ledger = LEDGERS[target === "mutasi_deposit" ? "mutasi-deposit" : "mutasi-withdraw"];
  const description = ledger.id.replace(/_id$/, "_description");
  const counts = async (batchIds: readonly number[]) => {
    const rows = (await ledgerModel(ledger).findAll({
      where: { [ledger.batch]: { [Op.in]: [...batchIds] }, [ledger.date]: { [Op.in]: [...dates] } },
      attributes: [ledger.date, ledger.amount, description, [fn("COUNT", col(ledger.id)), "lines"]],
      group: [ledger.date, ledger.amount, description],
      raw: true,
      transaction,
    })) as unknown as Record<string, unknown>[];
    return new Map(rows.map((row) => [`${String(row[ledger.date]).slice(0, 10)}|${toCents(row[ledger.amount] as number | string)}|${String(row[description] ?? "")}`, Number(row.lines)]));
  };
  const before = await counts(oldBatchIds);
  let missing = 0;
  for (const [key, lines] of await counts(newBatchIds)) missing += Math.max(0, lines - (before.get(key) ?? 0));
  return missing;
}
