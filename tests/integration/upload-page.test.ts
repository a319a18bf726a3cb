import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { AkunBank, BoDeposit, MutasiDeposit, UploadBatch } from "~/models/models.server";
import { UPLOAD_TEMPLATES } from "~/services/upload/parsers/templates";
import { Client, decodeHtml } from "../support/client";
import { seedAccount, seedWebsite } from "../support/db";
import { ADMIN, CHECKER1, withServer } from "../support/fixture";

const fixtures = path.resolve(import.meta.dirname, "../fixtures/uploads");
let bcaId: number;
let xyzBcaId: number;

async function akunBank(website: string, bank: string, name: string, no: string, jenis: "DEPO" | "WD" = "DEPO") {
  const row = await AkunBank.create({
    akun_bank_website: website,
    akun_bank_jenis_transaksi: jenis,
    akun_bank_bank: bank,
    akun_bank_name: name,
    akun_bank_no: no,
    akun_bank_status: true,
    akun_bank_created_by: null,
    akun_bank_last_edited_by: null,
  });
  return row.akun_bank_id;
}

const { server, clients: { admin, checker } } = withServer({
  seed: async () => {
    const abc = await seedWebsite("ABC", "Alpha");
    await seedWebsite("XYZ", "Xylo");
    await seedAccount({ name: "checker1", password: "checker-pass-1", role: "CHECKER", website: abc });
    bcaId = await akunBank("ABC", "BCA", "PT CONTOH JAYA", "0111222333");
    await akunBank("ABC", "OVO", "DOMPET ABC", "081200001111");
    xyzBcaId = await akunBank("XYZ", "BCA", "PT XYLO", "0999888777");
  },
  clients: { admin: ADMIN, checker: CHECKER1 },
});

const html = async (response: Response) => decodeHtml(await response.text());
const blobPart = (content: string | Buffer) => (typeof content === "string" ? content : new Uint8Array(content));
const page = async (client: Client, query: string) => {
  const response = await client.get(`/upload${query}`);
  expect(response.status).toBe(200);
  return html(response);
};
const selectNames = (text: string) => [...text.matchAll(/<select[^>]*name="([^"]+)"/g)].map((m) => m[1]);
/** The options of a select, as the reader sees them. */
const optionsOf = (text: string, name: string) => {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(text);
  return select ? [...select[1].matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]).slice(1) : null;
};
/** The hidden fields of the GET form holding the select `name`: what changing that step keeps. */
const keptBy = (text: string, name: string) => {
  const form = [...text.matchAll(/<form[^>]*method="get"[^>]*>[\s\S]*?<\/form>/g)].map((m) => m[0]).find((f) => new RegExp(`<select[^>]*name="${name}"`).test(f));
  return form ? [...form.matchAll(/type="hidden" name="([^"]+)"/g)].map((m) => m[1]) : null;
};

/** The no-script upload: the form's post, then (when the page asks) 'Konfirmasi Upload''s 'Ya, Lanjutkan'. */
async function postUpload(client: Client, fields: Record<string, string>, file?: { name: string; content: string | Buffer; type?: string }, query = "") {
  const first = await postUploadForm(client, fields, file, query);
  if (first.status !== 200) return first;
  const text = await first.text();
  const held = /<input type="hidden" name="token" value="([a-f0-9]+)"/.exec(text);
  if (!held) return new Response(text, { status: first.status, headers: first.headers });
  return confirmHeldUpload(client, held[1], query);
}

async function postUploadForm(client: Client, fields: Record<string, string>, file?: { name: string; content: string | Buffer; type?: string }, query = "") {
  const token = await client.csrfToken("/upload");
  const form = new FormData();
  form.append("csrf", token);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append("myfile", new Blob([blobPart(file.content)], { type: file.type ?? "text/csv" }), file.name);
  return client.request(`/upload${query}`, { method: "POST", body: form });
}

async function confirmHeldUpload(client: Client, held: string, query = "") {
  const form = new FormData();
  form.append("csrf", await client.csrfToken("/upload"));
  form.append("intent", "confirm-upload");
  form.append("token", held);
  return client.request(`/upload${query}`, { method: "POST", body: form });
}

