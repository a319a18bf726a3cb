import { Op, type Transaction } from "sequelize";
import { BoDeposit } from "~/models/models.server";
import {
  reconcileDeposits,
  reconcileWithdrawals,
  type AmbiguousRow,
  type KnownPlayers,
  type MatchDecision,
  type MutasiDepositCandidate,
  type MutasiWithdrawCandidate,
  type ReconcileOptions,
  type ReconcileResult,
} from "../engine";
import { DEPOSIT_DAY_LAG } from "../engine/deposits";
import { WITHDRAW_DAY_LAG } from "../engine/withdrawals";
import { verdictsOf, type RowVerdict } from "../engine/verdicts";
import { REASON_WORDS } from "../messages";
import { returnDoubtOf } from "../../review/line-marks";
import { collectGarbage } from "../memory.server";
import { keepNearest, nameOtherAmounts } from "../nearest-named.server";
import { readApprovedLines, type OpenRows } from "./open-rows.server";
import { groupBy } from "./group-by";
import { answersSplitPart, combinedTicketDoubts, OpenTickets, splitPartQuestions, splitPaymentDoubts, type SplitPartQuestion } from "./split-payments";
import { payoutsElsewhere } from "./payouts-elsewhere.server";
import { formatRupiah } from "../../money";
import { eachRow, lineAmountCents, lineAttributes, lineCandidate, type BoCandidate, type LineCandidate, type Row } from "./rows.server";
import { linesPairedElsewhere } from "./shared-accounts.server";
import type { Side } from "./sides.server";

/** Open BO rows the engine takes at a time, with the lines of their amounts. */
const RANGE_BO_ROWS = 2_000;
/**
 * Lines after which the ranges done are collected (see collectGarbage): a collection costs about
 * 50 ms, the garbage of 20k lines matched about 100 MB of heap.
 */
const COLLECT_AFTER_LINES = 15_000;
/** Names of 'tidak ada' rows looked up in one query; more, and the window's open lines are read once instead. */
const NAMES_PER_QUERY = 500;

export interface Decisions {
  /** matches and ambiguous rows in BO id order, as one run over every amount gives them */
  result: ReconcileResult;
  verdicts: RowVerdict[];
}

/**
 * The engine's decisions over the open rows. Every pair the engine makes has one amount on both
 * sides (its candidates, its groups and its amount rarity all stay within an amount), so it runs
 * over a range of amounts at a time with the same outcome, holding only that range's lines; a
 * line of an amount no open BO row has could change nothing and is not read at all. Open lines
 * are those nobody approved, and those approved only by one of the rows' automatic pairs.
 * `knownPlayers`: the website's players around the window (known-players.server.ts), for namesakes.ts.
 */
