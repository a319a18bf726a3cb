import { z } from "zod";

/** ?page= and ?size= of a list screen; a size outside the screen's choices falls back to its default. */
export function parsePaging(
  searchParams: URLSearchParams,
  sizes: readonly number[],
  defaultSize: number,
): { page: number; pageSize: number } {
  const page = z.coerce.number().int().min(1).catch(1).parse(searchParams.get("page") ?? 1);
  const size = z.coerce.number().int().catch(defaultSize).parse(searchParams.get("size") ?? defaultSize);
  return { page, pageSize: sizes.includes(size) ? size : defaultSize };
}

export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * When the page asked for lies past the last one (the last row of the last page was just
 * deleted), the screen shows the previous page instead: the URL to go to, or null.
 */
export function pageOverflowRedirect(url: URL, page: number, total: number, pageSize: number): string | null {
  const last = lastPage(total, pageSize);
  if (page <= last || page === 1) return null;
  const next = new URL(url);
  next.searchParams.set("page", String(last));
  return next.pathname + next.search;
}

/** Path parameters of the spec's /api list routes: /{pageSize}/{page}. */
export const apiPagingSchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(1000),
  page: z.coerce.number().int().min(1),
});
