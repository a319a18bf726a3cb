import { z } from "zod";
import { requireApiUser } from "../auth/access.server";
import { approveBoRows, type ApprovalItem } from "./approvals.server";
import { NothingChanged } from "./bo-rows.server";
import { deleteBoRows } from "./delete-rows.server";
import { ValidationError } from "../errors";
import { handleApi, listReply, methodNotAllowed, readJsonBody } from "../http/api";
import { assertSafeText, checkText } from "../http/input-text";
import { toCents } from "../money";
import { apiPagingSchema } from "../http/paging";
import { formatSpecDate, parseSpecDate } from "../spec-date";
import { listView, parseViewStatus, SEARCH_TERM_MAX, type SearchMode, type ViewFilters, type ViewKind } from "./views.server";
import { normaliseWebsiteCode } from "../websites/website-code";
import type { Direction } from "./ledger-direction";
import { LEDGERS } from "./ledgers";
import { shownVerdicts } from "../matching/verdicts.server";

/**
 * The /api side of View BO and View Mutasi (spec section 7 "BO and mutasi views"): path
 * parameters read the same way everywhere, rows with the spec's field names, and the
 * approve/delete bodies handed to the one approvals service.
 */

/** Spec route table: the view pages are CHECKER and ADMIN; so are their calls. */
export const VIEW_API_ROLES = ["ADMIN", "CHECKER"] as const;

/**
 * A stored row with the spec's field names: money as a JSON number of rupiah, business dates as
 * '5-Jan-2025' (BO) or '05-Jan-2025' (mutasi), timestamps as ISO 8601 UTC, flags as booleans.
 */
export function specRow(kind: ViewKind, row: Record<string, unknown>): Record<string, unknown> {
  const ledger = LEDGERS[kind];
  const padDay = ledger.side === "mutasi";
  const out: Record<string, unknown> = {};
  // the ledger's fields: the spec's names and order (section 3), plus a few extras
  for (const [field, type] of ledger.fields) {
    const value = row[field];
    if (value === null || value === undefined) {
      out[field] = type === "bool" ? false : null;
      continue;
    }
    switch (type) {
      case "money":
        out[field] = toCents(value as number | string) / 100;
        break;
      case "bool":
        out[field] = Boolean(value);
        break;
      case "time": {
        const date = value instanceof Date ? value : new Date(String(value));
        out[field] = Number.isNaN(date.getTime()) ? null : date.toISOString();
        break;
      }
      case "day":
        out[field] = formatSpecDate(String(value), { padDay });
        break;
      default:
        out[field] = value;
    }
  }
  return out;
}

const SEARCH_MODES = ["id", "nominal", "string"] as const;

/** {date}/{website}/{status}[/{mode}/{term}]/{pageSize}/{page} */
export function parseViewPath(params: Record<string, string | undefined>, withSearch: boolean): { filters: ViewFilters; page: number; pageSize: number } {
  assertSafeText(params);
  const date = parseSpecDate(params.date);
  if (!date) throw new ValidationError("Tanggal tidak valid: gunakan format 5-Jan-2025.");
  const website = normaliseWebsiteCode(params.website ?? "");
  if (!website) throw new ValidationError("Website wajib diisi.");
  const status = parseViewStatus(params.status);
  if (!status) throw new ValidationError("Status harus all, approve atau pending.");
  const paging = apiPagingSchema.safeParse(params);
  if (!paging.success) throw new ValidationError("pageSize dan page harus angka positif (pageSize paling besar 1000).");
  let search: ViewFilters["search"] = null;
  if (withSearch) {
    const mode = (params.mode ?? "").toLowerCase() as SearchMode;
    if (!SEARCH_MODES.includes(mode)) throw new ValidationError("Mode pencarian harus id, nominal atau string.");
    const term = (params.term ?? "").trim();
    if (mode === "string") {
      if (!term) throw new ValidationError("Kata pencarian wajib diisi.");
      search = { mode, term: checkText("term", term, SEARCH_TERM_MAX) };
    } else {
      const digits = mode === "id" ? (/^\d+$/.test(term) ? term : "") : term.replace(/\D/g, "");
      if (!digits) throw new ValidationError(mode === "id" ? "ID Tracking hanya boleh angka." : "Nominal hanya boleh berisi angka.");
      search = { mode, term: digits };
    }
  }
  return { filters: { website, date, status, search }, page: paging.data.page, pageSize: paging.data.pageSize };
}

/** GET /api/view{bo,bowd,mutasi,mutasiwd}/... and /api/search.../...: the page's rows, all_data and x-total-count. */
export function viewApiLoader(request: Request, params: Record<string, string | undefined>, kind: ViewKind, withSearch: boolean) {
  return handleApi(async () => {
    const user = await requireApiUser(request, VIEW_API_ROLES);
    const { filters, page, pageSize } = parseViewPath(params, withSearch);
    const { rows, total } = await listView(user, kind, filters, { page, pageSize });
    const ledger = LEDGERS[kind];
    // BO rows carry the matcher's tier, reason and the lines it names (issue 13)
    const verdicts = ledger.side === "bo" ? await shownVerdicts(ledger, rows) : null;
    return listReply(
      rows.map((row) => ({ ...specRow(kind, row), ...verdicts?.get(Number(row[ledger.id])) })),
      total,
    );
  });
}

