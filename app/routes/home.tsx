import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { data, Form } from "react-router";
import { requireScreen } from "~/services/auth/access.server";
import { takeFlash } from "~/services/http/flash.server";
import { NoticeBanner } from "~/ui/notice-banner";
import { loadDashboard, type CheckerDashboard, type Figure, type MissingStatement, type SideFigures } from "~/services/reports/dashboard.server";
import { viewBoHref, viewMutasiHref, type DashboardBucket } from "~/services/reports/dashboard-links";
import { directionLabel, directionOfJenis, DIRECTIONS, type Direction } from "~/services/review/ledger-direction";
import { greetingAt } from "~/services/shell/greeting";
import { jakartaDate } from "~/services/jakarta-time";
import { formatRupiah } from "~/services/money";
import { REPORT_BASIS_NOTE } from "~/services/reports/report-range";
import { formatSpecDate, parseSpecDate } from "~/services/spec-date";
import { ReconciliationChart } from "~/ui/reconciliation-chart";
import { SummaryCards } from "~/ui/summary-cards";
import { TextInput } from "~/ui/text-input";
import { closeCalendar } from "~/services/day-close/close-calendar.server";
import { websiteChoices } from "~/services/websites/websites.server";
import { CloseCalendarTable } from "~/ui/close-calendar";
import { FigureTableHead } from "~/ui/figure-table-head";
import type { Route } from "./+types/home";

export function meta() {
  return [{ title: "Dashboard" }];
}

/** What a checker opens first each morning: the chosen day (default today in Jakarta) at a glance. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "/");
  const asked = new URL(request.url).searchParams.get("date");
  const date = parseSpecDate(asked) ?? jakartaDate();
  // 'Login successful!' after signing in
  const { notice, headers } = await takeFlash(request);
  return data(
    {
      greeting: greetingAt(new Date()),
      name: user.account_name,
      role: user.account_role,
      date,
      dashboard: await loadDashboard(user, date),
      // 'Tutup Hari' per website: the staff who may close days see which are still open
      calendar: user.account_role === "CS" ? null : await closeCalendar((await websiteChoices(user)).map((site) => site.website_code), date),
      basis: REPORT_BASIS_NOTE,
      notice,
    },
    { headers },
  );
}

const shown = (iso: string) => formatSpecDate(iso, { padDay: true });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { dashboard, date } = loaderData;
  return (
    <Box>
      <NoticeBanner notice={loaderData.notice} />
      <Paper sx={{ p: 3, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          Dashboard
        </Typography>
        <Typography sx={{ mb: 2 }}>{`${loaderData.greeting}, ${loaderData.name} (${loaderData.role}).`}</Typography>
        <Box component={Form} method="get" action="/" sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
          <Box sx={{ width: 200 }}>
            <TextInput label="Tanggal" name="date" type="date" defaultValue={date} shrink margin="none" required />
          </Box>
          <Button type="submit" variant="contained">
            Tampilkan
          </Button>
        </Box>
      </Paper>
      {dashboard.kind === "cs" ? (
        <Paper sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {`Data Player ${dashboard.website ?? "-"}: ${shown(date)}`}
          </Typography>
          <SummaryCards totals={dashboard.totals} />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {loaderData.basis}
          </Typography>
          <Link href={`/dataplayer?${new URLSearchParams({ start: date, end: date })}`}>Buka Data Player</Link>
        </Paper>
      ) : (
        <CheckerView dashboard={dashboard} />
      )}
      {loaderData.calendar ? <CloseCalendarTable calendar={loaderData.calendar} /> : null}
    </Box>
  );
}

const BUCKETS: { bucket: DashboardBucket; label: string }[] = [
  { bucket: "auto", label: "Cocok otomatis" },
  { bucket: "manual", label: "Approve manual" },
  { bucket: "pending", label: "Pending" },
  { bucket: "ambiguous", label: "Ambigu" },
  { bucket: "all", label: "Total BO" },
];

function CheckerView({ dashboard }: { dashboard: CheckerDashboard }) {
  const { date } = dashboard;
  return (
    <>
      <Paper sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {`Rekonsiliasi ${shown(date)}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Jumlah data BO per status dan mutasi yang belum cocok; setiap angka membuka View BO atau View Mutasi dengan filter yang sama.
        </Typography>
        {dashboard.websites.length === 0 ? (
          <Typography>Belum ada website.</Typography>
        ) : (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Rekonsiliasi per website">
              <FigureTableHead headers={["Website", "Jenis", ...BUCKETS.map((b) => b.label), "Mutasi belum cocok", "Mutasi ditandai"]} textColumns={2} />
              <TableBody>
                {dashboard.websites.flatMap((site) =>
                  DIRECTIONS.map((side) => (
                    <SideRow key={`${site.website}-${side}`} website={site.website} name={site.name} side={side} figures={site[side]} date={date} />
                  )),
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", lg: "2fr 1fr" }, gap: 2 }}>
        <Paper sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            14 hari terakhir: nominal cocok vs pending
          </Typography>
          <ReconciliationChart days={dashboard.chart} />
        </Paper>
        <Paper sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Mutasi belum diupload
          </Typography>
          <MissingList missing={dashboard.missing} date={date} />
        </Paper>
      </Box>
    </>
  );
}

const figureText = (figure: Figure) => `${figure.count} · Rp ${formatRupiah(figure.cents)}`;

function SideRow({ website, name, side, figures, date }: { website: string; name: string; side: Direction; figures: SideFigures; date: string }) {
  return (
    <TableRow hover data-testid={`row-${website}-${side}`}>
      <TableCell sx={{ whiteSpace: "nowrap" }} title={name}>
        {website}
      </TableCell>
      <TableCell>{directionLabel(side)}</TableCell>
      {BUCKETS.map(({ bucket }) => (
        <TableCell key={bucket} align="right" sx={{ whiteSpace: "nowrap" }}>
          <Link href={viewBoHref(side, website, bucket, date)} data-testid={`${website}-${side}-${bucket}`} underline="hover">
            {figureText(figures[bucket])}
          </Link>
        </TableCell>
      ))}
      <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
        <Link href={viewMutasiHref(side, website, date)} data-testid={`${website}-${side}-lines`} underline="hover">
          {figureText(figures.unmatchedLines)}
        </Link>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: "nowrap" }} data-testid={`${website}-${side}-marked`}>
        {figureText(figures.markedLines)}
      </TableCell>
    </TableRow>
  );
}

function MissingList({ missing, date }: { missing: MissingStatement[]; date: string }) {
  if (!missing.length) {
    return <Typography data-testid="missing-none">{`Semua akun bank aktif sudah punya mutasi untuk ${shown(date)}.`}</Typography>;
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`Akun bank aktif tanpa mutasi untuk ${shown(date)}:`}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Mutasi belum diupload">
        {missing.map((account) => (
          <li key={account.akun_bank_id} data-testid="missing-statement" data-akun-bank-id={account.akun_bank_id}>
            {`${account.website} · ${directionLabel(directionOfJenis(account.jenis) ?? "deposit")} · ${account.bank} ${account.no} (${account.name})`}
          </li>
        ))}
      </Box>
    </>
  );
}
