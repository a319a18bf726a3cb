import { Op, type Transaction } from "sequelize";
import { epochMs } from "~/models/raw-values";
import { atJakartaMidnight } from "../engine/days";
import type { MutasiDeposit } from "~/models/models.server";
import type { BoDepositCandidate, BoWithdrawCandidate, MutasiDepositCandidate, MutasiWithdrawCandidate } from "../engine";
import { toCents } from "../../money";
import type { Side } from "./sides.server";

export type Row = Record<string, unknown>;

/** One literal for both sides' BO rows (see engine/index.ts: rows of mixed shapes read slower). */
export type BoCandidate = BoDepositCandidate & BoWithdrawCandidate;
export type LineCandidate = MutasiDepositCandidate | MutasiWithdrawCandidate;

/** The akun bank of each id of the website: its number and bank, as lines name it. */
export type AccountNos = Map<number, { no: string; bank: string }>;

/** Rows a query of the window brings back at most: the window itself may hold 300k lines. */
const PAGE_ROWS = 5_000;

/**
 * The rows of one (website, date, approved) part of the window, a page at a time in id order,
 * along the tables' (website, date, approve, id) index: no query holds the whole window, and
 * each page is reduced to what the engine needs before the next is read.
 */
export async function eachRow(
  model: Side["bo"]["model"] | Side["mutasi"]["model"],
  keys: { id: string; website: string; date: string; approved: string },
  where: { website: string; date: string; approved: boolean; extra?: Record<string, unknown> },
  attributes: string[],
  transaction: Transaction,
  visit: (row: Row) => void,
): Promise<void> {
  let after = 0;
  for (;;) {
    const page = (await (model as typeof MutasiDeposit).findAll({
      where: { [keys.website]: where.website, [keys.date]: where.date, [keys.approved]: where.approved, [keys.id]: { [Op.gt]: after }, ...where.extra },
      attributes,
      order: [[keys.id, "ASC"]],
      limit: PAGE_ROWS,
      raw: true,
      transaction,
    })) as unknown as Row[];
    for (const row of page) visit(row);
    if (page.length < PAGE_ROWS) return;
    after = page[page.length - 1][keys.id] as number;
  }
}

/** The BO columns boCandidate reads. */
export function boAttributes(side: Side): string[] {
  const { bo } = side;
  // a deposit's Player Bank is its account column too: each column once
  return [
    ...new Set([
      bo.id, bo.website, bo.date, bo.state, bo.ticket, bo.amount, bo.latestAmount, bo.status, bo.fullName, bo.username, bo.corporate, bo.requestedAt,
      ...bo.references, ...(bo.playerAccountNo ? [bo.playerAccountNo] : []), bo.playerBank,
    ]),
  ];
}

/** The statement columns lineCandidate reads. */
export function lineAttributes(side: Side): string[] {
  const { mutasi } = side;
  return [mutasi.id, mutasi.website, mutasi.date, mutasi.amount, mutasi.name, mutasi.description, mutasi.remark, mutasi.akunBank, mutasi.reference, mutasi.accountNo, mutasi.bookedAt, mutasi.markNote];
}

/** Digits of a corporate account named in BO text such as "BCA - 1234567890 - PT X" (the longest run of 6 or more). */
export function corporateAccountDigits(text: unknown): string | null {
  if (typeof text !== "string") return null;
  const runs = text.match(/\d{6,}/g);
  if (!runs) return null;
  return runs.reduce((longest, run) => (run.length > longest.length ? run : longest));
}

/**
 * When the player filed the request, in epoch ms; null when the BO gave only the date. A Req Date
 * without a time (`27/11/2026`) is stored as 00:00 Jakarta, and midnight is no time the BO gave, as
 * it is none a bank gives (docs/formats.md): read as one, a credit at 23:30 the evening before was
 * approved "30 menit sebelum request" (a clean-room audit). Unknown, no minutes are counted and the
 * day before is never the payment's.
 */
function requestTimeOf(value: unknown): number | null {
  const ms = epochMs(value);
  return ms !== null && atJakartaMidnight(ms) ? null : ms;
}

/** A BO row as the engine reads it (one literal for both sides). */
export function boCandidate(side: Side, row: Row): BoCandidate {
  const { bo } = side;
  return {
    id: row[bo.id] as number,
    website: row[bo.website] as string,
    date: row[bo.date] as string,
    amountCents: toCents(row[bo.amount] as number | string),
    fullName: (row[bo.fullName] as string) ?? "",
    username: (row[bo.username] as string) ?? "",
    corporateAccountNo: corporateAccountDigits(row[bo.corporate]),
    references: bo.references.map((column) => text(row[column])).filter((value): value is string => value !== null),
    playerAccountNo: bo.playerAccountNo ? text(row[bo.playerAccountNo]) : null,
    playerBank: text(row[bo.playerBank]),
    requestedAt: requestTimeOf(row[bo.requestedAt]),
    ticketNo: text(row[bo.ticket]),
    latestBoAmountCents: row[bo.latestAmount] === null || row[bo.latestAmount] === undefined ? null : toCents(row[bo.latestAmount] as number | string),
  };
}

/** The line's amount in cents, as its column holds it. */
export function lineAmountCents(side: Side, row: Row): number {
  return toCents(row[side.mutasi.amount] as number | string);
}

export function lineCandidate(side: Side, row: Row, amountCents: number, accountNos: AccountNos): LineCandidate {
  const { mutasi } = side;
  const akunBank = row[mutasi.akunBank];
  const account = typeof akunBank === "number" ? accountNos.get(akunBank) : undefined;
  const accountNo = account?.no ?? null;
  if (side.kind === "deposit") {
    return {
      id: row[mutasi.id] as number,
      website: row[mutasi.website] as string,
      date: row[mutasi.date] as string,
      amountCents,
      senderName: text(row[mutasi.name]),
      description: text(row[mutasi.description]),
      remark: text(row[mutasi.remark]),
      accountNo,
      reference: text(row[mutasi.reference]),
      senderAccountNo: text(row[mutasi.accountNo]),
      bookedAt: epochMs(row[mutasi.bookedAt]),
      accountBank: account?.bank ?? null,
    };
  }
  return {
    id: row[mutasi.id] as number,
    website: row[mutasi.website] as string,
    date: row[mutasi.date] as string,
    amountCents,
    receiverName: text(row[mutasi.name]),
    description: text(row[mutasi.description]),
    remark: text(row[mutasi.remark]),
    accountNo,
    playerAccountNo: text(row[mutasi.accountNo]),
    reference: text(row[mutasi.reference]),
    bookedAt: epochMs(row[mutasi.bookedAt]),
  };
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value : null;
}
