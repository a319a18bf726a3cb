import { requireApiUser } from "~/services/auth/access.server";
import { attachment, handleApi, methodNotAllowed } from "~/services/http/api";
import { TEMPLATE_FAILED_MESSAGE } from "~/services/upload/messages";
import { findTemplate, templateCsv } from "~/services/upload/parsers/templates";
import type { Route } from "./+types/template";

/** GET /api/template...: a CSV template as a download (a plain link works without scripts). */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const template = findTemplate(new URL(request.url).pathname);
    if (!template) return Response.json({ status: false, message: TEMPLATE_FAILED_MESSAGE }, { status: 404 });
    return attachment(templateCsv(template), template.fileName);
  });
}

export const action = methodNotAllowed;
