import { beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { splitPlayerBank } from "~/services/reports/report-range";
import { decodeHtml } from "../support/client";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { seedBatch, seedBoDeposit, seedBoWithdraw } from "../support/seed-data";
import { cardOf, cardValues, footerCells } from "../support/report-pages";
import { bodyRows, tableHeaders } from "../support/view-pages";
import { readZip } from "../support/zip";

/**
 * Data Player and Game Site against a fixture with known totals:
 *
 * ABC, 05-Jan-2025 .. 07-Jan-2025 (approved rows only; 06-Jan has none):
 *   05-Jan deposit andi 150.000,50 (auto, op1, 'BCA - 1234567890'), deposit budi 200.000,25 (manual, op2,
 *          'MANDIRI 9876543210'), withdraw andi 100.000,20 (manual, op1, BNI 5550001)
 *   07-Jan deposit andi 50.000,10 (auto), withdraw budi 25.000,05 (auto)
 * never counted: pending and ambiguous rows, 04-Jan (outside), website XYZ (another website)
 *
 * Total Deposit 400.000,85; Total Withdraw 125.000,25; Balance 275.000,60; 5 transactions.
 */

const { server, clients: { admin, checker, cs, anonymous } } = withServer({
  seed: () => seedStaff({ ABC: "Alpha", XYZ: "Xylo", PGN: "Paging" }),
  clients: { ...STAFF, anonymous: null },
});

const D1 = "2025-01-05";
// 06-Jan-2025 has no rows on purpose: the Game Site report must still list it, with zeros
const D3 = "2025-01-07";
/** 120 approved rows of website PGN over 01..03-Mar-2025, for paging */
const PAGING_ROWS = 120;

beforeAll(async () => {
  const bo = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
  const wd = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
  const approved = { bo_approve: true, bo_match_state: "auto" as const };
  await seedBoDeposit(bo, { ...approved, depo_amount: 150_000.5, bank_statement_date: D1, user_name: "andi", bo_handler: "op1", player_bank: "BCA - 1234567890" });
  await seedBoDeposit(bo, { bo_approve: true, bo_match_state: "manual", depo_amount: 200_000.25, bank_statement_date: D1, user_name: "budi", bo_handler: "op2", player_bank: "MANDIRI 9876543210" });
  await seedBoDeposit(bo, { depo_amount: 999_999, bank_statement_date: D1, user_name: "cici" });
  await seedBoDeposit(bo, { depo_amount: 12_345, bank_statement_date: D1, user_name: "andi", bo_match_state: "ambiguous" });
  await seedBoDeposit(bo, { ...approved, depo_amount: 50_000.1, bank_statement_date: D3, user_name: "andi", bo_handler: "op1", player_bank: "BCA - 1234567890" });
  await seedBoDeposit(bo, { ...approved, depo_amount: 5_000, bank_statement_date: "2025-01-04", user_name: "andi" });
  await seedBoWithdraw(wd, { wd_bo_approve: true, wd_match_state: "manual", wd_amount: 100_000.2, wd_bank_date: D1, wd_username: "andi", wd_handler: "op1", wd_player_bank: "BNI", wd_player_no: "5550001" });
  await seedBoWithdraw(wd, { wd_bo_approve: true, wd_match_state: "auto", wd_amount: 25_000.05, wd_bank_date: D3, wd_username: "budi", wd_handler: "op2", wd_player_bank: "BRI", wd_player_no: "7770002" });
  await seedBoWithdraw(wd, { wd_amount: 777, wd_bank_date: D3, wd_username: "budi" });
  const xyz = await seedBatch({ website: "XYZ", target: "bo_deposit", uploadedBy: 1 });
  await seedBoDeposit(xyz, { ...approved, depo_amount: 1_000_000, bank_statement_date: D1, user_name: "xyz_secret" });

  const pgn = await seedBatch({ website: "PGN", target: "bo_deposit", uploadedBy: 1 });
  for (let i = 0; i < PAGING_ROWS; i++) {
    await seedBoDeposit(pgn, { ...approved, depo_amount: 1_000 + i, bank_statement_date: `2025-03-0${1 + (i % 3)}`, user_name: `pg${String(i).padStart(3, "0")}` });
  }
});

const text = async (response: Response) => decodeHtml(await response.text());
const RANGE = "start=2025-01-05&end=2025-01-07";

describe("Data Player page", () => {
  it("shows the cards, the basis note, the spec's columns and the approved rows of the period in order", async () => {
    const response = await admin.get(`/dataplayer?website=ABC&${RANGE}`);
    expect(response.status).toBe(200);
    const html = await text(response);
    expect(html).toContain(">Data Player</h1>");
    expect(["total-deposit", "total-withdraw", "balance", "total-transactions"].map((id) => cardOf(html, id)?.label)).toEqual([
      "Total Deposit",
      "Total Withdraw",
      "Balance",
      "Total Transactions",
    ]);
    expect(cardValues(html)).toEqual(["Rp 400.000,85", "Rp 125.000,25", "Rp 275.000,60", "5"]);
    expect(html).toContain("Dihitung dari BO deposit dan BO withdraw yang sudah di-approve");
    expect(tableHeaders(html, "Data Player")).toEqual(["No", "Transaction Date", "Operator", "Username", "Website", "Bank", "Deposit", "Withdraw"]);
    expect(bodyRows(html, "Data Player")).toEqual([
      ["1", "05-Jan-2025", "op1", "andi", "ABC", "BCA - 1234567890", "150.000,50", "-"],
      ["2", "05-Jan-2025", "op2", "budi", "ABC", "MANDIRI - 9876543210", "200.000,25", "-"],
      ["3", "05-Jan-2025", "op1", "andi", "ABC", "BNI - 5550001", "-", "100.000,20"],
      ["4", "07-Jan-2025", "op1", "andi", "ABC", "BCA - 1234567890", "50.000,10", "-"],
      ["5", "07-Jan-2025", "op2", "budi", "ABC", "BRI - 7770002", "-", "25.000,05"],
    ]);
    // the filters as a GET form with native selects and date inputs, the search box, page size 50
    expect(html).toMatch(/<select[^>]*name="website"/);
    expect(html).toContain('<option value="ABC" selected="">Alpha (ABC)</option>');
    expect(html).toMatch(/<input[^>]*name="start"[^>]*type="date"[^>]*value="2025-01-05"|<input[^>]*type="date"[^>]*name="start"/);
    expect(html).toMatch(/<input[^>]*placeholder="Search Username"[^>]*data-search=""/);
    expect(html).toContain('<option value="50" selected="">50</option>');
    for (const size of [10, 20, 50, 100]) expect(html).toContain(`<option value="${size}"`);
    expect(html).toContain('href="/export/dataplayer.csv?website=ABC&start=2025-01-05&end=2025-01-07"');
    expect(html).toContain('href="/export/dataplayer.xlsx?website=ABC&start=2025-01-05&end=2025-01-07"');
  });

  it("defaults both dates to today in Jakarta and ADMIN to every website", async () => {
    const html = await text(await admin.get("/dataplayer"));
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect(html).toContain(`value="${today}"`);
    expect(html).toContain('<option value="ALL" selected="">Semua website</option>');
    expect(html).toContain(">No data found</td>");
  });

  it("counts every website the ADMIN may see under ALL", async () => {
    const html = await text(await admin.get(`/dataplayer?website=ALL&${RANGE}`));
    expect(cardValues(html)).toEqual(["Rp 1.400.000,85", "Rp 125.000,25", "Rp 1.275.000,60", "6"]);
    expect(bodyRows(html, "Data Player").map((row) => row[4])).toEqual(["ABC", "ABC", "ABC", "XYZ", "ABC", "ABC"]);
  });

  it("searches the username (any case, part of it) and totals only what it finds; 'No data found' with a note otherwise", async () => {
    const html = await text(await admin.get(`/dataplayer?website=ABC&${RANGE}&search=AND`));
    expect(bodyRows(html, "Data Player").map((row) => row[3])).toEqual(["andi", "andi", "andi"]);
    expect(cardValues(html)).toEqual(["Rp 200.000,60", "Rp 100.000,20", "Rp 100.000,40", "3"]);
    const none = await text(await admin.get(`/dataplayer?website=ABC&${RANGE}&search=zzz`));
    expect(none).toContain(">No data found</td>");
    expect(cardValues(none)).toEqual(["Rp 0", "Rp 0", "Rp 0", "0"]);
    expect(none).toContain('Username "zzz" tidak ditemukan pada periode 05-Jan-2025 s/d 07-Jan-2025.');
    // % and _ are taken literally
    const literal = await text(await admin.get(`/dataplayer?website=ABC&${RANGE}&search=${encodeURIComponent("a%")}`));
    expect(literal).toContain(">No data found</td>");
  });

  it("refuses an End Date before the Start Date with the spec's message and shows no data", async () => {
    const response = await admin.get("/dataplayer?website=ABC&start=2025-01-07&end=2025-01-05");
    expect(response.status).toBe(400);
    const html = await text(response);
    expect(html).toContain("End Date tidak boleh lebih kecil dari Start Date.");
    expect(html).not.toContain('aria-label="Data Player"');
    expect(html).not.toContain("Total Deposit");
  });

  it("pages 120 rows at 50 (default), 10, 20 and 100 a page", async () => {
    const base = "/dataplayer?website=PGN&start=2025-03-01&end=2025-03-03";
    const first = await text(await admin.get(base));
    expect(bodyRows(first, "Data Player")).toHaveLength(50);
    expect(first).toContain("Showing page 1 of 3");
    const third = await text(await admin.get(`${base}&page=3`));
    const rows = bodyRows(third, "Data Player");
    expect(rows).toHaveLength(20);
    expect(rows[0][0]).toBe("101");
    expect(rows[19]).toEqual(["120", "03-Mar-2025", "-", "pg119", "PGN", "BCA", "1.119", "-"]);
    expect(bodyRows(await text(await admin.get(`${base}&size=10&page=12`)), "Data Player")).toHaveLength(10);
    expect(await text(await admin.get(`${base}&size=20`))).toContain("Showing page 1 of 6");
    expect(bodyRows(await text(await admin.get(`${base}&size=100&page=2`)), "Data Player")).toHaveLength(20);
    // a size outside the choices falls back to 50; a page past the end goes to the last page
    expect(bodyRows(await text(await admin.get(`${base}&size=7`)), "Data Player")).toHaveLength(50);
    const past = await admin.get(`${base}&page=9`);
    expect(past.status).toBe(302);
    expect(past.headers.get("location")).toContain("page=3");
  });

  it("fixes a CHECKER and a CS to their own website whatever the URL says", async () => {
    for (const client of [checker, cs]) {
      const response = await client.get(`/dataplayer?website=XYZ&${RANGE}`);
      expect(response.status).toBe(200);
      const html = await text(response);
      expect(cardValues(html)).toEqual(["Rp 400.000,85", "Rp 125.000,25", "Rp 275.000,60", "5"]);
      expect(html).not.toContain("xyz_secret");
      expect(html).not.toContain('<option value="XYZ"');
      expect(html).not.toContain("Semua website");
    }
  });

  it("sends a visitor without a session to /signin", async () => {
    const response = await anonymous.get("/dataplayer");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/signin");
  });
});

describe("Game Site page", () => {
  it("lists every day of the range (a day without rows as zeros) and the Total Sum", async () => {
    const html = await text(await admin.get(`/dataplayer?mode=gamesite&website=ABC&${RANGE}`));
    expect(tableHeaders(html, "Game Site")).toEqual(["Date", "Total Depo", "Total WD", "Total Transaksi", "Balance"]);
    expect(bodyRows(html, "Game Site")).toEqual([
      ["05-Jan-2025", "350.000,75", "100.000,20", "3", "250.000,55"],
      ["06-Jan-2025", "0", "0", "0", "0"],
      ["07-Jan-2025", "50.000,10", "25.000,05", "2", "25.000,05"],
    ]);
    expect(footerCells(html, "Game Site")).toEqual(["Total Sum", "400.000,85", "125.000,25", "5", "275.000,60"]);
    expect(html).toContain('href="/export/gamesite.csv?website=ABC&start=2025-01-05&end=2025-01-07"');
    expect(html).toContain('href="/export/gamesite.xlsx?website=ABC&start=2025-01-05&end=2025-01-07"');
  });

  it("pages the days: 61 days at 50 a page, then 10 and 100", async () => {
    const base = "/dataplayer?mode=gamesite&website=PGN&start=2025-03-01&end=2025-04-30";
    const first = await text(await admin.get(base));
    expect(bodyRows(first, "Game Site")).toHaveLength(50);
    expect(first).toContain("Showing page 1 of 2");
    const second = bodyRows(await text(await admin.get(`${base}&page=2`)), "Game Site");
    expect(second).toHaveLength(11);
    expect(second[10][0]).toBe("30-Apr-2025");
    expect(bodyRows(await text(await admin.get(`${base}&size=10&page=7`)), "Game Site")).toHaveLength(1);
    const all = await text(await admin.get(`${base}&size=100`));
    expect(bodyRows(all, "Game Site")).toHaveLength(61);
    // the Total Sum covers the whole range, not the page: 120 rows of 1.000 + i
    const sum = PAGING_ROWS * 1_000 + (PAGING_ROWS * (PAGING_ROWS - 1)) / 2;
    expect(footerCells(first, "Game Site")).toEqual(["Total Sum", sum.toLocaleString("id-ID"), "0", String(PAGING_ROWS), sum.toLocaleString("id-ID")]);
  });

  it("refuses an End Date before the Start Date", async () => {
    const response = await admin.get("/dataplayer?mode=gamesite&website=ABC&start=2025-01-07&end=2025-01-06");
    expect(response.status).toBe(400);
    expect(await text(response)).toContain("End Date tidak boleh lebih kecil dari Start Date.");
  });
});

describe("/api Data Player and Game Site", () => {
  it("GET /api/dataplayer: details with the spec's fields, last_page and the card totals", async () => {
    const response = await admin.get("/api/dataplayer/ABC/05-Jan-2025/07-Jan-2025/2/1");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      last_page: 3,
      total_deposit: 400_000.85,
      total_withdraw: 125_000.25,
      balance: 275_000.6,
      total_transactions: 5,
    });
    expect(body.details).toEqual([
      { date: "05-Jan-2025", handler: "op1", username: "andi", website: "ABC", player_bank_name: "BCA", player_bank_no: "1234567890", deposit: 150_000.5, withdraw: 0, type: "deposit", id: expect.any(Number) },
      { date: "05-Jan-2025", handler: "op2", username: "budi", website: "ABC", player_bank_name: "MANDIRI", player_bank_no: "9876543210", deposit: 200_000.25, withdraw: 0, type: "deposit", id: expect.any(Number) },
    ]);
    const third = await (await admin.get("/api/dataplayer/ABC/2025-01-05/2025-01-07/2/3")).json();
    expect(third.details).toHaveLength(1);
    expect(third.details[0]).toMatchObject({ date: "07-Jan-2025", username: "budi", player_bank_name: "BRI", player_bank_no: "7770002", deposit: 0, withdraw: 25_000.05, type: "withdraw" });
    const past = await (await admin.get("/api/dataplayer/ABC/05-Jan-2025/07-Jan-2025/2/9")).json();
    expect(past.details).toEqual([]);
    expect(past.last_page).toBe(3);
  });

  it("GET /api/searchdataplayer: the rows and totals of the username", async () => {
    const body = await (await admin.get("/api/searchdataplayer/budi/ABC/05-Jan-2025/07-Jan-2025/100/1")).json();
    expect(body.details.map((row: { username: string; deposit: number; withdraw: number }) => [row.username, row.deposit, row.withdraw])).toEqual([
      ["budi", 200_000.25, 0],
      ["budi", 0, 25_000.05],
    ]);
    expect(body).toMatchObject({ total_deposit: 200_000.25, total_withdraw: 25_000.05, balance: 175_000.2, total_transactions: 2, last_page: 1 });
  });

  it("GET /api/totaldataplayer: the per-day report with grand totals", async () => {
    const body = await (await admin.get("/api/totaldataplayer/ABC/05-Jan-2025/07-Jan-2025/2/1")).json();
    expect(body).toEqual({
      details: [
        { date: "05-Jan-2025", total_deposit: 350_000.75, total_withdraw: 100_000.2, total_transactions: 3, balance: 250_000.55 },
        { date: "06-Jan-2025", total_deposit: 0, total_withdraw: 0, total_transactions: 0, balance: 0 },
      ],
      grand_total_deposit: 400_000.85,
      grand_total_withdraw: 125_000.25,
      total_balance: 275_000.6,
      grand_total_transactions: 5,
      last_page: 2,
      page: 1,
      all_data: 3,
    });
    const second = await (await admin.get("/api/totaldataplayer/ABC/05-Jan-2025/07-Jan-2025/2/2")).json();
    expect(second.details).toEqual([{ date: "07-Jan-2025", total_deposit: 50_000.1, total_withdraw: 25_000.05, total_transactions: 2, balance: 25_000.05 }]);
  });

  it("refuses End before Start, bad dates and bad paging with 400", async () => {
    for (const path of [
      "/api/dataplayer/ABC/07-Jan-2025/05-Jan-2025/50/1",
      "/api/searchdataplayer/andi/ABC/07-Jan-2025/05-Jan-2025/50/1",
      "/api/totaldataplayer/ABC/07-Jan-2025/05-Jan-2025/50/1",
    ]) {
      const response = await admin.get(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: false, message: "End Date tidak boleh lebih kecil dari Start Date." });
    }
    expect((await admin.get("/api/dataplayer/ABC/31-Feb-2025/05-Mar-2025/50/1")).status).toBe(400);
    expect((await admin.get("/api/dataplayer/ABC/05-Jan-2025/07-Jan-2025/0/1")).status).toBe(400);
  });

  it("keeps a CHECKER and a CS to their own website: another is 403 with no data", async () => {
    for (const client of [checker, cs]) {
      for (const path of [
        "/api/dataplayer/XYZ/05-Jan-2025/07-Jan-2025/50/1",
        "/api/searchdataplayer/xyz/XYZ/05-Jan-2025/07-Jan-2025/50/1",
        "/api/totaldataplayer/XYZ/05-Jan-2025/07-Jan-2025/50/1",
      ]) {
        const response = await client.get(path);
        expect(response.status).toBe(403);
        const body = await response.json();
        expect(body.status).toBe(false);
        expect(body.details).toBeUndefined();
      }
      const own = await (await client.get("/api/dataplayer/ABC/05-Jan-2025/07-Jan-2025/50/1")).json();
      expect(own.total_transactions).toBe(5);
      // ALL is every website they may see: their own
      const all = await (await client.get("/api/totaldataplayer/ALL/05-Jan-2025/07-Jan-2025/50/1")).json();
      expect(all.grand_total_deposit).toBe(400_000.85);
    }
    expect((await anonymous.get("/api/dataplayer/ABC/05-Jan-2025/07-Jan-2025/50/1")).status).toBe(401);
  });
});

