import { listAccounts } from "~/services/accounts/accounts.server";
import { requireApiUser } from "~/services/auth/access.server";
import { handleApi, listReply, methodNotAllowed, parseInput } from "~/services/http/api";
import { apiPagingSchema } from "~/services/http/paging";
import type { Route } from "./+types/alladminacc";

/**
 * GET /api/alladminacc/{pageSize}/{page}: every signed-in role (the spec's client also maps
 * account ids to names with it); ADMIN sees every account, a CHECKER those of their website,
 * a CS only their own. Never the password.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const paging = parseInput(apiPagingSchema, params);
    const { rows, total } = await listAccounts(user, paging);
    return listReply(rows, total);
  });
}

export const action = methodNotAllowed;
