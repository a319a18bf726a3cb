/**
 * What one BO row and one statement line of the same amount have in common, as a scored pair.
 */
import { aliasesOf, aliasOnLine } from "./aliases";
import type { PairEdge } from "./assign";
import { cutAtWordEnd, nameFromTokens, parsedNameSimilarity, type ParsedName } from "./names";
import { standsAlone } from "./identifiers";
import { accountsOnLine, maskedAccountOf, masksAnotherAccount, textOf, usernamesOnLine, type PreparedBo, type PreparedLine } from "./prepared";
import { bookedTooEarly, minutesBetween, timeFactor } from "./request-time";
import { isOtherBank, isWallet, namesPayeeByCodeOnly } from "./sender-bank";
import { nameInText } from "./statement-text";
import {
  ACCOUNT_MATCH_BASE,
  AMOUNT_ONLY_POOL_MAX,
  AMOUNT_ONLY_SUGGESTION_SCORE,
  AMOUNT_ONLY_UNIQUE_SCORE,
  AMOUNT_SHARED_FLOOR,
  NAME_ACCEPT,
  NAME_FLOOR,
  NEXT_DAY_FACTOR,
  PAYOUT_EARLY_GRACE_MINUTES,
  DEPOSIT_EARLY_LIMIT_MINUTES,
  REFERENCE_SCORE,
  ROUND_AMOUNT_CENTS,
  SCALE,
  SENDER_BANK_OTHER_FACTOR,
  UNTIMED_DAY_BEFORE_FACTOR,
  WALLET_ROUND_AMOUNT_CENTS,
  WORD_CUT_UNIQUE_AMOUNT_NAME,
} from "./thresholds";

export interface Evidence {
  kind: "reference" | "name" | "account" | "username" | "alias" | "amount-only";
  /** line day minus BO day */
  lag: number;
  /** name similarity, when a name could be compared */
  name: number | null;
  /** the player's account number found on the line (kind account), the username (kind username), or the alias's note (kind alias) */
  account: string | null;
  /** the shared reference as the BO wrote it */
  reference: string | null;
  /** how many open lines share this amount in the BO row's window */
  alike: number;
  /** minutes from the request to the booking (negative: booked before), null when a time is unknown */
  minutes: number | null;
}

/** A candidate pair with its evidence, in one object: there is one per candidate, 100k a run. */
export interface Edge extends PairEdge, Evidence {}

export interface PairRules {
  /** a line naming another account than the player's is not this payment (withdrawals) */
  accountConflictExcludes: boolean;
  /** a line without any readable name may match on a unique, non-round amount (deposits) */
  amountOnly: boolean;
  /**
   * Multiplier of a pair proven by the name alone. Withdrawals: below 1, so that a line carrying the
   * player's account number is always preferred to one that only carries the same name.
   */
  nameOnlyFactor: number;
  /**
   * the player's account on a line whose holder the bank names as somebody else is held for a
   * checker (withdrawals: operators pay out only to an account in the player's own name, and a
   * changed Player Bank looks just so). A deposit from it is the player's registered account,
   * held under a wife's name as often as not: approved.
   */
  accountNeedsPlayersName: boolean;
  /** the likeness a name alone must reach to approve a pair */
  nameOnlyAccept: number;
  /** a line booked well before the request is no payout of it (withdrawals): held for a checker */
  bookedAfterRequest: boolean;
  /** see CandidateRules: a line of the day before may pay a request filed this many minutes after midnight */
  paidBeforeMidnightMinutes: number;
}

export function dayFactor(lag: number): number {
  return lag === 0 ? 1 : NEXT_DAY_FACTOR ** Math.abs(lag);
}

/** An amount that k lines share says less than a unique one. */
export function amountFactor(alike: number): number {
  return AMOUNT_SHARED_FLOOR + (1 - AMOUNT_SHARED_FLOOR) / Math.max(1, alike);
}

function toWeight(score: number): number {
  return Math.max(1, Math.min(SCALE, Math.round(score * SCALE)));
}

