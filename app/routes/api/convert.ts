import fs from "node:fs";
import { requireApiUser } from "~/services/access";
import { getConfig } from "~/services/config";
import { handleApi, methodNotAllowed } from "~/services/http";
import { readMultipartUpload } from "~/services/ingest/multipart";
import { convertSpreadsheet } from "~/services/uploads/convert";
import { findConvertChoice } from "~/services/uploads/convert-banks";
import type { Route } from "./+types/convert";

/**
 * POST /api/uploadfixbnimobileformat, /api/uploadfixmandiriformat, /api/uploadfixqrisformat:
 * one .xls/.xlsx in `myfile`, answered with the CSV (same base name) in the upload template's format.
 */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const choice = findConvertChoice(new URL(request.url).pathname);
    const upload = await readMultipartUpload(request, getConfig().UPLOAD_MAX_BYTES);
    try {
      const buffer = upload.file ? await fs.promises.readFile(upload.file.tempPath) : null;
      const result = await convertSpreadsheet(choice?.key ?? "", buffer, upload.file?.name ?? "");
      return csvAttachment(result.csv, result.fileName);
    } finally {
      await upload.cleanup();
    }
  });
}

export function csvAttachment(csv: string, fileName: string): Response {
  const safe = fileName.replace(/["\\\r\n]/g, "_");
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
}
