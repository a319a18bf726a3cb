import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableFooter from "@mui/material/TableFooter";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState, type FormEvent } from "react";
import { data, Form, Link, redirect, useLocation } from "react-router";
import { requireScreen } from "~/services/auth/access.server";
import { ServiceError } from "~/services/errors";
import { unsafeTextMessage } from "~/services/http/input-text";
import { jakartaDate } from "~/services/jakarta-time";
import { formatRupiah } from "~/services/money";
import { lastPage, pageOverflowRedirect, parsePaging } from "~/services/http/paging";
import {
  ALL_WEBSITES,
  checkRange,
  parseReportMode,
  REPORT_BASIS_NOTE,
  REPORT_DEFAULT_PAGE_SIZE,
  REPORT_PAGE_SIZES,
  USERNAME_MAX,
  type ReportMode,
} from "~/services/reports/report-range";
import { gameSiteReport, playerReport, type GameSiteDay, type PlayerRow, type PlayerTotals } from "~/services/reports/reports.server";
import { formatSpecDate } from "~/services/spec-date";
import { websiteChoices } from "~/services/websites/websites.server";
import { DataTable } from "~/ui/data-table";
import { NativeSelectField } from "~/ui/native-select-field";
import { PageSizeForm } from "~/ui/page-size-form";
import { ExportLink } from "~/ui/export-link";
import { PageTitle } from "~/ui/page-title";
import { SummaryCards } from "~/ui/summary-cards";
import { Pager } from "~/ui/pager";
import { TextInput } from "~/ui/text-input";
import { withParams } from "~/ui/url";
import { WebsiteOptions } from "~/ui/website-options";
import type { Route } from "./+types/dataplayer";

export function meta() {
  return [{ title: "Data Player" }];
}

interface Report {
  rows: PlayerRow[];
  days: GameSiteDay[];
  totals: PlayerTotals | null;
  page: number;
  last: number;
  total: number;
}

const EMPTY: Report = { rows: [], days: [], totals: null, page: 1, last: 1, total: 0 };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "/dataplayer");
  const url = new URL(request.url);
  const params = url.searchParams;
  const mode = parseReportMode(params.get("mode"));
  const today = jakartaDate();
  const start = (params.get("start") ?? "").trim() || today;
  const end = (params.get("end") ?? "").trim() || today;
  const search = mode === "player" ? (params.get("search") ?? "").trim() : "";
  const isAdmin = user.account_role === "ADMIN";
  // ADMIN picks a website or ALL; CHECKER and CS are fixed to their own (the parameter is ignored)
  const website = isAdmin ? (params.get("website") || ALL_WEBSITES).trim().toUpperCase() : (user.website_code ?? "");
  const paging = parsePaging(params, REPORT_PAGE_SIZES, REPORT_DEFAULT_PAGE_SIZE);
  const websites = await websiteChoices(user);
  const base = { mode, start, end, search, website, isAdmin, websites, size: paging.pageSize, basis: REPORT_BASIS_NOTE };
  const problem = unsafeTextMessage(params, { search: USERNAME_MAX });
  if (problem) {
    // what was typed is not shown back: it is what was refused
    const cleared = { ...base, search: "", website: isAdmin ? ALL_WEBSITES : website, start: today, end: today };
    return data({ ...cleared, error: problem, report: EMPTY }, { status: 400 });
  }

  const range = checkRange(start, end);
  if (!range.ok) return data({ ...base, error: range.message, report: EMPTY }, { status: 400 });
  const query = { website, start: range.start, end: range.end, username: search };
  try {
    let report: Report;
    if (mode === "gamesite") {
      const result = await gameSiteReport(user, query, paging);
      report = { ...EMPTY, days: result.days, totals: result.totals, page: paging.page, last: lastPage(result.totalDays, paging.pageSize), total: result.totalDays };
    } else {
      const result = await playerReport(user, query, paging);
      const total = result.totals.totalTransactions;
      report = { ...EMPTY, rows: result.rows, totals: result.totals, page: paging.page, last: lastPage(total, paging.pageSize), total };
    }
    const overflow = pageOverflowRedirect(url, paging.page, report.total, paging.pageSize);
    if (overflow) throw redirect(overflow);
    return { ...base, start: range.start, end: range.end, error: null as string | null, report };
  } catch (error) {
    if (error instanceof ServiceError) return data({ ...base, error: error.message, report: EMPTY }, { status: error.status });
    throw error;
  }
}

const shownDate = (iso: string) => formatSpecDate(iso, { padDay: true });
const countFormat = new Intl.NumberFormat("id-ID");
const amountOrDash = (cents: number) => (cents ? formatRupiah(cents) : "-");

