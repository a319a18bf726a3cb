/**
 * Bank fees booked as their own debit line (BNI books BI-FAST's Rp 2.500 as "BY TRX BIFAST" with
 * the transfer's journal number, so it even carries the player's account). They are never a payout.
 */
import { cleanText } from "./names";

const FEE_WORDS = /(^| )(BY|BIAYA|FEE|ADM|ADMIN|CHARGE|CHG)( |$)/;
/**
 * A fee is never larger (RTGS charges up to about Rp 35.000; BI-FAST Rp 2.500, online transfers
 * Rp 6.500). A line this small with a fee word is a fee even where it names the payee ("RTGS DB
 * BIAYA KE 008 NURUL JAYA MAULANA"), though a payout of its amount exists.
 */
const FEE_MAX_CENTS = 5_000_000;

export function isFeeLine(description: string | null, amountCents: number): boolean {
  if (!description || amountCents > FEE_MAX_CENTS) return false;
  return FEE_WORDS.test(cleanText(description));
}
