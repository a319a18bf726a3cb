import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { data, Form } from "react-router";
import { requireScreen } from "~/services/auth/access.server";
import type { SessionUser } from "~/services/auth/session.server";
import { closeDay, dayBlockerItems, dayStatus, type BlockerFix, type DayStatus } from "~/services/day-close/day-close.server";
import { reopenDay } from "~/services/day-close/reopen-day.server";
import { viewBoHref, viewMutasiHref } from "~/services/reports/dashboard-links";
import { dayHref, summaryHref } from "~/services/day-close/day-links";
import { daySummary, type DaySummary } from "~/services/day-close/day-summary.server";
import { DAY_CLOSE_MESSAGES as M } from "~/services/day-close/messages";
import { ServiceError } from "~/services/errors";
import { takeFlash } from "~/services/http/flash.server";
import { actionFailure, readForm, redirectWithNotice } from "~/services/http/form-action.server";
import { UNKNOWN_ACTION_MESSAGE } from "~/services/http/messages";
import { assertSafeText } from "~/services/http/input-text";
import { formatJakartaLong, jakartaDate } from "~/services/jakarta-time";
import { formatSpecDate, parseSpecDate } from "~/services/spec-date";
import { preselectedWebsite } from "~/services/websites/preselect";
import { WEBSITE_NOT_FOUND_MESSAGE } from "~/services/websites/messages";
import { normaliseWebsiteCode } from "~/services/websites/website-code";
import { websiteChoices } from "~/services/websites/websites.server";
import { CsrfInput } from "~/ui/csrf-input";
import { DaySummaryTable } from "~/ui/day-summary-table";
import { NativeSelectField } from "~/ui/native-select-field";
import { NoticeBanner } from "~/ui/notice-banner";
import { PageTitle } from "~/ui/page-title";
import { TextInput } from "~/ui/text-input";
import type { Route } from "./+types/tutuphari";

export function meta() {
  return [{ title: M.pageTitle }];
}

/** ?website=ABC&date=YYYY-MM-DD: the day's state and what still blocks closing it (a plain GET form picks them). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "/tutuphari");
  const query = new URL(request.url).searchParams;
  const websites = (await websiteChoices(user)).map((website) => website.website_code);
  const asked = query.get("website");
  const website = asked === null ? preselectedWebsite(user, websites) : normaliseWebsiteCode(asked);
  const date = parseSpecDate(query.get("date")) ?? jakartaDate();
  const { notice, headers } = await takeFlash(request);
  let status: DayStatus | null = null;
  let blockers: { text: string; href: string }[] = [];
  let summary: Pick<DaySummary, "rows" | "total"> | null = null;
  let message: string | null = null;
  // only a website of the picker: a typed address names no day of a website that does not exist
  if (website && !websites.includes(website)) message = WEBSITE_NOT_FOUND_MESSAGE;
  else if (website) {
    try {
      status = await dayStatus(user, { website, date });
      if (status.closed) summary = await daySummary(user, { website, date });
      if (!status.closed && status.blockers.length > 0) {
        blockers = (await dayBlockerItems(status.website, status.date)).map(({ text, fix }) => ({ text, href: fixHref(fix, status!.website, status!.date) }));
      }
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      message = error.message;
    }
  }
  return data(
    {
      websites,
      website,
      date,
      day: status && { ...status, closed_at: status.closed ? formatJakartaLong(status.closed_at) : null, blockers },
      summary: summary && { rows: summary.rows, total: summary.total },
      mayReopen: user.account_role === "ADMIN",
      notice: message ? { severity: "error" as const, message } : notice,
    },
    { headers },
  );
}

/** Where a blocker is settled: the pending BO rows, the open statement lines, or the upload page. */
function fixHref(fix: BlockerFix, website: string, date: string): string {
  if (fix.kind === "bo") return viewBoHref(fix.side, website, "pending", date);
  if (fix.kind === "lines") return viewMutasiHref(fix.side, website, date);
  return "/upload";
}

const DAY_ACTIONS = {
  close: (user: SessionUser, fields: Record<string, string>) => closeDay(user, { website: fields.website, date: fields.date }),
  reopen: (user: SessionUser, fields: Record<string, string>) => reopenDay(user, { website: fields.website, date: fields.date, reason: fields.reason }),
} as const;

