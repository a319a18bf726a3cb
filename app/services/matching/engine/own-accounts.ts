/**
 * The website's own akun banks (Data Bank) are held by people as often as by companies: an
 * operator registers accounts in a nominee's name. A bank prints a transfer between two of them
 * as it prints a payout to a player, with the holder's name alone (KlikBCA `TRSF E-BANKING DB ...
 * RUDI HARTONO SAPUT`). A pair proven by the name alone, on a line that names an own account's
 * holder as well, may be the operator moving its own money: held for a checker, who is told which
 * account (a clean-room audit: 6 unpaid payouts approved on transfers to a nominee's DEPO account).
 * So is a pair proven by an alias's name that is the holder's: a clerk who once paired the nominee's
 * transfer with a player taught the holder's name, and the operator's next transfer paid him (a
 * clean-room audit). A pair proven by the player's account, username, reference, or an alias's
 * account on a line naming nobody, stands.
 */
import type { Ledger } from "./engine";
import type { Edge } from "./evidence";
import { accountKey } from "./identifiers";
import { parseName, parsedNameSimilarity, type ParsedName } from "./names";
import { textOf, type PreparedBo, type PreparedLine } from "./prepared";
import { nameInText } from "./statement-text";
import type { OwnAccount } from "./types";
import { takeBack } from "./take-back";

interface Holder {
  account: OwnAccount;
  name: ParsedName;
  keys: ReadonlySet<number>;
}

/** Why a pair was held: the line names an own account's holder, or an own account's number is the player's or the counterparty's. */
export interface OwnTransfer {
  account: OwnAccount;
  by: "holder" | "number";
}

/**
 * Takes back the name-only approvals whose line names an own account's holder, and any approval but
 * a reference's where an own account's number is the player's (the BO's Player Bank) or the line's
 * counterparty: a sweep between the operator's accounts, approved as the payout of a player whose
 * BO row named that account (a clean-room audit). Returns the account by the row's index.
 */
export function holdForOwnAccounts(
  approved: readonly Edge[],
  bos: readonly PreparedBo[],
  lines: readonly PreparedLine[],
  accounts: readonly OwnAccount[],
  nameAccept: number,
  ledger: Ledger,
): Map<number, OwnTransfer> {
  const heldFor = new Map<number, OwnTransfer>();
  if (accounts.length === 0 || approved.length === 0) return heldFor;
  const website = bos[0].website.toUpperCase();
  const holders: Holder[] = [];
  const numbers = new Map<string, OwnAccount>();
  for (const account of accounts) {
    if (account.website.toUpperCase() !== website) continue;
    const key = accountKey(account.accountNo);
    if (key !== null) numbers.set(key, account);
    const name = parseName(account.holder);
    if (name.letters > 0) holders.push({ account, name, keys: new Set(name.keys) });
  }
  const held = new Set<Edge>();
  // every holder's blocking keys at once: nearly every line shares none, and is passed by one look each
  const anyHolderKey = new Set(holders.flatMap((holder) => [...holder.keys]));
  const everyLineAsked = holders.some((holder) => holder.keys.size === 0);
  for (const edge of approved) {
    if (numbers.size > 0 && edge.kind !== "reference") {
      const account = ownNumberOf(bos[edge.bo], lines[edge.line], numbers);
      if (account !== null) {
        held.add(edge);
        heldFor.set(edge.bo, { account, by: "number" });
        continue;
      }
    }
    if (holders.length === 0) continue;
    const person = lines[edge.line].person;
    if (edge.kind !== "name" && !(edge.kind === "alias" && person !== null)) continue;
    if (person !== null && person.keys.length > 0 && !everyLineAsked && !person.keys.some((key) => anyHolderKey.has(key))) continue;
    const holder = holderNamed(lines[edge.line], holders, nameAccept);
    if (holder === null) continue;
    held.add(edge);
    heldFor.set(edge.bo, { account: holder.account, by: "holder" });
  }
  takeBack(held, ledger);
  return heldFor;
}

/**
 * The own account the BO names as the player's, or the line as its counterparty's. The statement's
 * own number is no counterparty: a bank prints it on a credit as where the money went (Mandiri's
 * `MCM InhouseTrf KE <own>`).
 */
function ownNumberOf(bo: PreparedBo, line: PreparedLine, numbers: ReadonlyMap<string, OwnAccount>): OwnAccount | null {
  if (bo.playerAccount !== null) {
    const account = numbers.get(bo.playerAccount);
    if (account) return account;
  }
  const counterparty = line.explicitAccount;
  if (counterparty === null || counterparty === line.account) return null;
  return numbers.get(counterparty) ?? null;
}

/** The holder whose name the line prints as its sender (or payee), as the engine would read it for a player of that name. */
function holderNamed(line: PreparedLine, holders: readonly Holder[], nameAccept: number): Holder | null {
  const person = line.person;
  for (const holder of holders) {
    if (person !== null) {
      // a name sharing no blocking key with the holder's is no likeness of it: most lines end here
      if (holder.keys.size > 0 && person.keys.length > 0 && !person.keys.some((key) => holder.keys.has(key))) continue;
      if (parsedNameSimilarity(holder.name, person) >= nameAccept) return holder;
      continue;
    }
    const text = textOf(line);
    if (text !== null && nameInText(holder.name, text) >= nameAccept) return holder;
  }
  return null;
}
