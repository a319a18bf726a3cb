import { requireScreen } from "~/services/auth/access.server";
import { openDaySummaryExport } from "~/services/day-close/day-summary-export.server";
import { dayHref } from "~/services/day-close/day-links";
import { ServiceError } from "~/services/errors";
import { exportFailurePage } from "~/services/exports/failure-page";
import { EXPORT_FAILED_MESSAGE, exportFailureMessage, exportResponse } from "~/services/exports/view-export.server";
import { assertSafeText } from "~/services/http/input-text";
import type { Route } from "./+types/export-day-summary";

/**
 * GET /export/tutuphari.csv|.xlsx?website=ABC&date=2025-05-14: the summary of a day (Tutup Hari)
 * as an attachment, from a plain link on the Tutup Hari page (works without scripts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const format = url.pathname.endsWith(".xlsx") ? "xlsx" : "csv";
  const user = await requireScreen(request, "/tutuphari");
  const website = url.searchParams.get("website") ?? "";
  const date = url.searchParams.get("date") ?? "";
  try {
    assertSafeText(url.searchParams);
    return exportResponse(await openDaySummaryExport(user, format, { website, date }));
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return exportFailurePage(EXPORT_FAILED_MESSAGE, exportFailureMessage(error), error.status, dayHref(website, date));
  }
}
