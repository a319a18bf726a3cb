/**
 * A bank sends a bounced transfer back within days, a weekend or a holiday between: this many days
 * before the return's own. Three left a payout that came back on the fourth day approved, its day
 * then beyond anyone's edit (a clean-room audit).
 */
export const RETURN_DAYS_BACK = 7;
/** The days before the return's own looked at first: a line of the rest of the week is its transfer only where none of these fits. */
export const RETURN_DAYS_NEAR = 3;

/**
 * What a return may lack of the payout: nothing, the transfer fee the bank kept (BI-FAST Rp 2.500,
 * SKN Rp 2.900, online Rp 6.500), or the fee it gave back with it (a return of the payout and its
 * fee in one credit: a clean-room audit saw 502.500 come back for a 500.000 payout, approved).
 */
const TRANSFER_FEES = [250_000, 290_000, 650_000];
export const RETURN_SHORTFALLS = [0, ...TRANSFER_FEES, ...TRANSFER_FEES.map((fee) => -fee)];
