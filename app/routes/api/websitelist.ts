import { requireApiUser } from "~/services/auth/access.server";
import { handleApi, methodNotAllowed } from "~/services/http/api";
import { websiteChoices } from "~/services/websites/websites.server";
import type { Route } from "./+types/websitelist";

/** GET /api/websitelist: [{website_id, website_name, website_code}], scoped to the caller's websites. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => Response.json(await websiteChoices(await requireApiUser(request))));
}

export const action = methodNotAllowed;
