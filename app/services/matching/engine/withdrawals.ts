/** Withdrawals: pending BO withdrawals against unmatched debit lines of the withdraw accounts. */
import { releaseNameCache } from "./names";
import { isFeeLine } from "./fees";
import { Places } from "./places";
import { WITHDRAW_NAME_ONLY_ACCEPT } from "./thresholds";
import { prepareBo, prepareLine, sortedById } from "./prepared";
import { runPerWebsite } from "./websites";
import type { BoWithdrawCandidate, MutasiWithdrawCandidate, ReconcileOptions, ReconcileResult } from "./types";

/** A payout proven by the receiver's name alone, without the player's account number on the line. */
export const WITHDRAW_NAME_ONLY_FACTOR = 0.9;

/**
 * The operator sends the money itself, on the BO date or, for a request late in the evening, past
 * midnight or the next morning: the debit may be a day later, never earlier.
 */
export const WITHDRAW_DAY_LAG = 1;

export function reconcileWithdrawals(
  bo: readonly BoWithdrawCandidate[],
  mutasi: readonly MutasiWithdrawCandidate[],
  options: ReconcileOptions = {},
): ReconcileResult {
  try {
    const places = new Places();
    return runPerWebsite(
      sortedById(bo, "BO withdraw"),
      sortedById(mutasi, "mutasi withdraw").filter((row) => !isFeeLine(row.description, row.amountCents)),
      (row) => prepareBo(row, places),
      (row) => prepareLine(row, row.receiverName, row.playerAccountNo, places),
      {
        side: "debit",
        maxDayLag: options.maxDayLag ?? WITHDRAW_DAY_LAG,
        // money sent to another account than the player's is not this payout
        accountConflictExcludes: true,
        // a payout is proven by the player's account number or name, never by its amount
        amountOnly: false,
        // the account number is the better proof: the same name alone scores lower
        nameOnlyFactor: WITHDRAW_NAME_ONLY_FACTOR,
        // a payout proven by the name alone: the bank prints the holder's whole name, so a name one
        // letter off (YOGI PRATAMA for YOGA PRATAMA) is somebody else's until a checker says not
        nameOnlyAccept: WITHDRAW_NAME_ONLY_ACCEPT,
        // a payout goes to an account in the player's own name
        accountNeedsPlayersName: true,
        // a payout leaves after its request; a debit before it is an earlier payout of the amount
        bookedAfterRequest: true,
        // the operator pays after the request, never the evening before it
        paidBeforeMidnightMinutes: 0,
      },
      options,
    );
  } finally {
    releaseNameCache();
  }
}
