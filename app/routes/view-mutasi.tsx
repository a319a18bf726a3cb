import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { data, redirect, useLocation } from "react-router";
import { requireScreen } from "~/services/auth/access.server";
import { assertCsrf } from "~/services/auth/csrf.server";
import { takeFlash, type Notice } from "~/services/http/flash.server";
import { redirectWithNotice } from "~/services/http/form-action.server";
import { UNKNOWN_ACTION_MESSAGE } from "~/services/http/messages";
import { isPairIntent, pairFormAction, pairScreenState, type PairScreenState } from "~/services/review/pair-form.server";
import { NoticeBanner } from "~/ui/notice-banner";
import { isMarkIntent, markDialogOf, markFormAction } from "~/services/review/mark-form.server";
import { MarkDialog, MarkLinks } from "~/ui/mark-dialogs";
import { PairDialogs, PairLinks } from "~/ui/pair-dialogs";
import { ServiceError, ValidationError } from "~/services/errors";
import { assertSafeText } from "~/services/http/input-text";
import { lastPage, pageOverflowRedirect, parsePaging } from "~/services/http/paging";
import { codeOf, DIRECTIONS, directionOfViewType, type DirectionCode } from "~/services/review/ledger-direction";
import { mutasiLedgerOf } from "~/services/review/ledgers";
import { BOOKED_TIME_LABEL, mutasiDisplayRow, type MutasiDisplayRow } from "~/services/review/view-display";
import { closedDayNotice, openViewScreen } from "~/services/review/view-screen.server";
import { classifySearch, INCOMPLETE_FILTERS_MESSAGE, listView, VIEW_PAGE_SIZE } from "~/services/review/views.server";
import { ClosedDayNotice } from "~/ui/closed-day-notice";
import { DataTable } from "~/ui/data-table";
import { PageTitle } from "~/ui/page-title";
import { Pager } from "~/ui/pager";
import { withParams } from "~/ui/url";
import { ExportButtons, exportLinks, LoadingText, ViewFilterPanel, ViewSearchForm } from "~/ui/view-controls";
import type { Route } from "./+types/view-mutasi";

/** The amount and the sender's name stay on a 1366-pixel screen beside the status (ui/pinned-columns.ts). */
const MUTASI_DECISION_WIDTHS: Record<string, number> = { "Mutasi Amount": 130, "Player Bank Name": 170 };

interface MutasiTableData {
  type: DirectionCode;
  page: number;
  last: number;
  total: number;
  /** the notice of a closed day (Tutup Hari), null while the day is open */
  closed: string | null;
  rows: MutasiDisplayRow[];
  exports: { csv: string; xlsx: string };
}

