import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { data, Form, redirect, useLocation, useNavigate } from "react-router";
import { requireScreen } from "~/services/auth/access.server";
import { unsafeTextMessage } from "~/services/http/input-text";
import { formatJakartaLong } from "~/services/jakarta-time";
import { lastPage, pageOverflowRedirect, parsePaging } from "~/services/http/paging";
import { listTracking, type TrackingRow } from "~/services/activity-log/log.server";
import { websiteChoices } from "~/services/websites/websites.server";
import { DataTable } from "~/ui/data-table";
import { NativeSelectField } from "~/ui/native-select-field";
import { PageSizeForm } from "~/ui/page-size-form";
import { PageTitle } from "~/ui/page-title";
import { Pager } from "~/ui/pager";
import { TextInput } from "~/ui/text-input";
import { withParams } from "~/ui/url";
import { WebsiteOptions } from "~/ui/website-options";
import type { Route } from "./+types/tracking";

/** Spec section 9: tracking page sizes 5, 10 (default), 20, 50, 100; search debounce 500 ms. */
const PAGE_SIZES = [5, 10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 500;
const SEARCH_LABEL = "Cari username/member…";
// kept beside the page (not imported from the service) so the browser bundle stays free of the models
const ALL = "ALL";
const SEARCH_MAX = 100;

export function meta() {
  return [{ title: "Tracking" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "/tracking");
  const url = new URL(request.url);
  const paging = parsePaging(url.searchParams, PAGE_SIZES, DEFAULT_PAGE_SIZE);
  const isAdmin = user.account_role === "ADMIN";
  const error = unsafeTextMessage(url.searchParams, { search: SEARCH_MAX });
  const search = error ? "" : (url.searchParams.get("search") ?? "").trim();
  // ADMIN picks a website or ALL; a CHECKER is fixed to their own (the parameter is ignored)
  const website = isAdmin ? (error ? ALL : (url.searchParams.get("website") || ALL).trim().toUpperCase()) : user.website_code;
  const { rows, total } = website && !error
    ? await listTracking(user, { website, search }, paging)
    : { rows: [] as TrackingRow[], total: 0 };
  const overflow = pageOverflowRedirect(url, paging.page, total, paging.pageSize);
  if (overflow) throw redirect(overflow);
  return data(
    {
      rows,
      total,
      page: paging.page,
      size: paging.pageSize,
      last: lastPage(total, paging.pageSize),
      search,
      error,
      website: website ?? "",
      isAdmin,
      websites: isAdmin ? await websiteChoices(user) : [],
    },
    { status: error ? 400 : 200 },
  );
}

export default function TrackingPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { isAdmin, website, search, size } = loaderData;
  return (
    <Box>
      <PageTitle title="Tracking" />
      <Paper sx={{ p: 2 }}>
        <FilterForm key={`${website}|${size}`} isAdmin={isAdmin} website={website} search={search} size={size} websites={loaderData.websites} />
        {loaderData.error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {loaderData.error}
          </Alert>
        ) : null}
        <DataTable
          label="Tracking"
          rows={loaderData.rows}
          rowKey={(row) => row.tracking_id}
          columns={[
            { header: "ID", cell: (row) => row.tracking_id },
            { header: "Website", cell: (row) => row.tracking_website ?? "-" },
            { header: "Username", cell: (row) => row.tracking_username },
            { header: "Role", cell: (row) => row.tracking_role },
            { header: "Activity", cell: (row) => row.tracking_activity },
            { header: "Created At", cell: (row) => formatJakartaLong(row.tracking_crated_at) },
          ]}
        />
        <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 2, flexWrap: "wrap", mt: 2 }}>
          <PageSizeForm sizes={PAGE_SIZES} size={size} keep={{ website: isAdmin ? website : null, search }} />
          {loaderData.total > 0 ? (
            <Pager page={loaderData.page} last={loaderData.last} showing={false} hrefFor={(page) => withParams(location, { page })} />
          ) : null}
        </Box>
      </Paper>
    </Box>
  );
}

/**
 * Website and search as a GET form (no page field, so any change starts at page 1). Without
 * scripts 'Cari' submits it; with scripts the website applies at once and the search text after
 * 500 ms without typing, replacing the history entry.
 */
function FilterForm({
  isAdmin,
  website,
  search,
  size,
  websites,
}: {
  isAdmin: boolean;
  website: string;
  search: string;
  size: number;
  websites: { website_id: number; website_name: string; website_code: string }[];
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [term, setTerm] = useState(search);
  const input = useRef<HTMLInputElement>(null);
  // a search applied elsewhere (back button, a link) shows in the box unless the user is typing in it
  useEffect(() => {
    if (document.activeElement !== input.current) setTerm(search);
  }, [search]);
  useEffect(() => {
    if (term.trim() === search) return;
    const timer = setTimeout(() => {
      const params = new URLSearchParams(location.search);
      params.delete("page");
      if (term.trim()) params.set("search", term.trim());
      else params.delete("search");
      const query = params.toString();
      void navigate(query ? `${location.pathname}?${query}` : location.pathname, { replace: true, preventScrollReset: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, search, location.pathname, location.search, navigate]);
  return (
    <Box
      component={Form}
      method="get"
      action="/tracking"
      preventScrollReset
      role="search"
      sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2, flexWrap: "wrap" }}
    >
      {isAdmin ? (
        <Box sx={{ minWidth: 240 }}>
          <NativeSelectField
            label="Website"
            name="website"
            defaultValue={website}
            margin="none"
            onChoose={(select) => select.form?.requestSubmit()}
          >
            <option value={ALL}>Semua website</option>
            <WebsiteOptions websites={websites} />
          </NativeSelectField>
        </Box>
      ) : (
        <Typography data-testid="tracking-website">{`Website: ${website || "-"}`}</Typography>
      )}
      <input type="hidden" name="size" value={size} />
      <Box sx={{ flex: 1, minWidth: 240, maxWidth: 420 }}>
        <TextInput
          label={SEARCH_LABEL}
          placeholder={SEARCH_LABEL}
          name="search"
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          inputRef={input}
          inputProps={{ maxLength: SEARCH_MAX, "data-search": "" }}
          margin="none"
        />
      </Box>
      <Button type="submit" variant="outlined">
        Cari
      </Button>
    </Box>
  );
}