// ---------------------------------------------------------------------------------------------
// PUT bodies

const id = z.union([z.number(), z.string()]);
const optionalText = z.union([z.string(), z.number(), z.null()]).optional();

const updateDepositBody = z.object({
  bank_statement_date: z.string({ error: "bank_statement_date wajib diisi." }),
  website: z.string().optional(),
  arr: z
    .array(z.object({ bo_id: id, ket_app: optionalText, depo_amount: optionalText, depo_edited_by: z.unknown().optional() }))
    .min(1, "Tidak ada data yang dikirim."),
});

const updateWithdrawBody = z.object({
  wd_bank_date: z.string({ error: "wd_bank_date wajib diisi." }),
  website: z.string().optional(),
  arr: z
    .array(z.object({ wd_bo_id: id, wd_ket_app: optionalText, wd_amount: optionalText, depo_edited_by: z.unknown().optional() }))
    .min(1, "Tidak ada data yang dikirim."),
});

const deleteDepositBody = z.object({
  website: z.string().optional(),
  bank_statement_date: z.string().optional(),
  arr: z.array(z.object({ bo_id: id, depo_edited_by: z.unknown().optional() })).min(1, "Tidak ada data yang dikirim."),
});

const deleteWithdrawBody = z.object({
  website: z.string().optional(),
  wd_bank_date: z.string().optional(),
  arr: z.array(z.object({ wd_bo_id: id, depo_edited_by: z.unknown().optional() })).min(1, "Tidak ada data yang dikirim."),
});

function nothingChangedReply(error: NothingChanged, listKey: "updated" | "deleted"): Response {
  return Response.json(
    {
      status: false,
      message: error.message,
      [listKey]: [],
      already_approved: error.outcome.alreadyApproved,
      not_found: error.outcome.notFound,
    },
    { status: error.status },
  );
}

/**
 * PUT /api/updatebodepostts and /api/updatebosttswd: approve rows with their notes and amounts.
 * The approver is the session's account; depo_edited_by in the body is ignored.
 */
export function updateApiAction(request: Request, kind: Direction) {
  return handleApi(async () => {
    if (request.method !== "PUT") return methodNotAllowed();
    const user = await requireApiUser(request, VIEW_API_ROLES);
    let date: string | null;
    let website: string | undefined;
    let items: ApprovalItem[];
    if (kind === "deposit") {
      const body = await readJsonBody(request, updateDepositBody);
      date = parseSpecDate(body.bank_statement_date);
      website = body.website;
      items = body.arr.map((item) => ({ id: item.bo_id, note: item.ket_app, amount: item.depo_amount }));
    } else {
      const body = await readJsonBody(request, updateWithdrawBody);
      date = parseSpecDate(body.wd_bank_date);
      website = body.website;
      items = body.arr.map((item) => ({ id: item.wd_bo_id, note: item.wd_ket_app, amount: item.wd_amount }));
    }
    try {
      const outcome = await approveBoRows(user, kind, { website, date }, items);
      return Response.json({
        status: true,
        message: outcome.message,
        updated: outcome.updated,
        already_approved: outcome.alreadyApproved,
        not_found: outcome.notFound,
      });
    } catch (error) {
      if (error instanceof NothingChanged) return nothingChangedReply(error, "updated");
      throw error;
    }
  });
}

/** PUT /api/deleteboid and /api/deleteboidwd: delete pending rows. */
export function deleteApiAction(request: Request, kind: Direction) {
  return handleApi(async () => {
    if (request.method !== "PUT") return methodNotAllowed();
    const user = await requireApiUser(request, VIEW_API_ROLES);
    let ids: unknown[];
    let website: string | undefined;
    let dateText: string | undefined;
    if (kind === "deposit") {
      const body = await readJsonBody(request, deleteDepositBody);
      ids = body.arr.map((item) => item.bo_id);
      website = body.website;
      dateText = body.bank_statement_date;
    } else {
      const body = await readJsonBody(request, deleteWithdrawBody);
      ids = body.arr.map((item) => item.wd_bo_id);
      website = body.website;
      dateText = body.wd_bank_date;
    }
    const date = dateText === undefined ? undefined : parseSpecDate(dateText);
    try {
      const outcome = await deleteBoRows(user, kind, { website, date }, ids);
      return Response.json({
        status: true,
        message: outcome.message,
        deleted: outcome.deleted,
        already_approved: outcome.alreadyApproved,
        not_found: outcome.notFound,
      });
    } catch (error) {
      if (error instanceof NothingChanged) return nothingChangedReply(error, "deleted");
      throw error;
    }
  });
}
