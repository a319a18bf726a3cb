import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BoDeposit, DayClose, MutasiDeposit, Tracking } from "~/models/models.server";
import { jakartaDate } from "~/services/jakarta-time";
import { formatSpecDate } from "~/services/spec-date";
import type { Client } from "../support/client";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { daysAgo } from "../support/view-pages";

/**
 * Issue 14, point 4 over HTTP: a day is closed only when nothing blocks it; a closed day refuses
 * uploads and marks for that website and date; only an ADMIN reopens it, with a reason; tracked.
 */
const { clients: { admin, checker } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "BCA", name: "PT CONTOH JAYA", no: "0111222333" });
  },
  clients: STAFF,
});

const post = (client: Client, apiPath: string, body: unknown) =>
  client.request(apiPath, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

function uploadStatement(lines: readonly string[]) {
  const csv = ["Account No.,=,'0111222333", "", "Date,Description,Branch,Amount,,Balance", ...lines].join("\n");
  const form = new FormData();
  for (const [key, value] of Object.entries({ groups: "ABC", corporate_bank_name: "PT CONTOH JAYA", corporate_bank_no: "0111222333", dates: "14-May-2025" })) form.append(key, value);
  form.append("myfile", new Blob([csv], { type: "text/csv" }), "mutasi.csv");
  return checker.request("/api/mutasiupdepobca", { method: "POST", body: form });
}

describe("Tutup Hari", () => {
  it("refuses to close a day whose active account has no statement, listing what blocks it", async () => {
    const response = await post(checker, "/api/tutuphari", { website: "ABC", date: "14-May-2025" });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ status: false, message: "❌ Hari belum bisa ditutup: 1 hal masih terbuka.", blockers: ["Mutasi deposit BCA 0111222333 belum diupload"] });
    const status = await (await checker.get("/api/statushari/ABC/2025-05-14")).json();
    expect(status.data).toMatchObject({ closed: false, blockers: ["Mutasi deposit BCA 0111222333 belum diupload"] });
  });

  it("asks no statement of an akun bank registered after the day (audit-time1 F2b)", async () => {
    const fresh = await seedAkunBank({ website: "XYZ", bank: "BCA", name: "PT BARU", no: "5860667777", createdAt: new Date(`${daysAgo(0)}T05:00:00Z`) });
    const before = await (await admin.get(`/api/statushari/XYZ/${daysAgo(1)}`)).json();
    expect(before.data.blockers).toEqual([]);
    const today = await (await admin.get(`/api/statushari/XYZ/${daysAgo(0)}`)).json();
    expect(today.data.blockers).toEqual(["Mutasi deposit BCA 5860667777 belum diupload"]);
    await fresh.destroy();
  });

  it("refuses to close a day that has not come yet, closing nothing (audit-time1 F4)", async () => {
    const tomorrow = daysAgo(-1);
    const response = await post(checker, "/api/tutuphari", { website: "ABC", date: tomorrow });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: false, message: `❌ Hari ${formatSpecDate(tomorrow, { padDay: true })} untuk ABC belum tiba: hanya hari ini atau hari yang sudah lewat yang bisa ditutup.` });
    expect(await DayClose.count({ where: { close_website: "ABC", close_date: tomorrow } })).toBe(0);
  });

  it("closes the day once the statement is in and its only line is marked; a closed day refuses uploads and marks", async () => {
    expect(await (await uploadStatement(["'14/05,BUNGA,'0000,12345.00,CR,1012345.00"])).json()).toMatchObject({ status: false, inserted: 1 });
    const closed = await post(checker, "/api/tutuphari", { website: "ABC", date: "2025-05-14" });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toEqual({ status: true, message: "Hari 14-May-2025 untuk ABC ditutup." });
    expect(await DayClose.findOne({ where: { close_website: "ABC", close_date: "2025-05-14" } })).toMatchObject({ close_closed: true, close_closed_by: "checker1" });

    const before = await MutasiDeposit.count();
    const refused = await uploadStatement(["'14/05,TRSF E-BANKING CR 1405/FTSCY/WS95031 50000.00RINA MARLINA,'0000,50000.00,CR,1062345.00"]);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/^❌ Hari 14-May-2025 untuk ABC sudah ditutup \(Tutup Hari\)/);
    expect(await MutasiDeposit.count()).toBe(before);

    const line = (await MutasiDeposit.findOne({ where: { mutasi_description: "BUNGA" } }))!;
    const unmark = await post(checker, "/api/unmarkmutasi", { type: "deposit", id: line.mutasi_id });
    expect(unmark.status).toBe(409);
    expect((await post(checker, "/api/tutuphari", { website: "ABC", date: "2025-05-14" })).status).toBe(409);
  });

  it("lets only an ADMIN reopen, with a reason, after which the day takes uploads again; both tracked", async () => {
    const byChecker = await post(checker, "/api/bukahari", { website: "ABC", date: "2025-05-14", reason: "salah" });
    expect(byChecker.status).toBe(403);
    const noReason = await post(admin, "/api/bukahari", { website: "ABC", date: "2025-05-14", reason: " " });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).message).toBe("Alasan membuka kembali wajib diisi.");
    const reopened = await post(admin, "/api/bukahari", { website: "ABC", date: "2025-05-14", reason: "Mutasi susulan dari bank" });
    expect(reopened.status).toBe(200);
    expect(await reopened.json()).toEqual({ status: true, message: "Hari 14-May-2025 untuk ABC dibuka kembali." });
    expect(await DayClose.findOne({ where: { close_website: "ABC" } })).toMatchObject({ close_closed: false, close_reopened_by: "admin", close_reopen_reason: "Mutasi susulan dari bank" });

    const line = (await MutasiDeposit.findOne({ where: { mutasi_description: "BUNGA" } }))!;
    expect((await post(checker, "/api/unmarkmutasi", { type: "deposit", id: line.mutasi_id })).status).toBe(200);
    const activities = (await Tracking.findAll({ where: { tracking_website: "ABC" }, order: [["tracking_id", "ASC"]] })).map((row) => row.tracking_activity);
    expect(activities).toContain("Tutup Hari ABC 2025-05-14");
    expect(activities).toContain("Buka kembali hari ABC 2025-05-14: Mutasi susulan dari bank");
  });
});