export async function decide(side: Side, website: string, window: string[], open: OpenRows, knownPlayers: KnownPlayers, transaction: Transaction): Promise<Decisions> {
  const { mutasi } = side;
  const attributes = lineAttributes(side);
  const lineKeys = { id: mutasi.id, website: mutasi.website, date: mutasi.date, approved: mutasi.app };
  const result = emptyResult();
  const verdicts: RowVerdict[] = [];
  const maxDayLag = side.kind === "deposit" ? DEPOSIT_DAY_LAG : WITHDRAW_DAY_LAG;
  const nearestKept = new Map<number, LineCandidate>();
  let linesSinceCollection = 0;
  const weighed = [...open.rivals, ...open.approvedAlone, ...open.openElsewhere];
  const approvedAloneIds = new Set(open.approvedAlone.map((row) => row.id));
  // the lines a rival would take, never written: a row they leave without a line is told who has them
  const rivalMatches: MatchDecision[] = [];
  const rivalIds = new Set(weighed.map((row) => row.id));
  const tickets = new OpenTickets([...open.decided, ...open.rivals]);
  const ours = <T extends { boId: number }>(decided: T[]) => (rivalIds.size === 0 ? decided : decided.filter((entry) => !rivalIds.has(entry.boId)));
  // the lines another website of the same account number paired: named as such among a row's nearest
  const pairedElsewhere = new Set<number>();
  for (const range of amountRanges([...open.decided, ...weighed])) {
    const read: LineCandidate[] = [];
    const doubted = new Map<number, string>();
    const visitLine = (row: Row) => {
      const amountCents = lineAmountCents(side, row);
      if (!range.amounts.has(amountCents)) return;
      const line = lineCandidate(side, row, amountCents, open.accountNos);
      read.push(line);
      const doubt = returnDoubtOf(row[mutasi.mark], row[mutasi.markNote]);
      if (doubt !== null) doubted.set(line.id, doubt.description);
    };
    // half a cent either side: the column may hold the amount as a binary fraction
    const amount = { [mutasi.amount]: { [Op.between]: [(range.lowest - 0.5) / 100, (range.highest + 0.5) / 100] } };
    for (const date of [...window, ...open.rivalDays]) {
      await eachRow(mutasi.model, lineKeys, { website, date, approved: false, extra: { ...amount, [mutasi.mark]: null } }, attributes, transaction, visitLine);
    }
    for (const row of open.autoLines) visitLine(row);
    // a copy of a credit another website of the same account number paired pays nothing here
    const spent = await linesPairedElsewhere(side, read, open.sharedAccounts, transaction);
    for (const line of read) {
      if (!spent.has(line.id)) continue;
      pairedElsewhere.add(line.id);
      line.pairedElsewhere = true;
    }
    const lines = spent.size === 0 ? read : read.filter((line) => !spent.has(line.id));
    const decided =
      lines.length === 0
        ? emptyResult()
        : withoutChangedBoAmounts(
            withoutPayoutsElsewhere(
              side.kind,
              withoutSplitPayments(side.kind, withoutDoubtedLines(withinWindow(runEngine(side, range.bos, lines, { knownPlayers, ownAccounts: open.ownAccounts }), lines, window, rivalIds), doubted), lines, tickets, maxDayLag),
              lines,
              tickets,
              maxDayLag,
            ),
            range.bos,
            rivalIds,
          );
    const part = await withoutSplitParts(side.kind, decided, lines, tickets, maxDayLag, async (partCents, dates) => {
      const parts: LineCandidate[] = [];
      const exactly = { [mutasi.amount]: { [Op.between]: [(partCents - 0.5) / 100, (partCents + 0.5) / 100] }, [mutasi.mark]: null };
      for (const date of dates) await eachRow(mutasi.model, lineKeys, { website, date, approved: false, extra: exactly }, attributes, transaction, (row) => parts.push(lineCandidate(side, row, partCents, open.accountNos)));
      return parts;
    });
    // a rival's pair is weighed, never written: its own window decides it
    // the copies paid elsewhere are no candidate, but a clerk looking for the money is told where it went
    const rangeVerdicts = ours(verdictsOf(side.kind, range.bos, read, part, maxDayLag, { approvedAlone: approvedAloneIds, elsewhere: open.elsewhere, ownAccounts: open.ownAccounts }));
    keepNearest(rangeVerdicts, read, nearestKept);
    verdicts.push(...rangeVerdicts);
    result.matches.push(...ours(part.matches));
    if (rivalIds.size > 0) rivalMatches.push(...part.matches.filter((match) => rivalIds.has(match.boId)));
    result.ambiguous.push(...ours(part.ambiguous));
    linesSinceCollection += lines.length;
    if (linesSinceCollection >= COLLECT_AFTER_LINES) {
      collectGarbage();
      linesSinceCollection = 0;
    }
  }
  await nameOtherAmounts({
    side: side.kind,
    maxDayLag,
    verdicts,
    rows: open.decided,
    kept: nearestKept,
    matches: [...result.matches, ...rivalMatches],
    approvedAlone: approvedAloneIds,
    elsewhere: open.elsewhere,
    tickets: () => new Map([...open.decided, ...weighed].filter((row) => row.ticketNo).map((row) => [row.id, row.ticketNo!])),
    linesNamed: async (names) => {
      const found: LineCandidate[] = [];
      const take = (row: Row) => {
        const line = lineCandidate(side, row, lineAmountCents(side, row), open.accountNos);
        if (pairedElsewhere.has(line.id)) line.pairedElsewhere = true;
        found.push(line);
      };
      const unmarked = { [mutasi.mark]: null };
      if (names.length <= NAMES_PER_QUERY) {
        const where = { [mutasi.name]: { [Op.in]: names } };
        for (const date of window) await eachRow(mutasi.model, lineKeys, { website, date, approved: false, extra: { ...unmarked, ...where } }, attributes, transaction, take);
      } else {
        // a day of many rows without a line: one pass over the window's open lines, not a query per few hundred names
        const wanted = new Set(names);
        const visit = (row: Row) => {
          if (wanted.has(row[mutasi.name] as string)) take(row);
        };
        for (const date of window) await eachRow(mutasi.model, lineKeys, { website, date, approved: false, extra: unmarked }, attributes, transaction, visit);
      }
      // of other amounts too, a copy the other website paired is named so (a clean-room audit read "nominal beda", then a 409)
      const spent = await linesPairedElsewhere(side, found.filter((line) => !line.pairedElsewhere), open.sharedAccounts, transaction);
      for (const line of found) if (spent.has(line.id)) line.pairedElsewhere = true;
      return found;
    },
    pairedLines: async () => {
      const rows = await readApprovedLines(side, website, [...open.pairedByHand.keys()], transaction);
      const tickets = await ticketsOf(side, rows.map((row) => open.pairedByHand.get(row[mutasi.id] as number)!), transaction);
      return rows.map((row) => {
        const boId = open.pairedByHand.get(row[mutasi.id] as number)!;
        return { line: lineCandidate(side, row, lineAmountCents(side, row), open.accountNos), boId, ticket: tickets.get(boId) ?? null };
      });
    },
  });
  result.matches.sort((a, b) => a.boId - b.boId);
  result.ambiguous.sort((a, b) => a.boId - b.boId);
  // once the rows without a line were told of the lines of other amounts
  return { result, verdicts: withBoAmountNotes(verdicts, open.decided) };
}

