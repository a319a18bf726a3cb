import { requireApiUser } from "~/services/auth/access.server";
import { handleApi, listReply, methodNotAllowed } from "~/services/http/api";
import { apiPagingSchema } from "~/services/http/paging";
import { listWhitelist } from "~/services/whitelist/whitelist.server";
import type { Route } from "./+types/viewwhitelist";

/** GET /api/viewwhitelist/{pageSize}/{page} */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const paging = apiPagingSchema.parse(params);
    const { rows, total } = await listWhitelist(user, paging);
    return listReply(rows, total);
  });
}

export const action = methodNotAllowed;
