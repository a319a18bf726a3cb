import { describe, expect, it } from "vitest";
import { compareDayLines, type DayLine } from "./day-overlap";

const line = (id: number, key: string, balanceCents: number | null, lineNo = id, bookedAt: number | null = null): DayLine => ({ id, key, balanceCents, bookedAt, lineNo });

describe("compareDayLines", () => {
  it("counts repeats: two equal stored lines need two equal lines in the file", () => {
    const stored = [line(1, "a", 100), line(2, "a", 200)];
    expect(compareDayLines(stored, [line(11, "a", 100)])).toEqual({ alreadyStored: [11], notStored: 0, missingFromFile: 1 });
    expect(compareDayLines(stored, [line(11, "a", 100), line(12, "a", 200), line(13, "b", 300)])).toEqual({ alreadyStored: [11, 12], notStored: 1, missingFromFile: 0 });
  });

  it("keeps as new the equal line whose balance no stored line has, wherever the file lists it", () => {
    // a statement listed newest first: the afternoon's copy of the transfer comes before the morning's
    const stored = [line(1, "a", 100)];
    expect(compareDayLines(stored, [line(11, "a", 300, 1), line(12, "a", 100, 2)]).alreadyStored).toEqual([12]);
  });

  it("pairs equal lines in the file's order where the layout has no balance", () => {
    expect(compareDayLines([line(1, "a", null)], [line(12, "a", null, 2), line(11, "a", null, 1)]).alreadyStored).toEqual([11]);
  });

  it("never takes an equal line the bank says is another, by its balance or its time, for the stored one", () => {
    // the audit's BRI afternoon export: Joko's second 50.000 (balance 1.100.000) is no copy of his morning one (1.050.000)
    expect(compareDayLines([line(1, "a", 105_000_000)], [line(11, "a", 110_000_000), line(12, "b", 117_500_000)])).toEqual({ alreadyStored: [], notStored: 2, missingFromFile: 1 });
    // no balance column, newest first: the copy is the line of the stored line's time, the 16:00 one is new
    const nine = Date.parse("2026-03-16T02:00:00Z");
    const four = Date.parse("2026-03-16T09:00:00Z");
    expect(compareDayLines([line(1, "a", null, 1, nine)], [line(11, "a", null, 1, four), line(12, "b", null, 2, null), line(13, "a", null, 3, nine)]).alreadyStored).toEqual([13]);
  });
});

