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
 * the amount too: another audit saw RUDI's approved): a friend paying for him, as the news the
 * parser set apart shows it; or by his registered account number.
 */
import type { Ledger } from "./engine";
import type { Edge } from "./evidence";
import { accountKey, playerKey } from "./identifiers";
import { upperAscii } from "./names";
import type { PreparedBo, PreparedLine } from "./prepared";
import { isAmountWord, isRemarkWord, REMARK_WORDS } from "./remark-words";
import { isBankWord } from "./statement-text";
import { takeBack } from "./take-back";
import type { KnownPlayer, NewsNaming } from "./types";

/** The clues a username typed for another player contradicts: who sent it, not what the news says. */
const isPersonClue = (kind: Edge["kind"]) => kind !== "reference" && kind !== "username";

/** Names of two words or more: one word (AGUS) is too many people's to say whose money it is. */
const MIN_NAME_WORDS = 2;
const MAX_NAME_WORDS = 4;

/** An approved pair whose line's news may name another player, with what it names. */
interface Asked {
  edge: Edge;
  /** the usernames the text types, and every word of the news the parser set apart */
  usernames: readonly string[];
  names: string[];
  /** the line's accounts in the text, neither the sender's printed one nor the ticket player's */
  accounts: string[];
}

/**
 * One pass over the approved pairs (100k a run: three passes cost a tenth of the engine's time),
 * then the website's players looked up once for what the news types: usernames first, then whole
 * names, then registered accounts. Returns the player each held row's news names, by row index.
 */
export function holdForNewsOfOthers(
  approved: readonly Edge[],
  bos: readonly PreparedBo[],
  lines: readonly PreparedLine[],
  playersOf: () => readonly KnownPlayer[] | undefined,
  ledger: Ledger,
): Map<number, NewsNaming> {
  const heldFor = new Map<number, NewsNaming>();
  // the words looked up first, by length: a website knows tens of thousands of players, and most
  // of their usernames are no word of any approved line (a run spelt each one out: 4% of its time)
  const wantedUsernames = new Map<number, Set<string>>();
  const wantedNames = new Set<string>();
  const wantedAccounts = new Set<string>();
  const asked: Asked[] = [];
  for (let e = 0; e < approved.length; e++) {
    const edge = approved[e];
    if (!isPersonClue(edge.kind)) continue;
    const line = lines[edge.line];
    const remark = line.source.remark;
    const usernames = remark ? withWordsOfNews(line.textUsernames, remark, line.counterpartyName) : line.textUsernames;
    const names = remark ? namesInNews(line) : NO_WORDS;
    const accounts = line.textAccounts.length === 0 ? NO_WORDS : othersAccounts(line, bos[edge.bo]);
    if (usernames.length === 0 && names.length === 0 && accounts.length === 0) continue;
    asked.push({ edge, usernames, names, accounts });
    for (const word of usernames) {
      const sameLength = wantedUsernames.get(word.length);
      if (sameLength) sameLength.add(word);
      else wantedUsernames.set(word.length, new Set([word]));
    }
    for (const name of names) wantedNames.add(name);
    for (const account of accounts) wantedAccounts.add(account);
  }
  if (asked.length === 0) return heldFor;
  const found = playersNamed(playersOf() ?? [], wantedUsernames, wantedNames, wantedAccounts);
  if (found.byUsername.size === 0 && found.byName.size === 0 && found.byAccount.size === 0) return heldFor;
  const held = new Set<Edge>();
  for (const { edge, usernames, names, accounts } of asked) {
    const bo = bos[edge.bo].source;
    const own = playerKey(bo.username);
    const naming = namingOf(usernames, names, accounts, found, own, bo.fullName);
    if (!naming) continue;
    held.add(edge);
    heldFor.set(edge.bo, naming);
  }
  takeBack(held, ledger);
  return heldFor;
}

interface Found {
  byUsername: Map<string, KnownPlayer>;
  byName: Map<string, KnownPlayer>;
  byAccount: Map<string, KnownPlayer>;
}

