import { Op, type Transaction } from "sequelize";
import { epochMs, isoDay } from "~/models/raw-values";
import { StatementDay, UploadBatch } from "~/models/models.server";
import { toCents } from "../../money";
import { ledgerModel } from "../../review/ledger-models.server";
import { LEDGERS, type MutasiLedger } from "../../review/ledgers";
import { comparableText, compareDayLines, type DayLine, type DayOverlap } from "./day-overlap";

type StatementTarget = "mutasi_deposit" | "mutasi_withdraw";

const ledgerOf = (target: StatementTarget): MutasiLedger => LEDGERS[target === "mutasi_deposit" ? "mutasi-deposit" : "mutasi-withdraw"];

/** Whose statement an upload is: the statement days' account key and how its batches are told apart. */
export interface StatementAccount {
  target: StatementTarget;
  website: string;
  /** statement_day.day_account: the akun bank id, or the choice's fixed account or key */
  key: string;
  akunBankId: number | null;
  /** the akun bank's own number, never the other end of one of its lines */
  accountNo: string | null;
  /** the upload choice, which names the account when there is no akun bank (QRIS, Nexuspay...) */
  kind: string;
}

/** The dates of `dates` whose statement the account has uploaded already. */
export async function coveredDates(account: StatementAccount, dates: readonly string[], transaction: Transaction): Promise<string[]> {
  const days = await StatementDay.findAll({
    where: { day_target: account.target, day_website: account.website, day_account: account.key, day_date: { [Op.in]: [...dates] } },
    attributes: ["day_date"],
    order: [["day_date", "ASC"]],
    transaction,
  });
  return [...new Set(days.map((day) => day.day_date))];
}

/**
 * The new batches' lines on the covered dates against every line the account holds for them:
 * the first upload's and those a fuller copy of the statement added since (the statement day
 * names only the first batch).
 */
export async function overlapWithStored(account: StatementAccount, newBatchIds: readonly number[], dates: readonly string[], transaction: Transaction): Promise<DayOverlap> {
  const ledger = ledgerOf(account.target);
  const column = (name: string) => ledger.id.replace(/_id$/, `_${name}`);
  const lines = async (batchIds: readonly number[]): Promise<DayLine[]> => {
    if (batchIds.length === 0) return [];
    const rows = (await ledgerModel(ledger).findAll({
      where: { [ledger.batch]: { [Op.in]: [...batchIds] }, [ledger.date]: { [Op.in]: [...dates] } },
      attributes: [ledger.id, ledger.date, ledger.amount, column("description"), column("balance"), column("time"), column("line_no")],
      raw: true,
      transaction,
    })) as unknown as Record<string, unknown>[];
    return rows.map((row) => ({
      id: Number(row[ledger.id]),
      // compared as a clerk would: by date, amount and text
      key: `${isoDay(row[ledger.date])}|${toCents(row[ledger.amount] as number | string)}|${comparableText(row[column("description")] as string | null)}`,
      balanceCents: row[column("balance")] === null ? null : toCents(row[column("balance")] as number | string),
      bookedAt: epochMs(row[column("time")]),
      lineNo: Number(row[column("line_no")]),
    }));
  };
  const stored = await lines(await accountBatches(account, ledger, newBatchIds, dates, transaction));
  return compareDayLines(stored, await lines(newBatchIds));
}

/** The account's earlier batches holding lines on these dates. */
export async function accountBatches(account: StatementAccount, ledger: MutasiLedger, newBatchIds: readonly number[], dates: readonly string[], transaction: Transaction): Promise<number[]> {
  const onDates = (await ledgerModel(ledger).findAll({
    where: { [ledger.website]: account.website, [ledger.date]: { [Op.in]: [...dates] }, [ledger.batch]: { [Op.notIn]: [...newBatchIds] } },
    attributes: [ledger.batch],
    group: [ledger.batch],
    raw: true,
    transaction,
  })) as unknown as Record<string, unknown>[];
  if (onDates.length === 0) return [];
  const batches = await UploadBatch.findAll({
    where: {
      batch_id: { [Op.in]: onDates.map((row) => Number(row[ledger.batch])) },
      batch_target: account.target,
      ...(account.akunBankId === null ? { batch_akun_bank_id: null, batch_kind: account.kind } : { batch_akun_bank_id: account.akunBankId }),
    },
    attributes: ["batch_id"],
    transaction,
  });
  return batches.map((batch) => batch.batch_id);
}

/** Drops rows of a new batch (the lines a fuller statement repeats), in slices a statement's parameters allow. */
export async function dropLines(target: StatementTarget, ids: readonly number[], transaction: Transaction): Promise<void> {
  const ledger = ledgerOf(target);
  for (let start = 0; start < ids.length; start += 1000) {
    await ledgerModel(ledger).destroy({ where: { [ledger.id]: { [Op.in]: ids.slice(start, start + 1000) } }, transaction });
  }
}
