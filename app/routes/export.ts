import { requireScreen } from "~/services/auth/access.server";
import { exportOrFailurePage, unknownExportFile } from "~/services/exports/failure-page";
import {
  EXPORT_FAILED_MESSAGE,
  exportFailureMessage,
  exportResponse,
  openExport,
  parseExportFile,
  parseExportFilters,
  screenOf,
} from "~/services/exports/view-export.server";
import { assertSafeText } from "~/services/http/input-text";
import type { Route } from "./+types/export";

/**
 * GET /export/{viewbo|viewbowd|viewmutasi|viewmutasiwd}.{csv|xlsx}?website=ABC&status=all&date=2025-01-05
 * The Export CSV / Export Excel links of View BO and View Mutasi: a plain link answered with
 * Content-Disposition: attachment, so it works without scripts. Not signed in: /signin; a role
 * that may not see the screen: /not-found; a refusal (another website, incomplete filters):
 * a short page 'Export gagal. ...' with the status, and no data.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = { title: EXPORT_FAILED_MESSAGE, back: request.url.includes("/export/viewmutasi") ? "/view-mutasi" : "/view-bo", reason: exportFailureMessage };
  const target = parseExportFile(params.file);
  if (!target) return unknownExportFile(page);
  const user = await requireScreen(request, screenOf(target.kind));
  const query = new URL(request.url).searchParams;
  return exportOrFailurePage(page, async () => {
    assertSafeText(query);
    const filters = parseExportFilters({ website: query.get("website") ?? "", status: query.get("status") ?? "", date: query.get("date") ?? "" });
    return exportResponse(await openExport(user, target.kind, target.format, filters));
  });
}
