/**
 * Candidate pairs: which statement lines each open BO row could be paid by, with the evidence.
 * References are looked up directly; names go through the (website, akun bank, amount, day)
 * buckets of pools.ts, and through a name index inside the large buckets.
 */
import { aliasesOf } from "./aliases";
import { jakartaMidnight } from "./days";
import { confirmUniqueAmount, namePairEdge, referenceEdge, type Edge, type PairRules, type PoolFacts } from "./evidence";
import type { LineSide } from "./statement-text";
import { accountsOnLine, nameKeysOf, rawReference, sameAccount, usernamesOnLine, withJoinedUsernames, withNewsUsernames, type BoFacts, type PreparedBo, type PreparedLine } from "./prepared";
import { parsedNameSimilarity } from "./names";
import { BoPools, LinePools } from "./pools";
import { FULL_SCAN_POOL_MAX, NAME_FLOOR, REFERENCE_DAY_WINDOW } from "./thresholds";

export interface CandidateRules extends PairRules {
  /** credits (deposits) or debits (payouts): which end of a transfer the statement's own holder is (statement-text.ts ownHolderWords) */
  side: LineSide;
  maxDayLag: number;
  /**
   * Minutes after midnight within which a request may have been paid the evening before: the
   * player paid at 23:58 and filed the form at 00:03 (deposits). 0: never a day before.
   */
  paidBeforeMidnightMinutes: number;
}

/** A request filed in the first minutes of its BO date, when the day before's lines may hold its payment. */
function filedAfterMidnight(bo: PreparedBo, minutes: number): boolean {
  if (minutes <= 0 || bo.requestedAt === null) return false;
  const sinceMidnight = bo.requestedAt - jakartaMidnight(bo.day);
  return sinceMidnight >= 0 && sinceMidnight <= minutes * 60_000;
}

function anyAcceptable(edges: readonly Edge[], from: number): boolean {
  for (let i = from; i < edges.length; i++) if (edges[i].acceptable) return true;
  return false;
}

/** Which rows are still open: not matched, not held for a checker by an unresolved reference. */
export interface OpenRows {
  bo: (index: number) => boolean;
  line: (index: number) => boolean;
}

/** Pairs sharing a transaction reference, with the same amount, website and akun bank, a day apart at most. */
export function referenceEdges(bos: readonly PreparedBo[], lines: readonly PreparedLine[]): Edge[] {
  // keyed by the reference alone (the key strings exist already); the website is checked per pair
  const byReference = new Map<string, number[]>();
  for (let index = 0; index < lines.length; index++) {
    const reference = lines[index].reference;
    if (reference === null) continue;
    const list = byReference.get(reference);
    if (list) list.push(index);
    else byReference.set(reference, [index]);
  }
  const edges: Edge[] = [];
  if (byReference.size === 0) return edges;
  // a reference several rows of one website name, whatever their amounts, proves none of them;
  // only references some line carries are counted (a row's references are distinct already). A run
  // is one website's (websites.ts): keyed by the reference alone unless the rows say otherwise.
  const oneWebsite = bos.every((bo) => bo.website === bos[0].website);
  const sharedKey = (bo: PreparedBo, reference: string) => (oneWebsite ? reference : `${bo.website}|${reference}`);
  const rowsOf = new Map<string, number>();
  for (const bo of bos) {
    for (const reference of bo.references) {
      if (!byReference.has(reference)) continue;
      const key = sharedKey(bo, reference);
      rowsOf.set(key, (rowsOf.get(key) ?? 0) + 1);
    }
  }
  for (let boIndex = 0; boIndex < bos.length; boIndex++) {
    const bo = bos[boIndex];
    for (let r = 0; r < bo.references.length; r++) {
      const reference = bo.references[r];
      const found = byReference.get(reference);
      if (!found) continue;
      // carried by several lines or rows of the website, of any amount: left for a checker
      const shared = (rowsOf.get(sharedKey(bo, reference)) ?? 0) > 1 || linesOfWebsite(found, lines, bo.website) > 1;
      for (let f = 0; f < found.length; f++) {
        const lineIndex = found[f];
        const line = lines[lineIndex];
        const lag = line.day - bo.day;
        if (line.website !== bo.website || line.amount !== bo.amount || Math.abs(lag) > REFERENCE_DAY_WINDOW) continue;
        if (!sameAccount(bo, line) || referenceContradicted(bo, line) || isOwnAccount(line)) continue;
        // two references of one row naming the same line: one pair (assignGroups keeps one edge per pair)
        const edge = referenceEdge(boIndex, lineIndex, lag, rawReference(bo, reference));
        if (shared) edge.acceptable = false;
        edges.push(edge);
      }
    }
  }
  return edges;
}

