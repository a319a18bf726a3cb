/**
 * The clerk's view of a run (issue 13, point 3): every BO row given to the engine gets a tier
 * (matching/messages.ts MATCH_TIERS), a reason in Indonesian made of what the clerk sees on the
 * statement, and the statement lines it names. Kept apart from the engine's timed run: the
 * reasons are built for the rows a run stores, from the decisions and the rows' own text.
 *   otomatis  - the engine approved the pair (one line fits, no other row competes for it);
 *   saran     - one likely line that no other row claims, below what an approval needs;
 *   ambigu    - several lines, or a line several rows claim: the candidates listed;
 *   tidak ada - no candidate: the nearest lines and why each was refused.
 */
import { formatRupiah } from "../../money";
import { formatSpecDate } from "../../spec-date";
import { ALIAS_MESSAGES as A, REASON_WORDS as W, type MatchTier, type ReasonSide } from "../messages";
import { dayNumber } from "./days";
import type { Evidence } from "./evidence";
import { isFeeLine } from "./fees";
import { accountKey, accountsInText, gatewayUserOf, standsAlone } from "./identifiers";
import { isIntermediaryName } from "./counterparties";
import { nameSimilarity, parseName, releaseNameCache } from "./names";
import { bookedTooEarly, minutesBetween } from "./request-time";
import { counterpartyBankClue, isOtherBank, lineBankOf, playerBankOf } from "./sender-bank";
import { refusedLinesOf } from "./refused";
import { DEPOSIT_EARLY_LIMIT_MINUTES, NAME_ACCEPT, NAME_FLOOR, PAYOUT_EARLY_GRACE_MINUTES, ROUND_AMOUNT_CENTS } from "./thresholds";
import type { BoDepositCandidate, BoWithdrawCandidate, MutasiDepositCandidate, MutasiWithdrawCandidate, OwnAccount, ReconcileResult } from "./types";

export interface RowVerdict {
  boId: number;
  tier: MatchTier;
  reason: string;
  /** the mutasi ids the reason names: the pair, the candidates, or the nearest refused lines */
  candidates: number[];
}

type BoRow = BoDepositCandidate | BoWithdrawCandidate;
type LineRow = MutasiDepositCandidate | MutasiWithdrawCandidate;

/** What being on the BO's own akun bank adds to a nearest line's rank: less than a name the same (2), more than any likeness. */
const SAME_AKUN_RANK = 0.5;
/**
 * Taken off a nearest line another row holds: of the lines of its amount, a free one comes first,
 * whatever its name (a clean-room audit: three paid lines listed, and the husband's credit that
 * paid the wife's ticket left out).
 */
const TAKEN_RANK = 1;
/** Nearest refused lines listed for a row without a candidate. */
const NEAREST_SHOWN = 3;
/** Lines of the row's amount compared at most, per row without a candidate. */
const NEAREST_SCAN = 60;
/** Candidates named in an ambiguous row's reason (all of them are in `candidates`). */
const LISTED = 4;

/** "Rp 250.000"; amounts repeat over a run and Intl formatting is slow, so each is written once. */
const rupiahs = new Map<number, string>();
function rupiah(cents: number): string {
  let text = rupiahs.get(cents);
  if (text === undefined) {
    text = `Rp ${formatRupiah(cents)}`;
    if (rupiahs.size < 10_000) rupiahs.set(cents, text);
  }
  return text;
}

function partyOf(line: LineRow): string | null {
  return "senderName" in line ? line.senderName : line.receiverName;
}

/** The BO's Player Bank as it names the bank: its own column on a withdrawal, else with the account ("BCA - 6308696917"). */
function bankOfPlayer(bo: BoRow): string | null {
  return ("playerBank" in bo ? bo.playerBank : null) ?? bo.playerAccountNo ?? null;
}

function partyAccountOf(line: LineRow): string | null {
  return "senderName" in line ? (line.senderAccountNo ?? null) : line.playerAccountNo;
}

