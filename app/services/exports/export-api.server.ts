import { z } from "zod";
import { requireApiUser } from "../auth/access.server";
import { ServiceError } from "../errors";
import { handleApi, methodNotAllowed, readJsonBody } from "../http/api";
import type { ViewKind } from "../review/views.server";
import { EXPORT_ROLES, exportFailureMessage, exportResponse, openExport, parseExportFilters, type ExportFormat } from "./view-export.server";

/** {date: '05-Jan-2025', status: 'all' | 'approve' | 'pending', group: website code} */
const body = z.object({
  date: z.string().optional(),
  status: z.string().optional(),
  group: z.string().optional(),
});

/**
 * POST /api/exportcsvviewbo, /api/exportexcelviewbo, /api/exportcsvlviewbowd (sic),
 * /api/exportexcelviewbowd, /api/exportcsvviewmutasi, /api/exportexcelviewmutasi,
 * /api/exportcsvviewmutasiwd, /api/exportexcelviewmutasiwd: the file as an attachment (blob),
 * or {status: false, message: 'Export gagal. ...'} with 400/403 (401 without a session).
 */
export function exportApiAction(request: Request, kind: ViewKind, format: ExportFormat): Promise<Response> {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request, EXPORT_ROLES);
    const input = await readJsonBody(request, body);
    try {
      const filters = parseExportFilters({ website: input.group, status: input.status, date: input.date });
      return exportResponse(await openExport(user, kind, format, filters));
    } catch (error) {
      if (error instanceof ServiceError) {
        return Response.json({ status: false, message: exportFailureMessage(error) }, { status: error.status });
      }
      throw error;
    }
  });
}
