import { describe, expect, it } from "vitest";
import { solveGroup, solveInParts, type ClassEdge, type Group } from "./group-solvers";

const one = () => 1;
const positions = () => ({ bo: new Int32Array(10), line: new Int32Array(10) });

function group(edges: ClassEdge[]): Group {
  return {
    boClasses: [...new Set(edges.map((edge) => edge.bo))].sort((a, b) => a - b),
    lineClasses: [...new Set(edges.map((edge) => edge.line))].sort((a, b) => a - b),
    edges,
  };
}

describe("solveGroup", () => {
  it("takes the best total, not each row's best: a row's second choice frees its first for another", () => {
    // row 0 fits line 0 (1.0) and line 1 (0.95); row 1 fits only line 0: best total pairs 0-1, 1-0
    const edges: ClassEdge[] = [
      { bo: 0, line: 0, weight: 10_000, acceptable: true },
      { bo: 0, line: 1, weight: 9_500, acceptable: true },
      { bo: 1, line: 0, weight: 10_000, acceptable: true },
    ];
    expect(solveGroup(group(edges), one, one, 1_000, positions())).toEqual([
      { bo: 0, line: 1, count: 1 },
      { bo: 1, line: 0, count: 1 },
    ]);
  });

  it("approves nothing where two assignments tie", () => {
    const edges: ClassEdge[] = [
      { bo: 0, line: 0, weight: 9_000, acceptable: true },
      { bo: 0, line: 1, weight: 9_000, acceptable: true },
      { bo: 1, line: 0, weight: 9_000, acceptable: true },
      { bo: 1, line: 1, weight: 9_000, acceptable: true },
    ];
    expect(solveGroup(group(edges), one, one, 1_000, positions())).toEqual([]);
  });

  it("pairs only as many of a player's tickets as no alternative could pair otherwise", () => {
    // class 0: two tickets of one player; class 1: a namesake's ticket; line class 0: two identical
    // credits; line class 1: a third credit. Every pair fits equally: one ticket of the player
    // surely takes one of the identical credits, nothing more is sure.
    const capacity = (cls: number) => (cls === 0 ? 2 : 1);
    const edges: ClassEdge[] = [
      { bo: 0, line: 0, weight: 9_000, acceptable: true },
      { bo: 0, line: 1, weight: 9_000, acceptable: true },
      { bo: 1, line: 0, weight: 9_000, acceptable: true },
      { bo: 1, line: 1, weight: 9_000, acceptable: true },
    ];
    expect(solveGroup(group(edges), capacity, capacity, 1_000, positions())).toEqual([{ bo: 0, line: 0, count: 1 }]);
  });
});

describe("solveInParts", () => {
  it("solves the parts approvable pairs link, and drops a pair a weak candidate comes close to", () => {
    const edges: ClassEdge[] = [
      // part A: row 0 - line 0, clear
      { bo: 0, line: 0, weight: 10_000, acceptable: true },
      // part B: row 1 - line 1, but line 1 also weakly fits row 2 (0.78 vs 0.85: within the margin)
      { bo: 1, line: 1, weight: 8_500, acceptable: true },
      { bo: 2, line: 1, weight: 7_800, acceptable: false },
      // a weak link between the parts, far below
      { bo: 2, line: 0, weight: 5_000, acceptable: false },
    ];
    expect(solveInParts(group(edges), one, one, 1_000, positions())).toEqual({ approvals: [{ bo: 0, line: 0, count: 1 }], unsolved: [] });
  });
});
