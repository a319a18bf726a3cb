/**
 * A payout approved on a line that prints the payee's name alone, while another line of the
 * website, of the same amount and within the ticket's days, prints the player's own account:
 * the operator paid him from another akun bank than the BO names, and the name-only line may be a
 * namesake's payout (a clean-room audit: two players of one name and bank paid crosswise from two
 * akun banks, 10 of 12 approved on each other's lines). Each ticket's candidates are its own akun
 * bank's lines; only the reconcile sees the website's other akun banks.
 * Pure: the caller holds the pairs it returns, each with the line that prints the account.
 */
import { accountKey, accountsInText } from "../engine/identifiers";
import type { MatchDecision, MutasiWithdrawCandidate } from "../engine/types";
import type { OpenTickets } from "./split-payments";
import type { LineCandidate } from "./rows.server";

const DAY_MS = 86_400_000;

export interface PayoutElsewhere {
  /** the player's account as the other line prints it */
  account: string;
  /** that line */
  mutasiId: number;
}

/** `lines`: the range's lines the engine was given, every akun bank's. */
export function payoutsElsewhere(matches: readonly MatchDecision[], lines: readonly LineCandidate[], tickets: OpenTickets, maxDayLag: number): Map<number, PayoutElsewhere> {
  const found = new Map<number, PayoutElsewhere>();
  let byAmount: Map<number, LineCandidate[]> | null = null;
  for (const match of matches) {
    if (match.evidence.kind !== "name" && match.evidence.kind !== "alias") continue;
    const row = tickets.row(match.boId);
    const account = accountKey(row && "playerAccountNo" in row ? row.playerAccountNo : null);
    if (!row || account === null) continue;
    byAmount ??= linesByAmount(lines);
    const rowDay = Date.parse(row.date);
    for (const line of byAmount.get(row.amountCents) ?? []) {
      if (line.id === match.mutasiId || Math.abs(Date.parse(line.date) - rowDay) > maxDayLag * DAY_MS) continue;
      if (!printsAccount(line as MutasiWithdrawCandidate, account)) continue;
      found.set(match.boId, { account, mutasiId: line.id });
      break;
    }
  }
  return found;
}

function printsAccount(line: MutasiWithdrawCandidate, account: string): boolean {
  return accountKey(line.playerAccountNo) === account || accountsInText(line.description).includes(account);
}

function linesByAmount(lines: readonly LineCandidate[]): Map<number, LineCandidate[]> {
  const byAmount = new Map<number, LineCandidate[]>();
  for (const line of lines) {
    const list = byAmount.get(line.amountCents);
    if (list) list.push(line);
    else byAmount.set(line.amountCents, [line]);
  }
  return byAmount;
}
