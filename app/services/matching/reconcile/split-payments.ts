/**
 * One of a player's tickets paid by one of several lines alike (the same day, amount and payee,
 * on any of the website's akun banks), while another of his open tickets is as large as two or more of them
 * together: the lines may be that ticket paid in parts, and this one never paid. A clean-room
 * audit: a payout of Rp 6.012.000 sent as two of Rp 3.006.000, and the player's unpaid Rp
 * 3.006.000 ticket approved on one of them (6 of 6, on KlikBCA lines that print the name alone).
 * Pure: the caller holds the pairs it returns, each with the ticket it may belong to.
 */
import { groupBy } from "./group-by";
import { playerKey } from "../engine/identifiers";
import { normaliseName } from "../engine/names";
import type { MatchDecision } from "../engine/types";
import type { BoCandidate, LineCandidate } from "./rows.server";

export interface SplitDoubt {
  /** how many lines alike there are, the paired one included */
  lines: number;
  /** the player's other ticket they may together pay */
  other: BoCandidate;
}

const DAY_MS = 86_400_000;

function nameOf(line: LineCandidate): string | null {
  const name = normaliseName("senderName" in line ? line.senderName : line.receiverName);
  return name === "" ? null : name;
}

/** a name this long, cut shorter by one bank than by another, is still one person's */
const CUT_NAME_MIN = 10;

/**
 * Whether `other` went to (or came from) the person named `name`: its own name is that name, or
 * one bank's cut of it; or, where the parser left the name in the text (Mandiri's `.../NAME/`),
 * the text holds it.
 */
function samePayee(name: string, other: LineCandidate): boolean {
  const shown = nameOf(other);
  if (shown === null) {
    const text = ` ${normaliseName(other.description)} `;
    return text.includes(` ${name} `) || (name.length >= CUT_NAME_MIN && text.includes(` ${name}`));
  }
  if (shown === name) return true;
  const [shorter, longer] = shown.length < name.length ? [shown, name] : [name, shown];
  return shorter.length >= CUT_NAME_MIN && longer.startsWith(shorter);
}

/**
 * Every open row of the window (each amount range's and the rivals'), by id and by player: indexed
 * once, at the first range that needs it, not per range.
 */
export class OpenTickets {
  private byId: Map<number, BoCandidate> | null = null;
  private byPlayer: Map<string, BoCandidate[]> | null = null;
  private byAmount: Map<number, BoCandidate[]> | null = null;

  constructor(private readonly rows: readonly BoCandidate[]) {}

  row(id: number): BoCandidate | undefined {
    this.byId ??= new Map(this.rows.map((row) => [row.id, row]));
    return this.byId.get(id);
  }

  /** the open tickets of this amount */
  ofAmount(amountCents: number): readonly BoCandidate[] {
    this.byAmount ??= groupBy(this.rows, (row) => row.amountCents);
    return this.byAmount.get(amountCents) ?? [];
  }

  /** the player's open tickets (website and playerKey), [] when the row has no username */
  ofPlayer(row: BoCandidate): readonly BoCandidate[] {
    const key = playerOf(row);
    if (key === null) return [];
    if (!this.byPlayer) {
      this.byPlayer = new Map();
      for (const each of this.rows) {
        const player = playerOf(each);
        if (player === null) continue;
        const list = this.byPlayer.get(player);
        if (list) list.push(each);
        else this.byPlayer.set(player, [each]);
      }
    }
    return this.byPlayer.get(key) ?? [];
  }
}

function playerOf(row: BoCandidate): string | null {
  const player = playerKey(row.username);
  return player === "" ? null : `${row.website.toUpperCase()}\u0001${player}`;
}

/**
 * The pairs whose player has at least `least` open tickets, with those tickets and the pair's line;
 * not those a reference proves: it names its ticket, no other of the player's is in question.
 */
function* pairsOfPlayersWith(matches: readonly MatchDecision[], lines: readonly LineCandidate[], tickets: OpenTickets, least: number): Generator<{ match: MatchDecision; row: BoCandidate; mine: readonly BoCandidate[]; line: LineCandidate }> {
  // read only for the few pairs whose player has several tickets
  let lineById: Map<number, LineCandidate> | null = null;
  for (const match of matches) {
    if (match.evidence.kind === "reference") continue;
    const row = tickets.row(match.boId);
    if (!row) continue;
    const mine = tickets.ofPlayer(row);
    if (mine.length < least) continue;
    lineById ??= new Map(lines.map((line) => [line.id, line]));
    const line = lineById.get(match.mutasiId);
    if (line) yield { match, row, mine, line };
  }
}