export default function DataPlayerPage({ loaderData }: Route.ComponentProps) {
  const { mode, website, start, end, search, size, report, error } = loaderData;
  const location = useLocation();
  const [clientError, setClientError] = useState<string | null>(null);
  const shownError = clientError ?? error;
  const exportQuery = new URLSearchParams({ website, start, end, ...(mode === "player" && search ? { search } : {}) }).toString();
  const exportBase = mode === "player" ? "/export/dataplayer" : "/export/gamesite";
  const pageKeep = { mode: mode === "gamesite" ? "gamesite" : null, website, start, end, search: search || null };
  return (
    <Box>
      <PageTitle title="Data Player" />
      <Paper sx={{ p: 2, mb: 2 }}>
        <ModeSwitch mode={mode} keep={{ website, start, end, size: String(size) }} />
        <FilterForm key={`${mode}|${website}|${start}|${end}`} {...loaderData} onInvalid={setClientError} />
        {shownError ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="report-error">
            {shownError}
          </Alert>
        ) : null}
      </Paper>
      {error ? null : (
        <>
          {mode === "player" && report.totals ? <SummaryCards totals={report.totals} /> : null}
          {mode === "player" ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="report-basis">
              {loaderData.basis}
            </Typography>
          ) : null}
          <Paper sx={{ p: 2 }}>
            <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 2, flexWrap: "wrap", mb: 2 }}>
              {mode === "player" ? (
                <UsernameSearch key={search} keep={{ website, start, end, size: String(size) }} search={search} />
              ) : (
                <Typography variant="h6" component="h2">{`Game Site ${website === ALL_WEBSITES ? "Semua website" : website}: ${shownDate(start)} s/d ${shownDate(end)}`}</Typography>
              )}
              <Box sx={{ display: "flex", gap: 1 }}>
                <ExportLink href={`${exportBase}.csv?${exportQuery}`}>Export CSV</ExportLink>
                <ExportLink href={`${exportBase}.xlsx?${exportQuery}`}>Export Excel</ExportLink>
              </Box>
            </Box>
            {mode === "player" ? (
              <PlayerTable rows={report.rows} offset={(report.page - 1) * size} search={search} start={start} end={end} />
            ) : (
              <GameSiteTable days={report.days} totals={report.totals} />
            )}
            <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 2, flexWrap: "wrap", mt: 2 }}>
              <PageSizeForm sizes={REPORT_PAGE_SIZES} size={size} keep={pageKeep} />
              {report.total > 0 ? (
                <Pager page={report.page} last={report.last} hrefFor={(page) => withParams(location, { page })} />
              ) : null}
            </Box>
          </Paper>
        </>
      )}
    </Box>
  );
}

/** Data Player / Game Site as two links: the mode is a GET parameter, the filters ride along. */
function ModeSwitch({ mode, keep }: { mode: ReportMode; keep: Record<string, string> }) {
  const href = (target: ReportMode) => {
    const params = new URLSearchParams(keep);
    if (target === "gamesite") params.set("mode", "gamesite");
    return `/dataplayer?${params.toString()}`;
  };
  return (
    <Box component="nav" aria-label="Mode" sx={{ display: "flex", gap: 1, mb: 2 }}>
      {(["player", "gamesite"] as const).map((target) => (
        <Button
          key={target}
          component={Link}
          to={href(target)}
          variant={mode === target ? "contained" : "outlined"}
          aria-current={mode === target ? "page" : undefined}
          preventScrollReset
        >
          {target === "player" ? "Data Player" : "Game Site"}
        </Button>
      ))}
    </Box>
  );
}

/**
 * Website (or game site), Start Date and End Date as a GET form. With scripts the date rule is
 * checked before the request; the server checks it again either way.
 */
function FilterForm({
  mode,
  website,
  start,
  end,
  size,
  isAdmin,
  websites,
  onInvalid,
}: {
  mode: ReportMode;
  website: string;
  start: string;
  end: string;
  size: number;
  isAdmin: boolean;
  websites: { website_id: number; website_name: string; website_code: string }[];
  onInvalid: (message: string | null) => void;
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const range = checkRange(String(form.get("start") ?? ""), String(form.get("end") ?? ""));
    if (!range.ok) {
      event.preventDefault();
      onInvalid(range.message);
    } else {
      onInvalid(null);
    }
  };
  const label = mode === "gamesite" ? "Game Site" : "Website";
  return (
    <Box
      component={Form}
      method="get"
      action="/dataplayer"
      preventScrollReset
      onSubmit={onSubmit}
      sx={{ display: "flex", alignItems: "flex-end", gap: 2, flexWrap: "wrap" }}
    >
      {mode === "gamesite" ? <input type="hidden" name="mode" value="gamesite" /> : null}
      <input type="hidden" name="size" value={size} />
      <Box sx={{ minWidth: 220 }}>
        {isAdmin ? (
          <NativeSelectField label={label} name="website" defaultValue={website} margin="none">
            <option value={ALL_WEBSITES}>Semua website</option>
            <WebsiteOptions websites={websites} />
          </NativeSelectField>
        ) : (
          <>
            <NativeSelectField label={label} value={website} disabled margin="none">
              <option value={website}>{websites[0] ? `${websites[0].website_name} (${website})` : website || "-"}</option>
            </NativeSelectField>
            <input type="hidden" name="website" value={website} />
          </>
        )}
      </Box>
      <Box sx={{ width: 190 }}>
        <TextInput label="Start Date" name="start" type="date" defaultValue={start} shrink margin="none" required />
      </Box>
      <Box sx={{ width: 190 }}>
        <TextInput label="End Date" name="end" type="date" defaultValue={end} shrink margin="none" required />
      </Box>
      <Button type="submit" variant="contained">
        Search
      </Button>
    </Box>
  );
}

