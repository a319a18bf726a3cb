import { requireScreen } from "~/services/auth/access.server";
import { openReportExport, parseReportFile, reportExportFailureMessage } from "~/services/exports/report-export.server";
import { exportResponse } from "~/services/exports/view-export.server";
import { ServiceError } from "~/services/errors";
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
  const target = parseReportFile(url.pathname.split("/").pop());
  if (!target) return failurePage(`${EXPORT_FAILED_MESSAGE} File export tidak dikenal.`, 404, url);
  const user = await requireScreen(request, "/dataplayer");
  const query = url.searchParams;
  try {
    assertSafeText(query);
    const opened = await openReportExport(user, target.kind, target.format, {
      website: query.get("website") ?? "",
      start: query.get("start") ?? "",
      end: query.get("end") ?? "",
      username: query.get("search"),
    });
    return exportResponse(opened);
  } catch (error) {
    if (error instanceof ServiceError) return failurePage(reportExportFailureMessage(error), error.status, url);
    console.error("report export failed", error);
    return failurePage(EXPORT_FAILED_MESSAGE, 500, url);
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

function failurePage(message: string, status: number, url: URL): Response {
  const back = `/dataplayer${url.pathname.includes("gamesite") ? "?mode=gamesite" : ""}`;
  const html = `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(EXPORT_FAILED_MESSAGE)}</title></head><body style="font-family:sans-serif;padding:2rem"><p role="alert">${escapeHtml(message)}</p><p><a href="${back}">Kembali</a></p></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
