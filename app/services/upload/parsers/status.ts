import type { Wallet } from "./types";

/**
 * Payment reports (QRIS, e-wallet, Nexus Pay) list failed and waiting payments beside paid ones.
 * Only a paid line is money received; the words vary by provider, so they are read by keyword.
 */
export type LineStatus = "ok" | "pending" | "ignored";

const PENDING = /PEND|PROSES|PROCESS|WAIT|MENUNGGU|ONGOING|HOLD|UNPAID|BELUM/;
const IGNORED = /FAIL|GAGAL|EXPIRE|KADALUARSA|CANCEL|BATAL|REJECT|TOLAK|VOID|REFUND|REVERS|CHARGEBACK|DECLINE|ERROR/;
const OK = /SUKSES|SUCCESS|BERHASIL|PAID|LUNAS|SETTLE|COMPLETE|SELESAI|APPROVE|DONE|^OK$|^S$|CAPTURED|DIBAYAR|SUCCEED/;

/** A payment report's row whose status says the payment went back to the payer (`REFUND`, `REFUNDED`, `REVERSED`): money that came back. */
export function statusSaysRefunded(raw: string): boolean {
  return /REFUND|REVERS|CHARGEBACK/.test(raw.toUpperCase());
}

/** null: a status this reader does not know (a problem, not a guess). */
export function parseStatusCell(raw: string): LineStatus | null {
  const text = raw.trim().toUpperCase();
  if (text === "") return "ok";
  // 'UNPAID' contains 'PAID', 'NOT SETTLED' contains 'SETTLE': the negative words go first
  if (IGNORED.test(text)) return "ignored";
  if (PENDING.test(text)) return "pending";
  if (OK.test(text)) return "ok";
  return null;
}

const WALLET_LABELS: ReadonlyArray<readonly [RegExp, Wallet]> = [
  [/GO-?PAY|GOJEK/, "GOPAY"],
  [/\bOVO\b/, "OVO"],
  [/SHOPEE/, "SHOPEEPAY"],
  [/\bDANA\b/, "DANA"],
  [/LINK\s*AJA/, "LINKAJA"],
];

/** An e-wallet named in a report column (Penerbit, E-Wallet, Channel). */
export function walletFromLabel(raw: string): Wallet | null {
  const text = raw.toUpperCase();
  for (const [pattern, wallet] of WALLET_LABELS) if (pattern.test(text)) return wallet;
  return null;
}