/** A pair sharing a transaction reference (amount and akun bank already checked by the caller). */
export function referenceEdge(bo: number, line: number, lag: number, reference: string): Edge {
  return {
    bo,
    line,
    weight: toWeight(REFERENCE_SCORE * dayFactor(lag)),
    acceptable: true,
    tag: `r${reference}`,
    kind: "reference",
    lag,
    name: null,
    account: null,
    reference,
    alike: 1,
    // a reference is proof enough: its pairs are decided apart, the time weighs nothing there
    minutes: null,
  };
}

export interface PoolFacts {
  /** lines sharing the amount in the BO row's window */
  alike: number;
  /**
   * Called with an amount-only pair whose amount is odd and unique among the row's lines; the
   * caller confirms it (confirmUniqueAmount) if no other BO row could claim the line either.
   */
  uniqueHere: (edge: Edge) => void;
}

/** A pair of the same amount, scored on the account number and the name. Null: not a candidate. */
export function namePairEdge(
  bo: PreparedBo,
  boIndex: number,
  line: PreparedLine,
  lineIndex: number,
  lag: number,
  pool: PoolFacts,
  rules: PairRules,
): Edge | null {
  // the account the parser isolated outweighs numbers found elsewhere in the text, unless a person
  // confirmed it as the player's (issue 13, point 5: his wife's, for a payout too)
  const otherAccount = bo.playerAccount !== null && line.explicitAccount !== null && line.explicitAccount !== bo.playerAccount;
  const aliasAccount = otherAccount && isAliasAccount(bo, line.explicitAccount!);
  const explicitConflict = otherAccount && !aliasAccount;
  if (explicitConflict && rules.accountConflictExcludes) return null;
  const accountMatch =
    bo.playerAccount !== null &&
    !explicitConflict &&
    (line.explicitAccount === bo.playerAccount || accountsOnLine(line).includes(bo.playerAccount));
  // a payout the bank sent to another bank than the player's (`TRANSFER KE 009` for a BCA account)
  // went to another account; beside the player's own number it is a doubt for a checker
  const otherPayeeBank = rules.accountConflictExcludes && isOtherBank(bo.playerBank, line.counterpartyBank);
  if (otherPayeeBank && !accountMatch && !(line.explicitAccount !== null && isAliasAccount(bo, line.explicitAccount))) return null;
  // the last digits of the payee's account the bank printed ("*********0219") are another
  // account's: the payout of a namesake at the same bank (a clean-room audit: 6 of 6 held as `ambigu`)
  if (rules.accountConflictExcludes && !accountMatch && bo.playerAccount !== null && masksAnotherAccount(bo.playerAccount, line) && !masksAliasAccount(bo, line)) return null;
  let name: number | null = null;
  let typedInName = false;
  if (line.personId >= 0 && line.personId === bo.name.id) name = 1;
  else if (line.person) {
    name = parsedNameSimilarity(bo.name, line.person);
    // the player's username typed into the sender's field (`LUKMAN KUSNADI KUSNADIPRO`) is news,
    // where the rest is the player's name: a first name may be a username too (BAMBANG, bambang)
    if (name < NAME_ACCEPT && bo.username !== null && line.person.tokens.includes(bo.username)) {
      const rest = parsedNameSimilarity(bo.name, withoutWord(line.person, bo.username));
      if (rest >= NAME_ACCEPT) {
        name = rest;
        typedInName = true;
      }
    }
    // the player's first words, cut at a word's end, are a stranger's whole name as often (a
    // clean-room audit: unpaid tickets approved so); not beside an amount nobody else's line has
    if (name < WORD_CUT_UNIQUE_AMOUNT_NAME && pool.alike === 1 && distinctiveAmount(bo, line) && cutAtWordEnd(bo.name, line.person)) name = WORD_CUT_UNIQUE_AMOUNT_NAME;
  } else if (textOf(line)) {
    const found = nameInText(bo.name, textOf(line)!);
    if (found > 0) name = found;
  }
  const minutes = minutesBetween(bo.requestedAt, line.bookedAt);
  // a line of the day before pays a request filed just after midnight only when booked just before it
  if (lag < 0 && minutes !== null && minutes < -rules.paidBeforeMidnightMinutes) return null;
  // untimed, the day before's line is the evening's payment only as a guess: a line of the BO date wins over it
  const untimedDayBefore = lag < 0 && minutes === null ? UNTIMED_DAY_BEFORE_FACTOR : 1;
  // a payout goes out when the operator gets to it, not in the order asked: of two requests before
  // a debit, the nearer one is no likelier paid by it (a clean-room audit: 9 unpaid payouts approved
  // on a namesake's debit booked nearer their request); only a debit before the request weighs less
  const time = rules.bookedAfterRequest && (minutes === null || minutes >= 0) ? 1 : timeFactor(minutes);
  const factors = dayFactor(lag) * amountFactor(pool.alike) * time * untimedDayBefore;
  // an operator pays a withdrawal once it is asked for: a debit before it is an earlier payout
  // of the same amount, unless the two clocks disagree by minutes
  // and a deposit's credit hours before its request may be another ticket's money (thresholds.ts)
  const early = bookedTooEarly(minutes, bo.requestedAt, line.day, rules.bookedAfterRequest ? PAYOUT_EARLY_GRACE_MINUTES : DEPOSIT_EARLY_LIMIT_MINUTES);
  // the bank prints the account holder's name
  const otherPerson = line.person !== null && (name === null || name < NAME_FLOOR);
  if (accountMatch) {
    const score = (ACCOUNT_MATCH_BASE + (1 - ACCOUNT_MATCH_BASE) * Math.max(0, name ?? 0)) * factors;
    // the holder the bank prints must be the player, near enough to approve (RATNA RAHMAN is not RATNA HANDAYANI),
    // unless the news names the ticket too (the operator typed it on this very payout)
    const holderDoubted = rules.accountNeedsPlayersName && line.person !== null && (name === null || name < NAME_ACCEPT) && typedInNews(bo, line) === null;
    return scoredEdge(boIndex, lineIndex, "account", score, !holderDoubted && !early && !otherPayeeBank, lag, name, bo.playerAccount, pool.alike, minutes);
  }
  // the player's username (or player ref) typed in the news proves the payment as the account
  // number does, also from a relative's account whose name is not the player's
  const typed = typedInNews(bo, line) ?? (typedInName ? bo.username : null);
  if (typed !== null) {
    const score = (ACCOUNT_MATCH_BASE + (1 - ACCOUNT_MATCH_BASE) * Math.max(0, name ?? 0)) * factors;
    // a payout's payee is whom the bank paid, whatever the operator typed: another person's name
    // beside the ticket's username went to that person's account (a clean-room audit: `WD eko01
    // FAJAR NUGROHO` approved EKO PRASETYO's ticket); a suggestion. A name near the player's (a cut
    // one letter short) is his
    const otherPayeeNamed = rules.accountNeedsPlayersName && otherPerson;
    return scoredEdge(boIndex, lineIndex, "username", score, !early && !otherPayeeNamed, lag, name, typed, pool.alike, minutes);
  }
  // the last digits of the player's account, as banks print a masked account ("****5678"), count as
  // much as the player's name: a person's clue, which a rival line or row still holds for a checker.
  // Four digits are shared by thousands of accounts: beside the name of somebody else they prove nothing
  const masked = explicitConflict || otherPerson || (name !== null && name >= NAME_ACCEPT) ? null : maskedAccountOf(bo.playerAccount, line);
  // and beside a bank or wallet that is not the player's, whatever the route, four digits are nobody's in particular
  const maskedElsewhere = bo.playerBank !== null && line.counterpartyBank !== null && bo.playerBank !== line.counterpartyBank;
  if (masked !== null) return scoredEdge(boIndex, lineIndex, "account", rules.nameOnlyFactor * factors, !early && !maskedElsewhere, lag, name, masked, pool.alike, minutes);
  // a sender a person confirmed as this player's (issue 13, point 5) counts as the player's own
  // name, never more: a rival line or BO row still holds the pair for a checker
  if (name === null || name < NAME_ACCEPT) {
    const alias = aliasOnLine(aliasesOf(bo.source), line.person, line.explicitAccount);
    if (alias !== null) {
      // a person taught the relative's account with the name: the same name from another account is
      // a namesake's transfer as likely (a clean-room audit: an unpaid ticket approved so)
      // a payout goes where its ticket says: to another account than the ticket's, even one taught, it is a suggestion
      // (a clean-room audit: a ticket naming the player's own account approved on a payout to his wife's)
      const anotherAccount =
        line.explicitAccount !== null &&
        line.explicitAccount !== bo.playerAccount &&
        ((rules.accountConflictExcludes && bo.playerAccount !== null) || (hasAliasAccount(bo) && !isAliasAccount(bo, line.explicitAccount)));
      // an account taught with a relative's name counts as a registered account, never more: the
      // relative's own ticket on her registered account ties with it (a clean-room audit: one hand
      // pair moved the nameless credit from her account to the other player's ticket)
      const weight = line.person === null ? Math.min(rules.nameOnlyFactor, ACCOUNT_MATCH_BASE) : rules.nameOnlyFactor;
      return scoredEdge(boIndex, lineIndex, "alias", weight * factors, !early && !anotherAccount, lag, name, alias, pool.alike, minutes);
    }
  }
  if (name !== null && name >= NAME_FLOOR) {
    // the sender's bank against the player's only weighs a name: it never proves a payment alone
    const bank = bo.playerBank !== null && line.counterpartyBank !== null && bo.playerBank !== line.counterpartyBank ? SENDER_BANK_OTHER_FACTOR : 1;
    // a deposit from another bank or another account than the player registered, proven by the
    // name alone, may be a stranger of that name paying an unpaid ticket's amount (a clean-room
    // audit: 12 of 35 unpaid tickets approved so): a suggestion, one click for the clerk
    const fromAnotherAccount = !rules.accountConflictExcludes && (bank !== 1 || explicitConflict);
    // a payout's text that shows an account, not the player's (`KE SRI BAYU PANJAITAN / WD 9422876844945`), went to that account
    const otherPayee = rules.accountConflictExcludes && bo.playerAccount !== null && showsAnotherAccount(line);
    return scoredEdge(boIndex, lineIndex, "name", name * rules.nameOnlyFactor * factors * bank, name >= rules.nameOnlyAccept && !early && !otherPayee && !fromAnotherAccount, lag, name, null, pool.alike, minutes);
  }
  // a person who is not this player, or words that might be a name: not this payment
  // nor is a nameless line of the day before: its amount alone says nothing of when it was paid
  if (!rules.amountOnly || line.person !== null || name !== null || lag < 0) return null;
  // money from the player's own e-wallet through its company's account (VISIONET INTERNASI for an
  // OVO player) is worth showing the clerk however many lines share the round amount: never proof
  if (pool.alike > AMOUNT_ONLY_POOL_MAX && !isPlayersWallet(bo, line)) return null;
  const readable = !line.intermediary && textOf(line) !== null;
  const referenceConflict = line.reference !== null && bo.references.length > 0 && !bo.references.includes(line.reference);
  const edge = scoredEdge(boIndex, lineIndex, "amount-only", AMOUNT_ONLY_SUGGESTION_SCORE * factors, false, lag, null, null, pool.alike, minutes);
  // the one thing such a line says of its sender, the e-wallet, must not be another wallet than the
  // one the player registered (a clean-room audit: ShopeePay's AIRPAY approved an OVO player on the
  // amount); a player registered with his bank account tops up through any wallet as often as not
  const otherBank = isWallet(bo.playerBank) && isWallet(line.counterpartyBank) && bo.playerBank !== line.counterpartyBank;
  // unique on this side; whether no other BO row could claim the line is known once all are seen
  if (!readable && !referenceConflict && !otherBank && distinctiveAmount(bo, line) && pool.alike === 1) pool.uniqueHere(edge);
  return edge;
}

