/**
 * A line whose news names one player ("DEPO ANDI123") while its sender is another player of the
 * same amount ("BUDI SANTOSO"): Budi paying for Andi, or for himself with a friend's username in
 * the news. The clues disagree, and neither is approved; both rows keep the line as a candidate
 * for a checker. When the sender is the username's own player by name too, nothing disagrees: a
 * namesake's row is no rival to the username (withoutNamesakeRivals).
 */
import type { Edge } from "./evidence";
import { NAME_ACCEPT } from "./thresholds";

/** Person clues: a namesake's pairs of these kinds give way to a row's own claim (withoutNamesakeRivals). */
const PERSON_KINDS: ReadonlySet<Edge["kind"]> = new Set(["name", "alias"]);
/**
 * Clues another row's username on the same line contradicts: the person clues, and the sender's
 * registered account (a clean-room audit: an e-wallet gateway booked Dewi's payment for agus01,
 * and Dewi's own ticket was approved on her number).
 */
const CONTRADICTED_KINDS: ReadonlySet<Edge["kind"]> = new Set([...PERSON_KINDS, "account"]);

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
    if (typed === 0 || !CONTRADICTED_KINDS.has(edge.kind) || typed === edge.bo + 1 || !edge.acceptable) continue;
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
  // lines a username claims: the news names the ticket's player, whatever a person taught of the sender
  let typed: Uint8Array | null = null;
  for (let e = 0; e < edges.length; e++) {
    const edge = edges[e];
    if (edge.name === null || edge.name < NAME_ACCEPT) continue;
    if (edge.kind !== "username" && !(edge.kind === "account" && edge.account !== null && !edge.account.startsWith("*"))) continue;
    claimedBy ??= new Int32Array(lineCount);
    typed ??= new Uint8Array(lineCount);
    if (edge.kind === "username") typed[edge.line] = 1;
    const seen = claimedBy[edge.line];
    claimedBy[edge.line] = seen === 0 || (seen > 0 && samePlayer(seen - 1, edge.bo)) ? edge.bo + 1 : -1;
  }
  if (claimedBy === null || typed === null) return edges;
  const claimer = claimedBy;
  const byUsername = typed;
  // the player's own other tickets keep their pairs: which of his tickets a credit pays is his; and
  // an alias a person confirmed (this sender pays the husband's tickets) stays a rival of the account
  // the BO registers for the wife: a clean-room audit saw her ticket approved on it while his of the
  // amount stayed open
  return edges.filter((edge) => claimer[edge.line] <= 0 || !PERSON_KINDS.has(edge.kind) || samePlayer(claimer[edge.line] - 1, edge.bo) || (edge.kind === "alias" && !byUsername[edge.line]));
}
