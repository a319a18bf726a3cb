import fs from "node:fs";
import { getConfig } from "../../config.server";
import { assertCsrf } from "../../auth/csrf.server";
import { ServiceError } from "../../errors";
import { attachment } from "../../http/api";
import { readMultipartUpload, type MultipartUpload } from "../ingest/multipart.server";
import type { SessionUser } from "../../auth/session.server";
import { convertSpreadsheet } from "./convert.server";
import { CONVERT_FAILED } from "./convert-grid";

export const CONVERT_FAILED_MESSAGE = CONVERT_FAILED;

/** Converts the spooled `myfile` of an upload for a bank and answers the CSV as a download. */
export async function convertSpooled(upload: MultipartUpload, bank: string): Promise<Response> {
  const file = upload.file && (upload.file.size > 0 || upload.file.name) ? upload.file : null;
  const buffer = file && file.size > 0 ? await fs.promises.readFile(file.tempPath) : file ? Buffer.alloc(0) : null;
  const result = await convertSpreadsheet(bank, buffer, file?.name ?? "", { handOver: true });
  return attachment(result.csv, result.fileName);
}

/**
 * Convert Mutasi's own form (no scripts): `bank` (bni-mobile, mandiri, qris), the CSRF field and
 * one .xls/.xlsx in `myfile`; answered with the CSV (same base name) as an attachment. Throws
 * the spec's messages ('❌ Please select a bank and file.', '❌ File harus .xls atau .xlsx',
 * '❌ Conversion failed. <reason>') as ServiceErrors, and a 403 Response for a bad CSRF field.
 */
export async function convertPageUpload(_user: SessionUser, request: Request): Promise<Response> {
  const upload = await readMultipartUpload(request, getConfig().UPLOAD_MAX_BYTES);
  try {
    const form = new FormData();
    for (const [key, value] of Object.entries(upload.fields)) form.append(key, value);
    await assertCsrf(form, request);
    return await convertSpooled(upload, upload.fields.bank ?? "");
  } finally {
    upload.cleanup();
  }
}

/** The page's message for a failed conversion (anything unexpected: '❌ Conversion failed.'). */
export function convertFailure(error: unknown): { message: string; status: number } {
  if (error instanceof Response) throw error;
  if (error instanceof ServiceError) return { message: error.message, status: error.status };
  console.error(error);
  return { message: CONVERT_FAILED_MESSAGE, status: 500 };
}
