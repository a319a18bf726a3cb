/**
 * Pairs an ADMIN undid (types.ts `refusedLines`): the row and the line stay open to everything
 * else, that pair is never proposed again, and the row is judged anew on every run, for a person.
 */
import type { Edge } from "./evidence";
import type { PreparedBo, PreparedLine } from "./prepared";

/** The lines an ADMIN unpaired from this row, read off the row the caller passed in. */
export function refusedLinesOf(source: object): readonly number[] | undefined {
  return (source as { refusedLines?: readonly number[] }).refusedLines;
}

/**
 * The pairs but those refused; `anyRefused`: whether any row carries one (prepared.ts BoFacts). A
 * row an ADMIN unpaired keeps its other pairs as suggestions only: the ADMIN said the automatic
 * choice was wrong for it, and the line's twin (the same sender, amount and day: a clean-room
 * audit) would be approved in its place on the next run. A person picks its line now.
 */
export function withoutRefusedPairs(edges: Edge[], bos: readonly PreparedBo[], lines: readonly PreparedLine[], anyRefused: boolean): Edge[] {
  if (!anyRefused) return edges;
  const kept: Edge[] = [];
  for (const edge of edges) {
    const refused = refusedLinesOf(bos[edge.bo].source);
    if (refused !== undefined && refused.length > 0) {
      if (refused.includes(lines[edge.line].id)) continue;
      edge.acceptable = false;
    }
    kept.push(edge);
  }
  return kept;
}
