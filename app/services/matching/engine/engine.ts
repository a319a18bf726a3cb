/**
 * The matching pipeline shared by deposits and withdrawals:
 *   1. shared transaction references, decided first and on their own;
 *   2. everything left: same website, akun bank and amount within the day window, scored on the
 *      player's account number and name, decided per group as a whole (assign.ts);
 *   3. what is left with candidates is reported for a checker.
 */
import { assignGroups, type AssignOutcome, type Interchangeability } from "./assign";
import { nameEdges, referenceEdges, type CandidateRules } from "./candidates";
import type { Edge } from "./evidence";
import { contentOf, ownerOf, playerOf, type BoFacts, type PreparedBo, type PreparedLine } from "./prepared";
import { ambiguousRows, matchDecisions } from "./results";
import { holdConflictingClues, withoutNamesakeRivals } from "./conflicts";
import { withoutRefusedPairs } from "./refused";
import { playerKey } from "./identifiers";
import { holdForKnownNamesakes } from "./namesakes";
import { holdForNewsOfOthers } from "./named-in-news";
import { holdForOwnAccounts } from "./own-accounts";
import { holdAliasesForRelatives } from "./relatives";
import { approveOwnNames } from "./own-names";
import { holdForUnpaidSiblings } from "./siblings";
import { holdForOtherBankRivals } from "./other-bank-rivals";
import { DEPOSIT_EARLY_LIMIT_MINUTES, MARGIN, SCALE, TIME_EARLY_GRACE_MINUTES } from "./thresholds";
import type { ReconcileOptions, ReconcileResult } from "./types";

export type EngineConfig = CandidateRules;

export interface Ledger {
  boMatched: Uint8Array;
  lineMatched: Uint8Array;
  /** left for a checker by an unresolved shared reference: not offered to the name phase */
  boHeld: Uint8Array;
  lineHeld: Uint8Array;
  accepted: Edge[];
}

function record(outcome: AssignOutcome<Edge>, ledger: Ledger): void {
  for (let e = 0; e < outcome.accepted.length; e++) {
    const edge = outcome.accepted[e];
    ledger.boMatched[edge.bo] = 1;
    ledger.lineMatched[edge.line] = 1;
    ledger.accepted.push(edge);
  }
}

/** A row of a website sharing the account number claims a line only by what the news types for it (its username or ticket). */
function onlyTypedForElsewhere(edges: Edge[], bos: readonly PreparedBo[]): Edge[] {
  return bos.some((bo) => bo.source.elsewhere !== undefined) ? edges.filter((edge) => bos[edge.bo].source.elsewhere === undefined || edge.kind === "username") : edges;
}

