import { exportApiAction } from "~/services/exports/export-api.server";
import type { Route } from "./+types/exportexcelviewbowd";

/** POST /api/exportexcelviewbowd {date, status, group}: the bo-withdraw view as .xlsx (docs/api.md) */
export async function action({ request }: Route.ActionArgs) {
  return exportApiAction(request, "bo-withdraw", "xlsx");
}