/**
 * An account number in the line's text, written as a number of its own: not digits glued to
 * letters (the operator's ticket number `WD2611220042`), not the line's amount, which BCA writes
 * there (`1380000.00`), nor the statement's own account, which BNI does, nor the transaction
 * reference the parser read (Mandiri's second Description column). The player's was looked for first.
 */
function showsAnotherAccount(line: PreparedLine): boolean {
  const numbers = accountsOnLine(line);
  if (numbers.length === 0) return false;
  const text = line.source.description ?? "";
  if (namesPayeeByCodeOnly(text)) return false;
  const amount = String(Math.floor(line.amount / 100));
  return numbers.some((number) => number !== amount && number !== line.account && number !== referenceDigits(line.reference) && standsAlone(text, number));
}

/** A reference key as an account key would read it: without leading zeros. */
function referenceDigits(reference: string | null): string | null {
  if (reference === null) return null;
  let start = 0;
  while (start < reference.length && reference.charCodeAt(start) === 48) start++;
  return reference.slice(start);
}

/**
 * An amount that says who paid when no other line or row shares it: one off the round thousands,
 * or, when the e-wallet the line came from is the one the player registered, one off the round
 * ten thousands (players top up 331.000 through ShopeePay; 100.000 and 1.000.000 are everyone's).
 */
