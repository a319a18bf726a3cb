/**
 * A line approved on the sender's name (or alias, or account) whose news types another known
 * player's username (`200000.00DEPO agus77 DEWI LESTARI` for DEWI LESTARI's own ticket): the news
 * says whose money it is, and it is not the ticket's player. Where that player has a ticket of the
 * amount in the run, the rivals' rule holds both (conflicts.ts); where his ticket is of another
 * amount, or not filed yet, no row competes, and the sender's ticket was approved (a clean-room
 * audit: docs/api.md promised it would not be). The players the website knows from its BO rows of
 * the weeks around are asked, as for namesakes (namesakes.ts), and such a pair is held for a
 * checker, who is told which player the news names. News may name the player by his whole name as
 * well (`650000.00DEPO ANDI PRATAMA  RUDI HARTONO` for RUDI HARTONO's ticket, ANDI PRATAMA's open at
 * the amount too: another audit saw RUDI's approved): a friend paying for him; or by his registered
 * account number.
 */
import type { Ledger } from "./engine";
import type { Edge } from "./evidence";
import { accountKey, playerKey } from "./identifiers";
import { upperAscii } from "./names";
import type { PreparedBo, PreparedLine } from "./prepared";
import { isRemarkWord } from "./remark-words";
import { isBankWord } from "./statement-text";
import { takeBack } from "./take-back";
import type { KnownPlayer, NewsNaming } from "./types";

/** The clues a username typed for another player contradicts: who sent it, not what the news says. */
const PERSON_KINDS: ReadonlySet<Edge["kind"]> = new Set(["name", "alias", "account", "amount-only"]);

export function holdForUsernamesOfOthers(
  approved: readonly Edge[],
  bos: readonly PreparedBo[],
  lines: readonly PreparedLine[],
  playersOf: () => readonly KnownPlayer[] | undefined,
  ledger: Ledger,
): Map<number, NewsNaming> {
  const heldFor = new Map<number, NewsNaming>();
  // the words to look up first, by length: a website knows tens of thousands of players, and most
  // of their usernames are no word of any approved line (a run spelt each one out: 4% of its time)
  const asked: Edge[] = [];
  const wanted = new Map<number, Set<string>>();
  for (const edge of approved) {
    if (!PERSON_KINDS.has(edge.kind)) continue;
    const words = lines[edge.line].textUsernames;
    if (words.length === 0) continue;
    asked.push(edge);
    for (const word of words) {
      const sameLength = wanted.get(word.length);
      if (sameLength) sameLength.add(word);
      else wanted.set(word.length, new Set([word]));
    }
  }
  if (asked.length === 0) return holdForNamesOfOthers(approved, bos, lines, playersOf, ledger, heldFor);
  const byUsername = new Map<string, KnownPlayer>();
  for (const player of playersOf() ?? []) {
    const sameLength = wanted.get(player.username.length);
    if (!sameLength) continue;
    const key = playerKey(player.username);
    if (!sameLength.has(key)) continue;
    // the first of a username's players, whatever order the database gave them in
    const before = byUsername.get(key);
    if (!before || before.fullName > player.fullName) byUsername.set(key, player);
  }
  if (byUsername.size === 0) return holdForNamesOfOthers(approved, bos, lines, playersOf, ledger, heldFor);
  const held = new Set<Edge>();
  for (const edge of asked) {
    const own = playerKey(bos[edge.bo].source.username);
    for (const word of lines[edge.line].textUsernames) {
      if (word === own) continue;
      const player = byUsername.get(word);
      if (!player) continue;
      held.add(edge);
      heldFor.set(edge.bo, { player, by: "username" });
      break;
    }
  }
  takeBack(held, ledger);
  return holdForNamesOfOthers(approved, bos, lines, playersOf, ledger, heldFor);
}

/** Names of two words or more: one word (AGUS) is too many people's to say whose money it is. */
const MIN_NAME_WORDS = 2;
const MAX_NAME_WORDS = 4;

/**
 * The approved pairs whose news, the sender's printed name taken out, spells another known
 * player's whole name, word for word: held as a username in the news is. Names are compared as
 * printed (letters, upper case, one space), not folded: only the same spelling says "this player".
 */
