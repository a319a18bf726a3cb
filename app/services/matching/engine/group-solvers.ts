/**
 * Deciding one group of interchangeable-row classes: which class pairs of its best assignment are
 * sure. See assign.ts for what a group and a class are.
 */
import { AssignmentSolver } from "./hungarian";
import { MAX_GROUP_SIDE } from "./thresholds";

/** A candidate pair between a class of BO rows and a class of lines. */
export interface ClassEdge {
  bo: number;
  line: number;
  weight: number;
  acceptable: boolean;
}

export interface Group {
  boClasses: number[];
  lineClasses: number[];
  edges: ClassEdge[];
  /** the player a BO class's tickets are of (assign.ts owner key), null when unknown: see ownerCount */
  ownerOf?: (boClass: number) => string | null;
}

/** Scratch arrays from class id to position in the group being solved, one per side. */
export interface GroupPositions {
  bo: Int32Array;
  line: Int32Array;
}

/** An approved class pair and how many of its rows it pairs. */
export interface Approval {
  bo: number;
  line: number;
  count: number;
}

/** One row against several lines: the best must beat the second best. */
export function solveSingleRow(edges: ClassEdge[], margin: number): Approval[] {
  const sorted = [...edges].sort((a, b) => b.weight - a.weight || a.line - b.line);
  const best = sorted[0];
  const second = sorted.length > 1 ? sorted[1].weight : 0;
  return best.acceptable && best.weight - second >= margin ? [{ bo: best.bo, line: best.line, count: 1 }] : [];
}

/** Several single rows against one class of `capacity` lines: each taken row must beat the first row left out. */
export function solveSingleLine(edges: ClassEdge[], capacity: number, margin: number): Approval[] {
  const sorted = [...edges].sort((a, b) => b.weight - a.weight || a.bo - b.bo);
  const taken = Math.min(capacity, sorted.length);
  const firstLeftOut = sorted.length > taken ? sorted[taken].weight : 0;
  return sorted
    .slice(0, taken)
    .filter((edge) => edge.acceptable && edge.weight - firstLeftOut >= margin)
    .map((edge) => ({ bo: edge.bo, line: edge.line, count: 1 }));
}

/** The copies of one BO class (a range of rows), or of several (their ranges). */
type Rows = { first: number; end: number } | readonly { first: number; end: number }[];

function eachRow(rows: Rows, visit: (row: number) => unknown): void {
  for (const range of Array.isArray(rows) ? rows : [rows]) for (let row = range.first; row < range.end; row++) visit(row);
}

/**
 * How many of the `count` pairs between the copies `rows` (of one BO class, or of one player's
 * classes) and one line class (columns firstColumn..endColumn) of the best assignment are sure: the
 * largest j such that every assignment with fewer than j such pairs totals at least `margin` less.
 * Fewer than j pairs means that all but j - 1 of the copies keep away from the line class: one
 * augmenting path per copy kept away.
 */
function robustCount(best: AssignmentSolver, rows: Rows, firstColumn: number, endColumn: number, count: number, margin: number): number {
  const lineColumns: number[] = [];
  for (let column = firstColumn; column < endColumn; column++) lineColumns.push(column);
  // the copies are alike: take away first those that sit on the line class in the best assignment
  const copies: number[] = [];
  const onLine = (row: number) => {
    const column = best.columnOfRow[row];
    return column >= firstColumn && column < endColumn;
  };
  eachRow(rows, (row) => onLine(row) && copies.push(row));
  eachRow(rows, (row) => !onLine(row) && copies.push(row));
  for (let j = count; j >= 1; j--) {
    const without = best.totalWithout(copies.slice(0, copies.length - j + 1), lineColumns);
    if (best.total - without >= margin) return j;
  }
  return 0;
}

/**
 * The general case: rows expanded into copies of their classes, the exact best assignment, then
 * each class pair of it checked against the best assignment that never pairs those two classes.
 * Everything is indexed by position in the group (no string keys: there are thousands of groups).
 */
