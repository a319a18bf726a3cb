import { Op, type Transaction } from "sequelize";
import { epochMs, isoDay } from "~/models/raw-values";
import { AkunBank, StatementDay, UploadBatch } from "~/models/models.server";
import { toCents } from "../../money";
import { accountNumberKey } from "../../akun-bank/bank-choices";
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
  const stored = await dayLines(ledger, await accountBatches(account, ledger, newBatchIds, dates, transaction), dates, transaction);
  return compareDayLines(stored, await dayLines(ledger, newBatchIds, dates, transaction));
}

/** The batches' lines on the dates, as the day check compares them. */
async function dayLines(ledger: MutasiLedger, batchIds: readonly number[], dates: readonly string[], transaction: Transaction): Promise<DayLine[]> {
  if (batchIds.length === 0) return [];
  const column = (name: string) => ledger.id.replace(/_id$/, `_${name}`);
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
}

/** Lines without a balance that must all repeat another account's before the file is taken for its copy. */
const COPY_MIN_LINES_WITHOUT_BALANCE = 3;

/** The akun bank whose stored statement the new batch repeats, and how. */
export interface AnotherAccountsCopy {
  akunBankId: number;
  website: string;
  /** balances agree line for line, not only dates, amounts and texts */
  balances: boolean;
  /** the stored lines are a part of the file (a morning copy stored under the wrong akun), not the file a part of them */
  storedIsPart: boolean;
}

/**
 * Whether the new batch's lines are, every one, lines stored for another akun bank (of any website;
 * one registered under the same number aside), or those stored lines a part of the new batch: one
 * day of one account exported twice (KlikBCA Bisnis, then its Pratinjau copy, which names no
 * account), or its morning copy, uploaded under a second akun. Two accounts never print the same
 * lines with the same running balances; without balances on both sides, a line or two may agree,
 * and is let be. Clean-room audits: each credit of the copy paid a second ticket of the same player.
 */
export async function copyOfAnotherAccount(account: StatementAccount, newBatchIds: readonly number[], dates: readonly string[], transaction: Transaction): Promise<AnotherAccountsCopy | null> {
  if (account.akunBankId === null || newBatchIds.length === 0) return null;
  const ledger = ledgerOf(account.target);
  const column = (name: string) => ledger.id.replace(/_id$/, `_${name}`);
  // the file's first line, then only the accounts holding it, are compared: most uploads end at two
  // small queries, and a 100k-line statement is read again only where another akun holds its first line
  const firstRow = (await ledgerModel(ledger).findOne({
    where: { [ledger.batch]: { [Op.in]: [...newBatchIds] }, [ledger.date]: { [Op.in]: [...dates] } },
    attributes: [ledger.date, ledger.amount, column("balance")],
    order: [[column("line_no"), "ASC"]],
    raw: true,
    transaction,
  })) as unknown as Record<string, unknown> | null;
  if (!firstRow) return null;
  const date = isoDay(firstRow[ledger.date]);
  const cents = toCents(firstRow[ledger.amount] as number | string);
  const first = { balanceCents: firstRow[column("balance")] === null ? null : toCents(firstRow[column("balance")] as number | string) };
  const nearly = (value: number) => ({ [Op.between]: [(value - 0.5) / 100, (value + 0.5) / 100] });
  const holding = (await ledgerModel(ledger).findAll({
    where: {
      [ledger.date]: date,
      [ledger.amount]: nearly(cents),
      [ledger.batch]: { [Op.notIn]: [...newBatchIds] },
      // a copy stored without balances holds the line too
      ...(first.balanceCents === null ? {} : { [Op.or]: [{ [column("balance")]: nearly(first.balanceCents) }, { [column("balance")]: null }] }),
    },
    attributes: [ledger.batch],
    group: [ledger.batch],
    raw: true,
    transaction,
  })) as unknown as Record<string, unknown>[];
  if (holding.length === 0) return null;
  const file = await dayLines(ledger, newBatchIds, dates, transaction);
  const own = accountNumberKey(account.accountNo);
  const batches = await UploadBatch.findAll({
    where: { batch_id: { [Op.in]: holding.map((row) => Number(row[ledger.batch])) }, batch_target: account.target, batch_akun_bank_id: { [Op.and]: [{ [Op.ne]: null }, { [Op.ne]: account.akunBankId }] } },
    attributes: ["batch_akun_bank_id", "batch_website"],
    group: ["batch_akun_bank_id", "batch_website"],
    raw: true,
    transaction,
  });
  for (const batch of batches) {
    const akunBankId = batch.batch_akun_bank_id!;
    const other = await AkunBank.findByPk(akunBankId, { attributes: ["akun_bank_no"], raw: true, transaction });
    if (!other || accountNumberKey(other.akun_bank_no) === own) continue;
    const theirs: StatementAccount = { ...account, website: batch.batch_website, akunBankId, key: String(akunBankId), accountNo: other.akun_bank_no };
    const stored = await dayLines(ledger, await accountBatches(theirs, ledger, newBatchIds, dates, transaction), dates, transaction);
    const overlap = compareDayLines(stored, file);
    const fileIsPart = overlap.notStored === 0;
    const storedIsPart = !fileIsPart && stored.length > 0 && overlap.missingFromFile === 0;
    if (!fileIsPart && !storedIsPart) continue;
    const matched = overlap.alreadyStored.length;
    const balances = file.some((line) => line.balanceCents !== null) && stored.some((line) => line.balanceCents !== null);
    if (balances || matched >= COPY_MIN_LINES_WITHOUT_BALANCE) return { akunBankId, website: batch.batch_website, balances, storedIsPart };
  }
  return null;
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
