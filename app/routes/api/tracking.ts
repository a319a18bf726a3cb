import { requireApiUser } from "~/services/access";
import { handleApi, listReply } from "~/services/http";
import { apiPagingSchema } from "~/services/paging";
import { listTracking } from "~/services/tracking-log";
import type { Route } from "./+types/tracking";

/**
 * GET /api/tracking/{websiteCode}/{pageSize}/{page}: the log, newest first. ADMIN may name any
 * website or ALL (every website, rows without one included); a CHECKER only their own.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const paging = apiPagingSchema.parse(params);
    const { rows, total } = await listTracking(user, { website: params.websiteCode }, paging);
    return listReply(rows, total);
  });
}
