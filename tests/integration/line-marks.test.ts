import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BoDeposit, MutasiDeposit, Tracking } from "~/models/models.server";
import type { Client } from "../support/client";
import { seedAkunBank } from "../support/db";
import { CHECKER1, CS1, seedStaff, withServer } from "../support/fixture";

/**
 * Issue 14, point 3: statement lines that are not a player's money are recognised from their
 * text or marked by a clerk with a note; a marked line is never matched, stays stored with its
 * mark, the mark is tracked and can be taken off, after which the line is matched again.
 */
const fixtures = path.resolve(import.meta.dirname, "../fixtures/uploads");
const BO_HEADER = fs.readFileSync(path.join(fixtures, "bo-nexus-deposit.csv"), "utf8").split("\n")[0];
const { clients: { checker, cs } } = withServer({
  seed: async () => {
    await seedStaff({ ABC: "Alpha" });
    await seedAkunBank({ website: "ABC", bank: "BCA", name: "PT CONTOH JAYA", no: "0111222333" });
  },
  clients: { checker: CHECKER1, cs: CS1 },
});

function upload(apiPath: string, fields: Record<string, string>, content: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("myfile", new Blob([content], { type: "text/csv" }), "file.csv");
  return checker.request(apiPath, { method: "POST", body: form });
}

const post = (client: Client, apiPath: string, body: unknown) =>
  client.request(apiPath, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

const statement = [
  "Account No.,=,'0111222333",
  "",
  "Date,Description,Branch,Amount,,Balance",
  "'14/05,TRSF E-BANKING CR 1405/FTSCY/WS95031 100000.00BUDI SANTOSO,'0000,100000.00,CR,1100000.00",
  "'14/05,BUNGA,'0000,12345.00,CR,1112345.00",
  "'14/05,PAJAK BUNGA,'0000,2469.00,DB,1109876.00",
].join("\n");

describe("lines that are not a player's money", () => {
  it("recognises interest from the bank's text: stored with its mark, counted apart in the reply", async () => {
    const reply = await (await upload("/api/mutasiupdepobca", { groups: "ABC", corporate_bank_name: "PT CONTOH JAYA", corporate_bank_no: "0111222333", dates: "14-May-2025" }, statement)).json();
    expect(reply, JSON.stringify(reply)).toMatchObject({ status: false, inserted: 2 });
    expect(reply.data).toContain("Bukan transaksi pemain, ditandai dan tidak dicocokkan: 1 baris bunga.");
    expect(await MutasiDeposit.findOne({ where: { mutasi_description: "BUNGA" } })).toMatchObject({ mutasi_mark: "bunga", mutasi_app: false });
    expect((await MutasiDeposit.findOne({ where: { mutasi_player_bank_name: "BUDI SANTOSO" } }))?.mutasi_mark).toBeNull();
  });

  it("refuses an unknown mark, an empty note, and a CS, changing nothing", async () => {
    const line = (await MutasiDeposit.findOne({ where: { mutasi_player_bank_name: "BUDI SANTOSO" } }))!;
    const unknown = await post(checker, "/api/markmutasi", { type: "deposit", id: line.mutasi_id, mark: "hadiah", note: "x" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toMatch(/^❌ Tanda tidak dikenali/);
    const empty = await post(checker, "/api/markmutasi", { type: "deposit", id: line.mutasi_id, mark: "koreksi", note: "  " });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe("Keterangan tidak boleh kosong.");
    expect((await post(cs, "/api/markmutasi", { type: "deposit", id: line.mutasi_id, mark: "koreksi", note: "x" })).status).toBe(403);
    await line.reload();
    expect(line.mutasi_mark).toBeNull();
  });

  it("keeps a line a clerk marked out of matching, tracks the mark, and matches it once the mark is taken off", async () => {
    const line = (await MutasiDeposit.findOne({ where: { mutasi_player_bank_name: "BUDI SANTOSO" } }))!;
    const marked = await post(checker, "/api/markmutasi", { type: "deposit", id: line.mutasi_id, mark: "koreksi", note: "Koreksi bank, bukan deposit" });
    expect(marked.status).toBe(200);
    expect(await marked.json()).toMatchObject({ status: true, mark: "koreksi" });
    expect((await Tracking.findAll({ order: [["tracking_id", "DESC"]], limit: 1 })).map((row) => row.tracking_activity)).toEqual([
      `Tandai mutasi deposit #${line.mutasi_id} (100.000, 2025-05-14) sebagai koreksi: Koreksi bank, bukan deposit`,
    ]);

    const bo = `${BO_HEADER}\nMK-1,14/05/2025 10:00:00,,budi88,BUDI SANTOSO,BANK,100000,0,0,0,100000,BCA - 1234567890,BCA - 0111222333,Deposit,,PENDING,,,ABC,,\n`;
    expect(await (await upload("/api/checkdata", {}, bo)).json()).toMatchObject({ status: false, inserted: 1 });
    expect(await BoDeposit.findOne({ where: { ticket_no: "MK-1" } })).toMatchObject({ bo_approve: false, bo_match_state: "none" });
    await line.reload();
    expect(line).toMatchObject({ mutasi_mark: "koreksi", mutasi_mark_note: "Koreksi bank, bukan deposit", mutasi_app: false });

    const unmarked = await post(checker, "/api/unmarkmutasi", { type: "deposit", id: line.mutasi_id });
    expect(unmarked.status).toBe(200);
    await line.reload();
    expect(line.mutasi_mark).toBeNull();
    expect(await BoDeposit.findOne({ where: { ticket_no: "MK-1" } })).toMatchObject({ bo_approve: true, bo_match_state: "auto" });
    const activities = (await Tracking.findAll({ order: [["tracking_id", "DESC"]], limit: 3 })).map((row) => row.tracking_activity);
    expect(activities).toContain(`Hapus tanda koreksi dari mutasi deposit #${line.mutasi_id} (100.000, 2025-05-14)`);
  });

  it("refuses to mark a line already matched", async () => {
    const line = (await MutasiDeposit.findOne({ where: { mutasi_player_bank_name: "BUDI SANTOSO" } }))!;
    const response = await post(checker, "/api/markmutasi", { type: "deposit", id: line.mutasi_id, mark: "refund", note: "x" });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/sudah di-approve/);
  });
});
