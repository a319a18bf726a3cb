import { requireApiUser } from "~/services/auth/access.server";
import { getConfig } from "~/services/config.server";
import { handleApi, methodNotAllowed } from "~/services/http/api";
import { assertSafeText } from "~/services/http/input-text";
import { ingestUpload } from "~/services/upload/ingest/ingest.server";
import { readMultipartUpload } from "~/services/upload/ingest/multipart.server";
import type { Route } from "./+types/upload";

/**
 * Every upload path of spec section 7 (the registry lists them; app/routes.ts registers each
 * to this module): POST multipart with the file in `myfile` and the choice's fields.
 */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const upload = await readMultipartUpload(request, getConfig().UPLOAD_MAX_BYTES);
    try {
      // the fields and the file's name are stored (batch, log) as sent
      assertSafeText({ ...upload.fields, myfile: upload.file?.name ?? "" });
      const reply = await ingestUpload({ user, path: new URL(request.url).pathname, fields: upload.fields, file: upload.file });
      return Response.json(reply);
    } finally {
      upload.cleanup();
    }
  });
}

export const loader = methodNotAllowed;
