import fs from "node:fs";
import path from "node:path";
import { zipBomb } from "../support/zip";
import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { MutasiDeposit, MutasiWithdraw, StatementDay, UploadBatch } from "~/models/models.server";
import { formatSpecDate } from "~/services/spec-date";
import { seedAkunBank } from "../support/db";
import { CHECKER1, seedStaff, withServer } from "../support/fixture";

/**
 * Issue 14, point 1: a statement upload takes the file as the bank delivered it (CSV, .xlsx,
 * BIFF .xls, an HTML table named .xls), told apart by its content, with the columns found by
 * header text; a hostile spreadsheet is refused by the guarded worker without storing anything.
 */
const fixtures = path.resolve(import.meta.dirname, "../fixtures/uploads");
const akun = (bank: string, no: string, jenis: "DEPO" | "WD" = "DEPO") => seedAkunBank({ website: "ABC", bank, name: `PT ${bank} JAYA`, no, jenis });

const { clients: { checker } } = withServer({
  seed: async () => {
    await seedStaff({ ABC: "Alpha" });
    await akun("BCA", "0111222333");
    await akun("BRI", "034101000123307");
    await akun("MANDIRI", "1300011112222");
  },
  clients: { checker: CHECKER1 },
});

function upload(apiPath: string, fields: Record<string, string>, file: { name: string; content: string | Buffer; type?: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const bytes = typeof file.content === "string" ? new TextEncoder().encode(file.content) : new Uint8Array(file.content);
  form.append("myfile", new Blob([bytes], { type: file.type ?? "application/octet-stream" }), file.name);
  return checker.request(apiPath, { method: "POST", body: form });
}

async function stored() {
  return { batches: await UploadBatch.count(), mutasi: await MutasiDeposit.count(), mutasiWd: await MutasiWithdraw.count(), days: await StatementDay.count() };
}

const bcaStatement = (lines: readonly string[]) => ["Account No.,=,'0111222333", "", "Date,Description,Branch,Amount,,Balance", ...lines].join("\n");
const bcaFields = (dates: string) => ({ groups: "ABC", corporate_bank_name: "PT BCA JAYA", corporate_bank_no: "0111222333", dates });

describe("statements as delivered", () => {
  it("stores a BRI CMS statement saved as .xlsx, with real date cells and numeric amounts", async () => {
    const rows = [
      ["ID", "NOREK", "TGL_TRAN", "TGL_EFEKTIF", "JAM_TRAN", "SEQ", "DESK_TRAN", "SALDO_AWAL_MUTASI", "MUTASI_DEBET", "MUTASI_KREDIT", "SALDO_AKHIR_MUTASI", "GLSIGN", "TRREMK"],
      [1, "034101000123307", new Date(Date.UTC(2024, 3, 4, 17, 34)), new Date(Date.UTC(2024, 3, 4)), 173400, 1, "TRF DARI BUDI", 1000000, 0, 150000.5, 1150000.5, "Cr", "NBMB BUDI SANTOSO TO PT CONTOH JAYA"],
      [2, "034101000123307", new Date(Date.UTC(2024, 3, 4, 18, 2)), new Date(Date.UTC(2024, 3, 4)), 180200, 2, "TRF KE RINA", 1150000.5, 50000, 0, 1100000.5, "Db", "NBMB PT CONTOH JAYA TO RINA MARLINA"],
    ];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), "Mutasi");
    const xlsx = XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
    const response = await upload(
      "/api/mutasiupdepomanual",
      { groups: "ABC", provider: "BRI", corporate_bank_name: "PT BRI JAYA", corporate_bank_no: "034101000123307" },
      { name: "MUTASI BRI APRIL.xlsx", content: xlsx },
    );
    const reply = await response.json();
    expect(response.status, JSON.stringify(reply)).toBe(200);
    expect(reply).toMatchObject({ status: false, inserted: 1 });
    const line = await MutasiDeposit.findOne({ where: { mutasi_website: "ABC", mutasi_date: "2024-04-04" } });
    expect(Number(line!.mutasi_amount)).toBe(150000.5);
  });

  it("stores a KlikBCA export re-saved by Excel as a BIFF .xls, reading its account number from the sheet", async () => {
    const csv = fs.readFileSync(path.join(fixtures, "klikbca-individual.csv"), "utf8");
    const book = XLSX.read(csv, { type: "string", raw: true });
    const xls = XLSX.write(book, { type: "buffer", bookType: "biff8" }) as Buffer;
    expect(xls.subarray(0, 4).toString("hex")).toBe("d0cf11e0");
    const fields = { groups: "ABC", corporate_bank_name: "PT BCA JAYA", corporate_bank_no: "0111222333", dates: "09-May-2025" };
    const reply = await (await upload("/api/mutasiupdepobca", fields, { name: "mutasi.xls", content: xls })).json();
    expect(reply, JSON.stringify(reply)).toMatchObject({ status: false, inserted: 6 });
    expect(await MutasiDeposit.findOne({ where: { mutasi_player_bank_name: "AYU DIAJENG SEKAR" } })).not.toBeNull();
  });

  it("stores an internet banking HTML table named .xls, its header found below a title row", async () => {
    const html = `<html><head><meta charset="utf-8"></head><body><table>
      <tr><td colspan="8">Mutasi Rekening 1300011112222</td></tr>
      <tr><th>Tgl.</th><th>Tgl. Val.</th><th>Rincian Transaksi</th><th>No. Referensi</th><th>Debit</th><th>Kredit</th><th>Saldo</th><th>Branch Code</th></tr>
      <tr><td>14/05/2025 04:12:26</td><td>14/05/2025</td><td>TRANSFER DARI SITI AMINAH</td><td>REF001</td><td>0,00</td><td>125.000,00</td><td>1.125.000,00</td><td>0001</td></tr>
      <tr><td>14/05/2025 05:00:00</td><td>14/05/2025</td><td>TRANSFER DARI AGUS SALIM</td><td>REF002</td><td>0,00</td><td>80.000,00</td><td>1.205.000,00</td><td>0001</td></tr>
    </table></body></html>`;
    const fields = { groups: "ABC", corporate_bank_name: "PT MANDIRI JAYA", corporate_bank_no: "1300011112222" };
    const reply = await (await upload("/api/mutasiupdepomdr", fields, { name: "Statement.xls", content: html, type: "application/vnd.ms-excel" })).json();
    expect(reply, JSON.stringify(reply)).toMatchObject({ status: false, inserted: 2 });
    const line = await MutasiDeposit.findOne({ where: { mutasi_player_bank_name: "AGUS SALIM" } });
    expect(Number(line!.mutasi_amount)).toBe(80000);
  });

  it("stores on its own day a line whose date Excel (US dates) read month first, the column's text dates proving day first (audit-excel1 F4)", async () => {
    const rows = [
      ["Tgl.", "Tgl. Val.", "Rincian Transaksi", "No. Referensi", "Debit", "Kredit", "Saldo", "Branch Code"],
      // the bank's 05/11/2025 became 11 May; 13/11/2025 has no month 13 and stayed text
      [new Date(Date.UTC(2025, 4, 11, 10, 15, 30)), new Date(Date.UTC(2025, 4, 11)), "TRANSFER DARI 1300012345678 BUDI SANTOSO", "REF511", 0, 150000, 1150000, "0001"],
      ["13/11/2025 09:00:00", "13/11/2025", "TRANSFER DARI 1300099999999 RINA MARLINA", "REF1311", 0, 1000, 1151000, "0001"],
    ];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), "Sheet1");
    const xlsx = XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
    const fields = { groups: "ABC", corporate_bank_name: "PT MANDIRI JAYA", corporate_bank_no: "1300011112222" };
    const reply = await (await upload("/api/mutasiupdepomdr", fields, { name: "mutasi mandiri.xlsx", content: xlsx })).json();
    expect(reply, JSON.stringify(reply)).toMatchObject({ status: false, inserted: 2 });
    expect((await MutasiDeposit.findOne({ where: { mutasi_player_bank_name: "BUDI SANTOSO", mutasi_amount: 150_000 } }))?.mutasi_date).toBe("2025-11-05");
    expect(await MutasiDeposit.count({ where: { mutasi_date: "2025-05-11" } })).toBe(0);
  });

  it("refuses a zip bomb whatever its name, fast, with a clear message, and stores nothing", async () => {
    const bomb = zipBomb();
    const before = await stored();
    const fields = { groups: "ABC", corporate_bank_name: "PT MANDIRI JAYA", corporate_bank_no: "1300011112222" };
    const response = await upload("/api/mutasiupdepomdr", fields, { name: "mutasi.csv", content: bomb, type: "text/csv" });
    expect(response.status).toBe(400);
    // the guard's own refusal, from the zip's directory: nothing was inflated, no time limit ran out
    expect((await response.json()).message).toMatch(/^❌ File Excel tidak bisa dibaca: .*zip bomb/);
    expect(await stored()).toEqual(before);
  });
});

