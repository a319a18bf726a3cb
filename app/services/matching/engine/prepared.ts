/**
 * BO rows and statement lines reduced to what matching compares, computed once per row:
 * deposits and withdrawals differ only in how their columns map onto these. What only a few
 * rows ever need (account numbers in the text, the identity strings of interchangeable rows) is
 * computed on first use: at 100k rows a day, allocation is the cost that matters.
 */
import { isIntermediaryName, textNamesIntermediary } from "./counterparties";
import { dayNumber } from "./days";
import { accountKey, accountsInText, gatewayUserOf, joinedUsernameKey, joinedWordsInText, maskedAccountsInText, numbersInText, playerKey, referenceKey, usernameKey, wordUsernameKey, type NumbersInText } from "./identifiers";
import { blockingKeys, parseName, TRUNCATION_HINT, type ParsedName } from "./names";
import type { Places, Site } from "./places";
import { refusedLinesOf } from "./refused";
import { isAmountWord, isRemarkWord } from "./remark-words";
import { cutInShortText, isBankWord, parseStatementText, printedSenderLength, ownHolderWords, type LineSide, type StatementText } from "./statement-text";
import { lineBankOf, playerBankOf } from "./sender-bank";

/** What deposits and withdrawals have in common on the BO side (both candidate types fit it as they are). */
export interface BoInput {
  id: number;
  website: string;
  date: string;
  amountCents: number;
  fullName: string;
  username: string;
  corporateAccountNo: string | null;
  references?: readonly string[];
  playerAccountNo?: string | null;
  /** the Player Bank's bank where the BO keeps it apart from the account (wd_player_bank); else read from playerAccountNo */
  playerBank?: string | null;
  requestedAt?: number | null;
  ticketNo?: string | null;
  /** the website sharing the akun bank's number whose open row this is (types.ts BoDepositCandidate) */
  elsewhere?: string;
}

/** What deposits and withdrawals have in common on the statement side; the counterparty comes separately. */
export interface LineInput {
  id: number;
  website: string;
  date: string;
  amountCents: number;
  description: string | null;
  /** the news the parser set apart from the name, where the statement was stored with it */
  remark?: string | null;
  accountNo: string | null;
  reference: string | null;
  bookedAt?: number | null;
  /** deposits only: the bank or e-wallet of the statement's own account */
  accountBank?: string | null;
}

export interface PreparedBo {
  id: number;
  website: string;
  day: number;
  amount: number;
  /** corporate akun bank, as an account key */
  account: string | null;
  site: Site;
  /** the akun bank's slot, or site.unknown when the BO does not say */
  slot: number;
  name: ParsedName;
  /** distinct reference keys */
  references: string[];
  /** the references and the ticket written in digits alone, 8 or more, as the text's numbers read (typed in the news: `8800123456`) */
  typedNumbers: string[];
  /** the text of each reference as the BO wrote it, for the machine note (same order) */
  rawReferences: string[];
  /** the player's own account, as an account key */
  playerAccount: string | null;
  /** the bank of the player's account, when the BO names one we know (sender-bank.ts) */
  playerBank: string | null;
  /** the username as looked for in statement texts (usernameKey; letters alone: wordUsernameKey, in the news only), null when it could not be told from other words */
  username: string | null;
  /** the BO's ticket number as looked for in statement texts (usernameKey: WD2611220042), null when it has no digit or letter */
  ticket: string | null;
  /** epoch ms of the request, null when unknown (request-time.ts) */
  requestedAt: number | null;
  source: BoInput;
}

export interface PreparedLine {
  id: number;
  website: string;
  day: number;
  amount: number;
  account: string | null;
  site: Site;
  /** the akun bank's slot, or site.unknown */
  slot: number;
  /** the sender / receiver when it is a person */
  person: ParsedName | null;
  /** person.id, or -1: the common case (the same name as the BO's) is decided without following the pointer */
  personId: number;
  /** the sender is a payment company: the line cannot carry the player's name */
  intermediary: boolean;
  /** the sender's bank (credits) or the payee's (debits), when the line names it (BI-FAST "TRANSFER DR 451", "TRANSFER KE 009") */
  counterpartyBank: string | null;
  /** the whole text, searched when there is no person (see textOf: parsed on first use) */
  text: StatementText | null | undefined;
  reference: string | null;
  /** the counterparty account the parser isolated */
  explicitAccount: string | null;
  /** blocking keys of the person, or of the text's words (see nameKeysOf) */
  nameKeys: number[] | null;
  source: LineInput;
  /** the sender (deposits) or receiver (withdrawals) as the statement carries it */
  counterpartyName: string | null;
  counterpartyAccountNo: string | null;
  /** every account-like number in the text (see accountsOnLine) */
  textAccounts: string[];
  /** every word of the text that could be a username (see usernamesOnLine) */
  textUsernames: string[];
  /** the digits after a masked account's mask ("****5678"), see maskedAccountOf */
  textMasked: string[] | null;
  /** epoch ms the bank booked the line, null when the statement gives only a date */
  bookedAt: number | null;
  /** the site user a gateway report booked the payment for (`... Username budix`), as playerKey reads it */
  gatewayUser: string | null;
}

