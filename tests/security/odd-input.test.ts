import { describe, expect, it } from "vitest";
import { AdminAccount, AkunBank, BoDeposit, MutasiDeposit, Tracking, UploadBatch, Website, WhitelistEntry } from "~/models/models.server";
import { Client, decodeHtml } from "../support/client";
import { seedWebsite } from "../support/db";
import { ADMIN, withServer } from "../support/fixture";

/**
 * Odd bytes are bad input, not a server fault: a control character in any path segment, query
 * value, form field or JSON string that would reach the database is a 400 naming the field;
 * over-long text is refused naming the field and its limit; letters of any script are kept.
 */

const { server, clients: { admin } } = withServer({ seed: () => seedWebsite("WEB1", "Web One"), clients: { admin: ADMIN } });

const refusal = (field: string) => `${field}: mengandung karakter kontrol yang tidak diizinkan.`;
const enc = encodeURIComponent;

async function stored() {
  const counts = await Promise.all(
    [AdminAccount, AkunBank, BoDeposit, MutasiDeposit, Tracking, UploadBatch, Website, WhitelistEntry].map((model) => (model as typeof Website).count()),
  );
  return counts.join(",");
}

/** A screen's form post as a browser without scripts sends it, multipart (the upload page) included. */
async function postMultipart(client: Client, path: string, fields: Record<string, string>, file?: { name: string; content: string }) {
  const form = new FormData();
  form.append("csrf", await client.csrfToken(path));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append("myfile", new Blob([file.content], { type: "text/csv" }), file.name);
  return client.request(path, { method: "POST", body: form });
}

const QRIS_HEADER = "Tanggal,RRN,Nama Pembayar,Penerbit,Nominal,MDR,Status";
const qrisFile = (rrn: string, name: string) => ({ name: "qris.csv", content: `${QRIS_HEADER}\n05/01/2025 10:15:30,${rrn},${name},GOPAY,150000,1050,SUCCESS\n` });

type Send = (odd: string) => Promise<Response>;