export function solveExactly(
  group: Group,
  boCapacity: (cls: number) => number,
  lineCapacity: (cls: number) => number,
  margin: number,
  positions: GroupPositions,
): Approval[] | null {
  return exactSolve(group, boCapacity, lineCapacity, margin, positions)?.approvals ?? null;
}

/** The exact solve's approvals, and whether its best assignment seats a row on a weak pair. */
function exactSolve(
  group: Group,
  boCapacity: (cls: number) => number,
  lineCapacity: (cls: number) => number,
  margin: number,
  positions: GroupPositions,
): { approvals: Approval[]; seatsWeak: boolean } | null {
  const boCount = group.boClasses.length;
  const lineCount = group.lineClasses.length;
  // positions of the group's classes, written over whatever an earlier group left there
  const boAt = positions.bo;
  group.boClasses.forEach((cls, i) => (boAt[cls] = i));
  const lineAt = positions.line;
  group.lineClasses.forEach((cls, i) => (lineAt[cls] = i));
  // a class takes no more copies than its partners could ever use
  const boReach = new Array<number>(boCount).fill(0);
  const lineReach = new Array<number>(lineCount).fill(0);
  const edgeAt: (ClassEdge | undefined)[] = new Array(boCount * lineCount);
  for (const edge of group.edges) {
    const b = boAt[edge.bo];
    const l = lineAt[edge.line];
    edgeAt[b * lineCount + l] = edge;
    boReach[b] += lineCapacity(edge.line);
    lineReach[l] += boCapacity(edge.bo);
  }
  const copies = (count: number, capacity: (i: number) => number, reach: number[]) => {
    const first: number[] = [];
    let total = 0;
    for (let i = 0; i < count; i++) {
      first.push(total);
      total += Math.min(capacity(i), reach[i]);
    }
    first.push(total);
    return first;
  };
  const rowStart = copies(boCount, (i) => boCapacity(group.boClasses[i]), boReach);
  const columnStart = copies(lineCount, (i) => lineCapacity(group.lineClasses[i]), lineReach);
  const rows = rowStart[boCount];
  const columns = columnStart[lineCount];
  if (rows > MAX_GROUP_SIDE || columns > MAX_GROUP_SIDE) return null;

  const weights: number[][] = Array.from({ length: rows }, () => new Array<number>(columns).fill(0));
  const setPair = (b: number, l: number, weight: number) => {
    for (let row = rowStart[b]; row < rowStart[b + 1]; row++) {
      for (let column = columnStart[l]; column < columnStart[l + 1]; column++) weights[row][column] = weight;
    }
  };
  for (const edge of group.edges) setPair(boAt[edge.bo], lineAt[edge.line], edge.weight);
  const best = new AssignmentSolver(weights, rows, columns);

  const boOfRow = new Int32Array(rows);
  for (let b = 0; b < boCount; b++) boOfRow.fill(b, rowStart[b], rowStart[b + 1]);
  const lineOfColumn = new Int32Array(columns);
  for (let l = 0; l < lineCount; l++) lineOfColumn.fill(l, columnStart[l], columnStart[l + 1]);
  const chosen = new Int32Array(boCount * lineCount);
  for (let row = 0; row < rows; row++) {
    const column = best.columnOfRow[row];
    if (column >= 0) chosen[boOfRow[row] * lineCount + lineOfColumn[column]]++;
  }
  const rowsOf = (b: number) => ({ first: rowStart[b], end: rowStart[b + 1] });
  const approvedAt = new Int32Array(boCount * lineCount);
  let seatsWeak = false;
  for (let at = 0; at < chosen.length; at++) {
    const count = chosen[at];
    if (count === 0) continue;
    const edge = edgeAt[at]!;
    if (!edge.acceptable) {
      seatsWeak = true;
      continue;
    }
    const b = Math.floor(at / lineCount);
    const l = at % lineCount;
    approvedAt[at] = robustCount(best, rowsOf(b), columnStart[l], columnStart[l + 1], count, margin);
  }
  if (group.ownerOf && boCount > 1) {
    for (const classes of ownerClasses(group.boClasses, group.ownerOf)) {
      const positionsOf = classes.map((cls) => boAt[cls]);
      for (let l = 0; l < lineCount; l++) ownerCount(best, positionsOf, l, { chosen, approvedAt, edgeAt, lineCount, rowsOf, columnStart, margin });
    }
  }
  const approvals: Approval[] = [];
  for (let at = 0; at < approvedAt.length; at++) if (approvedAt[at] > 0) approvals.push({ bo: edgeAt[at]!.bo, line: edgeAt[at]!.line, count: approvedAt[at] });
  return { approvals, seatsWeak };
}

