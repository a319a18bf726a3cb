/**
 * A line whose news names one player ("DEPO ANDI123") while its sender is another player of the
 * same amount ("BUDI SANTOSO"): Budi paying for Andi, or for himself with a friend's username in
 * the news. The clues disagree, and neither is approved; both rows keep the line as a candidate
 * for a checker. When the sender is the username's own player by name too, nothing disagrees: a
 * namesake's row is no rival to the username (withoutNamesakeRivals).
 */
import type { Edge } from "./evidence";
import type { ParsedName } from "./names";
import type { PreparedBo, PreparedLine } from "./prepared";
import { NAME_ACCEPT } from "./thresholds";

/** Person clues another row's username on the same line contradicts. */
const PERSON_KINDS: ReadonlySet<Edge["kind"]> = new Set(["name", "alias"]);

export function holdConflictingClues(edges: readonly Edge[], lineCount: number): void {
  // the BO row whose username the line's news holds (+1; -1: several rows', 0: none)
  const typedFor = new Int32Array(lineCount);
  let any = false;
  for (let e = 0; e < edges.length; e++) {
    const edge = edges[e];
    if (edge.kind !== "username" || (edge.name !== null && edge.name >= NAME_ACCEPT)) continue;
    any = true;
    const seen = typedFor[edge.line];
    typedFor[edge.line] = seen === 0 || seen === edge.bo + 1 ? edge.bo + 1 : -1;
  }
  if (!any) return;
  const contested = new Uint8Array(lineCount);
  for (let e = 0; e < edges.length; e++) {
    const edge = edges[e];
    const typed = typedFor[edge.line];
    if (typed === 0 || !PERSON_KINDS.has(edge.kind) || typed === edge.bo + 1 || !edge.acceptable) continue;
    edge.acceptable = false;
    contested[edge.line] = 1;
  }
  for (let e = 0; e < edges.length; e++) {
    const edge = edges[e];
    if (edge.kind === "username" && contested[edge.line]) edge.acceptable = false;
  }
}

/**
 * The pairs a namesake's row makes on a line that another row's own clue claims, where the sender
 * (or payee) is that row's player by name too: the player's username in the news
 * (`250000.00RAHMAT6502 MUHAMMAD RAHMAT` is rahmat6502's, not his namesake MUH RAHMAT's), or the
 * player's registered account as the sender's (`DR 8715751116154 ... /HARIS MARPAUNG/` from
 * erwin888's own account). Left in, the namesake's pair held both rows within the margin, and the
 * namesake's own line with them (clean-room audits). A pair on the namesake's own account number,
 * or on his own username, stays, as do the pairs of the player's other tickets; the last digits
 * of a masked account claim nothing.
 */
export function withoutNamesakeRivals(edges: Edge[], lineCount: number, samePlayer: (a: number, b: number) => boolean): Edge[] {
  // the claiming row of each line (+1; -1: rows of two players claim it, 0: none)
  let claimedBy: Int32Array | null = null;
  for (let e = 0; e < edges.length; e++) {
    const edge = edges[e];
    if (edge.name === null || edge.name < NAME_ACCEPT) continue;
    if (edge.kind !== "username" && !(edge.kind === "account" && edge.account !== null && !edge.account.startsWith("*"))) continue;
    claimedBy ??= new Int32Array(lineCount);
    const seen = claimedBy[edge.line];
    claimedBy[edge.line] = seen === 0 || (seen > 0 && samePlayer(seen - 1, edge.bo)) ? edge.bo + 1 : -1;
  }
  if (claimedBy === null) return edges;
  const claimer = claimedBy;
  // the player's own other tickets keep their pairs: which of his tickets a credit pays is his
  return edges.filter((edge) => claimer[edge.line] <= 0 || !PERSON_KINDS.has(edge.kind) || samePlayer(claimer[edge.line] - 1, edge.bo));
}

/**
 * The pairs a row makes by its name's words in another order on a line that prints another row's
 * name in the very order: banks print the holder's name as the account was registered, and the BO
 * copies it, so `TO WULAN YUSUF` is WULAN YUSUF's payout, not YUSUF WULAN's (a clean-room audit:
 * 9 of 9 such pairs were held as `ambigu`). Alone, a name in another order still pays. Another
 * spelling (FAUZI, FAUZY) stays a rival: a player types his name as he spells it, and his bank may
 * have registered the other spelling (own-names.ts).
 */
export function withoutReorderedRivals(edges: Edge[], bos: readonly PreparedBo[], lines: readonly PreparedLine[]): Edge[] {
  // only a line that two rows name has a rival: counted first, without reading a name (every pair of a run passes here)
  const named = new Uint8Array(lines.length);
  let shared = false;
  for (let e = 0; e < edges.length; e++) {
    const edge = edges[e];
    if (edge.kind !== "name") continue;
    if (named[edge.line] === 0) named[edge.line] = 1;
    else {
      named[edge.line] = 2;
      shared = true;
    }
  }
  if (!shared) return edges;
  let inOrder: Uint8Array | null = null;
  for (let e = 0; e < edges.length; e++) {
    const edge = edges[e];
    if (edge.kind !== "name" || named[edge.line] < 2) continue;
    const person = lines[edge.line].person;
    if (person === null || !sameKey(bos[edge.bo].name, person)) continue;
    inOrder ??= new Uint8Array(lines.length);
    inOrder[edge.line] = 1;
  }
  if (inOrder === null) return edges;
  let reordered: Uint8Array | null = null;
  for (let e = 0; e < edges.length; e++) {
    const edge = edges[e];
    if (edge.kind !== "name" || !inOrder[edge.line]) continue;
    const person = lines[edge.line].person as ParsedName;
    const name = bos[edge.bo].name;
    if (sameKey(name, person) || !sameWords(name, person)) continue;
    reordered ??= new Uint8Array(edges.length);
    reordered[e] = 1;
  }
  if (reordered === null) return edges;
  const dropped = reordered;
  return edges.filter((_, e) => !dropped[e]);
}

/** Equal keys are equal ids within a run (names.ts): numbers compare faster than strings. */
function sameKey(a: ParsedName, b: ParsedName): boolean {
  return a.id >= 0 && b.id >= 0 ? a.id === b.id : a.key === b.key;
}

function sameWords(a: ParsedName, b: ParsedName): boolean {
  if (a.letters !== b.letters || a.tokens.length !== b.tokens.length) return false;
  const left = [...a.tokens].sort();
  const right = [...b.tokens].sort();
  return left.every((token, i) => token === right[i]);
}
