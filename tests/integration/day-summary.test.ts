import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { AkunBank, MutasiDeposit } from "~/models/models.server";
import { CS1, seedStaff, STAFF, withServer } from "../support/fixture";
import { seedBatch, seedBoDeposit, seedBoWithdraw, seedMutasiDeposit, seedMutasiWithdraw } from "../support/seed-data";

/**
 * Issue 14, point 4: the summary Tutup Hari produces, over HTTP (JSON, CSV and Excel), per bank
 * account and direction: BO total vs statement total, approved automatically / by hand, marked
 * lines by kind and the difference, against what the database holds.
 */
const DAY = "2025-05-14";

const { clients } = withServer({
  seed: async () => {
    await seedStaff();
    const bca = await account("DEPO", "BCA", "0111222333");
    const mandiri = await account("WD", "MANDIRI", "1400099");
    const bo = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
    await seedBoDeposit(bo, { depo_amount: 100_000, bank_statement_date: DAY, corporate_bank: "BCA - 0111222333", bo_approve: true, bo_match_state: "auto" });
    await seedBoDeposit(bo, { depo_amount: 50_000, bank_statement_date: DAY, corporate_bank: "BCA - 0111222333", bo_approve: true, bo_match_state: "manual" });
    await seedBoDeposit(bo, { depo_amount: 25_000, bank_statement_date: DAY, corporate_bank: "BCA - 0111222333" });
    // refused by the BO itself: no player money was due
    await seedBoDeposit(bo, { depo_amount: 999_000, bank_statement_date: DAY, corporate_bank: "BCA - 0111222333", bo_status: "REJECTED" });
    await seedBoDeposit(bo, { depo_amount: 10_000, bank_statement_date: DAY, corporate_bank: "BNI - 555666" });
    await seedBoDeposit(bo, { depo_amount: 70_000, bank_statement_date: "2025-05-15", corporate_bank: "BCA - 0111222333" });
    const wd = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
    await seedBoWithdraw(wd, { wd_amount: 40_000, wd_bank_date: DAY, wd_corp_bank: "MANDIRI - 1400099", wd_bo_approve: true, wd_match_state: "auto" });

    const credits = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1, date: DAY, akunBankId: bca.akun_bank_id });
    await seedMutasiDeposit(credits, { mutasi_amount: 100_000, mutasi_date: DAY, mutasi_app: true });
    await seedMutasiDeposit(credits, { mutasi_amount: 50_000, mutasi_date: DAY, mutasi_app: true });
    await seedMutasiDeposit(credits, { mutasi_amount: 12_345.67, mutasi_date: DAY, mutasi_description: "BUNGA", mutasi_mark: "bunga", mutasi_mark_note: "bunga bulanan" });
    await seedMutasiDeposit(credits, { mutasi_amount: 6_500, mutasi_date: DAY, mutasi_description: "BIAYA ADM", mutasi_mark: "biaya", mutasi_mark_note: "admin" });
    const debits = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: DAY, akunBankId: mandiri.akun_bank_id });
    await seedMutasiWithdraw(debits, { mutasiwd_amount: 40_000, mutasiwd_date: DAY, mutasiwd_app: true });
    await seedMutasiWithdraw(debits, { mutasiwd_amount: 2_469.13, mutasiwd_date: DAY, mutasiwd_mark: "pajak", mutasiwd_mark_note: "pajak bunga" });
    // another website's day is not this one's
    const xyz = await seedBatch({ website: "XYZ", target: "bo_deposit", uploadedBy: 1 });
    await seedBoDeposit(xyz, { depo_amount: 5_000, bank_statement_date: DAY, corporate_bank: "BCA - 0111222333" });
    // XYZ registered one BCA number twice, for deposits and then for withdrawals (docs/api.md allows it)
    await account("DEPO", "BCA", "0999000111", "XYZ");
    await account("WD", "BCA", "0999000111", "XYZ");
    await seedBoDeposit(xyz, { depo_amount: 8_000, bank_statement_date: DAY, corporate_bank: "BCA - 0999000111" });
    const xyzWd = await seedBatch({ website: "XYZ", target: "bo_withdraw", uploadedBy: 1 });
    await seedBoWithdraw(xyzWd, { wd_amount: 3_000, wd_bank_date: DAY, wd_corp_bank: "BCA - 0999000111" });
  },
  clients: { admin: STAFF.admin, checker: STAFF.checker, cs: CS1 },
});

function account(jenis: "DEPO" | "WD", bank: string, no: string, website = "ABC") {
  return AkunBank.create({
    akun_bank_website: website,
    akun_bank_jenis_transaksi: jenis,
    akun_bank_bank: bank,
    akun_bank_name: `PT ${bank}`,
    akun_bank_no: no,
    akun_bank_status: true,
    akun_bank_created_by: null,
    akun_bank_last_edited_by: null,
    // registered long before the days the summaries are of
    akun_bank_created_at: new Date("2020-01-01T00:00:00Z"),
  });
}

const figure = (count: number, cents: number) => ({ count, cents });
const none = figure(0, 0);

