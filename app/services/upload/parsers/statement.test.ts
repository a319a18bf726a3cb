import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { refusal } from "../../../../tests/support/refusal";
import { SheetGrid } from "../convert/convert-grid";
import { sheetsToCsv } from "../convert/sheet-csv";
import { parseStatementUpload } from "./parse.server";
import type { ParseContext } from "./types";

const fixture = (name: string) => readFileSync(`tests/fixtures/uploads/${name}`);

async function* chunks(buffer: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < buffer.length; at += size) yield buffer.subarray(at, at + size);
}

// a fixed present, so that the fixtures' dates are never "in the future" whatever the clock says
const now = new Date("2026-06-01T00:00:00Z");
const depo = (extra: Partial<ParseContext> = {}): ParseContext => ({ transaction: "depo", now, ...extra });
const wd = (extra: Partial<ParseContext> = {}): ParseContext => ({ transaction: "wd", now, ...extra });


describe("KlikBCA Individual CSV", () => {
  it("reads the lines, the preamble and the footer; pending and debits are counted, not imported", async () => {
    const result = await parseStatementUpload("bca", fixture("klikbca-individual.csv"), depo({ statementDate: "2026-05-09" }));
    expect(result.layout).toBe("klikbca-individual");
    expect(result.problems).toEqual([]);
    expect(result.counts).toEqual({ imported: 6, otherDirection: 1, pending: 1, ignored: 0 });
    expect(result.totalCents).toBe(136_237_220);
    expect(result.dates).toEqual(["2026-05-02", "2026-05-03", "2026-05-08", "2026-05-09"]);
    expect(result.statement).toEqual({ accountNo: "0111222333", accountName: "PT CONTOH JAYA" });
    expect(result.footer).toEqual({ openingCents: 100_000_000, creditCents: 136_237_220, debitCents: 51_140_000, closingCents: 185_097_220 });
    expect(result.rows.map((row) => row.senderName)).toEqual(["ACME CORPORATION", "AYU DIAJENG SEKAR", "DIAN PERWITA", "RINA MARLINA", null, null]);
    expect(result.rows[3]).toMatchObject({
      lineNo: 9,
      date: "2026-05-03",
      amountCents: 7_500_000,
      direction: "CR",
      description: "TRSF E-BANKING CR 0305/FTSCY/WS95031 75000.00Bayar, deposit, bonus RINA MARLINA",
      balanceCents: 148_340_000,
      pending: false,
    });
    expect(result.rows[5]).toMatchObject({ wallet: "GOPAY", senderName: null });
  });

  it("imports the debits of a withdraw upload, and returns pending lines on request", async () => {
    const result = await parseStatementUpload("bca", fixture("klikbca-individual.csv"), wd({ statementDate: "2026-05-09", includePending: true }));
    expect(result.target).toBe("mutasi_withdraw");
    expect(result.counts).toEqual({ imported: 1, otherDirection: 6, pending: 1, ignored: 0 });
    expect(result.rows.map((row) => [row.senderName, row.pending])).toEqual([
      [null, false],
      ["DINDA FITRI NURUL", true],
    ]);
    expect(result.rows[1].date).toBe("2026-05-09");
  });

  it("reads the same from a stream in small chunks", async () => {
    const whole = await parseStatementUpload("bca", fixture("klikbca-individual.csv"), depo({ statementDate: "2026-05-09" }));
    const streamed = await parseStatementUpload("bca", chunks(fixture("klikbca-individual.csv"), 7), depo({ statementDate: "2026-05-09" }));
    expect(streamed).toEqual(whole);
  });

  it("needs a year for 'DD/MM dates", async () => {
    const result = await parseStatementUpload("bca", fixture("klikbca-individual.csv"), depo());
    expect(result.problems[0]).toEqual({ line: 6, column: "Date", reason: 'Tanggal tidak valid: "02/05" tanpa tahun (isi Tanggal Mutasi)' });
    expect(result.rows).toEqual([]);
  });

  it("refuses a file whose footer does not add up with its lines", async () => {
    const text = fixture("klikbca-individual.csv").toString().replace("Credit,=,1362372.20", "Credit,=,1362372.00").replace("Ending Balance,=,1850972.20", "Ending Balance,=,1850972.00");
    const message = await refusal(parseStatementUpload("bca", text, depo({ statementDate: "2026-05-09" })));
    expect(message).toMatch(/^❌ Total kredit tidak sesuai footer file/);
  });

  it("refuses a footer that contradicts itself", async () => {
    const text = fixture("klikbca-individual.csv").toString().replace("Ending Balance,=,1850972.20", "Ending Balance,=,1850000.00");
    expect(await refusal(parseStatementUpload("bca", text, depo({ statementDate: "2026-05-09" })))).toMatch(/^❌ Footer file tidak konsisten/);
  });

  it("refuses a running balance that does not add up (a misread amount)", async () => {
    const text = fixture("klikbca-individual.csv")
      .toString()
      .replace("'0000,250000.00,CR,1358400.00", "'0000,250000.00,CR,1358500.00")
      .replace(/Starting Balance[\s\S]*$/, "");
    expect(await refusal(parseStatementUpload("bca", text, depo({ statementDate: "2026-05-09" })))).toMatch(/^❌ Saldo tidak sesuai di baris 7/);
  });
});

