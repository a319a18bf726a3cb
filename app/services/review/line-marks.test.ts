import { describe, expect, it } from "vitest";
import { feeMarkOf, isLineMark, recogniseLineMark, recogniseStatementLine, saysMoneyReturned } from "./line-marks";

/** Issue 14, point 3: the lines a statement's own text names as not a player's money. */
describe("recogniseLineMark", () => {
  it("names interest, its tax, fees, refunds and corrections as the banks write them", () => {
    expect(
      ["BUNGA", "JASA GIRO", "INTEREST", "PAJAK BUNGA", "PPH BUNGA", "BIAYA ADM", "BY TRX BIFAST", "ADM BULANAN", "CHARGE", "REFUND QRIS", "PENGEMBALIAN DANA", "KOREKSI", "REVERSAL TRF"].map(
        recogniseLineMark,
      ),
    ).toEqual(["bunga", "bunga", "bunga", "pajak", "pajak", "biaya", "biaya", "biaya", "biaya", "refund", "refund", "koreksi", "koreksi"]);
  });

  it("names interest a bank prints after a word of its own (audit-own1 F5), but not a sender called Bunga", () => {
    expect(["KR BUNGA", "TAMBAHAN BUNGA", "CREDIT INTEREST", "PEMBAYARAN BUNGA", "CR INTEREST NOV 2026"].map(recogniseLineMark)).toEqual(["bunga", "bunga", "bunga", "bunga", "bunga"]);
    expect(recogniseLineMark("KR OTOMATIS LLG-ANTAR BANK BUNGA CITRA")).toBeNull();
    // a player named Bunga in the news after such a word (audit-rules8 F5)
    expect(recogniseLineMark("PEMBAYARAN BUNGA LESTARI")).toBeNull();
    expect(recogniseLineMark("KR BUNGA CITRA LESTARI")).toBeNull();
  });

  it("reads a return or a reversal after the BI-FAST channel BCA prints first: money back, no player's deposit (a clean-room audit)", () => {
    expect(["BI-FAST CR BIF RETUR TRANSFER DR 009 DEWI LESTARI", "BI-FAST CR REVERSAL", "BI-FAST CR BIF RVSL 20261127CENAIDJA"].map(recogniseLineMark)).toEqual(["refund", "koreksi", "koreksi"]);
  });

  it("leaves a transfer alone even when the sender's name is one of those words", () => {
    for (const text of ["TRSF E-BANKING CR 1405/FTSCY/WS95031 50000.00BUNGA CITRA", "BI-FAST CR TRANSFER DR 451 BUNGA LESTARI", "MCM InhouseTrf DARI PAJAKSON", "ADMINAH PUTRI"]) {
      expect(recogniseLineMark(text)).toBeNull();
    }
  });

  it("marks a withdraw fee the matcher sets aside as biaya, wherever its fee word stands", () => {
    expect(recogniseStatementLine("withdraw", "BI-FAST DB BIF BIAYA TXN KE 014 AGUS SALIM", 250_000)).toBe("biaya");
    expect(recogniseStatementLine("withdraw", "TRSF E-BANKING DB 2611/FTSCY/WS95031 2500.00 BIAYA BIFAST", 250_000)).toBe("biaya");
    expect(recogniseStatementLine("withdraw", "PAJAK BUNGA", 250_000)).toBe("pajak");
    // a payout is no fee, however it is worded; a deposit's text is never a withdraw fee
    expect(recogniseStatementLine("withdraw", "TRSF E-BANKING DB 2611/FTSCY/WS95031 150000.00 BIAYA BIFAST", 15_000_000)).toBeNull();
    expect(recogniseStatementLine("deposit", "BI-FAST CR BIF BIAYA TXN DARI AGUS", 250_000)).toBeNull();
    expect(feeMarkOf("withdraw", null, 250_000)).toBeNull();
  });

  it("takes only the six marks a clerk may set", () => {
    expect(["bunga", "pajak", "biaya", "refund", "koreksi", "bukan transaksi pemain"].every(isLineMark)).toBe(true);
    expect(["BUNGA", "lainnya", "", null].some(isLineMark)).toBe(false);
  });
});

describe("saysMoneyReturned", () => {
  it("reads the ways banks and e-wallets write money coming back, and not a transfer's own words", () => {
    const back = ["Refund transfer gagal ANDI PRATAMA", "RETUR TRANSFER | PENGEMBALIAN DARI 1234567890", "BI-FAST CR REVERSAL", "TRANSFER DITOLAK", "PEMBATALAN TRANSAKSI", "KOREKSI TRANSFER", "DANA DIKEMBALIKAN", "PENGEMBALIAN DANA"];
    // and the words a clean-room audit saw a bounced payout approved beside
    back.push("BI-FAST CR BIF PENOLAKAN TRANSFER 20261127CENAIDJA010O02", "RVSL BIFAST 20261127BRINIDJA", "BI-FAST CR TRANSFER TIDAK BERHASIL DR 009 RUDI HARTONO", "TRANSFER REJECTED", "CANCELLED TRANSFER");
    expect(back.filter((text) => !saysMoneyReturned(text))).toEqual([]);
    expect(["TRSF E-BANKING CR 1309/FTSCY/WS95031 100000.00DINDA", "NBMB BUDI SANTOSO TO PT BRI JAYA", "SETOR TUNAI"].some(saysMoneyReturned)).toBe(false);
  });

  it("reads a deposit taken back in the words another audit tried (audit-rev1 F1), and not names that begin alike", () => {
    const back = ["CORRECTION BI-FAST CR TRANSFER DR 014 DEWI LESTARI", "REV BI-FAST CR TRANSFER DR 014 JOKO", "RTN TRSF 2711 JOKO", "VOID TRX 8812", "CHARGEBACK QRIS", "CHARGE BACK QRIS", "CORR TRF DEWI", "SALAH TRANSFER DEWI"];
    expect(back.filter((text) => !saysMoneyReturned(text))).toEqual([]);
    expect(["TRSF E-BANKING DB 2711/FTSCY/WS95031 100000.00 REVA CORRY", "BI-FAST DB TRANSFER KE 014 VOIDA REVINA", "SALAH SATU"].some(saysMoneyReturned)).toBe(false);
  });

  it("reads a return glued to the amount, as KlikBCA Individual writes every remark (audit-week1 F1), and not a name glued so", () => {
    expect(saysMoneyReturned("TRSF E-BANKING DB 2611/FTSCY/WS95031        150000.00RETUR DEPO      BUDI SANTOSO")).toBe(true);
    expect(saysMoneyReturned("TRSF E-BANKING DB 2611/FTSCY/WS95031 150000.00REFUND BUDI SANTOSO")).toBe(true);
    expect(["TRSF E-BANKING CR 2611/FTSCY/WS95031 150000.00REVA CORRY", "TRSF E-BANKING CR 2611/FTSCY/WS95031 150000.00RETNO WULAN", "TRSF E-BANKING CR 2611/FTSCY/WS95031 150000.00VOIDA"].some(saysMoneyReturned)).toBe(false);
  });
});
