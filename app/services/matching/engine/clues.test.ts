import { describe, expect, it } from "vitest";
import { reconcileDeposits } from "./deposits";
import type { BoDepositCandidate, MutasiDepositCandidate } from "./types";

const DAY = "2026-03-10";

function bo(id: number, fields: Partial<BoDepositCandidate> = {}): BoDepositCandidate {
  return { id, website: "WEB01", date: DAY, amountCents: 10_000_000, fullName: "Budi Santoso", username: "PL123X", corporateAccountNo: "0111222333", references: [], ...fields };
}

function credit(id: number, senderName: string | null, description: string, fields: Partial<MutasiDepositCandidate> = {}): MutasiDepositCandidate {
  return { id, website: "WEB01", date: DAY, amountCents: 10_000_000, senderName, description, accountNo: "111222333", reference: null, ...fields };
}

describe("clues beyond name and amount (issue 13)", () => {
  it("the player's username typed in the news proves a payment from a relative's account", () => {
    const lines = [credit(7, "SITI AMINAH", "TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 DEPO PL123X SITI AMINAH")];
    const result = reconcileDeposits([bo(1)], lines);
    expect(result.matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 7, reason: "AUTO: mutasi #7, amount, username PL123X in text, name 0.00, same day" })]);
  });

  it("finds the username inside a day of one round amount, where lines are compared by name keys only", () => {
    const first = ["ANDI", "DEWI", "AGUS", "RINA", "EKA", "JOKO", "MAYA", "NOVI", "PUTRI", "RIZKY", "TAUFIK", "WAHYU", "YULIA", "ZAINAL", "CAHYO", "DEDI", "FAJAR", "GILANG", "HARIS", "IRWAN"];
    const last = ["SAPUTRA", "PRATAMA", "WIJAYA", "KUSUMA", "HIDAYAT", "NUGROHO", "RAHAYU", "PERMANA", "SIREGAR", "LUBIS"];
    const names = first.flatMap((a) => last.map((b) => `${a} ${b}`));
    const many = names.map((name, i) => bo(100 + i, { fullName: name, username: `PX${i}Z` }));
    const lines = names.map((name, i) => credit(1000 + i, name, `TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 ${name}`));
    lines.push(credit(7, "SITI AMINAH", "TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 DEPO PL123X SITI AMINAH"));
    const result = reconcileDeposits([bo(1), ...many], lines);
    expect(result.matches.find((match) => match.boId === 1)).toMatchObject({ mutasiId: 7 });
  });

  it("another player's username in the news is no proof for this row", () => {
    const lines = [credit(7, "SITI AMINAH", "TRSF E-BANKING CR 1003/FTSCY/WS95031 100000.00 DEPO PL999Q SITI AMINAH")];
    expect(reconcileDeposits([bo(1)], lines).matches).toEqual([]);
  });

  it("a ShopeePay line (its reference where a sender would be) pays the one row of its odd amount", () => {
    const lines = [credit(9, null, "TRSF E-BANKING CR 0308/FTSCY/WS95031 100123.00 SF 0308 AIRPAY INTERNATION", { amountCents: 10_012_300 })];
    const result = reconcileDeposits([bo(1, { amountCents: 10_012_300 })], lines);
    expect(result.matches).toEqual([expect.objectContaining({ boId: 1, mutasiId: 9 })]);
    expect(result.matches[0].reason).toContain("amount unique, no sender name");
  });
});
