/** Deposits: pending BO deposits against unmatched credit lines of the deposit accounts. */
import { releaseNameCache } from "./names";
import { Places } from "./places";
import { DEPOSIT_EARLY_LIMIT_MINUTES, NAME_ACCEPT } from "./thresholds";
import { prepareBo, prepareLine, sortedById } from "./prepared";
import { runPerWebsite } from "./websites";
import type { BoDepositCandidate, MutasiDepositCandidate, ReconcileOptions, ReconcileResult } from "./types";

/** Late transfers land the day after the BO date. */
export const DEPOSIT_DAY_LAG = 1;
/**
 * A player who paid at 23:58 files the form at 00:03: a request this early may be paid the evening
 * before, as any request may be paid up to the hour before it (thresholds.ts DEPOSIT_EARLY_LIMIT_MINUTES;
 * a clean-room audit: a credit 45 minutes before a 00:30 request was "di luar batas")
 */
export const PAID_BEFORE_MIDNIGHT_MINUTES = DEPOSIT_EARLY_LIMIT_MINUTES;

export function reconcileDeposits(
  bo: readonly BoDepositCandidate[],
  mutasi: readonly MutasiDepositCandidate[],
  options: ReconcileOptions = {},
): ReconcileResult {
  try {
    const places = new Places();
    return runPerWebsite(
      sortedById(bo, "BO deposit"),
      sortedById(mutasi, "mutasi deposit"),
      (row) => prepareBo(row, places),
      (row) => prepareLine(row, row.senderName, row.senderAccountNo ?? null, places),
      {
        side: "credit",
        maxDayLag: options.maxDayLag ?? DEPOSIT_DAY_LAG,
        // a player may pay from another of his accounts: a different sender account is no proof against
        accountConflictExcludes: false,
        // e-wallet companies and bare QRIS lines carry no name; a unique odd amount can still decide
        amountOnly: true,
        // the sender's name is what a deposit is proven by
        nameOnlyFactor: 1,
        nameOnlyAccept: NAME_ACCEPT,
        // a registered account under a wife's name is still the player's
        accountNeedsPlayersName: false,
        // players pay first and file the ticket after: the time only weighs (request-time.ts)
        bookedAfterRequest: false,
        paidBeforeMidnightMinutes: PAID_BEFORE_MIDNIGHT_MINUTES,
      },
      options,
    );
  } finally {
    releaseNameCache();
  }
}
