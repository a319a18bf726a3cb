import { z } from "zod";
import { requireApiUser } from "~/services/auth/access.server";
import { handleApi, methodNotAllowed, readJsonBody } from "~/services/http/api";
import { WEBSITE_CREATED_MESSAGE } from "~/services/websites/messages";
import { createWebsite } from "~/services/websites/websites.server";
import type { Route } from "./+types/createwebsite";

const body = z.object({ website_name: z.string().optional(), website_code: z.string().optional() });

/** POST /api/createwebsite {website_name, website_code} */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request, ["ADMIN"]);
    const website = await createWebsite(user, await readJsonBody(request, body));
    return Response.json(
      { status: true, success: true, id: website.website_id, message: WEBSITE_CREATED_MESSAGE },
      { status: 201 },
    );
  });
}

export const loader = methodNotAllowed;