describe("KlikBCA Individual CSV in Indonesian", () => {
  it("shares Bisnis' headers but keeps the unnamed CR/DB column and unquoted commas", async () => {
    const text = [
      "No. Rekening,=,'0111222333",
      "Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo",
      "'05/01,TRSF E-BANKING CR 0501/FTSCY/WS95031        150000.00Bayar, bonus  BUDI SANTOSO,'0000,150000.00,CR,1150000.00",
      "'05/01,BIAYA ADM,'0000,10000.00,DB,1140000.00",
    ].join("\r\n");
    const result = await parseStatementUpload("bca", text, depo({ statementDate: "2025-01-05" }));
    expect(result.problems).toEqual([]);
    expect(result.rows).toMatchObject([{ date: "2025-01-05", amountCents: 15_000_000, senderName: "BUDI SANTOSO" }]);
    expect(result.counts).toEqual({ imported: 1, otherDirection: 0, pending: 0, ignored: 1 });
  });
});

describe("KlikBCA Bisnis CSV", () => {
  it("takes years from Periode across new year and checks totals with counts", async () => {
    const result = await parseStatementUpload("bca", fixture("klikbca-bisnis.csv"), depo({ statementDate: "2024-01-02" }));
    expect(result.layout).toBe("klikbca-bisnis");
    expect(result.problems).toEqual([]);
    expect(result.counts).toEqual({ imported: 2, otherDirection: 1, pending: 1, ignored: 0 });
    expect(result.rows.map((row) => [row.date, row.amountCents, row.senderName])).toEqual([
      ["2023-12-31", 150_000_000, "AYU DIAJENG SEKAR"],
      ["2024-01-02", 25_000_000, "DIAN PERWITA"],
    ]);
    expect(result.statement).toEqual({ accountNo: "5860660999", accountName: "PT AKTIF BANGUN CITRA", periodFrom: "2023-12-28", periodTo: "2024-01-02" });
    expect(result.footer).toMatchObject({ creditCount: 2, debitCount: 1 });
  });

  it("refuses a count that does not match", async () => {
    const text = fixture("klikbca-bisnis.csv").toString().replace('"Mutasi Kredit : 1,750,000.00","2"', '"Mutasi Kredit : 1,750,000.00","5"');
    expect(await refusal(parseStatementUpload("bca", text, depo({ statementDate: "2024-01-02" })))).toMatch(/^❌ Jumlah baris kredit tidak sesuai footer/);
  });

  it("reads a quoted Keterangan broken over two lines as one text, the line break a gap between fields", async () => {
    const text = fixture("klikbca-bisnis.csv").toString().replace('"SWITCHING CR TANGGAL :01/01 TRANSFER DR 009 SDRI DIAN PERWITA"', '"SWITCHING CR TANGGAL :01/01\r\nTRANSFER DR 009 SDRI\nDIAN PERWITA"');
    const result = await parseStatementUpload("bca", text, depo({ statementDate: "2024-01-02" }));
    expect(result.problems).toEqual([]);
    expect(result.rows[1]).toMatchObject({ amountCents: 25_000_000, senderName: "DIAN PERWITA", description: "SWITCHING CR TANGGAL :01/01 TRANSFER DR 009 SDRI DIAN PERWITA" });
  });

  it("reads the Excel re-save: Indonesian amounts and wrong years on year-less dates", async () => {
    const text = fixture("klikbca-bisnis.csv")
      .toString()
      .replace('"31/12"', '"31/12/2025"')
      .replace('"1,500,000.00 CR","216,014,845.46"', '"1.500.000,00 CR","216.014.845,46"');
    const result = await parseStatementUpload("bca", text, depo({ statementDate: "2024-01-02" }));
    expect(result.problems).toEqual([]);
    expect(result.rows[0]).toMatchObject({ date: "2023-12-31", amountCents: 150_000_000 });
  });
});

