import fs from "node:fs";
import path from "node:path";
import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { BoDeposit, DayClose, MutasiDeposit, UploadBatch } from "~/models/models.server";
import { jakartaDate } from "~/services/jakarta-time";
import { addDays } from "~/services/reports/report-range";
import { formatSpecDate } from "~/services/spec-date";
import { decodeHtml } from "../support/client";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";

/**
 * Issue 14's acceptance points that had no proof of their own: a spreadsheet named .csv read by
 * its content (point 1), the account inside a Mandiri MCM file (point 2), a closed day refusing
 * a BO upload and an amount edit until reopened, and shown as closed in the dashboard's 14 days (point 4).
 */
const fixtures = path.resolve(import.meta.dirname, "../fixtures/uploads");

const { clients: { admin, checker, cs } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "MANDIRI", name: "PT MANDIRI JAYA", no: "1300011112222" });
    await seedAkunBank({ website: "ABC", bank: "BRI", name: "PT BRI JAYA", no: "034101000123307" });
  },
  clients: STAFF,
});

function uploadStatement(fields: Record<string, string>, name: string, content: string | Buffer) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const bytes = typeof content === "string" ? new TextEncoder().encode(content) : new Uint8Array(content);
  form.append("myfile", new Blob([bytes], { type: "application/octet-stream" }), name);
  return checker.request("/api/mutasiupdepomanual", { method: "POST", body: form });
}

const closeDay = (website: string, date: string) =>
  admin.request("/api/tutuphari", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ website, date }) });

describe("statements read by content and against the chosen account", () => {
  it("stores a BRI CMS .xlsx that was named .csv, told apart by its content", async () => {
    const rows = [
      ["ID", "NOREK", "TGL_TRAN", "TGL_EFEKTIF", "JAM_TRAN", "SEQ", "DESK_TRAN", "SALDO_AWAL_MUTASI", "MUTASI_DEBET", "MUTASI_KREDIT", "SALDO_AKHIR_MUTASI", "GLSIGN", "TRREMK"],
      [1, "034101000123307", new Date(Date.UTC(2024, 3, 4, 17, 34)), new Date(Date.UTC(2024, 3, 4)), 173400, 1, "TRF DARI BUDI", 1000000, 0, 150000.5, 1150000.5, "Cr", "NBMB BUDI SANTOSO TO PT CONTOH JAYA"],
    ];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), "Mutasi");
    const xlsx = XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
    const response = await uploadStatement({ groups: "ABC", provider: "BRI", corporate_bank_name: "PT BRI JAYA", corporate_bank_no: "034101000123307" }, "mutasi bri.csv", xlsx);
    const reply = await response.json();
    expect(response.status, JSON.stringify(reply)).toBe(200);
    expect(reply).toMatchObject({ inserted: 1, layout: "BRI CMS / e-statement CSV" });
    const line = await MutasiDeposit.findOne({ where: { mutasi_website: "ABC", mutasi_date: "2024-04-04" } });
    expect(Number(line!.mutasi_amount)).toBe(150000.5);
  });

  it("refuses a Mandiri MCM statement whose Account No is not the chosen account, storing nothing", async () => {
    const before = { batches: await UploadBatch.count(), lines: await MutasiDeposit.count() };
    const response = await uploadStatement(
      { groups: "ABC", provider: "MANDIRI", corporate_bank_name: "PT MANDIRI JAYA", corporate_bank_no: "1300011112222" },
      "mandiri.csv",
      fs.readFileSync(path.join(fixtures, "mandiri-mcm.csv"), "utf8"),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("❌ File ini mutasi rekening 0060003911777, bukan akun yang dipilih (1300011112222).");
    expect({ batches: await UploadBatch.count(), lines: await MutasiDeposit.count() }).toEqual(before);
  });
});

