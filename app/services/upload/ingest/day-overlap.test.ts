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

  it("takes the next morning's download, which starts at the day's last stored lines, as a later copy: what came before its start is not missing", () => {
    const at = (clock: string) => Date.parse(`2026-11-26T${clock}:00+07:00`);
    const stored = [line(1, "2026-11-26|100|A", null, 1, at("10:00")), line(2, "2026-11-26|200|B", null, 2, at("15:00")), line(3, "2026-11-26|300|C", null, 3, at("23:58"))];
    // from 23:58: RINA's stored line, then DEDI's late credit the evening's download missed
    const next = [line(11, "2026-11-26|300|C", null, 1, at("23:58")), line(12, "2026-11-26|400|D", null, 2, at("23:59"))];
    expect(compareDayLines(stored, next)).toEqual({ alreadyStored: [11], notStored: 1, missingFromFile: 0 });
    // a stored line after the file's start that the file lacks (23:58): another statement, refused as before
    const lacking = [line(11, "2026-11-26|200|B", null, 1, at("15:00")), line(12, "2026-11-26|400|D", null, 2, at("23:59"))];
    expect(compareDayLines(stored, lacking).missingFromFile).toBe(1);
    // a first line that is no stored line's copy proves no overlap: every stored line is missing
    expect(compareDayLines(stored, [line(12, "2026-11-26|400|D", null, 1, at("23:59"))]).missingFromFile).toBe(3);
    // without times nothing says where the file starts
    expect(compareDayLines(stored.map((one) => ({ ...one, bookedAt: null })), next.map((one) => ({ ...one, bookedAt: null }))).missingFromFile).toBe(2);
  });
});