/** "Nama pengirim "BUDI SANTOSO" sama": the name clause of a pair, from the line as printed. */
function nameClause(side: ReasonSide, bo: BoRow, line: LineRow, similarity: number | null): string {
  const party = W.party(side);
  const shown = partyOf(line);
  // a company as the party (`PT GACOR`, an e-wallet's): the engine found the player's name in the text
  // (a clean-room audit read `Nama penerima "PT" mirip "DEWI LESTARI"`)
  const company = shown !== null && isIntermediaryName(parseName(shown));
  if (shown === null || company) return similarity !== null && similarity > 0 ? W.nameInText(bo.fullName) : company ? W.otherName(party, shown, bo.fullName) : W.noName(party);
  const name = similarity ?? nameSimilarity(bo.fullName, shown);
  if (name >= 1) return W.sameName(party, shown);
  if (name >= NAME_ACCEPT) return W.likeName(party, shown, bo.fullName);
  if (name >= NAME_FLOOR) return W.partName(party, shown, bo.fullName);
  return W.otherName(party, shown, bo.fullName);
}

/** Every clue of a pair, in the order a clerk checks them: name, news, account, reference, amount, day or time. */
export function clueWords(side: ReasonSide, bo: BoRow, line: LineRow, evidence: Evidence, approved = true): string {
  // an alias speaks for the sender in place of the name comparison (issue 13, point 5)
  const clauses = [evidence.kind === "alias" ? aliasClause(side, line, evidence.account ?? "") : nameClause(side, bo, line, evidence.name)];
  if (evidence.kind === "username") clauses.push(typedWords(bo, evidence.account));
  const bank = counterpartyBankClue(bankOfPlayer(bo), line.description);
  if (bank !== null) clauses.push(bank.clue === "same" ? W.sameBank(W.party(side), bank.counterparty) : W.otherBank(W.party(side), bank.counterparty, bank.player));
  // a masked account ("****5678") is shown as the line prints it
  if (evidence.kind === "account") {
    const shown = (evidence.account?.startsWith("*") ? evidence.account : partyAccountOf(line)) ?? evidence.account ?? "";
    const key = shown.startsWith("*") ? null : accountKey(shown);
    clauses.push(W.account(side, key !== null ? asPrinted(line, key) : shown));
  }
  if (evidence.kind === "reference") clauses.push(W.reference(evidence.reference ?? ""));
  const amount = rupiah(bo.amountCents);
  clauses.push(evidence.alike > 1 ? W.amountShared(amount, evidence.alike) : evidence.kind === "amount-only" && approved ? W.amountUnique(amount) : W.amount(amount));
  // the minutes from request to booking say more than the date, where the statement gives a time
  const minutes = minutesBetween(bo.requestedAt, line.bookedAt);
  clauses.push(minutes === null ? W.day(side, evidence.lag) : W.requestTime(side, minutes));
  return clauses.join(", ");
}

/** The alias as the line shows it: the name, or on a line that names nobody the account it went through. */
function aliasClause(side: ReasonSide, line: LineRow, note: string): string {
  const shown = partyOf(line);
  if (shown !== null) return A.clue(W.party(side), shown, note);
  return A.accountClue(W.party(side), partyAccountOf(line) ?? "-", note);
}

/** "username PL123X di berita", or the ticket number or the player ref the news carried instead. */
function typedWords(bo: BoRow, typed: string | null): string {
  const username = bo.username.trim();
  if (typed === null || typed === username.toUpperCase()) return W.username(username);
  return typed === bo.ticketNo?.trim().toUpperCase() ? W.ticketNo(bo.ticketNo.trim()) : W.playerRef(typed);
}

