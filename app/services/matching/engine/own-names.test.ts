import { describe, expect, it } from "vitest";
import { reconcileDeposits } from "./deposits";
import { reconcileWithdrawals } from "./withdrawals";
import type { BoDepositCandidate, BoWithdrawCandidate, MutasiDepositCandidate, MutasiWithdrawCandidate } from "./types";

// a clean-room audit's near namesakes, as KlikBCA writes their credits
const DAY = "2026-11-18";

function ticket(id: number, fullName: string, fields: Partial<BoDepositCandidate> = {}): BoDepositCandidate {
  return { id, website: "GCR", date: DAY, amountCents: 2_500_000, fullName, username: `player${id}`, corporateAccountNo: "5860660999", references: [], ...fields };
}

function credit(id: number, senderName: string, fields: Partial<MutasiDepositCandidate> = {}): MutasiDepositCandidate {
  return {
    id,
    website: "GCR",
    date: DAY,
    amountCents: 2_500_000,
    senderName,
    description: `TRSF E-BANKING CR 1811/FTSCY/WS95031 25000.00 ${senderName}`,
    accountNo: "5860660999",
    reference: null,
    ...fields,
  };
}

const pairs = (result: ReturnType<typeof reconcileDeposits>) => result.matches.map((match) => [match.boId, match.mutasiId]);
const heldRows = (result: ReturnType<typeof reconcileDeposits>) => result.ambiguous.map((row) => row.boId).sort();

describe("near namesakes who both paid: each line read as written", () => {
  it("pays AHMAD FAUZI and AHMAD FAUZY their own credits, whichever order they come in", () => {
    const tickets = [ticket(1, "Ahmad Fauzi"), ticket(2, "Ahmad Fauzy")];
    const credits = [credit(10, "AHMAD FAUZY"), credit(11, "AHMAD FAUZI")];
    expect(pairs(reconcileDeposits(tickets, credits))).toEqual([[1, 11], [2, 10]]);
    expect(pairs(reconcileDeposits([...tickets].reverse(), [...credits].reverse()))).toEqual([[1, 11], [2, 10]]);
  });

  it("pays three spellings of one name their own credits", () => {
    const result = reconcileDeposits(
      [ticket(1, "Novi Andriani"), ticket(2, "Novi Andriany"), ticket(3, "Novi Andriyani")],
      [credit(10, "NOVI ANDRIANY"), credit(11, "NOVI ANDRIYANI"), credit(12, "NOVI ANDRIANI")],
    );
    expect(pairs(result)).toEqual([[1, 12], [2, 10], [3, 11]]);
  });

  it("holds a single credit of one spelling: the other player's bank may spell his name so", () => {
    const result = reconcileDeposits([ticket(1, "Ahmad Fauzi"), ticket(2, "Ahmad Fauzy")], [credit(10, "AHMAD FAUZY")]);
    expect(pairs(result)).toEqual([]);
    expect(heldRows(result)).toEqual([1, 2]);
  });

  it("holds both where a third ticket of one of the names competes", () => {
    const result = reconcileDeposits(
      [ticket(1, "Ahmad Fauzi"), ticket(2, "Ahmad Fauzy"), ticket(3, "Ahmad Fauzi")],
      [credit(10, "AHMAD FAUZY"), credit(11, "AHMAD FAUZI")],
    );
    expect(pairs(result)).toEqual([]);
    expect(heldRows(result)).toEqual([1, 2, 3]);
  });

  it("leaves the line the player's own account proves to him, though it shows the other player's very name", () => {
    // AHMAD FAUZI pays from an account his bank spells FAUZY: the account decides, not the spelling
    const result = reconcileDeposits(
      [ticket(1, "Ahmad Fauzi", { playerAccountNo: "BCA - 2043493636" }), ticket(2, "Ahmad Fauzy")],
      [credit(10, "AHMAD FAUZY", { senderAccountNo: "2043493636" }), credit(11, "AHMAD FAUZI")],
    );
    expect(pairs(result)).toContainEqual([1, 10]);
    expect(pairs(result)).not.toContainEqual([2, 10]);
    expect(new Set(pairs(result).map(([, line]) => line)).size).toBe(pairs(result).length);
  });

  it("holds both where the time speaks against a very name: booked hours before either ticket was filed", () => {
    const at = (hour: number, minute = 0) => Date.UTC(2026, 10, 18, hour - 7, minute);
    const result = reconcileDeposits(
      [ticket(1, "Ahmad Fauzi", { requestedAt: at(10) }), ticket(2, "Ahmad Fauzy", { requestedAt: at(10) })],
      [credit(10, "AHMAD FAUZY", { bookedAt: at(10, 2) }), credit(11, "AHMAD FAUZI", { bookedAt: at(6) })],
    );
    expect(pairs(result)).toEqual([]);
    expect(heldRows(result)).toEqual([1, 2]);
  });

  it("pays near namesakes' payouts to their own names too", () => {
    const payout = (id: number, fullName: string): BoWithdrawCandidate => ({
      id,
      website: "GCR",
      date: DAY,
      amountCents: 50_000_000,
      fullName,
      username: `player${id}`,
      corporateAccountNo: "5860660999",
      playerAccountNo: null,
      references: [],
    });
    const debit = (id: number, receiverName: string): MutasiWithdrawCandidate => ({
      id,
      website: "GCR",
      date: DAY,
      amountCents: 50_000_000,
      receiverName,
      playerAccountNo: null,
      description: `TRSF E-BANKING DB 1811/FTFVA/WS95051 500000.00 ${receiverName}`,
      accountNo: "5860660999",
      reference: null,
    });
    const result = reconcileWithdrawals([payout(1, "Rizky Pratama"), payout(2, "Rizki Pratama")], [debit(10, "RIZKI PRATAMA"), debit(11, "RIZKY PRATAMA")]);
    expect(result.matches.map((match) => [match.boId, match.mutasiId])).toEqual([[1, 11], [2, 10]]);
  });
});
