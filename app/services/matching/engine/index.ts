/**
 * The reconciliation engine: pending BO rows against unmatched statement (mutasi) lines. Pure: no
 * database, no clock, no I/O, synchronous. The caller loads the rows inside the upload
 * transaction, calls the engine, and writes what it returns.
 *
 *   reconcileDeposits(bo: BoDepositCandidate[], mutasi: MutasiDepositCandidate[], options?) => ReconcileResult
 *   reconcileWithdrawals(bo: BoWithdrawCandidate[], mutasi: MutasiWithdrawCandidate[], options?) => ReconcileResult
 *
 *   ReconcileResult = {
 *     matches:   { boId, mutasiId, score, reason }[]     by boId; score 0..1 (4 decimals),
 *                reason e.g. "AUTO: mutasi #812, amount, name 0.94, same day"
 *     ambiguous: { boId, kind: "competing" | "weak", candidates: { mutasiId, score }[], reason }[]
 *     stats:     { groups, largestGroup, groupsLeftUnsolved }
 *   }
 *
 * Pass only rows still open: BO rows pending (not approved), lines not yet approved or linked.
 * Amounts are integer cents, dates YYYY-MM-DD (business date, Asia/Jakarta), account numbers in
 * any format (digits are compared, leading zeros ignored). Ids must be unique per side (else the
 * engine throws, as it does on a malformed date or a fractional amount). Build every candidate
 * object with one literal (same fields, same order): rows of mixed shapes make every property
 * read slower, by about a fifth at 100k rows.
 *
 * What a match needs
 *   - Same website: each website is decided on its own (websites.ts); same akun bank when both sides know it (a BO row with corporateAccountNo null
 *     may pair with any account of its website); the same amount to the cent.
 *   - Deposits: the line dated on the BO date or the next day (late transfer, score x0.95).
 *     Withdrawals: the same date. BI-FAST fee lines (BY TRX BIFAST, BIAYA..., at most Rp 10.000)
 *     are set aside before matching withdrawals.
 *   - Evidence, in this order:
 *       1. a shared transaction reference (the BO row's references vs the line's reference, a
 *          day apart at most), decided first and on its own: "AUTO: mutasi #9, reference QR123,
 *          amount, same day". A reference that several rows or lines of the website share,
 *          whatever their amounts, is left for a checker; one whose line names somebody else than
 *          the player, or that is the akun bank's own number, is no reference pair at all;
 *       2. the player's account number on the line: score 0.9 + 0.1 x name. Withdrawals: a line
 *          naming another account (the parser's counterparty account), or whose BI-FAST code
 *          names another bank than the BO's Player Bank (`TRANSFER KE 009` for a BCA player,
 *          sender-bank.ts), is never the payout; one
 *          whose holder the bank names as somebody else, or booked more than 15 minutes before
 *          the request, or proven by a name alone less alike than 0.9 (YOGI for YOGA), is held
 *          for a checker.
 *          The same for the player's username (letters and digits, 4-20) as a word of the line's
 *          text, the news the player typed ("DEPO PL123X"), also from a relative's account:
 *          "username PL123X in text"; never a part of the bank's slash-joined reference
 *          (0702/FTSCY/WS95031), nor a word of the statement's own account holder BRI prints on
 *          every transfer (`NBMB <sender> TO CV TERANG JAYA`: statement-text.ts ownHolderWords).
 *          The BO's references (its Player Ref) typed there count the same. News naming one open
 *          row's player from a sender who is another open row's player by name approves neither
 *          (conflicts.ts). The last digits of a masked
 *          account (XXXXXX5678) count as much as a name, and only where no other person is named;
 *       3. the name (names.ts): the sender (deposits) / receiver (withdrawals), or when the parser
 *          found none, the best stretch of the statement text with the word on either side of it.
 *          Honorifics dropped, MUHAMMAD variants folded, word order free, a text cut at 17-18
 *          characters, its title included (or read from BRI's short DESK_TRAN alone), only has to
 *          agree as far as it goes; a shorter one is whole as printed, except that the player's
 *          first words cut at a word's end (ZAKI AJI for ZAKI AJI SIREGAR) score 0.85 beside an
 *          amount that is not round and no other line of the window has; a one-letter typo counts
 *          0.6 of a word. A candidate from 0.5, approvable
 *          from 0.8. Withdrawals proven by the name alone score x0.9 (the account is the better
 *          proof). A deposit proven by the name alone from another bank than the player's
 *          (BI-FAST code) or another account (the sender account the parser isolated) is only a
 *          suggestion: a stranger of the name may have paid an unpaid ticket's amount;
 *       4. deposits only: a line whose sender (or, without one, whose text) is an e-wallet company (DOMPET ANAK BANGSA...) or
 *          that has no readable text, with an amount that is not a multiple of Rp 1.000 and that
 *          no other line and no other BO row of the window shares: 0.7, "amount unique, no
 *          sender name". A line naming another person never matches on its amount.
 *       5. an alias a person taught (aliases.ts): a confirmed sender name counts as the player's
 *          own name; a confirmed account only on a line that names no sender. For a payout, an
 *          account confirmed as the player's is no other account.
 *   - A pair approved on a name alone whose line names another player the website knows from its
 *     BO rows (options.knownPlayers: that very name, or, cut by the bank, a longer name it begins)
 *     is held for a checker, who is told which player (namesakes.ts); not a cut for a player whose
 *     own ticket the run paid with another line his name begins (the amounts told them apart).
 *   - So is one whose line names the holder of one of the website's own akun banks
 *     (options.ownAccounts, Data Bank): it may be the operator moving its own money (own-accounts.ts).
 *   - A pair an ADMIN undid (the row's refusedLines) is never a candidate again, and the row's
 *     other pairs are suggestions only: a person picks its line (refused.ts).
 *   - A request filed just after midnight (deposits) is weighed against the evening's credits
 *     unless a line of its own date proves it paid (candidates.ts).
 *   - Score = evidence x day factor x amount factor, the amount factor being
 *     0.85 + 0.15 / (lines sharing the amount in the BO row's window): a round amount that many
 *     transfers share is weaker evidence than a rare one.
 *   - Where the BO's request time and the line's booking time are both known (request-time.ts):
 *     deposits x1 from 5 minutes before to 60 minutes after the request, x0.85 up to 6 hours
 *     after, x0.7 beyond either. Of two pairings tied on every other clue the one within the hour
 *     wins; the time never makes a pair approvable, and an unknown time changes nothing. Payouts
 *     go out when the operator gets to them: only a debit booked before the request weighs less
 *     (x0.7, and is held), so the nearer of two requests never takes a namesake's payout.
 *
 * How pairs are decided (assign.ts, group-solvers.ts)
 *   Candidate pairs link rows and lines into groups; each group is decided as a whole, never first
 *   come first served. The assignment with the best total score is computed exactly (Hungarian
 *   method), and a pair of it is approved only if its evidence is approvable and every assignment
 *   without that pair totals at least 0.1 less (MARGIN). So a BO row whose best line is not
 *   clearly better than the next, or a line with two equally likely BO rows, is matched to
 *   nothing. Because the next-day factor (0.95) moves a score by less than the margin, the date
 *   alone never decides between two candidates whose names agree equally.
 *   A group too large for the exact solve (more than 200 rows a side: a day of one round amount
 *   where weak likenesses chain names together) is solved in the parts its approvable pairs link,
 *   and a pair is then kept only if no weak candidate of its row or line comes within the margin.
 *   Interchangeable rows are merged first: identical lines (same text, same candidates and
 *   scores: two equal credits from one player on one day) and tickets of one player (same
 *   username, website, date and amount, same candidates, scores alike but for a factor common to
 *   every line: a ticket that does not say its akun bank sees its amount on more lines). Such a
 *   class is weighed by its weakest member's pairs. k of them pair with k of the other side in id
 *   order. One player's tickets that cannot be merged (one has a weak candidate more, or may not
 *   take a line) are still decided together: a line is sure to be his when every assignment that
 *   gives it to none of his tickets totals at least the margin less, and which of his tickets holds
 *   it is the best assignment's choice (group-solvers.ts ownerCount). Tickets of different players with the same name are not
 *   interchangeable: one credit for two of them stays ambiguous.
 *   Near namesakes who both paid (AHMAD FAUZI and AHMAD FAUZY, a credit of each very name): a
 *   group the margin left open is approved when every row and every line has exactly one pair of
 *   the very name, each the strongest at both its ends and the rest names alone (own-names.ts).
 *   One credit of one of the spellings still goes to a checker.
 *
 * What is left
 *   Every unmatched BO row with at least one open candidate is in `ambiguous`, candidates best
 *   first (at most 10): kind "competing" when an approvable candidate lost on the margin (or to a
 *   shared reference, or in a part too large to solve: stats.groupsLeftUnsolved), "weak" when
 *   its best candidate's evidence is below approval. A row in neither list had no candidate.
 *
 * Determinism: rows are handled in id order and every tie is broken by ids or values, so the
 * same rows give the same result whatever the order of the input arrays.
 *
 * Speed: rows are bucketed by (akun bank, amount, day) with interned numeric keys (places.ts,
 * pools.ts); inside the large buckets that round amounts make, lines are indexed by pairs of name
 * keys (bucket-index.ts), so no BO row is compared with the whole bucket. Names are parsed once per
 * distinct text and the cache is dropped after each call.
 *
 * Thresholds live in thresholds.ts; the synthetic generator with known truth is synthetic.ts; the
 * benchmark is `npx tsx bench/reconcile.ts` (100k BO rows against 100k lines).
 */
export { reconcileDeposits, DEPOSIT_DAY_LAG } from "./deposits";
export { reconcileWithdrawals, WITHDRAW_DAY_LAG, WITHDRAW_NAME_ONLY_FACTOR } from "./withdrawals";
export { nameSimilarity, normaliseName, parseName } from "./names";
export { KnownPlayers } from "./namesakes";
export type {
  AmbiguousRow,
  BoDepositCandidate,
  BoWithdrawCandidate,
  CandidateSuggestion,
  KnownPlayer,
  MatchDecision,
  MutasiDepositCandidate,
  MutasiWithdrawCandidate,
  OwnAccount,
  ReconcileOptions,
  ReconcileResult,
  ReconcileStats,
  TicketDeletion,
} from "./types";