function distinctiveAmount(bo: PreparedBo, line: PreparedLine): boolean {
  if (line.amount % ROUND_AMOUNT_CENTS !== 0) return true;
  return isWallet(line.counterpartyBank) && line.counterpartyBank === bo.playerBank && line.amount % WALLET_ROUND_AMOUNT_CENTS !== 0;
}

/** An account a person confirmed as the BO's player's (aliases.ts); read off the row's source only where a pair asks. */
function isAliasAccount(bo: PreparedBo, account: string): boolean {
  return aliasesOf(bo.source)?.some((alias) => alias.kind === "account" && alias.key === account) ?? false;
}

/** A line an e-wallet company sent (no person named), of the wallet the player registered in the BO. */
export function isPlayersWallet(bo: PreparedBo, line: PreparedLine): boolean {
  return line.intermediary && line.person === null && line.counterpartyBank !== null && line.counterpartyBank === bo.playerBank;
}

function masksAliasAccount(bo: PreparedBo, line: PreparedLine): boolean {
  return aliasesOf(bo.source)?.some((alias) => alias.kind === "account" && !masksAnotherAccount(alias.key, line)) ?? false;
}

function hasAliasAccount(bo: PreparedBo): boolean {
  return aliasesOf(bo.source)?.some((alias) => alias.kind === "account") ?? false;
}

