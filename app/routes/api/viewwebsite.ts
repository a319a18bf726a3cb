import { requireApiUser } from "~/services/auth/access.server";
import { handleApi, listReply, methodNotAllowed } from "~/services/http/api";
import { apiPagingSchema } from "~/services/http/paging";
import { listWebsites } from "~/services/websites/websites.server";
import type { Route } from "./+types/viewwebsite";

/** GET /api/viewwebsite/{pageSize}/{page} */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const paging = apiPagingSchema.parse(params);
    const { rows, total } = await listWebsites(user, paging);
    return listReply(rows, total);
  });
}

export const action = methodNotAllowed;
