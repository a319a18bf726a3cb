import { redirect } from "react-router";
import { lastPage, pageOverflowRedirect, parsePaging } from "./paging";

/**
 * What the list screens with URL dialogs (Website, Whitelist, Data Bank) read from their address
 * alike: one page of the list, and which dialog the URL opens.
 */

/** The page the URL asks for (one page size), read with `list`; past the last page the screen goes to the last one. */
export async function listPage<Result extends { total: number }>(
  url: URL,
  pageSize: number,
  list: (paging: { page: number; pageSize: number }) => Promise<Result>,
): Promise<Result & { page: number; last: number }> {
  const paging = parsePaging(url.searchParams, [pageSize], pageSize);
  const result = await list(paging);
  const overflow = pageOverflowRedirect(url, paging.page, result.total, paging.pageSize);
  if (overflow) throw redirect(overflow);
  return { ...result, page: paging.page, last: lastPage(result.total, paging.pageSize) };
}

/**
 * ?dialog=add, ?remove=<id> and ?toggle=<id>: the open dialog, each only for who may use it, and
 * one confirmation at a time (a removal wins over a status change). A row not on the page opens nothing.
 */
export function listDialogs<Row>(url: URL, rows: Row[], idOf: (row: Row) => number, may: { add: boolean; edit: boolean }) {
  const removeId = Number(url.searchParams.get("remove"));
  const toggleId = Number(url.searchParams.get("toggle"));
  return {
    adding: may.add && url.searchParams.get("dialog") === "add",
    removing: may.edit ? (rows.find((row) => idOf(row) === removeId) ?? null) : null,
    toggling: may.edit && !removeId ? (rows.find((row) => idOf(row) === toggleId) ?? null) : null,
  };
}