export function meta() {
  return [{ title: "View Mutasi" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { user, url, params, websites, direction, form, asked, chosen } = await openViewScreen(request, "/view-mutasi");
  const ledger = mutasiLedgerOf(direction);
  const { notice, headers } = await takeFlash(request);
  const base = {
    form,
    websites,
    message: null as string | null,
    table: null as MutasiTableData | null,
    notice,
    canUndo: user.account_role === "ADMIN",
    pairState: null as PairScreenState | null,
    markDialog: null as ReturnType<typeof markDialogOf<MutasiDisplayRow>>,
  };
  if (!asked) return data(base, { headers });
  if (!chosen) return data({ ...base, message: INCOMPLETE_FILTERS_MESSAGE }, { headers });
  const { website, status, date } = chosen;
  const { page } = parsePaging(params, [VIEW_PAGE_SIZE], VIEW_PAGE_SIZE);
  let result: Awaited<ReturnType<typeof listView>>;
  try {
    assertSafeText(params);
    result = await listView(
      user,
      ledger.key,
      { website, date, status, search: classifySearch(form.q, form.id) },
      { page, pageSize: VIEW_PAGE_SIZE },
    );
  } catch (error) {
    if (error instanceof ServiceError) return data({ ...base, message: error.message }, { status: error.status, headers });
    throw error;
  }
  const overflow = pageOverflowRedirect(url, page, result.total, VIEW_PAGE_SIZE);
  if (overflow) throw redirect(overflow);
  const closed = await closedDayNotice(website, date);
  const table: MutasiTableData = {
    type: form.type,
    page,
    last: lastPage(result.total, VIEW_PAGE_SIZE),
    total: result.total,
    closed,
    rows: result.rows.map((row, index) => mutasiDisplayRow(ledger, row, (page - 1) * VIEW_PAGE_SIZE + index + 1)),
    exports: exportLinks(ledger.exportName, { website, status, date }),
  };
  const pairState = await pairScreenState(user, direction, "mutasi", params, { website, date }, table.rows.map((row) => row.id), { closed: closed !== null });
  return data({ ...base, table, pairState, markDialog: closed ? null : markDialogOf(params, table.rows) }, { headers });
}

/** Pairing a line with a BO row by hand (issue 13, point 4); the rules are review/pairing.server.ts's. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "/view-mutasi");
  const formData = await request.formData();
  await assertCsrf(formData, request);
  const intent = String(formData.get("intent") ?? "");
  const kind = directionOfViewType(String(formData.get("type") ?? ""));
  const url = new URL(request.url);
  try {
    assertSafeText(formData);
    if (isMarkIntent(intent)) {
      const message = await markFormAction(user, kind, intent, formData);
      return redirectWithNotice(request, withParams(url, { mark: null, unmark: null }), { severity: "success", message });
    }
    if (!isPairIntent(intent)) throw new ValidationError(UNKNOWN_ACTION_MESSAGE);
    // the BO row may be dated a day around the line: the screen's date does not bind it
    const scope = { website: String(formData.get("website") ?? "") };
    const reply = await pairFormAction(user, kind, scope, intent, formData, "mutasi");
    if (reply.kind === "done") return redirectWithNotice(request, url.pathname + url.search, { severity: "success", message: reply.message });
    return data(reply);
  } catch (error) {
    if (error instanceof ServiceError) return data({ kind: "error" as const, error: error.message }, { status: error.status });
    throw error;
  }
}

export default function ViewMutasiPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const { table, form, pairState } = loaderData;
  const notice: Notice | null = actionData?.kind === "error" ? { severity: "error", message: actionData.error } : loaderData.notice;
  return (
    <Box>
      <PageTitle title="View Mutasi" />
      <ViewFilterPanel
        typeOptions={DIRECTIONS.map((direction) => ({ value: codeOf(direction), label: mutasiLedgerOf(direction).title }))}
        websites={loaderData.websites}
        values={form}
        message={loaderData.message}
        searched={Boolean(table)}
      />
      <NoticeBanner notice={notice} />
      {table ? (
        <Paper sx={{ p: 2 }}>
          <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 2, flexWrap: "wrap", mb: 1.5 }}>
            <ViewSearchForm label="Nama / Nominal" values={form} />
            <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
              <LoadingText />
              <ExportButtons csv={table.exports.csv} xlsx={table.exports.xlsx} />
            </Box>
          </Box>
          <ClosedDayNotice message={table.closed} />
          <DataTable
            label={mutasiLedgerOf(directionOfViewType(table.type)).title}
            rows={table.rows}
            rowKey={(row) => row.id}
            columns={[
              { header: "No", cell: (row) => row.no },
              {
                header: "Status",
                cell: (row) => (
                  <>
                    <Typography variant="body2" sx={{ fontWeight: 600, color: row.approved ? "success.main" : "warning.main" }}>
                      {row.approved ? "Approved" : "Pending"}
                    </Typography>
                    <PairLinks
                      id={row.id}
                      open={!table.closed && !row.approved && !row.mark}
                      pair={pairState?.pairs[row.id]}
                      canUndo={loaderData.canUndo && !table.closed}
                      other="BO"
                    />
                    <MarkLinks row={row} open={!table.closed} />
                  </>
                ),
              },
              { header: "Ket", cell: (row) => row.ket || "-" },
              ...mutasiLedgerOf(directionOfViewType(table.type)).columns.map(({ label }) => ({
                header: label,
                cell: (row: MutasiDisplayRow) => row.cells[label],
                pin: MUTASI_DECISION_WIDTHS[label],
              })),
              // date-only statements (BCA, Mandiri MCM) would fill it with dashes: shown where a line has a time
              ...(table.rows.some((row) => row.bookedAt) ? [{ header: BOOKED_TIME_LABEL, cell: (row: MutasiDisplayRow) => row.bookedAt ?? "-" }] : []),
            ]}
          />
          <Pager page={table.page} last={table.last} neighbours={2} hrefFor={(page) => withParams(location, { page })} />
          {loaderData.markDialog ? (
            <MarkDialog
              {...loaderData.markDialog}
              hidden={{ type: table.type, website: form.website }}
              error={actionData?.kind === "error" ? actionData.error : null}
            />
          ) : null}
          {pairState ? (
            <PairDialogs
              subject="mutasi"
              state={pairState}
              reply={actionData?.kind === "pair" ? actionData : null}
              hidden={{ type: table.type, website: form.website, date: form.date }}
            />
          ) : null}
        </Paper>
      ) : (
        <LoadingText />
      )}
    </Box>
  );
}
