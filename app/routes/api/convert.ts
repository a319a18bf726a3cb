import { requireApiUser } from "~/services/access";
import { getConfig } from "~/services/config";
import { handleApi, methodNotAllowed } from "~/services/http";
import { readMultipartUpload } from "~/services/ingest/multipart";
import { convertSpooled } from "~/services/convert-page";
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
      return await convertSpooled(upload, choice?.key ?? "");
    } finally {
      upload.cleanup();
    }
  });
}
