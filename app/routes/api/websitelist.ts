import { requireApiUser } from "~/services/access";
import { handleApi } from "~/services/http";
import { websiteChoices } from "~/services/websites";
import type { Route } from "./+types/websitelist";

/** GET /api/websitelist: [{website_id, website_name, website_code}], scoped to the caller's websites. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => Response.json(await websiteChoices(await requireApiUser(request))));
}