/** [what is sent, the field the refusal names, how it is sent]: every route whose text reaches the database. */
const API: [string, string, Send][] = [
  ["GET /api/searchbo term", "term", (odd) => admin.get(`/api/searchbo/5-Jan-2025/WEB1/all/string/${enc(`ab${odd}cd`)}/10/1`)],
  ["GET /api/searchbo term (ISO date, unknown mode)", "term", (odd) => admin.get(`/api/searchbo/2025-01-05/WEB1/all/username/${enc(`ab${odd}cd`)}/10/1`)],
  ["GET /api/searchbowd term", "term", (odd) => admin.get(`/api/searchbowd/5-Jan-2025/WEB1/all/string/${enc(`ab${odd}cd`)}/10/1`)],
  ["GET /api/searchmutasi term", "term", (odd) => admin.get(`/api/searchmutasi/05-Jan-2025/WEB1/all/string/${enc(`ab${odd}cd`)}/10/1`)],
  ["GET /api/searchmutasiwd term", "term", (odd) => admin.get(`/api/searchmutasiwd/05-Jan-2025/WEB1/all/string/${enc(`ab${odd}cd`)}/10/1`)],
  ["GET /api/viewbo website", "website", (odd) => admin.get(`/api/viewbo/5-Jan-2025/${enc(`WE${odd}B1`)}/all/10/1`)],
  ["GET /api/viewmutasiwd website", "website", (odd) => admin.get(`/api/viewmutasiwd/05-Jan-2025/${enc(`WE${odd}B1`)}/all/10/1`)],
  ["GET /api/tracking websiteCode", "websiteCode", (odd) => admin.get(`/api/tracking/${enc(`WE${odd}B1`)}/10/1`)],
  ["GET /api/searchtracking term", "term", (odd) => admin.get(`/api/searchtracking/WEB1/${enc(`ab${odd}cd`)}/10/1`)],
  ["GET /api/searchdataplayer username", "username", (odd) => admin.get(`/api/searchdataplayer/${enc(`ab${odd}cd`)}/WEB1/2025-01-05/2025-01-05/10/1`)],
  ["GET /api/dataplayer website", "website", (odd) => admin.get(`/api/dataplayer/${enc(`WE${odd}B1`)}/2025-01-05/2025-01-05/10/1`)],
  ["GET /api/totaldataplayer site", "site", (odd) => admin.get(`/api/totaldataplayer/${enc(`WE${odd}B1`)}/2025-01-05/2025-01-05/10/1`)],
  ["GET /api/viewakunbank website", "website", (odd) => admin.get(`/api/viewakunbank/${enc(`WE${odd}B1`)}/10/1`)],
  ["GET /api/akunbanklist bank", "bank", (odd) => admin.get(`/api/akunbanklist/WEB1/${enc(`bc${odd}a`)}/depo`)],
  ["POST /api/login account_name", "account_name", (odd) => new Client(server.url).json("POST", "/api/login", { account_name: `ad${odd}min`, account_password: "admin-password-1" })],
  ["POST /api/createwebsite website_name", "website_name", (odd) => admin.json("POST", "/api/createwebsite", { website_name: `Odd${odd}Site`, website_code: "ODD1" })],
  ["POST /api/addadminacc account_name", "account_name", (odd) => admin.json("POST", "/api/addadminacc", { account_name: `us${odd}er`, account_password: "a-long-password-9", account_role: "ADMIN" })],
  ["POST /api/createakunbank akun_bank_name", "akun_bank_name", (odd) =>
    admin.json("POST", "/api/createakunbank", { akun_bank_website: "WEB1", akun_bank_jenis_transaksi: "DEPO", akun_bank_bank: "BCA", akun_bank_name: `PT${odd}X`, akun_bank_no: "123" })],
  ["POST /api/createwhitelist whitelist_ip", "whitelist_ip", (odd) => admin.json("POST", "/api/createwhitelist", { whitelist_ip: `10.0.0.1${odd}` })],
  ["DELETE /api/deletebomutasi group", "group", (odd) => admin.json("DELETE", "/api/deletebomutasi", { date: "05-Jan-2025", group: `WE${odd}B1` })],
  ["POST /api/exportcsvviewbo group", "group", (odd) => admin.json("POST", "/api/exportcsvviewbo", { date: "05-Jan-2025", status: "all", group: `WE${odd}B1` })],
  ["POST /api/exportcsvtotaldataplayer group", "group", (odd) => admin.json("POST", "/api/exportcsvtotaldataplayer", { start: "2025-01-05", end: "2025-01-05", group: `WE${odd}B1` })],
  ["PUT /api/updatebodepostts arr.0.ket_app", "arr.0.ket_app", (odd) =>
    admin.json("PUT", "/api/updatebodepostts", { bank_statement_date: "5-Jan-2025", website: "WEB1", arr: [{ bo_id: 1, ket_app: `ok${odd}` }] })],
  ["PUT /api/deleteboid website", "website", (odd) => admin.json("PUT", "/api/deleteboid", { bank_statement_date: "5-Jan-2025", website: `WE${odd}B1`, arr: [{ bo_id: 1 }] })],
  ["POST /api/mutasiupdepoqris groups (multipart)", "groups", (odd) => {
    const form = new FormData();
    form.append("groups", `WE${odd}B1`);
    const file = qrisFile("509999999999", "BUDI");
    form.append("myfile", new Blob([file.content], { type: "text/csv" }), file.name);
    return admin.request("/api/mutasiupdepoqris", { method: "POST", body: form });
  }],
];

