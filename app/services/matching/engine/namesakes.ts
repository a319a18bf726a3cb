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
 * player's own (the same person under two usernames, or two people no clue tells apart). Nor is a
 * cut held for a player whose own ticket the run paid with another line his name begins: two
 * tickets of different amounts and two lines of the cut, one of each amount, pair as the amounts say.
 */
import type { Ledger } from "./engine";
import type { Edge } from "./evidence";
import { compactOf, CUT_MIN_LETTERS, cutAtWordEnd, foldedPrefixCode, parseName, prefixCodeOf, TRUNCATION_HINT, type ParsedName } from "./names";
import { playerKey } from "./identifiers";
import type { PreparedBo, PreparedLine } from "./prepared";
import { playerBankOf } from "./sender-bank";
import type { KnownPlayer } from "./types";
import { takeBack } from "./take-back";

/** Longer names are looked up by more of their first letters: six would put most MUHAMMADs in one list. */
const LONG_PREFIX = 10;
const LONG_TO_SHORT = 27 ** (LONG_PREFIX - CUT_MIN_LETTERS);

/**
 * The players the websites know, for a whole reconciliation. The engine runs once per website and
 * each run forgets its parsed names, so only what stays true between runs is kept: each player's
 * first letters as numbers, worked out for every website at once by the first run that needs
 * them, and his name as letters without spaces (names.ts compactOf) once a question shares those
 * letters.
 */
export class KnownPlayers {
  private readonly players: readonly KnownPlayer[];
  private rosters: Map<string, Roster> | null = null;

  constructor(players: readonly KnownPlayer[]) {
    this.players = players;
  }

  /** The website's players; only while a run holds its parsed names (engine.ts). */
  of(website: string): Roster | undefined {
    this.rosters ??= rostersOf(this.players);
    return this.rosters.get(website.toUpperCase());
  }
}

/**
 * Every website's roster in one pass over the players in the order they came: read website by
 * website, the players' names lie scattered in memory, and the same work took twice as long.
 */
function rostersOf(players: readonly KnownPlayer[]): Map<string, Roster> {
  const rosters = new Map<string, Roster>();
  // players come website by website (reconcile/known-players.server.ts reads one website's): its
  // name is upper-cased and looked up once per run of players, not once per player
  let website: string | null = null;
  let roster: Roster = emptyRoster();
  for (const player of players) {
    if (player.website !== website) {
      website = player.website;
      const key = website.toUpperCase();
      roster = rosters.get(key) ?? emptyRoster();
      rosters.set(key, roster);
    }
    // -1: fewer letters than the key
    const long = foldedPrefixCode(player.fullName, LONG_PREFIX);
    roster.players.push(player);
    roster.longKeys.push(long >= 0 ? longKeyOf(long) : -1);
    roster.shortPrefixes.push(long >= 0 ? Math.floor(long / LONG_TO_SHORT) : foldedPrefixCode(player.fullName, CUT_MIN_LETTERS));
  }
  return rosters;
}

function emptyRoster(): Roster {
  return { players: [], longKeys: [], shortPrefixes: [], compacts: new Map() };
}

/**
 * A long prefix's code (27^10 values) folded into a small integer: a map keyed by small integers
 * neither boxes nor hashes a float per lookup. Two prefixes may share a key; every player a key
 * finds is checked against the line's whole name.
 */
function longKeyOf(code: number): number {
  return code % 1_000_000_007;
}

interface Roster {
  players: KnownPlayer[];
  /** each player's first LONG_PREFIX letters as folded (foldedPrefixCode), as longKeyOf; or -1 */
  longKeys: number[];
  /** each player's first CUT_MIN_LETTERS letters as folded, or -1 */
  shortPrefixes: number[];
  /** the compact names of the players a question shared first letters with, by index */
  compacts: Map<number, string>;
}

function compactOfPlayer(roster: Roster, k: number): string {
  let compact = roster.compacts.get(k);
  if (compact === undefined) {
    compact = compactOf(parseName(roster.players[k].fullName));
    roster.compacts.set(k, compact);
  }
  return compact;
}

/**
 * The approved pairs to ask about, by the first letters of the line's name, which every player it
 * names shares: his very name, or the longer name a cut begins. Names shorter than a key are asked
 * about whole.
 */
class Questions {
  /** names of LONG_PREFIX letters or more, whole or cut */
  readonly long = new Map<number, number[]>();
  /** shorter names: whole (only a player of as many letters is named so) and cut (a longer one too) */
  readonly shortWhole = new Map<number, number[]>();
  readonly shortCut = new Map<number, number[]>();
  readonly tiny = new Map<string, number[]>();
  /** the player of each question's ticket (identifiers.ts playerKey), by edge index: read beside the line, not looked up again per player */
  readonly owners: string[] = [];
  /** whether each question's line may be a longer name's beginning, by edge index */
  readonly cut: boolean[] = [];
  size = 0;

  add(edgeIndex: number, shown: ParsedName, owner: string, cut: boolean): void {
    this.owners[edgeIndex] = owner;
    this.cut[edgeIndex] = cut;
    const compact = compactOf(shown);
    if (compact.length >= LONG_PREFIX) push(this.long, longKeyOf(prefixCodeOf(compact, LONG_PREFIX)), edgeIndex);
    else if (compact.length < CUT_MIN_LETTERS) push(this.tiny, compact, edgeIndex);
    else push(cut ? this.shortCut : this.shortWhole, prefixCodeOf(compact, CUT_MIN_LETTERS), edgeIndex);
    this.size++;
  }

