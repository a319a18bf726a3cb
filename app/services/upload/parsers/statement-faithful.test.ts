import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { refusal } from "../../../../tests/support/refusal";
import { parseStatementUpload } from "./parse.server";
import type { ParseContext } from "./types";

/** Issue 14, point 2: a statement read against the clerk's choices, faithfully. */
const fixture = (name: string) => readFileSync(`tests/fixtures/uploads/${name}`, "utf8");
const now = new Date("2026-06-01T00:00:00Z");
const depo = (extra: Partial<ParseContext> = {}): ParseContext => ({ transaction: "depo", now, ...extra });


const bcaLines = (lines: readonly string[]) => ["Account No.,=,'0111222333", "", "Date,Description,Branch,Amount,,Balance", ...lines].join("\n");

describe("the chosen Tanggal Mutasi", () => {
  it("refuses a file of other days, naming the days it holds", async () => {
    const message = await refusal(parseStatementUpload("bca", fixture("klikbca-individual.csv"), depo({ statementDate: "2026-05-20" })));
    expect(message).toBe(
      "❌ File ini tidak berisi mutasi tanggal 20-May-2026 (Tanggal Mutasi yang dipilih). Tanggal di file: 02-May-2026, 03-May-2026, 07-May-2026, 08-May-2026, 09-May-2026.",
    );
  });

  it("names every line more than 7 days from the chosen date", async () => {
    const text = bcaLines([
      "20/04/2026,TRSF E-BANKING CR 2004/FTSCY/WS95031 100000.00BUDI,'0000,100000.00,CR,1100000.00",
      "09/05/2026,TRSF E-BANKING CR 0905/FTSCY/WS95031 50000.00RINA,'0000,50000.00,CR,1150000.00",
      "10/05/2026,TRSF E-BANKING CR 1005/FTSCY/WS95031 50000.00JOKO,'0000,50000.00,CR,1200000.00",
    ]);
    const result = await parseStatementUpload("bca", text, depo({ statementDate: "2026-05-10" }));
    expect(result.problems).toEqual([{ line: 4, column: "Date", reason: "Tanggal 20-Apr-2026 lebih dari 7 hari dari Tanggal Mutasi 10-May-2026" }]);
  });

  it("puts back the year Excel took from the day it re-saved a year-end file, and says so", async () => {
    // the statement of 31 Dec 2025 - 2 Jan 2026, opened and re-saved on 3 Jan 2026: '31/12' became 2026, a day to come
    const text = bcaLines([
      "31/12/2026,TRSF E-BANKING CR 3112/FTSCY/WS95031 100000.00BUDI SANTOSO,'0000,100000.00,CR,1100000.00",
      "02/01/2026,TRSF E-BANKING CR 0201/FTSCY/WS95031 50000.00RINA MARLINA,'0000,50000.00,CR,1150000.00",
    ]);
    const result = await parseStatementUpload("bca", text, depo({ statementDate: "2026-01-02", now: new Date("2026-01-03T03:00:00Z") }));
    expect(result.problems).toEqual([]);
    expect(result.dates).toEqual(["2025-12-31", "2026-01-02"]);
    expect(result.notes).toEqual(["1 baris bertanggal setahun meleset (file disimpan ulang oleh Excel): tahunnya disesuaikan dengan Tanggal Mutasi."]);
  });

  it("keeps a past date a year off the chosen Tanggal Mutasi as the bank wrote it: the picker's year is wrong, not the file's (audit-time2 F2)", async () => {
    const line = "27/11/2026,TRSF E-BANKING CR 2711/FTSCY/WS95031 153000.00BUDI SANTOSO,'0000,153000.00,CR,1153000.00";
    const now = new Date("2026-11-28T03:00:00Z");
    await expect(parseStatementUpload("bca", bcaLines([line]), depo({ statementDate: "2025-11-27", now }))).rejects.toThrow(
      "❌ File ini tidak berisi mutasi tanggal 27-Nov-2025 (Tanggal Mutasi yang dipilih). Tanggal di file: 27-Nov-2026.",
    );
    // nor is last year's file moved forward to this year's day
    await expect(parseStatementUpload("bca", bcaLines([line.replace("27/11/2026", "27/11/2025")]), depo({ statementDate: "2026-11-27", now }))).rejects.toThrow(
      "❌ File ini tidak berisi mutasi tanggal 27-Nov-2026 (Tanggal Mutasi yang dipilih). Tanggal di file: 27-Nov-2025.",
    );
  });
});

