import { describe, expect, it } from "vitest";
import { MutasiDeposit } from "~/models/models.server";
import { decodeHtml } from "../support/client";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { bodyRows, tableHeaders } from "../support/view-pages";

const { clients: { checker } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "BCA", name: "PT CONTOH JAYA", no: "0111222333" });
  },
  clients: STAFF,
});

// KlikBCA Individual as exported, and a line of the same statement after Excel lost its padding
const statement = [
  "Account No.,=,'0111222333",
  "Name,=,PT CONTOH JAYA",
  "Currency,=,IDR",
  "",
  "Date,Description,Branch,Amount,,Balance",
  "'02/05,TRSF E-BANKING CR 0205/FTSCY/WS95031         250000.00DEPO PL123X         BUDI SANTOSO  ,'0000,250000.00,CR,1250000.00",
  "'02/05,TRSF E-BANKING CR 0205/FTSCY/WS95031 100000.00 TOPUP RINA5599 RINA MARLINA,'0000,100000.00,CR,1350000.00",
  "'02/05,TRSF E-BANKING CR 0205/FTSCY/WS95031         100000.00SF 0205  AIRPAY INTERNATION,'0000,100000.00,CR,1450000.00",
  "'02/05,SWITCHING CR TANGGAL :02/05 TRANSFER DR 009 SDRI DIAN PERWITA,'0000,50000.00,CR,1500000.00",
  "Starting Balance,=,1000000.00",
  "Credit,=,500000.00",
  "Debet,=,0.00",
  "Ending Balance,=,1500000.00",
].join("\r\n");

describe("a statement line's sender, remark and reference, stored and shown apart", () => {
  it("stores the sender alone, the remark and the bank's reference in their own columns, and View Mutasi shows them", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ groups: "ABC", corporate_bank_name: "PT CONTOH JAYA", corporate_bank_no: "0111222333", dates: "02-May-2025" })) form.append(key, value);
    form.append("myfile", new Blob([statement], { type: "text/csv" }), "klikbca.csv");
    const response = await checker.request("/api/mutasiupdepobca", { method: "POST", body: form });
    expect(response.status).toBe(200);

    const lines = await MutasiDeposit.findAll({ order: [["mutasi_line_no", "ASC"]], raw: true });
    expect(lines.map((line) => [line.mutasi_player_bank_name, line.mutasi_remark, line.mutasi_reference, line.mutasi_transaction_id])).toEqual([
      ["BUDI SANTOSO", "DEPO PL123X", "0205/FTSCY/WS95031", null],
      ["RINA MARLINA", "TOPUP RINA5599", "0205/FTSCY/WS95031", null],
      [null, "SF 0205", "0205/FTSCY/WS95031", null],
      ["DIAN PERWITA", null, null, null],
    ]);

    const html = decodeHtml(await (await checker.get("/view-mutasi?type=depo&website=ABC&status=all&date=2025-05-02")).text());
    const headers = tableHeaders(html, "View Mutasi Deposit");
    const shown = bodyRows(html, "View Mutasi Deposit").map((row) => ["Player Bank Name", "Berita", "Referensi Bank"].map((header) => row[headers.indexOf(header)]));
    expect(shown).toContainEqual(["BUDI SANTOSO", "DEPO PL123X", "0205/FTSCY/WS95031"]);
    expect(shown).toContainEqual(["RINA MARLINA", "TOPUP RINA5599", "0205/FTSCY/WS95031"]);
  });
});
