/**
 * The matching pipeline shared by deposits and withdrawals:
 *   1. shared transaction references, decided first and on their own;
 *   2. everything left: same website, akun bank and amount within the day window, scored on the
 *      player's account number and name, decided per group as a whole (assign.ts);
 *   3. what is left with candidates is reported for a checker.
 */
import { assignGroups, type AssignOutcome, type Interchangeability } from "./assign";
import { namePairEdge, referenceEdge, type Edge, type PairRules, type PoolFacts } from "./evidence";
import { contentOf, ownerOf, rawReference, sameAccount, type PreparedBo, type PreparedLine } from "./prepared";
import { BoPools, LinePools } from "./pools";
import { holdReason, matchReason, scoreOf, type Hold } from "./reasons";
import { FULL_SCAN_POOL_MAX, MARGIN, MAX_SUGGESTIONS, REFERENCE_DAY_WINDOW, SCALE } from "./thresholds";
import type { AmbiguousRow, MatchDecision, ReconcileResult } from "./types";

export interface EngineConfig extends PairRules {
  maxDayLag: number;
}

const ACCOUNT_KEY_PREFIX = "#";

interface Ledger {
  boMatched: Uint8Array;
  lineMatched: Uint8Array;
  /** left for a checker by an unresolved shared reference: not offered to the name phase */
  boHeld: Uint8Array;
  lineHeld: Uint8Array;
  accepted: Edge[];
}

function referenceEdges(bos: readonly PreparedBo[], lines: readonly PreparedLine[]): Edge[] {
  const byReference = new Map<string, number[]>();
  lines.forEach((line, index) => {
    if (line.reference === null) return;
    const key = `${line.website}\u0001${line.reference}`;
    const list = byReference.get(key);
    if (list) list.push(index);
    else byReference.set(key, [index]);
  });
  const edges: Edge[] = [];
  if (byReference.size === 0) return edges;
  bos.forEach((bo, boIndex) => {
    for (const reference of bo.references) {
      for (const lineIndex of byReference.get(`${bo.website}\u0001${reference}`) ?? []) {
        const line = lines[lineIndex];
        const lag = line.day - bo.day;
        if (line.amount !== bo.amount || Math.abs(lag) > REFERENCE_DAY_WINDOW || !sameAccount(bo, line)) continue;
        // two references of one row naming the same line: one pair (assignGroups keeps one edge per pair)
        edges.push(referenceEdge(boIndex, lineIndex, lag, rawReference(bo, reference)));
      }
    }
  });
  return edges;
}

/** Name and account candidates of every open BO row. */
export function nameEdges(bos: readonly PreparedBo[], lines: readonly PreparedLine[], ledger: Ledger, config: EngineConfig): Edge[] {
  const lineOpen = (index: number) => !ledger.lineMatched[index] && !ledger.lineHeld[index];
  const boOpen = (index: number) => !ledger.boMatched[index] && !ledger.boHeld[index];
  // account numbers on the lines are worth indexing only when some BO row knows the player's account
  const anyPlayerAccount = bos.some((bo, index) => boOpen(index) && bo.playerAccount !== null);
  const pools = new LinePools(lines, lineOpen, anyPlayerAccount ? ACCOUNT_KEY_PREFIX : null);
  let boPools: BoPools | null = null;
  const claimants = (line: PreparedLine): number => {
    boPools ??= new BoPools(bos, boOpen);
    let total = 0;
    for (let day = line.day - config.maxDayLag; day <= line.day; day++) total += boPools.claimantsOn(line, day);
    return total;
  };

  const stamp = new Int32Array(lines.length);
  const hits = new Int32Array(lines.length);
  const edges: Edge[] = [];
  const found: number[] = [];
  // the buckets of one BO row's window and the day lag of each, reused from row to row
  const windowBuckets: number[][] = [];
  const windowLags: number[] = [];
  const pool: PoolFacts = { alike: 0, claimants };
  for (let boIndex = 0; boIndex < bos.length; boIndex++) {
    if (!boOpen(boIndex)) continue;
    const bo = bos[boIndex];
    windowBuckets.length = 0;
    windowLags.length = 0;
    let alike = 0;
    const ownSlot = pools.ownSlot(bo);
    const unknownSlot = pools.unknownSlot(bo);
    for (let lag = 0; lag <= config.maxDayLag; lag++) {
      for (let which = 0; which < 2; which++) {
        const bucket = pools.bucket(bo.amount, which === 0 ? ownSlot : unknownSlot, bo.day + lag);
        if (!bucket) continue;
        windowBuckets.push(bucket);
        windowLags.push(lag);
        alike += bucket.length;
      }
    }
    if (alike === 0) continue;
    pool.alike = alike;
    const nameKeys = bo.name.keys;
    const fullScan = alike <= FULL_SCAN_POOL_MAX || nameKeys.length === 0;
    for (let w = 0; w < windowBuckets.length; w++) {
      const bucket = windowBuckets[w];
      const lag = windowLags[w];
      if (fullScan) {
        for (const lineIndex of bucket) {
          const edge = namePairEdge(bo, boIndex, lines[lineIndex], lineIndex, lag, pool, config);
          if (edge) edges.push(edge);
        }
        continue;
      }
      // large pool (a round amount): only lines sharing name keys, or carrying the player's account
      const index = pools.nameIndex(bucket);
      const mark = boIndex + 1;
      found.length = 0;
      const keyCount = bo.playerAccount === null ? nameKeys.length : nameKeys.length + 1;
      for (let k = 0; k < keyCount; k++) {
        const postings = index.get(k < nameKeys.length ? nameKeys[k] : ACCOUNT_KEY_PREFIX + bo.playerAccount);
        if (!postings) continue;
        // the player's account number alone is reason enough to compare
        const strength = k < nameKeys.length ? 1 : 2;
        for (const lineIndex of postings) {
          if (stamp[lineIndex] !== mark) {
            stamp[lineIndex] = mark;
            hits[lineIndex] = 0;
            found.push(lineIndex);
          }
          hits[lineIndex] += strength;
        }
      }
      for (const lineIndex of found) {
        const line = lines[lineIndex];
        // names sharing one word of several cannot reach NAME_FLOOR: not worth comparing
        const needed = Math.max(1, Math.min(2, nameKeys.length, line.nameKeys.length));
        if (hits[lineIndex] < needed) continue;
        const edge = namePairEdge(bo, boIndex, line, lineIndex, lag, pool, config);
        if (edge) edges.push(edge);
      }
    }
  }
  return edges;
}

