import { WEBSITE_LENGTH } from "~/models/website";
import { requireApiUser } from "~/services/access";
import { handleApi, listReply, parseParams } from "~/services/http";
import { safeText } from "~/services/input-text";
import { apiPagingSchema } from "~/services/paging";
import { listTracking, SEARCH_MAX_LENGTH } from "~/services/tracking-log";
import type { Route } from "./+types/searchtracking";

const pathSchema = apiPagingSchema.extend({
  websiteCode: safeText(WEBSITE_LENGTH.website_code, { trim: true }),
  term: safeText(SEARCH_MAX_LENGTH, { trim: true }),
});

/**
 * GET /api/searchtracking/{websiteCode}/{term}/{pageSize}/{page}: as /api/tracking, only rows
 * whose username or activity contains the (URL-encoded) term, ignoring case.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const { websiteCode, term, ...paging } = parseParams(params, pathSchema);
    const { rows, total } = await listTracking(user, { website: websiteCode, search: term }, paging);
    return listReply(rows, total);
  });
}