describe("/upload steps as GET forms", () => {
  it("shows the title, the red Convert Mutasi notice and a link to the templates", async () => {
    const start = await page(admin, "");
    expect(start).toContain("<title>BO dan Bank Settlement Upload</title>");
    const at = start.search(/<div[^>]*data-testid="convert-notice"/);
    expect(at).toBeGreaterThan(0);
    const notice = start.slice(at, at + 3000);
    expect(/^<div[^>]*>/.exec(notice)![0]).toContain("MuiAlert-colorError");
    expect(notice).toMatch(/Mandiri, BNI Mobile dan QRIS harus dikonversi terlebih dahulu di halaman <a[^>]*href="\/convert-mutasi"[^>]*>Convert Mutasi<\/a>/);
    expect(start).toContain('href="/template"');
    expect(selectNames(start)).toEqual(["tx"]);
    expect(optionsOf(start, "tx")).toEqual(["Withdraw", "Deposit"]);
    // the step's submit button is in the page itself (not in <noscript>), so it also works in light mode
    expect(start).toMatch(/<select[^>]*name="tx"[\s\S]*?<button[^>]*type="submit"[^>]*>Pilih<\/button>/);
    expect(start).not.toContain("<noscript>");
  });

  it("BO deposit: type, provider (with QRIS Lexu), then the file area", async () => {
    expect(selectNames(await page(admin, "?tx=depo"))).toEqual(["tx", "type"]);
    expect(optionsOf(await page(admin, "?tx=depo"), "type")).toEqual(["Upload BO", "Bank Settlement"]);
    const bo = await page(admin, "?tx=depo&type=bo");
    expect(selectNames(bo)).toEqual(["tx", "type", "provider"]);
    expect(optionsOf(bo, "provider")).toEqual(["BO Nexus", "BO Lexu", "QRIS Lexu"]);
    expect(bo).not.toContain('name="myfile"');
    const nexus = await page(admin, "?tx=depo&type=bo&provider=bo-nexus");
    expect(selectNames(nexus)).toEqual(["tx", "type", "provider"]);
    expect(nexus).toContain('name="myfile"');
    expect(nexus).toContain(">Submit Upload<");
    expect(nexus).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);
  });

  it("BO deposit QRIS Lexu asks for a website before the file", async () => {
    const qris = await page(admin, "?tx=depo&type=bo&provider=qris-lexu");
    expect(selectNames(qris)).toEqual(["tx", "type", "provider", "website"]);
    expect(optionsOf(qris, "website")).toEqual(["ABC — Alpha", "XYZ — Xylo"]);
    expect(qris).not.toContain('name="myfile"');
    expect(await page(admin, "?tx=depo&type=bo&provider=qris-lexu&website=ABC")).toContain('name="myfile"');
  });

  it("BO withdraw: Nexus and Lexu only, the file after the provider", async () => {
    const bo = await page(admin, "?tx=wd&type=bo");
    expect(optionsOf(bo, "provider")).toEqual(["BO Nexus", "BO Lexu"]);
    // QRIS Lexu is no withdraw choice: dropped from the URL
    expect(await page(admin, "?tx=wd&type=bo&provider=qris-lexu")).not.toContain('name="myfile"');
    expect(await page(admin, "?tx=wd&type=bo&provider=bo-lexu")).toContain('name="myfile"');
  });

  it("bank settlement: category, website, bank, then 'Akun BCA', Tanggal Mutasi and the file", async () => {
    const categories = await page(admin, "?tx=depo&type=bank");
    expect(optionsOf(categories, "category")).toEqual(["Bank", "E-Wallet", "QRIS", "QRIS Solita", "QRIS Export", "Nexus Pay", "Manual Bank / Wallet"]);
    expect(optionsOf(await page(admin, "?tx=wd&type=bank"), "category")).toEqual(["Bank", "Nexus Pay", "Manual Bank / Wallet"]);
    const bank = await page(admin, "?tx=depo&type=bank&category=bank");
    expect(selectNames(bank)).toEqual(["tx", "type", "category", "website"]);
    expect(bank).not.toContain('name="myfile"');
    const banks = await page(admin, "?tx=depo&type=bank&category=bank&website=ABC");
    expect(optionsOf(banks, "bank")).toEqual(["BCA", "Mandiri", "BNI Mobile", "BNI Internet Banking", "CIMB"]);
    expect(banks).not.toContain('name="myfile"');
    const bca = await page(admin, "?tx=depo&type=bank&category=bank&website=ABC&bank=bca");
    expect(bca).toContain("Akun BCA");
    expect(optionsOf(bca, "akun")).toEqual(["PT CONTOH JAYA - 0111222333"]);
    expect(bca).toMatch(/name="date"[^>]*value="\d{4}-\d{2}-\d{2}"|value="\d{4}-\d{2}-\d{2}"[^>]*name="date"/);
    expect(bca).toContain('name="myfile"');
    // CIMB: an account but no Tanggal Mutasi; no CIMB account in Data Bank yet
    const cimb = await page(admin, "?tx=depo&type=bank&category=bank&website=ABC&bank=cimb");
    expect(cimb).toContain(">Tidak ada data akun</option>");
    expect(cimb).not.toContain('name="date"');
    // the withdraw list of the same website has no deposit account
    expect(await page(admin, "?tx=wd&type=bank&category=bank&website=ABC&bank=bca")).toContain(">Tidak ada data akun</option>");
  });

  it("manual bank / wallet: the seven choices, an account for OVO, QRIS Manual fixed and disabled", async () => {
    const manual = await page(admin, "?tx=depo&type=bank&category=manual&website=ABC");
    expect(optionsOf(manual, "manual")).toEqual(["BRI Manual", "Mandiri Manual (Excel)", "OVO", "DANA", "Link Aja", "Gopay", "QRIS Manual"]);
    const ovo = await page(admin, "?tx=depo&type=bank&category=manual&website=ABC&manual=ovo");
    expect(optionsOf(ovo, "akun")).toEqual(["DOMPET ABC - 081200001111"]);
    expect(ovo).toContain("Akun OVO");
    const qris = await page(admin, "?tx=depo&type=bank&category=manual&website=ABC&manual=qris-manual");
    expect(qris).toMatch(/<select[^>]*disabled[^>]*>\s*<option[^>]*>QRIS - QRIS<\/option>/);
    expect(qris).toContain('name="myfile"');
  });

  it("E-Wallet needs Auto Tx; QRIS, QRIS Solita, QRIS Export and Nexus Pay only a website", async () => {
    const ewallet = await page(admin, "?tx=depo&type=bank&category=ewallet&website=ABC");
    expect(optionsOf(ewallet, "autotx")).toEqual(["Auto Tx"]);
    expect(ewallet).not.toContain('name="myfile"');
    expect(await page(admin, "?tx=depo&type=bank&category=ewallet&website=ABC&autotx=autotx")).toContain('name="myfile"');
    for (const category of ["qris", "qris_solita", "qrisexport", "nexuspay"]) {
      expect(await page(admin, `?tx=depo&type=bank&category=${category}`)).not.toContain('name="myfile"');
      expect(await page(admin, `?tx=depo&type=bank&category=${category}&website=ABC`)).toContain('name="myfile"');
    }
  });

  it("each step's form keeps only what comes before it: the spec's resets", async () => {
    const full = await page(admin, `?tx=depo&type=bank&category=bank&website=ABC&bank=bca&akun=${bcaId}&date=2025-05-10`);
    expect(keptBy(full, "tx")).toEqual([]); // Transaction Type resets everything
    expect(keptBy(full, "type")).toEqual(["tx"]); // Upload Type resets the category and below
    expect(keptBy(full, "category")).toEqual(["tx", "type", "website"]); // category resets bank, account, file
    expect(keptBy(full, "bank")).toEqual(["tx", "type", "category", "website", "date"]); // bank resets the account
    // a choice the earlier ones do not allow is dropped: Withdraw has no E-Wallet
    const dropped = await page(admin, "?tx=wd&type=bank&category=ewallet&website=ABC");
    expect(selectNames(dropped)).toEqual(["tx", "type", "category"]);
  });

  it("chooses a CHECKER's only website for them and lists no other", async () => {
    const response = await checker.get("/upload?tx=depo&type=bank&category=qris");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/upload?tx=depo&type=bank&category=qris&website=ABC");
    const own = await page(checker, "?tx=depo&type=bank&category=qris&website=ABC");
    expect(optionsOf(own, "website")).toEqual(["ABC — Alpha"]);
    // another website in the URL is replaced by their own, before any of its accounts is read
    const other = await checker.get("/upload?tx=depo&type=bank&category=bank&website=XYZ&bank=bca");
    expect(other.status).toBe(302);
    expect(other.headers.get("location")).toBe("/upload?tx=depo&type=bank&category=bank&bank=bca&website=ABC");
    // an ADMIN's unknown website is dropped
    const unknown = await admin.get("/upload?tx=depo&type=bank&category=qris&website=NOPE");
    expect(unknown.headers.get("location")).toBe("/upload?tx=depo&type=bank&category=qris");
  });

  it("keeps a CS out", async () => {
    const cs = new Client(server.url);
    await seedAccount({ name: "cs1", password: "cs-pass-1", role: "CS" });
    await cs.signIn("cs1", "cs-pass-1");
    for (const path of ["/upload", "/template", "/convert-mutasi"]) {
      const response = await cs.get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/not-found");
    }
  });
});