/** The players of the usernames, printed names and accounts wanted: the first of each, whatever order the database gave them in. */
function playersNamed(players: readonly KnownPlayer[], usernames: Map<number, Set<string>>, names: Set<string>, accounts: Set<string>): Found {
  const found: Found = { byUsername: new Map(), byName: new Map(), byAccount: new Map() };
  // a name's length as the BO writes it, and an account's last four digits, looked at before
  // spelling either out (a name written with a dot or two spaces is missed: a hold, not a pair)
  const lengths = new Set<number>();
  for (const name of names) lengths.add(name.length);
  const endings = new Set<number>();
  for (const account of accounts) endings.add(lastDigits(account));
  for (const player of players) {
    const sameLength = usernames.get(player.username.length);
    if (sameLength) {
      const key = playerKey(player.username);
      const before = found.byUsername.get(key);
      if (sameLength.has(key) && (!before || before.fullName > player.fullName)) found.byUsername.set(key, player);
    }
    if (lengths.has(player.fullName.length)) {
      const name = printedName(player.fullName);
      const before = found.byName.get(name);
      if (names.has(name) && (!before || before.username > player.username)) found.byName.set(name, player);
    }
    const written = player.playerBank;
    if (written && endings.has(lastDigits(written))) {
      const account = accountKey(written);
      const before = account === null ? undefined : found.byAccount.get(account);
      if (account !== null && accounts.has(account) && (!before || before.username > player.username)) found.byAccount.set(account, player);
    }
  }
  return found;
}

/** The other player the news names, by the first clue that does: his username, his whole name, his registered account. */
function namingOf(usernames: readonly string[], names: readonly string[], accounts: readonly string[], found: Found, own: string, ownFullName: string): NewsNaming | null {
  for (const word of usernames) {
    const player = word === own ? undefined : found.byUsername.get(word);
    if (player) return { player, by: "username" };
  }
  if (names.length > 0) {
    const ownName = printedName(ownFullName);
    for (const name of names) {
      const player = name === ownName ? undefined : found.byName.get(name);
      if (player && playerKey(player.username) !== own) return { player, by: "name" };
    }
  }
  for (const account of accounts) {
    const player = found.byAccount.get(account);
    if (player && playerKey(player.username) !== own) return { player, by: "account", account: player.playerBank ?? account };
  }
  return null;
}

/**
 * The accounts the line's text types beside the sender's own account the bank printed and the
 * ticket player's: another player's account whole in the news (`200000.00 0999887777 BUDI
 * SANTOSO`, DEWI LESTARI's: a clean-room audit saw BUDI's ticket approved beside hers).
 */
function othersAccounts(line: PreparedLine, bo: PreparedBo): string[] {
  let others: string[] | null = null;
  for (const account of line.textAccounts) {
    if (account === line.explicitAccount || account === bo.playerAccount) continue;
    (others ??= []).push(account);
  }
  return others ?? NO_WORDS;
}

const NO_WORDS: string[] = [];

/**
 * The usernames the text types (letters and digits, or long words of letters), and every other
 * word of the news the parser set apart: a short username (`kiara`, `jono`), one of digits alone
 * (`778899`) or a gateway report's Username column, which the text search leaves aside lest a
 * stranger's news approve a ticket, still names a player a checker must hear of (a clean-room
 * audit, refs1 F1, F2: `100000.00kiara      ENI KUSUMA` approved ENI's ticket beside kiara's). The
 * words of the sender's printed name, news words and bank words are nobody's username here.
 */
function withWordsOfNews(usernames: readonly string[], remark: string, sender: string | null): readonly string[] {
  let words: string[] | null = null;
  let senderWords: string | null = null;
  const add = (word: string) => {
    if (word.length < 2 || usernames.includes(word) || REMARK_WORDS.has(word) || isBankWord(word) || isAmountWord(word)) return;
    senderWords ??= sender === null ? "" : ` ${sender.toUpperCase()} `;
    if (senderWords.includes(` ${word} `)) return;
    if (words === null) words = [...usernames];
    if (!words.includes(word)) words.push(word);
  };
  let previous: string | null = null;
  for (const token of remark.split(" ")) {
    if (token === "") continue;
    // most words of news are letters and digits alone: the signs around one are looked for only where there are any
    const word = (alnumAt(token, 0) && alnumAt(token, token.length - 1) ? token : token.replace(EDGE_SIGNS, "")).toUpperCase();
    if (word === "") continue;
    add(word);
    // a username as players also write it: split by a dash, a dot or a colon (DEPO-JONI88), glued
    // to a word of news (DEPOPL123), or in two (PL 456, gacor 88): clean-room audits, refs1 F3, news2 F3
    if (word.length > 3 && PIECES.test(word)) {
      const pieces = word.split(PIECES);
      for (const piece of pieces) add(piece);
      // a username holding a dot or an underscore joined to news by a sign: DEPO.AGUS.S3, HADI_WIB-DEPO, USER:NUR_NAS
      const first = pieces[0];
      const last = pieces[pieces.length - 1];
      if (REMARK_WORDS.has(first) || first === "USER" || first === "ID") add(word.slice(first.length + 1));
      if (REMARK_WORDS.has(last)) add(word.slice(0, word.length - last.length - 1));
    }
    if (word.length > 4 && GLUED_FIRST.has(word.charCodeAt(0))) {
      const glued = GLUED_NEWS.exec(word);
      if (glued) add(word.slice(glued[1].length));
    }
    if (previous !== null && (previous.length <= 3 || isDigitCode(word.charCodeAt(0)))) add(previous + word);
    previous = word;
  }
  return words ?? usernames;
}

