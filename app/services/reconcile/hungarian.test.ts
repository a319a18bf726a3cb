import { describe, expect, it } from "vitest";
import { maxWeightAssignment } from "./hungarian";

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
