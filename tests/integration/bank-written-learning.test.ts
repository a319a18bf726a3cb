import { describe, expect, it } from "vitest";
import { MatchVerdict } from "~/models/models.server";
import { generateBankDays, parseBankDays, scoreByClass } from "../../bench/bank-day";
import { reconcileAsClerksWork } from "../../bench/learning";
import { evaluate } from "../../bench/synthetic";
import { readStoredDays, seedAkunBanksOf, uploadBoRows, uploadStatementFile } from "../support/bank-written";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { daysAgo } from "../support/view-pages";

/**
 * Issue 13, point 5, at the scale of real days: two days of 300 BO deposits written as the banks
 * write them, uploaded day by day; each evening the checker pairs by hand every paid row the
 * product left whose credit has come. Players who pay from a family member's account are then
 * approved automatically the next day, from the alias their hand pair taught, and what the product
 * decides is what the bench's model of the same days (bench/learning.ts) decides.
 */
const SEED = 9;
// the day before yesterday and yesterday, with today's statement for late credits: the days a checker may still pair
const days = generateBankDays({ seed: SEED, websites: 1, days: 2, depositsPerDay: 300, startDate: daysAgo(2) });

const { clients: { checker } } = withServer({
  seed: async () => {
    await seedStaff({ [days.bo[0].website]: "Realistic" });
    await seedAkunBanksOf(days);
  },
  clients: STAFF,
});

describe("two bank-written days as a checker works them: hand pairs teach, the next day is approved from what they taught", () => {
  it("approves the second day's family-account transfers from the first day's hand pairs, with no wrong pair, as the bench's model does", async () => {
    const parsed = await parseBankDays(days, SEED);
    const lineDate = new Map(parsed.mutasi.map((line) => [line.id, line.date]));
    const dates = [...new Set(days.files.map((file) => file.statementDate))].sort();
    let handPaired = 0;
    for (const date of dates) {
      const rows = days.bo.filter((row) => row.date === date);
      if (rows.length > 0) await uploadBoRows(checker, days, rows);
      for (const file of days.files.filter((each) => each.statementDate === date)) await uploadStatementFile(checker, file);
      // the evening: every paid row left whose credit has come is paired by hand
      const stored = await readStoredDays(days, parsed);
      const taken = new Set(stored.automatic.values());
      for (const row of days.bo) {
        const lineId = parsed.truth.get(row.id);
        if (row.date > date || stored.automatic.has(row.id) || stored.manual.has(row.id) || lineId === undefined || taken.has(lineId) || lineDate.get(lineId)! > date) continue;
        const boId = stored.boIdOf.get(row.id)!;
        const response = await checker.json("POST", "/api/pairbomutasi", { kind: "deposit", bo_id: boId, mutasi_id: stored.mutasiIdOf.get(lineId) });
        expect(response.status, await response.clone().text()).toBe(200);
        handPaired++;
      }
    }

    const stored = await readStoredDays(days, parsed);
    const product = { matches: [...stored.automatic].map(([boId, mutasiId]) => ({ boId, mutasiId })) };
    expect(evaluate(product, parsed.truth, days.bo, parsed.mutasi).wrong).toEqual([]);
    const model = reconcileAsClerksWork(days, parsed);
    expect(handPaired).toBe(model.handPaired);
    expect(new Set(product.matches.map((match) => match.boId))).toEqual(new Set(model.matches.map((match) => match.boId)));

    // the rows only a learnt alias can decide: each approved, and View BO says who taught it
    const learnable = [...days.truthOf].filter(([, truth]) => truth.learnable && !truth.decidable).map(([boId]) => boId);
    expect(learnable.length).toBeGreaterThanOrEqual(5);
    const score = scoreByClass(product, days, parsed, { learnt: true });
    expect(score.wrong).toBe(0);
    for (const boId of learnable) {
      expect(stored.automatic.get(boId)).toBe(parsed.truth.get(boId));
      const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: stored.boIdOf.get(boId)! } });
      expect(verdict?.verdict_tier).toBe("otomatis");
      expect(verdict?.verdict_reason).toMatch(/alias dikonfirmasi oleh checker1 pada \d+-[A-Z][a-z]{2}-\d{4}/);
    }
  });
});
