import { requireApiUser } from "~/services/access";
import { handleApi, listReply } from "~/services/http";
import { apiPagingSchema } from "~/services/paging";
import { listWhitelist } from "~/services/whitelist";
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
