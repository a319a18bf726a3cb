/**
 * A line approved on a name alone that names another of the website's players. Money that
 * reaches a website's account comes from its players, and a player pays before filing, or never
 * files: the other player may well be the sender. "MOHAMMAD ROSA SIMA", a name the bank cut, is
 * MOHAMMAD ROSA SIMANJUNTAK's or MOHAMMAD ROSA SIMATUPANG's; "ADI TAMBUNAN" is more likely the
 * player of that very name than ADI PUTRA TAMBUNAN. No other BO row competes for the line on its
 * day, so the rule of rivals does not see it: the players the website knows from its BO rows of
 * the weeks around (the caller's `knownPlayers`, KnownPlayers) are asked instead, and such a pair
 * is held for a checker, who is told which player.
 *
 * The line names the other player when it is his name (however spaced, titled or spelt as
 * MUHAMMAD), or the bank's cut of it: his name's beginning. A name that merely shares words with
 * the line (EVI SANDI HERMAWAN for "SANDI HERMAW") is not named by it. Nothing is held where the
 * line shows the ticket's player's own name whole, or where the other player's name is the
 * player's own (the same person under two usernames, or two people no clue tells apart).
 */
import type { Ledger } from "./engine";
import type { Edge } from "./evidence";
import { compactOf, parseName, TRUNCATION_HINT, type ParsedName } from "./names";
import type { PreparedBo, PreparedLine } from "./prepared";
import { playerBankOf } from "./sender-bank";
import type { KnownPlayer } from "./types";

/** A cut keeps at least this many letters before it is read as a name's beginning (names.ts does the same). */
const CUT_MIN_LETTERS = 6;
/** Longer cuts are looked up by more of their first letters: six would put most MUHAMMADs in one list. */
const LONG_PREFIX = 10;

/** A name's first `length` letters (A-Z) as one number: no string is cut for the key. */
function prefixCode(compact: string, length: number): number {
  let code = 0;
  for (let i = 0; i < length; i++) code = code * 27 + (compact.charCodeAt(i) - 64);
  return code;
}

/**
 * The players the websites know, for a whole reconciliation. The engine runs once per range of
 * amounts and each run forgets its parsed names, so only what stays true between runs is kept:
 * each player's name as letters without spaces (names.ts compactOf), worked out in the first run
 * that needs it, where the run's own players, most of those known, are already parsed.
 */
export class KnownPlayers {
  private readonly players = new Map<string, KnownPlayer[]>();
  private readonly rosters = new Map<string, Roster>();

  constructor(players: readonly KnownPlayer[]) {
    for (const player of players) {
      const website = player.website.toUpperCase();
      const list = this.players.get(website);
      if (list) list.push(player);
      else this.players.set(website, [player]);
    }
  }

  /** The website's players and their names' letters; only while a run holds its parsed names (engine.ts). */
  of(website: string): Roster | undefined {
    const site = website.toUpperCase();
    const players = this.players.get(site);
    if (!players) return undefined;
    let roster = this.rosters.get(site);
    if (!roster) {
      const compacts = players.map((player) => compactOf(parseName(player.fullName)));
      // the first letters as lookup keys, worked out once (-1: too short to be looked up so)
      const longPrefixes = Float64Array.from(compacts, (compact) => (compact.length > LONG_PREFIX ? prefixCode(compact, LONG_PREFIX) : -1));
      const shortPrefixes = Float64Array.from(compacts, (compact) => (compact.length > CUT_MIN_LETTERS ? prefixCode(compact, CUT_MIN_LETTERS) : -1));
      roster = { players, compacts, longPrefixes, shortPrefixes };
      this.rosters.set(site, roster);
    }
    return roster;
  }
}

interface Roster {
  players: readonly KnownPlayer[];
  compacts: readonly string[];
  longPrefixes: Float64Array;
  shortPrefixes: Float64Array;
}

/** The approved pairs to ask about, by the letters of the line's name: whole, and as a cut's beginning. */
class Questions {
  readonly whole = new Map<string, number[]>();
  readonly longCuts = new Map<number, number[]>();
  readonly shortCuts = new Map<number, number[]>();
  size = 0;