/** `lines`: the range's lines the engine was given. */
export function splitPaymentDoubts(matches: readonly MatchDecision[], lines: readonly LineCandidate[], tickets: OpenTickets, maxDayLag: number): Map<number, SplitDoubt> {
  const doubts = new Map<number, SplitDoubt>();
  if (matches.length === 0) return doubts;
  const paidRows = new Set(matches.map((match) => match.boId));
  // read only for the few pairs whose player has such a larger ticket
  let unpaired: Map<string, LineCandidate[]> | null = null;
  for (const { match, row, mine, line } of pairsOfPlayersWith(matches, lines, tickets, 2)) {
    const lineDay = Date.parse(line.date);
    const larger = mine.filter((candidate) => {
      if (candidate.id === row.id || paidRows.has(candidate.id) || candidate.amountCents % line.amountCents !== 0) return false;
      return candidate.amountCents / line.amountCents >= 2 && Math.abs(lineDay - Date.parse(candidate.date)) <= maxDayLag * DAY_MS;
    });
    if (larger.length === 0) continue;
    const name = nameOf(line);
    if (name === null) continue;
    unpaired ??= unpairedLines(matches, lines);
    let count = 1;
    for (const other of unpaired.get(`${line.amountCents}\u0001${line.date}`) ?? []) if (samePayee(name, other)) count++;
    const other = larger.find((candidate) => candidate.amountCents / line.amountCents <= count);
    if (other) doubts.set(match.boId, { lines: count, other });
  }
  return doubts;
}

/**
 * The other way round: one line as large as two of the player's other open tickets together (Rp
 * 300.000 and Rp 200.000 filed minutes before one Rp 500.000 credit) may pay both at once, and the
 * ticket of its very amount approved on it (the evening before's, never paid) stays unpaid (a
 * clean-room audit). Each such pair, with the two tickets.
 */
export function combinedTicketDoubts(matches: readonly MatchDecision[], lines: readonly LineCandidate[], tickets: OpenTickets, maxDayLag: number): Map<number, readonly [BoCandidate, BoCandidate]> {
  const doubts = new Map<number, readonly [BoCandidate, BoCandidate]>();
  if (matches.length === 0) return doubts;
  const paidRows = new Set(matches.map((match) => match.boId));
  for (const { match, row, mine, line } of pairsOfPlayersWith(matches, lines, tickets, 3)) {
    const lineDay = Date.parse(line.date);
    const smaller = mine.filter((other) => other.id !== row.id && !paidRows.has(other.id) && other.amountCents < line.amountCents && Math.abs(lineDay - Date.parse(other.date)) <= maxDayLag * DAY_MS);
    search: for (let i = 0; i < smaller.length; i++) {
      for (let j = i + 1; j < smaller.length; j++) {
        if (smaller[i].amountCents + smaller[j].amountCents !== line.amountCents) continue;
        doubts.set(match.boId, [smaller[i], smaller[j]]);
        break search;
      }
    }
  }
  return doubts;
}

/**
 * A line and another of another amount from the same person may together pay a larger open ticket
 * of the player (Rp 500.000 paid as Rp 300.000 and Rp 200.000), while the ticket of the line's own
 * amount, filed after, was never paid (a clean-room audit: that ticket approved, the one paid in
 * parts left `tidak ada`). The other part's amount is often no open row's, so its lines were never
 * read: each question says what to look for; the caller reads those lines and keeps the pairs whose
 * part it finds (samePayee).
 */
export interface SplitPartQuestion {
  match: MatchDecision;
  /** the paired line's person, as names compare */
  name: string;
  /** the player's other open ticket the two may pay */
  other: BoCandidate;
  /** the other part's amount: the ticket's less the paired line's */
  partCents: number;
  /** the days the other part may be of: the line's and the ticket's */
  dates: string[];
}

export function splitPartQuestions(matches: readonly MatchDecision[], lines: readonly LineCandidate[], tickets: OpenTickets, maxDayLag: number): SplitPartQuestion[] {
  const questions: SplitPartQuestion[] = [];
  if (matches.length === 0) return questions;
  const paidRows = new Set(matches.map((match) => match.boId));
  for (const { match, row, mine, line } of pairsOfPlayersWith(matches, lines, tickets, 2)) {
    const name = nameOf(line);
    if (name === null) continue;
    const lineDay = Date.parse(line.date);
    for (const other of mine) {
      if (other.id === row.id || paidRows.has(other.id) || other.amountCents <= line.amountCents) continue;
      // twins of the line's own amount are splitPaymentDoubts' question
      const partCents = other.amountCents - line.amountCents;
      if (partCents === line.amountCents || Math.abs(lineDay - Date.parse(other.date)) > maxDayLag * DAY_MS) continue;
      questions.push({ match, name, other, partCents, dates: [...new Set([line.date, other.date])] });
    }
  }
  return questions;
}

/** Whether `part` is the other part a question looks for: its amount, one of its days, the same person, not the paired line. */
export function answersSplitPart(question: SplitPartQuestion, part: LineCandidate): boolean {
  return part.id !== question.match.mutasiId && part.amountCents === question.partCents && question.dates.includes(part.date) && samePayee(question.name, part);
}

/** The lines no pair took, by amount and day, on any of the website's akun banks. */
function unpairedLines(matches: readonly MatchDecision[], lines: readonly LineCandidate[]): Map<string, LineCandidate[]> {
  const paired = new Set(matches.map((match) => match.mutasiId));
  const unpaired = new Map<string, LineCandidate[]>();
  for (const line of lines) {
    if (paired.has(line.id)) continue;
    const key = `${line.amountCents}\u0001${line.date}`;
    const list = unpaired.get(key);
    if (list) list.push(line);
    else unpaired.set(key, [line]);
  }
  return unpaired;
}
