import { describe, expect, it } from "vitest";
import { isLineMark, recogniseLineMark } from "./line-marks";

/** Issue 14, point 3: the lines a statement's own text names as not a player's money. */
describe("recogniseLineMark", () => {
  it("names interest, its tax, fees, refunds and corrections as the banks write them", () => {
    expect(
      ["BUNGA", "JASA GIRO", "INTEREST", "PAJAK BUNGA", "PPH BUNGA", "BIAYA ADM", "BY TRX BIFAST", "ADM BULANAN", "CHARGE", "REFUND QRIS", "PENGEMBALIAN DANA", "KOREKSI", "REVERSAL TRF"].map(
        recogniseLineMark,
      ),
    ).toEqual(["bunga", "bunga", "bunga", "pajak", "pajak", "biaya", "biaya", "biaya", "biaya", "refund", "refund", "koreksi", "koreksi"]);
  });

  it("leaves a transfer alone even when the sender's name is one of those words", () => {
    for (const text of ["TRSF E-BANKING CR 1405/FTSCY/WS95031 50000.00BUNGA CITRA", "BI-FAST CR TRANSFER DR 451 BUNGA LESTARI", "MCM InhouseTrf DARI PAJAKSON", "ADMINAH PUTRI"]) {
      expect(recogniseLineMark(text)).toBeNull();
    }
  });

  it("takes only the six marks a clerk may set", () => {
    expect(["bunga", "pajak", "biaya", "refund", "koreksi", "bukan transaksi pemain"].every(isLineMark)).toBe(true);
    expect(["BUNGA", "lainnya", "", null].some(isLineMark)).toBe(false);
  });
});
