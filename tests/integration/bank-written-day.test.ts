import { describe, expect, it } from "vitest";
import { reconcileDeposits } from "~/services/matching/engine/deposits";
import { generateBankDays, parseBankDays, scoreByClass } from "../../bench/bank-day";
import { evaluate } from "../../bench/synthetic";
import { readStoredDays, seedAkunBanksOf, uploadBoRows, uploadStatementFile } from "../support/bank-written";
import { seedStaff, STAFF, withServer } from "../support/fixture";

/**
 * Issue 13 as its reporter tried it: a new user's day of 300 BO deposits and that day's statements
 * in every layout of FORMATS.md (and the next day's, where late credits land), uploaded through the
 * server as a clerk uploads them. What the product approves is read back from the database and
 * scored against who really paid: no wrong pair, and the approvals the engine gives the same lines
 * in the bench, so the bench's figures are the product's.
 */
const SEED = 20261126;
const days = generateBankDays({ seed: SEED, websites: 1, days: 1, depositsPerDay: 300 });

const { clients: { checker } } = withServer({
  seed: async () => {
    await seedStaff({ [days.bo[0].website]: "Realistic" });
    await seedAkunBanksOf(days);
  },
  clients: STAFF,
});

describe("a day of 300 BO deposits and its statements as the banks write them, through the product (issue 13)", () => {
  it("approves no wrong pair, and the same pairs the engine approves on the same lines in the bench", async () => {
    await uploadBoRows(checker, days, days.bo);
    for (const file of days.files) await uploadStatementFile(checker, file);

    const parsed = await parseBankDays(days, SEED);
    const stored = await readStoredDays(days, parsed);
    expect(stored.stored).toEqual({ lines: parsed.mutasi.length, bo: days.bo.length });
    const product = { matches: [...stored.automatic].map(([boId, mutasiId]) => ({ boId, mutasiId })) };
    expect(product.matches.every((match) => match.mutasiId !== undefined)).toBe(true);

    expect(evaluate(product, parsed.truth, days.bo, parsed.mutasi).wrong).toEqual([]);
    const bench = scoreByClass(reconcileDeposits(days.bo, parsed.mutasi), days, parsed);
    const productScore = scoreByClass(product, days, parsed);
    expect(productScore.wrong).toBe(0);
    expect(productScore.recall).toBe(bench.recall);
    expect(productScore.decidableRecall).toBe(bench.decidableRecall);
    // the reporter's day approved 85-90% of the paid deposits
    expect(productScore.recall).toBeGreaterThan(0.93);
    expect(productScore.decidableRecall).toBeGreaterThan(0.97);
  });
});
