import fs from "node:fs";
import path from "node:path";
import { zipBomb } from "../support/zip";
import * as XLSX from "xlsx";
import { beforeAll, describe, expect, it } from "vitest";
import { AdminAccount, AkunBank, BoDeposit, BoWithdraw, MatchLink, MutasiDeposit, MutasiWithdraw, StatementDay, Tracking, UploadBatch } from "~/models/models.server";
import { UPLOAD_TEMPLATES, templateCsv } from "~/services/upload/parsers/templates";
import { Client } from "../support/client";
import { seedAccount, seedWebsite } from "../support/db";
import { ADMIN, CHECKER1, withServer } from "../support/fixture";

const fixtures = path.resolve(import.meta.dirname, "../fixtures/uploads");
let checkerId: number;
let bca: AkunBank;

const { server, db, clients: { admin, checker } } = withServer({
  env: { UPLOAD_MAX_BYTES: String(512 * 1024) },
  seed: async () => {
    const abc = await seedWebsite("ABC", "Alpha");
    await seedWebsite("XYZ", "Xylo");
    checkerId = (await seedAccount({ name: "checker1", password: "checker-pass-1", role: "CHECKER", website: abc })).account_id;
  },
  clients: { admin: ADMIN, checker: CHECKER1 },
});

beforeAll(async () => {
  bca = await AkunBank.create({
    akun_bank_website: "ABC",
    akun_bank_jenis_transaksi: "DEPO",
    akun_bank_bank: "BCA",
    akun_bank_name: "PT CONTOH JAYA",
    akun_bank_no: "0111222333",
    akun_bank_status: true,
    akun_bank_created_by: null,
    akun_bank_last_edited_by: null,
  });
  await AkunBank.create({
    akun_bank_website: "ABC",
    akun_bank_jenis_transaksi: "WD",
    akun_bank_bank: "BCA",
    akun_bank_name: "PT CONTOH JAYA WD",
    akun_bank_no: "0999888777",
    akun_bank_status: true,
    akun_bank_created_by: null,
    akun_bank_last_edited_by: null,
  });
});

