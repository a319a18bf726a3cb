import { exportApiAction } from "~/services/exports/export-api.server";
import type { Route } from "./+types/exportcsvviewmutasiwd";

/** POST /api/exportcsvviewmutasiwd {date, status, group}: the mutasi-withdraw view as .csv (docs/api.md) */
export async function action({ request }: Route.ActionArgs) {
  return exportApiAction(request, "mutasi-withdraw", "csv");
}
