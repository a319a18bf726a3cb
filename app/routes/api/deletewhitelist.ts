import { requireApiUser } from "~/services/auth/access.server";
import { handleApi, methodNotAllowed, parseId } from "~/services/http/api";
import { ipDeletedMessage } from "~/services/whitelist/messages";
import { deleteWhitelist } from "~/services/whitelist/whitelist.server";
import type { Route } from "./+types/deletewhitelist";

/** DELETE /api/deletewhitelist/{id} */
export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN"]);
    const entry = await deleteWhitelist(user, parseId(params.id), context.clientIp);
    return Response.json({ status: true, message: ipDeletedMessage(entry.Whitelist_ip) });
  });
}

export const loader = methodNotAllowed;
