import { describe, expect, it } from "vitest";
import { assignGroups, type PairEdge } from "./assign";

const MARGIN = 1_000;

function pair(bo: number, line: number, weight: number, acceptable = true): PairEdge {
  return { bo, line, weight, acceptable, tag: "n" };
}

/** BO rows 0 and 1 are one player's tickets of one amount and day; the lines are two different payouts. */
const onePlayer = { boOwner: (bo: number) => (bo < 2 ? "WEB01|eka77|20522|150000000" : null), lineContent: (line: number) => `line ${line}` };
const approved = (edges: PairEdge[]) => assignGroups(edges, MARGIN, onePlayer).accepted.map((edge) => [edge.bo, edge.line]);

describe("assignGroups: one player's tickets", () => {
  it("pays both where they weigh the lines alike", () => {
    expect(approved([pair(0, 0, 9_000), pair(0, 1, 9_000), pair(1, 0, 9_000), pair(1, 1, 9_000)])).toEqual([[0, 0], [1, 1]]);
  });

  it("pays both where one weighs every line by the same factor less (a ticket that does not say its akun bank)", () => {
    expect(approved([pair(0, 0, 9_250), pair(0, 1, 9_250), pair(1, 0, 9_000), pair(1, 1, 9_000)])).toEqual([[0, 0], [1, 1]]);
    expect(approved([pair(0, 0, 9_250), pair(0, 1, 8_325), pair(1, 0, 9_000), pair(1, 1, 8_100)])).toEqual([[0, 0], [1, 1]]);
  });

  it("lets the weights choose where the tickets rank the lines differently", () => {
    // ticket 0 fits line 1 better, ticket 1 line 0 (their request times, say)
    expect(approved([pair(0, 0, 8_500), pair(0, 1, 10_000), pair(1, 0, 10_000), pair(1, 1, 8_500)])).toEqual([[0, 1], [1, 0]]);
    // a line ranked differently by a hair is still no common factor: left for a checker
    expect(approved([pair(0, 0, 9_000), pair(0, 1, 9_100), pair(1, 0, 9_100), pair(1, 1, 9_000)])).toEqual([]);
  });

  it("never merges a pair that one ticket may approve and the other may not", () => {
    expect(approved([pair(0, 0, 9_000), pair(0, 1, 9_000), pair(1, 0, 9_000, false), pair(1, 1, 9_000)])).toEqual([]);
  });

  it("weighs the merged tickets by the weaker one against another player's ticket", () => {
    // row 2, another player, wants line 1 at 8_500: against the weaker ticket's 8_600 the margin is not
    // there, so only one ticket is paid; against the stronger's 9_800 it would be, and both would be
    const edges = [pair(0, 0, 9_800), pair(0, 1, 9_800), pair(1, 0, 8_600), pair(1, 1, 8_600), pair(2, 1, 8_500)];
    expect(approved(edges)).toEqual([[0, 0]]);
  });
});
