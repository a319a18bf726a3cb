/**
 * Deciding one group of interchangeable-row classes: which class pairs of its best assignment are
 * sure. See assign.ts for what a group and a class are.
 */
import { maxWeightAssignment } from "./hungarian";
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

/**
 * The general case: rows expanded into copies of their classes, the exact best assignment, then
 * each class pair of it checked against the best assignment that never pairs those two classes.
 */
export function solveExactly(group: Group, boCapacity: (cls: number) => number, lineCapacity: (cls: number) => number, margin: number): Approval[] | null {
  const reach = (classes: number[], capacity: (cls: number) => number, side: "bo" | "line", other: (cls: number) => number) => {
    const copies = new Map<number, number[]>();
    let count = 0;
    for (const cls of classes) {
      let neighbours = 0;
      for (const edge of group.edges) if (edge[side] === cls) neighbours += other(side === "bo" ? edge.line : edge.bo);
      const list: number[] = [];
      for (let k = Math.min(capacity(cls), neighbours); k > 0; k--) list.push(count++);
      copies.set(cls, list);
    }
    return { copies, count };
  };
  const rows = reach(group.boClasses, boCapacity, "bo", lineCapacity);
  const columns = reach(group.lineClasses, lineCapacity, "line", boCapacity);
  if (rows.count > MAX_GROUP_SIDE || columns.count > MAX_GROUP_SIDE) return null;

  const weights: number[][] = Array.from({ length: rows.count }, () => new Array<number>(columns.count).fill(0));
  const setPair = (edge: ClassEdge, weight: number) => {
    for (const row of rows.copies.get(edge.bo)!) for (const column of columns.copies.get(edge.line)!) weights[row][column] = weight;
  };
  for (const edge of group.edges) setPair(edge, edge.weight);
  const best = maxWeightAssignment(weights, rows.count, columns.count);

  const boOfRow = new Int32Array(rows.count);
  for (const [cls, list] of rows.copies) for (const row of list) boOfRow[row] = cls;
  const lineOfColumn = new Int32Array(columns.count);
  for (const [cls, list] of columns.copies) for (const column of list) lineOfColumn[column] = cls;
  const chosen = new Map<string, { edge: ClassEdge; count: number }>();
  const edgeOf = new Map<string, ClassEdge>();
  for (const edge of group.edges) edgeOf.set(`${edge.bo}:${edge.line}`, edge);
  for (let row = 0; row < rows.count; row++) {
    const column = best.columnOfRow[row];
    if (column < 0) continue;
    const key = `${boOfRow[row]}:${lineOfColumn[column]}`;
    const entry = chosen.get(key);
    if (entry) entry.count++;
    else chosen.set(key, { edge: edgeOf.get(key)!, count: 1 });
  }
  const approvals: Approval[] = [];
  for (const { edge, count } of chosen.values()) {
    if (!edge.acceptable) continue;
    setPair(edge, 0);
    const without = maxWeightAssignment(weights, rows.count, columns.count);
    setPair(edge, edge.weight);
    if (best.total - without.total >= margin) approvals.push({ bo: edge.bo, line: edge.line, count });
  }
  return approvals;
}

