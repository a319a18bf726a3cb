import { requireApiUser } from "~/services/access";
import { handleApi, listReply } from "~/services/http";
import { apiPagingSchema } from "~/services/paging";
import { listWebsites } from "~/services/websites";
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
