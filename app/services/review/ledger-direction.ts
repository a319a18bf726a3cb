/**
 * Deposit or withdraw: the one vocabulary for the two ways money moves, with every spelling the
 * product uses for them and the conversions between those spellings. Browser-safe; imports
 * nothing, so any feature (upload, akun bank, matching, reports) may use it.
 *   - Direction 'deposit' | 'withdraw': services, match links (match_kind), /api report fields;
 *   - code 'depo' | 'wd': the screens' ?type=, the upload form's transaction, export file names;
 *   - jenis 'DEPO' | 'WD': an akun bank's Jenis Transaksi (spec section 3);
 *   - label 'Deposit' | 'Withdraw': what screens and messages show.
 */

export type Direction = "deposit" | "withdraw";
export type DirectionCode = "depo" | "wd";
export type Jenis = "DEPO" | "WD";

export const DIRECTIONS: readonly Direction[] = ["deposit", "withdraw"];
export const DIRECTION_CODES: readonly DirectionCode[] = ["depo", "wd"];
export const JENIS: readonly Jenis[] = ["DEPO", "WD"];

const SPELLINGS = {
  deposit: { code: "depo", jenis: "DEPO", label: "Deposit" },
  withdraw: { code: "wd", jenis: "WD", label: "Withdraw" },
} as const satisfies Record<Direction, { code: DirectionCode; jenis: Jenis; label: string }>;

export function codeOf(direction: Direction): DirectionCode {
  return SPELLINGS[direction].code;
}

export function jenisOf(direction: Direction): Jenis {
  return SPELLINGS[direction].jenis;
}

export function directionLabel(direction: Direction): "Deposit" | "Withdraw" {
  return SPELLINGS[direction].label;
}

/** 'depo' or 'wd' exactly; null for anything else (callers decide about case and defaults). */
export function directionOfCode(code: DirectionCode): Direction;
export function directionOfCode(code: string | null | undefined): Direction | null;
export function directionOfCode(code: string | null | undefined): Direction | null {
  if (code === "depo") return "deposit";
  if (code === "wd") return "withdraw";
  return null;
}

/** 'DEPO' or 'WD' exactly; null for anything else. */
export function directionOfJenis(jenis: string | null | undefined): Direction | null {
  if (jenis === "DEPO") return "deposit";
  if (jenis === "WD") return "withdraw";
  return null;
}

/** A screen's ?type=: 'wd' is the withdraw table, anything else (or nothing) the deposit one. */
export function directionOfViewType(type: string | null | undefined): Direction {
  return directionOfCode(type) ?? "deposit";
}

/** 'Deposit' for 'depo', 'Withdraw' for 'wd'. */
export function labelOfCode(code: DirectionCode): "Deposit" | "Withdraw" {
  return directionLabel(directionOfCode(code));
}