function holdForNamesOfOthers(
  approved: readonly Edge[],
  bos: readonly PreparedBo[],
  lines: readonly PreparedLine[],
  playersOf: () => readonly KnownPlayer[] | undefined,
  ledger: Ledger,
  heldFor: Map<number, NewsNaming>,
): Map<number, NewsNaming> {
  const asked: { edge: Edge; names: string[] }[] = [];
  const wanted = new Set<string>();
  for (const edge of approved) {
    if (!PERSON_KINDS.has(edge.kind) || heldFor.has(edge.bo) || !ledger.boMatched[edge.bo]) continue;
    const names = namesInNews(lines[edge.line]);
    if (names.length === 0) continue;
    asked.push({ edge, names });
    for (const name of names) wanted.add(name);
  }
  if (asked.length === 0) return holdForAccountsOfOthers(approved, bos, lines, playersOf, ledger, heldFor);
  const byName = new Map<string, KnownPlayer>();
  for (const player of playersOf() ?? []) {
    const name = printedName(player.fullName);
    if (!wanted.has(name)) continue;
    const before = byName.get(name);
    if (!before || before.username > player.username) byName.set(name, player);
  }
  if (byName.size === 0) return holdForAccountsOfOthers(approved, bos, lines, playersOf, ledger, heldFor);
  const held = new Set<Edge>();
  for (const { edge, names } of asked) {
    const bo = bos[edge.bo].source;
    const ownName = printedName(bo.fullName);
    const own = playerKey(bo.username);
    for (const name of names) {
      const player = byName.get(name);
      if (!player || name === ownName || playerKey(player.username) === own) continue;
      held.add(edge);
      heldFor.set(edge.bo, { player, by: "name" });
      break;
    }
  }
  takeBack(held, ledger);
  return holdForAccountsOfOthers(approved, bos, lines, playersOf, ledger, heldFor);
}

/**
 * The approved pairs whose news types another known player's registered account, whole
 * (`200000.00 0999887777 BUDI SANTOSO`, DEWI LESTARI's account, her ticket of the amount open: a
 * clean-room audit saw BUDI's approved). The sender's own account the bank printed is no news.
 */
function holdForAccountsOfOthers(
  approved: readonly Edge[],
  bos: readonly PreparedBo[],
  lines: readonly PreparedLine[],
  playersOf: () => readonly KnownPlayer[] | undefined,
  ledger: Ledger,
  heldFor: Map<number, NewsNaming>,
): Map<number, NewsNaming> {
  const asked: Edge[] = [];
  const wanted = new Set<string>();
  for (const edge of approved) {
    if (!PERSON_KINDS.has(edge.kind) || heldFor.has(edge.bo) || !ledger.boMatched[edge.bo]) continue;
    const line = lines[edge.line];
    let any = false;
    for (const account of line.textAccounts) {
      if (account === line.explicitAccount || account === bos[edge.bo].playerAccount) continue;
      wanted.add(account);
      any = true;
    }
    if (any) asked.push(edge);
  }
  if (asked.length === 0) return heldFor;
  const byAccount = new Map<string, KnownPlayer>();
  for (const player of playersOf() ?? []) {
    const account = accountKey(player.playerBank);
    if (account === null || !wanted.has(account)) continue;
    const before = byAccount.get(account);
    if (!before || before.username > player.username) byAccount.set(account, player);
  }
  if (byAccount.size === 0) return heldFor;
  const held = new Set<Edge>();
  for (const edge of asked) {
    const bo = bos[edge.bo];
    const own = playerKey(bo.source.username);
    const line = lines[edge.line];
    for (const account of line.textAccounts) {
      const player = account === line.explicitAccount || account === bo.playerAccount ? undefined : byAccount.get(account);
      if (!player || playerKey(player.username) === own) continue;
      held.add(edge);
      heldFor.set(edge.bo, { player, by: "account", account: player.playerBank ?? account });
      break;
    }
  }
  takeBack(held, ledger);
  return heldFor;
}

/** A name as printed: upper-case letters, words one space apart. */
function printedName(raw: string): string {
  return upperAscii(raw).replace(/[^A-Z]+/g, " ").trim();
}

/**
 * Every run of two to four words of the news that could be a name: the text without the sender's
 * printed name, cut at digits, bank words and news words (DEPO, TOPUP), words of letters only.
 */
function namesInNews(line: PreparedLine): string[] {
  const description = line.source.description;
  const sender = line.counterpartyName;
  if (!description || !sender || line.person === null) return NO_NAMES;
  const text = upperAscii(description);
  const printed = upperAscii(sender).trim();
  const at = printed.length === 0 ? -1 : text.lastIndexOf(printed);
  if (at < 0) return NO_NAMES;
  const news = text.slice(0, at) + " " + text.slice(at + printed.length);
  let names: string[] | null = null;
  let run: string[] = [];
  const flush = () => {
    for (let from = 0; from + MIN_NAME_WORDS <= run.length; from++) {
      for (let to = from + MIN_NAME_WORDS; to <= Math.min(run.length, from + MAX_NAME_WORDS); to++) (names ??= []).push(run.slice(from, to).join(" "));
    }
    run = [];
  };
  for (const token of news.split(/\s+/)) {
    // KlikBCA glues the news to the amount (650000.00ANDI): the letters after the last other sign
    const word = LETTERS_ONLY.test(token) ? token : (flush(), token.replace(GLUED_BEFORE, ""));
    if (word.length >= 2 && !isBankWord(word) && !isRemarkWord(word)) run.push(word);
    else flush();
  }
  flush();
  return names ?? NO_NAMES;
}

const NO_NAMES: string[] = [];
const LETTERS_ONLY = /^[A-Z]*$/;
const GLUED_BEFORE = /^.*[^A-Z]/;
