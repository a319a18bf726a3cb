// Pure: the dashboard page builds its links with it in the browser too; no models here.
import { codeOf, type Direction } from "../review/ledger-direction";

export type DashboardBucket = "auto" | "manual" | "pending" | "ambiguous" | "all";

/**
 * The View BO status filter a bucket links to: View BO filters by approval only, so matched
 * automatically and approved by hand both open 'approve', pending and ambiguous both 'pending'.
 */
export const BUCKET_STATUS: Record<DashboardBucket, "all" | "approve" | "pending"> = {
  auto: "approve",
  manual: "approve",
  pending: "pending",
  ambiguous: "pending",
  all: "all",
};

/** /view-bo?type=depo|wd&website=ABC&status=all|approve|pending&date=YYYY-MM-DD */
export function viewBoHref(side: Direction, website: string, bucket: DashboardBucket, date: string): string {
  return `/view-bo?${new URLSearchParams({ type: codeOf(side), website, status: BUCKET_STATUS[bucket], date })}`;
}

/** /view-mutasi?type=depo|wd&website=ABC&status=pending&date=YYYY-MM-DD: the lines still unmatched. */
export function viewMutasiHref(side: Direction, website: string, date: string): string {
  return `/view-mutasi?${new URLSearchParams({ type: codeOf(side), website, status: "pending", date })}`;
}
