import { requireApiUser } from "~/services/access";
import { handleApi, listReply } from "~/services/http";
import { apiPagingSchema } from "~/services/paging";
import { listTracking } from "~/services/tracking-log";
import type { Route } from "./+types/searchtracking";

/**
 * GET /api/searchtracking/{websiteCode}/{term}/{pageSize}/{page}: as /api/tracking, only rows
 * whose username or activity contains the (URL-encoded) term, ignoring case.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const paging = apiPagingSchema.parse(params);
    const { rows, total } = await listTracking(user, { website: params.websiteCode, search: params.term }, paging);
    return listReply(rows, total);
  });
}
