import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEPOSIT_DAY_LAG, reconcileDeposits } from "../../app/services/matching/engine/deposits";
import type { BoDepositCandidate, MutasiDepositCandidate } from "../../app/services/matching/engine/types";
import { verdictsOf } from "../../app/services/matching/engine/verdicts";
import { reconcileWithdrawals, WITHDRAW_DAY_LAG } from "../../app/services/matching/engine/withdrawals";
import { parseStatementUpload } from "../../app/services/upload/parsers/parse.server";
import { generateBankDays, parseBankDays } from "../../bench/bank-day";
import { generateBankWithdrawals } from "../../bench/bank-withdrawals";
import { evaluate } from "../../bench/synthetic";

const fixture = (name: string) => fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/uploads", name), "utf8");

describe("tiers and reasons on real and bank-written statements (issue 13, points 3 and 6)", () => {
  it("a real KlikBCA file: the senders as printed (cut with a title, after BI-FAST's bank code), an e-wallet credit, an amount nobody paid", async () => {
    const parsed = await parseStatementUpload("bca", fixture("klikbca-individual.csv"), { transaction: "depo", statementDate: "2026-05-09", now: new Date("2026-06-01T00:00:00Z") });
    const lines: MutasiDepositCandidate[] = parsed.rows.map((row, i) => ({
      id: i + 1, website: "ABC", date: row.date, amountCents: row.amountCents, senderName: row.senderName ?? null, description: row.description ?? null,
      accountNo: "0111222333", reference: row.reference ?? null, senderAccountNo: row.accountNo ?? null,
    }));
    const lineOf = (sender: string | null, amountCents: number) => lines.find((line) => line.senderName === sender && line.amountCents === amountCents)!;
    const ayu = lineOf("AYU DIAJENG SEKAR", 25_000_000);
    const dian = lineOf("DIAN PERWITA", 5_000_000);
    const wallet = lines.find((line) => line.amountCents === 15_000_000)!;
    const bo = (id: number, fullName: string, amountCents: number, date: string): BoDepositCandidate => ({
      id, website: "ABC", date, amountCents, fullName, username: `player${id}`, corporateAccountNo: "0111222333", references: [],
    });
    const bos = [
      bo(1, "Ayu Diajeng Sekar Ningrum", 25_000_000, ayu.date),
      bo(2, "Dian Perwita Sari", 5_000_000, dian.date),
      bo(3, "Budi Hartono", 15_000_000, wallet.date),
      bo(4, "Joko Susilo", 50_000_000, ayu.date),
    ];
    const verdicts = verdictsOf("deposit", bos, lines, reconcileDeposits(bos, lines), DEPOSIT_DAY_LAG);
    expect(verdicts).toEqual([
      { boId: 1, tier: "otomatis", reason: 'Nama pengirim "AYU DIAJENG SEKAR" sama, nominal Rp 250.000 sama, masuk di tanggal BO', candidates: [ayu.id] },
      { boId: 2, tier: "otomatis", reason: 'Nama pengirim "DIAN PERWITA" sama, nominal Rp 50.000 sama, masuk di tanggal BO', candidates: [dian.id] },
      {
        boId: 3,
        tier: "saran",
        reason: `Kemungkinan mutasi #${wallet.id}: Tanpa nama pengirim, nominal Rp 150.000 sama, masuk di tanggal BO. Belum otomatis: tanpa nama pengirim, dan nominal bulat bisa juga transfer orang lain yang tidak ada di BO.`,
        candidates: [wallet.id],
      },
      { boId: 4, tier: "tidak ada", reason: "Tidak ada mutasi masuk bernominal Rp 500.000 di tanggal BO atau sehari sesudahnya.", candidates: [] },
    ]);
  });

  it("bank-written deposits: every row gets a tier, otomatis exactly for the approved rows, a reason for every other row and its candidates where it has any", async () => {
    const days = generateBankDays({ seed: 21, websites: 2, days: 2, depositsPerDay: 300 });
    const parsed = await parseBankDays(days, 21);
    const result = reconcileDeposits(days.bo, parsed.mutasi);
    const verdicts = verdictsOf("deposit", days.bo, parsed.mutasi, result, DEPOSIT_DAY_LAG);
    expect(verdicts.map((verdict) => verdict.boId)).toEqual(days.bo.map((row) => row.id).sort((a, b) => a - b));
    const approved = new Set(result.matches.map((match) => match.boId));
    for (const verdict of verdicts) {
      expect(verdict.tier === "otomatis").toBe(approved.has(verdict.boId));
      expect(verdict.reason.length).toBeGreaterThan(10);
      if (verdict.tier === "saran" || verdict.tier === "ambigu") expect(verdict.candidates.length).toBeGreaterThan(0);
    }
    expect(new Set(verdicts.map((verdict) => verdict.tier))).toEqual(new Set(["otomatis", "saran", "ambigu", "tidak ada"]));
  });

  it("bank-written withdrawals: no payout approved with a debit that did not pay it, nearly all approved, every other payout told why", async () => {
    const payouts = await generateBankWithdrawals({ seed: 5, websites: 2, days: 2, perDay: 150 });
    const result = reconcileWithdrawals(payouts.bo, payouts.mutasi);
    const score = evaluate(result, payouts.truth, payouts.bo, payouts.mutasi);
    expect(score.wrong).toEqual([]);
    expect(score.recall).toBeGreaterThan(0.97);
    const verdicts = verdictsOf("withdraw", payouts.bo, payouts.mutasi, result, WITHDRAW_DAY_LAG);
    expect(verdicts.filter((verdict) => verdict.tier === "otomatis").length).toBe(result.matches.length);
    // the request time where the BI-FAST statement gives one, else the day
    for (const verdict of verdicts) expect(verdict.reason).toMatch(verdict.tier === "otomatis" ? /keluar (di tanggal BO|\d+ (jam|menit)( \d+ menit)? (setelah|sebelum) request|di menit yang sama dengan request)$/ : /\.$/);
  });
});
