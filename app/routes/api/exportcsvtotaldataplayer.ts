import { gameSiteExportApi } from "~/services/reports/report-api.server";
import type { Route } from "./+types/exportcsvtotaldataplayer";

/** POST /api/exportcsvtotaldataplayer {start, end, group}: the Game Site report as .csv (docs/api.md) */
export async function action({ request }: Route.ActionArgs) {
  return gameSiteExportApi(request, "csv");
}

export function loader() {
  return Response.json({ status: false, message: "Method not allowed" }, { status: 405 });
}
