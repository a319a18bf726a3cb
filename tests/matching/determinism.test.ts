import { describe, expect, it } from "vitest";
import { reconcileDeposits } from "../../app/services/matching/engine/deposits";
import { Prng } from "../../app/services/matching/engine/prng";
import { generateDeposits, generateWithdrawals } from "../../bench/synthetic";
import { reconcileWithdrawals } from "../../app/services/matching/engine/withdrawals";

const SHUFFLES = 5;

describe("determinism", () => {
  it("gives identical deposit results whatever the order of the input arrays", () => {
    const data = generateDeposits({ seed: 11, boCount: 3000, days: 3 });
    const reference = JSON.stringify(reconcileDeposits(data.bo, data.mutasi));
    const random = new Prng(2026);
    for (let i = 0; i < SHUFFLES; i++) {
      const shuffled = JSON.stringify(reconcileDeposits(random.shuffled(data.bo), random.shuffled(data.mutasi)));
      expect(shuffled).toBe(reference);
    }
    // the comparison is meaningful only if the data has matches, identical credits and ambiguity
    const result = JSON.parse(reference) as ReturnType<typeof reconcileDeposits>;
    expect(result.matches.length).toBeGreaterThan(2500);
    expect(result.ambiguous.length).toBeGreaterThan(10);
  });

  it("gives identical withdrawal results whatever the order of the input arrays", () => {
    const data = generateWithdrawals({ seed: 12, boCount: 2000, days: 2 });
    const reference = JSON.stringify(reconcileWithdrawals(data.bo, data.mutasi));
    const random = new Prng(2027);
    for (let i = 0; i < SHUFFLES; i++) {
      expect(JSON.stringify(reconcileWithdrawals(random.shuffled(data.bo), random.shuffled(data.mutasi)))).toBe(reference);
    }
  });

  it("gives the same result when called twice (no state kept between calls)", () => {
    const data = generateDeposits({ seed: 13, boCount: 500 });
    expect(reconcileDeposits(data.bo, data.mutasi)).toEqual(reconcileDeposits(data.bo, data.mutasi));
  });
});
