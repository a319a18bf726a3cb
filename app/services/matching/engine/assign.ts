/**
 * One-to-one assignment of BO rows to statement lines, decided per group as a whole.
 *
 * Candidate pairs link BO rows and lines into groups (connected components); a group never spans
 * two websites or two akun bank, and holds every row that competes for the same lines. In each
 * group the assignment with the best total score is found, and a pair of it is approved only when
 *   - the pair's own evidence is strong enough (`acceptable`), and
 *   - every assignment of the group without that pair totals at least `margin` less.
 * The second rule is "clearly better than the next", for the BO row and for the line at once: if
 * another line would do as well for the row, or another row as well for the line, the totals tie.
 *
 * Interchangeable rows are merged into classes with a capacity before that, because a choice
 * between them is no choice at all and must not make everything ambiguous:
 *   - identical lines: same text and the same candidates with the same scores (two equal credits
 *     from one player on one day, FORMATS.md: "two deposits, not a duplicate");
 *   - tickets of one player (same owner key) with the same candidates, scored alike but for a
 *     factor common to every line: whichever of them a credit is linked to, the same player is
 *     paid the same amount that day. The class is weighed by its weakest member's pairs.
 * Rows of a class are handed out in id order. Two different players with the same name are not
 * interchangeable, nor are identical lines both of them could claim: the group stays ambiguous.
 *
 * Rows and their pairs are held in flat arrays (offsets into one list per side) rather than a
 * list per row: with 100k rows a run, per-row arrays were most of the garbage collector's work.
 */
import { solveGroup, solveInParts, type Approval, type Group, type GroupPositions } from "./group-solvers";

export interface PairEdge {
  /** index of the BO row */
  bo: number;
  /** index of the statement line */
  line: number;
  /** whole ten-thousandths, 1..SCALE */
  weight: number;
  /** strong enough to be approved without a checker */
  acceptable: boolean;
  /** kind of evidence: of a pair found twice (by reference and by name), the order in which the copies are kept */
  tag: string;
}

export interface AssignOutcome<E extends PairEdge> {
  /** the approved pairs, by BO row */
  accepted: E[];
  /** BO rows of groups too large to solve */
  unsolved: Set<number>;
  groups: number;
  largestGroup: number;
  groupsLeftUnsolved: number;
}

export interface Interchangeability {
  /** rows with the same non-null owner and the same candidates are interchangeable (one player) */
  boOwner: (bo: number) => string | null;
  /** the player of a BO row (website and username, whatever the day and amount), null when unknown */
  boPlayer: (bo: number) => string | null;
  /** lines with the same content and the same candidates are interchangeable (identical credits) */
  lineContent: (line: number) => string;
}

/** Pairs of one side, row by row: the pairs of row r are list[start[r]] .. list[start[r + 1] - 1]. */
interface Adjacency<E> {
  start: Int32Array;
  list: E[];
}