/** The player's username or one of the BO's references written as a word of the line's text, or null. */
function typedInNews(bo: PreparedBo, line: PreparedLine): string | null {
  if (bo.username === null && bo.ticket === null && bo.references.length === 0) return null;
  const words = usernamesOnLine(line);
  if (words.length > 0) {
    if (bo.username !== null && words.includes(bo.username)) return bo.username;
    if (bo.ticket !== null && words.includes(bo.ticket)) return bo.ticket;
    for (const reference of bo.references) if (words.includes(reference)) return reference;
  }
  // a reference or ticket of digits alone is one of the text's numbers
  if (bo.typedNumbers.length > 0) {
    const numbers = accountsOnLine(line);
    for (const number of bo.typedNumbers) if (numbers.includes(number)) return number;
  }
  return null;
}

/** The name without one word, as long as it was printed without it. */
function withoutWord(person: ParsedName, word: string): ParsedName {
  return nameFromTokens(
    person.tokens.filter((token) => token !== word),
    Math.max(0, person.rawLength - word.length - 1),
  );
}

/** An amount-only pair whose line no other BO row could claim: the unique amount decides. */
export function confirmUniqueAmount(edge: Edge): void {
  edge.weight = toWeight(AMOUNT_ONLY_UNIQUE_SCORE * dayFactor(edge.lag) * amountFactor(edge.alike) * timeFactor(edge.minutes));
  edge.acceptable = true;
}

const TAGS: Record<Exclude<Evidence["kind"], "reference">, string> = { account: "a", username: "u", alias: "l", name: "n", "amount-only": "o" };

function scoredEdge(
  bo: number,
  line: number,
  kind: Exclude<Evidence["kind"], "reference">,
  score: number,
  acceptable: boolean,
  lag: number,
  name: number | null,
  account: string | null,
  alike: number,
  minutes: number | null,
): Edge {
  return { bo, line, weight: toWeight(score), acceptable, tag: TAGS[kind], kind, lag, name, account, reference: null, alike, minutes };
}
