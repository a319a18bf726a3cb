import { describe, expect, it } from "vitest";
import { daysBeforeToday, formatSpecDate, insideEditWindow, parseSpecDate } from "./spec-date";

describe("spec dates", () => {
  it("formats day-Mon-year, padded or not", () => {
    expect(formatSpecDate("2025-01-05", { padDay: false })).toBe("5-Jan-2025");
    expect(formatSpecDate("2025-01-05", { padDay: true })).toBe("05-Jan-2025");
    expect(formatSpecDate("2025-12-25", { padDay: false })).toBe("25-Dec-2025");
  });

  it("parses both forms and ISO, refusing impossible dates", () => {
    expect(parseSpecDate("5-Jan-2025")).toBe("2025-01-05");
    expect(parseSpecDate("05-jan-2025")).toBe("2025-01-05");
    expect(parseSpecDate("2025-02-28")).toBe("2025-02-28");
    expect(parseSpecDate("30-Feb-2025")).toBeNull();
    // typed day first, as clerks write dates (issue 16)
    expect(parseSpecDate("25/11/2026")).toBe("2026-11-25");
    expect(parseSpecDate("5/1/2025")).toBe("2025-01-05");
    expect(parseSpecDate("25.11.2026")).toBe("2026-11-25");
    expect(parseSpecDate("2026-11-25")).toBe("2026-11-25");
    expect(parseSpecDate("31/02/2026")).toBeNull();
    expect(parseSpecDate("11/25/2026")).toBeNull();
    expect(parseSpecDate("5-Foo-2025")).toBeNull();
    expect(parseSpecDate("")).toBeNull();
  });

  it("refuses years outside 2000-2099 instead of reading 0001-0099 as 1900 and later", () => {
    // Date.UTC turned these into 2001-01-01, 1999-01-05 and 'Invalid date' in the database
    expect(parseSpecDate("0001-01-01")).toBeNull();
    expect(parseSpecDate("0099-01-05")).toBeNull();
    expect(parseSpecDate("0026-11-27")).toBeNull();
    expect(parseSpecDate("5-Jan-0025")).toBeNull();
    expect(parseSpecDate("05/01/0025")).toBeNull();
    expect(parseSpecDate("1999-12-31")).toBeNull();
    expect(parseSpecDate("2100-01-01")).toBeNull();
    expect(parseSpecDate("9999-12-31")).toBeNull();
    expect(parseSpecDate("2000-01-01")).toBe("2000-01-01");
    expect(parseSpecDate("31-Dec-2099")).toBe("2099-12-31");
  });

  it("knows the length of every month, leap years included", () => {
    expect(parseSpecDate("29-Feb-2024")).toBe("2024-02-29");
    expect(parseSpecDate("29-Feb-2000")).toBe("2000-02-29");
    expect(parseSpecDate("29-Feb-2026")).toBeNull();
    expect(parseSpecDate("31-Apr-2026")).toBeNull();
    expect(parseSpecDate("30-Apr-2026")).toBe("2026-04-30");
    expect(parseSpecDate("31-Dec-2026")).toBe("2026-12-31");
    expect(parseSpecDate("32-Jan-2026")).toBeNull();
  });

  it("keeps the edit window to today, yesterday and two days ago in Jakarta", () => {
    // 23:30 UTC on 9 March is already 10 March in Jakarta
    const now = new Date("2026-03-09T23:30:00Z");
    expect(daysBeforeToday("2026-03-10", now)).toBe(0);
    expect(insideEditWindow("2026-03-10", now)).toBe(true);
    expect(insideEditWindow("2026-03-08", now)).toBe(true);
    expect(insideEditWindow("2026-03-07", now)).toBe(false);
    expect(insideEditWindow("2026-03-11", now)).toBe(false);
  });
});