const isDigitCode = (c: number) => c >= 48 && c <= 57;
const alnumAt = (text: string, at: number) => {
  const c = text.charCodeAt(at);
  return isDigitCode(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
};
/** The first letters of the words of news GLUED_NEWS knows. */
const GLUED_FIRST = new Set([..."DTWIBUS"].map((letter) => letter.charCodeAt(0)));

const PIECES = /[-.:]/;
/** A word of news a username is glued to: DEPOPL123, TOPUPJONI88 (at least three characters after it). */
const GLUED_NEWS = /^(DEPO|DEPOSIT|TOPUP|TOP|DP|TF|TRF|WD|ISI|BYR|BAYAR|UTK|SETOR)(?=[A-Z0-9]{3,}$)/;

/** Signs around a word of news (`kiara,`, `(jono)`), not a username's own dots, dashes or underscores within it. */
const EDGE_SIGNS = /^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g;

/** The value of the last four characters of a text read as digits, -1 when one of them is not a digit. */
function lastDigits(text: string): number {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 32) end--;
  if (end < 4) return -1;
  let value = 0;
  for (let i = end - 4; i < end; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** A name as printed: upper-case letters, words one space apart. */
function printedName(raw: string): string {
  return upperAscii(raw).replace(/[^A-Z]+/g, " ").trim();
}

/**
 * Every run of two to four words of the line's news that could be a name: the news the parser
 * set apart from the sender's name (`DEPO ANDI PRATAMA`), words of letters alone, no bank word nor
 * news word (DEPO, TOPUP) among them, none within the sender's printed name. One pass over the
 * characters, and a string made only for runs of two words or more: this runs for every line a
 * run approves.
 */
function namesInNews(line: PreparedLine): string[] {
  const text = line.source.remark;
  const sender = line.counterpartyName;
  if (!text || !sender || line.person === null) return NO_WORDS;
  let names: string[] | null = null;
  let count = 0;
  let printed: string | null = null;
  const length = text.length;
  let i = 0;
  // one word past the text's end closes the last run
  while (i <= length) {
    let c = i < length ? text.charCodeAt(i) : 33;
    if (c === 32 || c === 9) {
      i++;
      continue;
    }
    const start = i;
    let letters = i;
    while (i < length && (c = text.charCodeAt(i)) !== 32 && c !== 9) {
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) letters = i + 1;
      i++;
    }
    if (i === length && start === length) letters = length + 1;
    const word = i - letters >= 2;
    // a sign in the word, or no word of two letters, ends the run
    if ((letters > start || !word) && count >= MIN_NAME_WORDS) {
      printed ??= ` ${printedName(sender)} `;
      names = windowsOf(text, count, printed, names);
    }
    if (letters > start || !word) count = 0;
    if (word) {
      runStarts[count] = letters;
      runEnds[count] = i;
      count++;
    }
    if (start === length) break;
  }
  return names ?? NO_WORDS;
}

// the words of the run being read, as positions in the text
const runStarts: number[] = [];
const runEnds: number[] = [];

/** The windows of two to four words of the run's words that are no bank or news word, nor within the sender's printed name. */
function windowsOf(text: string, count: number, printed: string, names: string[] | null): string[] | null {
  const words: string[] = [];
  const close = () => {
    for (let from = 0; from + MIN_NAME_WORDS <= words.length; from++) {
      for (let to = from + MIN_NAME_WORDS; to <= Math.min(words.length, from + MAX_NAME_WORDS); to++) {
        const name = words.slice(from, to).join(" ");
        if (!printed.includes(` ${name} `)) (names ??= []).push(name);
      }
    }
    words.length = 0;
  };
  for (let w = 0; w < count; w++) {
    const word = text.slice(runStarts[w], runEnds[w]).toUpperCase();
    // news words end a name; bank words do not (MEGA, PERMATA and PANIN are names as well: a
    // clean-room audit, news2 F2, read UTK MEGA LESTARI as nobody's)
    if (isRemarkWord(word)) close();
    else words.push(word);
  }
  close();
  return names;
}

