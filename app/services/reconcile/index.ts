/**
 * The reconciliation engine: pending BO rows against unmatched statement (mutasi) lines. Pure: no
 * database, no clock, no I/O. The caller loads the rows inside the upload transaction, calls the
 * engine, and writes what it returns.
 *
 *   reconcileDeposits(bo: BoDepositCandidate[], mutasi: MutasiDepositCandidate[], options?) => ReconcileResult
 *   reconcileWithdrawals(bo: BoWithdrawCandidate[], mutasi: MutasiWithdrawCandidate[], options?) => ReconcileResult
 *
 *   ReconcileResult = {
 *     matches:   { boId, mutasiId, score, reason }[]     score 0..1 (4 decimals),
 *                reason e.g. "AUTO: mutasi #812, amount, name 0.94, same day"
 *     ambiguous: { boId, kind: "competing" | "weak", candidates: { mutasiId, score }[], reason }[]
 *     stats:     { groups, largestGroup, groupsLeftUnsolved }
 *   }
 *
 * Pass only rows still open: BO rows pending (not approved), lines not yet approved or linked.
 * Amounts are integer cents, dates YYYY-MM-DD (business date, Asia/Jakarta), account numbers in
 * any format (digits are compared, leading zeros ignored). Ids must be unique per side.
 *
 * What a match needs
 *   - Same website; same akun bank when both sides know it (a BO row with corporateAccountNo null
 *     may pair with any account of its website); the same amount to the cent.
 *   - Deposits: the line dated on the BO date or the next day (late transfer, score x0.95).
 *     Withdrawals: the same date.
 *   - Evidence, in this order:
 *       1. a shared transaction reference (BO references vs the line's reference), decided first
 *          and on its own; reason "AUTO: mutasi #9, reference QR123, amount, same day";
 *       2. the player's account number on the line (withdrawals mostly), score 0.9 + 0.1 x name;
 *       3. the name: the sender (deposits) / receiver (withdrawals) name, or when the parser found
 *          none, the best stretch of the statement text. names.ts: honorifics dropped, MUHAMMAD
 *          variants folded, word order free, a text cut at ~18 characters only has to agree as far
 *          as it goes. Candidate from 0.5, approvable from 0.8;
 *       4. deposits only: a line whose sender is an e-wallet company (DOMPET ANAK BANGSA...) or
 *          that has no text at all, with an amount that is not a multiple of Rp 1.000 and unique in
 *          the window on both sides: score 0.7, "amount unique, no sender name".
 *     A line naming another person never matches on its amount.
 *   - Score = evidence x day factor x amount factor, where the amount factor is
 *     0.85 + 0.15 / (lines sharing the amount in the BO row's window): a round amount that many
 *     transfers share is weaker evidence than a rare one.
 *
 * How pairs are decided (assign.ts)
 *   Candidate pairs link rows and lines into groups; each group is decided as a whole, never first
 *   come first served. The assignment with the best total score is computed exactly, and a pair of
 *   it is approved only if its evidence is approvable and every assignment without that pair
 *   totals at least 0.1 less (MARGIN). So a BO row whose best line is not clearly better than the
 *   next, or a line with two equally likely BO rows, is matched to nothing. Because the next-day
 *   factor (0.95) moves a score by less than the margin, the date alone never decides between two
 *   candidates whose names agree equally.
 *   Identical lines (two equal credits from one player on one day: the same candidates with the
 *   same scores) are interchangeable: k identical BO rows take k identical lines, in id order.
 *   Identical BO rows competing for fewer lines stay ambiguous.
 *
 * What is left
 *   Every unmatched BO row with at least one open candidate is in `ambiguous`, candidates best
 *   first (at most 10): kind "competing" when an approvable candidate lost on the margin (or a
 *   shared reference, or a group too large to solve: stats.groupsLeftUnsolved), "weak" when its
 *   best candidate's evidence is below approval. A row in neither list had no candidate at all.
 *
 * Determinism: rows are handled in id order and every tie is broken by ids or values, so the
 * same rows give the same result whatever the order of the input arrays.
 *
 * Thresholds live in thresholds.ts; the synthetic generator with known truth is synthetic.ts, the
 * benchmark `npx tsx bench/reconcile.ts`.
 */
export { reconcileDeposits, DEPOSIT_DAY_LAG } from "./deposits";
export { reconcileWithdrawals, WITHDRAW_DAY_LAG } from "./withdrawals";
export { nameSimilarity, normaliseName, parseName } from "./names";
export type {
  AmbiguousRow,
  BoDepositCandidate,
  BoWithdrawCandidate,
  CandidateSuggestion,
  MatchDecision,
  MutasiDepositCandidate,
  MutasiWithdrawCandidate,
  ReconcileOptions,
  ReconcileResult,
  ReconcileStats,
} from "./types";