describe("/upload without scripts: a multipart post to the page", () => {
  const boFields = { tx: "depo", type: "bo", provider: "bo-nexus" };

  it("stores a BO Nexus deposit file, then shows the spec's result on a fresh form", async () => {
    const content = fs.readFileSync(path.join(fixtures, "bo-nexus-deposit.csv"), "utf8");
    const response = await postUpload(checker, boFields, { name: "bo.csv", content }, "?tx=depo&type=bo&provider=bo-nexus");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/upload");
    const result = await page(checker, "");
    expect(result).toMatch(/data-testid="upload-result"[\s\S]*✅ 3 data berhasil ditambahkan\./);
    expect(selectNames(result)).toEqual(["tx"]); // the form is reset completely
    expect(await BoDeposit.count({ where: { bo_website: "ABC" } })).toBe(3);
    // shown once
    expect(await page(checker, "")).not.toContain("upload-result");

    await postUpload(checker, boFields, { name: "bo.csv", content });
    expect(await page(checker, "")).toMatch(/ℹ️ Data sudah ada untuk tanggal [^<]+\./);
    expect(await BoDeposit.count({ where: { bo_website: "ABC" } })).toBe(3);
  });

  it("stores a BCA statement for the chosen account and Tanggal Mutasi", async () => {
    const content = fs.readFileSync(path.join(fixtures, "klikbca-individual.csv"), "utf8");
    const fields = { tx: "depo", type: "bank", category: "bank", website: "ABC", bank: "bca", akun: String(bcaId), date: "2025-05-09" };
    const response = await postUpload(checker, fields, { name: "bca.csv", content });
    expect(response.status).toBe(302);
    expect(await page(checker, "")).toMatch(/✅ \d+ data berhasil ditambahkan\./);
    const stored = await MutasiDeposit.findAll({ where: { mutasi_akun_bank_id: bcaId } });
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((row) => row.mutasi_website === "ABC")).toBe(true);
  });

  it.each([
    [{ tx: "depo", type: "bo" }, "❌ Harap pilih BO Provider terlebih dahulu."],
    [{ tx: "depo", type: "bo", provider: "bo-foo" }, "❌ Provider BO tidak dikenali."],
    [{ tx: "wd", type: "bo", provider: "qris-lexu" }, "❌ Provider BO tidak dikenali."],
    [{ tx: "depo", type: "bo", provider: "qris-lexu" }, "❌ Harap pilih website terlebih dahulu."],
    [{ tx: "depo", type: "bank", category: "bank", website: "ABC", bank: "foo" }, "❌ Bank tidak dikenali."],
    [{ tx: "depo", type: "bank", category: "manual", website: "ABC", manual: "foo" }, "❌ Bank manual tidak dikenali."],
    [{ tx: "depo", type: "bank", category: "qris" }, "❌ Harap pilih website terlebih dahulu."],
    [{ tx: "depo", type: "bank", category: "bank", website: "ABC", bank: "bca", date: "2025-05-10" }, "Harap pilih akun BCA terlebih dahulu."],
    [{ tx: "depo", type: "bank", category: "bank", website: "ABC", bank: "cimb" }, "❌ Harap pilih Akun terlebih dahulu."],
    [{ tx: "depo", type: "bank", category: "manual", website: "ABC", manual: "ovo", akun: "BCA_ID" }, "❌ Harap pilih Akun terlebih dahulu."],
    [{ tx: "depo", type: "bank", category: "bank", website: "ABC", bank: "bca", akun: "BCA_ID", date: "" }, "Tanggal wajib diisi untuk mutasi BCA."],
    [{ ...boFields, noFile: "1" }, "❌ Harap pilih file terlebih dahulu."],
    [{ ...boFields, emptyFile: "1" }, "❌ Harap pilih file terlebih dahulu."],
    [{ ...boFields, txtFile: "1" }, "❌ File harus .csv"],
  ])("refuses %o with '%s' from the server, as the page says it", async (fields, message) => {
    const { noFile, txtFile, emptyFile, ...choices } = fields as Record<string, string>;
    if (choices.akun === "BCA_ID") choices.akun = String(bcaId);
    const file = noFile
      ? undefined
      : emptyFile
        ? { name: "", content: "", type: "application/octet-stream" }
        : { name: txtFile ? "data.txt" : "x.csv", content: "Ticket No\n1\n", type: txtFile ? "text/plain" : "text/csv" };
    const before = await UploadBatch.count();
    const response = await postUpload(admin, choices, file, `?${new URLSearchParams(choices)}`);
    expect(response.status).toBe(400);
    const text = await html(response);
    expect(text).toMatch(new RegExp(`data-testid="upload-result"[^>]*>(<[^>]+>)*<div>${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</div>`));
    expect(text).not.toContain("Upload failed");
    expect(await UploadBatch.count()).toBe(before);
  });

  it("keeps the choices after a refusal (the form posts to /upload?<choices>)", async () => {
    const query = "?tx=depo&type=bank&category=bank&website=ABC&bank=bca";
    const form = await page(admin, query);
    const action = /<form action="([^"]+)" enctype="multipart\/form-data"/i.exec(form)![1];
    const posted = new URL(action, server.url);
    expect(posted.pathname).toBe("/upload");
    expect(Object.fromEntries(posted.searchParams)).toEqual(Object.fromEntries(new URLSearchParams(query)));
    const response = await postUpload(admin, { tx: "depo", type: "bank", category: "bank", website: "ABC", bank: "bca", date: "2025-05-10" }, { name: "x.csv", content: "a\n1\n" }, query);
    const text = await html(response);
    expect(selectNames(text)).toEqual(["tx", "type", "category", "website", "bank", "akun"]);
  });

  it("shows a refused file as '❌ Upload failed: ...' with its problem rows", async () => {
    const header = fs.readFileSync(path.join(fixtures, "bo-nexus-deposit.csv"), "utf8").split("\n")[0];
    const bad = `${header}\nDP2509090001,09/09/2025 10:00:00,,budi88,BUDI,BANK,12a,0,0,0,12a,BCA - 1,BCA - 2,,,PENDING,,,ABC,,\n`;
    const before = await BoDeposit.count();
    const response = await postUpload(admin, boFields, { name: "bad.csv", content: bad });
    expect(response.status).toBe(400);
    const text = await html(response);
    expect(text).toContain("❌ Upload failed: File ditolak: ");
    expect(text).toMatch(/data-testid="upload-problems"[\s\S]*<li>Baris 2, kolom [^:]+: [^<]+<\/li>/);
    expect(await BoDeposit.count()).toBe(before);
  });

  it("keeps a CHECKER to their own website on the page's post too", async () => {
    const content = fs.readFileSync(path.join(fixtures, "klikbca-individual.csv"), "utf8");
    const before = await MutasiDeposit.count();
    const fields = { tx: "depo", type: "bank", category: "bank", website: "XYZ", bank: "bca", akun: String(xyzBcaId), date: "2025-05-09" };
    const response = await postUpload(checker, fields, { name: "bca.csv", content });
    expect(response.status).toBe(403);
    expect(await html(response)).toContain("❌ Upload failed: ");
    expect(await MutasiDeposit.count()).toBe(before);
  });

  it("refuses a post without the CSRF field", async () => {
    const form = new FormData();
    form.append("tx", "depo");
    form.append("myfile", new Blob(["a\n"], { type: "text/csv" }), "a.csv");
    expect((await checker.request("/upload", { method: "POST", body: form })).status).toBe(403);
  });
});

