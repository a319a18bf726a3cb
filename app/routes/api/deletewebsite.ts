import { requireApiUser } from "~/services/auth/access.server";
import { handleApi, methodNotAllowed, parseId } from "~/services/http/api";
import { websiteDeletedMessage } from "~/services/websites/messages";
import { deleteWebsite } from "~/services/websites/websites.server";
import type { Route } from "./+types/deletewebsite";

/** DELETE /api/deletewebsite/{id} */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN"]);
    const website = await deleteWebsite(user, parseId(params.id));
    return Response.json({ status: true, message: websiteDeletedMessage(website) });
  });
}

export const loader = methodNotAllowed;
