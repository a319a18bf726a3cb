import fs from "node:fs";
import { ServiceError, ValidationError } from "../../errors";
import { CONVERT_FAILED } from "../convert/convert-grid";
import { readSpreadsheet } from "../convert/convert.server";
import { sheetsToCsv } from "../convert/sheet-csv";
import { MESSAGES } from "../parsers/messages";
import type { UploadInput } from "../parsers/types";
import { readSpooled, type SpooledFile } from "./multipart.server";

/**
 * What an upload's bytes are, by their content and never by their name: banks deliver .xlsx,
 * BIFF .xls, HTML tables named .xls and CSV re-saved by anyone. A spreadsheet is opened by the
 * guarded worker Convert Mutasi uses (time, size and memory limits) and read as CSV text;
 * anything else goes to the CSV reader as it is, which refuses what is not text.
 */
const HEAD_BYTES = 4096;

export type UploadFileKind = "spreadsheet" | "text";

export function sniffUploadKind(head: Buffer): UploadFileKind {
  const starts = (bytes: readonly number[]) => head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte);
  if (starts([0x50, 0x4b, 0x03, 0x04]) || starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "spreadsheet";
  if (head.includes(0)) return "text";
  const text = head.toString("utf8").replace(/^\ufeff/, "").trimStart().toLowerCase();
  return /^<(?:!doctype html|html|table|\?xml[\s\S]*<workbook|workbook|\?mso)/.test(text) || (text.startsWith("<") && text.includes("<table")) ? "spreadsheet" : "text";
}

async function readHead(file: SpooledFile): Promise<Buffer> {
  const handle = await fs.promises.open(file.tempPath, "r");
  try {
    const buffer = Buffer.alloc(Math.min(HEAD_BYTES, file.size));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The upload's input for the parsers, as a function: a retried upload reads it again from the
 * start. A spreadsheet is read once, here, before any transaction begins.
 */
export async function uploadSource(file: SpooledFile, { spreadsheets }: { spreadsheets: boolean }): Promise<() => UploadInput> {
  if (!spreadsheets || sniffUploadKind(await readHead(file)) === "text") return () => readSpooled(file);
  let csv: string;
  try {
    const sheets = await readSpreadsheet(await fs.promises.readFile(file.tempPath), { handOver: true });
    const read = sheetsToCsv(sheets);
    if (!read) throw new ValidationError(MESSAGES.spreadsheetEmpty);
    csv = read.csv;
  } catch (error) {
    // the guard and the worker speak Convert Mutasi's words; the upload says it its own way
    if (error instanceof ServiceError && error.message.startsWith(CONVERT_FAILED)) {
      throw new ValidationError(MESSAGES.spreadsheetUnreadable(error.message.slice(CONVERT_FAILED.length).trim()));
    }
    throw error;
  }
  return () => csv;
}