function compareTags(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** By line, the strongest first when a pair was found twice. */
function byLineStrongestFirst(a: PairEdge, b: PairEdge): number {
  return a.line - b.line || b.weight - a.weight || Number(b.acceptable) - Number(a.acceptable) || compareTags(a.tag, b.tag);
}

/** Pairs grouped by BO row, each row's sorted by line, one pair per (row, line). */
function byBo<E extends PairEdge>(edges: readonly E[], boCount: number): Adjacency<E> {
  const counts = new Int32Array(boCount + 1);
  for (let e = 0; e < edges.length; e++) counts[edges[e].bo + 1]++;
  for (let r = 0; r < boCount; r++) counts[r + 1] += counts[r];
  const placed: E[] = new Array(edges.length);
  const next = counts.slice(0, boCount);
  for (let e = 0; e < edges.length; e++) placed[next[edges[e].bo]++] = edges[e];
  const start = new Int32Array(boCount + 1);
  const list: E[] = [];
  for (let r = 0; r < boCount; r++) {
    start[r] = list.length;
    const from = counts[r];
    const to = counts[r + 1];
    if (to - from > 1) {
      // a row has a few pairs: insertion sort in place (Array.prototype.sort copies every time)
      for (let i = from + 1; i < to; i++) {
        const edge = placed[i];
        let j = i - 1;
        while (j >= from && byLineStrongestFirst(placed[j], edge) > 0) {
          placed[j + 1] = placed[j];
          j--;
        }
        placed[j + 1] = edge;
      }
      for (let k = from; k < to; k++) if (k === from || placed[k].line !== placed[k - 1].line) list.push(placed[k]);
    } else if (to > from) {
      list.push(placed[from]);
    }
  }
  start[boCount] = list.length;
  return { start, list };
}

/** The same pairs grouped by line; each line's in BO order (stable). */
function byLine<E extends PairEdge>(boSide: Adjacency<E>, lineCount: number): Adjacency<E> {
  const start = new Int32Array(lineCount + 1);
  const pairs = boSide.list;
  for (let e = 0; e < pairs.length; e++) start[pairs[e].line + 1]++;
  for (let l = 0; l < lineCount; l++) start[l + 1] += start[l];
  const list: E[] = new Array(boSide.list.length);
  const next = start.slice(0, lineCount);
  for (let e = 0; e < pairs.length; e++) list[next[pairs[e].line]++] = pairs[e];
  return { start, list };
}

/**
 * Rows merged into classes. Almost every class is a single row, so only the crowded ones keep a
 * member list.
 */
interface Classes {
  classOf: Int32Array;
  count: number;
  size: (cls: number) => number;
  /** the k-th member in id order */
  member: (cls: number, k: number) => number;
  /** the member whose pairs the class is weighed by: the one that weighs its lines least */
  weakest: (cls: number) => number;
}

/**
 * The kind of evidence does not count: of one player's tickets, the one whose Player Bank the line
 * shows and the one whose name it shows are paid alike, and each keeps its own pair for its reason.
 */
function sameJudgement(a: PairEdge, b: PairEdge): boolean {
  return a.weight === b.weight && a.acceptable === b.acceptable;
}

/**
 * Of one player's tickets, pairs judged alike but for a factor common to every line (`a0`, `b0`:
 * each row's first pair): a ticket that does not say its akun bank sees the amount on more lines
 * of the website (evidence.ts amountFactor), and so weighs each line a little less than his ticket
 * that says it. Which of the two each line pays is still no choice. The tolerance is the rounding
 * of weights to whole units.
 */
function scaledJudgement(a: PairEdge, b: PairEdge, a0: PairEdge, b0: PairEdge): boolean {
  if (a.acceptable !== b.acceptable) return false;
  return Math.abs(a.weight * b0.weight - b.weight * a0.weight) <= a.weight + b.weight + a0.weight + b0.weight;
}

/**
 * Classes of interchangeable rows of one side. Two rows can only be alike if their first pairs
 * lead to the same row of the other side, so each row is compared only with the earlier class
 * leaders among that row's partners: no signature strings, and almost no comparisons outside
 * round-amount pools.
 */
function classesOf<E extends PairEdge>(
  own: Adjacency<E>,
  other: Adjacency<E>,
  side: "bo" | "line",
  alikeBeyondPairs: (row: number, leader: number) => boolean,
  scaled: boolean,
): Classes {
  const otherSide = side === "bo" ? "line" : "bo";
  const rowCount = own.start.length - 1;
  const classOf = new Int32Array(rowCount).fill(-1);
  const leaders: number[] = [];
  const crowded = new Map<number, number[]>();
  const weakestOf = new Map<number, number>();
  const isLeader = new Uint8Array(rowCount);
  const samePairs = (a: number, b: number): boolean => {
    const length = own.start[a + 1] - own.start[a];
    if (length !== own.start[b + 1] - own.start[b]) return false;
    const a0 = own.list[own.start[a]];
    const b0 = own.list[own.start[b]];
    for (let k = 0; k < length; k++) {
      const x = own.list[own.start[a] + k];
      const y = own.list[own.start[b] + k];
      if (x[otherSide] !== y[otherSide]) return false;
      if (!sameJudgement(x, y) && !(scaled && scaledJudgement(x, y, a0, b0))) return false;
    }
    return true;
  };
  const firstWeight = (row: number) => own.list[own.start[row]].weight;
  for (let row = 0; row < rowCount; row++) {
    if (own.start[row] === own.start[row + 1]) continue;
    const partner = own.list[own.start[row]][otherSide];
    let joined = -1;
    for (let k = other.start[partner]; k < other.start[partner + 1]; k++) {
      const candidate = other.list[k][side];
      if (candidate >= row) break;
      if (isLeader[candidate] && samePairs(row, candidate) && alikeBeyondPairs(row, candidate)) {
        joined = classOf[candidate];
        break;
      }
    }
    if (joined >= 0) {
      const list = crowded.get(joined);
      if (list) list.push(row);
      else crowded.set(joined, [leaders[joined], row]);
      classOf[row] = joined;
      const weakest = weakestOf.get(joined) ?? leaders[joined];
      if (firstWeight(row) < firstWeight(weakest)) weakestOf.set(joined, row);
    } else {
      isLeader[row] = 1;
      classOf[row] = leaders.length;
      leaders.push(row);
    }
  }
  return {
    classOf,
    count: leaders.length,
    size: (cls) => crowded.get(cls)?.length ?? 1,
    member: (cls, k) => (k === 0 ? leaders[cls] : crowded.get(cls)![k]),
    weakest: (cls) => weakestOf.get(cls) ?? leaders[cls],
  };
}

/** The root of a node in a union-find forest, every node on the way pointed at it (own-names.ts too). */
export function find(parent: Int32Array, node: number): number {
  let root = node;
  while (parent[root] !== root) root = parent[root];
  while (parent[node] !== root) {
    const next = parent[node];
    parent[node] = root;
    node = next;
  }
  return root;
}

/**
 * Decide which candidate pairs are sure. `margin` is in the same whole units as the weights.
 * The result depends only on the pairs' values, never on the order they come in.
 */
export function assignGroups<E extends PairEdge>(allEdges: readonly E[], margin: number, same: Interchangeability): AssignOutcome<E> {
  let boCount = 0;
  let lineCount = 0;
  for (let e = 0; e < allEdges.length; e++) {
    const edge = allEdges[e];
    if (edge.bo >= boCount) boCount = edge.bo + 1;
    if (edge.line >= lineCount) lineCount = edge.line + 1;
  }
  // a pair whose row and line have no other candidate is a group of its own: decided here, the
  // way the general path would, without building anything (most pairs of a run are like that)
  const boDegree = new Int32Array(boCount);
  const lineDegree = new Int32Array(lineCount);
  for (let e = 0; e < allEdges.length; e++) {
    const edge = allEdges[e];
    boDegree[edge.bo]++;
    lineDegree[edge.line]++;
  }
  const accepted: E[] = [];
  const edges: E[] = [];
  let isolatedGroups = 0;
  for (let e = 0; e < allEdges.length; e++) {
    const edge = allEdges[e];
    if (boDegree[edge.bo] === 1 && lineDegree[edge.line] === 1) {
      isolatedGroups++;
      if (edge.acceptable && edge.weight >= margin) accepted.push(edge);
    } else edges.push(edge);
  }
  const boSide = byBo(edges, boCount);
  const lineSide = byLine(boSide, lineCount);

  const owners = new Map<number, string | null>();
  const ownerOf = (row: number) => {
    if (!owners.has(row)) owners.set(row, same.boOwner(row));
    return owners.get(row)!;
  };
  const contents = new Map<number, string>();
  const contentOf = (row: number) => {
    let content = contents.get(row);
    if (content === undefined) {
      content = same.lineContent(row);
      contents.set(row, content);
    }
    return content;
  };
  const onePlayersLine = (row: number) => {
    const first = lineSide.list[lineSide.start[row]].bo;
    const player = same.boPlayer(first);
    for (let k = lineSide.start[row] + 1; k < lineSide.start[row + 1]; k++) {
      const bo = lineSide.list[k].bo;
      if (bo !== first && (player === null || same.boPlayer(bo) !== player)) return false;
    }
    return true;
  };
  const bo = classesOf(
    boSide,
    lineSide,
    "bo",
    (row, leader) => {
      const owner = ownerOf(row);
      return owner !== null && owner === ownerOf(leader);
    },
    true,
  );
  // identical BO rows pair with the same lines, so comparing lines pair by pair is the same as
  // comparing them against BO classes. Identical lines wanted by tickets of two players (two
  // namesakes of one amount) are not interchangeable: the same statement is written when one of
  // them paid twice and the other not at all (clean-room audits: namesakes' credits swapped).
  const line = classesOf(lineSide, boSide, "line", (row, leader) => onePlayersLine(row) && contentOf(row) === contentOf(leader), false);

  // one pair per pair of classes, from each BO class's weakest member; in flat arrays, since
  // nearly every class pair is a group of its own that needs no object at all
  const pairCount = boSide.list.length;
  const classBo = new Int32Array(pairCount);
  const classLine = new Int32Array(pairCount);
  const source = new Int32Array(pairCount);
  let classPairs = 0;
  const lastBoClassOfLineClass = new Int32Array(line.count).fill(-1);
  for (let x = 0; x < bo.count; x++) {
    const first = bo.weakest(x);
    for (let k = boSide.start[first]; k < boSide.start[first + 1]; k++) {
      const y = line.classOf[boSide.list[k].line];
      if (lastBoClassOfLineClass[y] === x) continue;
      lastBoClassOfLineClass[y] = x;
      classBo[classPairs] = x;
      classLine[classPairs] = y;
      source[classPairs++] = k;
    }
  }

  const boClassCount = bo.count;
  const parent = new Int32Array(boClassCount + line.count);
  for (let i = 0; i < parent.length; i++) parent[i] = i;
  for (let p = 0; p < classPairs; p++) {
    const a = find(parent, classBo[p]);
    const b = find(parent, boClassCount + classLine[p]);
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
  }
  const pairsPerRoot = new Int32Array(parent.length);
  for (let p = 0; p < classPairs; p++) pairsPerRoot[find(parent, classBo[p])]++;

  const boCapacity = bo.size;
  const lineCapacity = line.size;
  const approvals: Approval[] = [];
  const unsolved = new Set<number>();
  let largestGroup = isolatedGroups > 0 ? 2 : 0;
  let groupsLeftUnsolved = 0;
  let groupCount = isolatedGroups;

  // most groups are one kind of row against one kind of line: no alternative but pairing fewer
  const groups = new Map<number, Group>();
  const ownerOfClass = (cls: number) => ownerOf(bo.member(cls, 0));
  for (let p = 0; p < classPairs; p++) {
    const x = classBo[p];
    const y = classLine[p];
    const edge = boSide.list[source[p]];
    const root = find(parent, x);
    if (pairsPerRoot[root] === 1) {
      groupCount++;
      const rows = boCapacity(x);
      const lines = lineCapacity(y);
      largestGroup = Math.max(largestGroup, rows + lines);
      if (!edge.acceptable || edge.weight < margin) continue;
      if (rows === 1 && lines === 1) accepted.push(edge);
      else approvals.push({ bo: x, line: y, count: Math.min(rows, lines) });
      continue;
    }
    let group = groups.get(root);
    if (!group) {
      group = { boClasses: [], lineClasses: [], edges: [], ownerOf: ownerOfClass };
      groups.set(root, group);
    }
    group.edges.push({ bo: x, line: y, weight: edge.weight, acceptable: edge.acceptable });
  }
  let positions: GroupPositions | undefined;
  for (const group of groups.values()) {
    groupCount++;
    const seenLine = new Set<number>();
    for (const edge of group.edges) {
      if (group.boClasses[group.boClasses.length - 1] !== edge.bo) group.boClasses.push(edge.bo);
      if (!seenLine.has(edge.line)) {
        seenLine.add(edge.line);
        group.lineClasses.push(edge.line);
      }
    }
    group.lineClasses.sort((a, b) => a - b);
    const boRows = group.boClasses.reduce((sum, cls) => sum + boCapacity(cls), 0);
    const lineRows = group.lineClasses.reduce((sum, cls) => sum + lineCapacity(cls), 0);
    largestGroup = Math.max(largestGroup, boRows + lineRows);
    positions ??= { bo: new Int32Array(bo.count), line: new Int32Array(line.count) };
    const solved = solveGroup(group, boCapacity, lineCapacity, margin, positions);
    if (solved !== null) {
      approvals.push(...solved);
      continue;
    }
    const parts = solveInParts(group, boCapacity, lineCapacity, margin, positions);
    approvals.push(...parts.approvals);
    if (parts.unsolved.length > 0) groupsLeftUnsolved++;
    for (const cls of parts.unsolved) for (let k = 0; k < bo.size(cls); k++) unsolved.add(bo.member(cls, k));
  }

  // hand out interchangeable rows in id order
  approvals.sort((a, b) => a.bo - b.bo || a.line - b.line);
  const nextBo = new Int32Array(boClassCount);
  const nextLine = new Int32Array(line.count);
  for (const approval of approvals) {
    for (let k = 0; k < approval.count; k++) {
      const boIndex = bo.member(approval.bo, nextBo[approval.bo]++);
      const lineIndex = line.member(approval.line, nextLine[approval.line]++);
      for (let e = boSide.start[boIndex]; e < boSide.start[boIndex + 1]; e++) {
        if (boSide.list[e].line === lineIndex) {
          accepted.push(boSide.list[e]);
          break;
        }
      }
    }
  }
  // by BO row, without a comparator sort: a row has at most one approved pair
  const ofBo: (E | undefined)[] = new Array(boCount);
  for (let e = 0; e < accepted.length; e++) ofBo[accepted[e].bo] = accepted[e];
  accepted.length = 0;
  for (let row = 0; row < boCount; row++) {
    const edge = ofBo[row];
    if (edge) accepted.push(edge);
  }
  return { accepted, unsolved, groups: groupCount, largestGroup, groupsLeftUnsolved };
}
