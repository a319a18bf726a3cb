import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { BoDeposit, UploadBatch } from "~/models/models.server";
import { seedWebsite } from "../support/db";
import { ADMIN, withServer } from "../support/fixture";

/**
 * Files as offices produce them: Excel's CSV on Windows is Windows-1252, where 0x93 0x94 0x96 are
 * “ ” –; a file put together from parts saved in two encodings is refused with its line; a
 * converted statement keeps its name's letters.
 */
const { clients: { admin } } = withServer({ seed: () => seedWebsite("ABC", "Alpha"), clients: { admin: ADMIN } });

const HEADER = "Ticket No,Req Date,App Date,Username,Fullname,Payment Type,Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Description,Reference,Status,Reason,Handler,Website,Player Ref,Player Own Ref";
const NAME = "JOSÉ “BUDI” – SANTOSO";

function boLine(ticket: string, fullName: string): string {
  return `${ticket},05/01/2025 10:00:00,,player${ticket},${fullName},BANK,150000,0,0,0,150000,BCA - 1234567890,BCA - 0111222333,,,PENDING,,,ABC,,`;
}

/** A BO export of `count` rows, `special` rows written by `write` into the bytes as they come. */
function boFile(prefix: string, count: number, special: Record<number, Buffer>, encode: (text: string) => Buffer): Buffer {
  const parts = [encode(`${HEADER}\r\n`)];
  for (let row = 1; row <= count; row++) parts.push(special[row] ?? encode(`${boLine(`${prefix}${row}`, `PLAYER ${row}`)}\r\n`));
  return Buffer.concat(parts);
}

const cp1252 = (text: string) => Buffer.from(text.replace(/“/g, "\x93").replace(/”/g, "\x94").replace(/–/g, "\x96"), "latin1");
const utf8 = (text: string) => Buffer.from(text);

function upload(path: string, fileName: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("myfile", new Blob([new Uint8Array(bytes)]), fileName);
  return admin.request(path, { method: "POST", body: form });
}

async function stored() {
  return { batches: await UploadBatch.count(), bo: await BoDeposit.count() };
}

describe("uploads in the encodings offices produce", () => {
  it("stores and shows a Windows-1252 name as Excel wrote it, also when it comes after the first 64 KB", async () => {
    // 2000 rows of ASCII first: the encoding shows only near the end of the file
    const bytes = boFile("CP", 2001, { 2001: cp1252(`${boLine("CP2001", NAME)}\r\n`) }, cp1252);
    expect(bytes.indexOf(0x93)).toBeGreaterThan(64 * 1024);
    const response = await upload("/api/checkdata", "BO José – Café.csv", bytes);
    const reply = await response.json();
    expect(response.status, JSON.stringify(reply)).toBe(200);
    expect(reply).toMatchObject({ status: false, inserted: 2001 });

    expect((await BoDeposit.findOne({ where: { ticket_no: "CP2001" } }))!.full_name).toBe(NAME);
    expect((await UploadBatch.findByPk(reply.batch_ids[0]))!.batch_file_name).toBe("BO José – Café.csv");
    const rows = await (await admin.get(`/api/searchbo/5-Jan-2025/ABC/all/string/${encodeURIComponent("“BUDI”")}/100/1`)).json();
    expect(rows.map((row: { full_name: string }) => row.full_name)).toEqual([NAME]);
  });

  it("refuses a UTF-8 file with a Windows-1252 line, naming the line, and stores nothing", async () => {
    const before = await stored();
    const bytes = boFile("MX", 2500, { 3: utf8(`${boLine("MX3", "JOSÉ SANTOSO")}\r\n`), 2400: cp1252(`${boLine("MX2400", NAME)}\r\n`) }, utf8);
    const response = await upload("/api/checkdata", "campur.csv", bytes);
    expect(response.status).toBe(400);
    // the header is line 1: row 2400 is on line 2401
    expect((await response.json()).message).toBe("❌ File mencampur beberapa encoding (baris 2401). Simpan ulang file sebagai CSV UTF-8.");
    expect(await stored()).toEqual(before);
  });

  it("refuses a Windows-1252 file with a UTF-8 line in the same way", async () => {
    const before = await stored();
    const bytes = boFile("MY", 50, { 2: cp1252(`${boLine("MY2", NAME)}\r\n`), 40: utf8(`${boLine("MY40", "BUDI 北京")}\r\n`) }, cp1252);
    const response = await upload("/api/checkdata", "campur.csv", bytes);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("❌ File mencampur beberapa encoding (baris 41). Simpan ulang file sebagai CSV UTF-8.");
    expect(await stored()).toEqual(before);
  });
});

describe("converted statements keep their names", () => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ["Tgl.", "Tgl. Val.", "Rincian Transaksi", "No. Referensi", "Debit", "Kredit", "Saldo", "Branch Code"],
      ["14/05/2025 04:12:26", "14/05/2025", "TRANSFER DARI SITI AMINAH", "REF001", 0, 125000, 1125000, "0001"],
    ]),
    "Sheet1",
  );
  const xlsx = XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;

  function savedName(response: Response): { ascii: string; name: string } {
    const header = response.headers.get("content-disposition") ?? "";
    const ascii = /filename="([^"]*)"/.exec(header)?.[1] ?? "";
    const encoded = /filename\*=UTF-8''([^;]*)/.exec(header)?.[1] ?? "";
    return { ascii, name: decodeURIComponent(encoded) };
  }

  it("answers the /api conversion with the name's letters", async () => {
    const response = await upload("/api/uploadfixmandiriformat", "Mutasi Café Ñ 北京.xlsx", xlsx);
    expect(response.status).toBe(200);
    expect(savedName(response)).toEqual({ ascii: "Mutasi Cafe N __.csv", name: "Mutasi Café Ñ 北京.csv" });
  });

  it("answers Convert Mutasi's own form (no scripts) with the name's letters", async () => {
    const csrf = await admin.csrfToken("/convert-mutasi?bank=mandiri");
    const response = await upload("/convert-mutasi/download?bank=mandiri", "Mutasi Café Ñ 北京.xlsx", xlsx, { csrf, bank: "mandiri" });
    expect(response.status).toBe(200);
    expect(savedName(response).name).toBe("Mutasi Café Ñ 北京.csv");
    expect(await response.text()).toContain("SITI AMINAH");
  });
});
