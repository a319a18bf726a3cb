import { gameSiteApi } from "~/services/reports/report-api.server";
import type { Route } from "./+types/totaldataplayer";

/** GET /api/totaldataplayer/{site}/{start}/{end}/{pageSize}/{page}: the Game Site report (docs/api.md) */
export async function loader({ request, params }: Route.LoaderArgs) {
  return gameSiteApi(request, params);
}