  /** The questions a player of these first letters may answer. */
  of(roster: Roster, k: number): readonly number[] | undefined {
    const long = roster.longKeys[k];
    const short = roster.shortPrefixes[k];
    if (long >= 0) {
      const cut = this.shortCut.size > 0 ? this.shortCut.get(short) : undefined;
      const named = this.long.get(long);
      return cut && named ? [...named, ...cut] : (named ?? cut);
    }
    if (short >= 0) {
      const whole = this.shortWhole.get(short);
      const cut = this.shortCut.size > 0 ? this.shortCut.get(short) : undefined;
      return cut && whole ? [...whole, ...cut] : (whole ?? cut);
    }
    return this.tiny.size > 0 ? this.tiny.get(compactOfPlayer(roster, k)) : undefined;
  }
}

/** A name the bank probably cut, long enough to be read as a longer name's beginning. */
function isCut(shown: ParsedName): boolean {
  return shown.rawLength >= TRUNCATION_HINT && compactOf(shown).length >= CUT_MIN_LETTERS;
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Takes back the approvals proven by the name alone, or by an alias, whose line names another known player;
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
    // an alias too: the relative a person taught may be a player of the website herself, whose own
    // ticket the credit may pay (a clean-room audit: her late ticket took the line back, after
    // another player's was approved on it)
    if ((edge.kind !== "name" && edge.kind !== "alias") || shown === null) continue;
    const bo = bos[edge.bo];
    // the line shows the player's own name whole (interned ids are equal for equal keys)
    if ((line.personId >= 0 && line.personId === bo.name.id) || compactOf(shown) === compactOf(bo.name)) continue;
    // a line cut at a word's end (names.ts cutAtWordEnd) begins other players' names as a bank's cut does
    questions.add(e, shown, playerKey(bo.source.username), isCut(shown) || cutAtWordEnd(bo.name, shown));
  }
  if (questions.size === 0) return heldFor;
  const roster = rosterOf();
  if (!roster) return heldFor;

  const held = new Set<Edge>();
  for (let k = 0; k < roster.players.length; k++) {
    const edges = questions.of(roster, k);
    if (!edges) continue;
    const player = roster.players[k];
    const username = playerKey(player.username);
    let compact: string | null = null;
    for (const e of edges) {
      // most often the ticket's own player, whose name the line begins: no need to spell his name out
      if (username === questions.owners[e]) continue;
      compact ??= compactOfPlayer(roster, k);
      if (compact.length < 2) break;
      const edge = approved[e];
      const shown = lines[edge.line].person!;
      const shownCompact = compactOf(shown);
      // his very name, or his name's beginning where the bank cut the line
      const named = compact === shownCompact || (questions.cut[e] && compact.length > shownCompact.length && compact.startsWith(shownCompact));
      if (!named || !isOtherPlayer(player, compact, bos[edge.bo], lines[edge.line], edge.kind === "alias")) continue;
      // a cut both names begin, where the other player's own ticket is paid by another such line: the amounts told the two apart;
      // not for a taught sender, whose next credit may be her own next deposit (a clean-room audit: her earlier ticket paid the day before)
      if (edge.kind !== "alias" && compact !== shownCompact && edges.some((other) => questions.owners[other] === username)) continue;
      const before = heldFor.get(edge.bo);
      // the same answer whatever order the database gave the players in
      if (before && before.username <= player.username) continue;
      held.add(edge);
      heldFor.set(edge.bo, player);
    }
  }
  takeBack(held, ledger);
  return heldFor;
}

/**
 * Neither the ticket's player under his username, nor anybody of his very name, nor a player the
 * line's bank rules out: the money came from (or went to) the bank the ticket's player registered,
 * another than the other player's (a clue the matcher weighs anyway, sender-bank.ts).
 */
function isOtherPlayer(player: KnownPlayer, compact: string, bo: PreparedBo, line: PreparedLine, byAlias: boolean): boolean {
  if (compact === compactOf(bo.name)) return false;
  if (playerKey(player.username) === playerKey(bo.source.username) || parseName(player.fullName).key === bo.name.key) return false;
  // a relative's money comes from her bank, not the ticket's player's: his bank rules nobody out (a
  // clean-room audit: an alias taught from a known player's BCA cut approved his next credit for the relative's player)
  if (byAlias) return true;
  const bank = bankOfLine(line);
  if (bank === null || bo.playerBank !== bank) return true;
  const otherBank = playerBankOf(player.playerBank);
  return otherBank === null || otherBank === bank;
}

/** The sender's (or payee's) bank as the line names it; a KlikBCA e-banking credit (`TRSF E-BANKING CR`) moves money between BCA accounts only. */
function bankOfLine(line: PreparedLine): string | null {
  if (line.counterpartyBank !== null) return line.counterpartyBank;
  return /^\s*TRSF E-BANKING CR\b/.test(line.source.description ?? "") ? "BCA" : null;
}