describe("running balances", () => {
  it("accepts a Pratinjau copy whose rounded cents put a step Rp 1 off, stating the tolerance", async () => {
    // the page shows 150.000 for a QRIS credit of 149.999,50 and the balance it left
    const text = fixture("bca-pratinjau.csv").replace("Rp 1.150.000", "Rp 1.149.999");
    const result = await parseStatementUpload("bca", text, depo({ statementDate: "2025-01-05" }));
    expect(result.problems).toEqual([]);
    expect(result.notes).toEqual(["Saldo berjalan diperiksa dengan toleransi Rp 1 per baris (halaman Pratinjau membulatkan sen)."]);
  });

  it("reads a Pratinjau table copied from two pages, its header repeated between them (a clean-room file audit: refused)", async () => {
    const [header, ...rows] = fixture("bca-pratinjau.csv").trimEnd().split("\n");
    const text = [header, rows[0], header, ...rows.slice(1)].join("\n");
    const result = await parseStatementUpload("bca", text, depo({ statementDate: "2025-01-05" }));
    expect(result.problems).toEqual([]);
    expect(result.rows.map((row) => row.amountCents)).toEqual([15_000_000, 135_950_000]);
  });

  it("refuses a Pratinjau step more than Rp 1 off", async () => {
    const text = fixture("bca-pratinjau.csv").replace("Rp 1.100.000", "Rp 1.100.002");
    expect(await refusal(parseStatementUpload("bca", text, depo({ statementDate: "2025-01-05" })))).toMatch(/^❌ Saldo tidak sesuai di baris 3:/);
  });

  const pratinjau = (balances: readonly string[]) =>
    ["No\tTanggal\tKeterangan\tDebit\tKredit\tSaldo"]
      .concat(balances.map((balance, index) => `${index + 1}\t05/01/2025\tTRSF E-BANKING CR 0501/FTSCY/WS95031 150000.00 PEMAIN NOMOR ${index + 1}\t-\tRp 150.000\tRp ${balance}`))
      .join("\n");

  it("accepts a Pratinjau day whose rounded QRIS cents leave its total within what rounding explains", async () => {
    // six credits of 149.999,60 shown as 150.000, the balances rounded from 1.000.000 on
    const text = pratinjau(["1.150.000", "1.299.999", "1.449.999", "1.599.998", "1.749.998", "1.899.998"]);
    const result = await parseStatementUpload("bca", text, depo({ statementDate: "2025-01-05" }));
    expect(result.problems).toEqual([]);
    expect(result.rows).toHaveLength(6);
  });

  it("refuses a Pratinjau day whose steps are each within Rp 1 but drift apart over the day", async () => {
    const text = pratinjau(["1.150.000", "1.300.001", "1.450.002", "1.600.003", "1.750.004", "1.900.005"]);
    expect(await refusal(parseStatementUpload("bca", text, depo({ statementDate: "2025-01-05" })))).toBe(
      "❌ Total hari tidak sesuai: saldo awal 1.000.000 + mutasi 900.000 seharusnya 1.900.000, saldo akhir tertulis 1.900.005 (selisih lebih dari Rp 4 yang bisa dijelaskan pembulatan sen).",
    );
  });

  it("lists every bad balance line up to 20 with what was expected and found, then counts the rest", async () => {
    const lines = Array.from({ length: 50 }, (_, index) => {
      // every line's balance is Rp 10 short of what it should be, on its own
      const balance = 1_000_000 + (index + 1) * 1000 - (index % 2 === 1 ? 10 : 0);
      return `09/05/2026,TRSF E-BANKING CR 0905/FTSCY/WS95031 1000.00BUDI,'0000,1000.00,CR,${balance}.00`;
    });
    const message = await refusal(parseStatementUpload("bca", bcaLines(lines), depo({ statementDate: "2026-05-09" })));
    expect(message).toMatch(/^❌ Saldo tidak sesuai di 25 baris: baris 5: saldo sebelumnya 1\.001\.000 \(baris 4\) \+ 1\.000 seharusnya 1\.002\.000, tertulis 1\.001\.990; baris 7: /);
    expect(message.match(/baris \d+: saldo sebelumnya/g)).toHaveLength(20);
    expect(message).toMatch(/; dan 5 baris lain\.$/);
  });
});

