import { exportApiAction } from "~/services/exports/export-api.server";
import type { Route } from "./+types/exportcsvviewmutasi";

/** POST /api/exportcsvviewmutasi {date, status, group}: the mutasi-deposit view as .csv (docs/api.md) */
export async function action({ request }: Route.ActionArgs) {
  return exportApiAction(request, "mutasi-deposit", "csv");
}
