import { viewApiLoader } from "~/services/review/view-api.server";
import type { Route } from "./+types/searchmutasi";

/** GET /api/searchmutasi/{date}/{website}/{status}/{mode}/{term}/{pageSize}/{page} (docs/api.md) */
export async function loader({ request, params }: Route.LoaderArgs) {
  return viewApiLoader(request, params, "mutasi-deposit", true);
}
