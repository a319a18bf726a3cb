import { describe, expect, it } from "vitest";
import { compareDayLines, type DayLine } from "./day-overlap";

const line = (id: number, key: string, balanceCents: number | null, lineNo = id): DayLine => ({ id, key, balanceCents, lineNo });

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
});
