/**
 * The engine's pairs the reconcile takes back for a checker, each for a reason of its own that the
 * engine cannot see from one amount's rows and lines: a line outside the window, money that may
 * have come back, a payment split or combined across tickets, a payout found on another akun bank,
 * an amount the BO changed since. Each pair held becomes a row with that one line and the reason in
 * the clerk's words (`heldBecause`).
 */
import type { AmbiguousRow, MatchDecision, ReconcileResult } from "../engine";
import type { RowVerdict } from "../engine/verdicts";
import { REASON_WORDS } from "../messages";
import { formatRupiah } from "../../money";
import { doublePayoutDoubts } from "./double-payouts";
import { payoutsElsewhere } from "./payouts-elsewhere.server";
import type { BoCandidate, LineCandidate } from "./rows.server";
import type { Side } from "./sides.server";
import { answersSplitPart, combinedTicketDoubts, splitPartQuestions, splitPaymentDoubts, type OpenTickets, type SplitPartQuestion } from "./split-payments";

/**
 * A row of the window the engine paired with a line of a day outside it (read only so that the
 * rivals could take their own): held as a suggestion, since that day's other claimants were not
 * all read.
 */
export function withinWindow(result: ReconcileResult, lines: readonly LineCandidate[], window: readonly string[], rivalIds: ReadonlySet<number>): ReconcileResult {
  const days = new Set(window);
  const dateOf = new Map(lines.map((line) => [line.id, line.date]));
  return holding(
    result,
    (match) => !rivalIds.has(match.boId) && !days.has(dateOf.get(match.mutasiId) ?? ""),
    (match) => ({ kind: "weak", hold: "weak", reason: `WEAK: mutasi #${match.mutasiId} outside the window` }),
  );
}

/**
 * A pair on a line that money coming back may have undone (a return the upload could not tell for
 * one line: line-marks.ts returnDoubtOf) is held as a suggestion: of the payouts it fits, one paid
 * nobody, and only a person can say which.
 */
export function withoutDoubtedLines(result: ReconcileResult, doubted: ReadonlyMap<number, string>): ReconcileResult {
  if (doubted.size === 0) return result;
  return holding(
    result,
    (match) => doubted.has(match.mutasiId),
    (match) => ({
      kind: "competing",
      hold: "competing",
      heldBecause: REASON_WORDS.returnDoubt(doubted.get(match.mutasiId)!),
      reason: `AMBIGUOUS: mutasi #${match.mutasiId} may be undone by money that came back`,
    }),
  );
}

/**
 * A pair whose line has twins of the same party that may together pay the player's larger open
 * ticket, or whose line is as large as two of the player's other open tickets together
 * (split-payments.ts): a suggestion.
 */
export function withoutSplitPayments(kind: Side["kind"], result: ReconcileResult, lines: readonly LineCandidate[], tickets: OpenTickets, maxDayLag: number): ReconcileResult {
  const doubts = splitPaymentDoubts(result.matches, lines, tickets, maxDayLag);
  const combined = combinedTicketDoubts(result.matches, lines, tickets, maxDayLag);
  if (doubts.size === 0 && combined.size === 0) return result;
  const amountOf = new Map(lines.map((line) => [line.id, line.amountCents]));
  const named = (row: BoCandidate) => `${row.ticketNo ?? `#${row.id}`} (Rp ${formatRupiah(row.amountCents)})`;
  const split = holding(
    result,
    (match) => doubts.has(match.boId),
    (match) => {
      const { lines: count, other } = doubts.get(match.boId)!;
      return {
        kind: "competing",
        hold: "competing",
        heldBecause: REASON_WORDS.splitPayment(REASON_WORDS.party(kind), count, formatRupiah(amountOf.get(match.mutasiId)!), other.ticketNo ?? `#${other.id}`, formatRupiah(other.amountCents)),
        reason: `AMBIGUOUS: mutasi #${match.mutasiId} has ${count - 1} twin(s) to the same party that may pay BO #${other.id}`,
      };
    },
  );
  return holding(
    split,
    (match) => combined.has(match.boId),
    (match) => {
      const [first, second] = combined.get(match.boId)!;
      return {
        kind: "competing",
        hold: "competing",
        heldBecause: REASON_WORDS.combinedTickets(formatRupiah(amountOf.get(match.mutasiId)!), named(first), named(second)),
        reason: `AMBIGUOUS: mutasi #${match.mutasiId} is as large as BO #${first.id} and #${second.id} together`,
      };
    },
  );
}