function record(outcome: AssignOutcome<Edge>, ledger: Ledger): void {
  for (const edge of outcome.accepted) {
    ledger.boMatched[edge.bo] = 1;
    ledger.lineMatched[edge.line] = 1;
    ledger.accepted.push(edge);
  }
}

function byStrength(a: Edge, b: Edge, lines: readonly PreparedLine[]): number {
  return b.weight - a.weight || lines[a.line].id - lines[b.line].id;
}

export function runEngine(bos: readonly PreparedBo[], lines: readonly PreparedLine[], config: EngineConfig): ReconcileResult {
  const margin = Math.round(MARGIN * SCALE);
  const ledger: Ledger = {
    boMatched: new Uint8Array(bos.length),
    lineMatched: new Uint8Array(lines.length),
    boHeld: new Uint8Array(bos.length),
    lineHeld: new Uint8Array(lines.length),
    accepted: [],
  };

  const same: Interchangeability = { boOwner: (bo) => ownerOf(bos[bo]), lineContent: (line) => contentOf(lines[line]) };
  const byReference = referenceEdges(bos, lines);
  const first = assignGroups(byReference, margin, same);
  record(first, ledger);
  for (const edge of byReference) {
    if (!ledger.boMatched[edge.bo]) ledger.boHeld[edge.bo] = 1;
    if (!ledger.lineMatched[edge.line]) ledger.lineHeld[edge.line] = 1;
  }

  const byName = nameEdges(bos, lines, ledger, config);
  const second = assignGroups(byName, margin, same);
  record(second, ledger);

  const matches: MatchDecision[] = ledger.accepted
    .map((edge) => ({
      boId: bos[edge.bo].id,
      mutasiId: lines[edge.line].id,
      score: scoreOf(edge.weight),
      reason: matchReason(lines[edge.line].id, edge),
    }))
    .sort((a, b) => a.boId - b.boId);

  const open = new Map<number, Edge[]>();
  for (const edge of [...byReference, ...byName]) {
    if (ledger.boMatched[edge.bo] || ledger.lineMatched[edge.line]) continue;
    const list = open.get(edge.bo);
    if (list) list.push(edge);
    else open.set(edge.bo, [edge]);
  }
  const unsolved = new Set([...first.unsolved, ...second.unsolved]);
  const ambiguous: AmbiguousRow[] = [];
  for (const [boIndex, found] of open) {
    found.sort((a, b) => byStrength(a, b, lines));
    // a line named by two references of the row is one candidate
    const candidates = found.filter((edge, k) => found.findIndex((other) => other.line === edge.line) === k);
    const hold: Hold = unsolved.has(boIndex)
      ? "unsolved"
      : ledger.boHeld[boIndex]
        ? "reference"
        : candidates[0].acceptable
          ? "competing"
          : "weak";
    ambiguous.push({
      boId: bos[boIndex].id,
      kind: hold === "weak" ? "weak" : "competing",
      candidates: candidates.slice(0, MAX_SUGGESTIONS).map((edge) => ({ mutasiId: lines[edge.line].id, score: scoreOf(edge.weight) })),
      reason: holdReason(hold, candidates, (line) => lines[line].id),
    });
  }
  ambiguous.sort((a, b) => a.boId - b.boId);

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
