import { requireScreen } from "~/services/auth/access.server";
import { ServiceError } from "~/services/errors";
import { assertSafeText } from "~/services/http/input-text";
import {
  EXPORT_FAILED_MESSAGE,
  exportFailureMessage,
  exportResponse,
  openExport,
  parseExportFile,
  parseExportFilters,
  screenOf,
} from "~/services/exports/view-export.server";
import type { Route } from "./+types/export";

/**
 * GET /export/{viewbo|viewbowd|viewmutasi|viewmutasiwd}.{csv|xlsx}?website=ABC&status=all&date=2025-01-05
 * The Export CSV / Export Excel links of View BO and View Mutasi: a plain link answered with
 * Content-Disposition: attachment, so it works without scripts. Not signed in: /signin; a role
 * that may not see the screen: /not-found; a refusal (another website, incomplete filters):
 * a short page 'Export gagal. ...' with the status, and no data.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const target = parseExportFile(params.file);
  if (!target) return failurePage(`${EXPORT_FAILED_MESSAGE} File export tidak dikenal.`, 404, request);
  const user = await requireScreen(request, screenOf(target.kind));
  const query = new URL(request.url).searchParams;
  try {
    assertSafeText(query);
    const filters = parseExportFilters({ website: query.get("website") ?? "", status: query.get("status") ?? "", date: query.get("date") ?? "" });
    return exportResponse(await openExport(user, target.kind, target.format, filters));
  } catch (error) {
    if (error instanceof ServiceError) return failurePage(exportFailureMessage(error), error.status, request);
    console.error("export failed", error);
    return failurePage(EXPORT_FAILED_MESSAGE, 500, request);
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

function failurePage(message: string, status: number, request: Request): Response {
  const back = request.url.includes("/export/viewmutasi") ? "/view-mutasi" : "/view-bo";
  const html = `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(EXPORT_FAILED_MESSAGE)}</title></head><body style="font-family:sans-serif;padding:2rem"><p role="alert">${escapeHtml(message)}</p><p><a href="${back}">Kembali</a></p></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
