import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { data, Form, Link, useLocation } from "react-router";
import { requireScreen } from "~/services/auth/access.server";
import { ServiceError, ValidationError } from "~/services/errors";
import { takeFlash, type Notice } from "~/services/http/flash.server";
import { readForm, redirectWithNotice } from "~/services/http/form-action.server";
import { assertSafeText } from "~/services/http/input-text";
import { UNKNOWN_ACTION_MESSAGE } from "~/services/http/messages";
import { listAliases, type AliasView } from "~/services/matching/aliases.server";
import { removeAlias } from "~/services/matching/remove-alias.server";
import { ALIAS_MESSAGES } from "~/services/matching/messages";
import { websiteChoices } from "~/services/websites/websites.server";
import { CsrfInput } from "~/ui/csrf-input";
import { DataTable } from "~/ui/data-table";
import { DialogButtons } from "~/ui/dialog-buttons";
import { NoticeBanner } from "~/ui/notice-banner";
import { PageTitle } from "~/ui/page-title";
import { UrlDialog } from "~/ui/url-dialog";
import { withParams } from "~/ui/url";
import type { Route } from "./+types/alias";

/**
 * Alias Pemain (issue 13, point 5): what pairing by hand taught each website — a sender name or
 * account number that belongs to a player — listed for an ADMIN, who removes a wrong one. The
 * filter is a GET form and the removal a URL-state confirmation and a form post: no script needed.
 */

export function meta() {
  return [{ title: ALIAS_MESSAGES.pageTitle }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "/alias");
  const { notice, headers } = await takeFlash(request);
  const params = new URL(request.url).searchParams;
  const website = params.get("website") ?? "";
  const websites = (await websiteChoices(user)).map((choice) => choice.website_code);
  let aliases: AliasView[] = [];
  let message: string | null = null;
  try {
    assertSafeText(params);
    aliases = await listAliases(user, website);
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    message = error.message;
  }
  const removing = aliases.find((alias) => String(alias.id) === params.get("remove")) ?? null;
  return data({ website, websites, aliases, message, notice, removing }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "/alias");
  const { intent, fields } = await readForm(request);
  const url = new URL(request.url);
  try {
    assertSafeText(fields);
    if (intent !== "remove") throw new ValidationError(UNKNOWN_ACTION_MESSAGE);
    const outcome = await removeAlias(user, fields.alias_id);
    return redirectWithNotice(request, withParams(url, { remove: null }), { severity: "success", message: outcome.message });
  } catch (error) {
    if (error instanceof ServiceError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
}

export default function AliasPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const { aliases, websites, website, removing } = loaderData;
  const notice: Notice | null = actionData?.error
    ? { severity: "error", message: actionData.error }
    : loaderData.message
      ? { severity: "error", message: loaderData.message }
      : loaderData.notice;
  const closeHref = withParams(location, { remove: null });
  return (
    <Box>
      <PageTitle title={ALIAS_MESSAGES.pageTitle} />
      <NoticeBanner notice={notice} />
      <Paper sx={{ p: 2 }}>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {ALIAS_MESSAGES.pageIntro}
        </Typography>
        <Form method="get" aria-label="Filter alias">
          <Box sx={{ display: "flex", gap: 1, alignItems: "center", mb: 1.5 }}>
            <label>
              {"Website "}
              <select name="website" defaultValue={website}>
                <option value="">Semua</option>
                {websites.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" size="small" variant="outlined">
              Tampilkan
            </Button>
          </Box>
        </Form>
        <DataTable
          label={ALIAS_MESSAGES.pageTitle}
          rows={aliases}
          rowKey={(alias) => alias.id}
          empty={ALIAS_MESSAGES.empty}
          columns={[
            { header: "Website", cell: (alias) => alias.website },
            { header: "Username", cell: (alias) => alias.username },
            { header: "Transaksi", cell: (alias) => ALIAS_MESSAGES.side[alias.side] },
            { header: "Jenis", cell: (alias) => (alias.kind === "name" ? ALIAS_MESSAGES.kindName : ALIAS_MESSAGES.kindAccount)[alias.side] },
            { header: "Alias", cell: (alias) => alias.shown },
            { header: "Dikonfirmasi", cell: (alias) => `${alias.confirmedBy}, ${alias.confirmedAt}` },
            {
              header: "Action",
              cell: (alias) => (
                <Button component={Link} to={withParams(location, { remove: alias.id })} preventScrollReset size="small" color="error" aria-label={`Hapus alias #${alias.id}`}>
                  Hapus
                </Button>
              ),
            },
          ]}
        />
      </Paper>
      {removing ? (
        <UrlDialog title="Hapus Alias" closeHref={closeHref}>
          <Typography>{ALIAS_MESSAGES.confirmRemove(removing.shown, removing.username)}</Typography>
          <Form method="post" action={closeHref} preventScrollReset>
            <CsrfInput />
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="alias_id" value={removing.id} />
            <DialogButtons closeHref={closeHref} confirmLabel="Ya, hapus" busyLabel="Menghapus..." danger />
          </Form>
        </UrlDialog>
      ) : null}
    </Box>
  );
}
