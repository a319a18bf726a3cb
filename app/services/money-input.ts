import { formatRupiah, type Cents } from "./money";

/**
 * One reading of an amount a person typed, shared by the screens (as they type, without a round
 * trip) and the server (forms and /api bodies), so what the clerk sees previewed is what is stored.
 *
 * Clerks write Rp 456.000 as `456000`, `456000.00`, `456.000`, `456.000,00`, `456,000.00` or
 * `Rp 456.000`. The last separator decides: followed by exactly two final digits it marks cents,
 * by three it marks thousands; anything else is ambiguous and refused rather than guessed, since
 * a wrong guess is a 100x or 1000x error on money. Amounts are whole rupiah: cents other than 00
 * are refused, unless the caller reads an amount that may carry cents (`{ cents: true }`: the
 * exact amount of a statement line a pair copies, 61.000,50 or 61000.5).
 */

export const MONEY_INPUT_MESSAGES = {
  unreadable: "Nominal tidak dikenali: tulis misalnya 456000, 456.000 atau 456.000,00.",
  cents: "Nominal harus rupiah bulat: di belakang koma hanya boleh ,00 atau .00.",
  notPositive: "Nominal harus lebih dari 0.",
  tooLarge: "Nominal terlalu besar.",
} as const;

/** whole rupiah; keeps cents a safe integer and inside DECIMAL(18,2) */
const MAX_RUPIAH_DIGITS = 13;

/** An edit that moves an amount by more than this factor, up or down, is confirmed once more. */
export const LARGE_CHANGE_FACTOR = 10;

export type TypedAmount = { ok: true; cents: Cents } | { ok: false; message: string };

const refuse = (message: string): TypedAmount => ({ ok: false, message });

function wholeRupiah(digits: string, extraCents = 0): TypedAmount {
  const trimmed = digits.replace(/^0+(?=\d)/, "");
  if (trimmed.length > MAX_RUPIAH_DIGITS) return refuse(MONEY_INPUT_MESSAGES.tooLarge);
  const cents = Number(trimmed) * 100 + extraCents;
  if (cents <= 0) return refuse(MONEY_INPUT_MESSAGES.notPositive);
  return { ok: true, cents };
}

export interface TypedAmountOptions {
  /** cents other than 00 are read (61.000,50 → 6.100.050 cents) instead of refused */
  cents?: boolean;
}

/** Digits grouped by threes with one kind of separator, or plain digits: the digits, else null. */
function integerPart(text: string, decimalSeparator: string | null): string | null {
  if (/^\d+$/.test(text)) return text;
  const grouped = /^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/.exec(text);
  if (!grouped || grouped[1] === decimalSeparator) return null;
  return text.replace(/[.,]/g, "");
}

/**
 * Reads a typed amount. Blank (or only 'Rp') is null: the caller decides what blank means.
 * A JSON number is read as rupiah.
 */
export function parseTypedAmount(value: string | number, options: TypedAmountOptions = {}): TypedAmount | null {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return refuse(MONEY_INPUT_MESSAGES.unreadable);
    if (value <= 0) return refuse(value === 0 ? MONEY_INPUT_MESSAGES.notPositive : MONEY_INPUT_MESSAGES.unreadable);
    if (!Number.isInteger(value)) {
      if (!options.cents) return refuse(MONEY_INPUT_MESSAGES.cents);
      // 61000.5 is 6100050 cents; 61000.505 is no amount of money
      const cents = Math.round(value * 100);
      if (Math.abs(cents - value * 100) > 1e-6 || !Number.isSafeInteger(cents)) return refuse(MONEY_INPUT_MESSAGES.unreadable);
      return wholeRupiah(String(Math.trunc(cents / 100)), cents % 100);
    }
    if (!Number.isSafeInteger(value)) return refuse(MONEY_INPUT_MESSAGES.tooLarge);
    return wholeRupiah(String(value));
  }
  const text = value.replace(/[\s\u00a0]+/g, "").replace(/^rp\.?/i, "");
  if (!text) return null;
  if (!/^[\d.,]+$/.test(text) || !/^\d/.test(text)) return refuse(MONEY_INPUT_MESSAGES.unreadable);
  const last = Math.max(text.lastIndexOf("."), text.lastIndexOf(","));
  if (last < 0) return wholeRupiah(text);
  const tail = text.slice(last + 1);
  if (tail.length === 3) {
    const digits = integerPart(text, null);
    return digits === null ? refuse(MONEY_INPUT_MESSAGES.unreadable) : wholeRupiah(digits);
  }
  if (tail.length === 2 && /^\d\d$/.test(tail)) {
    const digits = integerPart(text.slice(0, last), text[last]);
    if (digits === null) return refuse(MONEY_INPUT_MESSAGES.unreadable);
    if (tail !== "00" && !options.cents) return refuse(MONEY_INPUT_MESSAGES.cents);
    return wholeRupiah(digits, Number(tail));
  }
  // one digit after a separator is cents written short (456000,5); otherwise nothing we can read
  const shortCents = tail.length === 1 && /^\d$/.test(tail) && /^\d+$/.test(text.slice(0, last));
  if (shortCents && options.cents) return wholeRupiah(text.slice(0, last), Number(tail) * 10);
  return refuse(shortCents ? MONEY_INPUT_MESSAGES.cents : MONEY_INPUT_MESSAGES.unreadable);
}

/**
 * The new amount is LARGE_CHANGE_FACTOR times the old one or more, or its tenth or less: one zero
 * too many or too few, the commonest slip, is exactly tenfold.
 */
export function isLargeChange(oldCents: Cents, newCents: Cents): boolean {
  if (oldCents <= 0 || newCents <= 0) return oldCents !== newCents;
  return newCents >= oldCents * LARGE_CHANGE_FACTOR || oldCents >= newCents * LARGE_CHANGE_FACTOR;
}

/** `Rp 45.600.000 → Rp 456.000`: how an edited amount is shown before it is approved. */
export function amountChangeText(oldCents: Cents, newCents: Cents): string {
  return `Rp ${formatRupiah(oldCents)} → Rp ${formatRupiah(newCents)}`;
}
