import { viewApiLoader } from "~/services/review/view-api.server";
import type { Route } from "./+types/viewbo";

/** GET /api/viewbo/{date}/{website}/{status}/{pageSize}/{page} (docs/api.md) */
export async function loader({ request, params }: Route.LoaderArgs) {
  return viewApiLoader(request, params, "bo-deposit", false);
}
