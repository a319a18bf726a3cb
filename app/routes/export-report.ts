import { requireScreen } from "~/services/auth/access.server";
import { exportOrFailurePage, unknownExportFile } from "~/services/exports/failure-page";
import { openReportExport, parseReportFile, reportExportFailureMessage } from "~/services/exports/report-export.server";
import { exportResponse } from "~/services/exports/view-export.server";
import { assertSafeText } from "~/services/http/input-text";
import { EXPORT_FAILED_MESSAGE } from "~/services/reports/report-range";

/**
 * GET /export/dataplayer.csv|.xlsx?website=ABC&start=2025-01-01&end=2025-01-05&search=andi and
 * GET /export/gamesite.csv|.xlsx?website=ABC&start=...&end=...: the Export CSV / Export Excel links
 * of the Data Player page, answered with Content-Disposition: attachment (works without
 * scripts). Registered as four static paths beside the review tables' /export/:file route, which
 * they outrank. Not signed in: /signin; a role that may not enter /dataplayer: /not-found; a
 * refusal (another website, End Date before Start Date): a short page 'Gagal export file. ...'
 * with the status, and no data.
 */
export async function loader({ request }: { request: Request }) {
  const url = new URL(request.url);
  const page = { title: EXPORT_FAILED_MESSAGE, back: `/dataplayer${url.pathname.includes("gamesite") ? "?mode=gamesite" : ""}`, reason: reportExportFailureMessage };
  const target = parseReportFile(url.pathname.split("/").pop());
  if (!target) return unknownExportFile(page);
  const user = await requireScreen(request, "/dataplayer");
  const query = url.searchParams;
  return exportOrFailurePage(page, async () => {
    assertSafeText(query);
    const opened = await openReportExport(user, target.kind, target.format, {
      website: query.get("website") ?? "",
      start: query.get("start") ?? "",
      end: query.get("end") ?? "",
      username: query.get("search"),
    });
    return exportResponse(opened);
  });
}
