import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { refusal } from "../../../../tests/support/refusal";
import { parseBoDepositUpload, parseBoWithdrawUpload } from "./parse.server";

const fixture = (name: string) => readFileSync(`tests/fixtures/uploads/${name}`);


describe("BO deposit exports", () => {
  it("reads bo_deposit columns: cents, Jakarta times as UTC, the Jakarta business day", async () => {
    const result = await parseBoDepositUpload("bo-nexus", fixture("bo-nexus-deposit.csv"), {});
    expect(result.target).toBe("bo_deposit");
    expect(result.layout).toBe("template-bo-nexus-depo");
    expect(result.problems).toEqual([]);
    expect(result.counts).toEqual({ imported: 3, otherDirection: 0, pending: 0, ignored: 0 });
    expect(new Set(result.rows.map((row) => row.bo_website))).toEqual(new Set(["ABC"]));
    expect(result.dates).toEqual(["2025-01-05", "2025-01-06"]);
    expect(result.totalCents).toBe(27_500_000);
    expect(result.rows[0]).toEqual({
      lineNo: 2,
      ticket_no: "DP2501050001",
      user_name: "budi88",
      full_name: "BUDI SANTOSO",
      depo_amount: 15_000_000,
      req_date: new Date("2025-01-05T03:12:45.000Z"),
      app_date: null,
      bank_statement_date: "2025-01-05",
      payment_type: "BANK",
      admin_fee: 0,
      agent_fee: 0,
      player_fee: 0,
      nett_amount: 15_000_000,
      player_bank: "BCA - 1234567890",
      corporate_bank: "BCA - 0111222333",
      bo_desc: "Deposit via BCA",
      bo_ref: null,
      bo_status: "PENDING",
      bo_reason: null,
      bo_handler: null,
      bo_website: "ABC",
      player_ref: null,
      player_own_ref: null,
    });
    // 23:55 in Jakarta is 16:55 UTC, still the 5th in Jakarta
    expect(result.rows[1]).toMatchObject({ req_date: new Date("2025-01-05T16:55:00Z"), app_date: new Date("2025-01-05T16:58:10Z"), bank_statement_date: "2025-01-05" });
    // 00:05 on the 6th in Jakarta is the 5th in UTC: the business day is the 6th
    expect(result.rows[2]).toMatchObject({ req_date: new Date("2025-01-05T17:05:00Z"), bank_statement_date: "2025-01-06", admin_fee: 250_000 });
  });

  it("reads the Lexu layout under either provider, and the file's own statement date", async () => {
    const text = "No Transaksi;Tanggal Request;Username;Nama Lengkap;Jumlah;Situs;Tanggal Mutasi\nLX-1;2025-01-05 10:12:45;budi88;Budi;150.000;abc;06-Jan-2025\n";
    for (const kind of ["bo-lexu", "bo-nexus"] as const) {
      const result = await parseBoDepositUpload(kind, text, {});
      expect(result.problems).toEqual([]);
      expect(result.rows[0]).toMatchObject({ ticket_no: "LX-1", depo_amount: 15_000_000, bo_website: "ABC", bank_statement_date: "2025-01-06" });
    }
  });

  it("takes QRIS Lexu's website from the form and refuses rows of another website", async () => {
    const text = "Tanggal,No Transaksi,Username,Nominal,RRN,Website\n2025-01-05 10:12:45,LX-QR-1,budi88,150000,501234567890,\n2025-01-05 10:13:45,LX-QR-2,rina77,50000,501234567891,XYZ\n";
    const result = await parseBoDepositUpload("qris-lexu", text, { website: "abc" });
    expect(result.rows).toMatchObject([{ ticket_no: "LX-QR-1", bo_website: "ABC", payment_type: "QRIS", bo_ref: "501234567890", full_name: "" }]);
    expect(result.problems).toEqual([{ line: 3, column: "Website", reason: 'Website tidak sesuai: "XYZ" (dipilih ABC)' }]);
  });

  it("reports every invalid row", async () => {
    const text = [
      "Ticket No,Req Date,Username,Fullname,Amount,Website",
      "T1,05/01/2025 10:00,budi,BUDI,100000,ABC",
      "T2,05/13/2025 10:00,budi,BUDI,100000,ABC",
      "T3,05/01/2025 10:00,,BUDI,0,ABC",
      "T1,05/01/2025 10:00,budi,BUDI,1x,",
    ].join("\n");
    const result = await parseBoDepositUpload("bo-nexus", text, {});
    expect(result.problems).toEqual([
      { line: 3, column: "Req Date", reason: 'Tanggal tidak valid: "05/13/2025 10:00"' },
      { line: 4, column: "Username", reason: "Kolom wajib kosong" },
      { line: 4, column: "Amount", reason: 'Nominal harus lebih dari 0: "0"' },
      { line: 5, column: "Amount", reason: 'Nominal tidak valid: "1x"' },
      { line: 5, column: "Website", reason: "Kolom wajib kosong" },
      { line: 5, column: "Ticket No", reason: 'Ticket No ganda: "T1" sudah ada di baris 2' },
    ]);
    expect(result.rows.map((row) => row.ticket_no)).toEqual(["T1"]);
  });

  it("holds text to the table's column sizes", async () => {
    const text = `Ticket No,Req Date,Username,Fullname,Amount,Website,Description\n${"T".repeat(65)},05/01/2025 10:00,budi,BUDI,100000,ABC,ok\nT2,05/01/2025 10:00,budi,BUDI,100000,ABC,${"x".repeat(600)}\n`;
    const result = await parseBoDepositUpload("bo-nexus", text, {});
    expect(result.problems).toEqual([{ line: 2, column: "Ticket No", reason: "Teks terlalu panjang (maksimal 64 karakter)" }]);
    expect(result.rows[0].bo_desc).toHaveLength(500);
  });

  it("refuses a time with AM/PM whose date reads either way: Excel set to the United States writes the month first (a clean-room file audit)", async () => {
    const header = "Ticket No,Req Date,App Date,Username,Fullname,Payment Type,Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Description,Reference,Status,Reason,Handler,Website,Player Ref,Player Own Ref";
    const row = (ticket: string, date: string) => `${ticket},${date},,budi7,BUDI SANTOSO,BANK,150000,0,0,0,150000,,BCA - 0111222333,,,PENDING,,,ABC,,`;
    const text = [header, row("T1", "11/5/2025 1:24 PM"), row("T2", "11/27/2025 9:05 AM"), row("T3", "27/11/2025 09:05 AM"), row("T4", "5/5/2025 1:24 PM")].join("\n");
    const result = await parseBoDepositUpload("bo-nexus", text, {});
    expect(result.problems.map((problem) => [problem.line, problem.reason])).toEqual([
      [2, 'Tanggal "11/5/2025 1:24 PM" bisa dibaca bulan/tanggal (jam AM/PM: Excel dengan setelan Amerika) atau tanggal/bulan. Ekspor ulang dari BO, atau simpan dengan format dd/mm/yyyy HH:mm'],
      [3, expect.stringMatching(/^Tanggal "11\/27\/2025 9:05 AM" bisa dibaca bulan\/tanggal/)],
    ]);
  });

  it("refuses a request time after tomorrow (a month read as a day)", async () => {
    const text = "Ticket No,Req Date,Username,Fullname,Amount,Website\nT1,01/02/2025 10:00,budi,BUDI,100000,ABC\n";
    const result = await parseBoDepositUpload("bo-nexus", text, { now: new Date("2025-01-05T05:00:00Z") });
    expect(result.problems).toEqual([{ line: 2, column: "Req Date", reason: 'Tanggal tidak valid: "01/02/2025 10:00" (di masa depan)' }]);
  });

  it("refuses a BO Nexus file without a website column, and a bank statement uploaded as BO", async () => {
    expect(await refusal(parseBoDepositUpload("bo-nexus", "Ticket No,Req Date,Username,Fullname,Amount\nT1,05/01/2025,b,B,1\n", {}))).toMatch(/^❌ Kolom Website tidak ada/);
    expect(await refusal(parseBoDepositUpload("bo-nexus", fixture("klikbca-individual.csv"), {}))).toMatch(/tampaknya KlikBCA Individual CSV, bukan file untuk BO Nexus Deposit/);
  });
});