describe("a closed day's BO rows", () => {
  const today = jakartaDate(new Date());
  const [year, month, day] = today.split("-");
  const header = fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/uploads/bo-nexus-deposit.csv"), "utf8").split("\n")[0];

  it("refuses to approve or delete them until the day is reopened", async () => {
    // a row the BO itself rejected does not keep the day open, but may still be approved by hand
    const bo = `${header}\nTH-1,${day}/${month}/${year} 10:00:00,,joko01,JOKO WIDODO,BANK,75000,0,0,0,75000,BCA - 1234567890,BCA - 0999888777,,,REJECTED,salah transfer,,XYZ,,\n`;
    const form = new FormData();
    form.append("myfile", new Blob([bo], { type: "text/csv" }), "bo.csv");
    expect(await (await admin.request("/api/checkdata", { method: "POST", body: form })).json()).toMatchObject({ status: false, inserted: 1 });
    expect((await post(admin, "/api/tutuphari", { website: "XYZ", date: today })).status).toBe(200);

    const row = (await BoDeposit.findOne({ where: { ticket_no: "TH-1" } }))!;
    const approve = await admin.request("/api/updatebodepostts", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ bank_statement_date: formatSpecDate(today, { padDay: false }), arr: [{ bo_id: row.bo_id, ket_app: "transfer masuk" }] }),
    });
    expect(approve.status).toBe(409);
    expect((await approve.json()).message).toMatch(/sudah ditutup \(Tutup Hari\)/);
    const remove = await admin.request("/api/deletebomutasi", { method: "DELETE", headers: { "content-type": "application/json" }, body: JSON.stringify({ date: formatSpecDate(today, { padDay: true }), group: "XYZ" }) });
    expect(remove.status).toBe(409);
    expect(await BoDeposit.findByPk(row.bo_id)).toMatchObject({ bo_approve: false });

    expect((await post(admin, "/api/bukahari", { website: "XYZ", date: today, reason: "approve manual" })).status).toBe(200);
    const again = await admin.request("/api/updatebodepostts", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ bank_statement_date: formatSpecDate(today, { padDay: false }), arr: [{ bo_id: row.bo_id, ket_app: "transfer masuk" }] }),
    });
    expect(again.status).toBe(200);
  });
});
