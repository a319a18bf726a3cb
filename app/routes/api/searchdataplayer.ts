import { dataPlayerApi } from "~/services/reports/report-api.server";
import type { Route } from "./+types/searchdataplayer";

/** GET /api/searchdataplayer/{username}/{website}/{start}/{end}/{pageSize}/{page} (docs/api.md) */
export async function loader({ request, params }: Route.LoaderArgs) {
  return dataPlayerApi(request, params);
}
