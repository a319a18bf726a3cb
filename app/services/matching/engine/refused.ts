/**
 * Pairs an ADMIN undid (types.ts `refusedLines`): the row and the line stay open to everything
 * else, only that pair is never proposed again, so the row is judged anew on every run.
 */
import type { Edge } from "./evidence";
import type { PreparedBo, PreparedLine } from "./prepared";

/** The lines an ADMIN unpaired from this row, read off the row the caller passed in. */
export function refusedLinesOf(source: object): readonly number[] | undefined {
  return (source as { refusedLines?: readonly number[] }).refusedLines;
}

/** The pairs but those refused; `anyRefused`: whether any row carries one (prepared.ts BoFacts). */
export function withoutRefusedPairs(edges: Edge[], bos: readonly PreparedBo[], lines: readonly PreparedLine[], anyRefused: boolean): Edge[] {
  if (!anyRefused) return edges;
  return edges.filter((edge) => !refusedLinesOf(bos[edge.bo].source)?.includes(lines[edge.line].id));
}
