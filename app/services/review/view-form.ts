import { parseSpecDate } from "../spec-date";
import { normaliseWebsiteCode } from "../websites/website-code";
import { codeOf, directionOfViewType, type Direction, type DirectionCode } from "./ledger-direction";

/**
 * The filter form of View BO and View Mutasi as the URL carries it (?type=&website=&status=
 * &date=&q=&id=), read once for both screens. Browser-safe.
 */

export type ViewStatus = "all" | "approve" | "pending";

export interface ViewForm {
  type: DirectionCode;
  website: string;
  status: string;
  date: string;
  q: string;
  id: string;
}

/** Path and query values of the status filter: 'Select All', 'Approve', 'Pending'. */
export function parseViewStatus(value: string | null | undefined): ViewStatus | null {
  const text = (value ?? "").trim().toLowerCase();
  if (["all", "select all", "semua"].includes(text)) return "all";
  if (["approve", "approved", "1", "true"].includes(text)) return "approve";
  if (["pending", "0", "false"].includes(text)) return "pending";
  return null;
}

/**
 * The form as typed, with the screen's defaults (its preselected website, today); `asked` once
 * the URL names a website, status or date; `chosen` when all three read (spec: the view pages
 * need a website, a status and a date before they list anything).
 */
export function readViewForm(
  params: URLSearchParams,
  defaults: { website: string; date: string },
): { direction: Direction; form: ViewForm; asked: boolean; chosen: { website: string; status: ViewStatus; date: string } | null } {
  const direction = directionOfViewType(params.get("type"));
  const form: ViewForm = {
    type: codeOf(direction),
    website: params.get("website") ?? defaults.website,
    status: params.get("status") ?? "",
    date: params.get("date") ?? defaults.date,
    q: params.get("q") ?? "",
    id: params.get("id") ?? "",
  };
  const asked = ["website", "status", "date"].some((key) => params.has(key));
  const website = normaliseWebsiteCode(form.website);
  const status = parseViewStatus(form.status);
  const date = parseSpecDate(form.date);
  return { direction, form, asked, chosen: website && status && date ? { website, status, date } : null };
}