describe("statements read faithfully", () => {
  async function refused(apiPath: string, fields: Record<string, string>, content: string | Buffer, message: string | RegExp) {
    const before = await stored();
    const response = await upload(apiPath, fields, { name: "mutasi.csv", content, type: "text/csv" });
    const reply = await response.json();
    expect(response.status, JSON.stringify(reply)).toBe(400);
    if (typeof message === "string") expect(reply.message).toBe(message);
    else expect(reply.message).toMatch(message);
    expect(await stored()).toEqual(before);
  }

  it("refuses a file holding only PEND lines, saying to upload again once the bank has booked them", async () => {
    const pendOnly = bcaStatement(["PEND,TRSF E-BANKING CR 1309/FTSCY/WS95031 100000.00DINDA FITRI NURUL,'0000,100000.00,CR,1750972.20"]);
    await refused("/api/mutasiupdepobca", bcaFields("13-Sep-2025"), pendOnly, "❌ Semua baris masih PEND: unggah lagi setelah diproses bank.");
  });

  it("refuses a file whose days do not include the chosen Tanggal Mutasi, naming the days it holds", async () => {
    const csv = fs.readFileSync(path.join(fixtures, "klikbca-individual.csv"), "utf8");
    await refused("/api/mutasiupdepobca", bcaFields("20-May-2025"), csv, /^❌ File ini tidak berisi mutasi tanggal 20-May-2025 .*Tanggal di file: 02-May-2025, 03-May-2025, 07-May-2025, 08-May-2025, 09-May-2025\.$/);
  });

  it("refuses a BRI statement of another account than the one chosen", async () => {
    await akun("BRI", "034101000999999");
    const csv = fs.readFileSync(path.join(fixtures, "bri-cms.csv"), "utf8");
    await refused(
      "/api/mutasiupdepomanual",
      { groups: "ABC", provider: "BRI", corporate_bank_name: "PT BRI JAYA", corporate_bank_no: "034101000999999" },
      csv,
      "❌ File ini mutasi rekening 034101000123307, bukan akun yang dipilih (034101000999999).",
    );
  });

  it("stores a shared account's withdraw statement against its Withdraw registration", async () => {
    await akun("BCA", "0555666777", "DEPO");
    const wd = await akun("BCA", "0555666777", "WD");
    const csv = [
      "Account No.,=,'0555666777",
      "",
      "Date,Description,Branch,Amount,,Balance",
      "'14/05,TRSF E-BANKING DB 1405/FTSCY/WS95031 75000.00RINA MARLINA,'0000,75000.00,DB,925000.00",
    ].join("\n");
    const fields = { groups: "ABC", corporate_bank_name: "PT BCA JAYA", corporate_bank_no: "0555666777", dates: "14-May-2025", transaction: "wd" };
    const reply = await (await upload("/api/mutasiupdepobca", fields, { name: "wd.csv", content: csv, type: "text/csv" })).json();
    expect(reply, JSON.stringify(reply)).toMatchObject({ status: false, inserted: 1 });
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_akun_bank_id: wd.akun_bank_id } })).not.toBeNull();
  });

  it("stores a Pratinjau copy whose rounded cents leave a balance step Rp 1 off, and says the tolerance", async () => {
    const csv = fs.readFileSync(path.join(fixtures, "bca-pratinjau.csv"), "utf8").replace("Rp 1.150.000", "Rp 1.149.999");
    const reply = await (await upload("/api/mutasiupdepobca", bcaFields("05-Jan-2025"), { name: "pratinjau.csv", content: csv, type: "text/csv" })).json();
    expect(reply, JSON.stringify(reply)).toMatchObject({ status: false, inserted: 2 });
    expect(reply.data).toContain("Saldo berjalan diperiksa dengan toleransi Rp 1 per baris (halaman Pratinjau membulatkan sen).");
  });

  it("refuses a statement whose dates are a year past the chosen Tanggal Mutasi, storing nothing: the picker's year is wrong, not the bank's (audit-time2 F2)", async () => {
    // the bank's own full date, yesterday; the clerk picked the day a year before
    const yesterday = new Date(Date.now() + 7 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    const [year, month, day] = yesterday.split("-");
    const csv = bcaStatement([`${day}/${month}/${year},TRSF E-BANKING CR ${day}${month}/FTSCY/WS95031 153000.00BUDI SANTOSO,'0000,153000.00,CR,1153000.00`]);
    const picked = formatSpecDate(`${Number(year) - 1}-${month}-${day}`, { padDay: true });
    const response = await upload("/api/mutasiupdepobca", bcaFields(picked), { name: "tahun salah.csv", content: csv, type: "text/csv" });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(`❌ File ini tidak berisi mutasi tanggal ${picked} (Tanggal Mutasi yang dipilih). Tanggal di file: ${formatSpecDate(yesterday, { padDay: true })}.`);
    expect(await MutasiDeposit.count({ where: { mutasi_player_bank_name: "BUDI SANTOSO", mutasi_amount: 153_000 } })).toBe(0);
  });
});
