import { exportApiAction } from "~/services/exports/export-api.server";
import type { Route } from "./+types/exportcsvviewbo";

/** POST /api/exportcsvviewbo {date, status, group}: the bo-deposit view as .csv (docs/api.md) */
export async function action({ request }: Route.ActionArgs) {
  return exportApiAction(request, "bo-deposit", "csv");
}