function upload(client: Client, apiPath: string, fields: Record<string, string>, file?: { name: string; content: string | Buffer; type?: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append("myfile", new Blob([bytes(file.content)], { type: file.type ?? "text/csv" }), file.name);
  return client.request(apiPath, { method: "POST", body: form });
}

async function counts() {
  return {
    batches: await UploadBatch.count(),
    bo: await BoDeposit.count(),
    boWd: await BoWithdraw.count(),
    mutasi: await MutasiDeposit.count(),
    mutasiWd: await MutasiWithdraw.count(),
    days: await StatementDay.count(),
    links: await MatchLink.count(),
  };
}

const boCsv = fs.readFileSync(path.join(fixtures, "bo-nexus-deposit.csv"), "utf8");
const bcaCsv = fs.readFileSync(path.join(fixtures, "klikbca-individual.csv"), "utf8");
const bcaFields = { groups: "ABC", corporate_bank_name: "PT CONTOH JAYA", corporate_bank_no: "0111222333", dates: "09-May-2025" };

describe("BO uploads", () => {
  it("stores a BO Nexus deposit export, records the session's account as uploader and replies as the spec says", async () => {
    const response = await upload(checker, "/api/checkdata", { depo_created_by: "someone-else" }, { name: "bo.csv", content: boCsv });
    expect(response.status).toBe(200);
    const reply = await response.json();
    expect(reply.status).toBe(false);
    const lines = boCsv.trim().split("\n").length - 1;
    expect(reply.data[0]).toBe(`${lines} data berhasil ditambahkan.`);
    expect(await BoDeposit.count()).toBe(lines);
    const batch = await UploadBatch.findOne({ where: { batch_target: "bo_deposit" } });
    expect(batch).toMatchObject({ batch_uploaded_by: checkerId, batch_website: "ABC", batch_kind: "bo-nexus", batch_row_count: lines });
    expect(await Tracking.count({ where: { tracking_username: "checker1", tracking_website: "ABC" } })).toBeGreaterThan(0);
  });

  it("writes nothing for the same file again and says the data is already there", async () => {
    const before = await counts();
    const reply = await (await upload(checker, "/api/checkdata", {}, { name: "bo-again.csv", content: boCsv })).json();
    expect(reply.status).toBe(true);
    expect(reply.data[0]).toMatch(/^Data sudah ada untuk tanggal \d{2}-[A-Z][a-z]{2}-\d{4}/);
    expect(await counts()).toEqual(before);
  });

  it("says how many tickets it stored on days outside the edit window, which only the matcher can pair", async () => {
    const [header, first] = boCsv.trim().split("\n");
    const reply = await (await upload(checker, "/api/checkdata", {}, { name: "lama.csv", content: [header, first.replace("DP2501050001", "DP-LAMA-1")].join("\n") })).json();
    expect(reply).toMatchObject({ status: false, inserted: 1 });
    expect(reply.data).toContain("1 tiket bertanggal lebih dari 2 hari yang lalu (di luar batas edit): hanya bisa dicocokkan otomatis, tidak bisa diapprove atau dipasangkan manual.");
  });

  it("adds only new tickets from an overlapping export and says how many were skipped", async () => {
    const [header, first] = boCsv.trim().split("\n");
    const fresh = first.replace("DP2501050001", "DP2501059999");
    const reply = await (await upload(checker, "/api/checkdata", {}, { name: "overlap.csv", content: [header, first, fresh].join("\n") })).json();
    expect(reply).toMatchObject({ status: false, inserted: 1, skipped: 1 });
    expect(reply.data).toContain("1 tiket sudah ada sebelumnya, dilewati.");
  });

  it("refuses the whole file when one row is invalid, naming line, column and reason, and leaves the database as it was", async () => {
    const before = await counts();
    const rows = boCsv.trim().split("\n");
    rows.push(rows[1].replace("DP2501050001", "DP2501058888").replace('"150,000.00"', "abc"));
    const response = await upload(checker, "/api/checkdata", {}, { name: "bad.csv", content: rows.join("\n") });
    expect(response.status).toBe(400);
    const reply = await response.json();
    expect(reply.status).toBe(false);
    expect(reply.errors[0]).toMatchObject({ line: rows.length, column: expect.any(String), reason: expect.any(String) });
    expect(await counts()).toEqual(before);
  });

  it("refuses a CHECKER's upload of another website's rows", async () => {
    const before = await counts();
    const other = boCsv.replace(/,abc,|,ABC,/g, ",XYZ,").replace(/DP25/g, "XP25");
    const response = await upload(checker, "/api/checkdata", {}, { name: "xyz.csv", content: other });
    expect(response.status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

/**
 * A BO export of many rows: long enough that the first rows are written while the rest is still
 * being read (several batches, several messages to the database thread).
 */
function largeBoCsv(count: number, row: (i: number) => { ticket?: string; amount?: string; website?: string } = () => ({})): string {
  const header = boCsv.split("\n")[0];
  const lines = [header];
  for (let i = 0; i < count; i++) {
    const { ticket = `LG${String(i).padStart(8, "0")}`, amount = String(10_000 + i), website = "ABC" } = row(i);
    lines.push(`${ticket},06/01/2025 09:${String(i % 60).padStart(2, "0")}:00,,player${i},PLAYER ${i},BANK,${amount},0,0,0,${amount},BCA - 1234,BCA - 0111222333,,,PENDING,,,${website},,`);
  }
  return lines.join("\n") + "\n";
}

describe("large BO uploads, written while they are read", () => {
  const rows = 3000;

  it("refuses a file whose one bad row comes after thousands of good ones, and leaves the database as it was", async () => {
    const before = await counts();
    const csv = largeBoCsv(rows, (i) => (i === rows - 1 ? { amount: "abc" } : {}));
    const response = await upload(admin, "/api/checkdata", {}, { name: "late-bad.csv", content: csv });
    expect(response.status).toBe(400);
    const reply = await response.json();
    expect(reply.errors).toEqual([
      { line: rows + 1, column: "Amount", reason: 'Nominal tidak valid: "abc"' },
      { line: rows + 1, column: "Nett Amount", reason: 'Nominal tidak valid: "abc"' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it("refuses a CHECKER's file whose other website's rows come late, and leaves the database as it was", async () => {
    const before = await counts();
    const csv = largeBoCsv(rows, (i) => (i >= rows - 10 ? { website: "XYZ" } : {}));
    const response = await upload(checker, "/api/checkdata", {}, { name: "late-xyz.csv", content: csv });
    expect(response.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it("stores amounts exactly as SQLite stores their decimal text, whole rupiah or not", async () => {
    const amounts = ["25000", "12345.67", "0.5", "1000000.1"];
    const csv = largeBoCsv(amounts.length, (i) => ({ ticket: `AM${i}`, amount: amounts[i] }));
    const reply = await (await upload(admin, "/api/checkdata", {}, { name: "amounts.csv", content: csv })).json();
    expect(reply).toMatchObject({ status: false, inserted: amounts.length });
    const [stored] = await db.query(
      "SELECT ticket_no, typeof(depo_amount) AS kind, depo_amount = CAST(? AS NUMERIC) AS same FROM bo_deposit WHERE ticket_no = 'AM0' " +
        "UNION ALL SELECT ticket_no, typeof(depo_amount), depo_amount = CAST('12345.67' AS NUMERIC) FROM bo_deposit WHERE ticket_no = 'AM1' " +
        "UNION ALL SELECT ticket_no, typeof(depo_amount), depo_amount = CAST('0.50' AS NUMERIC) FROM bo_deposit WHERE ticket_no = 'AM2' " +
        "UNION ALL SELECT ticket_no, typeof(nett_amount), nett_amount = CAST('1000000.10' AS NUMERIC) FROM bo_deposit WHERE ticket_no = 'AM3'",
      { replacements: ["25000.00"] },
    );
    expect(stored).toEqual([
      { ticket_no: "AM0", kind: "integer", same: 1 },
      { ticket_no: "AM1", kind: "real", same: 1 },
      { ticket_no: "AM2", kind: "real", same: 1 },
      { ticket_no: "AM3", kind: "real", same: 1 },
    ]);
  });

  it("stores every row of a large file, then only the new tickets of an overlapping one", async () => {
    const before = await counts();
    const first = await (await upload(admin, "/api/checkdata", {}, { name: "large.csv", content: largeBoCsv(rows) })).json();
    expect(first).toMatchObject({ status: false, inserted: rows, skipped: 0 });
    expect(await BoDeposit.count()).toBe(before.bo + rows);
    const batch = await UploadBatch.findByPk(first.batch_ids[0]);
    expect(batch).toMatchObject({ batch_row_count: rows, batch_skipped_count: 0, batch_statement_date: "2025-01-06" });

    // every other ticket is new: the stored ones are spread over every batch of the file
    const overlap = largeBoCsv(rows, (i) => (i % 2 === 0 ? { ticket: `LN${String(i).padStart(8, "0")}` } : {}));
    const second = await (await upload(admin, "/api/checkdata", {}, { name: "large-overlap.csv", content: overlap })).json();
    expect(second).toMatchObject({ status: false, inserted: rows / 2, skipped: rows / 2 });
    expect(second.data).toContain(`${rows / 2} tiket sudah ada sebelumnya, dilewati.`);
    expect(await BoDeposit.count()).toBe(before.bo + rows + rows / 2);
    expect(await UploadBatch.findByPk(second.batch_ids[0])).toMatchObject({ batch_row_count: rows / 2, batch_skipped_count: rows / 2 });
  });
});

describe("statement uploads", () => {
  it("imports a KlikBCA export's credit lines for the chosen account and date, counting the other lines", async () => {
    const response = await upload(checker, "/api/mutasiupdepobca", bcaFields, { name: "klikbca.csv", content: bcaCsv });
    const reply = await response.json();
    expect(response.status, JSON.stringify(reply)).toBe(200);
    expect(reply.status).toBe(false);
    expect(reply.inserted).toBeGreaterThan(0);
    expect(reply.data.join(" ")).toMatch(/baris debit tidak diimpor/);
    const line = await MutasiDeposit.findOne({ where: { mutasi_player_bank_name: "AYU DIAJENG SEKAR" } });
    expect(line).toMatchObject({ mutasi_website: "ABC", mutasi_akun_bank_id: bca.akun_bank_id, mutasi_app: false });
    expect(Number(line!.mutasi_amount)).toBe(250000);
  });

  it("says in Indonesian that a broken Excel file cannot be read, not in the spreadsheet library's words", async () => {
    // an OLE2 (.xls) signature and nothing after it: the library says "CFB file size 15 < 512"
    const broken = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.from("rusak!!")]);
    const response = await upload(checker, "/api/mutasiupdepobca", { ...bcaFields, dates: "16-May-2025" }, { name: "mutasi.xls", content: broken, type: "application/vnd.ms-excel" });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("❌ File Excel tidak bisa dibaca: File rusak, terpotong, atau bukan file Excel.");
  });

  it("refuses two files in one upload instead of reading the first and dropping the second unsaid", async () => {
    const before = await counts();
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...bcaFields, dates: "15-May-2025" })) form.append(key, value);
    const day = (sender: string) => bcaCsvFor("15/05", [[`TRSF E-BANKING CR 1505/FTSCY/WS95031 100000.00${sender}`, 100000]]);
    form.append("myfile", new Blob([day("SATU")], { type: "text/csv" }), "satu.csv");
    form.append("myfile", new Blob([day("DUA")], { type: "text/csv" }), "dua.csv");
    const response = await checker.request("/api/mutasiupdepobca", { method: "POST", body: form });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("❌ Hanya satu file per upload: upload file lainnya satu per satu.");
    expect(await counts()).toEqual(before);
  });

  it("writes nothing for the same account's day again, even from different bytes", async () => {
    const before = await counts();
    const reply = await (await upload(checker, "/api/mutasiupdepobca", bcaFields, { name: "klikbca-2.csv", content: bcaCsv + "\n" })).json();
    expect(reply.status).toBe(true);
    expect(reply.data[0]).toMatch(/^Data sudah ada untuk tanggal /);
    expect(await counts()).toEqual(before);
  });

  it("adds to a stored day only the new lines of a later, fuller copy of its statement, and refuses another file for it", async () => {
    const fields = { ...bcaFields, dates: "14-May-2025" };
    const morning = bcaCsvFor("14/05", [["TRSF E-BANKING CR 1405/FTSCY/WS95031 100000.00PAGI SATU", 100000]]);
    expect((await (await upload(checker, "/api/mutasiupdepobca", fields, { name: "pagi.csv", content: morning })).json()).status).toBe(false);
    const before = await counts();
    // another statement for the day, without the morning's line: not a later copy, nothing stored
    const other = bcaCsvFor("14/05", [["TRSF E-BANKING CR 1405/FTSCY/WS95031 120000.00SIANG DUA", 120000]]);
    const refused = await upload(checker, "/api/mutasiupdepobca", fields, { name: "lain.csv", content: other });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe(
      "❌ Mutasi tanggal 14-May-2025 untuk akun ini sudah diupload dari file lain, tetapi file ini berisi 1 baris yang belum tersimpan dan tidak memuat 1 baris yang sudah tersimpan, jadi bukan salinan lengkap dari mutasi yang sama. Tidak ada yang disimpan: hapus upload sebelumnya (Delete BO / Mutasi) lalu upload file yang lengkap.",
    );
    expect(await counts()).toEqual(before);
    // the day's full statement, downloaded in the evening: the morning's line and two more
    const full = bcaCsvFor("14/05", [
      ["TRSF E-BANKING CR 1405/FTSCY/WS95031 100000.00PAGI SATU", 100000],
      ["TRSF E-BANKING CR 1405/FTSCY/WS95031 120000.00SIANG DUA", 120000],
      ["TRSF E-BANKING CR 1405/FTSCY/WS95031 130000.00SORE TIGA", 130000],
    ]);
    const response = await upload(checker, "/api/mutasiupdepobca", fields, { name: "lengkap.csv", content: full });
    const reply = await response.json();
    expect(response.status).toBe(200);
    expect(reply.data[0]).toBe("2 baris baru ditambahkan ke mutasi 14-May-2025 (1 baris sudah ada).");
    expect(await counts()).toEqual({ ...before, batches: before.batches + 1, mutasi: before.mutasi + 2 });
    // the morning file again is the same lines: already there, as before
    const again = await (await upload(checker, "/api/mutasiupdepobca", fields, { name: "pagi-lagi.csv", content: morning + "\n" })).json();
    expect(again).toMatchObject({ status: true, data: ["Data sudah ada untuk tanggal 14-May-2025"] });
  });

  it("stores two identical uploads sent at the same moment once, keeping identical credits as two rows", async () => {
    const before = await counts();
    const fields = { ...bcaFields, dates: "12-May-2025" };
    const file = { name: "twice.csv", content: bcaCsvFor("12/05", [["TRSF E-BANKING CR 1205/FTSCY/WS95031 100000.00JOKO SUSILO", 100000], ["TRSF E-BANKING CR 1205/FTSCY/WS95031 100000.00JOKO SUSILO", 100000]]) };
    const [first, second] = await Promise.all([upload(checker, "/api/mutasiupdepobca", fields, file), upload(checker, "/api/mutasiupdepobca", fields, file)]);
    const replies = [await first.json(), await second.json()];
    expect(replies.map((r) => r.status).sort()).toEqual([false, true]);
    const after = await counts();
    expect(after.mutasi - before.mutasi).toBe(2);
    expect(after.batches - before.batches).toBe(1);
  });

  it("refuses an account registered for the other transaction type", async () => {
    const response = await upload(checker, "/api/mutasiupdepobca", { ...bcaFields, dates: "13-May-2025", transaction: "wd" }, { name: "wd.csv", content: bcaCsv });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/terdaftar untuk Deposit, bukan Withdraw/);
  });
});

describe("bad files", () => {
  it.each([
    ["no file", undefined, /Harap pilih file terlebih dahulu/],
    ["a file not named .csv", { name: "data.txt", content: "a,b\n1,2", type: "text/plain" }, /File harus \.csv/],
    ["an empty file", { name: "empty.csv", content: "" }, /File kosong|Harap pilih file/],
    ["a header only", { name: "header.csv", content: boCsv.split("\n")[0] + "\n" }, /hanya berisi header/],
    ["a binary file named .csv", { name: "x.csv", content: Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 1, 2, 3, 0, 0]) }, /bukan CSV/],
  ])("refuses %s with a clear message and writes nothing", async (_name, file, message) => {
    const before = await counts();
    const response = await upload(checker, "/api/checkdata", {}, file as never);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it("refuses an upload over the size limit with 413", async () => {
    const before = await counts();
    const big = boCsv.split("\n")[0] + "\n" + "x".repeat(600 * 1024);
    const response = await upload(checker, "/api/checkdata", {}, { name: "big.csv", content: big });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toMatch(/melebihi batas/);
    expect(await counts()).toEqual(before);
  });

  it("gives a CS and an anonymous caller no way in", async () => {
    const cs = new Client(server.url);
    const abc = (await AdminAccount.findOne({ where: { account_name: "checker1" } }))!;
    await seedAccount({ name: "cs1", password: "cs-pass-1", role: "CS", website: { website_id: abc.account_website } as never });
    await cs.signIn("cs1", "cs-pass-1");
    expect((await upload(cs, "/api/checkdata", {}, { name: "bo.csv", content: boCsv })).status).toBe(403);
    expect((await upload(new Client(server.url), "/api/checkdata", {}, { name: "bo.csv", content: boCsv })).status).toBe(401);
  });
});

describe("templates and Convert Mutasi", () => {
  it("serves every template as a CSV download", async () => {
    for (const template of UPLOAD_TEMPLATES) {
      const response = await checker.get(template.path);
      expect(response.status, template.path).toBe(200);
      expect(response.headers.get("content-disposition")).toContain(`filename="${template.fileName}"`);
      expect(await response.text()).toBe(templateCsv(template));
    }
  });

  it("converts a Mandiri Excel statement into a CSV that uploads without edits", async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ["Tgl.", "Tgl. Val.", "Rincian Transaksi", "No. Referensi", "Debit", "Kredit", "Saldo", "Branch Code"],
        ["14/05/2025 04:12:26", "14/05/2025", "TRANSFER DARI SITI AMINAH", "REF001", 0, 125000, 1125000, "0001"],
        ["14/05/2025 05:00:00", "14/05/2025", "TRANSFER DARI AGUS SALIM", "REF002", 0, 80000, 1205000, "0001"],
      ]),
      "Sheet1",
    );
    const xlsx = XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
    const form = new FormData();
    form.append("myfile", new Blob([bytes(xlsx)]), "mutasi mandiri.xlsx");
    const converted = await checker.request("/api/uploadfixmandiriformat", { method: "POST", body: form });
    expect(converted.status).toBe(200);
    expect(converted.headers.get("content-disposition")).toContain('filename="mutasi mandiri.csv"');
    const csv = await converted.text();
    await AkunBank.create({
      akun_bank_website: "ABC",
      akun_bank_jenis_transaksi: "DEPO",
      akun_bank_bank: "MANDIRI",
      akun_bank_name: "PT MANDIRI JAYA",
      akun_bank_no: "1300011112222",
      akun_bank_status: true,
      akun_bank_created_by: null,
      akun_bank_last_edited_by: null,
    });
    const reply = await (
      await upload(checker, "/api/mutasiupdepomdr", { groups: "ABC", corporate_bank_name: "PT MANDIRI JAYA", corporate_bank_no: "1300011112222" }, { name: "mutasi mandiri.csv", content: csv })
    ).json();
    expect(reply).toMatchObject({ status: false, inserted: 2 });
  });

  it("refuses a zip bomb and wrong magic bytes fast, with a clear message", async () => {
    const bomb = zipBomb();
    for (const [file, message] of [
      [bomb, /Conversion failed/],
      [Buffer.from("this is not a spreadsheet at all"), /Conversion failed|File harus/],
    ] as const) {
      const form = new FormData();
      form.append("myfile", new Blob([bytes(file)]), "statement.xlsx");
      const response = await checker.request("/api/uploadfixbnimobileformat", { method: "POST", body: form });
      expect(response.status).toBe(400);
      const refusal = (await response.json()).message as string;
      expect(refusal).toMatch(message);
      // refused by the guard as it reads the zip's directory, not by the worker's time limit
      expect(refusal).not.toMatch(/Waktu proses habis/);
    }
  });
});

function bytes(content: string | Buffer): string | Uint8Array<ArrayBuffer> {
  return typeof content === "string" ? content : new Uint8Array(content);
}

/** A KlikBCA Individual export for 2025 lines on one day, balance chain included. */
function bcaCsvFor(day: string, lines: [string, number][]): string {
  let balance = 1_000_000;
  const body = lines.map(([text, amount]) => {
    balance += amount;
    return `'${day},${text},'0000,${amount.toFixed(2)},CR,${balance.toFixed(2)}`;
  });
  return ["Account No.,=,'0111222333", "Name,=,PT CONTOH JAYA", "Currency,=,IDR", "", "Date,Description,Branch,Amount,,Balance", ...body].join("\n");
}