describe("exports", () => {
  const GAMESITE_CSV =
    "\uFEFFDate,Total Depo,Total WD,Total Transaksi,Balance\r\n" +
    "05-Jan-2025,350000.75,100000.2,3,250000.55\r\n" +
    "06-Jan-2025,0,0,0,0\r\n" +
    "07-Jan-2025,50000.1,25000.05,2,25000.05\r\n" +
    "Total Sum,400000.85,125000.25,5,275000.6\r\n";

  it("POST /api/exportcsvtotaldataplayer: the Game Site CSV, byte for byte, named gamesite_<site>_<start>_<end>.csv", async () => {
    const response = await admin.json("POST", "/api/exportcsvtotaldataplayer", { start: "05-Jan-2025", end: "07-Jan-2025", group: "ABC" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="gamesite_ABC_05-Jan-2025_07-Jan-2025.csv"');
    expect(Buffer.from(await response.arrayBuffer()).toString("utf8")).toBe(GAMESITE_CSV);
  });

  it("POST /api/exportexceltotaldataplayer: the same rows as an .xlsx workbook", async () => {
    const response = await cs.json("POST", "/api/exportexceltotaldataplayer", { start: "2025-01-05", end: "2025-01-07", group: "ABC" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="gamesite_ABC_05-Jan-2025_07-Jan-2025.xlsx"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(readZip(bytes).has("xl/worksheets/sheet1.xml")).toBe(true);
    const book = XLSX.read(bytes);
    const rows = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(book.SheetNames[0]).toBe("Game Site");
    expect(rows).toEqual([
      ["Date", "Total Depo", "Total WD", "Total Transaksi", "Balance"],
      ["05-Jan-2025", 350_000.75, 100_000.2, 3, 250_000.55],
      ["06-Jan-2025", 0, 0, 0, 0],
      ["07-Jan-2025", 50_000.1, 25_000.05, 2, 25_000.05],
      ["Total Sum", 400_000.85, 125_000.25, 5, 275_000.6],
    ]);
  });

  it("refuses with 'Gagal export file.' and why: End before Start, another website, no website", async () => {
    const backwards = await admin.json("POST", "/api/exportcsvtotaldataplayer", { start: "07-Jan-2025", end: "05-Jan-2025", group: "ABC" });
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toEqual({ status: false, message: "Gagal export file. End Date tidak boleh lebih kecil dari Start Date." });
    const other = await checker.json("POST", "/api/exportexceltotaldataplayer", { start: "05-Jan-2025", end: "07-Jan-2025", group: "XYZ" });
    expect(other.status).toBe(403);
    expect((await other.json()).message).toMatch(/^Gagal export file\. Akses ditolak/);
    const none = await admin.json("POST", "/api/exportcsvtotaldataplayer", { start: "05-Jan-2025", end: "07-Jan-2025" });
    expect(none.status).toBe(400);
    expect((await none.json()).message).toBe("Gagal export file. Website wajib dipilih.");
    expect((await anonymous.json("POST", "/api/exportcsvtotaldataplayer", { start: "05-Jan-2025", end: "07-Jan-2025", group: "ABC" })).status).toBe(401);
  });

  it("GET /export/dataplayer.csv: the page's rows (search included), streamed as an attachment", async () => {
    const response = await checker.get(`/export/dataplayer.csv?website=ABC&${RANGE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="dataplayer_ABC_05-Jan-2025_07-Jan-2025.csv"');
    expect(Buffer.from(await response.arrayBuffer()).toString("utf8")).toBe(
      "\uFEFFNo,Transaction Date,Operator,Username,Website,Bank Name,Bank No,Deposit,Withdraw\r\n" +
        "1,05-Jan-2025,op1,andi,ABC,BCA,1234567890,150000.5,0\r\n" +
        "2,05-Jan-2025,op2,budi,ABC,MANDIRI,9876543210,200000.25,0\r\n" +
        "3,05-Jan-2025,op1,andi,ABC,BNI,5550001,0,100000.2\r\n" +
        "4,07-Jan-2025,op1,andi,ABC,BCA,1234567890,50000.1,0\r\n" +
        "5,07-Jan-2025,op2,budi,ABC,BRI,7770002,0,25000.05\r\n",
    );
    const searched = await admin.get(`/export/dataplayer.csv?website=ABC&${RANGE}&search=budi`);
    expect(searched.headers.get("content-disposition")).toBe('attachment; filename="dataplayer_ABC_budi_05-Jan-2025_07-Jan-2025.csv"');
    expect((await searched.text()).trim().split("\r\n")).toHaveLength(3);
  });

  it("GET /export/dataplayer.xlsx streams all 120 rows in batches; /export/gamesite.xlsx the days", async () => {
    const response = await admin.get("/export/dataplayer.xlsx?website=PGN&start=2025-03-01&end=2025-03-03");
    expect(response.status).toBe(200);
    const book = XLSX.read(Buffer.from(await response.arrayBuffer()));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows).toHaveLength(PAGING_ROWS + 1);
    expect(rows[0]).toEqual(["No", "Transaction Date", "Operator", "Username", "Website", "Bank Name", "Bank No", "Deposit", "Withdraw"]);
    const last = rows[PAGING_ROWS];
    expect([last[0], last[1], last[3], last[4], last[5], last[7], last[8]]).toEqual([120, "03-Mar-2025", "pg119", "PGN", "BCA", 1_119, 0]);
    const gamesite = await cs.get(`/export/gamesite.csv?website=ABC&${RANGE}`);
    expect(Buffer.from(await gamesite.arrayBuffer()).toString("utf8")).toBe(GAMESITE_CSV);
  });

  it("GET /export/...: another website or a bad range is a short 'Gagal export file.' page, no data", async () => {
    const other = await cs.get(`/export/gamesite.csv?website=XYZ&${RANGE}`);
    // a CS is fixed to their own website by the scope check: XYZ is refused
    expect(other.status).toBe(403);
    const html = await other.text();
    expect(html).toContain("Gagal export file.");
    expect(html).not.toContain("1000000");
    const backwards = await admin.get("/export/dataplayer.csv?website=ABC&start=2025-01-07&end=2025-01-05");
    expect(backwards.status).toBe(400);
    expect(await backwards.text()).toContain("End Date tidak boleh lebih kecil dari Start Date.");
    expect((await anonymous.get(`/export/dataplayer.csv?website=ABC&${RANGE}`)).headers.get("location")).toBe("/signin");
  });
});

describe("splitPlayerBank", () => {
  it("splits a deposit's bank text into name and number", () => {
    expect(splitPlayerBank("BCA - 1234567890")).toEqual({ name: "BCA", no: "1234567890" });
    expect(splitPlayerBank("MANDIRI 123-456-7890")).toEqual({ name: "MANDIRI", no: "1234567890" });
    expect(splitPlayerBank("BCA")).toEqual({ name: "BCA", no: "" });
    expect(splitPlayerBank("BNI", "5550001")).toEqual({ name: "BNI", no: "5550001" });
    expect(splitPlayerBank(null)).toEqual({ name: "", no: "" });
    expect(splitPlayerBank("BANK 99")).toEqual({ name: "BANK 99", no: "" });
  });
});
