import { gameSiteExportApi } from "~/services/reports/report-api.server";
import type { Route } from "./+types/exportexceltotaldataplayer";

/** POST /api/exportexceltotaldataplayer {start, end, group}: the Game Site report as .xlsx (docs/api.md) */
export async function action({ request }: Route.ActionArgs) {
  return gameSiteExportApi(request, "xlsx");
}

export function loader() {
  return Response.json({ status: false, message: "Method not allowed" }, { status: 405 });
}