const NO_WORDS: string[] = [];
const NO_KEYS: number[] = [];
function checkAmount(kind: string, id: number, amount: number): void {
  if (!Number.isSafeInteger(amount)) throw new Error(`reconcile: ${kind} #${id} amount must be whole cents, got ${amount}`);
}

export function prepareBo(row: BoInput, places: Places): PreparedBo {
  checkAmount("BO row", row.id, row.amountCents);
  let references = NO_WORDS;
  let rawReferences = NO_WORDS;
  const given = row.references;
  if (given && given.length > 0) {
    for (const raw of given) {
      const key = referenceKey(raw);
      if (!key || references.includes(key)) continue;
      if (references === NO_WORDS) {
        references = [];
        rawReferences = [];
      }
      references.push(key);
      rawReferences.push(raw.trim());
    }
  }
  const place = places.of(row.website, row.corporateAccountNo);
  const name = parseName(row.fullName);
  return {
    id: row.id,
    website: row.website,
    day: dayNumber(row.date),
    amount: row.amountCents,
    account: place.account,
    site: place.site,
    slot: place.slot,
    name,
    references,
    rawReferences,
    playerAccount: accountKey(row.playerAccountNo),
    playerBank: playerBankOf(row.playerBank ?? row.playerAccountNo),
    username: isAmountWord(row.username) ? null : (usernameKey(row.username) ?? joinedUsernameKey(row.username) ?? usernameWordOf(row.username, name)),
    ticket: usernameKey(row.ticketNo),
    typedNumbers: typedNumbersOf(references, row.ticketNo),
    requestedAt: row.requestedAt ?? null,
    source: row,
  };
}

/**
 * A Player Ref or ticket of digits alone, typed in the news, reads as one of the text's numbers
 * (a clean-room audit, refs1 F6: the news `8800123456`, another player's Player Ref, was never
 * weighed). Eight digits at least: shorter, a number of the bank's text matches one by chance.
 */
function typedNumbersOf(references: readonly string[], ticketNo: string | null | undefined): string[] {
  let numbers = NO_WORDS;
  const add = (raw: string) => {
    if (!LONG_NUMBER.test(raw)) return;
    const key = accountKey(raw);
    if (key === null) return;
    if (numbers === NO_WORDS) numbers = [];
    if (!numbers.includes(key)) numbers.push(key);
  };
  for (const reference of references) add(reference);
  if (ticketNo) add(ticketNo.trim());
  return numbers;
}

const LONG_NUMBER = /^\d{8,}$/;

export function prepareLine(row: LineInput, counterpartyName: string | null, counterpartyAccountNo: string | null, places: Places): PreparedLine {
  checkAmount("mutasi", row.id, row.amountCents);
  const parsed = counterpartyName === null ? null : parseName(counterpartyName);
  const intermediary = parsed !== null ? isIntermediaryName(parsed) : textNamesIntermediary(row.description);
  const person = parsed && !intermediary && parsed.letters > 0 ? cutAsPrinted(parsed, counterpartyName!, row) : null;
  const place = places.of(row.website, row.accountNo);
  // read as the line is prepared, the text still in the cache: every open line's is read anyway
  const numbers = numbersOnLine(row.description, counterpartyName);
  // the statement's own number is where the money went or came from, never the counterparty's
  // (Mandiri's `MCM InhouseTrf KE <own>`: a clean-room audit saw it taken for the sender's account)
  const explicitAccount = accountKey(counterpartyAccountNo);
  const own = place.account;
  return {
    id: row.id,
    website: row.website,
    day: dayNumber(row.date),
    amount: row.amountCents,
    account: place.account,
    site: place.site,
    slot: place.slot,
    person,
    personId: person ? person.id : -1,
    intermediary,
    counterpartyBank: lineBankOf(row.description, counterpartyName, row.accountBank),
    // most lines without a person are QRIS / Nexus Pay lines that a reference settles first
    // a line the parser found no sender on but that names an e-wallet has no person's words to search
    text: person || (parsed === null && intermediary) ? null : undefined,
    reference: referenceKey(row.reference),
    explicitAccount: explicitAccount === own ? null : explicitAccount,
    nameKeys: person ? person.keys : null,
    source: row,
    counterpartyName,
    counterpartyAccountNo,
    textAccounts: own !== null && numbers.accounts.includes(own) ? numbers.accounts.filter((account) => account !== own) : numbers.accounts,
    textUsernames: numbers.usernames,
    textMasked: null,
    bookedAt: row.bookedAt ?? null,
    gatewayUser: gatewayUserOf(row.description),
  };
}