describe("Download Template Upload (/template)", () => {
  it("has one download link per spec template, then ours under a second heading", async () => {
    const response = await admin.get("/template");
    expect(response.status).toBe(200);
    const text = await html(response);
    expect(text).toContain("Download Template Upload");
    const links = [...text.matchAll(/<a[^>]*href="(\/api\/template[^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => ({ tag: m[0], href: m[1], label: m[2] }));
    const spec = ["Mutasi BCA", "BNI Internet Banking", "BNI Mobile", "Mandiri", "Mandiri Manual Excel", "BRI Manual Excel", "Auto QR", "Auto TX", "Nexus Pay", "QRIS"];
    expect(links.slice(0, spec.length).map((link) => link.label)).toEqual(spec);
    for (const link of links) {
      const template = UPLOAD_TEMPLATES.find((entry) => entry.label === link.label)!;
      expect(link.href).toBe(template.path);
      expect(link.tag).toContain(`download="${template.fileName}"`);
    }
    expect(links.map((link) => link.label)).toContain("BO Nexus Deposit");
    expect(text.indexOf("Template lain")).toBeGreaterThan(text.indexOf(">QRIS</a>"));
    const download = await admin.get(links[0].href);
    expect(download.headers.get("content-disposition")).toContain("attachment");
  });
});

describe("Convert Mutasi (/convert-mutasi)", () => {
  function mandiriWorkbook(): Buffer {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ["Tgl.", "Tgl. Val.", "Rincian Transaksi", "No. Referensi", "Debit", "Kredit", "Saldo", "Branch Code"],
        ["14/05/2025 04:12:26", "14/05/2025", "TRANSFER DARI SITI AMINAH", "REF001", 0, 125000, 1125000, "0001"],
      ]),
      "Sheet1",
    );
    return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
  }

  async function postConvert(fields: Record<string, string>, file?: { name: string; content: Buffer | string }, csrf = true) {
    const form = new FormData();
    if (csrf) form.append("csrf", await admin.csrfToken("/convert-mutasi"));
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (file) form.append("myfile", new Blob([blobPart(file.content)]), file.name);
    return admin.request(`/convert-mutasi/download?bank=${fields.bank ?? ""}`, { method: "POST", body: form });
  }

  it("hints to choose a bank first, then shows the upload area for the chosen bank", async () => {
    const start = await html(await admin.get("/convert-mutasi"));
    expect(start).toContain("Pilih bank terlebih dahulu untuk menampilkan area upload.");
    expect(optionsOf(start, "bank")).toEqual(["BNI Mobile Banking", "Mandiri", "QRIS"]);
    expect(start).not.toContain('name="myfile"');
    const mandiri = await html(await admin.get("/convert-mutasi?bank=mandiri"));
    expect(mandiri).not.toContain("Pilih bank terlebih dahulu");
    expect(mandiri).toContain('name="myfile"');
    expect(mandiri).toContain('accept=".xls,.xlsx"');
    expect(mandiri).toContain(">Convert & Download<");
  });

  it("answers the page's post with the CSV as an attachment with the same base name", async () => {
    const response = await postConvert({ bank: "mandiri" }, { name: "mutasi juni.xlsx", content: mandiriWorkbook() });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toContain("attachment");
    expect(response.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent("mutasi juni.csv")}`);
    expect(await response.text()).toContain("SITI AMINAH");
  });

  it.each([
    [{ bank: "mandiri" }, undefined, "❌ Please select a bank and file."],
    [{ bank: "mandiri" }, { name: "", content: "" }, "❌ Please select a bank and file."],
    [{}, { name: "a.xlsx", content: "x" }, "❌ Please select a bank and file."],
    [{ bank: "qris" }, { name: "notes.txt", content: "hello" }, "❌ File harus .xls atau .xlsx"],
    [{ bank: "mandiri" }, { name: "broken.xlsx", content: "not a workbook" }, "❌ Conversion failed."],
  ])("goes back to the page with the spec's message for %o %o", async (fields, file, message) => {
    const response = await postConvert(fields, file as { name: string; content: string } | undefined);
    expect(response.status).toBe(302);
    expect(response.headers.get("content-disposition")).toBeNull();
    const back = response.headers.get("location")!;
    const bank = (fields as { bank?: string }).bank;
    expect(back).toBe(bank ? `/convert-mutasi?bank=${bank}` : "/convert-mutasi");
    const text = await html(await admin.get(back));
    expect(text).toMatch(new RegExp(`data-testid="convert-result"[^>]*>(<[^>]+>)*${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    // shown once
    expect(await html(await admin.get(back))).not.toContain("convert-result");
  });

  it("posts the page's form to /convert-mutasi/download with the CSRF field", async () => {
    const text = await html(await admin.get("/convert-mutasi?bank=qris"));
    expect(text).toMatch(/<form action="\/convert-mutasi\/download\?bank=qris" enctype="multipart\/form-data" method="post">/i);
    expect(text).toMatch(/name="csrf"/);
  });

  it("refuses a post without the CSRF field", async () => {
    const response = await postConvert({ bank: "mandiri" }, { name: "a.xlsx", content: mandiriWorkbook() }, false);
    expect(response.status).toBe(403);
  });
});
