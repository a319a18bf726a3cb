import { isFeeLine } from "../matching/engine/fees";

/**
 * Statement lines that are not a player's money (issue 14): the bank's interest and the tax on
 * it, its fees, refunds and corrections. A marked line stays where it is and visible, but no BO
 * row is matched to it and it is counted apart. Browser-safe: the page lists the same marks.
 */
export const LINE_MARKS = ["bunga", "pajak", "biaya", "refund", "koreksi", "bukan transaksi pemain"] as const;
export type LineMark = (typeof LINE_MARKS)[number];

export function isLineMark(value: unknown): value is LineMark {
  return typeof value === "string" && (LINE_MARKS as readonly string[]).includes(value);
}

/**
 * What the statement's own text says, at its start: a transfer's text begins with the bank's
 * code (TRSF E-BANKING, BI-FAST), so a player named Bunga is never taken for interest.
 * Tax first: 'PAJAK BUNGA' is the tax on the interest.
 */
const RECOGNISED: ReadonlyArray<readonly [LineMark, RegExp]> = [
  ["pajak", /^\s*(?:PAJAK|PPH|TAX)\b/i],
  ["bunga", /^\s*(?:BUNGA|INTEREST|JASA\s+GIRO)\b/i],
  // also as banks print it after a word of their own (KR BUNGA, TAMBAHAN BUNGA, CREDIT INTEREST NOV 2026,
  // a clean-room audit), followed by nothing but a period: PEMBAYARAN BUNGA LESTARI is a transfer's news
  ["bunga", /^\s*(?:KR|CR|CREDIT|TAMBAHAN|PEMBAYARAN)\s+(?:BUNGA|INTEREST|JASA\s+GIRO)(?:\s+(?:\d[\d/.-]*|REKENING|TABUNGAN|GIRO|BULAN|BLN|JAN\w*|FEB\w*|MAR\w*|APR\w*|MEI|MAY|JUN\w*|JUL\w*|AGU\w*|AUG\w*|SEP\w*|OKT\w*|OCT\w*|NOV\w*|DES\w*|DEC\w*))*\s*$/i],
  ["biaya", /^\s*(?:BIAYA|BY\s|ADM\b|ADMIN\b|CHARGE|FEE\b)/i],
  // after the channel BCA prints first (`BI-FAST CR BIF RETUR TRANSFER DR 009 ...`): a clean-room audit
  // saw such a return on a deposit statement approve the deposit of the name it carried
  ["refund", /^\s*(?:BI-?FAST\s+(?:CR|DB)\s+(?:BIF\s+)?)?(?:REFUND|PENGEMBALIAN|RETUR)\b/i],
  ["koreksi", /^\s*(?:BI-?FAST\s+(?:CR|DB)\s+(?:BIF\s+)?)?(?:KOREKSI|REVERSAL|REVERSE|RVSL)\b/i],
];

/**
 * Words of money coming back, wherever they stand: `RETUR TRANSFER`, `Refund transfer gagal`,
 * `BI-FAST CR REVERSAL`, `RVSL`, `TRANSFER DITOLAK`, `PENOLAKAN`, `PEMBATALAN`, `KOREKSI TRANSFER`,
 * `DANA KEMBALI`, `TRANSFER TIDAK BERHASIL`, `REJECT`, `CANCEL` (a clean-room audit: a payout came back
 * as `PENOLAKAN`, `RVSL` or `TIDAK BERHASIL` and was approved); and a deposit taken back as
 * `CORRECTION`, `CORR`, `REV`, `RTN`, `VOID`, `CHARGEBACK` or `SALAH TRANSFER` (another: approved).
 * Also glued to the amount before it, as KlikBCA Individual writes every remark (`150000.00RETUR
 * DEPO`: a clean-room audit saw the deposit sent back stay approved).
 */
const MONEY_RETURNED =
  /(?<![A-Z])(?:RETUR\w*|REFUND\w*|REVERS\w*|RVSL|\w*KEMBALI\w*|PENGEMBALIAN|GAGAL|\w*TOLAK\w*|PENOLAKAN|\w*BATAL\w*|KOREKSI|TIDAK\s+BERHASIL|REJECT\w*|CANCEL\w*|FAILED|UNSUCCESSFUL|CORRECTION|CORR|REV|RTN|VOID|CHARGE\s*BACK|SALAH\s+(?:TRANSFER|TRF|KIRIM|REKENING))\b/i;

/** A line of the other direction whose text says it is money coming back (upload/ingest/returned-lines.server.ts). */
export function saysMoneyReturned(description: string): boolean {
  return MONEY_RETURNED.test(description);
}

/**
 * Money came back that could be any of several payouts (it names nobody, or fits one of two days):
 * each of them carries this note, without a mark, and is paired by a person only
 * (upload/ingest/returned-lines.server.ts, matching/reconcile/decide.server.ts).
 */
const RETURN_DOUBT = /^Dana kembali belum pasti(?: \((\d+)x\))?: /;

/** `count`: how many returns of that text may have undone the lines (two bounces of one amount, each naming nobody). */
export function returnDoubtNote(description: string, maxLength: number, count = 1): string {
  return `Dana kembali belum pasti${count > 1 ? ` (${count}x)` : ""}: ${description}`.slice(0, maxLength);
}

/** The return a line's note says may have undone it, and how many such returns there were; null when it says none. */
export function returnDoubtOf(mark: unknown, note: unknown): { description: string; count: number } | null {
  if ((mark !== null && mark !== undefined) || typeof note !== "string") return null;
  const match = RETURN_DOUBT.exec(note);
  return match ? { description: note.slice(match[0].length), count: match[1] ? Number(match[1]) : 1 } : null;
}

export function recogniseLineMark(description: string): LineMark | null {
  for (const [mark, pattern] of RECOGNISED) if (pattern.test(description)) return mark;
  return null;
}

/**
 * A withdraw statement's bank fee (BI-FAST's Rp 2.500 as `BI-FAST DB BIF BIAYA TXN ...` or
 * `TRSF E-BANKING DB ... BIAYA BIFAST`): the line the matcher sets aside (engine/fees.ts
 * isFeeLine) is a fee wherever its fee word stands. One rule for the upload's mark and for the
 * pairing by hand, so a line the matcher never pays is never paired or left open either.
 */
export function feeMarkOf(side: "deposit" | "withdraw", description: string | null, amountCents: number): "biaya" | null {
  return side === "withdraw" && isFeeLine(description, amountCents) ? "biaya" : null;
}

/** The mark an uploaded line gets from its own text: what it starts with, else a withdraw fee. */
export function recogniseStatementLine(side: "deposit" | "withdraw", description: string, amountCents: number): LineMark | null {
  return recogniseLineMark(description) ?? feeMarkOf(side, description, amountCents);
}