/** The group's BO classes (ids) of each player that has more than one. */
function ownerClasses(boClasses: readonly number[], ownerOf: (boClass: number) => string | null): number[][] {
  // groups are small and a player rarely has two classes in one: compare owners pairwise, no map
  const owners = boClasses.map(ownerOf);
  const found: number[][] = [];
  for (let i = 0; i < owners.length; i++) {
    if (owners[i] === null || owners.indexOf(owners[i]) !== i) continue;
    const classes = [boClasses[i]];
    for (let j = i + 1; j < owners.length; j++) if (owners[j] === owners[i]) classes.push(boClasses[j]);
    if (classes.length > 1) found.push(classes);
  }
  return found;
}

/**
 * One player's tickets in several classes (they differ by a weak candidate, or by their akun bank,
 * so assign.ts could not merge them) that tie over a line class among themselves: each class pair
 * on its own is no sure pair, since the line could as well go to the player's other ticket. Whether
 * it goes to the player is what matters: if every assignment with fewer of his tickets on the line
 * class totals at least the margin less, that many of his pairs of the best assignment are sure,
 * whichever of his tickets holds each (his payouts of one amount that day; the caller holds a ticket
 * whose sibling is left unpaid). Raises approvedAt in place.
 */
function ownerCount(
  best: AssignmentSolver,
  classes: readonly number[],
  l: number,
  at: { chosen: Int32Array; approvedAt: Int32Array; edgeAt: readonly (ClassEdge | undefined)[]; lineCount: number; rowsOf: (b: number) => { first: number; end: number }; columnStart: readonly number[]; margin: number },
): void {
  let chosen = 0;
  let approved = 0;
  for (const b of classes) {
    const index = b * at.lineCount + l;
    if (at.chosen[index] === 0) continue;
    // a weak pair of the best assignment is no approval, whoever it belongs to
    if (!at.edgeAt[index]!.acceptable) return;
    chosen += at.chosen[index];
    approved += at.approvedAt[index];
  }
  if (chosen === approved) return;
  let sure = robustCount(best, classes.map(at.rowsOf), at.columnStart[l], at.columnStart[l + 1], chosen, at.margin) - approved;
  for (const b of classes) {
    const index = b * at.lineCount + l;
    const more = Math.min(sure, at.chosen[index] - at.approvedAt[index]);
    if (more <= 0) continue;
    at.approvedAt[index] += more;
    sure -= more;
  }
}

/**
 * The exact solve, kept only where it also holds on proof alone. A weak pair (a bare amount, a
 * half-matching name) is a guess: counted in the total, it can seat a rival row on a guessed line
 * and so hand this row the rival's own proven line (a player's next-day ticket taking the credit
 * of his same-day one, whose e-wallet line merely shares the amount). An approval must therefore
 * also survive the solve in which weak pairs count for nothing; weak rivals still count in the first.
 */