describe("the account in the file", () => {
  it("reads the statement's own account from each line where the layout has it (BRI NOREK)", async () => {
    const result = await parseStatementUpload("bri", fixture("bri-cms.csv"), depo());
    expect(result.statement?.accountNo).toBe("034101000123307");
  });

  it("refuses a Mandiri MCM file whose lines name two accounts: another account's credit is no money of the chosen one (a clean-room audit)", async () => {
    const text = [
      "Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit",
      '2203959699393,27/05/26,27/05/26,6902,"MCM InhouseTrf DARI EKO PRASETYO ","",,".00","110,000.00"',
      '8866736642217,27/05/26,27/05/26,6902,"MCM InhouseTrf DARI YULI HIDAYAT ","",,".00","95,000.00"',
    ].join("\n");
    const result = await parseStatementUpload("mandiri", text, depo());
    expect(result.problems).toEqual([
      { line: 3, column: "Account No", reason: "Baris ini mutasi rekening 8866736642217, bukan rekening 2203959699393 seperti baris sebelumnya: unggah mutasi tiap rekening dalam file sendiri" },
    ]);
  });

  it("refuses an account Excel wrote in scientific notation, saying so, rather than naming an account made of what is left", async () => {
    const text = [
      "Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit",
      '2.2E+12,27/05/26,27/05/26,6902,"MCM InhouseTrf DARI EKO PRASETYO ","",,".00","110,000.00"',
    ].join("\n");
    const result = await parseStatementUpload("mandiri", text, depo());
    expect(result.problems).toEqual([
      { line: 2, column: "Account No", reason: 'Angka rusak oleh Excel: "2.2E+12" (digit aslinya hilang). Ekspor ulang dari bank dan unggah tanpa menyimpannya lewat Excel, atau format kolom ini sebagai teks' },
    ]);
    expect(result.statement?.accountNo).toBeUndefined();
  });

  it("refuses a sender's account Excel wrote in scientific notation (the manual template's No Rekening)", async () => {
    const text = "Tanggal,Nama Pengirim,No Rekening,Keterangan,Nominal,CR/DB\r\n27/05/2026,BUDI SANTOSO,1.23457E+12,Setoran deposit,150000,CR\r\n";
    const result = await parseStatementUpload("ovo", text, depo());
    expect(result.problems).toEqual([
      { line: 2, column: "No Rekening", reason: 'Angka rusak oleh Excel: "1.23457E+12" (digit aslinya hilang). Ekspor ulang dari bank dan unggah tanpa menyimpannya lewat Excel, atau format kolom ini sebagai teks' },
    ]);
  });
});

describe("a minus under Debit or Kredit", () => {
  const text = (debit: string, balance: string) =>
    ["Tanggal,Keterangan,No Referensi,Debit,Kredit,Saldo", "27/05/2026,TRANSFER DARI 1300012345678 BUDI SANTOSO,2605270001,0.00,150000.00,1150000.00", `27/05/2026,TRANSFER KE 1300099999999 RINA MARLINA,2605270002,${debit},0.00,${balance}`].join("\n");

  it("is the bank's way of writing debits where the balance went down by it, and a reversal (money in) where it went up (a clean-room audit)", async () => {
    const written = await parseStatementUpload("mandiri", text("-250000.00", "900000.00"), depo());
    expect(written.problems).toEqual([]);
    expect(written.counts).toMatchObject({ imported: 1, otherDirection: 1 });
    const reversal = await parseStatementUpload("mandiri", text("-250000.00", "1400000.00"), depo());
    expect(reversal.problems).toEqual([]);
    expect(reversal.rows.map((row) => [row.amountCents, row.mark ?? null])).toEqual([
      [15_000_000, null],
      [25_000_000, "koreksi"],
    ]);
  });
});
