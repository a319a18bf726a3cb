import { describe, expect, it } from "vitest";
import { SheetGrid, type GridCell } from "./convert-grid";
import { sheetsToCsv } from "./sheet-csv";

const sheet = (name: string, rows: GridCell[][], merges: SheetGrid["merges"] = []) =>
  new SheetGrid({ name, rows: rows.map((row) => JSON.stringify(row)).join("\n"), merges });

describe("sheetsToCsv", () => {
  it("gathers a header merged over cells, and the data under it, into one column; keeps the block above", () => {
    const grid = sheet(
      "Acc_Statement",
      [
        ["Account No", null, "1300011112222", null, null, null],
        ["Posting Date", "Remark", null, "Debit", "Credit", "Balance"],
        [45791.5, null, "TRANSFER DARI SITI", 0, 125000.5, 1125000.5],
      ],
      [{ s: { r: 1, c: 1 }, e: { r: 1, c: 2 } }],
    );
    expect(sheetsToCsv([grid])).toEqual({
      sheet: "Acc_Statement",
      csv: "Account No,,1300011112222,,,\r\nPosting Date,Remark,Debit,Credit,Balance\r\n14/05/2025 12:00:00,TRANSFER DARI SITI,0,125000.50,1125000.50\r\n",
    });
  });

  it("joins a header written over two rows and skips an empty first sheet", () => {
    const empty = sheet("Cover", [[null]]);
    const grid = sheet("Data", [
      ["Posting", "Keterangan", "Kredit"],
      ["Date", null, null],
      ["14/05/2025", "TRF", "1.000,00"],
    ]);
    expect(sheetsToCsv([empty, grid])?.csv).toBe("Posting Date,Keterangan,Kredit\r\n14/05/2025,TRF,\"1.000,00\"\r\n");
  });

  it("reads a group header over its columns ('Mutasi' over 'Debit | Kredit') as two columns, not its second row as a line (audit-excel1 F2)", () => {
    const grid = sheet(
      "Mutasi",
      [
        ["Tanggal", "Keterangan", "Mutasi", null, "Saldo"],
        [null, null, "Debit", "Kredit", null],
        ["14/05/2025", "TRF RINA", 0, 1000, 5000],
      ],
      [{ s: { r: 0, c: 2 }, e: { r: 0, c: 3 } }, { s: { r: 0, c: 0 }, e: { r: 1, c: 0 } }],
    );
    expect(sheetsToCsv([grid])?.csv).toBe("Tanggal,Keterangan,Mutasi Debit,Kredit,Saldo\r\n14/05/2025,TRF RINA,0,1000,5000\r\n");
  });

  it("puts back the day and month of date cells Excel read month first, where the column's text dates prove day first (audit-excel1 F4)", () => {
    // 05/11/2026 10:15:30 became a date cell of 11 May; 13/11/2026 stayed text
    const may11 = Date.UTC(2026, 4, 11, 10, 15, 30) / 86_400_000 + 25569;
    const rows: GridCell[][] = [
      ["Tanggal", "Keterangan", "Kredit"],
      [may11, "TRF DARI SITI", 100000],
      ["13/11/2026 09:00:00", "TRF DARI RINA", 50000],
    ];
    expect(sheetsToCsv([sheet("Mutasi", rows)])?.csv).toBe("Tanggal,Keterangan,Kredit\r\n05/11/2026 10:15:30,TRF DARI SITI,100000\r\n13/11/2026 09:00:00,TRF DARI RINA,50000\r\n");
    // a formatted date cell, as the worker writes it
    const formatted: GridCell[][] = [rows[0], ["2026-05-11 10:15:30", "TRF DARI SITI", 100000], ["2026-10-11", "TRF DARI EKO", 70000], rows[2]];
    expect(sheetsToCsv([sheet("Mutasi", formatted)])?.csv).toBe(
      "Tanggal,Keterangan,Kredit\r\n05/11/2026 10:15:30,TRF DARI SITI,100000\r\n10/11/2026,TRF DARI EKO,70000\r\n13/11/2026 09:00:00,TRF DARI RINA,50000\r\n",
    );
    // without a text date past 12 nothing says the cells were misread: written as Excel holds them
    expect(sheetsToCsv([sheet("Mutasi", rows.slice(0, 2))])?.csv).toBe("Tanggal,Keterangan,Kredit\r\n11/05/2026 10:15:30,TRF DARI SITI,100000\r\n");
  });

  it("reads the statement, not a first sheet of the days' totals that names no line (audit-excel1 F1)", () => {
    const totals = sheet("Ringkasan", [
      ["Tanggal", "Kredit", "Debit"],
      ["25/11/2026", 151234, 0],
    ]);
    const statement = sheet("Mutasi", [
      ["Tanggal", "Keterangan", "Kredit"],
      ["26/11/2026", "TRSF E-BANKING CR BUDI SANTOSO", 100000],
    ]);
    expect(sheetsToCsv([totals, statement])?.sheet).toBe("Mutasi");
    // a workbook of that one sheet is still read as it is
    expect(sheetsToCsv([totals])?.sheet).toBe("Ringkasan");
  });
});
