import { Op } from "sequelize";
import { beforeAll, describe, expect, it } from "vitest";
import { BoDeposit, BoWithdraw, MatchLink, MutasiWithdraw, PlayerAlias, type UploadBatch } from "~/models/models.server";
import type { Client } from "../support/client";
import { seedAkunBank, seedAccount, seedWebsite } from "../support/db";
import { ADMIN, CHECKER1, withServer } from "../support/fixture";
import { seedBatch, seedBoDeposit, seedBoWithdraw, seedMutasiDeposit, seedMutasiWithdraw } from "../support/seed-data";
import { daysAgo } from "../support/view-pages";

/**
 * The rules of pairing by hand an audit found missing: a withdraw fee line is a fee (marked on
 * upload, refused by a pair), the line's date inside the pick dialog's window, a line's cents,
 * undo inside the edit window, an alias another pair still teaches, Indonesian body errors.
 */

const TODAY = daysAgo(0);
const EDIT_WINDOW_MESSAGE = "Data ini tidak bisa diupdate (bukan hari yang sama).";
let boDeposits: UploadBatch;
let boWithdraws: UploadBatch;
let lineDeposits: UploadBatch;
let lineWithdraws: UploadBatch;

const { clients: { admin, checker } } = withServer({
  seed: async () => {
    const abc = await seedWebsite("ABC", "Alpha");
    await seedAccount({ name: "checker1", password: "checker-pass-1", role: "CHECKER", website: abc });
    await seedAkunBank({ website: "ABC", bank: "BCA", name: "PT CONTOH JAYA", no: "0111222333", jenis: "WD" });
  },
  clients: { admin: ADMIN, checker: CHECKER1 },
});

beforeAll(async () => {
  boDeposits = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
  boWithdraws = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
  lineDeposits = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1, date: TODAY });
  lineWithdraws = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: TODAY });
});

async function post(client: Client, path: string, body: unknown) {
  const response = await client.json("POST", path, body);
  return { status: response.status, body: await response.json() };
}

const pair = (client: Client, body: Record<string, unknown>) => post(client, "/api/pairbomutasi", { kind: "deposit", ...body });
const unpair = (client: Client, body: Record<string, unknown>) => post(client, "/api/unpairbomutasi", { kind: "deposit", ...body });
const bo = (amount: number, row: Partial<BoDeposit> = {}) => seedBoDeposit(boDeposits, { depo_amount: amount, bank_statement_date: TODAY, ...row });
const line = (amount: number, date = TODAY, name = "SITI AMINAH") =>
  seedMutasiDeposit(lineDeposits, { mutasi_amount: amount, mutasi_date: date, mutasi_player_bank_name: name });

function upload(fields: Record<string, string>, content: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("myfile", new Blob([content], { type: "text/csv" }), "wd.csv");
  return checker.request("/api/mutasiupdepobca", { method: "POST", body: form });
}

