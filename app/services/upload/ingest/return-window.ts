/**
 * A bank sends a bounced transfer back within days, a weekend or a holiday between: this many days
 * before the return's own. Three left a payout that came back on the fourth day approved, its day
 * then beyond anyone's edit (a clean-room audit).
 */
export const RETURN_DAYS_BACK = 7;
/** The days before the return's own looked at first: a line of the rest of the week is its transfer only where none of these fits. */
export const RETURN_DAYS_NEAR = 3;
