import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { data, redirect, useLocation } from "react-router";
import { ServiceError } from "~/services/errors";
import { assertSafeText } from "~/services/http/input-text";
import { lastPage, pageOverflowRedirect, parsePaging } from "~/services/http/paging";
import { codeOf, DIRECTIONS, directionOfViewType, type DirectionCode } from "~/services/review/ledger-direction";
import { mutasiLedgerOf } from "~/services/review/ledgers";
import { mutasiDisplayRow, type MutasiDisplayRow } from "~/services/review/view-display";
import { openViewScreen } from "~/services/review/view-screen.server";
import { classifySearch, INCOMPLETE_FILTERS_MESSAGE, listView, VIEW_PAGE_SIZE } from "~/services/review/views.server";
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
  rows: MutasiDisplayRow[];
  exports: { csv: string; xlsx: string };
}

export function meta() {
  return [{ title: "View Mutasi" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { user, url, params, websites, direction, form, asked, chosen } = await openViewScreen(request, "/view-mutasi");
  const ledger = mutasiLedgerOf(direction);
  const base = {
    form,
    websites,
    message: null as string | null,
    table: null as MutasiTableData | null,
  };
  if (!asked) return base;
  if (!chosen) return { ...base, message: INCOMPLETE_FILTERS_MESSAGE };
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
    if (error instanceof ServiceError) return data({ ...base, message: error.message }, { status: error.status });
    throw error;
  }
  const overflow = pageOverflowRedirect(url, page, result.total, VIEW_PAGE_SIZE);
  if (overflow) throw redirect(overflow);
  const table: MutasiTableData = {
    type: form.type,
    page,
    last: lastPage(result.total, VIEW_PAGE_SIZE),
    total: result.total,
    rows: result.rows.map((row, index) => mutasiDisplayRow(ledger, row, (page - 1) * VIEW_PAGE_SIZE + index + 1)),
    exports: exportLinks(ledger.exportName, { website, status, date }),
  };
  return { ...base, table };
}

export default function ViewMutasiPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { table, form } = loaderData;
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
      {table ? (
        <Paper sx={{ p: 2 }}>
          <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 2, flexWrap: "wrap", mb: 1.5 }}>
            <ViewSearchForm label="Nama / Nominal" values={form} />
            <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
              <LoadingText />
              <ExportButtons csv={table.exports.csv} xlsx={table.exports.xlsx} />
            </Box>
          </Box>
          <DataTable
            label={mutasiLedgerOf(directionOfViewType(table.type)).title}
            rows={table.rows}
            rowKey={(row) => row.id}
            columns={[
              { header: "No", cell: (row) => row.no },
              {
                header: "Status",
                cell: (row) => (
                  <Typography variant="body2" sx={{ fontWeight: 600, color: row.approved ? "success.main" : "warning.main" }}>
                    {row.approved ? "Approved" : "Pending"}
                  </Typography>
                ),
              },
              { header: "Ket", cell: (row) => row.ket || "-" },
              ...mutasiLedgerOf(directionOfViewType(table.type)).columns.map(({ label }) => ({
                header: label,
                cell: (row: MutasiDisplayRow) => row.cells[label],
                pin: MUTASI_DECISION_WIDTHS[label],
              })),
            ]}
          />
          <Pager page={table.page} last={table.last} neighbours={2} hrefFor={(page) => withParams(location, { page })} />
        </Paper>
      ) : (
        <LoadingText />
      )}
    </Box>
  );
}