describe("withdraw fee lines", () => {
  it("marks a BI-FAST fee as biaya on upload wherever its fee word stands, and leaves the payout open", async () => {
    const statement = [
      "Account No.,=,'0111222333",
      "",
      "Date,Description,Branch,Amount,,Balance",
      "'14/05,TRSF E-BANKING DB 1405/FTSCY/WS95031 150000.00 AGUS SALIM,'0000,150000.00,DB,850000.00",
      "'14/05,BI-FAST DB BIF BIAYA TXN KE 014 AGUS SALIM,'0000,2500.00,DB,847500.00",
      "'14/05,TRSF E-BANKING DB 1405/FTSCY/WS95031 2500.00 BIAYA BIFAST,'0000,2500.00,DB,845000.00",
    ].join("\n");
    const fields = { groups: "ABC", corporate_bank_name: "PT CONTOH JAYA", corporate_bank_no: "0111222333", dates: "14-May-2025", transaction: "wd" };
    const reply = await (await upload(fields, statement)).json();
    expect(reply.data, JSON.stringify(reply)).toContain("Bukan transaksi pemain, ditandai dan tidak dicocokkan: 2 baris biaya.");
    const stored = await MutasiWithdraw.findAll({ where: { mutasiwd_date: "2025-05-14" }, order: [["mutasiwd_id", "ASC"]] });
    expect(stored.map((row) => [Number(row.mutasiwd_amount), row.mutasiwd_mark])).toEqual([
      [150_000, null],
      [2_500, "biaya"],
      [2_500, "biaya"],
    ]);
  });

  it("refuses to pair a fee line the upload did not mark (stored before the rule), teaching nothing", async () => {
    const row = await seedBoWithdraw(boWithdraws, { wd_amount: 2_500, wd_bank_date: TODAY, wd_username: "FEEPLAYER" });
    const fee = await seedMutasiWithdraw(lineWithdraws, {
      mutasiwd_amount: 2_500,
      mutasiwd_date: TODAY,
      mutasiwd_description: "TRSF E-BANKING DB 2611/FTSCY/WS95031 2500.00 BIAYA BIFAST",
      mutasiwd_player_bank_name: "BIAYA BIFAST",
    });
    const reply = await post(checker, "/api/pairbomutasi", { kind: "withdraw", bo_id: row.wd_bo_id, mutasi_id: fee.mutasiwd_id });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toContain(`Mutasi #${fee.mutasiwd_id} bertanda biaya`);
    await row.reload();
    await fee.reload();
    expect(row.wd_bo_approve).toBe(false);
    expect(fee.mutasiwd_app).toBe(false);
    expect(await PlayerAlias.count({ where: { alias_username: "FEEPLAYER" } })).toBe(0);
    const html = await (await checker.get(`/view-bo?type=wd&website=ABC&status=all&date=${TODAY}&pair=${row.wd_bo_id}`)).text();
    expect(html).not.toContain("BIAYA BIFAST");
    expect(await BoWithdraw.count({ where: { wd_bo_id: row.wd_bo_id, wd_bo_approve: true } })).toBe(0);
  });
});

describe("the line's date", () => {
  it("must be the BO row's date, the day before or the day after, as the pick dialog offers", async () => {
    const row = await bo(50_000);
    for (const date of ["2025-01-01", "2027-06-01", daysAgo(2), daysAgo(-2)]) {
      const far = await line(50_000, date);
      const reply = await pair(checker, { bo_id: row.bo_id, mutasi_id: far.mutasi_id });
      expect(reply.status, date).toBe(409);
      expect(reply.body.message).toContain("hanya mutasi sehari sebelum, pada hari yang sama, atau sehari sesudah tanggal data BO");
    }
    await row.reload();
    expect(row.bo_approve).toBe(false);
    const near = await line(50_000, daysAgo(1));
    expect((await pair(checker, { bo_id: row.bo_id, mutasi_id: near.mutasi_id })).status).toBe(200);
  });
});

describe("a line with cents", () => {
  it("is paired at its exact amount, shown with two decimals", async () => {
    const row = await bo(61_000);
    const cents = await line(61_000.5);
    const unnamed = await pair(checker, { bo_id: row.bo_id, mutasi_id: cents.mutasi_id });
    expect(unnamed.status).toBe(409);
    expect(unnamed.body).toMatchObject({ old_amount: "61.000", new_amount: "61.000,50" });
    expect(unnamed.body.message).toContain("Rp 61.000 → Rp 61.000,50");
    const wrong = await pair(checker, { bo_id: row.bo_id, mutasi_id: cents.mutasi_id, amount: "61.000,51" });
    expect(wrong).toMatchObject({ status: 400, body: { message: "Nominal baru harus sama dengan nominal mutasi (Rp 61.000,50): nominal BO mengikuti mutasi." } });
    const done = await pair(checker, { bo_id: row.bo_id, mutasi_id: cents.mutasi_id, amount: "61.000,50" });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    await row.reload();
    expect(Number(row.depo_amount)).toBe(61_000.5);

    const other = await bo(61_000);
    const second = await line(61_000.5);
    expect((await pair(checker, { bo_id: other.bo_id, mutasi_id: second.mutasi_id, amount: 61_000.5 })).status).toBe(200);
  });
});

