import { describe, expect, it } from "vitest";
import { assignGroups, type PairEdge } from "./assign";

const MARGIN = 1_000;

function pair(bo: number, line: number, weight: number, acceptable = true): PairEdge {
  return { bo, line, weight, acceptable, tag: "n" };
}

/** BO rows 0 and 1 are one player's tickets of one amount and day; the lines are two different payouts. */
const onePlayer = { boOwner: (bo: number) => (bo < 2 ? "WEB01|eka77|20522|150000000" : null), boPlayer: (bo: number) => (bo < 2 ? "WEB01|eka77" : null), lineContent: (line: number) => `line ${line}` };
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
    // ranked differently by a hair: not merged, but both lines are the player's whichever way, and the weights choose
    expect(approved([pair(0, 0, 9_000), pair(0, 1, 9_100), pair(1, 0, 9_100), pair(1, 1, 9_000)])).toEqual([[0, 1], [1, 0]]);
  });

  it("pays both where one ticket may not take a line (booked before it was filed): the other takes it", () => {
    expect(approved([pair(0, 0, 9_000), pair(0, 1, 9_000), pair(1, 0, 9_000, false), pair(1, 1, 9_000)])).toEqual([[0, 0], [1, 1]]);
  });

  it("pays both where one ticket has a weak candidate more (a line of another akun bank it does not rule out)", () => {
    expect(approved([pair(0, 0, 9_000), pair(0, 1, 9_000), pair(1, 0, 8_800), pair(1, 1, 8_800), pair(1, 2, 5_000, false)])).toEqual([[0, 0], [1, 1]]);
  });

  it("pays the player no more tickets than lines surely his: another player's ticket that wants the line as well keeps it open", () => {
    // row 2 (another player) fits line 1 as well as the player's tickets do
    expect(approved([pair(0, 0, 9_000), pair(0, 1, 9_000), pair(1, 0, 9_000), pair(1, 1, 9_000), pair(1, 2, 5_000, false), pair(2, 1, 9_000)])).toEqual([[0, 0]]);
  });

  it("weighs the merged tickets by the weaker one against another player's ticket", () => {
    // row 2, another player, wants line 1 at 8_500: against the weaker ticket's 8_600 the margin is not
    // there, so only one ticket is paid; against the stronger's 9_800 it would be, and both would be
    const edges = [pair(0, 0, 9_800), pair(0, 1, 9_800), pair(1, 0, 8_600), pair(1, 1, 8_600), pair(2, 1, 8_500)];
    expect(approved(edges)).toEqual([[0, 0]]);
  });
});