const solveOnProof: typeof solveExactly = (group, boCapacity, lineCapacity, margin, positions) => {
  const solved = exactSolve(group, boCapacity, lineCapacity, margin, positions);
  if (solved === null) return null;
  const approvals = solved.approvals;
  // Where the best assignment seats no row on a weak pair, the second solve cannot take anything
  // away, so it is skipped (most groups). That assignment is then feasible on proof alone, and
  // dropping pairs never raises a total: it is also the best there, with the same total. A count j
  // approved here means every assignment with fewer than j such pairs totals at least the margin
  // less; on fewer pairs those assignments total no more, so on proof alone j holds too.
  if (approvals.length === 0 || !solved.seatsWeak) return approvals;
  const proven = solveExactly({ ...group, edges: group.edges.filter((edge) => edge.acceptable) }, boCapacity, lineCapacity, margin, positions) ?? [];
  const provenCount = new Map(proven.map((approval) => [`${approval.bo}:${approval.line}`, approval.count]));
  return approvals
    .map((approval) => ({ ...approval, count: Math.min(approval.count, provenCount.get(`${approval.bo}:${approval.line}`) ?? 0) }))
    .filter((approval) => approval.count > 0);
};

/** One group, whichever way suits its shape; null when it is too large to solve exactly. */
export function solveGroup(
  group: Group,
  boCapacity: (cls: number) => number,
  lineCapacity: (cls: number) => number,
  margin: number,
  positions: GroupPositions,
): Approval[] | null {
  const boRows = group.boClasses.reduce((sum, cls) => sum + boCapacity(cls), 0);
  if (boRows === 1) return solveSingleRow(group.edges, margin);
  if (group.lineClasses.length === 1 && boRows === group.boClasses.length) {
    return solveSingleLine(group.edges, lineCapacity(group.lineClasses[0]), margin);
  }
  return solveOnProof(group, boCapacity, lineCapacity, margin, positions);
}

/**
 * A group too large to solve exactly (a day of one round amount, where weak name likenesses chain
 * hundreds of rows together). It is cut into the parts its approvable pairs link, each solved
 * exactly; then a pair is dropped if a weak candidate of its row or of its line comes within the
 * margin, since the parts no longer see those. Returns the approvals and the BO classes of parts
 * still too large.
 */
export function solveInParts(
  group: Group,
  boCapacity: (cls: number) => number,
  lineCapacity: (cls: number) => number,
  margin: number,
  positions: GroupPositions,
): { approvals: Approval[]; unsolved: number[] } {
  const parent = new Map<string, string>();
  const find = (node: string): string => {
    let root = node;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    parent.set(node, root);
    return root;
  };
  const union = (a: string, b: string) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
  };
  for (const edge of group.edges) if (edge.acceptable) union(`b${edge.bo}`, `l${edge.line}`);
  const parts = new Map<string, Group>();
  for (const edge of group.edges) {
    if (!edge.acceptable) continue;
    const root = find(`b${edge.bo}`);
    let part = parts.get(root);
    if (!part) {
      part = { boClasses: [], lineClasses: [], edges: [], ownerOf: group.ownerOf };
      parts.set(root, part);
    }
    part.edges.push(edge);
  }
  const approvals: Approval[] = [];
  const unsolved: number[] = [];
  for (const part of parts.values()) {
    part.boClasses = [...new Set(part.edges.map((edge) => edge.bo))].sort((a, b) => a - b);
    part.lineClasses = [...new Set(part.edges.map((edge) => edge.line))].sort((a, b) => a - b);
    const solved = solveGroup(part, boCapacity, lineCapacity, margin, positions);
    if (solved === null) unsolved.push(...part.boClasses);
    else approvals.push(...solved);
  }
  // the strongest weak candidate of each row and of each line
  const weakOfBo = new Map<number, number>();
  const weakOfLine = new Map<number, number>();
  const weightOf = new Map<string, number>();
  for (const edge of group.edges) {
    weightOf.set(`${edge.bo}:${edge.line}`, edge.weight);
    if (edge.acceptable) continue;
    weakOfBo.set(edge.bo, Math.max(weakOfBo.get(edge.bo) ?? 0, edge.weight));
    weakOfLine.set(edge.line, Math.max(weakOfLine.get(edge.line) ?? 0, edge.weight));
  }
  const kept = approvals.filter((approval) => {
    const weight = weightOf.get(`${approval.bo}:${approval.line}`)!;
    return weight - (weakOfBo.get(approval.bo) ?? 0) >= margin && weight - (weakOfLine.get(approval.line) ?? 0) >= margin;
  });
  return { approvals: kept, unsolved };
}
