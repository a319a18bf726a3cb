import { describe, expect, it } from "vitest";
import { DayClose } from "~/models/models.server";
import { seedStaff, STAFF, withServer } from "../support/fixture";

/**
 * Years typed short reached the database: Date.UTC reads years 0-99 as 1900-1999, and the year
 * was written unpadded, so "0001-01-01", "0099-01-05" and "0026-11-27" were stored as
 * '2001-01-01', '1999-01-05' and 'Invalid date'. A business date's year is 2000-2099.
 */

const { clients: { checker } } = withServer({ seed: () => seedStaff(), clients: { checker: STAFF.checker } });

describe("dates outside 2000-2099 are invalid dates", () => {
  it.each(["0001-01-01", "0099-01-05", "0026-11-27", "27-Nov-0026", "27/11/0026", "1999-12-31", "2100-01-01"])(
    "POST /api/tutuphari with %s is 400 '❌ Tanggal tidak valid.' and closes nothing",
    async (date) => {
      const response = await checker.json("POST", "/api/tutuphari", { website: "ABC", date });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: false, message: "❌ Tanggal tidak valid." });
      expect(await DayClose.count()).toBe(0);
    },
  );

  it("GET /api/statushari with a year 0026 is refused the same way", async () => {
    const response = await checker.get("/api/statushari/ABC/0026-11-27");
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("❌ Tanggal tidak valid.");
  });

  it("a date of this century is still taken (the day is judged, not refused as invalid)", async () => {
    const response = await checker.get("/api/statushari/ABC/2025-05-14");
    expect(response.status).toBe(200);
  });
});