function weakWhy(side: ReasonSide, bo: BoRow, line: LineRow, evidence: Evidence, ownNumbers: ReadonlyMap<string, OwnAccount>): string {
  if (refusedLinesOf(bo)?.length) return W.undoneByAdmin;
  // the operator's own account at the other end, said before anything else (a clean-room audit: its sweep read "nominal saja belum cukup")
  const shown = accountsOfLine(line);
  const own = shown.map((account) => ownNumbers.get(account)).find((account) => account !== undefined);
  if (own) return W.ownAccountNumber(own.bank, own.accountNo, own.holder);
  // evidence.ts: a taught name from another account than the player's and those taught with it
  const bookedBeforeRequest = bookedTooEarly(evidence.minutes, bo.requestedAt, dayNumber(line.date), side === "withdraw" ? PAYOUT_EARLY_GRACE_MINUTES : DEPOSIT_EARLY_LIMIT_MINUTES);
  if (side === "deposit" && bookedBeforeRequest) return W.creditLongBeforeRequest;
  // a gateway's payment booked for another site user (engine.ts holdForOtherGatewayUsers)
  const user = gatewayUserOf(line.description);
  if (user !== null && user !== bo.username.trim().toUpperCase()) return W.gatewayOtherUser(user);
  if (evidence.kind === "alias" && !bookedBeforeRequest) {
    // a payout to an account taught with the alias, where the ticket names another (evidence.ts)
    const ticketAccount = accountKey(bo.playerAccountNo ?? null);
    const paidTo = shown.find((account) => account !== ticketAccount);
    if (side === "withdraw" && ticketAccount !== null && paidTo !== undefined) return W.payoutNotToTicketAccount(asPrinted(line, paidTo), partyAccountOfBo(bo));
    return W.aliasOtherAccount(W.party(side));
  }
  // a round amount is never enough alone, even when no other line has it (thresholds.ROUND_AMOUNT_CENTS)
  if (evidence.kind === "amount-only") {
    const named = partyOf(line)?.trim();
    if (named) return W.weakNotAPerson(W.party(side), named, evidence.alike > 1);
    return evidence.alike > 1 ? W.weakAmount : bo.amountCents % ROUND_AMOUNT_CENTS === 0 ? W.weakRoundAmount : W.weakNameless;
  }
  if (evidence.name !== null && evidence.name < NAME_ACCEPT) return W.weakName;
  // the account the line prints, where it is not the player's, is what holds a name alike back (a
  // clean-room audit: a namesake's transfer read only "bukti belum cukup")
  const player = accountKey(bo.playerAccountNo ?? null);
  const printed = player === null ? undefined : shown.find((account) => account !== player);
  if (printed !== undefined) return W.notPlayersAccount(W.party(side), asPrinted(line, printed));
  if (side === "deposit" && counterpartyBankClue(bankOfPlayer(bo), line.description)?.clue === "other") return W.weakOtherBank(W.party(side));
  return W.weakOther;
}

/** The account the ticket names, as the BO wrote it (`BCA - 5556667778` → 5556667778). */
function partyAccountOfBo(bo: BoRow): string {
  return /\d[\d .-]*\d/.exec(bo.playerAccountNo ?? "")?.[0].replace(/[ .-]/g, "") ?? bo.playerAccountNo ?? "";
}

/** An account key as the line prints it: 085711112223 for the key 85711112223. */
function asPrinted(line: LineRow, key: string): string {
  // the text first: a phone number's leading 0 is the parser's to drop, not the statement's (a clean-room audit read 81234567001)
  const inText = /^\d+$/.test(key) ? new RegExp(`(?:62|0*)${key}`).exec(line.description ?? "")?.[0] : undefined;
  if (inText !== undefined) return inText;
  const isolated = partyAccountOf(line);
  return isolated !== null && accountKey(isolated) === key ? isolated : key;
}

/**
 * The accounts a line shows at its other end: the one the parser isolated, else the numbers of
 * nine digits and more standing in its text (a wallet's number in `DANA 085711112223 JOKO WIDODO`;
 * shorter runs are amounts and codes), as account keys.
 */
