import { Op, type Transaction } from "sequelize";
import { BoDeposit } from "~/models/models.server";
import {
  reconcileDeposits,
  reconcileWithdrawals,
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
import { returnDoubtOf } from "../../review/line-marks";
import { collectGarbage } from "../memory.server";
import { keepNearest, nameOtherAmounts } from "../nearest-named.server";
import { readApprovedLines, type OpenRows } from "./open-rows.server";
import { withBoAmountNotes, withinWindow, withoutChangedBoAmounts, withoutDoubtedLines, withoutDoublePayouts, withoutPayoutsElsewhere, withoutSplitParts, withoutSplitPayments } from "./held-pairs.server";
import { nameRefundedLines } from "./refunded-lines.server";
import { withoutDeletedTickets } from "./deleted-tickets.server";
import { withoutMaskedNamesakes } from "./masked-accounts.server";
import { OpenTickets } from "./split-payments";
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
/** Amounts of the other parts of split payments asked for in one query (held-pairs.server.ts withoutSplitParts). */
const PART_AMOUNTS_PER_QUERY = 200;
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
        : withoutMaskedNamesakes(withoutDeletedTickets(withoutChangedBoAmounts(
            withoutPayoutsElsewhere(
              side.kind,
              withoutDoublePayouts(
                side.kind,
                withoutSplitPayments(side.kind, withoutDoubtedLines(withinWindow(runEngine(side, range.bos, lines, { knownPlayers, ownAccounts: open.ownAccounts }), lines, window, rivalIds), doubted), lines, tickets, maxDayLag),
                lines,
                tickets,
              ),
              lines,
              tickets,
              maxDayLag,
            ),
            range.bos,
            rivalIds,
          ), range.bos, rivalIds), range.bos, website, knownPlayers);
    const part = await withoutSplitParts(side.kind, decided, lines, tickets, maxDayLag, async (amounts, dates) => {
      const parts: LineCandidate[] = [];
      const take = (row: Row) => parts.push(lineCandidate(side, row, lineAmountCents(side, row), open.accountNos));
      for (let start = 0; start < amounts.length; start += PART_AMOUNTS_PER_QUERY) {
        const ofAmounts = amounts.slice(start, start + PART_AMOUNTS_PER_QUERY).map((cents) => ({ [mutasi.amount]: { [Op.between]: [(cents - 0.5) / 100, (cents + 0.5) / 100] } }));
        for (const date of dates) await eachRow(mutasi.model, lineKeys, { website, date, approved: false, extra: { [Op.or]: ofAmounts, [mutasi.mark]: null } }, attributes, transaction, take);
      }
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
      const rows = await readApprovedLines(side, website, [...open.pairedOutside.keys()], transaction);
      const tickets = await ticketsOf(side, rows.map((row) => open.pairedOutside.get(row[mutasi.id] as number)!), transaction);
      return rows.map((row) => {
        const boId = open.pairedOutside.get(row[mutasi.id] as number)!;
        return { line: lineCandidate(side, row, lineAmountCents(side, row), open.accountNos), boId, ticket: tickets.get(boId) ?? null };
      });
    },
  });
  result.matches.sort((a, b) => a.boId - b.boId);
  result.ambiguous.sort((a, b) => a.boId - b.boId);
  // once the rows without a line were told of the lines of other amounts, and of their own that came back
  const told = await nameRefundedLines(side, website, window, verdicts, open.decided, transaction);
  return { result, verdicts: withBoAmountNotes(told, open.decided) };
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

function emptyResult(): ReconcileResult {
  return { matches: [], ambiguous: [], stats: { groups: 0, largestGroup: 0, groupsLeftUnsolved: 0 } };
}
