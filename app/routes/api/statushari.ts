import { requireApiUser } from "~/services/auth/access.server";
import { dayStatus } from "~/services/day-close/day-close.server";
import { handleApi, methodNotAllowed } from "~/services/http/api";
import type { Route } from "./+types/statushari";

/** GET /api/statushari/{website}/{date}: open or closed, by whom, and what still blocks closing */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const user = await requireApiUser(request, ["ADMIN", "CHECKER", "CS"]);
    return Response.json({ status: true, data: await dayStatus(user, { website: params.website, date: params.date }) });
  });
}

export const action = methodNotAllowed;
