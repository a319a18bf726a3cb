/**
 * A payout approved on a line that prints the payee's name alone, while another line of the
 * website, of the same amount and within the ticket's days, prints the player's own account:
 * the operator paid him from another akun bank than the BO names, and the name-only line may be a
 * namesake's payout (a clean-room audit: two players of one name and bank paid crosswise from two
 * akun banks, 10 of 12 approved on each other's lines). Likewise while another player of the
 * name has an open ticket of the amount naming another akun bank. Each ticket's candidates are its
 * own akun bank's lines; only the reconcile sees the website's other akun banks.
 * Pure: the caller holds the pairs it returns, each with the line or the ticket that doubts it.
 */
import { groupBy } from "./group-by";
import { accountKey, accountsInText, maskedAccountsInText, playerKey } from "../engine/identifiers";
import { nameSimilarity } from "../engine/names";
import { WITHDRAW_NAME_ONLY_ACCEPT } from "../engine/thresholds";
import type { MatchDecision, MutasiWithdrawCandidate } from "../engine/types";
import type { OpenTickets } from "./split-payments";
import { corporateAccountDigits, type BoCandidate, type LineCandidate } from "./rows.server";

const DAY_MS = 86_400_000;

export type PayoutElsewhere =
  /** another line prints the player's account: that line */
  | { account: string; mutasiId: number }
  /**
   * another player of the line's name has an open ticket of its amount and days whose BO names
   * another akun bank: the operator may have paid him from this one (a clean-room audit: 4 unpaid
   * tickets approved on the payout of a namesake whose Corporate Bank was the website's other akun)
   */
  | { namesake: BoCandidate };

/** `lines`: the range's lines the engine was given, every akun bank's. */
export function payoutsElsewhere(matches: readonly MatchDecision[], lines: readonly LineCandidate[], tickets: OpenTickets, maxDayLag: number): Map<number, PayoutElsewhere> {
  const found = new Map<number, PayoutElsewhere>();
  let byAmount: Map<number, LineCandidate[]> | null = null;
  let byId: Map<number, LineCandidate> | null = null;
  let paid: Set<number> | null = null;
  let pairedLines: Set<number> | null = null;
  for (const match of matches) {
    if (match.evidence.kind !== "name" && match.evidence.kind !== "alias") continue;
    const row = tickets.row(match.boId);
    // a BO that names only the bank let the engine see every akun bank's lines already
    const corporate = row ? accountKey(corporateAccountDigits(row.corporateAccountNo)) : null;
    if (!row || corporate === null) continue;
    byAmount ??= groupBy(lines, (line) => line.amountCents);
    pairedLines ??= new Set(matches.map((each) => each.mutasiId));
    paid ??= new Set(matches.map((each) => each.boId));
    const account = accountKey("playerAccountNo" in row ? row.playerAccountNo : null);
    const rowDay = Date.parse(row.date);
    const within = (date: string) => Math.abs(Date.parse(date) - rowDay) <= maxDayLag * DAY_MS;
    // the player's other ticket of the amount may be what that line paid
    const anotherOfHis = tickets.ofPlayer(row).some((other) => other.id !== row.id && other.amountCents === row.amountCents && within(other.date));
    const printing =
      account === null || anotherOfHis
        ? undefined
        : (byAmount.get(row.amountCents) ?? []).find(
            (line) =>
              line.id !== match.mutasiId &&
              !pairedLines!.has(line.id) &&
              accountKey(line.accountNo) !== corporate &&
              within(line.date) &&
              printsAccount(line as MutasiWithdrawCandidate, account),
          );
    if (account !== null && printing) {
      found.set(match.boId, { account, mutasiId: printing.id });
      continue;
    }
    byId ??= new Map(lines.map((line) => [line.id, line]));
    const payee = (byId.get(match.mutasiId) as MutasiWithdrawCandidate | undefined)?.receiverName;
    const namesake = payee ? namesakeElsewhere(row, corporate, payee, tickets, paid, maxDayLag) : undefined;
    if (namesake) found.set(match.boId, { namesake });
  }
  return found;
}

/** An open, unpaid ticket of another player of the line's name, of the row's amount and days, whose BO names another akun bank. */
function namesakeElsewhere(row: BoCandidate, corporate: string, payee: string, tickets: OpenTickets, paid: ReadonlySet<number>, maxDayLag: number): BoCandidate | undefined {
  const player = playerKey(row.username);
  const rowDay = Date.parse(row.date);
  // a round amount has hundreds of tickets: the name is compared last, of the few on another akun bank
  return tickets.ofAmount(row.amountCents).find(
    (other) =>
      other.id !== row.id &&
      !paid.has(other.id) &&
      playerKey(other.username) !== player &&
      Math.abs(Date.parse(other.date) - rowDay) <= maxDayLag * DAY_MS &&
      // a ticket that names no akun bank, or only a bank, was the engine's rival already
      isOtherAkunBank(accountKey(corporateAccountDigits(other.corporateAccountNo)), corporate) &&
      nameSimilarity(other.fullName, payee) >= WITHDRAW_NAME_ONLY_ACCEPT,
  );
}

function isOtherAkunBank(account: string | null, corporate: string): account is string {
  return account !== null && account !== corporate;
}

/** The account whole, or masked with its last digits (`***********9252`): enough to doubt a name-only payout, never to prove one. */
function printsAccount(line: MutasiWithdrawCandidate, account: string): boolean {
  if (accountKey(line.playerAccountNo) === account || accountsInText(line.description).includes(account)) return true;
  return maskedAccountsInText(line.description).some((shown) => account.endsWith(shown));
}