function accountsOfLine(line: LineRow): string[] {
  // the statement's own number is where the money went or came from, never the other end
  const statement = accountKey(line.accountNo);
  const isolated = accountKey(partyAccountOf(line));
  if (isolated !== null) return isolated === statement ? [] : [isolated];
  const text = line.description ?? "";
  const reference = accountKey(line.reference);
  return accountsInText(text).filter((account) => account.length >= 9 && account !== statement && account !== reference && standsAlone(text, account));
}

/** "#812 "BUDI SANTOSO"": a candidate as the list shows it. */
function shortLine(line: LineRow): string {
  const shown = partyOf(line);
  return shown === null ? `#${line.id}` : `#${line.id} "${shown}"`;
}

/**
 * A candidate of a list as the clerk tells it from the others: `#1 "BUDI SANTOSO"`, and the bank
 * or e-wallet the line came from or went to where the text says (`#2 (bank pengirim GOPAY, sama
 * dengan bank player)`): two wallets' nameless credits of one amount read "#1, #2" alone, and a
 * clerk picked the other wallet's money (a clean-room audit).
 */
function listedLine(side: ReasonSide, bo: BoRow, line: LineRow): string {
  const bank = lineBankOf(line.description, partyOf(line), "accountBank" in line ? line.accountBank : null);
  if (bank === null) return shortLine(line);
  const same = playerBankOf(bankOfPlayer(bo)) === bank;
  return `${shortLine(line)} (${W.listedBank(W.party(side), bank, same)})`;
}

function listOf(side: ReasonSide, bo: BoRow, ids: readonly number[], lineOf: (id: number) => LineRow | undefined): string {
  const shown = ids.slice(0, LISTED).map((id) => {
    const line = lineOf(id);
    return line ? listedLine(side, bo, line) : `#${id}`;
  });
  return ids.length > LISTED ? `${shown.join(", ")} dan ${ids.length - LISTED} lagi` : shown.join(", ");
}

interface Window {
  side: ReasonSide;
  maxDayLag: number;
  /** rows a person approved without a line: a line such a row would take may be its money */
  approvedAlone: ReadonlySet<number>;
  /** rows of a website sharing the account number: an open one claims a line by its username in the news only */
  elsewhere: ReadonlySet<number>;
  /** `#7 (tiket T7)` */
  rowName: (boId: number) => string;
  /** the row each line another row holds is paired with */
  takenBy: ReadonlyMap<number, number>;
}

/** Why a line of the row's website is not its payment: the first thing a clerk would see. */
function refusal(bo: BoRow, line: LineRow, takenBy: number | undefined, window: Window): string {
  if (bo.refusedLines?.includes(line.id)) return W.undone;
  if (line.pairedElsewhere) return W.pairedElsewhere;
  const boAccount = accountKey(bo.corporateAccountNo);
  const lineAccount = accountKey(line.accountNo);
  if (boAccount !== null && lineAccount !== null && boAccount !== lineAccount) return W.otherAccount(window.side, line.accountNo ?? "");
  const lag = dayNumber(line.date) - dayNumber(bo.date);
  if (lag < 0 || lag > window.maxDayLag) {
    // the time tells the clerk more than the date: the evening's credit for a ticket filed at 02:00 (a clean-room audit)
    const minutes = minutesBetween(bo.requestedAt, line.bookedAt);
    const date = formatSpecDate(line.date, { padDay: true });
    return minutes === null ? W.outsideDays(date) : W.outsideDaysAt(date, W.requestTime(window.side, minutes));
  }
  // a line another row has is not free, whatever its amount: said first (a clean-room audit read only "nominal beda")
  if (takenBy !== undefined) {
    if (window.approvedAlone.has(takenBy)) return W.approvedAloneTakes(window.rowName(takenBy));
    // nobody paired it: the other website's open ticket whose username the news types would take it
    return window.elsewhere.has(takenBy) ? W.claimedElsewhere : W.takenBy(window.rowName(takenBy));
  }
  if (line.amountCents !== bo.amountCents) return W.otherAmount(rupiah(line.amountCents));
  const player = accountKey(bo.playerAccountNo ?? null);
  // the payee's account as the parser isolated it, or as the text shows it (`.../OVO 081299990000`: a clean-room audit read "tanpa nama atau rekening penerima")
  const payee = window.side === "withdraw" ? accountsOfLine(line)[0] : undefined;
  if (payee !== undefined && player !== null && payee !== player) return W.otherPayee(asPrinted(line, payee));
  const bank = window.side === "withdraw" ? counterpartyBankClue(bankOfPlayer(bo), line.description) : null;
  if (bank !== null && isOtherBank(bank.player, bank.counterparty)) return W.otherBank(W.party(window.side), bank.counterparty, bank.player);
  // a name close enough would have made the line a candidate
  if (partyOf(line) === null) return window.side === "withdraw" ? W.noPayee : W.notUnique;
  return W.notTheName(bo.fullName);
}

