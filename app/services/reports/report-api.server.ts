import { z } from "zod";
import { requireApiUser } from "../auth/access.server";
import { ServiceError, ValidationError } from "../errors";
import { openReportExport, REPORT_EXPORT_ROLES, reportExportFailureMessage } from "../exports/report-export.server";
import { exportResponse, type ExportFormat } from "../exports/view-export.server";
import { handleApi, methodNotAllowed, parseInput, readJsonBody } from "../http/api";
import { assertSafeText } from "../http/input-text";
import { lastPage } from "../http/paging";
import { gameSiteReport, playerReport, type PlayerRow } from "./reports.server";
import { formatSpecDate } from "../spec-date";

/**
 * The /api side of the Data Player page (spec section 7 "Data player" and "Exports"), served by
 * the same reports service as the page. Roles: CS, CHECKER, ADMIN; CHECKER and CS only their
 * own website (another is a 403 with no data).
 */

const pagingSchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(1000),
  page: z.coerce.number().int().min(1),
});

const rupiah = (cents: number) => cents / 100;
const wireDate = (iso: string) => formatSpecDate(iso, { padDay: true });

function detailOf(row: PlayerRow) {
  return {
    date: wireDate(row.date),
    handler: row.handler,
    username: row.username,
    website: row.website,
    player_bank_name: row.player_bank_name,
    player_bank_no: row.player_bank_no,
    deposit: rupiah(row.deposit),
    withdraw: rupiah(row.withdraw),
    type: row.type,
    id: row.id,
  };
}

/** The caller, the page and the period of a report request, once its text is known to be safe. */
async function reportQuery(request: Request, params: Record<string, string | undefined>) {
  const user = await requireApiUser(request, REPORT_EXPORT_ROLES);
  assertSafeText(params);
  return { user, paging: parseInput(pagingSchema, params), start: params.start ?? "", end: params.end ?? "" };
}

/** GET /api/dataplayer/... and /api/searchdataplayer/{username}/...: a page of rows and the card totals. */
export function dataPlayerApi(request: Request, params: Record<string, string | undefined>): Promise<Response> {
  return handleApi(async () => {
    const { user, paging, start, end } = await reportQuery(request, params);
    const { rows, totals } = await playerReport(user, { website: params.website ?? "", start, end, username: params.username ?? null }, paging);
    return Response.json({
      details: rows.map(detailOf),
      last_page: lastPage(totals.totalTransactions, paging.pageSize),
      page: paging.page,
      total_deposit: rupiah(totals.totalDeposit),
      total_withdraw: rupiah(totals.totalWithdraw),
      balance: rupiah(totals.balance),
      total_transactions: totals.totalTransactions,
      all_data: totals.totalTransactions,
    });
  });
}

/** GET /api/totaldataplayer/{site}/{start}/{end}/{pageSize}/{page}: the Game Site report. */
export function gameSiteApi(request: Request, params: Record<string, string | undefined>): Promise<Response> {
  return handleApi(async () => {
    const { user, paging, start, end } = await reportQuery(request, params);
    const { days, totalDays, totals } = await gameSiteReport(user, { website: params.site ?? "", start, end }, paging);
    return Response.json({
      details: days.map((day) => ({
        date: wireDate(day.date),
        total_deposit: rupiah(day.totalDeposit),
        total_withdraw: rupiah(day.totalWithdraw),
        total_transactions: day.totalTransactions,
        balance: rupiah(day.balance),
      })),
      grand_total_deposit: rupiah(totals.totalDeposit),
      grand_total_withdraw: rupiah(totals.totalWithdraw),
      total_balance: rupiah(totals.balance),
      grand_total_transactions: totals.totalTransactions,
      last_page: lastPage(totalDays, paging.pageSize),
      page: paging.page,
      all_data: totalDays,
    });
  });
}

const exportBody = z.object({
  start: z.string().optional(),
  end: z.string().optional(),
  group: z.string().optional(),
});

/**
 * POST /api/exportcsvtotaldataplayer and /api/exportexceltotaldataplayer {start, end, group}:
 * the Game Site report of `group` as an attachment, or {status: false, message: 'Gagal export
 * file. ...'} with 400/403 (401 without a session).
 */
export function gameSiteExportApi(request: Request, format: ExportFormat): Promise<Response> {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request, REPORT_EXPORT_ROLES);
    const input = await readJsonBody(request, exportBody);
    try {
      if (!input.group?.trim()) throw new ValidationError("Website wajib dipilih.");
      const opened = await openReportExport(user, "gamesite", format, {
        website: input.group ?? "",
        start: input.start ?? "",
        end: input.end ?? "",
      });
      return exportResponse(opened);
    } catch (error) {
      if (error instanceof ServiceError) {
        return Response.json({ status: false, message: reportExportFailureMessage(error) }, { status: error.status });
      }
      console.error("game site export failed", error);
      return Response.json({ status: false, message: reportExportFailureMessage(error) }, { status: 500 });
    }
  });
}
