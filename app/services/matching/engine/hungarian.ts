/**
 * Maximum-weight assignment (Hungarian method with potentials, O(n²m)) on a small dense matrix
 * of whole-number weights. A zero weight means "no pair": a row assigned there is in effect left
 * unmatched, so the result is the best partial matching.
 *
 * The groups need, for each pair of the best assignment, the best total without that pair. That
 * is one more augmenting path from the solved state (O(n²)), not a new solve (O(n³)). It is exact
 * because the matrix is made square with zero rows or columns (a best partial matching is a best
 * perfect one there): every column is taken, so the only free column after taking the pair away
 * is its own, and taking a pair away only raises costs, so the potentials stay feasible and the
 * other pairs stay tight.
 */

/**
 * Working arrays of a solver, kept between solvers: a run solves thousands of small groups one
 * after another, and allocating a dozen typed arrays for each was most of their cost. A solver
 * owns its arena until the next solver on the same arena is created.
 */
export class Arena {
  capacity = 0;
  u = new Float64Array(0);
  v = new Float64Array(0);
  rowOfColumn = new Int32Array(0);
  minValue = new Float64Array(0);
  used = new Uint8Array(0);
  way = new Int32Array(0);
  trialU = new Float64Array(0);
  trialV = new Float64Array(0);
  trialRowOfColumn = new Int32Array(0);
  banned = new Uint8Array(0);
  bannedRows = new Uint8Array(0);

  /** Room for `length` elements in every array (contents undefined). */
  reserve(length: number): void {
    if (length <= this.capacity) return;
    const capacity = Math.max(length, this.capacity * 2, 16);
    this.capacity = capacity;
    this.u = new Float64Array(capacity);
    this.v = new Float64Array(capacity);
    this.rowOfColumn = new Int32Array(capacity);
    this.minValue = new Float64Array(capacity);
    this.used = new Uint8Array(capacity);
    this.way = new Int32Array(capacity);
    this.trialU = new Float64Array(capacity);
    this.trialV = new Float64Array(capacity);
    this.trialRowOfColumn = new Int32Array(capacity);
    this.banned = new Uint8Array(capacity);
    this.bannedRows = new Uint8Array(capacity);
  }
}

const shared = new Arena();

export interface Assignment {
  total: number;
  /** column of each row, or -1 when the row's column carries no weight */
  columnOfRow: Int32Array;
}

export class AssignmentSolver {
  private readonly size: number;
  readonly total: number;
  readonly columnOfRow: Int32Array;

  constructor(
    private readonly weights: readonly (readonly number[])[],
    private readonly rows: number,
    private readonly columns: number,
    private readonly arena: Arena = shared,
  ) {
    // square: the extra rows or columns weigh 0 ("unmatched")
    this.size = Math.max(rows, columns);
    arena.reserve(this.size + 1);
    arena.u.fill(0, 0, this.size + 1);
    arena.v.fill(0, 0, this.size + 1);
    arena.rowOfColumn.fill(0, 0, this.size + 1);
    for (let i = 1; i <= this.size; i++) this.augment(i, arena.u, arena.v, arena.rowOfColumn, false);
    this.columnOfRow = new Int32Array(rows).fill(-1);
    this.total = this.totalOf(arena.rowOfColumn, false, this.columnOfRow);
  }

  private weight(row: number, column: number): number {
    return row < this.rows && column < this.columns ? this.weights[row][column] : 0;
  }

  /** The weight with the bans of a "without" check: banned rows weigh 0 on banned columns. */
  private bannedWeight(row: number, column: number, bans: boolean): number {
    return bans && this.arena.bannedRows[row] && this.arena.banned[column] ? 0 : this.weight(row, column);
  }

  /** Insert 1-based row `start` along a shortest augmenting path. */
  private augment(start: number, u: Float64Array, v: Float64Array, rowOfColumn: Int32Array, bans: boolean): void {
    const size = this.size;
    const minValue = this.arena.minValue.fill(Infinity, 0, size + 1);
    const used = this.arena.used.fill(0, 0, size + 1);
    const way = this.arena.way;
    rowOfColumn[0] = start;
    let j0 = 0;
    do {
      used[j0] = 1;
      const i0 = rowOfColumn[j0];
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= size; j++) {
        if (used[j]) continue;
        const current = -this.bannedWeight(i0 - 1, j - 1, bans) - u[i0] - v[j];
        if (current < minValue[j]) {
          minValue[j] = current;
          way[j] = j0;
        }
        if (minValue[j] < delta) {
          delta = minValue[j];
          j1 = j;
        }
      }
      for (let j = 0; j <= size; j++) {
        if (used[j]) {
          u[rowOfColumn[j]] += delta;
          v[j] -= delta;
        } else {
          minValue[j] -= delta;
        }
      }
      j0 = j1;
    } while (rowOfColumn[j0] !== 0);
    do {
      const j1 = way[j0];
      rowOfColumn[j0] = rowOfColumn[j1];
      j0 = j1;
    } while (j0 !== 0);
  }

  private totalOf(rowOfColumn: Int32Array, bans: boolean, columnOfRow: Int32Array | null): number {
    let total = 0;
    for (let j = 1; j <= this.size; j++) {
      const i = rowOfColumn[j];
      if (i === 0 || i > this.rows) continue;
      const weight = this.bannedWeight(i - 1, j - 1, bans);
      if (weight > 0) {
        total += weight;
        if (columnOfRow) columnOfRow[i - 1] = j - 1;
      }
    }
    return total;
  }

  /**
   * The best total when none of `rows` may take any of the `banned` columns (0-based). The rows
   * are taken away one after the other, each re-inserted along one augmenting path: taking a
   * row away only raises costs, so each step starts from an optimum with feasible potentials.
   */
  totalWithout(rows: readonly number[], banned: readonly number[]): number {
    const arena = this.arena;
    const size = this.size;
    arena.banned.fill(0, 0, size);
    for (const column of banned) arena.banned[column] = 1;
    arena.bannedRows.fill(0, 0, size);
    const u = arena.trialU;
    const v = arena.trialV;
    const rowOfColumn = arena.trialRowOfColumn;
    for (let j = 0; j <= size; j++) {
      u[j] = arena.u[j];
      v[j] = arena.v[j];
      rowOfColumn[j] = arena.rowOfColumn[j];
    }
    for (const row of rows) {
      arena.bannedRows[row] = 1;
      for (let j = 1; j <= size; j++) if (rowOfColumn[j] === row + 1) rowOfColumn[j] = 0;
      this.augment(row + 1, u, v, rowOfColumn, true);
    }
    return this.totalOf(rowOfColumn, true, null);
  }
}

/** A one-off assignment, on its own arena (it may run while another solver is in use). */
export function maxWeightAssignment(weights: readonly (readonly number[])[], rows: number, columns: number): Assignment {
  const solver = new AssignmentSolver(weights, rows, columns, new Arena());
  return { total: solver.total, columnOfRow: solver.columnOfRow };
}
