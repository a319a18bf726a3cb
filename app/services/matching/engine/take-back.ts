import type { Ledger } from "./engine";
import type { Edge } from "./evidence";

/** Takes approvals back for a checker: their rows and lines open again, the pairs out of the ledger. */
export function takeBack(held: ReadonlySet<Edge>, ledger: Ledger): void {
  if (held.size === 0) return;
  for (const edge of held) {
    ledger.boMatched[edge.bo] = 0;
    ledger.lineMatched[edge.line] = 0;
  }
  ledger.accepted = ledger.accepted.filter((edge) => !held.has(edge));
}