describe("other bank exports", () => {
  it("reads the BCA Pratinjau Data copy (tab-separated, Rp, -)", async () => {
    const result = await parseStatementUpload("bca", fixture("bca-pratinjau.csv"), depo({ statementDate: "2025-01-05" }));
    expect(result.layout).toBe("bca-pratinjau");
    expect(result.problems).toEqual([]);
    expect(result.rows.map((row) => [row.amountCents, row.senderName, row.balanceCents])).toEqual([
      [15_000_000, "BUDI SANTOSO", 115_000_000],
      [135_950_000, "JOKO WIDODO", 245_950_000],
    ]);
    expect(result.counts.otherDirection).toBe(1);
  });

  it("reads Mandiri MCM (two Description columns, .00, DD/MM/YY, trailing field)", async () => {
    const result = await parseStatementUpload("mandiri", fixture("mandiri-mcm.csv"), depo());
    expect(result.layout).toBe("mandiri-mcm");
    expect(result.problems).toEqual([]);
    expect(result.rows.map((row) => [row.date, row.amountCents, row.senderName, row.accountNo])).toEqual([
      ["2026-01-01", 45_368_400, "SUSHIMAS HARAPAN", "0000029511812"],
      ["2026-01-01", 15_000_000, "BUDI SANTOSO", null],
    ]);
    const withdraw = await parseStatementUpload("mandiri", fixture("mandiri-mcm.csv"), wd());
    expect(withdraw.rows).toMatchObject([{ amountCents: 7_500_000, direction: "DB", senderName: "RINA MARLINA", accountNo: "1230004567890" }]);
  });

  it("reads BNI internet banking and leaves the BI-FAST fee line out", async () => {
    const result = await parseStatementUpload("bni-internet", fixture("bni-internet.csv"), wd({ statementDate: "2020-05-04" }));
    expect(result.problems).toEqual([]);
    expect(result.counts).toEqual({ imported: 1, otherDirection: 1, pending: 0, ignored: 1 });
    expect(result.rows[0]).toMatchObject({ date: "2020-05-04", amountCents: 25_000_000, senderName: "RINA MARLINA", accountNo: "1234567890", reference: "123457" });
    // 7878078081 after the name on both lines is the statement's own account, no reference of the bank's
    expect(result.rows[0].textReference).toBeNull();
    const deposits = await parseStatementUpload("bni-internet", fixture("bni-internet.csv"), depo({ statementDate: "2020-05-04" }));
    expect(deposits.rows[0]).toMatchObject({ senderName: "EKA DANA KRISTANTO", accountNo: "390397011", textReference: null });
  });

  it("reads BRI CMS with its per-line opening balance", async () => {
    const result = await parseStatementUpload("bri", fixture("bri-cms.csv"), depo());
    expect(result.layout).toBe("bri-cms");
    expect(result.problems).toEqual([]);
    expect(result.rows.map((row) => [row.date, row.amountCents, row.senderName, row.description])).toEqual([
      ["2024-04-04", 15_000_000, "BUDI SANTOSO", "NBMB BUDI SANTOSO TO PT CONTOH JAYA"],
      ["2024-04-05", 30_000_000, null, "SETOR TUNAI"],
    ]);
    // a BI-FAST credit keeps its sender and news in TLBDS1 and TLBDS2, after the reference in TRREMK
    const bifast = fixture("bri-cms.csv").toString().replace("NBMB BUDI SANTOSO TO PT CONTOH JAYA,,", "BI-FAST 20240404BRINIDJA010O0276954406,YUDI SRI WIBOWO,DEPO yudi88");
    const fromBifast = await parseStatementUpload("bri", bifast, depo());
    expect(fromBifast.rows[0]).toMatchObject({ senderName: "YUDI SRI WIBOWO", remark: "DEPO yudi88", description: "BI-FAST 20240404BRINIDJA010O0276954406 YUDI SRI WIBOWO DEPO yudi88" });
    // DESK_TRAN stands in for an empty TRREMK, before TLBDS1
    const teller = fixture("bri-cms.csv").toString().replace("SETOR TUNAI,1100000.00,0.00,300000.00,1400000.00,Cr,8888001,4103,,,", "SETOR TUNAI,1100000.00,0.00,300000.00,1400000.00,Cr,8888001,4103,,DEPO budi88,");
    expect((await parseStatementUpload("bri", teller, depo())).rows[1].description).toBe("SETOR TUNAI DEPO budi88");
    const broken = fixture("bri-cms.csv").toString().replace("1150000.00,50000.00", "1150000.00,50001.00");
    expect(await refusal(parseStatementUpload("bri", broken, depo()))).toMatch(/^❌ Saldo tidak sesuai di baris 3/);
  });

  it("reads DANA settlement: semicolons, cents, refunds as debits", async () => {
    const result = await parseStatementUpload("dana", fixture("dana-settlement.csv"), depo());
    expect(result.layout).toBe("dana-settlement");
    expect(result.rows.map((row) => [row.date, row.amountCents, row.reference])).toEqual([
      ["2024-01-05", 15_000_000, "2024010511121314"],
      ["2024-01-05", 5_000_000, "2024010511121315"],
    ]);
    expect(result.counts.otherDirection).toBe(1);
  });

  it("says so when a bank's export is uploaded under another choice", async () => {
    expect(await refusal(parseStatementUpload("cimb", fixture("bni-internet.csv"), depo()))).toBe(
      "❌ Format file tidak dikenali: file ini tampaknya BNI Internet Banking CSV, bukan file untuk mutasi CIMB. Periksa pilihan bank / provider.",
    );
    expect(await refusal(parseStatementUpload("mandiri", fixture("klikbca-individual.csv"), depo()))).toMatch(/tampaknya KlikBCA Individual CSV/);
  });
});

