/** A statement line as the day check weighs it: `key` is what a clerk compares (date, amount, text). */
export interface DayLine {
  id: number;
  key: string;
  /** the balance the statement printed after the line, where its layout has one */
  balanceCents: number | null;
  /** when the bank booked the line (epoch ms), where its layout says */
  bookedAt: number | null;
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
 * lines in the file. Equal text and amount are not enough where the bank says more: two lines whose
 * balances, or booking times, both known, differ are two transfers (Joko's second 50.000 in the
 * afternoon is no copy of his morning one, whatever the file's order). A line agreeing on one of
 * them is the stored line's copy first; lines saying neither pair in the file's order.
 */
export function compareDayLines(stored: readonly DayLine[], file: readonly DayLine[]): DayOverlap {
  const fileByKey = groupByKey(file);
  const alreadyStored: number[] = [];
  let missingFromFile = 0;
  for (const [key, storedLines] of groupByKey(stored)) {
    const candidates = [...(fileByKey.get(key) ?? [])].sort((a, b) => a.lineNo - b.lineNo);
    const taken = new Set<number>();
    const unconfirmed: DayLine[] = [];
    for (const line of storedLines) {
      const copy = candidates.find((candidate) => !taken.has(candidate.id) && sameLine(line, candidate) === "confirmed");
      if (copy) taken.add(copy.id);
      else unconfirmed.push(line);
    }
    for (const line of unconfirmed) {
      const copy = candidates.find((candidate) => !taken.has(candidate.id) && sameLine(line, candidate) === "possible");
      if (copy) taken.add(copy.id);
      else missingFromFile++;
    }
    alreadyStored.push(...taken);
  }
  return { alreadyStored, notStored: file.length - alreadyStored.length, missingFromFile };
}

/** Whether a file line may be a stored line's copy: the bank's balance or time says so, says not, or says nothing. */
function sameLine(stored: DayLine, line: DayLine): "confirmed" | "possible" | "other" {
  const balance = stored.balanceCents !== null && line.balanceCents !== null ? stored.balanceCents === line.balanceCents : null;
  const time = stored.bookedAt !== null && line.bookedAt !== null ? stored.bookedAt === line.bookedAt : null;
  if (balance === false || time === false) return "other";
  return balance || time ? "confirmed" : "possible";
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