function linesOfWebsite(found: readonly number[], lines: readonly PreparedLine[], website: string): number {
  let count = 0;
  for (const index of found) if (lines[index].website === website) count++;
  return count;
}

/**
 * A reference that does not prove the pair: the line names a person who is not the player (a ticket
 * can quote another's transaction id, and Excel turns long ids into 5.01235E+11, which many share).
 * The pair is judged on its names and accounts like any other.
 */
function referenceContradicted(bo: PreparedBo, line: PreparedLine): boolean {
  if (line.person === null) return false;
  return parsedNameSimilarity(bo.name, line.person) < NAME_FLOOR;
}

/** A "reference" that is the statement's own account number (a Mandiri template filled so): every line's. */
function isOwnAccount(line: PreparedLine): boolean {
  const { account, reference } = line;
  if (account === null || reference === null || !reference.endsWith(account)) return false;
  // the account key has no leading zeros: the reference may have them, and nothing else, before it
  for (let i = 0; i < reference.length - account.length; i++) if (reference.charCodeAt(i) !== 48) return false;
  return true;
}

/** Name and account candidates of every open BO row; `usernames`: the rows' usernames looked for as words (prepared.ts BoFacts). */
export function nameEdges(bos: readonly PreparedBo[], lines: readonly PreparedLine[], open: OpenRows, config: CandidateRules, usernames: UsernameFacts): Edge[] {
  const lineOpen = open.line;
  const boOpen = open.bo;
  // account numbers on the lines are worth indexing only when some BO row knows an account of the player
  const anyPlayerAccount = bos.some((bo, index) => boOpen(index) && (bo.playerAccount !== null || aliasesOf(bo.source)?.some((alias) => alias.kind === "account")));
  const pools = new LinePools(lines, lineOpen, anyPlayerAccount);
  readAhead(lines, lineOpen, anyPlayerAccount, usernames, config.side);
  const uniqueHere: Edge[] = [];

  const seen = new Int32Array(lines.length);
  const edges: Edge[] = [];
  const found: number[] = [];
  // the buckets of one BO row's window and the day lag of each, reused from row to row
  const windowBuckets: number[][] = [];
  const windowLags: number[] = [];
  let windowSize = 0;
  const slots: number[] = [];
  const pool: PoolFacts = { alike: 0, uniqueHere: (edge) => uniqueHere.push(edge) };
  const order = bucketOrder(bos, boOpen, pools);
  for (let o = 0; o < order.length; o++) {
    const boIndex = order[o];
    const bo = bos[boIndex];
    const ofAmount = pools.amount(bo.amount);
    if (!ofAmount) continue;
    const slotCount = pools.slotsOf(bo, slots);
    const before = edges.length;
    let alike = 0;
    // the BO date and the days after; then, for a request filed just after midnight that none of
    // them proves paid, the day before: the player's line of the BO date always wins over the
    // evening's, a line that only shares the amount never hides it (a clean-room audit: a pair taken
    // back when the next statement brought somebody else's nameless credit of the amount)
    for (let pass = 0; pass < 2; pass++) {
      if (pass === 1 && (anyAcceptable(edges, before) || !filedAfterMidnight(bo, config.paidBeforeMidnightMinutes))) break;
      windowSize = 0;
      const fromLag = pass === 0 ? 0 : -1;
      const toLag = pass === 0 ? config.maxDayLag : -1;
      for (let lag = fromLag; lag <= toLag; lag++) {
        for (let s = 0; s < slotCount; s++) {
          const bucket = pools.bucket(ofAmount, slots[s], bo.day + lag);
          if (!bucket) continue;
          windowBuckets[windowSize] = bucket;
          windowLags[windowSize++] = lag;
          alike += bucket.length;
        }
      }
      if (windowSize === 0) continue;
      pool.alike = alike;
      const nameKeys = bo.name.keys;
      const fullScan = alike <= FULL_SCAN_POOL_MAX || nameKeys.length === 0;
      for (let w = 0; w < windowSize; w++) {
        const bucket = windowBuckets[w];
        const lag = windowLags[w];
        if (fullScan) {
          for (let b = 0; b < bucket.length; b++) {
            const lineIndex = bucket[b];
            const edge = namePairEdge(bo, boIndex, lines[lineIndex], lineIndex, lag, pool, config);
            if (edge) edges.push(edge);
          }
          continue;
        }
        // large pool (a round amount): only lines sharing enough of the name, or carrying the player's account
        const count = pools.indexOf(bucket).candidates(bo, found, seen, boIndex + 1);
        for (let k = 0; k < count; k++) {
          const lineIndex = found[k];
          const edge = namePairEdge(bo, boIndex, lines[lineIndex], lineIndex, lag, pool, config);
          if (edge) edges.push(edge);
        }
      }
    }
  }
  confirmUniqueAmounts(uniqueHere, bos, lines, boOpen, config.maxDayLag);
  return edges;
}

