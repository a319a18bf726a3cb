import { exportApiAction } from "~/services/exports/export-api.server";
import type { Route } from "./+types/exportexcelviewmutasiwd";

/** POST /api/exportexcelviewmutasiwd {date, status, group}: the mutasi-withdraw view as .xlsx (docs/api.md) */
export async function action({ request }: Route.ActionArgs) {
  return exportApiAction(request, "mutasi-withdraw", "xlsx");
}
