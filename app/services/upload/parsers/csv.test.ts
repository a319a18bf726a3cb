import { describe, expect, it } from "vitest";
import { ValidationError } from "~/services/errors";
import { CsvTokenizer, tokenize, type CsvRecord } from "./csv";

const cells = (records: CsvRecord[]) => records.map((record) => record.cells);

describe("CSV records with their line numbers", () => {
  it("reads quoted fields with delimiters, quotes and line breaks", () => {
    const text = 'a,"b,c","say ""hi""",\r\n"multi\nline",x,y\n';
    const records = tokenize(text, ",");
    expect(cells(records)).toEqual([
      ["a", "b,c", 'say "hi"', ""],
      ["multi\nline", "x", "y"],
    ]);
    expect(records.map((record) => record.line)).toEqual([1, 2]);
  });

  it("counts lines across CRLF, LF and lone CR, and inside quotes", () => {
    const records = tokenize('h1,h2\r\n"a\r\nb",c\rd,e\n\nf,g', ",");
    expect(records.map((record) => [record.line, record.cells[0]])).toEqual([
      [1, "h1"],
      [2, "a\r\nb"],
      [4, "d"],
      [5, ""],
      [6, "f"],
    ]);
  });

  it("treats a quote inside an unquoted field as text (KlikBCA descriptions)", () => {
    expect(cells(tokenize('x,TV 32" LED,1\n', ","))).toEqual([["x", 'TV 32" LED', "1"]]);
    expect(cells(tokenize('"abc"def,1\n', ","))).toEqual([["abcdef", "1"]]);
  });

  it("gives the same records whatever the chunking", () => {
    const text = 'Tanggal;Keterangan;Nominal\r\n"05/01/2025";"TRF ""A"";\r\nB";"1.000,00"\r\n06/01/2025;X;2\r\n';
    const whole = tokenize(text, ";");
    for (let size = 1; size <= 7; size++) {
      const tokenizer = new CsvTokenizer(";");
      const out: CsvRecord[] = [];
      for (let at = 0; at < text.length; at += size) tokenizer.push(text.slice(at, at + size), out);
      tokenizer.end(out);
      expect(out).toEqual(whole);
    }
  });

  it("refuses a quote that is never closed", () => {
    expect(() => tokenize('a,"never closed\nb,c\n', ",")).toThrow(ValidationError);
    expect(() => tokenize('a,"never closed\nb,c\n', ",")).toThrow(/baris 1 tidak ditutup/);
  });
});
