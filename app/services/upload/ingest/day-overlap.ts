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

/**
 * A line's text as two exports of one bank line both print it: KlikBCA Individual pads and glues
 * (`WS95031         300000.00DEWI LESTARI`) what Bisnis spaces once (`WS95031 300000.00 DEWI
 * LESTARI`). Spaces and case aside, they are one line (a clean-room audit: one credit exported both
 * ways paid a ticket on each of two websites sharing the account).
 */
export function comparableText(description: string | null | undefined): string {
  return (description ?? "").replace(/\s+/g, "").toUpperCase();
}

/** A line as its copies read alike, on another website or uploaded again: the day, the amount, the text and the bank's time. */
export function lineCopyKey(line: { date: string; amountCents: number; description: string | null; bookedAt: number | null }): string {
  return `${line.date}|${line.amountCents}|${comparableText(line.description)}|${line.bookedAt ?? ""}`;
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
  const missing: DayLine[] = [];
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
      else missing.push(line);
    }
    alreadyStored.push(...taken);
  }
  const missingFromFile = missing.filter((line) => !beforeFileStarts(line, file, new Set(alreadyStored))).length;
  return { alreadyStored, notStored: file.length - alreadyStored.length, missingFromFile };
}

const dayOf = (line: DayLine) => line.key.slice(0, line.key.indexOf("|"));

/**
 * A stored line booked before the file's first line of its day, where every line of that day in
 * the file has a time and the first of them is a stored line's copy: the file is the next download,
 * starting where the bank's export window began (BRI's 23:58 → 08:00 the next morning), not another
 * statement of the day. Its earlier lines are no more missing from it than yesterday's are (a
 * clean-room audit: the evening's late credit could be added only by deleting the day's upload).
 */
function beforeFileStarts(line: DayLine, file: readonly DayLine[], copies: ReadonlySet<number>): boolean {
  if (line.bookedAt === null) return false;
  const ofDay = file.filter((other) => dayOf(other) === dayOf(line));
  if (ofDay.length === 0 || ofDay.some((other) => other.bookedAt === null)) return false;
  const first = ofDay.reduce((earliest, other) => (other.bookedAt! < earliest.bookedAt! || (other.bookedAt === earliest.bookedAt && other.lineNo < earliest.lineNo) ? other : earliest));
  return copies.has(first.id) && line.bookedAt < first.bookedAt!;
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