/**
 * The sender with the length it had as printed, title included, when that reaches the bank's cut;
 * as long as a cut where it was read from a field the bank cuts short (BRI's DESK_TRAN).
 */
function cutAsPrinted(person: ParsedName, sender: string, row: LineInput): ParsedName {
  if (person.rawLength >= TRUNCATION_HINT) return person;
  if (cutInShortText(sender, row.description, row.accountBank)) return { ...person, rawLength: TRUNCATION_HINT };
  const printed = printedSenderLength(sender, row.description);
  // a copy: parsed names are shared by every line of the same sender text
  return printed >= TRUNCATION_HINT ? { ...person, rawLength: printed } : person;
}

/** The words of the line's text that could be a name, when the line has no person. */
export function textOf(line: PreparedLine): StatementText | null {
  if (line.text === undefined) line.text = parseStatementText(line.source.description);
  return line.text;
}

/** Blocking keys of the line's person, or of its text's words. */
export function nameKeysOf(line: PreparedLine): number[] {
  if (line.nameKeys === null) {
    const text = textOf(line);
    line.nameKeys = text ? blockingKeys(text.words) : NO_KEYS;
  }
  return line.nameKeys;
}

/** The account numbers and username-like words of a line's text and counterparty name, for both lists below. */
function numbersOnLine(description: string | null, counterpartyName: string | null): NumbersInText {
  const found = numbersInText(description);
  // the counterparty name rarely holds a digit: read it only when it does
  if (counterpartyName === null || !HAS_DIGIT.test(counterpartyName)) return found;
  const more = accountsInText(counterpartyName).filter((account) => !found.accounts.includes(account));
  return more.length > 0 ? { accounts: [...found.accounts, ...more], usernames: found.usernames } : found;
}

const HAS_DIGIT = /\d/;

/** Every account-like number in the line's text and counterparty name. */
export function accountsOnLine(line: PreparedLine): string[] {
  return line.textAccounts;
}

/**
 * A username of letters alone, unless it is a word of the player's own name, of news or of the
 * banks' texts: SANTOSO for Maya Santoso would be found in every Santoso's transfer, MANDIRI in
 * every Mandiri line.
 */
function usernameWordOf(username: string, name: ParsedName): string | null {
  const key = wordUsernameKey(username);
  return key === null || name.tokens.includes(key) || isRemarkWord(key) || isBankWord(key) ? null : key;
}

/**
 * What a website's BO rows say as a whole, read as each row is prepared: a pass over the rows later
 * in the run reads each of them from memory again (the rows of 100k: about 1% of a run each).
 */
export interface BoFacts {
  /** some row carries a pair an ADMIN undid (refused.ts) */
  anyRefused: boolean;
  /**
   * The rows' usernames of letters alone, the only such words worth looking for in the lines' news
   * (withNewsUsernames). Also those of rows a shared reference settles: such a word is looked up
   * only by a row of that username.
   */
  wordUsernames: Set<string>;
  /** The rows' usernames joined by dots or dashes (yudi.wib9), looked for whole (withJoinedUsernames). */
  joinedUsernames: Set<string>;
}

export function newBoFacts(): BoFacts {
  return { anyRefused: false, wordUsernames: new Set(), joinedUsernames: new Set() };
}

export function noteBo(facts: BoFacts, bo: PreparedBo): void {
  if (!facts.anyRefused && refusedLinesOf(bo.source)?.length) facts.anyRefused = true;
  if (bo.username === null) return;
  if (!HAS_DIGIT.test(bo.username)) facts.wordUsernames.add(bo.username);
  else if (JOINER.test(bo.username)) facts.joinedUsernames.add(bo.username);
}

const JOINER = /[.-]/;

/**
 * Adds to the line's username-like words the joined usernames of `wanted` its text holds
 * (`DEPO yudi.wib9 ENDANG FITRIANI`): a friend's username a dot or a dash had split in two went
 * unread, and the sender's own ticket was approved on the line (a clean-room audit: 8 of 8).
 */
export function withJoinedUsernames(line: PreparedLine, wanted: ReadonlySet<string>): void {
  const text = line.source.description;
  if (!text || !JOINER.test(text)) return;
  let found: string[] | null = null;
  for (const word of joinedWordsInText(text)) {
    if (!wanted.has(word)) continue;
    found ??= [...usernamesOnLine(line)];
    if (!found.includes(word)) found.push(word);
  }
  if (found) line.textUsernames = found;
}

/**
 * Adds to the line's username-like words the letters-only usernames of `wanted` its text holds
 * beside the sender (`TRANSFER DARI | TRF ONLINE BCA | BAYU SANTOSO | depo slotsantzz |`): only on
 * a line whose sender the parser isolated, never a word of that sender's name, nor of the
 * statement's own holder the text names (`side`: which end of the transfer he is).
 */