/**
 * A pair whose line and another of another amount from the same person make up the player's
 * larger open ticket (split-payments.ts splitPartQuestions): a suggestion. `linesOf` reads the
 * open lines of some amounts on some days; only the few pairs of a player with a larger open ticket ask.
 */
export async function withoutSplitParts(
  kind: Side["kind"],
  result: ReconcileResult,
  lines: readonly LineCandidate[],
  tickets: OpenTickets,
  maxDayLag: number,
  linesOf: (amounts: readonly number[], dates: readonly string[]) => Promise<LineCandidate[]>,
): Promise<ReconcileResult> {
  const questions = splitPartQuestions(result.matches, lines, tickets, maxDayLag);
  if (questions.length === 0) return result;
  const paired = new Set(result.matches.map((match) => match.mutasiId));
  // every question's part read at once: a query per question scanned the day's open lines again each time
  const amounts = [...new Set(questions.map((question) => question.partCents))];
  const dates = [...new Set(questions.flatMap((question) => question.dates))].sort();
  const parts = (await linesOf(amounts, dates)).filter((part) => !paired.has(part.id));
  const found = new Map<number, { question: SplitPartQuestion; part: LineCandidate }>();
  for (const question of questions) {
    if (found.has(question.match.boId)) continue;
    const part = parts.find((line) => answersSplitPart(question, line));
    if (part) found.set(question.match.boId, { question, part });
  }
  if (found.size === 0) return result;
  return holding(
    result,
    (match) => found.has(match.boId),
    (match) => {
      const { question, part } = found.get(match.boId)!;
      const { other } = question;
      return {
        kind: "competing",
        hold: "competing",
        heldBecause: REASON_WORDS.splitParts(REASON_WORDS.party(kind), part.id, formatRupiah(part.amountCents), other.ticketNo ?? `#${other.id}`, formatRupiah(other.amountCents)),
        reason: `AMBIGUOUS: mutasi #${match.mutasiId} and #${part.id} together pay BO #${other.id}`,
      };
    },
  );
}

/** A payout booked before its ticket, minutes from the same payout for the player's other ticket (double-payouts.ts): a suggestion. */
export function withoutDoublePayouts(kind: Side["kind"], result: ReconcileResult, lines: readonly LineCandidate[], tickets: OpenTickets): ReconcileResult {
  if (kind !== "withdraw") return result;
  const doubts = doublePayoutDoubts(result.matches, lines, tickets);
  if (doubts.size === 0) return result;
  return holding(
    result,
    (match) => doubts.has(match.boId),
    (match) => {
      const { other, ticket, apart } = doubts.get(match.boId)!;
      return {
        kind: "competing",
        hold: "competing",
        heldBecause: REASON_WORDS.doublePayout(apart, other.id, ticket.ticketNo ?? `#${ticket.id}`),
        reason: `AMBIGUOUS: mutasi #${match.mutasiId} went out before the request, ${apart} min from #${other.id} of BO #${ticket.id}`,
      };
    },
  );
}

