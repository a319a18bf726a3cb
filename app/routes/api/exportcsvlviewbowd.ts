import { exportApiAction } from "~/services/exports/export-api.server";
import type { Route } from "./+types/exportcsvlviewbowd";

/** POST /api/exportcsvlviewbowd {date, status, group}: the bo-withdraw view as .csv (docs/api.md) */
export async function action({ request }: Route.ActionArgs) {
  return exportApiAction(request, "bo-withdraw", "csv");
}
