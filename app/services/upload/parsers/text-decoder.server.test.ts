import { describe, expect, it } from "vitest";
import { ValidationError } from "~/services/errors";
import { parseStatementUpload } from "./parse.server";
import { CP1252, EncodingBreak, UploadTextDecoder, type StartEncoding } from "./text-decoder.server";

/** Every piece of text the decoder hands out, then its failure if one stopped it. */
function decode(chunks: readonly Uint8Array[], start: StartEncoding | null = null): { text: string; failure: EncodingBreak | null } {
  const decoder = new UploadTextDecoder(start);
  let text = "";
  for (const chunk of chunks) {
    text += decoder.write(chunk);
    if (decoder.failure) return { text, failure: decoder.failure };
  }
  text += decoder.end();
  return { text, failure: decoder.failure };
}

/** The bytes cut at the given offsets, as a stream would deliver them. */
function cut(bytes: Uint8Array, ...at: number[]): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  let from = 0;
  for (const to of [...at, bytes.length]) {
    pieces.push(bytes.subarray(from, to));
    from = to;
  }
  return pieces;
}

const WINDOWS_1252_HIGH: Record<number, string | null> = {
  0x80: "€", 0x81: null, 0x82: "‚", 0x83: "ƒ", 0x84: "„", 0x85: "…", 0x86: "†", 0x87: "‡",
  0x88: "ˆ", 0x89: "‰", 0x8a: "Š", 0x8b: "‹", 0x8c: "Œ", 0x8d: null, 0x8e: "Ž", 0x8f: null,
  0x90: null, 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x95: "•", 0x96: "–", 0x97: "—",
  0x98: "˜", 0x99: "™", 0x9a: "š", 0x9b: "›", 0x9c: "œ", 0x9d: null, 0x9e: "ž", 0x9f: "Ÿ",
};

describe("Windows-1252", () => {
  it.each(Object.entries(WINDOWS_1252_HIGH).map(([byte, char]) => [Number(byte).toString(16).toUpperCase(), Number(byte), char] as const))("reads byte 0x%s as Windows does", (_hex, byte, char) => {
    const { text, failure } = decode([Buffer.from([0x4a, 0x4f, byte, 0x20, 0x5a])]);
    if (char === null) {
      expect(failure?.kind).toBe("unreadable");
      expect(text).toBe("JO");
    } else {
      expect(failure).toBeNull();
      expect(text).toBe(`JO${char} Z`);
    }
    expect(CP1252[byte]).toBe(char);
  });

  it("reads the Latin-1 half as Latin-1 and a whole Excel name as written", () => {
    const name = "JOSÉ “BUDI” – SANTOSO ÀÑÜ ÿ";
    const bytes = Buffer.from(name.replace("“", "\x93").replace("”", "\x94").replace("–", "\x96"), "latin1");
    expect(decode([bytes])).toEqual({ text: name, failure: null });
    for (let byte = 0xa0; byte <= 0xff; byte++) expect(CP1252[byte]).toBe(String.fromCharCode(byte));
  });

  it("reads a file whose first accented letter comes after 64 KB, however it is cut", () => {
    const ascii = "x".repeat(70_000);
    const bytes = Buffer.concat([Buffer.from(ascii), Buffer.from([0xc9, 0x20, 0x93, 0x41, 0x92, 0x0a])]);
    const expected = `${ascii}É “A’\n`;
    for (const at of [70_000, 70_001, 70_002, 70_003]) expect(decode(cut(bytes, 65_536, at))).toEqual({ text: expected, failure: null });
  });
});

describe("Unicode files", () => {
  const text = "Tanggal,Nama\r\n05/01/2025,JOSÉ “BUDI” – SANTOSO 北京 😀\r\n";

  it("reads UTF-8 without a BOM, and with one (dropped), cut anywhere", () => {
    const utf8 = Buffer.from(text);
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]);
    for (let at = 1; at < utf8.length; at++) {
      expect(decode(cut(utf8, at))).toEqual({ text, failure: null });
      expect(decode(cut(withBom, at))).toEqual({ text, failure: null });
    }
    expect(decode(cut(withBom, 1, 2))).toEqual({ text, failure: null });
  });

  it.each([
    ["utf-16le", [0xff, 0xfe]],
    ["utf-16be", [0xfe, 0xff]],
  ] as const)("reads %s with its BOM, cut anywhere", (encoding, bom) => {
    const body = Buffer.from(text, "utf16le");
    if (encoding === "utf-16be") body.swap16();
    const bytes = Buffer.concat([Buffer.from(bom), body]);
    for (let at = 1; at < bytes.length; at += 3) expect(decode(cut(bytes, at), encoding)).toEqual({ text, failure: null });
  });

  it("stops a UTF-16 file at a half character", () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("AB", "utf16le"), Buffer.from([0x3d, 0xd8]), Buffer.from("C", "utf16le")]);
    expect(decode([bytes], "utf-16le")).toMatchObject({ text: "AB", failure: { kind: "unreadable" } });
  });

  it("stops at a byte of another encoding after UTF-8, and at UTF-8 after Windows-1252", () => {
    expect(decode([Buffer.from("café\n"), Buffer.from([0x41, 0x92, 0x42])])).toMatchObject({ text: "café\nA", failure: { kind: "mixed" } });
    expect(decode([Buffer.from([0x41, 0x93, 0x0a]), Buffer.from("é")])).toMatchObject({ text: "A“\n", failure: { kind: "mixed" } });
  });

  it("finds a UTF-8 character that a chunk boundary cuts in a Windows-1252 file", () => {
    const bytes = Buffer.concat([Buffer.from([0x41, 0x93, 0x0a]), Buffer.from("x".repeat(100)), Buffer.from("北")]);
    for (const at of [104, 105]) expect(decode(cut(bytes, at))).toMatchObject({ text: `A“\n${"x".repeat(100)}`, failure: { kind: "mixed" } });
  });
});