/** The lines a clerk would look at for a row without a candidate: same amount near its date, or the same name. */
class NearestLines {
  private readonly byAmountDay = new Map<string, LineRow[]>();
  private readonly byName = new Map<string, LineRow[]>();

  constructor(lines: readonly LineRow[], side: ReasonSide) {
    for (const line of lines) {
      if (side === "withdraw" && isFeeLine(line.description, line.amountCents)) continue;
      push(this.byAmountDay, `${line.website.toUpperCase()}\u0001${line.amountCents}\u0001${dayNumber(line.date)}`, line);
      // the name as printed, not parsed: parsing every line's sender again costs more than the engine's run
      const name = partyOf(line);
      if (name) push(this.byName, `${line.website.toUpperCase()}\u0001${printedKey(name)}`, line);
    }
  }

  of(bo: BoRow, window: Window): LineRow[] {
    const day = dayNumber(bo.date);
    const near = (line: LineRow) => {
      const lag = dayNumber(line.date) - day;
      return lag >= -1 && lag <= window.maxDayLag + 1;
    };
    const site = bo.website.toUpperCase();
    const boAccount = accountKey(bo.corporateAccountNo);
    const seen = new Set<number>();
    const found: { line: LineRow; rank: number; distance: number }[] = [];
    for (const line of this.byName.get(`${site}\u0001${printedKey(bo.fullName)}`) ?? []) {
      if (!near(line) || seen.has(line.id)) continue;
      seen.add(line.id);
      found.push({ line, rank: 2, distance: Math.abs(dayNumber(line.date) - day) });
    }
    // a round amount may have thousands of lines a day: a clerk is shown the likeliest of the first few hundred
    let compared = 0;
    for (let lineDay = day - 1; lineDay <= day + window.maxDayLag + 1 && compared < NEAREST_SCAN; lineDay++) {
      for (const line of this.byAmountDay.get(`${site}\u0001${bo.amountCents}\u0001${lineDay}`) ?? []) {
        if (seen.has(line.id)) continue;
        if (++compared > NEAREST_SCAN) break;
        seen.add(line.id);
        const shown = partyOf(line);
        // a line on the akun bank the BO names comes before another akun's (a clean-room audit: three
        // lines of another akun listed, the one on the player's own e-wallet akun left out)
        const sameAkun = boAccount !== null && accountKey(line.accountNo) === boAccount ? SAME_AKUN_RANK : 0;
        const taken = window.takenBy.has(line.id) ? TAKEN_RANK : 0;
        found.push({ line, rank: (shown === null ? 0 : nameSimilarity(bo.fullName, shown)) + sameAkun - taken, distance: Math.abs(lineDay - day) });
      }
    }
    found.sort((a, b) => b.rank - a.rank || a.distance - b.distance || a.line.id - b.line.id);
    const shown = found.slice(0, NEAREST_SHOWN);
    // a line of the row's very amount is shown, however many of the player's other lines come first
    // (a clean-room audit: a relative's credit of the amount, 16 minutes after the request, was left
    // out for the player's credits that paid his other tickets)
    const ofAmount = found.find((entry) => entry.line.amountCents === bo.amountCents);
    if (ofAmount && !shown.includes(ofAmount)) shown[shown.length - 1] = ofAmount;
    return shown.map((entry) => entry.line);
  }
}