/** Tutup Hari (CHECKER, ADMIN) or Buka Hari (ADMIN, with a reason); post/redirect/get back to the day with a notice. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "/tutuphari");
  const { intent, fields } = await readForm(request);
  if (intent !== "close" && intent !== "reopen") throw data(UNKNOWN_ACTION_MESSAGE, { status: 400 });
  try {
    assertSafeText(fields);
    const { message } = await DAY_ACTIONS[intent](user, fields);
    return redirectWithNotice(request, dayHref(fields.website ?? "", fields.date ?? ""), { severity: "success", message });
  } catch (error) {
    return actionFailure(error, intent, fields, (reason) => reason);
  }
}

export default function TutupHariPage({ loaderData, actionData }: Route.ComponentProps) {
  const { day } = loaderData;
  const failure = actionData && "error" in actionData ? actionData : null;
  return (
    <Box>
      <PageTitle title={M.pageTitle} />
      <NoticeBanner notice={failure ? { severity: "error", message: failure.error } : loaderData.notice} />
      <Paper sx={{ p: 2, mb: 2 }}>
        <Box component={Form} method="get" action="/tutuphari" sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
          <Box sx={{ width: 220 }}>
            <NativeSelectField label="Website" name="website" defaultValue={loaderData.website} margin="none">
              <option value="">-- Pilih Website --</option>
              {loaderData.websites.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelectField>
          </Box>
          <Box sx={{ width: 200 }}>
            <TextInput label="Tanggal" name="date" type="date" defaultValue={loaderData.date} margin="none" required />
          </Box>
          <Button type="submit" variant="outlined">
            Tampilkan
          </Button>
        </Box>
      </Paper>
      {day ? <DayPanel key={`${day.website}-${day.date}`} day={day} summary={loaderData.summary} mayReopen={loaderData.mayReopen} reason={failure?.values.reason} /> : <Typography>{M.pickDay}</Typography>}
    </Box>
  );
}

type ShownDay = Omit<DayStatus, "closed_at" | "blockers"> & { closed_at: string | null; blockers: { text: string; href: string }[] };

function DayPanel({ day, summary, mayReopen, reason }: { day: ShownDay; summary: Pick<DaySummary, "rows" | "total"> | null; mayReopen: boolean; reason?: string }) {
  const hidden = (
    <>
      <CsrfInput />
      <input type="hidden" name="website" value={day.website} />
      <input type="hidden" name="date" value={day.date} />
    </>
  );
  return (
    <Paper sx={{ p: 2 }} data-testid="day-panel">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {`${day.website} · ${formatSpecDate(day.date, { padDay: true })}: `}
        <Box component="span" data-testid="day-state" sx={{ color: day.closed ? "success.main" : "warning.main" }}>
          {day.closed ? M.stateClosed : M.stateOpen}
        </Box>
      </Typography>
      {day.closed && day.closed_by ? <Typography data-testid="closed-by">{M.closedBy(day.closed_by, day.closed_at ?? "-")}</Typography> : null}
      {day.closed ? (
        <Box sx={{ display: "flex", gap: 1, my: 1, alignItems: "center", flexWrap: "wrap" }}>
          <Typography>{`${M.summaryTitle}:`}</Typography>
          {(["csv", "xlsx"] as const).map((format) => (
            <Button key={format} variant="outlined" size="small" href={summaryHref(day.website, day.date, format)} download>
              {format === "csv" ? "Export CSV" : "Export Excel"}
            </Button>
          ))}
        </Box>
      ) : null}
      {summary ? <DaySummaryTable summary={summary} /> : null}
      {day.reopened_by && day.reopen_reason ? (
        <Typography variant="body2" color="text.secondary" data-testid="reopened-by">
          {M.lastReopened(day.reopened_by, day.reopen_reason)}
        </Typography>
      ) : null}
      {day.closed ? null : day.blockers.length ? (
        <Box sx={{ my: 1 }}>
          <Typography>{M.blockersIntro}</Typography>
          <Box component="ul" data-testid="blockers" sx={{ my: 1, pl: 3 }}>
            {day.blockers.map((blocker) => (
              <li key={blocker.text}>
                <Link href={blocker.href}>{blocker.text}</Link>
              </li>
            ))}
          </Box>
        </Box>
      ) : (
        <Typography sx={{ my: 1 }} data-testid="no-blockers">
          {M.nothingBlocks}
        </Typography>
      )}
      {day.closed ? (
        mayReopen ? (
          <Form method="post" action={dayHref(day.website, day.date)}>
            {hidden}
            <input type="hidden" name="intent" value="reopen" />
            <TextInput label="Alasan membuka kembali" name="reason" defaultValue={reason ?? ""} required inputProps={{ maxLength: 500 }} />
            <Button type="submit" variant="contained" color="warning">
              Buka Hari
            </Button>
          </Form>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {M.onlyAdminReopens}
          </Typography>
        )
      ) : (
        <Form method="post" action={dayHref(day.website, day.date)}>
          {hidden}
          <input type="hidden" name="intent" value="close" />
          <Button type="submit" variant="contained" disabled={day.blockers.length > 0}>
            Tutup Hari
          </Button>
        </Form>
      )}
    </Paper>
  );
}