/** 'Search Username' as a GET form (the page starts again at 1); Ctrl+K focuses it. */
function UsernameSearch({ keep, search }: { keep: Record<string, string>; search: string }) {
  return (
    <Box component={Form} method="get" action="/dataplayer" preventScrollReset role="search" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Box sx={{ width: 260 }}>
        <TextInput
          label="Search Username"
          placeholder="Search Username"
          name="search"
          type="search"
          defaultValue={search}
          margin="none"
          size="small"
          inputProps={{ maxLength: USERNAME_MAX, "data-search": "" }}
        />
      </Box>
      <Button type="submit" variant="outlined">
        Cari
      </Button>
    </Box>
  );
}

function PlayerTable({ rows, offset, search, start, end }: { rows: PlayerRow[]; offset: number; search: string; start: string; end: string }) {
  const period = `${shownDate(start)} s/d ${shownDate(end)}`;
  return (
    <>
      <DataTable
        label="Data Player"
        rows={rows}
        rowKey={(row) => `${row.type}-${row.id}`}
        empty="No data found"
        columns={[
          { header: "No", cell: (_row, index) => offset + index + 1 },
          { header: "Transaction Date", cell: (row) => shownDate(row.date) },
          { header: "Operator", cell: (row) => row.handler || "-" },
          { header: "Username", cell: (row) => row.username },
          { header: "Website", cell: (row) => row.website },
          {
            header: "Bank",
            cell: (row) => (row.player_bank_no ? `${row.player_bank_name || "-"} - ${row.player_bank_no}` : row.player_bank_name || "-"),
          },
          { header: "Deposit", cell: (row) => amountOrDash(row.deposit), align: "right" },
          { header: "Withdraw", cell: (row) => amountOrDash(row.withdraw), align: "right" },
        ]}
      />
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="empty-note">
          {search
            ? `Username "${search}" tidak ditemukan pada periode ${period}.`
            : `Tidak ada transaksi yang sudah di-approve pada periode ${period}.`}
        </Typography>
      ) : null}
    </>
  );
}

function GameSiteTable({ days, totals }: { days: GameSiteDay[]; totals: PlayerTotals | null }) {
  const headers = ["Date", "Total Depo", "Total WD", "Total Transaksi", "Balance"];
  // TableFooter cells are small and grey by default: the Total Sum reads like the body, in bold
  const bold = { fontWeight: 700, fontSize: "0.875rem", color: "text.primary" };
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Game Site">
        <TableHead>
          <TableRow>
            {headers.map((header, index) => (
              <TableCell key={header} align={index ? "right" : "left"} sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {days.length === 0 ? (
            <TableRow>
              <TableCell colSpan={headers.length} align="center">
                No data found
              </TableCell>
            </TableRow>
          ) : (
            days.map((day) => (
              <TableRow key={day.date} hover>
                <TableCell>{shownDate(day.date)}</TableCell>
                <TableCell align="right">{formatRupiah(day.totalDeposit)}</TableCell>
                <TableCell align="right">{formatRupiah(day.totalWithdraw)}</TableCell>
                <TableCell align="right">{countFormat.format(day.totalTransactions)}</TableCell>
                <TableCell align="right">{formatRupiah(day.balance)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
        {totals ? (
          <TableFooter>
            <TableRow data-testid="total-sum">
              <TableCell sx={bold}>Total Sum</TableCell>
              <TableCell align="right" sx={bold}>
                {formatRupiah(totals.totalDeposit)}
              </TableCell>
              <TableCell align="right" sx={bold}>
                {formatRupiah(totals.totalWithdraw)}
              </TableCell>
              <TableCell align="right" sx={bold}>
                {countFormat.format(totals.totalTransactions)}
              </TableCell>
              <TableCell align="right" sx={bold}>
                {formatRupiah(totals.balance)}
              </TableCell>
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}