/** Upper case, single spaces: "Budi  Santoso" and "BUDI SANTOSO" are one printed name. */
function printedKey(name: string): string {
  return name.toUpperCase().replace(/\s+/g, " ").trim();
}

function push<K, T>(map: Map<K, T[]>, key: K, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** What a run knows beyond its rows and lines (see verdictsOf). */
export interface VerdictContext {
  /** the BO row of each line among `lines` paired outside the run: by a person, or by the matcher with a closed day's row */
  pairedOutside?: ReadonlyMap<number, number>;
  approvedAlone?: ReadonlySet<number>;
  /** the ticket of BO rows a reason may name besides `bos` (rows paired by hand, rivals) */
  tickets?: ReadonlyMap<number, string>;
  /** rows of another website among `bos` (shared account numbers): named only as being elsewhere */
  elsewhere?: ReadonlySet<number>;
  /** the website's own akun banks (Data Bank) */
  ownAccounts?: readonly OwnAccount[];
}

/**
 * The verdict of every BO row of a run. `bos` and `lines` are what the engine was given; `result`
 * what it answered; `maxDayLag` the day window it used; `pairedOutside` the BO row of each line
 * among `lines` that a person paired (or the matcher, with a row of a closed day), which the engine never sees but a clerk looking for the
 * money should be told of; `approvedAlone` the rows among `bos` a person approved without a line;
 * a row another is told of is named by its id and ticket (`data BO #7 (tiket T7)`): View BO's No
 * counts positions, and a clean-room audit's checker read another player's row there.
 */
export function verdictsOf(
  side: ReasonSide,
  bos: readonly BoRow[],
  lines: readonly LineRow[],
  result: ReconcileResult,
  maxDayLag: number,
  { pairedOutside = new Map(), approvedAlone = new Set(), tickets = new Map(), elsewhere = new Set(), ownAccounts = [] }: VerdictContext = {},
): RowVerdict[] {
  try {
    const lineById = new Map(lines.map((line) => [line.id, line]));
    const lineOf = (id: number) => lineById.get(id);
    const ownNumbers = new Map<string, OwnAccount>();
    for (const account of ownAccounts) {
      const key = accountKey(account.accountNo);
      if (key !== null) ownNumbers.set(key, account);
    }
    // built on the first reason that names another row: most runs name none
    let ticketOf: Map<number, string> | null = null;
    const rowName = (id: number) => {
      if (elsewhere.has(id)) return W.rowElsewhere;
      if (ticketOf === null) {
        ticketOf = new Map(tickets);
        for (const bo of bos) if (bo.ticketNo) ticketOf.set(bo.id, bo.ticketNo);
      }
      const ticket = ticketOf.get(id);
      return ticket ? `#${id} (tiket ${ticket})` : `#${id}`;
    };
    const takenBy = new Map([...pairedOutside, ...result.matches.map((match): [number, number] => [match.mutasiId, match.boId])]);
    const window: Window = { side, maxDayLag, approvedAlone, elsewhere, rowName, takenBy };
    const matched = new Map(result.matches.map((match) => [match.boId, match]));
    const ambiguous = new Map(result.ambiguous.map((row) => [row.boId, row]));
    // which rows claim each candidate line: a line two rows claim makes both ambiguous
    const claimants = new Map<number, number[]>();
    for (const row of result.ambiguous) for (const candidate of row.candidates) push(claimants, candidate.mutasiId, row.boId);
    let nearest: NearestLines | null = null;
    const verdicts: RowVerdict[] = [];
    for (const bo of [...bos].sort((a, b) => a.id - b.id)) {
      if (elsewhere.has(bo.id)) continue;
      const match = matched.get(bo.id);
      if (match) {
        const line = lineOf(match.mutasiId);
        verdicts.push({ boId: bo.id, tier: "otomatis", reason: line ? capitalised(clueWords(side, bo, line, match.evidence)) : match.reason, candidates: [match.mutasiId] });
        continue;
      }
      const held = ambiguous.get(bo.id);
      if (held) {
        const ids = held.candidates.map((candidate) => candidate.mutasiId);
        const best = held.candidates[0];
        const rivals = (claimants.get(best.mutasiId) ?? []).filter((id) => id !== bo.id);
        const bestLine = lineOf(best.mutasiId);
        // a pair approved but for a known player of the same name or named in the news, a relative's (alias) of another player's family, an own akun bank's holder of that name, or a return that may have undone its line: still the likely line
        if ((held.namesake || held.namedInNews || held.relative || held.ownAccount || held.heldBecause) && rivals.length === 0 && bestLine) {
          const why = held.namesake
            ? W.knownNamesake(W.party(side), held.namesake.username, held.namesake.fullName)
            : held.namedInNews
              ? held.namedInNewsBy === "name"
                ? W.newsNamesOtherPlayerByName(held.namedInNews.fullName, held.namedInNews.username)
                : held.namedInNewsBy === "account"
                  ? W.newsNamesOtherPlayersAccount(held.namedInNewsAccount ?? "", held.namedInNews.username, held.namedInNews.fullName)
                  : W.newsNamesOtherPlayer(held.namedInNews.username, held.namedInNews.fullName)
              : held.relative
                ? W.relativeRival(W.party(side), held.relative.username, held.relative.fullName)
                : held.ownAccount
                  ? held.ownAccountBy === "number"
                    ? W.ownAccountNumber(held.ownAccount.bank, held.ownAccount.accountNo, held.ownAccount.holder)
                    : W.ownAccountHolder(W.party(side), held.ownAccount.bank, held.ownAccount.accountNo, held.ownAccount.holder)
                  : held.heldBecause!;
          verdicts.push({ boId: bo.id, tier: "saran", reason: W.likely(best.mutasiId, clueWords(side, bo, bestLine, best.evidence, false), why), candidates: ids });
          continue;
        }
        if (ids.length === 1 && rivals.length === 0 && (held.hold === "weak" || held.hold === "competing") && bestLine) {
          verdicts.push({ boId: bo.id, tier: "saran", reason: W.likely(best.mutasiId, clueWords(side, bo, bestLine, best.evidence, false), weakWhy(side, bo, bestLine, best.evidence, ownNumbers)), candidates: ids });
          continue;
        }
        const list = listOf(side, bo, ids, lineOf);
        const reason =
          held.hold === "reference"
            ? W.sharedReference(list)
            : held.hold === "unsolved"
              ? W.tooMany(list)
              : ids.length === 1
                ? rivals.length > 0 && rivals.every((id) => approvedAlone.has(id))
                  ? W.approvedAloneRival(best.mutasiId, rivals.map(rowName).join(", "))
                  : W.severalRows(best.mutasiId, bestLine ? uncapitalised(clueWords(side, bo, bestLine, best.evidence, false)) : rupiah(bo.amountCents), rivals.map(rowName).join(", "))
                : W.severalLines(ids.length, list);
        verdicts.push({ boId: bo.id, tier: "ambigu", reason, candidates: ids });
        continue;
      }
      nearest ??= new NearestLines(lines, side);
      const near = nearest.of(bo, window);
      const reason = near.length
        ? W.nearest(near.map((line) => `${shortLine(line)} ${refusal(bo, line, takenBy.get(line.id), window)}`).join("; "))
        : W.noLine(side, rupiah(bo.amountCents), maxDayLag);
      verdicts.push({ boId: bo.id, tier: "tidak ada", reason, candidates: near.map((line) => line.id) });
    }
    return verdicts;
  } finally {
    releaseNameCache();
  }
}

function uncapitalised(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