const SCREENS: [string, string, Send][] = [
  ["GET /tracking ?search", "search", (odd) => admin.get(`/tracking?search=${enc(`ab${odd}cd`)}`)],
  ["GET /dataplayer ?search", "search", (odd) => admin.get(`/dataplayer?website=WEB1&search=${enc(`ab${odd}cd`)}`)],
  ["GET /view-bo ?q", "q", (odd) => admin.get(`/view-bo?website=WEB1&status=all&date=2025-01-05&q=${enc(`ab${odd}cd`)}`)],
  ["GET /view-mutasi ?q", "q", (odd) => admin.get(`/view-mutasi?website=WEB1&status=all&date=2025-01-05&q=${enc(`ab${odd}cd`)}`)],
  ["GET /databank ?website", "website", (odd) => admin.get(`/databank?website=${enc(`WE${odd}B1`)}`)],
  ["GET /export/viewbo.csv ?website", "website", (odd) => admin.get(`/export/viewbo.csv?website=${enc(`WE${odd}B1`)}&status=all&date=2025-01-05`)],
  ["GET /export/dataplayer.csv ?search", "search", (odd) => admin.get(`/export/dataplayer.csv?website=WEB1&start=2025-01-05&end=2025-01-05&search=${enc(`ab${odd}cd`)}`)],
  ["POST /signin account_name", "account_name", (odd) => new Client(server.url).postForm("/signin", { account_name: `ad${odd}min`, account_password: "admin-password-1" })],
  ["POST /website create website_name", "website_name", (odd) => admin.postForm("/website?dialog=add", { intent: "create", website_name: `Odd${odd}Site`, website_code: "ODD2" })],
  ["POST /databank create akun_bank_name", "akun_bank_name", (odd) =>
    admin.postForm("/databank?dialog=add", { intent: "create", akun_bank_website: "WEB1", akun_bank_jenis_transaksi: "DEPO", akun_bank_bank: "BCA", akun_bank_name: `PT${odd}X`, akun_bank_no: "456" })],
  ["POST /whitelist create whitelist_ip", "whitelist_ip", (odd) => admin.postForm("/whitelist?dialog=add", { intent: "create", whitelist_ip: `10.0.0.2${odd}` })],
  ["POST /delete group", "group", (odd) => admin.postForm("/delete", { intent: "delete", date: "2025-01-05", group: `WE${odd}B1` })],
  ["POST /view-bo note", "ket_1", (odd) =>
    admin.postForm("/view-bo?website=WEB1&status=all&date=2025-01-05", { intent: "update-1", type: "depo", website: "WEB1", date: "2025-01-05", ket_1: `ok${odd}` })],
  ["POST /upload (multipart) website", "website", (odd) =>
    postMultipart(admin, "/upload", { tx: "depo", type: "bank", category: "qris", website: `WE${odd}B1` }, qrisFile("508888888888", "BUDI"))],
];

// NUL, ESC (C0), DEL, NEL (C1)
const ODD = ["\u0000", "\u001b", "\u007f", "\u0085"];
const cases = (table: [string, string, Send][]) => table.flatMap(([name, field, send]) => ODD.map((odd) => ({ name, field, send, odd, shown: JSON.stringify(odd) })));

describe("a control character is a 400 naming the field, and nothing is stored", () => {
  it.each(cases(API))("$name with $shown", async ({ field, send, odd }) => {
    const before = await stored();
    const response = await send(odd);
    const body = await response.text();
    expect(response.status, body).toBe(400);
    expect(JSON.parse(body)).toEqual({ status: false, message: refusal(field) });
    expect(await stored()).toBe(before);
  });

  it.each(cases(SCREENS))("screen $name with $shown shows the message", async ({ field, send, odd }) => {
    const before = await stored();
    const response = await send(odd);
    const html = decodeHtml(await response.text());
    expect(response.status, html.slice(0, 300)).toBe(400);
    expect(html).toContain(refusal(field));
    expect(await stored()).toBe(before);
  });

  it("refuses a lone surrogate in a JSON string, and a control character in a JSON key", async () => {
    const raw = (body: string) => admin.request("/api/createwebsite", { method: "POST", headers: { "content-type": "application/json" }, body });
    const lone = await raw('{"website_name":"Odd\\ud800Site","website_code":"ODD3"}');
    expect(lone.status).toBe(400);
    expect(await lone.json()).toEqual({ status: false, message: refusal("website_name") });
    const key = await raw('{"website_name":"Odd Site","website_code":"ODD3","x\\u0000":1}');
    expect(key.status).toBe(400);
    expect(await key.json()).toEqual({ status: false, message: refusal("x\\u0000") });
    expect(await Website.count({ where: { website_code: "ODD3" } })).toBe(0);
  });
});

