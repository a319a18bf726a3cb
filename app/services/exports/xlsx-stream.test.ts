import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readZip } from "../../../tests/support/zip";
import * as XLSX from "xlsx";
import type { CellValue } from "./cells";
import { csvStream } from "./csv-stream";
import { columnLetters, escapeXml, xlsxStream } from "./xlsx-stream.server";
import { zipStream } from "./zip-stream.server";

async function collect(stream: AsyncIterable<Uint8Array>): Promise<{ bytes: Buffer; chunks: number }> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk));
  return { bytes: Buffer.concat(parts), chunks: parts.length };
}

async function* batchesOf(rows: CellValue[][], size: number): AsyncGenerator<CellValue[][]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

describe("zipStream", () => {
  it("writes an archive unzip accepts, with a streamed entry made of several deflate runs", async () => {
    async function* chunks() {
      for (let i = 0; i < 50; i++) yield `line ${i} ${"x".repeat(i * 97)}\n`;
    }
    const { bytes } = await collect(
      zipStream([
        { name: "a.txt", data: "hello" },
        { name: "dir/b.txt", data: chunks() },
        { name: "empty.txt", data: "" },
      ]),
    );
    const files = readZip(bytes);
    expect(files.get("a.txt")!.toString()).toBe("hello");
    const expected = Array.from({ length: 50 }, (_, i) => `line ${i} ${"x".repeat(i * 97)}\n`).join("");
    expect(files.get("dir/b.txt")!.toString()).toBe(expected);
    expect(files.get("empty.txt")!.length).toBe(0);
    // and Info-ZIP's own test of the archive
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "zip-")), "t.zip");
    fs.writeFileSync(file, bytes);
    if (fs.existsSync("/usr/bin/unzip")) {
      expect(execFileSync("/usr/bin/unzip", ["-t", file]).toString()).toContain("No errors detected");
    }
  });
});

describe("xlsxStream", () => {
  const headers = ["No", "Status", "Ket", "Depo Amount", "Fullname", "Note"];
  const rows: CellValue[][] = [
    [1, "Approved", "AUTO: mutasi #812, amount, name 0.94", 150000, "SITI <AMINAH> & co", null],
    [2, "Pending", "=HYPERLINK(\"http://evil\",\"x\")", 1234567.5, "+62 812", "@SUM(A1)"],
    [3, "Pending", "-2+3", -25000, "\tTAB", "\rCR"],
    [4, "Pending", "multi\nline \"quoted\"", 0, "Ünïcødé 名前 😀", "_x0041_ stays literal"],
    [5, "Pending", "bell\u0007char", 99.99, "", null],
  ];

  it("is read back by SheetJS with the right cells: text inline and neutralised, amounts as numbers", async () => {
    const { bytes } = await collect(xlsxStream(headers, batchesOf(rows, 2), { sheetName: "View BO Deposit" }));
    const workbook = XLSX.read(bytes, { type: "buffer" });
    expect(workbook.SheetNames).toEqual(["View BO Deposit"]);
    const sheet = workbook.Sheets["View BO Deposit"];
    expect(sheet["!ref"]).toBe("A1:F6");
    const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null, raw: true });
    expect(table[0]).toEqual(headers);
    expect(table[1]).toEqual([1, "Approved", "AUTO: mutasi #812, amount, name 0.94", 150000, "SITI <AMINAH> & co", null]);
    expect(table[2]).toEqual([2, "Pending", "'=HYPERLINK(\"http://evil\",\"x\")", 1234567.5, "'+62 812", "'@SUM(A1)"]);
    expect(table[3]).toEqual([3, "Pending", "'-2+3", -25000, "'\tTAB", "'\rCR"]);
    expect(table[4]).toEqual([4, "Pending", 'multi\nline "quoted"', 0, "Ünïcødé 名前 😀", "_x0041_ stays literal"]);
    expect(table[5]).toEqual([5, "Pending", "bell\u0007char", 99.99, null, null]);
    // no cell is a formula, amounts are numeric cells, text cells are strings
    for (const [ref, cell] of Object.entries(sheet)) {
      if (ref.startsWith("!")) continue;
      expect((cell as XLSX.CellObject).f).toBeUndefined();
    }
    expect(sheet.D3).toMatchObject({ t: "n", v: 1234567.5 });
    expect(sheet.C3).toMatchObject({ t: "s" });
  });

  it("is a valid ZIP whose parts are the minimal workbook", async () => {
    const { bytes } = await collect(xlsxStream(headers, batchesOf(rows, 10)));
    const files = readZip(bytes);
    expect([...files.keys()]).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/workbook.xml",
      "xl/_rels/workbook.xml.rels",
      "xl/styles.xml",
      "xl/worksheets/sheet1.xml",
    ]);
    const sheet = files.get("xl/worksheets/sheet1.xml")!.toString("utf8");
    expect(sheet).not.toContain("<f>");
    expect(sheet).toContain('<c r="C3" t="inlineStr"><is><t xml:space="preserve">\'=HYPERLINK(&quot;http://evil&quot;,&quot;x&quot;)</t></is></c>');
    expect(sheet).toContain('<c r="D3" s="3"><v>1234567.5</v></c>');
    expect(sheet).toContain('<c r="D2" s="2"><v>150000</v></c>');
  });

  it("streams: one deflate run per batch, and 30k rows come out in many chunks", async () => {
    const many: CellValue[][] = Array.from({ length: 30_000 }, (_, i) => [i + 1, "Pending", `note ${i}`, 10_000 + i, `PLAYER ${i}`, null]);
    const { bytes, chunks } = await collect(xlsxStream(headers, batchesOf(many, 1000)));
    expect(chunks).toBeGreaterThan(30);
    const sheet = XLSX.read(bytes, { type: "buffer" }).Sheets.Sheet1;
    expect(sheet["!ref"]).toBe("A1:F30001");
    expect(sheet.A30001.v).toBe(30_000);
    expect(sheet.D30001.v).toBe(10_000 + 29_999);
  });

  it("has an empty sheet (headers only) for no rows", async () => {
    const { bytes } = await collect(xlsxStream(headers, batchesOf([], 10)));
    const table = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(bytes, { type: "buffer" }).Sheets.Sheet1, { header: 1 });
    expect(table).toEqual([headers]);
  });

  it("names columns A..Z, AA.. and escapes XML", () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual(["A", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]);
    expect(escapeXml('a<b>&"c"\u0001_x0041_')).toBe("a&lt;b&gt;&amp;&quot;c&quot;_x0001__x005F_x0041_");
  });
});

describe("csvStream", () => {
  it("writes a BOM, CRLF lines, RFC 4180 quoting, neutralised text and plain numbers", async () => {
    const { bytes } = await collect(csvStream(headers(), batchesOf([[1, "=1+2", 150000.5, 'say "hi", ok', null, "-", "line\nbreak"]], 1)));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toBe(
      'No,Ket,Amount,Text,Empty,Dash,Multi\r\n1,\'=1+2,150000.5,"say ""hi"", ok",,\'-,"line\nbreak"\r\n',
    );
  });
  function headers() {
    return ["No", "Ket", "Amount", "Text", "Empty", "Dash", "Multi"];
  }
});
