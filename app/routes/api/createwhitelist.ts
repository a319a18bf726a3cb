import { z } from "zod";
import { WHITELIST_LENGTH } from "~/models/whitelist-entry.server";
import { requireApiUser } from "~/services/auth/access.server";
import { handleApi, methodNotAllowed, readJsonBody } from "~/services/http/api";
import { safeText } from "~/services/http/input-text";
import { ipAddedMessage } from "~/services/whitelist/messages";
import { createWhitelist } from "~/services/whitelist/whitelist.server";
import type { Route } from "./+types/createwhitelist";

const body = z.object({ whitelist_ip: safeText(WHITELIST_LENGTH.Whitelist_ip, { trim: true }).optional() });

/** POST /api/createwhitelist {whitelist_ip}: the new entry is active and admits at once. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN"]);
    const entry = await createWhitelist(user, await readJsonBody(request, body), context.clientIp);
    return Response.json(
      { status: true, success: true, id: entry.Whitelist_id, message: ipAddedMessage(entry.Whitelist_ip) },
      { status: 201 },
    );
  });
}

export const loader = methodNotAllowed;
