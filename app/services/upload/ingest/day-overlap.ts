/** A statement line as the day check weighs it: `key` is what a clerk compares (date, amount, text). */
export interface DayLine {
  id: number;
  key: string;
  /** the balance the statement printed after the line, where its layout has one */
  balanceCents: number | null;
  lineNo: number;
}

/** How a new file's lines stand against the lines stored for the same account's days. */
export interface DayOverlap {
  /** the file's lines that are stored already: the rows to drop from the new batch */
  alreadyStored: number[];
  /** the file's lines not stored yet */
  notStored: number;
  /** stored lines the file does not hold: then it is not a later copy of the same statement */
  missingFromFile: number;
}

/**
 * Pairs the file's lines with the stored ones as a multiset: two equal stored lines need two equal
 * lines in the file. Among equal lines, one with the stored line's balance is its copy, so a
 * later identical line (same text and amount, its own balance further down the day) is the one
 * kept as new; the rest pair in the file's order.
 */
export function compareDayLines(stored: readonly DayLine[], file: readonly DayLine[]): DayOverlap {
  const fileByKey = groupByKey(file);
  const alreadyStored: number[] = [];
  let missingFromFile = 0;
  for (const [key, storedLines] of groupByKey(stored)) {
    const candidates = [...(fileByKey.get(key) ?? [])].sort((a, b) => a.lineNo - b.lineNo);
    const taken = new Set<number>();
    let unpaired = 0;
    for (const line of storedLines) {
      const copy = line.balanceCents === null ? undefined : candidates.find((candidate) => !taken.has(candidate.id) && candidate.balanceCents === line.balanceCents);
      if (copy) taken.add(copy.id);
      else unpaired++;
    }
    const rest = candidates.filter((candidate) => !taken.has(candidate.id));
    for (const candidate of rest.slice(0, unpaired)) taken.add(candidate.id);
    missingFromFile += Math.max(0, unpaired - rest.length);
    alreadyStored.push(...taken);
  }
  return { alreadyStored, notStored: file.length - alreadyStored.length, missingFromFile };
}

function groupByKey(lines: readonly DayLine[]): Map<string, DayLine[]> {
  const groups = new Map<string, DayLine[]>();
  for (const line of lines) {
    const group = groups.get(line.key);
    if (group) group.push(line);
    else groups.set(line.key, [line]);
  }
  return groups;
}
