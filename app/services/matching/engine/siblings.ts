/**
 * A player's tickets of one amount filed on two days: a line that one of them was approved on
 * while the other stays unpaid could as well have paid the other. The day and the
 * minutes between request and credit favour one, but a player who files again before paying, or
 * pays hours late, turns that guess into an approved unpaid ticket. Such a pair is held for a
 * checker with both tickets as candidates; tickets that are all paid keep their pairs.
 */
import type { Ledger } from "./engine";
import type { Edge } from "./evidence";
import type { PreparedBo } from "./prepared";

/** Tickets of one player and amount on two days; on one day they are one kind of ticket (assign.ts), either may be paid. */
function samePlayerOtherDay(a: PreparedBo, b: PreparedBo): boolean {
  if (a.amount !== b.amount || a.day === b.day || a.website !== b.website) return false;
  const username = a.source.username.trim();
  return username !== "" && username === b.source.username.trim();
}

/** Takes back the approvals of this phase that an unpaid ticket of the same player could claim. */
export function holdForUnpaidSiblings(phase: readonly Edge[], approved: readonly Edge[], bos: readonly PreparedBo[], lineCount: number, ledger: Ledger): void {
  if (approved.length === 0) return;
  const approvedOnLine = new Int32Array(lineCount).fill(-1);
  for (let a = 0; a < approved.length; a++) approvedOnLine[approved[a].line] = a;
  let held: Set<Edge> | null = null;
  for (let e = 0; e < phase.length; e++) {
    const edge = phase[e];
    if (ledger.boMatched[edge.bo]) continue;
    const at = approvedOnLine[edge.line];
    if (at < 0) continue;
    const taken = approved[at];
    if (samePlayerOtherDay(bos[taken.bo], bos[edge.bo])) (held ??= new Set()).add(taken);
  }
  if (held === null) return;
  for (const edge of held) {
    ledger.boMatched[edge.bo] = 0;
    ledger.lineMatched[edge.line] = 0;
  }
  ledger.accepted = ledger.accepted.filter((edge) => !held.has(edge));
}