export function withNewsUsernames(line: PreparedLine, wanted: ReadonlySet<string>, side: LineSide): void {
  const person = line.person;
  const text = line.source.description;
  if (person === null || !text) return;
  let found: string[] | null = null;
  for (const word of text.toUpperCase().split(/[^A-Z]+/)) {
    if (word.length < 6 || !wanted.has(word) || person.tokens.includes(word) || ownHolderWords(text, side).includes(word)) continue;
    found ??= [...usernamesOnLine(line)];
    if (!found.includes(word)) found.push(word);
  }
  if (found) line.textUsernames = found;
}

/** Every word of the line's text that could be a player's username ('DEPO PL123X' in the news). */
export function usernamesOnLine(line: PreparedLine): string[] {
  return line.textUsernames;
}

/** The player's account as the line prints it masked ("****5678"), when its last digits agree; else null. */
export function maskedAccountOf(playerAccount: string | null, line: PreparedLine): string | null {
  if (playerAccount === null) return null;
  line.textMasked ??= maskedAccountsInText(line.source.description);
  const digits = line.textMasked.find((shown) => playerAccount.endsWith(shown));
  return digits === undefined ? null : `****${digits}`;
}

/** Whether the line prints masked accounts ("****0219") and none ends as the account does. */
export function masksAnotherAccount(account: string, line: PreparedLine): boolean {
  line.textMasked ??= maskedAccountsInText(line.source.description);
  return line.textMasked.length > 0 && !line.textMasked.some((shown) => account.endsWith(shown));
}

/** The raw reference as the BO wrote it, for the machine note. */
export function rawReference(bo: PreparedBo, key: string): string {
  const at = bo.references.indexOf(key);
  return at < 0 ? key : bo.rawReferences[at];
}

/** The player of a ticket: website and username; null when the BO has no username. */
export function playerOf(bo: PreparedBo): string | null {
  const username = playerKey(bo.source.username);
  // a website sharing the account number has players of its own under the same usernames
  return username === "" ? null : `${bo.source.elsewhere ?? bo.website}\u0001${username}`;
}

/** Tickets of one player with the same amount and date; null when the BO has no username. */
export function ownerOf(bo: PreparedBo): string | null {
  const username = playerKey(bo.source.username);
  return username === "" ? null : `${bo.source.elsewhere ?? bo.website}\u0001${username}\u0001${bo.day}\u0001${bo.amount}`;
}

/**
 * Everything a line says: two lines with the same content are identical credits. The akun bank
 * and the counterparty account count as numbers ("0265850839" and "265850839" are one account).
 * Two credits booked at different times are two lines: which request each answers is then a
 * question, not a choice between equals.
 */
export function contentOf(line: PreparedLine): string {
  const s = line.source;
  return `${s.website}\u0001${line.slot}\u0001${line.day}\u0001${s.amountCents}\u0001${line.counterpartyName}\u0001${s.description}\u0001${line.reference}\u0001${line.explicitAccount}\u0001${line.bookedAt}`;
}

/** Same website and, where both are known, the same akun bank. */
export function sameAccount(bo: PreparedBo, line: PreparedLine): boolean {
  return bo.account === null || line.account === null || bo.account === line.account;
}

/** Rows a run can hold when sorting by packed (id, position) numbers. */
const PACK = 2 ** 21;

/**
 * Input order must never matter: rows are handled in id order, and an id may appear once.
 * Sorting packed numbers natively is several times faster than sorting objects with a comparator.
 */
export function sortedById<T extends { id: number }>(rows: readonly T[], kind: string): T[] {
  let packable = rows.length < PACK;
  // rows read from the database come in id order: then there is nothing to sort or to find twice
  let increasing = true;
  let previous = -Infinity;
  for (let i = 0; i < rows.length && (packable || increasing); i++) {
    const id = rows[i].id;
    if (!Number.isSafeInteger(id)) throw new Error(`reconcile: ${kind} id must be an integer, got ${id}`);
    packable &&= id >= 0 && id < 2 ** 31;
    increasing &&= id > previous;
    previous = id;
  }
  if (increasing) return rows.slice();
  let sorted: T[];
  if (packable) {
    const keys = new Float64Array(rows.length);
    for (let i = 0; i < rows.length; i++) keys[i] = rows[i].id * PACK + i;
    keys.sort();
    sorted = new Array<T>(rows.length);
    for (let i = 0; i < keys.length; i++) sorted[i] = rows[keys[i] % PACK];
  } else {
    sorted = [...rows].sort((a, b) => a.id - b.id);
  }
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].id === sorted[i - 1].id) throw new Error(`reconcile: ${kind} id ${sorted[i].id} appears twice`);
  }
  return sorted;
}