describe("BO withdraw exports", () => {
  it("reads bo_withdraw columns, the website falling back to Brand", async () => {
    const text = "Ticket No,Req Date,Username,Fullname,Amount,Player Bank,Player Account No,Brand,Last Balance\nWD1,05/01/2025 11:02:10,budi88,BUDI SANTOSO,500.000,BCA,'1234-567-890,abc,1.250.000\n";
    const result = await parseBoWithdrawUpload("bo-nexus", text, {});
    expect(result.target).toBe("bo_withdraw");
    expect(result.problems).toEqual([]);
    expect(result.rows[0]).toMatchObject({
      wd_ticket_no: "WD1",
      wd_username: "budi88",
      wd_fullname: "BUDI SANTOSO",
      wd_amount: 50_000_000,
      wd_req_date: new Date("2025-01-05T04:02:10Z"),
      wd_bank_date: "2025-01-05",
      wd_player_bank: "BCA",
      wd_player_no: "1234567890",
      wd_brand: "abc",
      wd_website: "ABC",
      wd_last_balance: 125_000_000,
    });
  });

  it("refuses numbers Excel wrote in scientific notation: an account made up of the rest, two tickets made one (a clean-room file audit)", async () => {
    const header = "Ticket No,Req Date,Username,Fullname,Amount,Player Bank,Player Account No,Brand";
    const text = [header, "WD1,05/01/2025 11:02:10,budi88,BUDI SANTOSO,500.000,BCA,1.23457E+12,abc", "2.02611E+15,05/01/2025 11:03:10,rina01,RINA MARLINA,50.000,BCA,1234567890,abc"].join("\n");
    const result = await parseBoWithdrawUpload("bo-nexus", text, {});
    expect(result.rows).toEqual([]);
    expect(result.problems).toEqual([
      { line: 2, column: "Player Account No", reason: expect.stringMatching(/^Angka rusak oleh Excel: "1\.23457E\+12" \(digit aslinya hilang\)\. Ekspor ulang dari BO/) },
      { line: 3, column: "Ticket No", reason: expect.stringMatching(/^Angka rusak oleh Excel: "2\.02611E\+15"/) },
    ]);
  });
});