describe("the time the bank booked a line (issue 13, point 2)", () => {
  const booked = (rows: { bookedAt: Date | null }[]) => rows.map((row) => row.bookedAt?.toISOString() ?? null);
  const bri = fixture("bri-cms.csv").toString();

  it("reads BRI CMS's JAM_TRAN, which lost its leading zero, as Jakarta time", async () => {
    const result = await parseStatementUpload("bri", bri, depo());
    // 17:34:00 and 08:15:00 (81500) in Jakarta
    expect(booked(result.rows)).toEqual(["2024-04-04T10:34:00.000Z", "2024-04-05T01:15:00.000Z"]);
  });

  it("prefers JAM_TRAN's seconds to TGL_TRAN's minutes, and falls back on TGL_TRAN when JAM_TRAN is empty or no time", async () => {
    const seconds = await parseStatementUpload("bri", bri.replace("04/04/2024 17:34,04/04/2024,173400", "04/04/2024 09:34,04/04/2024,93412"), depo());
    expect(booked(seconds.rows)[0]).toBe("2024-04-04T02:34:12.000Z");
    const empty = await parseStatementUpload("bri", bri.replace(",173400,", ",,"), depo());
    expect(booked(empty.rows)[0]).toBe("2024-04-04T10:34:00.000Z");
    const unreadable = await parseStatementUpload("bri", bri.replace(",173400,", ",996199,"), depo());
    expect(unreadable.problems).toEqual([]);
    expect(booked(unreadable.rows)[0]).toBe("2024-04-04T10:34:00.000Z");
  });

  it("reads BNI internet banking's times written with dots", async () => {
    const result = await parseStatementUpload("bni-internet", fixture("bni-internet.csv"), wd({ statementDate: "2020-05-04" }));
    expect(booked(result.rows)).toEqual(["2020-05-04T06:01:00.000Z"]);
  });

  it("reads DANA's SETTLE_DATE with its own +07:00", async () => {
    const result = await parseStatementUpload("dana", fixture("dana-settlement.csv"), depo());
    expect(booked(result.rows)).toEqual(["2024-01-05T03:00:00.000Z", "2024-01-05T16:30:00.000Z"]);
  });

  it("reads the Mandiri Excel statement's datetimes, as text and as native Excel cells with a fraction", async () => {
    const text = "Tgl.,Tgl. Val.,Rincian Transaksi,No. Referensi,Debit,Kredit,Saldo,Branch Code\n12/01/2023 04:12:26,12/01/2023,TRANSFER DARI 1300012345678 BUDI SANTOSO,2501050001,0.00,150000.00,1150000.00,0011\n";
    const result = await parseStatementUpload("mandiri-excel", text, depo({ statementDate: "2023-01-12" }));
    expect(result.problems).toEqual([]);
    expect(booked(result.rows)).toEqual(["2023-01-11T21:12:26.000Z"]);

    // 44938.5 is 12/01/2023 12:00 in Excel's day count
    const grid = new SheetGrid({
      name: "Sheet1",
      rows: [
        ["Tgl.", "Rincian Transaksi", "Debit", "Kredit", "Saldo"],
        [44938.5, "TRANSFER DARI 1300012345678 BUDI SANTOSO", 0, 150000, 1150000],
      ]
        .map((row) => JSON.stringify(row))
        .join("\n"),
      merges: [],
    });
    const fromCells = await parseStatementUpload("mandiri-excel", sheetsToCsv([grid])!.csv, depo({ statementDate: "2023-01-12" }));
    expect(fromCells.problems).toEqual([]);
    expect(booked(fromCells.rows)).toEqual(["2023-01-12T05:00:00.000Z"]);
  });

  it("reads the time of payment reports and templates, from the date or from a Jam column", async () => {
    const qris = await parseStatementUpload("qris", "Tanggal,RRN,Nama Pembayar,Penerbit,Nominal,MDR,Status\n05/01/2025 10:15:30,501234567890,BUDI SANTOSO,GOPAY,150000,1050,SUCCESS\n", depo());
    expect(booked(qris.rows)).toEqual(["2025-01-05T03:15:30.000Z"]);
    const manual = await parseStatementUpload("ovo", "Tanggal,Jam,Nama Pengirim,Nominal,CR/DB\n05/01/2025,23:59,BUDI SANTOSO,150000,CR\n05/01/2025,jam 25,RINA,50000,CR\n", depo());
    expect(manual.problems).toEqual([]);
    expect(booked(manual.rows)).toEqual(["2025-01-05T16:59:00.000Z", null]);
  });

  it("leaves the time unknown where the file has only a date (BCA, Mandiri MCM CSV)", async () => {
    const bca = await parseStatementUpload("bca", fixture("klikbca-individual.csv"), depo({ statementDate: "2026-05-09" }));
    const mcm = await parseStatementUpload("mandiri", fixture("mandiri-mcm.csv"), depo());
    const times = [...bca.rows, ...mcm.rows].map((row) => row.bookedAt);
    expect(times).toStrictEqual(times.map(() => null));
  });
});