/** `facts`: what the rows say as a whole (prepared.ts); `options`: the players known from the websites' BO rows (namesakes.ts) and their own akun banks (own-accounts.ts). */
export function runEngine(bos: readonly PreparedBo[], lines: readonly PreparedLine[], config: EngineConfig, facts: BoFacts, options: ReconcileOptions): ReconcileResult {
  const { knownPlayers, ownAccounts = [] } = options;
  const margin = Math.round(MARGIN * SCALE);
  const ledger: Ledger = {
    boMatched: new Uint8Array(bos.length),
    lineMatched: new Uint8Array(lines.length),
    boHeld: new Uint8Array(bos.length),
    lineHeld: new Uint8Array(lines.length),
    accepted: [],
  };

  // each row's player spelt out once: the rules compare the players of every pair of a line's rows
  const players = new Array<string | null | undefined>(bos.length);
  const playerAt = (bo: number): string | null => {
    let player = players[bo];
    if (player === undefined) player = players[bo] = playerOf(bos[bo]);
    return player;
  };
  const same: Interchangeability = { boOwner: (bo) => ownerOf(bos[bo]), boPlayer: playerAt, lineContent: (line) => contentOf(lines[line]) };
  const byReference = withoutRefusedPairs(referenceEdges(bos, lines), bos, lines, facts.anyRefused);
  const first = assignGroups(byReference, margin, same);
  record(first, ledger);
  for (let e = 0; e < byReference.length; e++) {
    const edge = byReference[e];
    if (!ledger.boMatched[edge.bo]) ledger.boHeld[edge.bo] = 1;
    if (!ledger.lineMatched[edge.line]) ledger.lineHeld[edge.line] = 1;
  }

  const open = {
    bo: (index: number) => !ledger.boMatched[index] && !ledger.boHeld[index],
    line: (index: number) => !ledger.lineMatched[index] && !ledger.lineHeld[index],
  };
  const samePlayer = (a: number, b: number) => playerAt(a) === playerAt(b);
  // rows whose names hold the same words in another order (AGUS SALIM, SALIM AGUS) stay each other's
  // rivals: a BO may hold the name otherwise than the bank registered it (an audit: an unpaid ticket approved so)
  const named = onlyTypedForElsewhere(withoutRefusedPairs(nameEdges(bos, lines, open, config, facts), bos, lines, facts.anyRefused), bos);
  const byName = withoutNamesakeRivals(named, lines.length, samePlayer);
  holdConflictingClues(byName, lines.length);
  holdForOtherGatewayUsers(byName, bos, lines);
  holdCopiesOfReportedPayments(byName, lines);
  const second = assignGroups(byName, margin, same);
  record(second, ledger);
  const ownNames = approveOwnNames(byName, bos, lines, ledger);
  const paidFirst = config.bookedAfterRequest ? TIME_EARLY_GRACE_MINUTES : DEPOSIT_EARLY_LIMIT_MINUTES;
  holdForUnpaidSiblings(byName, ownNames.length > 0 ? [...second.accepted, ...ownNames] : second.accepted, bos, lines, paidFirst, ledger);
  holdForOtherBankRivals(byName, bos, lines, margin, ledger);
  const namesakes = holdForKnownNamesakes(ledger.accepted, bos, lines, () => knownPlayers?.of(bos[0].website), ledger);
  const namedInNews = holdForNewsOfOthers(ledger.accepted, bos, lines, () => knownPlayers?.of(bos[0].website)?.players, ledger);
  const relatives = holdAliasesForRelatives(bos, lines, config.maxDayLag, samePlayer, ledger);
  const ownTransfers = holdForOwnAccounts(ledger.accepted, bos, lines, ownAccounts, config.nameOnlyAccept, ledger);

  const matches = matchDecisions(ledger.accepted, bos, lines);
  const unsolved = new Set([...first.unsolved, ...second.unsolved]);
  const ambiguous = ambiguousRows([byReference, byName], ledger, unsolved, bos, lines, namesakes, ownTransfers, relatives, namedInNews);

  return {
    matches,
    ambiguous,
    stats: {
      groups: first.groups + second.groups,
      largestGroup: Math.max(first.largestGroup, second.largestGroup),
      groupsLeftUnsolved: first.groupsLeftUnsolved + second.groupsLeftUnsolved,
    },
  };
}

/**
 * A gateway report's payment booked for another site user than the ticket's (`Username budix`)
 * is his, whatever the name or number: a suggestion at most (prepared.ts gatewayUserOf).
 */
function holdForOtherGatewayUsers(edges: readonly Edge[], bos: readonly PreparedBo[], lines: readonly PreparedLine[]): void {
  for (let e = 0; e < edges.length; e++) {
    const edge = edges[e];
    const user = lines[edge.line].gatewayUser;
    if (user !== null && edge.acceptable && user !== playerKey(bos[edge.bo].source.username)) edge.acceptable = false;
  }
}

/**
 * A line whose text quotes a gateway report row's transaction id, of the same amount and website
 * (the wallet account's `Pembayaran ATX101` beside the report's row ATX101), is that payment
 * once more: it never pays a second ticket automatically (a clean-room audit, gateway1 F1: one
 * payment approved the player's ticket and his retry ticket).
 */
function holdCopiesOfReportedPayments(edges: readonly Edge[], lines: readonly PreparedLine[]): void {
  // the reports' own rows (they name the site user): a run's other lines are many, and no report
  const byReference = new Map<string, number>();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (line.gatewayUser !== null && line.reference !== null) byReference.set(line.reference, index);
  }
  if (byReference.size === 0) return;
  const copies = new Set<number>();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    for (const word of line.textUsernames) {
      const original = byReference.get(word);
      if (original === undefined || original === index) continue;
      const other = lines[original];
      if (other.amount === line.amount && other.website === line.website) copies.add(index);
    }
  }
  if (copies.size === 0) return;
  for (let e = 0; e < edges.length; e++) if (copies.has(edges[e].line)) edges[e].acceptable = false;
}
