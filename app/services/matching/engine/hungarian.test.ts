import { describe, expect, it } from "vitest";
import { AssignmentSolver, maxWeightAssignment } from "./hungarian";

describe("maxWeightAssignment", () => {
  it("finds the best total, not the greedy one", () => {
    // greedy would take 10 (row 0 → column 0) and then only 1
    const result = maxWeightAssignment(
      [
        [10, 9],
        [8, 1],
      ],
      2,
      2,
    );
    expect(result.total).toBe(17);
    expect([...result.columnOfRow]).toEqual([1, 0]);
  });

  it("leaves a row unmatched where it has no weight", () => {
    const result = maxWeightAssignment([[5], [0]], 2, 1);
    expect(result.total).toBe(5);
    expect([...result.columnOfRow]).toEqual([0, -1]);
  });

  it("handles more columns than rows", () => {
    const result = maxWeightAssignment([[0, 3, 7]], 1, 3);
    expect(result.total).toBe(7);
    expect([...result.columnOfRow]).toEqual([2]);
  });
});

describe("AssignmentSolver.totalWithout", () => {
  it("agrees with solving again without the pairs", () => {
    // seeded pseudo-random matrices, compared with a fresh solve where the row may not use the columns
    let state = 7;
    const next = () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
    for (let trial = 0; trial < 200; trial++) {
      const rows = 1 + Math.floor(next() * 6);
      const columns = 1 + Math.floor(next() * 6);
      const weights = Array.from({ length: rows }, () => Array.from({ length: columns }, () => (next() < 0.5 ? 0 : Math.floor(next() * 100))));
      const solver = new AssignmentSolver(weights, rows, columns);
      expect(solver.total).toBe(maxWeightAssignment(weights, rows, columns).total);
      const bannedRows = [Math.floor(next() * rows)];
      if (rows > 1 && next() < 0.5) bannedRows.push((bannedRows[0] + 1) % rows);
      const banned = [Math.floor(next() * columns)];
      if (columns > 1 && next() < 0.5) banned.push((banned[0] + 1) % columns);
      const changed = weights.map((line, r) => line.map((weight, c) => (bannedRows.includes(r) && banned.includes(c) ? 0 : weight)));
      expect(solver.totalWithout(bannedRows, banned)).toBe(maxWeightAssignment(changed, rows, columns).total);
    }
  });
});
