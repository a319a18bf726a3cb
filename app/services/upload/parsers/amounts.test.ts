import { describe, expect, it } from "vitest";
import { parseAmountCell, parseDirectionCell, plainAmountCents } from "./amounts";

describe("amounts as banks write them", () => {
  it.each([
    ["1.000.000,00", 100_000_000, null],
    ["1,000,000.00", 100_000_000, null],
    [".00", 0, null],
    ["Rp 1.234", 123_400, null],
    ["Rp1.359.500", 135_950_000, null],
    ["IDR 1,234.50", 123_450, null],
    ["1234.5", 123_450, null],
    ["150000,00", 15_000_000, null],
    ["1,000", 100_000, null],
    ["511400.00", 51_140_000, null],
    ["-50.000", -5_000_000, null],
    ["(50.000)", -5_000_000, null],
    ["50.000-", -5_000_000, null],
    // whole rupiah, as Indonesians write it (a clean-room audit: read as negative, a top-up stored as a payout)
    ["Rp 150.000,-", 15_000_000, null],
    ["150.000,- CR", 15_000_000, "CR"],
    ["Rp150.000.-", 15_000_000, null],
    ["7,083,000.00 DB", 708_300_000, "DB"],
    ["47.146.923,00 CR", 4_714_692_300, "CR"],
    ["511400.00DB", 51_140_000, "DB"],
    ["100000 D", 10_000_000, "DB"],
    ["100000 K", 10_000_000, "CR"],
    ["'108400.00", 10_840_000, null],
    ["100000.000000001", 10_000_000, null],
    ["  2.500  ", 250_000, null],
  ] as const)("%s", (text, cents, direction) => {
    expect(parseAmountCell(text)).toEqual({ kind: "amount", cents, direction });
  });

  it.each(["12a", "1.23.456", "1,234.567", "abc", "1..0", "50K", "1.2.3,4,5"])("refuses %s", (text) => {
    expect(parseAmountCell(text).kind).toBe("invalid");
  });

  it.each(["", "  ", "-", "—"])("reads %j as empty", (text) => {
    expect(parseAmountCell(text).kind).toBe("empty");
  });

  it("reads DANA's integer cents", () => {
    expect(parseAmountCell("15000000", "cents")).toEqual({ kind: "amount", cents: 15_000_000, direction: null });
    expect(parseAmountCell("-2500000", "cents")).toEqual({ kind: "amount", cents: -2_500_000, direction: null });
    expect(parseAmountCell("150.5", "cents").kind).toBe("invalid");
  });

  it.each([
    ["CR", "CR"], ["DB", "DB"], ["C", "CR"], ["D", "DB"], ["Cr", "CR"], ["Db", "DB"], ["K", "CR"],
    ["Kredit", "CR"], ["Debet", "DB"], ["DEPOSIT", "CR"], ["WITHDRAW", "DB"], ["PAYMENT", "CR"], ["REFUND", "DB"], ["", null], ["XYZ", "invalid"],
  ] as const)("direction %s", (text, expected) => {
    expect(parseDirectionCell(text)).toBe(expected);
  });
});

describe("plain amounts, read without the general path", () => {
  it.each([
    ["150000", "rupiah", 15_000_000],
    ["150000.5", "rupiah", 15_000_050],
    ["150000.05", "rupiah", 15_000_005],
    ["0", "rupiah", 0],
    ["99999999999999", "cents", 99_999_999_999_999],
    ["999999999999999", "cents", -1],
    ["12345", "cents", 12_345],
  ] as const)("%s in %s", (text, unit, cents) => {
    expect(plainAmountCents(text, unit)).toBe(cents);
  });

  it.each(["", ".00", "1.000", "1,5", "150000.", "1e5", " 150000", "-5", "1234567890123456", "12.5"])("leaves %j to the general path", (text) => {
    const unit = text === "12.5" ? "cents" : "rupiah";
    expect(plainAmountCents(text, unit)).toBe(-1);
  });

  it("agrees with the general path wherever it answers", () => {
    for (const text of ["1", "10", "999", "1000.1", "1000.10", "999999999999", "0.01"]) {
      const plain = plainAmountCents(text);
      expect(parseAmountCell(text)).toEqual({ kind: "amount", cents: plain, direction: null });
    }
  });
});
