/**
 * Bank fees booked as their own debit line (BNI books BI-FAST's Rp 2.500 as "BY TRX BIFAST" with
 * the transfer's journal number, so it even carries the player's account). They are never a payout.
 */
import { cleanText } from "./names";

const FEE_WORDS = /(^| )(BY|BIAYA|FEE|ADM|ADMIN|CHARGE|CHG)( |$)/;
/** No payout is this small; a fee is never larger (Rp 10.000). */
const FEE_MAX_CENTS = 1_000_000;

export function isFeeLine(description: string | null, amountCents: number): boolean {
  if (!description || amountCents > FEE_MAX_CENTS) return false;
  return FEE_WORDS.test(cleanText(description));
}