  add(edgeIndex: number, shown: ParsedName): void {
    const compact = compactOf(shown);
    push(this.whole, compact, edgeIndex);
    if (shown.rawLength >= TRUNCATION_HINT && compact.length >= CUT_MIN_LETTERS) {
      if (compact.length >= LONG_PREFIX) push(this.longCuts, prefixCode(compact, LONG_PREFIX), edgeIndex);
      else push(this.shortCuts, prefixCode(compact, CUT_MIN_LETTERS), edgeIndex);
    }
    this.size++;
  }
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Takes back the approvals proven by the name alone whose line names another known player;
 * returns the other player of each row held, by the row's index.
 */
export function holdForKnownNamesakes(
  approved: readonly Edge[],
  bos: readonly PreparedBo[],
  lines: readonly PreparedLine[],
  rosterOf: () => Roster | undefined,
  ledger: Ledger,
): Map<number, KnownPlayer> {
  const heldFor = new Map<number, KnownPlayer>();
  const questions = new Questions();
  for (let e = 0; e < approved.length; e++) {
    const edge = approved[e];
    const line = lines[edge.line];
    const shown = line.person;
    if (edge.kind !== "name" || shown === null) continue;
    const bo = bos[edge.bo];
    // the line shows the player's own name whole (interned ids are equal for equal keys)
    if ((line.personId >= 0 && line.personId === bo.name.id) || compactOf(shown) === compactOf(bo.name)) continue;
    questions.add(e, shown);
  }
  if (questions.size === 0) return heldFor;
  const roster = rosterOf();
  if (!roster) return heldFor;

  const held = new Set<Edge>();
  const ask = (edges: readonly number[] | undefined, player: KnownPlayer, compact: string, cut: boolean) => {
    if (!edges) return;
    for (const e of edges) {
      const edge = approved[e];
      const shown = lines[edge.line].person!;
      if (cut && !(compact.length > compactOf(shown).length && compact.startsWith(compactOf(shown)))) continue;
      if (!isOtherPlayer(player, compact, bos[edge.bo], lines[edge.line])) continue;
      const before = heldFor.get(edge.bo);
      // the same answer whatever order the database gave the players in
      if (before && before.username <= player.username) continue;
      held.add(edge);
      heldFor.set(edge.bo, player);
    }
  };
  for (let k = 0; k < roster.players.length; k++) {
    const compact = roster.compacts[k];
    if (compact.length < 2) continue;
    const player = roster.players[k];
    ask(questions.whole.get(compact), player, compact, false);
    if (roster.longPrefixes[k] >= 0 && questions.longCuts.size > 0) ask(questions.longCuts.get(roster.longPrefixes[k]), player, compact, true);
    if (roster.shortPrefixes[k] >= 0 && questions.shortCuts.size > 0) ask(questions.shortCuts.get(roster.shortPrefixes[k]), player, compact, true);
  }
  if (held.size === 0) return heldFor;
  for (const edge of held) {
    ledger.boMatched[edge.bo] = 0;
    ledger.lineMatched[edge.line] = 0;
  }
  ledger.accepted = ledger.accepted.filter((edge) => !held.has(edge));
  return heldFor;
}

/**
 * Neither the ticket's player under his username, nor anybody of his very name, nor a player the
 * sender's bank rules out: the line came from the bank the ticket's player registered, another
 * than the other player's (a clue the matcher weighs anyway, sender-bank.ts).
 */
function isOtherPlayer(player: KnownPlayer, compact: string, bo: PreparedBo, line: PreparedLine): boolean {
  if (compact === compactOf(bo.name)) return false;
  if (player.username.trim().toUpperCase() === bo.source.username.trim().toUpperCase() || parseName(player.fullName).key === bo.name.key) return false;
  const sentFrom = senderBankOfLine(line);
  if (sentFrom === null || bo.playerBank !== sentFrom) return true;
  const otherBank = playerBankOf(player.playerBank);
  return otherBank === null || otherBank === sentFrom;
}

/** The sender's bank as the line names it; a KlikBCA e-banking credit (`TRSF E-BANKING CR`) moves money between BCA accounts only. */
function senderBankOfLine(line: PreparedLine): string | null {
  if (line.senderBank !== null) return line.senderBank;
  return /^\s*TRSF E-BANKING CR\b/.test(line.source.description ?? "") ? "BCA" : null;
}
