/**
 * Maximum-weight assignment (Hungarian method, O(n²m)) on a small dense matrix of whole-number
 * weights. A zero weight means "no pair": a row assigned there is in effect left unmatched, so the
 * result is the best partial matching.
 */

export interface Assignment {
  total: number;
  /** column of each row, or -1 when the row's column carries no weight */
  columnOfRow: Int32Array;
}

export function maxWeightAssignment(weights: number[][], rows: number, columns: number): Assignment {
  if (rows === 0 || columns === 0) return { total: 0, columnOfRow: new Int32Array(rows).fill(-1) };
  if (rows > columns) {
    const transposed: number[][] = [];
    for (let c = 0; c < columns; c++) {
      const line: number[] = new Array(rows);
      for (let r = 0; r < rows; r++) line[r] = weights[r][c];
      transposed.push(line);
    }
    const inner = maxWeightAssignment(transposed, columns, rows);
    const columnOfRow = new Int32Array(rows).fill(-1);
    for (let c = 0; c < columns; c++) {
      const r = inner.columnOfRow[c];
      if (r >= 0) columnOfRow[r] = c;
    }
    return { total: inner.total, columnOfRow };
  }
  // classic potentials formulation on costs = -weight, 1-based with a virtual column 0
  const u = new Float64Array(rows + 1);
  const v = new Float64Array(columns + 1);
  const rowOfColumn = new Int32Array(columns + 1);
  const way = new Int32Array(columns + 1);
  const minValue = new Float64Array(columns + 1);
  const used = new Uint8Array(columns + 1);
  for (let i = 1; i <= rows; i++) {
    rowOfColumn[0] = i;
    let j0 = 0;
    minValue.fill(Infinity);
    used.fill(0);
    do {
      used[j0] = 1;
      const i0 = rowOfColumn[j0];
      let delta = Infinity;
      let j1 = 0;
      const weightRow = weights[i0 - 1];
      for (let j = 1; j <= columns; j++) {
        if (used[j]) continue;
        const current = -weightRow[j - 1] - u[i0] - v[j];
        if (current < minValue[j]) {
          minValue[j] = current;
          way[j] = j0;
        }
        if (minValue[j] < delta) {
          delta = minValue[j];
          j1 = j;
        }
      }
      for (let j = 0; j <= columns; j++) {
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
  const columnOfRow = new Int32Array(rows).fill(-1);
  let total = 0;
  for (let j = 1; j <= columns; j++) {
    const i = rowOfColumn[j];
    if (i === 0) continue;
    const weight = weights[i - 1][j - 1];
    if (weight > 0) {
      columnOfRow[i - 1] = j - 1;
      total += weight;
    }
  }
  return { total, columnOfRow };
}
