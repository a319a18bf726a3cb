import fs from "node:fs";
import path from "node:path";
import type { Sequelize } from "sequelize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AkunBank, BoDeposit, MutasiDeposit } from "~/models";
import { Client, decodeHtml } from "../support/client";
import { openDatabase, seedAccount, seedWebsite } from "../support/db";
import { startServer, type RunningServer } from "../support/server";

const fixtures = path.resolve(import.meta.dirname, "../fixtures/uploads");
let server: RunningServer;
let db: Sequelize;
let admin: Client;
let checker: Client;
let bcaId: number;

beforeAll(async () => {
  server = await startServer();
  db = await openDatabase(server.dataDir);
  const abc = await seedWebsite("ABC", "Alpha");
  await seedWebsite("XYZ", "Xylo");
  await seedAccount({ name: "checker1", password: "checker-pass-1", role: "CHECKER", website: abc });
  bcaId = (
    await AkunBank.create({
      akun_bank_website: "ABC",
      akun_bank_jenis_transaksi: "DEPO",
      akun_bank_bank: "BCA",
      akun_bank_name: "PT CONTOH JAYA",
      akun_bank_no: "0111222333",
      akun_bank_status: true,
      akun_bank_created_by: null,
      akun_bank_last_edited_by: null,
    })
  ).akun_bank_id;
  admin = new Client(server.url);
  checker = new Client(server.url);
  await admin.signIn("admin", "admin-password-1");
  await checker.signIn("checker1", "checker-pass-1");
});

afterAll(async () => {
  await db?.close();
  await server?.stop();
});

const page = async (client: Client, query: string) => decodeHtml(await (await client.get(`/upload${query}`)).text());
const selectNames = (html: string) => [...html.matchAll(/<select[^>]*name="([^"]+)"/g)].map((m) => m[1]);

async function postUpload(client: Client, fields: Record<string, string>, file?: { name: string; content: string; type?: string }) {
  const token = await client.csrfToken("/upload");
  const form = new FormData();
  form.append("csrf", token);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append("myfile", new Blob([file.content], { type: file.type ?? "text/csv" }), file.name);
  return client.request("/upload", { method: "POST", body: form });
}

