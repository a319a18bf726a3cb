/**
 * Every number the decision rests on, in one place. Scores are 0..1; internally they are whole
 * ten-thousandths (SCALE) so that totals compare exactly and never drift with float sums.
 */
export const SCALE = 10_000;

/** A name below this is not even a candidate (shown to nobody, competes with nothing). */
export const NAME_FLOOR = 0.5;
/** A name must agree at least this well for an automatic approval on name evidence. */
export const NAME_ACCEPT = 0.8;
/**
 * The chosen assignment of a group must beat every assignment without a given pair by this much
 * (in total score) before that pair is approved. Also the gap between a best and a second-best
 * candidate, since that is the same test in a group of one row.
 */
export const MARGIN = 0.1;

/**
 * Multiplier for a line that lands the day after the BO date. Deliberately smaller than MARGIN:
 * the day alone never decides between two candidates whose names agree equally.
 */
export const NEXT_DAY_FACTOR = 0.95;

/**
 * Multiplier for a pair proven by the name alone whose line names a sender bank other than the
 * player's (BI-FAST "TRANSFER DR 451"). Larger than MARGIN apart from 1: between two lines of the
 * same name, the one from the player's own bank wins. A deposit proven so is never approved
 * automatically (evidence.ts): a stranger of the player's name may have paid it.
 */
export const SENDER_BANK_OTHER_FACTOR = 0.85;

/**
 * The time from request to booking (request-time.ts). Booked up to the grace before the request
 * (the player paid, then filed the form) or up to the plausible window after it: no effect.
 */
export const TIME_EARLY_GRACE_MINUTES = 5;
export const TIME_PLAUSIBLE_MINUTES = 60;
/**
 * Multiplier for a line of the day before, without a time, for a request filed just after midnight
 * (candidates.ts): more than MARGIN below 1, so the player's line of the BO date wins when there is
 * one (yesterday's deposit of the same amount paid yesterday's ticket); alone, it is approved.
 */
export const UNTIMED_DAY_BEFORE_FACTOR = 0.8;
/**
 * Name likeness of a line cut at a word's end (names.ts cutAtWordEnd: ZAKI AJI for ZAKI AJI
 * SIREGAR) beside an amount that says who paid (evidence.ts distinctiveAmount) and no other line of
 * the window has: a nameless line is approved on such an amount alone. As a name written shorter
 * (names.ts SHORTENED_NAME): the player of the very name still wins the line.
 */
export const WORD_CUT_UNIQUE_AMOUNT_NAME = 0.85;
/** Name likeness a payout proven by the name alone needs: a cut or a title passes, one letter off does not. */
export const WITHDRAW_NAME_ONLY_ACCEPT = 0.9;
/** Minutes a withdrawal's debit may precede its request, the back office's and the bank's clocks apart, and still be approved. */
export const PAYOUT_EARLY_GRACE_MINUTES = 15;
/**
 * Minutes a deposit's credit may precede its request and still be approved: a player pays, then
 * files the form. Hours before, it is as likely another ticket's money: the evening's late ticket,
 * whose export comes later, paid just after midnight, while the player's next ticket of the amount
 * stood alone (a clean-room audit: approved 7 and 23 hours before the request).
 */
export const DEPOSIT_EARLY_LIMIT_MINUTES = 60;
/**
 * Booked later than the plausible window, up to TIME_LATE_MINUTES: a slow transfer, x0.85. The
 * step from 1 is more than MARGIN even after the amount and day factors (0.15 x 0.85 x 0.95), so a
 * pairing within the hour beats one hours later when the names tie.
 */
export const TIME_LATE_MINUTES = 360;
export const TIME_LATE_FACTOR = 0.85;
/** Booked more than the grace before the request, or later than TIME_LATE_MINUTES after it. */
export const TIME_UNLIKELY_FACTOR = 0.7;

/**
 * An amount shared by k candidate lines is weaker evidence than a unique one:
 * factor = AMOUNT_SHARED_FLOOR + (1 - AMOUNT_SHARED_FLOOR) / k.
 */
export const AMOUNT_SHARED_FLOOR = 0.85;

/** Score of a shared transaction reference (before the day factor). */
export const REFERENCE_SCORE = 1;
/** How far apart (days, either way) a reference match may be: the reference is the evidence. */
export const REFERENCE_DAY_WINDOW = 1;

/** Score of a line whose sender name cannot be read (e-wallet company, no text), amount unique. */
export const AMOUNT_ONLY_UNIQUE_SCORE = 0.7;
/** Score of such a line as a mere suggestion when the amount is not unique. */
export const AMOUNT_ONLY_SUGGESTION_SCORE = 0.3;
/** Amount-only suggestions are listed only in pools this small: beyond, the list says nothing. */
export const AMOUNT_ONLY_POOL_MAX = 5;
/**
 * Amounts that are a multiple of this (Rp 1.000) are "round": many transfers share them, so a
 * round amount is never enough on its own, even when it happens to be unique in the window.
 */
export const ROUND_AMOUNT_CENTS = 100_000;
/** Round for a line from the e-wallet the player registered (evidence.distinctiveAmount): Rp 10.000. */
export const WALLET_ROUND_AMOUNT_CENTS = 1_000_000;

/** A withdrawal whose account number is found in the statement line. */
export const ACCOUNT_MATCH_BASE = 0.9;

/**
 * Groups larger than this (rows on either side) are not solved exactly as a whole but in the
 * parts their approvable pairs link (group-solvers.ts solveInParts); a part still larger is left
 * for a checker. The exact solve costs O(n³): 200 is ~20 ms.
 */
export const MAX_GROUP_SIDE = 200;

/** Candidate lists shown to a checker are cut to this length. */
export const MAX_SUGGESTIONS = 10;

/**
 * Pools larger than this are searched through a name-key index instead of pair by pair. Small,
 * since a bucket is shared by every BO row of its amount and day: the index pays for itself fast.
 * Not below AMOUNT_ONLY_POOL_MAX: lines without a name are found only by a full scan.
 */
export const FULL_SCAN_POOL_MAX = AMOUNT_ONLY_POOL_MAX;