describe("over-long text is refused with the field and its limit", () => {
  it("refuses a 500 KB website name, naming the field and the column's limit, and stores nothing", async () => {
    const before = await Website.count();
    const response = await admin.json("POST", "/api/createwebsite", { website_name: "a".repeat(500 * 1024), website_code: "BIG1" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: false, message: "website_name: maksimal 100 karakter." });
    expect(await Website.count()).toBe(before);
    expect(await Website.count({ where: { website_code: "BIG1" } })).toBe(0);
  });

  it("refuses a 10 MB website name at the door: the body is over the 1 MB cap (body-limits.test.ts)", async () => {
    const response = await admin.json("POST", "/api/createwebsite", { website_name: "a".repeat(10 * 1024 * 1024), website_code: "BIG2" });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toMatch(/Isi permintaan terlalu besar/);
    expect(await Website.count({ where: { website_code: "BIG2" } })).toBe(0);
  });

  it("refuses a search term longer than the search allows instead of cutting it", async () => {
    const response = await admin.get(`/api/searchbo/5-Jan-2025/WEB1/all/string/${"a".repeat(101)}/10/1`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: false, message: "term: maksimal 100 karakter." });
  });

  it("refuses an account name longer than its column on the Data Bank form", async () => {
    const response = await admin.postForm("/databank?dialog=add", {
      intent: "create",
      akun_bank_website: "WEB1",
      akun_bank_jenis_transaksi: "DEPO",
      akun_bank_bank: "BCA",
      akun_bank_name: "N".repeat(101),
      akun_bank_no: "789",
    });
    expect(response.status).toBe(400);
    expect(decodeHtml(await response.text())).toContain("akun_bank_name: maksimal 100 karakter.");
    expect(await AkunBank.count({ where: { akun_bank_no: "789" } })).toBe(0);
  });
});

describe("letters of any script are stored and shown as typed", () => {
  const NAME = "王小明";

  it("keeps a Chinese website name and bank account name", async () => {
    expect((await admin.json("POST", "/api/createwebsite", { website_name: NAME, website_code: "CN1" })).status).toBe(201);
    const websites = (await (await admin.get("/api/viewwebsite/100/1")).json()) as { website_code: string; website_name: string }[];
    expect(websites.find((website) => website.website_code === "CN1")?.website_name).toBe(NAME);

    const created = await admin.json("POST", "/api/createakunbank", {
      akun_bank_website: "CN1",
      akun_bank_jenis_transaksi: "DEPO",
      akun_bank_bank: "BCA",
      akun_bank_name: NAME,
      akun_bank_no: "111222333",
    });
    expect(created.status).toBe(201);
    const accounts = (await (await admin.get("/api/viewakunbank/CN1/10/1")).json()) as { akun_bank_name: string }[];
    expect(accounts.map((account) => account.akun_bank_name)).toEqual([NAME]);
    expect(decodeHtml(await (await admin.get("/databank?website=CN1")).text())).toContain(NAME);
  });

  it("keeps a Chinese player name from a BO export and a payer name from a QRIS statement", async () => {
    const bo = [
      "Ticket No,Req Date,App Date,Username,Fullname,Payment Type,Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Description,Reference,Status,Reason,Handler,Website,Player Ref,Player Own Ref",
      `DPCN0001,05/01/2025 10:12:45,,wang88,${NAME},BANK,150000,0,0,0,150000,BCA - 1234567890,BCA - 0111222333,,,PENDING,,,WEB1,,`,
    ].join("\n");
    const boForm = new FormData();
    boForm.append("myfile", new Blob([bo], { type: "text/csv" }), "bo.csv");
    expect((await admin.request("/api/checkdata", { method: "POST", body: boForm })).status).toBe(200);
    const boRows = (await (await admin.get(`/api/searchbo/5-Jan-2025/WEB1/all/string/${enc(NAME)}/10/1`)).json()) as { full_name: string }[];
    expect(boRows.map((row) => row.full_name)).toEqual([NAME]);

    const qris = qrisFile("501234567890", NAME);
    const form = new FormData();
    form.append("groups", "WEB1");
    form.append("myfile", new Blob([qris.content], { type: "text/csv" }), qris.name);
    const upload = await admin.request("/api/mutasiupdepoqris", { method: "POST", body: form });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const mutasi = (await (await admin.get("/api/viewmutasi/05-Jan-2025/WEB1/all/10/1")).json()) as { mutasi_player_bank_name: string | null }[];
    expect(mutasi.map((row) => row.mutasi_player_bank_name)).toEqual([NAME]);
    const page = decodeHtml(await (await admin.get("/view-mutasi?website=WEB1&status=all&date=2025-01-05")).text());
    expect(page).toContain(NAME);
  });
});
