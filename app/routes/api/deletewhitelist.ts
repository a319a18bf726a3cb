import { requireApiUser } from "~/services/access";
import { handleApi, methodNotAllowed, parseId } from "~/services/http";
import { deleteWhitelist } from "~/services/whitelist";
import type { Route } from "./+types/deletewhitelist";

/** DELETE /api/deletewhitelist/{id} */
export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN"]);
    const entry = await deleteWhitelist(user, parseId(params.id), context.clientIp);
    return Response.json({ status: true, message: `IP ${entry.Whitelist_ip} berhasil dihapus dari whitelist.` });
  });
}
