import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { data, Form, Link, useLocation } from "react-router";
import { requireScreen } from "~/services/auth/access.server";
import { takeFlash } from "~/services/http/flash.server";
import { actionFailure, readForm, redirectWithNotice } from "~/services/http/form-action.server";
import { UNKNOWN_ACTION_MESSAGE } from "~/services/http/messages";
import { assertSafeText } from "~/services/http/input-text";
import { formatJakartaLong } from "~/services/jakarta-time";
import { listDialogs, listPage } from "~/services/http/list-screen.server";
import { WEBSITE_CREATED_MESSAGE, websiteDeletedMessage } from "~/services/websites/messages";
import { normaliseWebsiteCode } from "~/services/websites/website-code";
import { createWebsite, deleteWebsite, listWebsites } from "~/services/websites/websites.server";
import { RowAction } from "~/ui/confirm-action";
import { RowConfirmations } from "~/ui/row-confirmations";
import { useListScreen } from "~/ui/list-screen";
import { CsrfInput } from "~/ui/csrf-input";
import { DataTable } from "~/ui/data-table";
import { DialogButtons } from "~/ui/dialog-buttons";
import { NoticeBanner } from "~/ui/notice-banner";
import { PageTitle } from "~/ui/page-title";
import { Pager } from "~/ui/pager";
import { UrlDialog } from "~/ui/url-dialog";
import { withParams } from "~/ui/url";
import type { Route } from "./+types/website";

const PAGE_SIZE = 100;

export function meta() {
  return [{ title: "Website" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "/website");
  const url = new URL(request.url);
  const { rows, page, last } = await listPage(url, PAGE_SIZE, (paging) => listWebsites(user, paging));
  const canEdit = user.account_role === "ADMIN";
  const { adding, removing } = listDialogs(url, rows, (row) => row.website_id, { add: canEdit, edit: canEdit });
  const { notice, headers } = await takeFlash(request);
  return data({ rows, page, last, canEdit, adding, removing, notice }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "/website");
  const { intent, fields } = await readForm(request);
  try {
    assertSafeText(fields);
    if (intent === "create") {
      await createWebsite(user, fields);
      return redirectWithNotice(request, "/website", { severity: "success", message: WEBSITE_CREATED_MESSAGE });
    }
    if (intent === "remove") {
      const website = await deleteWebsite(user, Number(fields.website_id));
      return redirectWithNotice(request, "/website", { severity: "success", message: websiteDeletedMessage(website) });
    }
    throw data(UNKNOWN_ACTION_MESSAGE, { status: 400 });
  } catch (error) {
    return actionFailure(error, intent, fields, (reason) =>
      intent === "create" ? `❌ Gagal menambahkan website. ${reason}` : `❌ Gagal menghapus website. ${reason}`,
    );
  }
}

export default function WebsitePage({ loaderData, actionData }: Route.ComponentProps) {
  const { location, closeHref, failure, createError, banner } = useListScreen(loaderData, actionData);
  return (
    <Box>
      <PageTitle title="Website" />
      <Paper sx={{ p: 2 }}>
        <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", mb: 2 }}>
          <Typography variant="h6" component="h2">
            Table Website
          </Typography>
          {loaderData.canEdit ? (
            <Button variant="contained" component={Link} to={withParams(location, { dialog: "add" })} preventScrollReset>
              Add Website
            </Button>
          ) : null}
        </Box>
        <NoticeBanner notice={banner} />
        <DataTable
          label="Table Website"
          rows={loaderData.rows}
          rowKey={(row) => row.website_id}
          columns={[
            { header: "Website Name", cell: (row) => row.website_name },
            { header: "Website Code", cell: (row) => row.website_code },
            { header: "Last Edited", cell: (row) => formatJakartaLong(row.website_last_edited_at) },
            { header: "Last Edited By", cell: (row) => row.website_last_edited_by_name },
            {
              header: "Remove",
              cell: (row) => (
                <RowAction enabled={loaderData.canEdit} color="error" to={withParams(location, { remove: row.website_id })}>
                  Remove
                </RowAction>
              ),
            },
          ]}
        />
        <Pager page={loaderData.page} last={loaderData.last} hrefFor={(page) => withParams(location, { page })} />
      </Paper>
      {loaderData.adding ? (
        <AddWebsiteDialog closeHref={closeHref} error={createError} values={failure?.values} />
      ) : null}
      <RowConfirmations
        closeHref={closeHref}
        failure={failure}
        remove={
          loaderData.removing && {
            question: `Remove website ${loaderData.removing.website_name} (${loaderData.removing.website_code})?`,
            fields: { website_id: loaderData.removing.website_id },
          }
        }
      />
    </Box>
  );
}

function AddWebsiteDialog({ closeHref, error, values }: { closeHref: string; error: string | null; values?: Record<string, string> }) {
  const location = useLocation();
  const [code, setCode] = useState(values?.website_code ?? "");
  return (
    <UrlDialog title="Add Website" closeHref={closeHref}>
      {error ? <NoticeBanner notice={{ severity: "error", message: error }} /> : null}
      <Form method="post" action={location.pathname + location.search} preventScrollReset>
        <CsrfInput />
        <input type="hidden" name="intent" value="create" />
        <TextField
          label="Website Name"
          name="website_name"
          placeholder="Contoh: Situs Utama"
          defaultValue={values?.website_name ?? ""}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label="Website Code"
          name="website_code"
          placeholder="Contoh: ABC123"
          value={code}
          onChange={(event) => setCode(normaliseWebsiteCode(event.target.value))}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: 20, style: { textTransform: "uppercase" } } }}
        />
        <DialogButtons closeHref={closeHref} confirmLabel="Submit" busyLabel="Submitting..." />
      </Form>
    </UrlDialog>
  );
}