describe("our templates, read tolerantly", () => {
  it("matches headers whatever their case, spacing, punctuation or language", async () => {
    const text = "TANGGAL;nama_pengirim;No. Rek;deskripsi;AMOUNT (Rp);cr / db\n05/01/2025;Sdr Budi Santoso;'0123456789;Setoran;1.500.000,00;K\n05/01/2025;;;Biaya;-6.500;\n";
    const result = await parseStatementUpload("ovo", text, depo());
    expect(result.layout).toBe("template-manual");
    expect(result.problems).toEqual([]);
    expect(result.rows).toEqual([
      {
        lineNo: 2,
        date: "2025-01-05",
        amountCents: 150_000_000,
        direction: "CR",
        description: "Setoran",
        senderName: "BUDI SANTOSO",
        accountNo: "0123456789",
        reference: null,
        remark: null,
        textReference: null,
        bookedAt: null,
        balanceCents: null,
        pending: false,
        wallet: null,
        username: null,
      },
    ]);
    expect(result.counts.otherDirection).toBe(1);
  });

  it("reads UTF-8 with BOM, UTF-16 from Excel's Unicode Text, and Windows-1252", async () => {
    const csv = "Tanggal,Nama Pengirim,Keterangan,Nominal\r\n05/01/2025,JOSÉ RAMOS,Setoran,150000\r\n";
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv)]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv.replace(/,/g, "\t"), "utf16le")]);
    const latin1 = Buffer.from(csv, "latin1");
    for (const input of [bom, utf16, latin1]) {
      const result = await parseStatementUpload("gopay", input, depo());
      expect(result.problems).toEqual([]);
      expect(result.rows[0].senderName).toBe("JOSÉ RAMOS");
    }
  });

  it("reports every invalid row, in Indonesian, with line and column", async () => {
    const text = [
      "Tanggal,Keterangan,Nominal,CR/DB,Saldo",
      "05/01/2025,OK,100000,CR,",
      "32/01/2025,Bad date,100000,CR,",
      "05/01/2025,Bad amount,12a,CR,",
      ",No date,100000,CR,",
      "05/01/2025,No direction,100000,,",
      "05/01/2025,Bad direction,100000,XX,",
      "05/01/2025,Unquoted, comma,100000,CR,100000",
    ].join("\n");
    const result = await parseStatementUpload("bca", text, depo({ statementDate: "2025-01-05" }));
    expect(result.problems).toEqual([
      { line: 3, column: "Tanggal", reason: 'Tanggal tidak valid: "32/01/2025"' },
      { line: 4, column: "Nominal", reason: 'Nominal tidak valid: "12a"' },
      { line: 5, column: "Tanggal", reason: "Kolom wajib kosong" },
      { line: 6, column: "CR/DB", reason: "Arah transaksi (CR/DB) tidak ada" },
      { line: 7, column: "CR/DB", reason: 'Arah transaksi tidak dikenali: "XX"' },
      { line: 8, column: "", reason: "Jumlah kolom 6, judul hanya 5 kolom (ada koma/titik koma di dalam teks atau nominal tanpa tanda kutip?)" },
    ]);
  });

  it("imports paid lines of payment reports and counts the rest", async () => {
    const text = [
      "Tanggal,RRN,Nama Pembayar,Penerbit,Nominal,MDR,Status",
      "05/01/2025 10:15:30,501234567890,BUDI SANTOSO,GOPAY,150000,1050,SUCCESS",
      "05/01/2025 10:16:00,501234567891,RINA,OVO,50000,350,FAILED",
      "05/01/2025 10:17:00,501234567892,JOKO,DANA,75000,525,PENDING",
      "05/01/2025 10:18:00,,JOKO,DANA,75000,525,Sukses",
      "05/01/2025 10:19:00,501234567893,JOKO,DANA,75000,525,Ditahan bank",
    ].join("\n");
    const result = await parseStatementUpload("qris", text, depo());
    expect(result.problems).toEqual([
      { line: 5, column: "RRN", reason: "Kolom wajib kosong" },
      { line: 6, column: "Status", reason: 'Status tidak dikenali: "Ditahan bank"' },
    ]);
    expect(result.counts).toEqual({ imported: 1, otherDirection: 0, pending: 1, ignored: 1 });
    expect(result.rows[0]).toMatchObject({ reference: "501234567890", wallet: "GOPAY", senderName: "BUDI SANTOSO", direction: "CR" });
  });

  it("reads Nexus Pay deposits and withdrawals from one report", async () => {
    const text = "Tanggal,Order ID,Username,Nama,Nominal,Tipe,Status\n05/01/2025,NP1,budi88,BUDI,150000,DEPOSIT,SUCCESS\n05/01/2025,NP2,rina77,RINA,50000,WITHDRAW,SUCCESS\n";
    const depoResult = await parseStatementUpload("nexuspay", text, depo());
    expect(depoResult.rows).toMatchObject([{ reference: "NP1", username: "budi88", amountCents: 15_000_000 }]);
    const wdResult = await parseStatementUpload("nexuspay", text, wd());
    expect(wdResult.rows).toMatchObject([{ reference: "NP2", username: "rina77", direction: "DB" }]);
  });

  it("reads a minus beside a stated type as that transaction taken back, never one more of it (audit-gateway1 F2)", async () => {
    const text = "Tanggal,Order ID,Username,Nama,Nominal,Tipe,Status\n05/01/2025 10:05:20,NP3,tono04,TONO SUDIRO,250000,WITHDRAW,SUCCESS\n05/01/2025 10:35:20,NP3,tono04,TONO SUDIRO,-250000,WITHDRAW,SUCCESS\n";
    const payouts = await parseStatementUpload("nexuspay", text, wd());
    expect(payouts.rows.map((row) => [row.reference, row.direction, row.amountCents])).toEqual([["NP3", "DB", 25_000_000]]);
    // the reversal is money that came back: it undoes the payout it names
    expect(payouts.returned).toEqual([expect.objectContaining({ amountCents: 25_000_000, name: "TONO SUDIRO" })]);
    // a deposit's reversal on a deposit report no longer refuses the file
    const deposits = await parseStatementUpload("nexuspay", "Tanggal,Order ID,Username,Nama,Nominal,Tipe,Status\n05/01/2025 10:35:20,NP4,budi88,BUDI,-150000,DEPOSIT,SUCCESS\n05/01/2025 10:40:20,NP5,budi88,BUDI,150000,DEPOSIT,SUCCESS\n", depo());
    expect(deposits.problems).toEqual([]);
    expect(deposits.rows.map((row) => row.reference)).toEqual(["NP5"]);
  });

  it("reads a CHARGEBACK status as money that came back, as docs/formats.md says, not a problem that refuses the file (audit-gateway1 F4)", async () => {
    const text = "Tanggal,RRN,Nama Pembayar,Penerbit,Nominal,MDR,Status\n05/01/2025 10:01:00,501234500011,KIKI AMALIA,GOPAY,100000,700,SUCCESS\n05/01/2025 11:01:00,501234500011,KIKI AMALIA,GOPAY,100000,700,CHARGEBACK\n";
    const qris = await parseStatementUpload("qris", text, depo());
    expect(qris.problems).toEqual([]);
    expect(qris.rows.map((row) => row.reference)).toEqual(["501234500011"]);
    expect(qris.returned).toEqual([expect.objectContaining({ amountCents: 10_000_000, name: "KIKI AMALIA" })]);
  });

  it("stores a payment a report lists twice (the same transaction id, amount and direction) once, and says so (audit-gateway1 F8)", async () => {
    const row = "05/01/2025 10:01:00,501234500001,KIKI AMALIA,GOPAY,100000,700,SUCCESS";
    const qris = await parseStatementUpload("qris", ["Tanggal,RRN,Nama Pembayar,Penerbit,Nominal,MDR,Status", row, row, "05/01/2025 10:02:00,501234500002,KIKI AMALIA,GOPAY,100000,700,SUCCESS"].join("\n"), depo());
    expect(qris.rows.map((line) => line.reference)).toEqual(["501234500001", "501234500002"]);
    expect(qris.notes).toContain("1 baris dobel (ID transaksi, waktu, nominal dan arah sama dengan baris lain di file ini) tidak diimpor: satu pembayaran disimpan sekali.");
    // a bank's statement has no such column: two identical credits are two deposits (FORMATS.md)
  });

  it("keeps the site user an Auto TX report booked a payment for in the line's text, where the matcher reads it (audit-ewallet2 F9)", async () => {
    const text = "Tanggal,Transaction ID,Username,Nama Pengirim,E-Wallet,No HP,Nominal,Status\n05/01/2025 10:10:30,ATX0003,agus01,DEWI LESTARI,GOPAY,081366664444,150000,SUCCESS\n";
    const result = await parseStatementUpload("autotx", text, depo());
    // and in its news, where a short one (jono, 778899) is still read for a hold (audit-refs1 F2)
    expect(result.rows).toMatchObject([{ reference: "ATX0003", username: "agus01", senderName: "DEWI LESTARI", description: expect.stringContaining("Username agus01"), remark: "agus01" }]);
  });
});

