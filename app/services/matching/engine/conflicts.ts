/**
 * A line whose news names one player ("DEPO ANDI123") while its sender is another player of the
 * same amount ("BUDI SANTOSO"): Budi paying for Andi, or for himself with a friend's username in
 * the news. The clues disagree, and neither is approved; both rows keep the line as a candidate
 * for a checker. When the sender is the username's own player by name too, nothing disagrees: a
 * namesake's row is no rival to the username (withoutNamesakesOfTyped).
 */
import type { Edge } from "./evidence";
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
 * The pairs a namesake's row makes on a line whose news names another row's player, who is the
 * sender (or payee) by name too: `250000.00RAHMAT6502 MUHAMMAD RAHMAT` is rahmat6502's, not his
 * namesake MUH RAHMAT's. Left in, the namesake's pair held both rows within the margin, and his own
 * line (`WD MUHAMMAD RAHMAT`) with them (a clean-room withdrawal audit). A pair on the namesake's
 * account number, or on his own username, stays.
 */
export function withoutNamesakesOfTyped(edges: Edge[], lineCount: number): Edge[] {
  let typed: Uint8Array | null = null;
  for (let e = 0; e < edges.length; e++) {
    const edge = edges[e];
    if (edge.kind !== "username" || edge.name === null || edge.name < NAME_ACCEPT) continue;
    typed ??= new Uint8Array(lineCount);
    typed[edge.line] = 1;
  }
  if (typed === null) return edges;
  const marked = typed;
  return edges.filter((edge) => !marked[edge.line] || !PERSON_KINDS.has(edge.kind));
}