describe("undoing a pair", () => {
  it("is refused outside the edit window, leaving the pair as it was", async () => {
    const old = daysAgo(5);
    const row = await bo(40_000, { bank_statement_date: old, bo_approve: true, bo_match_state: "manual", ket_app: "MANUAL" });
    const statement = await seedMutasiDeposit(lineDeposits, { mutasi_amount: 40_000, mutasi_date: old, mutasi_app: true });
    const link = await MatchLink.create({
      match_kind: "deposit",
      match_bo_id: row.bo_id,
      match_mutasi_id: statement.mutasi_id,
      match_score: 0,
      match_reason: "MANUAL",
      match_method: "manual",
      match_created_by: 1,
      match_undone_at: null,
      match_undone_by: null,
    });
    const reply = await unpair(admin, { bo_id: row.bo_id, reason: "salah pasang" });
    expect(reply).toMatchObject({ status: 400, body: { message: EDIT_WINDOW_MESSAGE } });
    await row.reload();
    await statement.reload();
    await link.reload();
    expect(row.bo_approve).toBe(true);
    expect(statement.mutasi_app).toBe(true);
    expect(link.match_active).toBe(true);
  });

  it("keeps an alias another active pair of the player still teaches, and forgets it with the last one", async () => {
    const aliasOf = () => PlayerAlias.findAll({ where: { alias_username: "PLTWO", alias_key: { [Op.like]: "%RINA%" } } });
    const first = await bo(70_000, { user_name: "PLTWO" });
    const second = await bo(80_000, { user_name: "PLTWO" });
    const firstLine = await line(70_000, TODAY, "RINA WATI");
    const secondLine = await line(80_000, TODAY, "RINA WATI");
    expect((await pair(checker, { bo_id: first.bo_id, mutasi_id: firstLine.mutasi_id })).status).toBe(200);
    expect((await pair(checker, { bo_id: second.bo_id, mutasi_id: secondLine.mutasi_id })).status).toBe(200);
    expect(await aliasOf()).toHaveLength(1);

    expect((await unpair(admin, { bo_id: first.bo_id, reason: "tiket salah" })).status).toBe(200);
    expect(await aliasOf()).toHaveLength(1);
    expect((await unpair(admin, { bo_id: second.bo_id, reason: "pengirim bukan pemain ini" })).status).toBe(200);
    expect(await aliasOf()).toHaveLength(0);
  });
});

describe("body errors", () => {
  it("are Indonesian, each said once", async () => {
    const row = await bo(30_000);
    const statement = await line(30_000);
    const ids = { bo_id: row.bo_id, mutasi_id: statement.mutasi_id };
    expect(await unpair(admin, { bo_id: row.bo_id })).toMatchObject({ status: 400, body: { message: "Alasan pembatalan wajib diisi." } });
    expect(await pair(checker, { ...ids, amount: {} })).toMatchObject({
      status: 400,
      body: { message: "Nominal tidak dikenali: tulis misalnya 456000, 456.000 atau 456.000,00." },
    });
    expect(await pair(checker, { ...ids, confirm: "yes" })).toMatchObject({ status: 400, body: { message: "confirm: harus true atau false." } });
    expect(await pair(checker, { ...ids, website: 5 })).toMatchObject({ status: 400, body: { message: 'website: harus kode website, misalnya "ABC".' } });
    expect(await pair(checker, { ...ids, kind: "x" })).toMatchObject({ status: 400, body: { message: "kind: harus deposit atau withdraw (depo atau wd)." } });
    expect(await post(admin, "/api/deletealias", {})).toMatchObject({ status: 400, body: { message: "ID alias harus angka." } });
    expect(await post(admin, "/api/tutuphari", {})).toMatchObject({ status: 400, body: { message: "❌ Harap pilih website terlebih dahulu." } });
    await row.reload();
    expect(row.bo_approve).toBe(false);
  });

  it("lists every website's aliases for all in any case, and refuses a blank website", async () => {
    const all = await (await admin.get("/api/viewalias/all")).json();
    expect(all.data.length).toBeGreaterThan(0);
    expect(await (await admin.get("/api/viewalias/ALL")).json()).toEqual(all);
    const blank = await admin.get("/api/viewalias/%20");
    expect(blank.status).toBe(400);
    expect((await blank.json()).message).toBe("Website wajib diisi: kode website, atau all untuk semua website.");
  });
});
