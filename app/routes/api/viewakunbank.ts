import { WEBSITE_LENGTH } from "~/models/website.server";
import { requireApiUser } from "~/services/auth/access.server";
import { listAkunBank } from "~/services/akun-bank/akun-bank.server";
import { handleApi, listReply, methodNotAllowed, parseParams } from "~/services/http/api";
import { safeText } from "~/services/http/input-text";
import { apiPagingSchema } from "~/services/http/paging";
import type { Route } from "./+types/viewakunbank";

/** `all` lists every website (ADMIN only; website codes are upper case, so a website coded ALL is still reachable). */
const ALL_WEBSITES = "all";

const pathSchema = apiPagingSchema.extend({ website: safeText(WEBSITE_LENGTH.website_code) });

/** GET /api/viewakunbank/{website}/{pageSize}/{page} */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const { website: asked, ...paging } = parseParams(params, pathSchema);
    const website = asked === ALL_WEBSITES && user.account_role === "ADMIN" ? null : asked;
    const { rows, total } = await listAkunBank(user, website, paging);
    return listReply(rows, total);
  });
}

export const action = methodNotAllowed;