export function withoutPayoutsElsewhere(kind: Side["kind"], result: ReconcileResult, lines: readonly LineCandidate[], tickets: OpenTickets, maxDayLag: number): ReconcileResult {
  if (kind !== "withdraw") return result;
  const elsewhere = payoutsElsewhere(result.matches, lines, tickets, maxDayLag);
  if (elsewhere.size === 0) return result;
  return holding(
    result,
    (match) => elsewhere.has(match.boId),
    (match) => {
      const found = elsewhere.get(match.boId)!;
      if ("namesake" in found) {
        const { namesake } = found;
        return {
          kind: "competing",
          hold: "competing",
          heldBecause: REASON_WORDS.namesakeElsewhere(namesake.username, namesake.fullName, namesake.corporateAccountNo ?? "-"),
          reason: `AMBIGUOUS: BO #${namesake.id} of the same name and amount names another akun bank`,
        };
      }
      return {
        kind: "competing",
        hold: "competing",
        heldBecause: REASON_WORDS.payoutElsewhere(found.account, found.mutasiId),
        reason: `AMBIGUOUS: mutasi #${found.mutasiId} of another akun bank carries the player's account ${found.account}`,
      };
    },
  );
}

/** The amount a later BO export gives the row, where it is not the row's amount now (a clerk may have edited it to the BO's). */
function changedBoAmount(row: BoCandidate): number | null {
  const latest = row.latestBoAmountCents;
  return latest === null || latest === undefined || latest === row.amountCents ? null : latest;
}

/**
 * A pair of a row whose latest BO export gives another amount: the line pays the amount stored,
 * which the BO no longer credits, and only a person can tell which is right (clean-room audits: a
 * ticket the BO corrected to Rp 2.500.000 approved on its Rp 250.000 credit, "nominal sama").
 */
export function withoutChangedBoAmounts(result: ReconcileResult, bos: readonly BoCandidate[], rivalIds: ReadonlySet<number>): ReconcileResult {
  const changed = new Map<number, BoCandidate>();
  for (const row of bos) if (changedBoAmount(row) !== null && !rivalIds.has(row.id)) changed.set(row.id, row);
  if (changed.size === 0) return result;
  return holding(
    result,
    (match) => changed.has(match.boId),
    (match) => {
      const row = changed.get(match.boId)!;
      return {
        kind: "competing",
        hold: "competing",
        heldBecause: REASON_WORDS.boAmountChanged(formatRupiah(row.latestBoAmountCents!), formatRupiah(row.amountCents)),
        reason: `AMBIGUOUS: mutasi #${match.mutasiId} pays the amount stored; the latest BO export gives ${row.latestBoAmountCents! / 100}`,
      };
    },
  );
}

/** Every other verdict of such a row names the BO's amount too: the clerk looking for its line looks for that amount as well. */
export function withBoAmountNotes(verdicts: RowVerdict[], bos: readonly BoCandidate[]): RowVerdict[] {
  const byId = new Map<number, BoCandidate>();
  for (const row of bos) if (changedBoAmount(row) !== null) byId.set(row.id, row);
  if (byId.size === 0) return verdicts;
  return verdicts.map((verdict) => {
    const row = byId.get(verdict.boId);
    if (!row || verdict.tier === "otomatis") return verdict;
    const held = REASON_WORDS.boAmountChanged(formatRupiah(row.latestBoAmountCents!), formatRupiah(row.amountCents));
    if (verdict.reason.includes(held)) return verdict;
    return { ...verdict, reason: `${verdict.reason} ${REASON_WORDS.boAmountNote(formatRupiah(row.latestBoAmountCents!), formatRupiah(row.amountCents))}` };
  });
}

/** The engine's pairs `held` picks, taken back and listed as rows left for a checker with that one line. */
export function holding(
  result: ReconcileResult,
  held: (match: MatchDecision) => boolean,
  why: (match: MatchDecision) => Pick<AmbiguousRow, "kind" | "hold" | "reason" | "heldBecause">,
): ReconcileResult {
  const taken = result.matches.filter(held);
  if (taken.length === 0) return result;
  const takenSet = new Set(taken);
  return {
    ...result,
    matches: result.matches.filter((match) => !takenSet.has(match)),
    ambiguous: [
      ...result.ambiguous,
      ...taken.map((match) => ({ boId: match.boId, ...why(match), candidates: [{ mutasiId: match.mutasiId, score: match.score, evidence: match.evidence }] })),
    ].sort((a, b) => a.boId - b.boId),
  };
}