/**
 * What the comparisons read from a line's text, read for every open line in memory order: visited
 * bucket by bucket as the rows ask, nearly every line was a cache miss. Only memos are filled.
 */
type UsernameFacts = Pick<BoFacts, "wordUsernames" | "joinedUsernames">;

function readAhead(lines: readonly PreparedLine[], lineOpen: (index: number) => boolean, accounts: boolean, usernames: UsernameFacts, side: LineSide): void {
  const { wordUsernames, joinedUsernames } = usernames;
  for (let index = 0; index < lines.length; index++) {
    if (!lineOpen(index)) continue;
    const line = lines[index];
    nameKeysOf(line);
    usernamesOnLine(line);
    if (wordUsernames.size > 0) withNewsUsernames(line, wordUsernames, side);
    if (joinedUsernames.size > 0) withJoinedUsernames(line, joinedUsernames);
    if (accounts) accountsOnLine(line);
  }
}

/**
 * The open BO rows that have lines of their amount, ordered by (amount, day, akun bank) so that the
 * rows sharing a bucket come one after the other and find its lines still in the processor's
 * cache: visiting them in id order, every candidate line was a cache miss. The order changes
 * nothing else (the pairs are sorted before they are decided).
 */
function bucketOrder(bos: readonly PreparedBo[], boOpen: (index: number) => boolean, pools: LinePools): ArrayLike<number> {
  let minDay = Infinity;
  let maxDay = -Infinity;
  let maxSlot = 0;
  for (let index = 0; index < bos.length; index++) {
    const bo = bos[index];
    if (bo.day < minDay) minDay = bo.day;
    if (bo.day > maxDay) maxDay = bo.day;
    if (bo.slot > maxSlot) maxSlot = bo.slot;
  }
  const days = maxDay - minDay + 1;
  const slots = maxSlot + 1;
  const rows = bos.length;
  // packed (amount, day, slot, row) must stay an exact integer; beyond, id order it is
  if (pools.amountCount * days * slots * rows >= Number.MAX_SAFE_INTEGER) {
    const all: number[] = [];
    for (let index = 0; index < rows; index++) if (boOpen(index)) all.push(index);
    return all;
  }
  const keys: number[] = [];
  for (let index = 0; index < rows; index++) {
    if (!boOpen(index)) continue;
    const bo = bos[index];
    const amount = pools.amountId(bo.amount);
    if (amount < 0) continue;
    keys.push(((amount * days + (bo.day - minDay)) * slots + bo.slot) * rows + index);
  }
  const sorted = Float64Array.from(keys).sort();
  const order = new Int32Array(sorted.length);
  for (let k = 0; k < sorted.length; k++) order[k] = sorted[k] % rows;
  return order;
}

/** Amount-only pairs whose line no other open BO row could claim within the day window. */
function confirmUniqueAmounts(
  pending: readonly Edge[],
  bos: readonly PreparedBo[],
  lines: readonly PreparedLine[],
  boOpen: (index: number) => boolean,
  maxDayLag: number,
): void {
  if (pending.length === 0) return;
  const amounts = new Set(pending.map((edge) => lines[edge.line].amount));
  const claimants = new BoPools(bos, (index) => boOpen(index) && amounts.has(bos[index].amount));
  for (let p = 0; p < pending.length; p++) {
    const edge = pending[p];
    const line = lines[edge.line];
    let total = 0;
    for (let day = line.day - maxDayLag; day <= line.day; day++) total += claimants.claimantsOn(line, day);
    if (total === 1) confirmUniqueAmount(edge);
  }
}

