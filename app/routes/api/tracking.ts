import { WEBSITE_LENGTH } from "~/models/website.server";
import { requireApiUser } from "~/services/auth/access.server";
import { handleApi, listReply, methodNotAllowed, parseParams } from "~/services/http/api";
import { safeText } from "~/services/http/input-text";
import { apiPagingSchema } from "~/services/http/paging";
import { listTracking } from "~/services/activity-log/log.server";
import type { Route } from "./+types/tracking";

const pathSchema = apiPagingSchema.extend({ websiteCode: safeText(WEBSITE_LENGTH.website_code, { trim: true }) });

/**
 * GET /api/tracking/{websiteCode}/{pageSize}/{page}: the log, newest first. ADMIN may name any
 * website or ALL (every website, rows without one included); a CHECKER only their own.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const { websiteCode, ...paging } = parseParams(params, pathSchema);
    const { rows, total } = await listTracking(user, { website: websiteCode }, paging);
    return listReply(rows, total);
  });
}

export const action = methodNotAllowed;
