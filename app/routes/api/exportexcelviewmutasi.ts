import { exportApiAction } from "~/services/exports/export-api.server";
import type { Route } from "./+types/exportexcelviewmutasi";

/** POST /api/exportexcelviewmutasi {date, status, group}: the mutasi-deposit view as .xlsx (docs/api.md) */
export async function action({ request }: Route.ActionArgs) {
  return exportApiAction(request, "mutasi-deposit", "xlsx");
}