describe("/upload steps as GET forms", () => {
  it("reveals each next choice and the file area only when the combination is complete", async () => {
    const start = await page(admin, "");
    expect(start).toContain("BO dan Bank Settlement Upload");
    expect(start).toContain("Convert Mutasi");
    expect(selectNames(start)).toEqual(["tx"]);
    expect(selectNames(await page(admin, "?tx=depo"))).toEqual(["tx", "type"]);
    const bo = await page(admin, "?tx=depo&type=bo");
    expect(selectNames(bo)).toEqual(["tx", "type", "provider"]);
    expect(bo).toContain(">QRIS Lexu</option>");
    expect(bo).not.toContain('name="myfile"');
    const nexus = await page(admin, "?tx=depo&type=bo&provider=bo-nexus");
    expect(nexus).toContain('name="myfile"');
    const bank = await page(admin, "?tx=depo&type=bank&category=bank");
    expect(selectNames(bank)).toEqual(["tx", "type", "category", "website"]);
    expect(bank).not.toContain('name="myfile"');
    const bca = await page(admin, "?tx=depo&type=bank&category=bank&website=ABC&bank=bca");
    expect(bca).toContain("Akun BCA");
    expect(bca).toContain(">PT CONTOH JAYA - 0111222333</option>");
    expect(bca).toContain('name="date"');
    expect(bca).toContain('name="myfile"');
  });

  it("carries only the earlier choices in each step's form, so a change resets what follows", async () => {
    const html = await page(admin, "?tx=depo&type=bank&category=bank&website=ABC&bank=bca");
    const typeForm = /<form[^>]*method="get"[^>]*>(?:(?!<\/form>)[\s\S])*name="type"[\s\S]*?<\/form>/.exec(html)![0];
    expect([...typeForm.matchAll(/type="hidden" name="([^"]+)"/g)].map((m) => m[1])).toEqual(["tx"]);
  });

  it("chooses a CHECKER's only website for them and lists no other", async () => {
    const response = await checker.get("/upload?tx=depo&type=bank&category=qris");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("website=ABC");
    const html = await page(checker, "?tx=depo&type=bank&category=qris&website=ABC");
    expect(html).not.toContain(">XYZ — Xylo</option>");
  });
});

describe("/upload without scripts: a multipart post to the page", () => {
  it("stores a BO Nexus deposit file and shows the spec's result", async () => {
    const content = fs.readFileSync(path.join(fixtures, "bo-nexus-deposit.csv"), "utf8");
    const response = await postUpload(checker, { tx: "depo", type: "bo", provider: "bo-nexus" }, { name: "bo.csv", content });
    expect(response.status).toBe(200);
    const html = decodeHtml(await response.text());
    expect(html).toMatch(/✅ \d+ data berhasil ditambahkan\./);
    expect(await BoDeposit.count()).toBeGreaterThan(0);
    const again = decodeHtml(await (await postUpload(checker, { tx: "depo", type: "bo", provider: "bo-nexus" }, { name: "bo.csv", content })).text());
    expect(again).toMatch(/ℹ️ Data sudah ada untuk tanggal [^<]+\./);
  });

  it("stores a BCA statement for the chosen account and date", async () => {
    const content = fs.readFileSync(path.join(fixtures, "klikbca-individual.csv"), "utf8");
    const response = await postUpload(
      checker,
      { tx: "depo", type: "bank", category: "bank", website: "ABC", bank: "bca", akun: String(bcaId), date: "2025-05-10" },
      { name: "bca.csv", content },
    );
    expect(decodeHtml(await response.text())).toMatch(/✅ \d+ data berhasil ditambahkan\./);
    expect(await MutasiDeposit.count({ where: { mutasi_akun_bank_id: bcaId } })).toBeGreaterThan(0);
  });

  it.each([
    [{ tx: "depo", type: "bo" }, "❌ Harap pilih BO Provider terlebih dahulu."],
    [{ tx: "depo", type: "bo", provider: "bo-foo" }, "❌ Provider BO tidak dikenali."],
    [{ tx: "depo", type: "bank", category: "bank", website: "ABC", bank: "foo" }, "❌ Bank tidak dikenali."],
    [{ tx: "depo", type: "bank", category: "manual", website: "ABC", manual: "foo" }, "❌ Bank manual tidak dikenali."],
    [{ tx: "depo", type: "bank", category: "qris" }, "❌ Harap pilih website terlebih dahulu."],
    [{ tx: "depo", type: "bank", category: "bank", website: "ABC", bank: "bca", date: "2025-05-10" }, "Harap pilih akun BCA terlebih dahulu."],
    [{ tx: "depo", type: "bank", category: "bank", website: "ABC", bank: "cimb" }, "❌ Harap pilih Akun terlebih dahulu."],
    [{ tx: "depo", type: "bo", provider: "bo-nexus", noFile: "1" }, "❌ Harap pilih file terlebih dahulu."],
    [{ tx: "depo", type: "bo", provider: "bo-nexus", txtFile: "1" }, "❌ File harus .csv"],
  ])("refuses %o with '%s' from the server", async (fields, message) => {
    const { noFile, txtFile, ...choices } = fields as Record<string, string>;
    const file = noFile ? undefined : { name: txtFile ? "data.txt" : "x.csv", content: "Ticket No\n1\n", type: txtFile ? "text/plain" : "text/csv" };
    const response = await postUpload(admin, choices, file);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(decodeHtml(await response.text())).toContain(message.replace(/^❌ /, ""));
  });

  it("refuses a post without the CSRF field", async () => {
    const form = new FormData();
    form.append("tx", "depo");
    expect((await checker.request("/upload", { method: "POST", body: form })).status).toBe(403);
  });
});