/** A statement template file of `count` lines after the header; line `badLine` (the header is line 1) starts with `bad`. */
function statement(count: number, badLine: number, bad: Buffer, good: (line: number) => Buffer): Buffer {
  const parts: Buffer[] = [Buffer.from("Tanggal,Nama Pengirim,Keterangan,Nominal\r\n")];
  for (let line = 2; line <= count + 1; line++) {
    parts.push(line === badLine ? bad : good(line), Buffer.from(",Setoran,150000\r\n"));
  }
  return Buffer.concat(parts);
}

function chunksOf(bytes: Buffer, size: number): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.subarray(at, at + size));
  return out;
}

async function refusal(input: Buffer[]): Promise<string> {
  try {
    await parseStatementUpload("gopay", input, { transaction: "depo" });
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
  throw new Error("the file was read");
}

const name = (text: string) => () => Buffer.from(`05/01/2025,${text}`);

describe("a file of mixed encodings is refused with its line", () => {
  it("a lone Windows-1252 byte among UTF-8 lines", async () => {
    const bytes = statement(20, 12, Buffer.from("05/01/2025,JOSE \x92BUDI", "latin1"), name("JOSÉ SANTOSO"));
    expect(await refusal([bytes])).toBe("❌ File mencampur beberapa encoding (baris 12). Simpan ulang file sebagai CSV UTF-8.");
  });

  it("past the first 64 KB, however the file is cut", async () => {
    const bytes = statement(3000, 2500, Buffer.from("05/01/2025,JOSE \x92BUDI", "latin1"), name("JOSÉ SANTOSO"));
    for (const size of [1000, 4096, 65_536, 256 * 1024]) {
      expect(await refusal(chunksOf(bytes, size))).toBe("❌ File mencampur beberapa encoding (baris 2500). Simpan ulang file sebagai CSV UTF-8.");
    }
  });

  it("UTF-8 after Windows-1252, also when a chunk cuts the UTF-8 character", async () => {
    const cp1252 = () => Buffer.from("05/01/2025,JOS\xc9 \x93BUDI\x94", "latin1");
    const bytes = statement(3000, 2800, Buffer.from("05/01/2025,BUDI 北京"), cp1252);
    const at = bytes.indexOf(Buffer.from("北")) + 1;
    expect(await refusal([bytes.subarray(0, at), bytes.subarray(at)])).toBe("❌ File mencampur beberapa encoding (baris 2800). Simpan ulang file sebagai CSV UTF-8.");
    expect(await refusal(chunksOf(bytes, 1000))).toBe("❌ File mencampur beberapa encoding (baris 2800). Simpan ulang file sebagai CSV UTF-8.");
  });

  it("a byte Windows-1252 has no character for", async () => {
    const bytes = statement(10, 7, Buffer.from("05/01/2025,JOS\x81", "latin1"), () => Buffer.from("05/01/2025,JOS\xc9", "latin1"));
    expect(await refusal([bytes])).toBe("❌ File berisi karakter yang tidak bisa dibaca (baris 7). Simpan ulang file sebagai CSV UTF-8.");
  });

  it("the line of a break that comes right after a line break, CR LF cut in two included", async () => {
    const bytes = Buffer.concat([Buffer.from("Tanggal,Nama Pengirim,Keterangan,Nominal\r\n05/01/2025,JOSÉ,Setoran,150000\r"), Buffer.from("\n\x92", "latin1")]);
    expect(await refusal(chunksOf(bytes, 70))).toMatch(/\(baris 3\)/);
    expect(await refusal([bytes])).toMatch(/\(baris 3\)/);
  });
});

describe("statements in the encodings offices produce", () => {
  it("reads the same names from UTF-8, UTF-16 and Windows-1252, when the accents come late too", async () => {
    const sender = "JOSÉ “BUDI” – SANTOSO";
    const lines = Array.from({ length: 2000 }, (_, index) => `05/01/2025,${index === 1999 ? sender : `PLAYER ${index}`},Setoran,150000`);
    const text = `Tanggal,Nama Pengirim,Keterangan,Nominal\r\n${lines.join("\r\n")}\r\n`;
    const cp1252 = Buffer.from(text.replace("“", "\x93").replace("”", "\x94").replace("–", "\x96"), "latin1");
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    for (const input of [Buffer.from(text), cp1252, utf16]) {
      const result = await parseStatementUpload("gopay", chunksOf(input, 4096), { transaction: "depo" });
      expect(result.problems).toEqual([]);
      expect(result.rows[1999].senderName).toBe("JOSÉ “BUDI” – SANTOSO");
    }
  });
});
