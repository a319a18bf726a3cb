import { requireApiUser } from "~/services/auth/access.server";
import { getConfig } from "~/services/config.server";
import { handleApi, methodNotAllowed } from "~/services/http/api";
import { readMultipartUpload } from "~/services/upload/ingest/multipart.server";
import { convertSpooled } from "~/services/upload/convert/convert-page.server";
import { findConvertChoice } from "~/services/upload/convert/convert-banks";
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

export const loader = methodNotAllowed;
