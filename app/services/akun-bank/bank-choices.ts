// Pure: the Data Bank dialog (and later the upload page) use these in the browser, so this file
// must not import the models.
import { directionLabel, directionOfCode, DIRECTIONS, jenisOf, type Jenis } from "../review/ledger-direction";

/** Spec section 3: bank and wallet choices of a Data Bank account. */
export const BANK_CHOICES = [
  { value: "BCA", label: "BCA" },
  { value: "BRI", label: "BRI" },
  { value: "MANDIRI", label: "MANDIRI" },
  { value: "BNI", label: "BNI" },
  { value: "CIMB", label: "CIMB" },
  { value: "OVO", label: "OVO" },
  { value: "DANA", label: "DANA" },
  { value: "LINKAJA", label: "LinkAja" },
  { value: "GOPAY", label: "GoPay" },
] as const;

export type BankCode = (typeof BANK_CHOICES)[number]["value"];

export const BANK_PLACEHOLDER = "Pilih bank / wallet";

/** Spec: Jenis Transaksi, Deposit = DEPO, Withdraw = WD. */
export const JENIS_TRANSAKSI_CHOICES = DIRECTIONS.map((direction) => ({ value: jenisOf(direction), label: directionLabel(direction) }));

export const JENIS_TRANSAKSI_PLACEHOLDER = "-- Pilih Jenis Transaksi --";

export function isBankCode(value: string): value is BankCode {
  return BANK_CHOICES.some((choice) => choice.value === value);
}

export function bankLabel(code: string): string {
  return BANK_CHOICES.find((choice) => choice.value === code)?.label ?? code;
}

/** Spec: the account number is digits only (stripped as typed, and again by the server). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

/** One account number however written: digits only, leading zeros aside (Excel drops them, Data Bank keeps them). */
export function accountNumberKey(value: string | null): string {
  return digitsOnly(value ?? "").replace(/^0+/, "");
}

/**
 * Spec section 5, the account list lookup of the upload page: 'mandiri-excel' is MANDIRI,
 * 'bni-mobile' and 'bni-internet' are BNI; any other option (bca, cimb, bri, ovo, dana,
 * linkaja, gopay) is its own name upper-cased.
 */
export function bankOfUploadOption(option: string): string {
  const key = option.trim().toLowerCase();
  if (key === "mandiri-excel") return "MANDIRI";
  if (key === "bni-mobile" || key === "bni-internet") return "BNI";
  return key.toUpperCase();
}

/** The upload page's transaction ('depo' or 'wd') as Jenis Transaksi; null for anything else. */
export function jenisOfUploadTransaction(transaction: string): Jenis | null {
  const direction = directionOfCode(transaction.trim().toLowerCase());
  return direction && jenisOf(direction);
}
