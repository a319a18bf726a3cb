import { ValidationError } from "~/services/errors";
import { formatSize } from "../parsers/messages";

/**
 * An uploaded spreadsheet is untrusted: before any parser sees it, check what it is by its first
 * bytes, and for a ZIP (.xlsx) read the central directory to refuse archives that would unpack
 * into too many or too large entries (a zip bomb is refused here in microseconds, without
 * inflating a byte). Sizes in the directory can lie; the worker checks the real ones.
 */
export type SpreadsheetKind = "xlsx" | "xls" | "html" | "text";

export interface SpreadsheetLimits {
  maxBytes: number;
  maxEntries: number;
  maxUncompressedBytes: number;
  /** uncompressed / compressed, for entries large enough to matter */
  maxRatio: number;
}

export const DEFAULT_SPREADSHEET_LIMITS: SpreadsheetLimits = {
  maxBytes: 50 * 1024 * 1024,
  maxEntries: 1000,
  maxUncompressedBytes: 256 * 1024 * 1024,
  maxRatio: 200,
};

/** Entries under this size are not judged by their ratio (tiny XML parts compress absurdly well). */
const RATIO_FLOOR = 1024 * 1024;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

function refuse(reason: string): never {
  throw new ValidationError(`❌ Conversion failed. ${reason}`);
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;

function u64(buffer: Buffer, at: number): number {
  const value = buffer.readBigUInt64LE(at);
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
}

/** The entries of a ZIP's central directory, without inflating anything. */
export function zipEntries(buffer: Buffer): ZipEntry[] {
  const floor = Math.max(0, buffer.length - 22 - 0xffff);
  let eocd = -1;
  for (let at = buffer.length - 22; at >= floor; at--) {
    if (buffer.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) refuse("File .xlsx rusak (direktori ZIP tidak ditemukan).");

  let count = buffer.readUInt16LE(eocd + 10);
  let size = buffer.readUInt32LE(eocd + 12);
  let offset = buffer.readUInt32LE(eocd + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || buffer.readUInt32LE(locator) !== ZIP64_LOCATOR) refuse("File .xlsx rusak (ZIP64 tidak lengkap).");
    const zip64 = u64(buffer, locator + 8);
    if (zip64 + 56 > buffer.length || buffer.readUInt32LE(zip64) !== ZIP64_EOCD) refuse("File .xlsx rusak (ZIP64 tidak lengkap).");
    count = u64(buffer, zip64 + 32);
    size = u64(buffer, zip64 + 40);
    offset = u64(buffer, zip64 + 48);
  }
  if (offset + size > buffer.length) refuse("File .xlsx rusak (direktori ZIP di luar file).");

  const entries: ZipEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== CENTRAL) refuse("File .xlsx rusak (entri ZIP tidak terbaca).");
    const method = buffer.readUInt16LE(at + 10);
    let compressedSize = buffer.readUInt32LE(at + 20);
    let uncompressedSize = buffer.readUInt32LE(at + 24);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    let localHeaderOffset = buffer.readUInt32LE(at + 42);
    const name = buffer.toString("utf8", at + 46, at + 46 + nameLength);
    // ZIP64 sizes live in extra field 0x0001, in this order, only for the fields that overflowed
    let extra = at + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = buffer.readUInt16LE(extra);
      const length = buffer.readUInt16LE(extra + 2);
      if (id === 0x0001) {
        let field = extra + 4;
        const end = field + length;
        if (uncompressedSize === 0xffffffff && field + 8 <= end) {
          uncompressedSize = u64(buffer, field);
          field += 8;
        }
        if (compressedSize === 0xffffffff && field + 8 <= end) {
          compressedSize = u64(buffer, field);
          field += 8;
        }
        if (localHeaderOffset === 0xffffffff && field + 8 <= end) localHeaderOffset = u64(buffer, field);
      }
      extra += 4 + length;
    }
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function startsWith(buffer: Buffer, bytes: readonly number[]): boolean {
  return buffer.length >= bytes.length && bytes.every((byte, index) => buffer[index] === byte);
}

/** What the bytes are; throws ValidationError for anything that is not a spreadsheet we will open. */
export function inspectSpreadsheet(buffer: Buffer, limits: SpreadsheetLimits = DEFAULT_SPREADSHEET_LIMITS): { kind: SpreadsheetKind; entries: ZipEntry[] } {
  if (buffer.length === 0) refuse("File kosong.");
  if (buffer.length > limits.maxBytes) refuse(`File terlalu besar (maksimal ${formatSize(limits.maxBytes)}).`);

  if (startsWith(buffer, [0x50, 0x4b, 0x03, 0x04])) {
    const entries = zipEntries(buffer);
    checkZip(entries, limits);
    if (!entries.some((entry) => entry.name === "[Content_Types].xml")) refuse("File ZIP ini bukan file Excel (.xlsx).");
    return { kind: "xlsx", entries };
  }
  if (startsWith(buffer, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { kind: "xls", entries: [] };

  // bank portals serve HTML tables (and old SpreadsheetML) named .xls; some serve plain text
  const head = buffer.subarray(0, 64 * 1024);
  if (head.includes(0)) refuse("Isi file bukan Excel (.xls/.xlsx).");
  const text = head.toString("utf8").replace(/^\ufeff/, "").trimStart().toLowerCase();
  if (text.startsWith("<")) {
    if (/<table|<\?xml[\s\S]*<workbook|<workbook/.test(text)) return { kind: "html", entries: [] };
    refuse("Isi file bukan Excel (.xls/.xlsx).");
  }
  return { kind: "text", entries: [] };
}

function checkZip(entries: readonly ZipEntry[], limits: SpreadsheetLimits): void {
  if (entries.length > limits.maxEntries) refuse(`File .xlsx berisi terlalu banyak bagian (${entries.length}).`);
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > limits.maxUncompressedBytes) refuse("File .xlsx terlalu besar setelah dibuka (kemungkinan zip bomb).");
    if (entry.uncompressedSize > RATIO_FLOOR) {
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (ratio > limits.maxRatio) refuse("Rasio kompresi file .xlsx tidak wajar (kemungkinan zip bomb).");
    }
    if (entry.method !== 0 && entry.method !== 8) refuse("File .xlsx memakai kompresi yang tidak didukung.");
  }
}
