import { describe, expect, it } from "vitest";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { seedBatch, seedMutasiDeposit } from "../support/seed-data";

/**
 * Issue 14, point 3: a statement line marked as not a player's money is counted apart in the
 * View Mutasi export: the file names its mark and note beside the status.
 */
const DAY = "2025-05-14";

const { clients } = withServer({
  seed: async () => {
    await seedStaff();
    const batch = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1, date: DAY });
    await seedMutasiDeposit(batch, { mutasi_amount: 50_000, mutasi_date: DAY, mutasi_app: false });
    await seedMutasiDeposit(batch, { mutasi_amount: 12_345.67, mutasi_date: DAY, mutasi_app: false, mutasi_mark: "bunga", mutasi_mark_note: "bunga bulanan" });
  },
  clients: { checker: STAFF.checker },
});

describe("View Mutasi export with marked lines", () => {
  it("ends with Tanda and Catatan Tanda, filled for the marked line only", async () => {
    const response = await clients.checker.get(`/export/viewmutasi.csv?website=ABC&status=all&date=${DAY}`);
    expect(response.status).toBe(200);
    const [header, ...rows] = (await response.text()).replace(/^\uFEFF/, "").trim().split("\r\n").map((line) => line.split(","));
    expect(header.slice(-3)).toEqual(["Match Note", "Tanda", "Catatan Tanda"]);
    expect(rows.map((row) => [row[0], row[1], ...row.slice(-2)])).toEqual([
      ["1", "Pending", "", ""],
      ["2", "Pending", "bunga", "bunga bulanan"],
    ]);
    expect(rows[1][header.indexOf("Mutasi Amount")]).toBe("12345.67");
  });
});
