import { exportApiAction } from "~/services/exports/export-api.server";
import type { Route } from "./+types/exportexcelviewbo";

/** POST /api/exportexcelviewbo {date, status, group}: the bo-deposit view as .xlsx (docs/api.md) */
export async function action({ request }: Route.ActionArgs) {
  return exportApiAction(request, "bo-deposit", "xlsx");
}
