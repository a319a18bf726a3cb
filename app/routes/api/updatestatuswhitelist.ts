import { z } from "zod";
import { requireApiUser } from "~/services/auth/access.server";
import { flagSchema } from "~/services/http/flag";
import { handleApi, methodNotAllowed, parseId, readJsonBody } from "~/services/http/api";
import { ipStatusMessage } from "~/services/whitelist/messages";
import { setWhitelistStatus } from "~/services/whitelist/whitelist.server";
import type { Route } from "./+types/updatestatuswhitelist";

const body = z.object({ Whitelist_status: flagSchema });

/** PUT /api/updatestatuswhitelist/{id} {Whitelist_status} */
export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "PUT") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN"]);
    const id = parseId(params.id);
    const { Whitelist_status } = await readJsonBody(request, body);
    const entry = await setWhitelistStatus(user, id, Whitelist_status, context.clientIp);
    return Response.json({
      status: true,
      Whitelist_id: entry.Whitelist_id,
      Whitelist_status: entry.Whitelist_status,
      message: ipStatusMessage(entry.Whitelist_ip, Whitelist_status),
    });
  });
}

export const loader = methodNotAllowed;