/** The tickets of these BO rows (a few: the rows paired by hand whose lines a reason names). */
async function ticketsOf(side: Side, ids: readonly number[], transaction: Transaction): Promise<Map<number, string>> {
  const { bo } = side;
  const tickets = new Map<number, string>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = (await (bo.model as typeof BoDeposit).findAll({ where: { [bo.id]: { [Op.in]: ids.slice(start, start + 500) } }, attributes: [bo.id, bo.ticket], raw: true, transaction })) as unknown as Row[];
    for (const row of rows) if (row[bo.ticket]) tickets.set(row[bo.id] as number, String(row[bo.ticket]));
  }
  return tickets;
}

interface AmountRange {
  lowest: number;
  highest: number;
  amounts: Set<number>;
  bos: BoCandidate[];
}

/** The BO rows cut into runs of whole amounts, in amount order, each of about RANGE_BO_ROWS rows. */
function amountRanges(bos: BoCandidate[]): AmountRange[] {
  const sorted = [...bos].sort((a, b) => a.amountCents - b.amountCents);
  const ranges: AmountRange[] = [];
  let current: AmountRange | null = null;
  for (const row of sorted) {
    const amount = row.amountCents;
    if (!current || (current.bos.length >= RANGE_BO_ROWS && amount !== current.highest)) {
      current = { lowest: amount, highest: amount, amounts: new Set(), bos: [] };
      ranges.push(current);
    }
    current.highest = amount;
    current.amounts.add(amount);
    current.bos.push(row);
  }
  return ranges;
}

function runEngine(side: Side, bos: BoCandidate[], lines: LineCandidate[], options: ReconcileOptions): ReconcileResult {
  return side.kind === "deposit" ? reconcileDeposits(bos, lines as MutasiDepositCandidate[], options) : reconcileWithdrawals(bos, lines as MutasiWithdrawCandidate[], options);
}

/**
 * A row of the window the engine paired with a line of a day outside it (read only so that the
 * rivals could take their own): held as a suggestion, since that day's other claimants were not
 * all read.
 */
function withinWindow(result: ReconcileResult, lines: readonly LineCandidate[], window: readonly string[], rivalIds: ReadonlySet<number>): ReconcileResult {
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
function withoutDoubtedLines(result: ReconcileResult, doubted: ReadonlyMap<number, string>): ReconcileResult {
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
function withoutSplitPayments(kind: Side["kind"], result: ReconcileResult, lines: readonly LineCandidate[], tickets: OpenTickets, maxDayLag: number): ReconcileResult {
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
 * open lines of an amount on some days; only the few pairs of a player with a larger open ticket ask.
 */
async function withoutSplitParts(
  kind: Side["kind"],
  result: ReconcileResult,
  lines: readonly LineCandidate[],
  tickets: OpenTickets,
  maxDayLag: number,
  linesOf: (amountCents: number, dates: readonly string[]) => Promise<LineCandidate[]>,
): Promise<ReconcileResult> {
  const questions = splitPartQuestions(result.matches, lines, tickets, maxDayLag);
  if (questions.length === 0) return result;
  const paired = new Set(result.matches.map((match) => match.mutasiId));
  const found = new Map<number, { question: SplitPartQuestion; part: LineCandidate }>();
  for (const group of groupBy(questions, (question) => `${question.partCents}\u0001${question.dates.join(",")}`).values()) {
    const parts = (await linesOf(group[0].partCents, group[0].dates)).filter((part) => !paired.has(part.id));
    for (const question of group) {
      if (found.has(question.match.boId)) continue;
      const part = parts.find((line) => answersSplitPart(question, line));
      if (part) found.set(question.match.boId, { question, part });
    }
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

function withoutPayoutsElsewhere(kind: Side["kind"], result: ReconcileResult, lines: readonly LineCandidate[], tickets: OpenTickets, maxDayLag: number): ReconcileResult {
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
function withoutChangedBoAmounts(result: ReconcileResult, bos: readonly BoCandidate[], rivalIds: ReadonlySet<number>): ReconcileResult {
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
function withBoAmountNotes(verdicts: RowVerdict[], bos: readonly BoCandidate[]): RowVerdict[] {
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
function holding(
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

function emptyResult(): ReconcileResult {
  return { matches: [], ambiguous: [], stats: { groups: 0, largestGroup: 0, groupsLeftUnsolved: 0 } };
}