describe("a closed day", () => {
  const today = jakartaDate(new Date());

  it("is closed only by a CHECKER or ADMIN: a CS is refused and the day stays open", async () => {
    const date = addDays(today, -5);
    const response = await cs.request("/api/tutuphari", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ website: "ABC", date }) });
    expect(response.status).toBe(403);
    expect((await response.json()).status).toBe(false);
    expect(await DayClose.count({ where: { close_date: date } })).toBe(0);
  });

  it("refuses a BO upload of that website and day with the closed-day message, storing nothing", async () => {
    const [year, month, day] = today.split("-");
    const header = fs.readFileSync(path.join(fixtures, "bo-nexus-deposit.csv"), "utf8").split("\n")[0];
    expect((await closeDay("XYZ", today)).status).toBe(200);
    const form = new FormData();
    const bo = `${header}\nTH-9,${day}/${month}/${year} 10:00:00,,joko01,JOKO WIDODO,BANK,75000,0,0,0,75000,BCA - 1234567890,BCA - 0999888777,,,PENDING,,,XYZ,,\n`;
    form.append("myfile", new Blob([bo], { type: "text/csv" }), "bo.csv");
    const response = await admin.request("/api/checkdata", { method: "POST", body: form });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/^❌ Hari \d{2}-[A-Z][a-z]{2}-\d{4} untuk XYZ sudah ditutup \(Tutup Hari\)/);
    expect(await BoDeposit.count({ where: { ticket_no: "TH-9" } })).toBe(0);
  });

  it("refuses an amount edit of its BO row until an ADMIN reopens it with a reason, then takes it", async () => {
    const date = addDays(today, -1);
    const [year, month, day] = date.split("-");
    const header = fs.readFileSync(path.join(fixtures, "bo-nexus-deposit.csv"), "utf8").split("\n")[0];
    // the BO itself rejected this deposit: it does not keep the day open, but may still be approved by hand
    const form = new FormData();
    form.append("myfile", new Blob([`${header}\nTH-10,${day}/${month}/${year} 10:00:00,,joko01,JOKO WIDODO,BANK,75000,0,0,0,75000,BCA - 1234567890,BCA - 0999888777,,,REJECTED,salah transfer,,XYZ,,\n`], { type: "text/csv" }), "bo.csv");
    expect(await (await admin.request("/api/checkdata", { method: "POST", body: form })).json()).toMatchObject({ inserted: 1 });
    const row = (await BoDeposit.findOne({ where: { ticket_no: "TH-10" } }))!;
    expect((await closeDay("XYZ", date)).status).toBe(200);

    const edit = () =>
      admin.request("/api/updatebodepostts", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ bank_statement_date: formatSpecDate(date, { padDay: false }), arr: [{ bo_id: row.bo_id, ket_app: "nominal dikoreksi", depo_amount: "70000" }] }),
      });
    const refused = await edit();
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/untuk XYZ sudah ditutup \(Tutup Hari\)/);
    expect(Number((await BoDeposit.findByPk(row.bo_id))!.depo_amount)).toBe(75_000);

    const reopen = await admin.request("/api/bukahari", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ website: "XYZ", date, reason: "koreksi nominal" }) });
    expect(reopen.status).toBe(200);
    expect((await edit()).status).toBe(200);
    expect(await BoDeposit.findByPk(row.bo_id)).toMatchObject({ bo_approve: true });
    expect(Number((await BoDeposit.findByPk(row.bo_id))!.depo_amount)).toBe(70_000);
  });

  it("shows as Ditutup in the dashboard's 14 days of its website, the other days Terbuka", async () => {
    const closed = addDays(today, -3);
    expect((await closeDay("XYZ", closed)).status).toBe(200);
    const html = decodeHtml(await (await admin.get(`/?date=${today}`)).text());
    const cells = [...html.matchAll(/data-testid="close-XYZ-(\d{4}-\d{2}-\d{2})"[^>]*>([^<]*)</g)].map(([, day, text]) => [day, text]);
    expect(cells).toHaveLength(14);
    expect(Object.fromEntries(cells)).toMatchObject({ [closed]: "Ditutup", [addDays(today, -4)]: "Terbuka", [today]: "Ditutup" });
  });
});
