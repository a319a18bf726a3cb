import { describe, expect, it } from "vitest";
import { amountChangeText, isLargeChange, MONEY_INPUT_MESSAGES, parseTypedAmount } from "./money-input";

describe("parseTypedAmount", () => {
  it("reads every way clerks write Rp 456.000 as 456000 rupiah", () => {
    for (const typed of ["456000", "456000.00", "456000,00", "456.000", "456,000", "456.000,00", "456,000.00", "Rp 456.000", "rp456.000,00", " Rp. 456 000 ", 456000]) {
      expect(parseTypedAmount(typed), String(typed)).toEqual({ ok: true, cents: 45_600_000 });
    }
    expect(parseTypedAmount("1.234.567")).toEqual({ ok: true, cents: 123_456_700 });
    expect(parseTypedAmount("1,234,567.00")).toEqual({ ok: true, cents: 123_456_700 });
  });

  it("refuses cents other than 00", () => {
    for (const typed of ["456000.50", "456.000,01", "456000,5", "456000.1", 456000.5]) {
      expect(parseTypedAmount(typed), String(typed)).toEqual({ ok: false, message: MONEY_INPUT_MESSAGES.cents });
    }
  });

  it("reads cents when the caller takes them (a statement line's exact amount), the same separators deciding", () => {
    for (const typed of ["61.000,50", "61000,50", "61,000.50", "61000.50", "Rp 61.000,50", "61000,5", 61000.5]) {
      expect(parseTypedAmount(typed, { cents: true }), String(typed)).toEqual({ ok: true, cents: 6_100_050 });
    }
    expect(parseTypedAmount("61.000", { cents: true })).toEqual({ ok: true, cents: 6_100_000 });
    expect(parseTypedAmount("0,01", { cents: true })).toEqual({ ok: true, cents: 1 });
    expect(parseTypedAmount(61000.505, { cents: true })).toEqual({ ok: false, message: MONEY_INPUT_MESSAGES.unreadable });
    expect(parseTypedAmount("1.000,000", { cents: true })).toEqual({ ok: false, message: MONEY_INPUT_MESSAGES.unreadable });
  });

  it("refuses what it cannot read unambiguously instead of guessing", () => {
    for (const typed of ["12a", "-5", "1e5", "4560.0000", "1234.000", "1.000,000", "456.000.00", "1,000,00", ".500", "Rp -1"]) {
      expect(parseTypedAmount(typed), typed).toEqual({ ok: false, message: MONEY_INPUT_MESSAGES.unreadable });
    }
    expect(parseTypedAmount("0")).toEqual({ ok: false, message: MONEY_INPUT_MESSAGES.notPositive });
    expect(parseTypedAmount(-3)).toEqual({ ok: false, message: MONEY_INPUT_MESSAGES.unreadable });
    expect(parseTypedAmount("12345678901234")).toEqual({ ok: false, message: MONEY_INPUT_MESSAGES.tooLarge });
  });

  it("leaves blank to the caller", () => {
    expect(parseTypedAmount("")).toBeNull();
    expect(parseTypedAmount("  ")).toBeNull();
    expect(parseTypedAmount("Rp ")).toBeNull();
  });
});

describe("isLargeChange and amountChangeText", () => {
  it("flags an edit that moves the amount ten times or more either way", () => {
    expect(isLargeChange(4_560_000_000, 45_600_000)).toBe(true);
    expect(isLargeChange(45_600_000, 4_560_000_000)).toBe(true);
    // one zero too many or too few: exactly tenfold
    expect(isLargeChange(45_600_000, 456_000_000)).toBe(true);
    expect(isLargeChange(50_000_000, 5_000_000)).toBe(true);
    expect(isLargeChange(45_600_000, 455_000_000)).toBe(false);
    expect(isLargeChange(45_600_000, 50_000_000)).toBe(false);
    expect(amountChangeText(4_560_000_000, 45_600_000)).toBe("Rp 45.600.000 → Rp 456.000");
    // cents always in two digits, as the bank prints them
    expect(amountChangeText(6_100_000, 6_100_050)).toBe("Rp 61.000 → Rp 61.000,50");
    expect(amountChangeText(6_100_005, 6_100_000)).toBe("Rp 61.000,05 → Rp 61.000");
  });
});
