import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { refusal } from "../../../../tests/support/refusal";
import * as XLSX from "xlsx";
import { convertSpreadsheet } from "./convert.server";
import { parseStatementUpload } from "../parsers/parse.server";
import { inspectSpreadsheet, zipEntries } from "./spreadsheet-guard";

type Row = (string | number | Date | null)[];

function workbook(sheets: { name: string; rows: Row[]; merges?: XLSX.Range[] }[], bookType: XLSX.BookType = "xlsx"): Buffer {
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const ws = XLSX.utils.aoa_to_sheet(sheet.rows, { cellDates: false });
    if (sheet.merges) ws["!merges"] = sheet.merges;
    XLSX.utils.book_append_sheet(book, ws, sheet.name);
  }
  return XLSX.write(book, { type: "buffer", bookType }) as Buffer;
}

const merge = (row: number, from: number, to: number): XLSX.Range => ({ s: { r: row, c: from }, e: { r: row, c: to } });


/** A ZIP written by hand, so the test can make its directory say anything. */
function zip(entries: { name: string; data: Buffer; method: 0 | 8; declaredSize: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = { name: "[Content_Types].xml", data: Buffer.from("<Types/>"), method: 0 as const, declaredSize: 8 };

describe("Convert Mutasi: Mandiri", () => {
  it("converts the Indonesian statement (datetimes, numeric cells) into the Mandiri template", async () => {
    const file = workbook([
      {
        name: "Mutasi",
        rows: [
          ["Rekening Koran"],
          ["No. Rekening", "1230004567890"],
          [],
          ["Tgl.", "Tgl. Val.", "Rincian Transaksi", "No. Referensi", "Debit", "Kredit", "Saldo", "Branch Code"],
          [new Date(Date.UTC(2023, 0, 12, 4, 12, 26)), new Date(Date.UTC(2023, 0, 12)), "TRANSFER DARI 1300012345678 BUDI SANTOSO", "2301120001", 0, 150000, 1150000, 99],
          ["12/01/2023 09:30:00", "12/01/2023", "=SUM(A1) PEMBAYARAN", "2301120002", 50000.5, 0, 1099999.5, 99],
          ["13/01/2023 10:00:00", "13/01/2023", "SETORAN TUNAI", "2301130001", 0, 1000.5, 1101000, 99],
        ],
      },
    ]);
    const result = await convertSpreadsheet("mandiri", file, "Mutasi Januari.xlsx");
    expect(result.fileName).toBe("Mutasi Januari.csv");
    expect(result.rowCount).toBe(3);
    expect(result.csv).toBe(
      [
        "Tanggal,Keterangan,No Referensi,Debit,Kredit,Saldo",
        "12/01/2023 04:12:26,TRANSFER DARI 1300012345678 BUDI SANTOSO,2301120001,0.00,150000.00,1150000.00",
        "12/01/2023 09:30:00,'=SUM(A1) PEMBAYARAN,2301120002,50000.50,0.00,1099999.50",
        "13/01/2023 10:00:00,SETORAN TUNAI,2301130001,0.00,1000.50,1101000.00",
        "",
      ].join("\r\n"),
    );
    const upload = await parseStatementUpload("mandiri", result.csv, { transaction: "depo" });
    expect(upload.problems).toEqual([]);
    expect(upload.layout).toBe("template-mandiri");
    expect(upload.rows.map((row) => [row.date, row.amountCents, row.senderName, row.accountNo])).toEqual([
      ["2023-01-12", 15_000_000, "BUDI SANTOSO", "1300012345678"],
      ["2023-01-13", 100_050, null, null],
    ]);
  });

  it("reads the dates of a workbook saved in Excel's 1904 date system (Excel for Mac) as the dates they are", async () => {
    const book = XLSX.utils.book_new();
    const sheet = XLSX.utils.aoa_to_sheet(
      [
        ["Tgl.", "Tgl. Val.", "Rincian Transaksi", "No. Referensi", "Debit", "Kredit", "Saldo", "Branch Code"],
        [new Date(Date.UTC(2026, 10, 27, 9, 5, 0)), new Date(Date.UTC(2026, 10, 27)), "TRANSFER DARI 1300012345678 BUDI SANTOSO", "2611270001", 0, 150000, 1150000, 99],
        // a date without a time stays one: midnight would be a booking time the bank never gave
        [new Date(Date.UTC(2026, 10, 27)), new Date(Date.UTC(2026, 10, 27)), "TRANSFER DARI 1300012345679 SITI AMINAH", "2611270002", 0, 50000, 1200000, 99],
      ],
      { cellDates: true },
    );
    XLSX.utils.book_append_sheet(book, sheet, "Mutasi");
    book.Workbook = { WBProps: { date1904: true } };
    const file = XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
    const result = await convertSpreadsheet("mandiri", file, "Mutasi Mac.xlsx");
    expect(result.csv.split("\r\n").slice(1, 3)).toEqual([
      "27/11/2026 09:05:00,TRANSFER DARI 1300012345678 BUDI SANTOSO,2611270001,0.00,150000.00,1150000.00",
      "27/11/2026,TRANSFER DARI 1300012345679 SITI AMINAH,2611270002,0.00,50000.00,1200000.00",
    ]);
    const upload = await parseStatementUpload("mandiri", result.csv, { transaction: "depo", now: new Date("2026-11-28T00:00:00Z") });
    expect(upload.rows.map((row) => row.bookedAt === null)).toEqual([false, true]);
  });

  it("finds MCM Acc_Statement columns by header text over merged cells, skipping metadata and summary rows", async () => {
    const file = workbook([
      { name: "Cover", rows: [["Mandiri Cash Management"], ["Generated", "2026-02-01"]] },
      {
        name: "Acc_Statement",
        rows: [
          ["Account Statement"],
          ["Account No", "", "0060003911777"],
          ["Period", "", "01/01/2026 - 31/01/2026"],
          [],
          ["Posting Date", "", "Remark", "", "", "", "Reference No", "Debit", "Credit", "Balance"],
          ["01/01/2026 08:00:00", "", "", "DR 0000029511812 KR 0060003911777 71831136319/SUSHIMAS HARAPAN/BKS", "", "", "REF1", 0, 453684, 1453684],
          ["02/01/2026 09:00:00", "", "DR 0060003911777 KR 1230004567890 99100012345/RINA MARLINA/JKT", "", "", "", "REF2", 75000, 0, 1378684],
          ["", "", "(lanjutan) BIAYA ADMIN TERMASUK", "", "", "", "", null, null, null],
          [],
          ["Opening Balance", "", "", "", "", "", "", "", "", 1000000],
          ["Total Debit", "", "", "", "", "", "", 75000, "", ""],
          ["Total Credit", "", "", "", "", "", "", "", 453684, ""],
          ["Closing Balance", "", "", "", "", "", "", "", "", 1378684],
        ],
        merges: [merge(4, 0, 1), merge(4, 2, 5), merge(5, 3, 5), merge(6, 2, 5)],
      },
    ]);
    const result = await convertSpreadsheet("mandiri", file, "acc.xlsx");
    expect(result.sheet).toBe("Acc_Statement");
    expect(result.rowCount).toBe(2);
    const upload = await parseStatementUpload("mandiri", result.csv, { transaction: "wd" });
    expect(upload.problems).toEqual([]);
    expect(upload.rows).toMatchObject([
      { date: "2026-01-02", amountCents: 7_500_000, senderName: "RINA MARLINA", reference: "REF2", description: expect.stringContaining("(lanjutan)") },
    ]);
    expect(upload.counts.otherDirection).toBe(1);
  });

  it("reads an old .xls and an HTML table saved as .xls", async () => {
    const rows: Row[] = [
      ["Tgl.", "Rincian Transaksi", "Debit", "Kredit", "Saldo"],
      ["05/01/2025", "TRANSFER DARI BUDI SANTOSO", "0", "150.000,00", "1.150.000,00"],
    ];
    const xls = workbook([{ name: "Sheet1", rows }], "biff8");
    expect(xls.subarray(0, 4).toString("hex")).toBe("d0cf11e0");
    const html = Buffer.from(`<html><body><table>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join("")}</tr>`).join("")}</table></body></html>`);
    for (const file of [xls, html]) {
      const result = await convertSpreadsheet("mandiri", file, "mutasi.xls");
      const upload = await parseStatementUpload("mandiri", result.csv, { transaction: "depo" });
      expect(upload.problems).toEqual([]);
      expect(upload.rows).toMatchObject([{ date: "2025-01-05", amountCents: 15_000_000, senderName: "BUDI SANTOSO" }]);
    }
  });
});

describe("Convert Mutasi: BNI Mobile Banking", () => {
  it("converts BNIDirect's TRANSACTION INQUIRY with Db/Cr into the BNI Mobile template", async () => {
    const file = workbook([
      {
        name: "Sheet1",
        rows: [
          ["TRANSACTION INQUIRY"],
          ["Account Number", ":", "0123456789"],
          [],
          ["No.", "Post Date", "", "Branch", "Journal No.", "Description", "", "", "Amount", "Db/Cr", "Balance"],
          [1, "04/05/2020 12:28:07", "", "0259", "123456", "TRANSFER DARI | PEMINDAHAN DARI 390397011 Sdr EKA DANA KRISTANTO | 7878078081 | |", "", "", 500000, "C", 1500000],
          [2, "04/05/2020 13:01:00", "", "0259", "123457", "TRANSFER KE | PEMINDAHAN KE 1234567890 Sdr RINA MARLINA | 7878078081 | |", "", "", 250000, "D", 1250000],
          [3, "04/05/2020 13:01:00", "", "0259", "123457", "BY TRX BIFAST", "", "", 2500, "D", 1247500],
        ],
        merges: [merge(3, 1, 2), merge(3, 5, 7)],
      },
    ]);
    const result = await convertSpreadsheet("bni-mobile", file, "inquiry.xls");
    expect(result.csv.split("\r\n")[0]).toBe("Tanggal,Cabang,No Jurnal,Keterangan,Nominal,Db/Cr,Saldo");
    expect(result.csv.split("\r\n")[1]).toBe('04/05/2020 12:28:07,0259,123456,TRANSFER DARI | PEMINDAHAN DARI 390397011 Sdr EKA DANA KRISTANTO | 7878078081 | |,500000.00,C,1500000.00');
    const deposit = await parseStatementUpload("bni-mobile", result.csv, { transaction: "depo", statementDate: "2020-05-04" });
    expect(deposit.problems).toEqual([]);
    expect(deposit.rows).toMatchObject([{ senderName: "EKA DANA KRISTANTO", accountNo: "390397011", amountCents: 50_000_000 }]);
    const withdraw = await parseStatementUpload("bni-mobile", result.csv, { transaction: "wd", statementDate: "2020-05-04" });
    expect(withdraw.counts).toEqual({ imported: 1, otherDirection: 1, pending: 0, ignored: 1 });
  });

  it("reads the Indonesian header too", async () => {
    const file = workbook([
      {
        name: "Sheet1",
        rows: [
          ["No.", "Tanggal Kirim", "Cabang", "Journal No.", "Deskripsi", "Amount", "Db/Cr", "Balance"],
          [1, "05/01/2025 10:00:00", "0259", "1", "TRANSFER DARI | PEMINDAHAN DARI 390397011 Sdr BUDI | 1 | |", "150.000,00", "C", "1.150.000,00"],
        ],
      },
    ]);
    const result = await convertSpreadsheet("bni-mobile", file, "x.xlsx");
    expect((await parseStatementUpload("bni-mobile", result.csv, { transaction: "depo", statementDate: "2025-01-05" })).rows).toMatchObject([{ amountCents: 15_000_000, senderName: "BUDI" }]);
  });
});

describe("Convert Mutasi: QRIS", () => {
  it("converts a merchant report into the QRIS template", async () => {
    const file = workbook([
      {
        name: "Laporan",
        rows: [
          ["LAPORAN TRANSAKSI QRIS"],
          ["Merchant", "TOKO CONTOH"],
          [],
          ["No", "Tanggal Transaksi", "Waktu", "RRN", "Nama Pembayar", "Issuer", "Nominal", "MDR", "Net Amount", "Status"],
          [1, "05/01/2025", "10:15:30", "501234567890", "BUDI SANTOSO", "GOPAY", 150000, 1050, 148950, "SUCCESS"],
          [2, "05/01/2025", "10:16:00", "501234567891", "RINA", "OVO", 50000, 350, 49650, "FAILED"],
          ["", "", "", "", "", "TOTAL", 200000, 1400, 198600, ""],
        ],
      },
    ]);
    const result = await convertSpreadsheet("qris", file, "qris.xlsx");
    expect(result.csv.split("\r\n").slice(0, 2)).toEqual([
      "Tanggal,RRN,Nama Pembayar,Penerbit,Nominal,MDR,Status",
      "05/01/2025 10:15:30,501234567890,BUDI SANTOSO,GOPAY,150000.00,1050.00,SUCCESS",
    ]);
    const upload = await parseStatementUpload("qris", result.csv, { transaction: "depo" });
    expect(upload.problems).toEqual([]);
    expect(upload.counts).toEqual({ imported: 1, otherDirection: 0, pending: 0, ignored: 1 });
    expect(upload.rows[0]).toMatchObject({ reference: "501234567890", wallet: "GOPAY", amountCents: 15_000_000 });
  });
});

describe("untrusted spreadsheets", () => {
  it("refuses other file names, a missing bank, and bytes that are no spreadsheet", async () => {
    const file = workbook([{ name: "S", rows: [["x"]] }]);
    expect(await refusal(convertSpreadsheet("mandiri", file, "mutasi.csv"))).toBe("❌ File harus .xls atau .xlsx");
    expect(await refusal(convertSpreadsheet("bca", file, "mutasi.xlsx"))).toBe("❌ Please select a bank and file.");
    expect(await refusal(convertSpreadsheet("mandiri", null, "mutasi.xlsx"))).toBe("❌ Please select a bank and file.");
    expect(await refusal(convertSpreadsheet("mandiri", Buffer.from([1, 2, 0, 3, 4]), "mutasi.xlsx"))).toBe("❌ Conversion failed. Isi file bukan Excel (.xls/.xlsx).");
    expect(await refusal(convertSpreadsheet("mandiri", file, "mutasi.xlsx"))).toMatch(/^❌ Conversion failed\. Judul kolom mutasi Mandiri tidak ditemukan/);
  });

  it("refuses a zip bomb from its central directory, before any worker runs", async () => {
    const huge = deflateRawSync(Buffer.alloc(64 * 1024 * 1024));
    const bomb = zip([contentTypes, { name: "xl/worksheets/sheet1.xml", data: huge, method: 8, declaredSize: 64 * 1024 * 1024 }]);
    // the central directory's own refusal: the worker's time and memory limits never come into it
    expect(await refusal(convertSpreadsheet("mandiri", bomb, "bomb.xlsx"))).toMatch(/^❌ Conversion failed\. .*zip bomb/);
  });

  it("refuses too many entries and too large a total", () => {
    const many = zip(Array.from({ length: 1001 }, (_, index) => ({ name: `f${index}`, data: Buffer.from("x"), method: 0 as const, declaredSize: 1 })));
    expect(() => inspectSpreadsheet(many)).toThrow(/terlalu banyak bagian/);
    const big = zip([contentTypes, ...Array.from({ length: 3 }, (_, index) => ({ name: `s${index}`, data: Buffer.alloc(1024 * 1024), method: 0 as const, declaredSize: 100 * 1024 * 1024 }))]);
    expect(() => inspectSpreadsheet(big)).toThrow(/terlalu besar setelah dibuka/);
    expect(zipEntries(many)).toHaveLength(1001);
  });

  it("catches an entry that lies about its size, without inflating it all", async () => {
    const liar = zip([contentTypes, { name: "xl/worksheets/sheet1.xml", data: deflateRawSync(Buffer.alloc(32 * 1024 * 1024)), method: 8, declaredSize: 10_000 }]);
    expect(() => inspectSpreadsheet(liar)).not.toThrow();
    // refused by the size check as the entry inflates, not by the time limit
    expect(await refusal(convertSpreadsheet("mandiri", liar, "liar.xlsx"))).toMatch(/^❌ Conversion failed\. Ukuran isi file \.xlsx tidak sesuai/);
  });

  it("refuses a sheet longer than the row limit instead of cutting it", async () => {
    const rows: Row[] = [["Tgl.", "Rincian Transaksi", "Debit", "Kredit"], ...Array.from({ length: 30 }, (): Row => ["05/01/2025", "X", 0, 1])];
    expect(await refusal(convertSpreadsheet("mandiri", workbook([{ name: "S", rows }]), "long.xlsx", { maxRows: 20 }))).toBe(
      "❌ Conversion failed. File berisi terlalu banyak baris (lebih dari 20).",
    );
  });

  it("stops a conversion that runs out of time", async () => {
    const file = workbook([{ name: "S", rows: [["Tgl.", "Rincian Transaksi", "Debit", "Kredit"], ["05/01/2025", "X", 0, 1]] }]);
    expect(await refusal(convertSpreadsheet("mandiri", file, "slow.xlsx", { timeoutMs: 1 }))).toMatch(/^❌ Conversion failed\. Waktu proses habis/);
  });
});
