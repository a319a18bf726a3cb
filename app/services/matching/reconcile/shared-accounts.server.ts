import { Op, type Transaction } from "sequelize";
import { AkunBank, MutasiDeposit } from "~/models/models.server";
import { epochMs, isoDay } from "~/models/raw-values";
import { toCents } from "../../money";
import { accountNumberKey as digits } from "../../akun-bank/bank-choices";
import type { Direction } from "../../review/ledger-direction";
import { lineCopyKey } from "../../upload/ingest/day-overlap";
import type { LineCandidate } from "./rows.server";
import { DEPOSIT, WITHDRAW, type Side } from "./sides.server";

/**
 * One bank account registered on Data Bank for two websites (an operator running two brands on one
 * account) gets the same statement uploaded for each: every credit is stored once per website. A
 * credit one website paired is spent: the other website's copy of it pays nothing (a clean-room
 * audit: one Rp 50.000 credit approved a ticket on each website). Only the fact that it was paired
 * crosses websites, never what it was paired with.
 */

/** The other websites' akun banks of each of this website's account numbers (leading zeros aside). */
export type SharedAccounts = ReadonlyMap<string, readonly number[]>;


export async function sharedAccountsOf(website: string, numbers: readonly string[], transaction?: Transaction): Promise<SharedAccounts> {
  const keys = [...new Set(numbers.map(digits).filter(Boolean))];
  const shared = new Map<string, number[]>();
  if (keys.length === 0) return shared;
  const others = await AkunBank.findAll({
    where: { akun_bank_website: { [Op.ne]: website } },
    attributes: ["akun_bank_id", "akun_bank_no"],
    raw: true,
    transaction,
  });
  for (const other of others) {
    const key = digits(other.akun_bank_no);
    if (!keys.includes(key)) continue;
    shared.set(key, [...(shared.get(key) ?? []), other.akun_bank_id]);
  }
  return shared;
}

/** The other websites that have one of this website's account numbers on Data Bank. */
export async function websitesSharingAccounts(website: string, transaction?: Transaction): Promise<string[]> {
  const all = await AkunBank.findAll({ attributes: ["akun_bank_website", "akun_bank_no"], raw: true, transaction });
  const ours = new Set(all.filter((akun) => akun.akun_bank_website === website).map((akun) => digits(akun.akun_bank_no)).filter(Boolean));
  const others = all.filter((akun) => akun.akun_bank_website !== website && ours.has(digits(akun.akun_bank_no)));
  return [...new Set(others.map((akun) => akun.akun_bank_website))].sort();
}

/** What a line's copies share: the account it is of and what the bank printed. */
type LineCopy = Pick<LineCandidate, "id" | "accountNo" | "date" | "amountCents" | "description" | "bookedAt">;

/**
 * The lines among `lines` whose copy another website of the same account number has paired (by
 * hand or automatically): as many of each as that website paired, so two identical credits of
 * which it paired one leave one here.
 */
export async function linesPairedElsewhere(side: Side, lines: readonly LineCopy[], shared: SharedAccounts, transaction?: Transaction): Promise<Set<number>> {
  const spent = new Set<number>();
  if (shared.size === 0) return spent;
  const onShared = lines.filter((line) => shared.has(digits(line.accountNo)));
  if (onShared.length === 0) return spent;
  const { mutasi } = side;
  const akunIds = [...new Set(onShared.flatMap((line) => shared.get(digits(line.accountNo))!))];
  const dates = [...new Set(onShared.map((line) => line.date))];
  const cents = onShared.map((line) => line.amountCents);
  // half a cent either side: the column may hold the amount as a binary fraction
  const between = [(Math.min(...cents) - 0.5) / 100, (Math.max(...cents) + 0.5) / 100];
  const paired = (await (mutasi.model as typeof MutasiDeposit).findAll({
    where: { [mutasi.akunBank]: { [Op.in]: akunIds }, [mutasi.date]: { [Op.in]: dates }, [mutasi.app]: true, [mutasi.amount]: { [Op.between]: between } },
    attributes: [mutasi.akunBank, mutasi.date, mutasi.amount, mutasi.description, mutasi.bookedAt],
    raw: true,
    transaction,
  })) as unknown as Record<string, unknown>[];
  const count = new Map<string, number>();
  for (const row of paired) {
    const copy = { date: isoDay(row[mutasi.date]), amountCents: toCents(row[mutasi.amount] as number | string), description: row[mutasi.description] as string | null, bookedAt: epochMs(row[mutasi.bookedAt]) };
    const key = `${row[mutasi.akunBank]}\u0002${lineCopyKey(copy)}`;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  for (const line of onShared) {
    for (const akunId of shared.get(digits(line.accountNo))!) {
      const key = `${akunId}\u0002${lineCopyKey({ ...line, bookedAt: line.bookedAt ?? null })}`;
      const left = count.get(key) ?? 0;
      if (left === 0) continue;
      count.set(key, left - 1);
      spent.add(line.id);
      break;
    }
  }
  return spent;
}

/** A stored line whose akun bank's number another website has on Data Bank too, with those websites' akun banks; null for any other line. */
export async function sharedCopyOf(kind: Direction, mutasiId: number, transaction?: Transaction): Promise<{ line: LineCopy; shared: SharedAccounts } | null> {
  const { mutasi } = kind === "deposit" ? DEPOSIT : WITHDRAW;
  const row = (await (mutasi.model as typeof MutasiDeposit).findByPk(mutasiId, {
    attributes: [mutasi.website, mutasi.akunBank, mutasi.date, mutasi.amount, mutasi.description, mutasi.bookedAt],
    raw: true,
    transaction,
  })) as unknown as Record<string, unknown> | null;
  const akunBankId = row?.[mutasi.akunBank];
  if (!row || typeof akunBankId !== "number") return null;
  const akunBank = await AkunBank.findByPk(akunBankId, { attributes: ["akun_bank_no"], raw: true, transaction });
  if (!akunBank) return null;
  const shared = await sharedAccountsOf(String(row[mutasi.website]), [akunBank.akun_bank_no], transaction);
  if (shared.size === 0) return null;
  const line: LineCopy = {
    id: mutasiId,
    accountNo: akunBank.akun_bank_no,
    date: isoDay(row[mutasi.date]),
    amountCents: toCents(row[mutasi.amount] as number | string),
    description: (row[mutasi.description] as string | null) ?? null,
    bookedAt: epochMs(row[mutasi.bookedAt]),
  };
  return { line, shared };
}

/**
 * Whether another website of the same account number paired this stored line's copy: a person may
 * not pair it here either (a clean-room audit: a hand pair made one credit pay a ticket on each).
 */
export async function pairedOnAnotherWebsite(kind: Direction, mutasiId: number, transaction?: Transaction): Promise<boolean> {
  const copy = await sharedCopyOf(kind, mutasiId, transaction);
  if (copy === null) return false;
  return (await linesPairedElsewhere(kind === "deposit" ? DEPOSIT : WITHDRAW, [copy.line], copy.shared, transaction)).has(mutasiId);
}