describe("files that cannot be read", () => {
  it.each([
    ["an empty file", "", "❌ File kosong."],
    ["only a BOM and blank lines", "\ufeff\r\n\r\n", "❌ File kosong."],
    ["a header only", "Tanggal,Keterangan,Nominal,CR/DB\r\n\r\n", "❌ File hanya berisi header, tidak ada data."],
  ])("refuses %s", async (_name, text, message) => {
    expect(await refusal(parseStatementUpload("bca", text, depo({ statementDate: "2025-01-05" })))).toBe(message);
  });

  it("refuses binary content and spreadsheets named .csv", async () => {
    const binary = Buffer.from([0x41, 0x00, 0x42, 0x00, 0x01, 0x02, 0x03]);
    expect(await refusal(parseStatementUpload("bca", binary, depo()))).toBe("❌ File bukan CSV teks (biner).");
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]);
    expect(await refusal(parseStatementUpload("bca", xlsx, depo()))).toMatch(/^❌ File bukan CSV teks \(biner\)\. Ini file Excel/);
    const random = Buffer.from(Array.from({ length: 4000 }, (_, index) => 0x80 + ((index * 37) % 120)));
    expect(await refusal(parseStatementUpload("bca", random, depo()))).toBe("❌ File bukan CSV teks (biner).");
  });

  it("names the missing columns of a near-miss header, or says no header was found", async () => {
    expect(await refusal(parseStatementUpload("qris", "Tanggal,Nama Pembayar,Nominal\n05/01/2025,BUDI,1000\n", depo()))).toBe(
      "❌ Format file tidak dikenali: kolom wajib untuk mutasi QRIS tidak ada di baris judul (baris 1): No Referensi.",
    );
    expect(await refusal(parseStatementUpload("cimb", "hello world\nfoo bar\n", depo()))).toMatch(/^❌ Format file tidak dikenali: baris judul kolom untuk mutasi CIMB tidak ditemukan/);
    expect(await refusal(parseStatementUpload("cimb", "<html><table><tr><td>x</td></tr></table></html>", depo()))).toMatch(/HTML/);
  });

  it("refuses a file over the size limit while reading it", async () => {
    const big = Buffer.from(`Tanggal,Keterangan,Nominal,CR/DB\n${"05/01/2025,X,1000,CR\n".repeat(10_000)}`);
    expect(await refusal(parseStatementUpload("bca", chunks(big, 4096), depo({ statementDate: "2025-01-05", maxBytes: 100_000 })))).toBe(
      "❌ File terlalu besar (maksimal 98 KB).",
    );
  });

  it("takes a date after tomorrow for a misread one (a month read as a day)", async () => {
    const text = "Tanggal,Keterangan,Nominal,CR/DB\n01/02/2025,X,1000,CR\n";
    const result = await parseStatementUpload("bca", text, depo({ statementDate: "2025-01-05", now: new Date("2025-01-05T05:00:00Z") }));
    expect(result.problems).toEqual([{ line: 2, column: "Tanggal", reason: 'Tanggal tidak valid: "01/02/2025" (di masa depan)' }]);
  });

  it("refuses a withdraw upload for a deposit-only choice", async () => {
    expect(await refusal(parseStatementUpload("qris", "x", wd()))).toBe("❌ Upload QRIS tidak tersedia untuk Withdraw.");
  });
});

describe("references Excel turned into 5.01235E+11", () => {
  it("stores the line without the mangled reference and says so, so two payments never pair by it", async () => {
    const csv = [
      "Tanggal,RRN,Nama Pembayar,Penerbit,Nominal,MDR,Status",
      "05/01/2026 10:15:30,5.01235E+11,HENDRA WIJAYA,GOPAY,150000,1050,SUCCESS",
      "05/01/2026 10:16:30,501234567891,BUDI SANTOSO,GOPAY,150000,1050,SUCCESS",
    ].join("\n");
    const result = await parseStatementUpload("qris", Buffer.from(csv), depo());
    expect(result.problems).toEqual([]);
    expect(result.rows.map((row) => row.reference)).toEqual([null, "501234567891"]);
    expect(result.notes).toContain(
      "1 baris referensinya rusak oleh Excel (mis. 5.01235E+11): referensi itu tidak disimpan dan tidak dipakai untuk mencocokkan. Simpan ulang file dengan kolom referensi sebagai teks bila perlu.",
    );
  });
});
