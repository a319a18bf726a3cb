import { requireApiUser } from "~/services/access";
import { listAkunBank } from "~/services/akun-bank";
import { handleApi, listReply } from "~/services/http";
import { apiPagingSchema } from "~/services/paging";
import type { Route } from "./+types/viewakunbank";

/** `all` lists every website (ADMIN only; website codes are upper case, so a website coded ALL is still reachable). */
const ALL_WEBSITES = "all";

/** GET /api/viewakunbank/{website}/{pageSize}/{page} */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request, ["ADMIN", "CHECKER"]);
    const paging = apiPagingSchema.parse(params);
    const website = params.website === ALL_WEBSITES && user.account_role === "ADMIN" ? null : params.website;
    const { rows, total } = await listAkunBank(user, website, paging);
    return listReply(rows, total);
  });
}
