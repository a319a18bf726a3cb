import { WEBSITE_LENGTH } from "~/models/website.server";
import { requireApiUser } from "~/services/auth/access.server";
import { handleApi, listReply, methodNotAllowed, parseParams } from "~/services/http/api";
import { safeText } from "~/services/http/input-text";
import { apiPagingSchema } from "~/services/http/paging";
import { listTracking, SEARCH_MAX_LENGTH } from "~/services/activity-log/log.server";
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

export const action = methodNotAllowed;
