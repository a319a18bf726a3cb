import { Op, type Transaction } from "sequelize";
import { MatchLink } from "~/models/models.server";
import { epochMs, isoDay } from "~/models/raw-values";
import { accountKey } from "../../matching/engine/identifiers";
import { normaliseName } from "../../matching/engine/names";
import { toCents } from "../../money";
import { ledgerModel } from "../../review/ledger-models.server";
import { LEDGERS } from "../../review/ledgers";
import type { ReturnedLine } from "../parsers/types";
import { accountBatches, type StatementAccount } from "./statement-days.server";

/** What the mark's note says of the line that brought the money back. */
const NOTE_MAX = 500;

export interface ReturnedMarks {
  /** lines marked refund by this upload */
  marked: number;
  /** lines a person had paired, whose money came back: left as they are, for a checker */
  pairedByHand: number[];
}

interface Candidate {
  id: number;
  date: string;
  amountCents: number;
  name: string;
  account: string | null;
  bookedAt: number | null;
  lineNo: number;
  batch: number;
  mark: string | null;
  markNote: string | null;
  approved: boolean;
}

/**
 * A payout the bank sent back (`Refund transfer gagal ANDI PRATAMA`, the same amount from the same
 * payee, after it) paid nobody: left open, it would approve the player's withdrawal as paid. The
 * same for a deposit the company refunded to its sender. Each line saying money came back marks
 * the latest line of the account's day it undoes (this upload's or one stored before: the refund
 * may first show in a later copy of the statement), of the same amount and the same person (name
 * or account), booked before it where both times are known, as `refund`: the matcher never pays a
 * row with it (an automatic pair on it is taken back by the reconcile that follows) and the day's
 * summary counts it apart. A refund a copy of the statement repeats is not applied twice: the
 * lines its note already marks count against it. A line a person paired is left to a checker.
 */
export async function markReturnedLines(account: StatementAccount, newBatchIds: readonly number[], returned: readonly ReturnedLine[], transaction: Transaction): Promise<ReturnedMarks> {
  const none: ReturnedMarks = { marked: 0, pairedByHand: [] };
  if (returned.length === 0) return none;
  const ledger = LEDGERS[account.target === "mutasi_deposit" ? "mutasi-deposit" : "mutasi-withdraw"];
  const column = (name: string) => ledger.id.replace(/_id$/, `_${name}`);
  const dates = [...new Set(returned.map((line) => line.date))];
  const batches = [...newBatchIds, ...(await accountBatches(account, ledger, newBatchIds, dates, transaction))];
  if (batches.length === 0) return none;
  const rows = (await ledgerModel(ledger).findAll({
    where: { [ledger.batch]: { [Op.in]: batches }, [ledger.date]: { [Op.in]: dates } },
    attributes: [ledger.id, ledger.batch, ledger.date, ledger.amount, ledger.name, ledger.approved, ledger.mark, ledger.markNote, column("player_account_no"), column("time"), column("line_no")],
    raw: true,
    transaction,
  })) as unknown as Record<string, unknown>[];
  const candidates: Candidate[] = rows
    .map((row) => ({
      id: Number(row[ledger.id]),
      date: isoDay(row[ledger.date]),
      amountCents: toCents(row[ledger.amount] as number | string),
      name: normaliseName(row[ledger.name] as string | null),
      account: accountKey(row[column("player_account_no")] as string | null),
      bookedAt: epochMs(row[column("time")]),
      lineNo: Number(row[column("line_no")]),
      batch: Number(row[ledger.batch]),
      mark: (row[ledger.mark] as string | null) ?? null,
      markNote: (row[ledger.markNote] as string | null) ?? null,
      approved: row[ledger.approved] === true || row[ledger.approved] === 1,
    }))
    .sort((a, b) => a.batch - b.batch || a.lineNo - b.lineNo);
  const byHand = await pairedByHand(account.target === "mutasi_deposit" ? "deposit" : "withdraw", candidates.filter((line) => line.approved).map((line) => line.id), transaction);

  const marked = new Map<number, string>();
  const pairedByHandIds: number[] = [];
  // one note per refund: repeats of it in this file and marks it left before count against each other
  const applied = new Map<string, number>();
  for (const line of candidates) if (line.mark === "refund" && line.markNote) applied.set(line.markNote, (applied.get(line.markNote) ?? 0) + 1);
  for (const back of returned) {
    const note = `Dana kembali: ${back.description}`.slice(0, NOTE_MAX);
    const before = applied.get(note) ?? 0;
    if (before > 0) {
      applied.set(note, before - 1);
      continue;
    }
    const name = normaliseName(back.name);
    const account = accountKey(back.accountNo);
    const backAt = back.bookedAt?.getTime() ?? null;
    const undone = candidates.filter(
      (line) =>
        line.mark === null &&
        !marked.has(line.id) &&
        line.date === back.date &&
        line.amountCents === back.amountCents &&
        ((name !== "" && line.name === name) || (account !== null && line.account === account)) &&
        (backAt === null || line.bookedAt === null || line.bookedAt <= backAt),
    );
    const latest = undone.at(-1);
    if (!latest) continue;
    if (byHand.has(latest.id)) {
      pairedByHandIds.push(latest.id);
      continue;
    }
    marked.set(latest.id, note);
  }
  for (const [id, note] of marked) {
    await ledgerModel(ledger).update({ [ledger.mark]: "refund", [ledger.markNote]: note }, { where: { [ledger.id]: id }, transaction });
  }
  return { marked: marked.size, pairedByHand: pairedByHandIds };
}

/** The lines among `ids` a person paired (an active manual link): theirs to undo, not an upload's. */
async function pairedByHand(kind: "deposit" | "withdraw", ids: number[], transaction: Transaction): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const links = await MatchLink.findAll({
    where: { match_kind: kind, match_mutasi_id: { [Op.in]: ids }, match_method: "manual", match_active: true },
    attributes: ["match_mutasi_id"],
    transaction,
  });
  return new Set(links.map((link) => link.match_mutasi_id));
}
