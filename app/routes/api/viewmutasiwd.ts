import { viewApiLoader } from "~/services/review/view-api.server";
import type { Route } from "./+types/viewmutasiwd";

/** GET /api/viewmutasiwd/{date}/{website}/{status}/{pageSize}/{page} (docs/api.md) */
export async function loader({ request, params }: Route.LoaderArgs) {
  return viewApiLoader(request, params, "mutasi-withdraw", false);
}
