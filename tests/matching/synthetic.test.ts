import { describe, expect, it } from "vitest";
import { reconcileDeposits } from "../../app/services/matching/engine/deposits";
import { evaluate, generateDeposits, generateWithdrawals } from "../../bench/synthetic";
import { reconcileWithdrawals } from "../../app/services/matching/engine/withdrawals";

describe("synthetic data with known truth", () => {
  it("deposits: precision 100% and recall at least 97% on 5k rows", () => {
    const data = generateDeposits({ seed: 20260310, boCount: 5000 });
    const score = evaluate(reconcileDeposits(data.bo, data.mutasi), data.truth, data.bo, data.mutasi);
    expect(score.wrong).toEqual([]);
    expect(score.precision).toBe(1);
    expect(score.recall).toBeGreaterThanOrEqual(0.97);
  });

  it("deposits: the same on other seeds", () => {
    for (const seed of [1, 2, 3]) {
      const data = generateDeposits({ seed, boCount: 3000, days: 3 });
      const score = evaluate(reconcileDeposits(data.bo, data.mutasi), data.truth, data.bo, data.mutasi);
      expect(score.wrong).toEqual([]);
      expect(score.recall).toBeGreaterThanOrEqual(0.97);
    }
  });

  it("withdrawals: precision 100% and recall at least 97% on 5k rows", () => {
    const data = generateWithdrawals({ seed: 20260311, boCount: 5000 });
    const score = evaluate(reconcileWithdrawals(data.bo, data.mutasi), data.truth, data.bo, data.mutasi);
    expect(score.wrong).toEqual([]);
    expect(score.precision).toBe(1);
    expect(score.recall).toBeGreaterThanOrEqual(0.97);
  });

  it("dense days (one website, 10k rows a day): still no wrong match", () => {
    const deposits = generateDeposits({ seed: 7, boCount: 10_000, days: 1, websites: 1, accountsPerWebsite: 2 });
    const depositScore = evaluate(reconcileDeposits(deposits.bo, deposits.mutasi), deposits.truth, deposits.bo, deposits.mutasi);
    expect(depositScore.wrong).toEqual([]);
    expect(depositScore.recall).toBeGreaterThanOrEqual(0.95);
    const withdrawals = generateWithdrawals({ seed: 8, boCount: 10_000, days: 1, websites: 1, accountsPerWebsite: 2 });
    const withdrawScore = evaluate(reconcileWithdrawals(withdrawals.bo, withdrawals.mutasi), withdrawals.truth, withdrawals.bo, withdrawals.mutasi);
    expect(withdrawScore.wrong).toEqual([]);
    expect(withdrawScore.recall).toBeGreaterThanOrEqual(0.93);
  });

  it("the generator is seeded: the same seed gives the same rows", () => {
    expect(generateDeposits({ seed: 5, boCount: 200 })).toEqual(generateDeposits({ seed: 5, boCount: 200 }));
    expect(generateDeposits({ seed: 5, boCount: 200 })).not.toEqual(generateDeposits({ seed: 6, boCount: 200 }));
  });

  it("the generator produces the noise it promises", () => {
    const data = generateDeposits({ seed: 20260310, boCount: 5000 });
    const senders = data.mutasi.map((line) => line.senderName ?? "");
    expect(senders.some((name) => name.length === 18)).toBe(true);
    expect(senders.some((name) => /^(SDR|SDRI|BPK|IBU|NY|TN|BAPAK) /.test(name))).toBe(true);
    expect(senders.some((name) => /^(MOH|MUH|M\.|MUHAMAD|MOCHAMMAD) /.test(name))).toBe(true);
    expect(senders.some((name) => name === "DOMPET ANAK BANGSA")).toBe(true);
    expect(data.mutasi.some((line) => line.reference?.startsWith("QR"))).toBe(true);
    expect(data.bo.some((row) => row.corporateAccountNo === null)).toBe(true);
    expect(data.truth.size).toBeLessThan(data.bo.length);
    expect(data.mutasi.length).toBeGreaterThan(data.truth.size);
    const websites = new Set(data.bo.map((row) => row.website));
    expect(websites.size).toBeGreaterThan(1);
    const nextDay = [...data.truth].filter(([boId, lineId]) => {
      const row = data.bo.find((b) => b.id === boId)!;
      return data.mutasi.find((m) => m.id === lineId)!.date > row.date;
    });
    expect(nextDay.length).toBeGreaterThan(0);
  });
});
