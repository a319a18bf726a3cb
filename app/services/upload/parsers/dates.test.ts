import { describe, expect, it } from "vitest";
import { inferYear, parseWallTime, wallTimeToInstant, wallTimeToJakartaDay } from "./dates";

describe("dates as statements write them", () => {
  it.each([
    ["05/01/2025", 2025, 1, 5],
    ["5/1/2025", 2025, 1, 5],
    ["05/01/25", 2025, 1, 5],
    ["'02/05/2026", 2026, 5, 2],
    ["`02/05/2026", 2026, 5, 2],
    ["2024-01-05", 2024, 1, 5],
    ["05-Jan-2025", 2025, 1, 5],
    ["05 Mei 2025", 2025, 5, 5],
    ["5-Agu-2024", 2024, 8, 5],
    ["17-Des-2024", 2024, 12, 17],
    ["05.01.2025", 2025, 1, 5],
  ])("%s", (text, year, month, day) => {
    expect(parseWallTime(text)).toMatchObject({ year, month, day });
  });

  it("reads times with colons, dots, AM/PM and offsets", () => {
    expect(parseWallTime("04/05/20 12.28.07")).toMatchObject({ year: 2020, month: 5, day: 4, hour: 12, minute: 28, second: 7 });
    expect(parseWallTime("12/01/2023 04:12:26")).toMatchObject({ hour: 4, minute: 12, second: 26, hasTime: true });
    expect(parseWallTime("04/04/2024 17:34")).toMatchObject({ hour: 17, minute: 34, second: 0 });
    expect(parseWallTime("01/05/2025 01:15:00 PM")).toMatchObject({ hour: 13, minute: 15 });
    expect(parseWallTime("2024-01-05T10:00:00+07:00")).toMatchObject({ hour: 10, offsetMinutes: 420 });
    expect(parseWallTime("2024-01-05T03:00:00Z")).toMatchObject({ hour: 3, offsetMinutes: 0 });
  });

  it("keeps year-less BCA dates year-less", () => {
    expect(parseWallTime("'07/09")).toMatchObject({ year: null, month: 9, day: 7 });
  });

  it.each(["31/02/2024", "13/13/2024", "05/25/2024", "PEND", "abc", "2024-02-30", "", "29/02/2023"])("refuses %j", (text) => {
    expect(parseWallTime(text)).toBeNull();
  });

  it("takes the year nearest the statement date, rolling over at new year", () => {
    expect(inferYear(12, 31, "2025-01-02")).toBe(2024);
    expect(inferYear(1, 2, "2024-12-30")).toBe(2025);
    expect(inferYear(5, 2, "2026-05-13")).toBe(2026);
    expect(inferYear(2, 29, "2024-03-01")).toBe(2024);
  });

  it("turns Jakarta wall time into UTC, whatever the server's zone", () => {
    const wall = parseWallTime("05/01/2025 03:30:00")!;
    expect(wallTimeToInstant({ ...wall, year: 2025 }).toISOString()).toBe("2025-01-04T20:30:00.000Z");
    expect(wallTimeToJakartaDay({ ...wall, year: 2025 })).toBe("2025-01-05");
    const utc = parseWallTime("2025-01-04T20:30:00Z")!;
    expect(wallTimeToJakartaDay({ ...utc, year: 2025 })).toBe("2025-01-05");
  });

  it("gives the same instant as Date.UTC for every day, time and offset", () => {
    for (const [year, month, day] of [[2024, 2, 29], [2024, 12, 31], [2025, 1, 1], [1999, 12, 31], [2100, 3, 1], [1900, 1, 1]]) {
      for (const [hour, minute, second] of [[0, 0, 0], [6, 59, 59], [7, 0, 0], [23, 59, 59]]) {
        for (const offsetMinutes of [null, 0, 420, -300]) {
          const wall = { year, month, day, hour, minute, second, offsetMinutes, hasTime: true };
          const expected = Date.UTC(year, month - 1, day, hour, minute, second) - (offsetMinutes ?? 420) * 60_000;
          expect(wallTimeToInstant(wall).getTime()).toBe(expected);
        }
      }
    }
  });
});

describe("the shapes BO exports write in every row, read without a regex", () => {
  it.each([
    ["05/01/2025 10:12:45", { year: 2025, month: 1, day: 5, hour: 10, minute: 12, second: 45, hasTime: true }],
    ["05/01/2025 23:58", { year: 2025, month: 1, day: 5, hour: 23, minute: 58, second: 0, hasTime: true }],
    ["2024-02-29 00:00:01", { year: 2024, month: 2, day: 29, hour: 0, minute: 0, second: 1, hasTime: true }],
    ["2025-01-05", { year: 2025, month: 1, day: 5, hour: 0, minute: 0, second: 0, hasTime: false }],
  ])("%s", (text, expected) => {
    expect(parseWallTime(text)).toEqual({ ...expected, offsetMinutes: null });
  });

  it.each(["31/02/2025 10:00:00", "29/02/2025", "2025-13-01", "05/01/2025 24:00:00", "05/01/2025 10:60", "2025-00-10", "00/01/2025"])(
    "refuses %s, as the general reader does",
    (text) => {
      expect(parseWallTime(text)).toBeNull();
    },
  );

  it("leaves other shapes of the same length to the general reader", () => {
    expect(parseWallTime("2025-01-05T10:12:45")).toMatchObject({ year: 2025, hour: 10, minute: 12 });
    expect(parseWallTime("05.01.2025")).toMatchObject({ year: 2025, month: 1, day: 5 });
    expect(parseWallTime("5/1/2025 1:05")).toMatchObject({ year: 2025, month: 1, day: 5, hour: 1, minute: 5 });
  });
});
