import { describe, expect, it } from "vitest";
import { reconcileDeposits } from "./deposits";
import { verdictsOf } from "./verdicts";
import type { BoDepositCandidate, MutasiDepositCandidate } from "./types";

/**
 * Two players' open tickets of one amount, one credit whose name fits both, from the bank one of
 * them registered (other-bank-rivals.ts). The cases are a clean-room audit's (names1 F1, F2): the
 * payer paid from a BCA account of his own while registered at BRI.
 */
const DAY = "2026-11-27";
const AT = Date.parse("2026-11-27T10:00:00+07:00");

function bo(id: number, fullName: string, username: string, playerAccountNo: string, minutes = 0): BoDepositCandidate {
  return { id, website: "WEB01", date: DAY, amountCents: 32_000_000, fullName, username, playerAccountNo, corporateAccountNo: "0111222333", references: [], requestedAt: AT + minutes * 60_000 };
}

/** KlikBCA Individual: BCA to BCA, cut at 18 characters. */
function bcaCredit(id: number, senderName: string): MutasiDepositCandidate {
  const description = `TRSF E-BANKING CR 2711/FTSCY/WS95031 320000.00${senderName}`;
  return { id, website: "WEB01", date: DAY, amountCents: 32_000_000, senderName, description, accountNo: "0111222333", accountBank: "BCA", reference: null, bookedAt: null };
}

const pairs = (result: ReturnType<typeof reconcileDeposits>) => result.matches.map((match): [number, number] => [match.boId, match.mutasiId]);

describe("an unpaid rival whom only the sender's bank told apart holds the pair", () => {
  it("the payer's own full name, his longer namesake at the line's bank: neither is approved", () => {
    const rahman = bo(1, "AHMAD FAUZI RAHMAN", "fauzi01", "BRI - 1111111111");
    const rahmanto = bo(2, "AHMAD FAUZI RAHMANTO", "fauzi02", "BCA - 2222222222", 3);
    const line = bcaCredit(7, "AHMAD FAUZI RAHMAN");
    const result = reconcileDeposits([rahman, rahmanto], [line]);
    expect(result.matches).toEqual([]);
    const verdicts = verdictsOf("deposit", [rahman, rahmanto], [line], result, 1);
    expect(verdicts.map((verdict) => [verdict.boId, verdict.candidates])).toEqual([
      [1, [7]],
      [2, [7]],
    ]);
    expect(verdicts.every((verdict) => verdict.tier !== "otomatis")).toBe(true);
  });

  it("two namesakes of one amount and one credit from the bank of one: neither is approved", () => {
    const first = bo(1, "BUDI SANTOSO", "budi01", "BCA - 3333333333");
    const second = bo(2, "BUDI SANTOSO", "budi05", "BRI - 4444444444", 4);
    expect(reconcileDeposits([first, second], [bcaCredit(7, "BUDI SANTOSO")]).matches).toEqual([]);
  });

  it("a credit for each from his own bank: the bank tells the two credits apart, both are approved", () => {
    const first = bo(1, "BUDI SANTOSO", "budi01", "BCA - 3333333333");
    const second = bo(2, "BUDI SANTOSO", "budi05", "BRI - 4444444444", 4);
    const fromBri: MutasiDepositCandidate = { ...bcaCredit(8, "BUDI SANTOSO"), description: "BI-FAST CR TRANSFER DR 002 BUDI SANTOSO" };
    expect(pairs(reconcileDeposits([first, second], [bcaCredit(7, "BUDI SANTOSO"), fromBri]))).toEqual([
      [1, 7],
      [2, 8],
    ]);
  });

  it("alone, the player of the line's bank is approved as before", () => {
    expect(pairs(reconcileDeposits([bo(2, "AHMAD FAUZI RAHMANTO", "fauzi02", "BCA - 2222222222")], [bcaCredit(7, "AHMAD FAUZI RAHMAN")]))).toEqual([[2, 7]]);
  });
});