describe("the day's summary (Tutup Hari)", () => {
  it("/api/ringkasanhari gives per account the BO and statement totals, how BO rows were approved, marked lines by kind and the difference", async () => {
    const response = await clients.checker.get(`/api/ringkasanhari/abc/14-May-2025`);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ website: "ABC", date: DAY, closed: false });
    expect(data.rows.map((row: { direction: string; bank: string; no: string }) => `${row.direction} ${row.bank} ${row.no}`)).toEqual([
      "deposit BCA 0111222333",
      "deposit  ",
      "withdraw MANDIRI 1400099",
    ]);
    const [bca, unknown, mandiri] = data.rows;
    expect(bca).toMatchObject({
      bo: figure(3, 17_500_000),
      auto: figure(1, 10_000_000),
      manual: figure(1, 5_000_000),
      pending: figure(1, 2_500_000),
      statement: figure(2, 15_000_000),
      marked: { bunga: figure(1, 1_234_567), biaya: figure(1, 650_000), pajak: none, refund: none, koreksi: none, "bukan transaksi pemain": none },
      difference: 2_500_000,
    });
    expect(unknown).toMatchObject({ akun_bank_id: null, name: "(tanpa akun bank)", bo: figure(1, 1_000_000), statement: none, difference: 1_000_000 });
    expect(mandiri).toMatchObject({ bo: figure(1, 4_000_000), auto: figure(1, 4_000_000), statement: figure(1, 4_000_000), marked: { pajak: figure(1, 246_913) }, difference: 0 });
    expect(data.total).toMatchObject({ bo: figure(5, 22_500_000), auto: figure(2, 14_000_000), manual: figure(1, 5_000_000), pending: figure(2, 3_500_000), statement: figure(3, 19_000_000), difference: 3_500_000 });

    // the statement's player money and marked money are what the database holds for the account
    const player = await MutasiDeposit.sum("mutasi_amount", { where: { mutasi_akun_bank_id: bca.akun_bank_id, mutasi_date: DAY, mutasi_mark: null } });
    expect(bca.statement.cents).toBe(Math.round(player * 100));
    const marked = await MutasiDeposit.sum("mutasi_amount", { where: { mutasi_akun_bank_id: bca.akun_bank_id, mutasi_date: DAY, mutasi_mark: "bunga" } });
    expect(bca.marked.bunga.cents).toBe(Math.round(marked * 100));
  });

  it("puts BO rows on the account of their own direction when one number is registered for deposits and withdrawals", async () => {
    const { data } = await (await clients.admin.get(`/api/ringkasanhari/XYZ/14-May-2025`)).json();
    const shown = data.rows.map((row: { direction: string; no: string; bo: { count: number } }) => `${row.direction} ${row.no} ${row.bo.count}`);
    // the deposit on the Deposit account, the withdrawal on the Withdraw account; XYZ's other deposit names ABC's number
    expect(shown).toEqual(["deposit 0999000111 1", "deposit  1", "withdraw 0999000111 1"]);
  });

  it("downloads as CSV and Excel by a plain link, with the day's total last", async () => {
    const csv = await clients.admin.get(`/export/tutuphari.csv?website=ABC&date=${DAY}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="tutuphari_ABC_14-May-2025.csv"');
    const lines = (await csv.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0].split(",").slice(0, 9)).toEqual(["Jenis", "Bank", "No Rekening", "Nama Rekening", "Baris BO", "Total BO", "Baris mutasi pemain", "Total mutasi pemain", "Selisih (BO - mutasi)"]);
    expect(lines[1]).toBe("Deposit,BCA,0111222333,PT BCA,3,175000,2,150000,25000,1,100000,1,50000,1,25000,1,12345.67,0,0,1,6500,0,0,0,0,0,0");
    expect(lines.at(-1)).toBe("Total,,,,5,225000,3,190000,35000,2,140000,1,50000,2,35000,1,12345.67,1,2469.13,1,6500,0,0,0,0,0,0");

    const xlsx = await clients.checker.get(`/export/tutuphari.xlsx?website=ABC&date=${DAY}`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-disposition")).toBe('attachment; filename="tutuphari_ABC_14-May-2025.xlsx"');
    const workbook = XLSX.read(Buffer.from(await xlsx.arrayBuffer()), { type: "buffer" });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]], { header: 1, raw: true });
    expect(workbook.SheetNames[0]).toBe("Ringkasan hari");
    expect(rows.at(-1)?.slice(0, 9)).toEqual(["Total", undefined, undefined, undefined, 5, 225000, 3, 190000, 35000]);
    const api = await clients.admin.get(`/api/ringkasanhari/ABC/${DAY}?format=xlsx`);
    expect(api.headers.get("content-disposition")).toBe('attachment; filename="tutuphari_ABC_14-May-2025.xlsx"');
  });

  it("refuses another website's day, a CS, and a bad date with a clear message", async () => {
    const other = await clients.checker.get(`/api/ringkasanhari/XYZ/${DAY}`);
    expect(other.status).toBe(403);
    expect((await other.json()).message).toBe("Akses ditolak: website ini bukan milik akun Anda.");
    expect((await clients.cs.get(`/api/ringkasanhari/ABC/${DAY}`)).status).toBe(403);
    const bad = await clients.admin.get(`/api/ringkasanhari/ABC/31-02-2025`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("❌ Tanggal tidak valid.");
    const page = await clients.checker.get(`/export/tutuphari.csv?website=XYZ&date=${DAY}`);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("Export gagal. Akses ditolak: website ini bukan milik akun Anda.");
  });
});
