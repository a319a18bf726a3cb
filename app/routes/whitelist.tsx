import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { data, Form, Link, useLocation } from "react-router";
import { requireScreen } from "~/services/auth/access.server";
import { parseFormFlag } from "~/services/http/flag";
import { takeFlash } from "~/services/http/flash.server";
import { actionFailure, readForm, redirectWithNotice } from "~/services/http/form-action.server";
import { INVALID_STATUS_MESSAGE, UNKNOWN_ACTION_MESSAGE } from "~/services/http/messages";
import { assertSafeText } from "~/services/http/input-text";
import {
  couldBecomeValidIp,
  IP_EXAMPLE,
  IP_FORMAT_MESSAGE,
  parseWhitelistEntry,
  stripIpInput,
  WHITELIST_ENTRY_HINT,
  WHITELIST_INPUT_MAX,
} from "~/services/whitelist/ip-format";
import { formatJakartaLong } from "~/services/jakarta-time";
import { failureMessage, listUrlAfterPost } from "~/services/http/list-return";
import { listDialogs, listPage } from "~/services/http/list-screen.server";
import { ipAddedMessage, ipDeletedMessage, ipStatusMessage } from "~/services/whitelist/messages";
import { createWhitelist, deleteWhitelist, listWhitelist, setWhitelistStatus } from "~/services/whitelist/whitelist.server";
import { RowAction } from "~/ui/confirm-action";
import { RowConfirmations } from "~/ui/row-confirmations";
import { useListScreen } from "~/ui/list-screen";
import { CsrfInput } from "~/ui/csrf-input";
import { DataTable } from "~/ui/data-table";
import { DialogButtons } from "~/ui/dialog-buttons";
import { NoticeBanner } from "~/ui/notice-banner";
import { PageTitle } from "~/ui/page-title";
import { Pager } from "~/ui/pager";
import { StatusChip } from "~/ui/status-chip";
import { TextInput } from "~/ui/text-input";
import { UrlDialog } from "~/ui/url-dialog";
import { withParams } from "~/ui/url";
import type { Route } from "./+types/whitelist";

/** Spec section 9: whitelist list page size 100. */
const PAGE_SIZE = 100;

export function meta() {
  return [{ title: "Whitelist" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireScreen(request, "/whitelist");
  const url = new URL(request.url);
  const { rows, page, last } = await listPage(url, PAGE_SIZE, (paging) => listWhitelist(user, paging));
  const canEdit = user.account_role === "ADMIN";
  const dialogs = listDialogs(url, rows, (row) => row.Whitelist_id, { add: canEdit, edit: canEdit });
  const { notice, headers } = await takeFlash(request);
  return data({ rows, page, last, canEdit, clientIp: context.clientIp, ...dialogs, notice }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireScreen(request, "/whitelist");
  const { intent, fields } = await readForm(request);
  const back = listUrlAfterPost(request);
  try {
    assertSafeText(fields);
    if (intent === "create") {
      const entry = await createWhitelist(user, fields, context.clientIp);
      return redirectWithNotice(request, back, { severity: "success", message: ipAddedMessage(entry.Whitelist_ip) });
    }
    if (intent === "toggle") {
      const status = parseFormFlag(fields.Whitelist_status);
      if (status === null) throw data(INVALID_STATUS_MESSAGE, { status: 400 });
      const entry = await setWhitelistStatus(user, Number(fields.Whitelist_id), status, context.clientIp);
      return redirectWithNotice(request, back, {
        severity: "success",
        message: ipStatusMessage(entry.Whitelist_ip, status),
      });
    }
    if (intent === "remove") {
      const entry = await deleteWhitelist(user, Number(fields.Whitelist_id), context.clientIp);
      return redirectWithNotice(request, back, { severity: "success", message: ipDeletedMessage(entry.Whitelist_ip) });
    }
    throw data(UNKNOWN_ACTION_MESSAGE, { status: 400 });
  } catch (error) {
    const prefix =
      intent === "create"
        ? "❌ Gagal menambahkan whitelist."
        : intent === "toggle"
          ? "❌ Gagal mengubah status whitelist."
          : "❌ Gagal menghapus whitelist.";
    return actionFailure(error, intent, fields, failureMessage(prefix));
  }
}

export default function WhitelistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { location, closeHref, failure, createError, banner } = useListScreen(loaderData, actionData);
  const { canEdit } = loaderData;
  return (
    <Box>
      <PageTitle title="Whitelist" />
      <Paper sx={{ p: 2 }}>
        <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", mb: 2, gap: 2, flexWrap: "wrap" }}>
          <div>
            <Typography variant="h6" component="h2">
              Table Whitelist
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="own-ip">
              {`IP Anda saat ini: ${loaderData.clientIp || "-"}`}
            </Typography>
          </div>
          {canEdit ? (
            <Button variant="contained" component={Link} to={withParams(location, { dialog: "add" })} preventScrollReset>
              Add WL
            </Button>
          ) : (
            <Button variant="contained" disabled>
              Add WL
            </Button>
          )}
        </Box>
        <NoticeBanner notice={banner} />
        <DataTable
          label="Table Whitelist"
          rows={loaderData.rows}
          rowKey={(row) => row.Whitelist_id}
          columns={[
            { header: "IP Address", cell: (row) => row.Whitelist_ip },
            { header: "Status", cell: (row) => <StatusChip active={row.Whitelist_status} /> },
            { header: "Last Edited", cell: (row) => formatJakartaLong(row.Whitelist_last_edited_at) },
            { header: "Last Edited By", cell: (row) => row.Whitelist_last_edited_by_name },
            {
              header: "Action",
              cell: (row) => (
                <Box sx={{ display: "flex", gap: 1 }}>
                  <RowAction enabled={canEdit} to={withParams(location, { remove: row.Whitelist_id, toggle: null })} color="error">
                    Remove
                  </RowAction>
                  <RowAction enabled={canEdit} to={withParams(location, { toggle: row.Whitelist_id, remove: null })}>
                    Change Status
                  </RowAction>
                </Box>
              ),
            },
          ]}
        />
        <Pager page={loaderData.page} last={loaderData.last} hrefFor={(page) => withParams(location, { page })} />
      </Paper>
      {loaderData.adding ? (
        <AddWhitelistDialog closeHref={closeHref} error={createError} values={failure?.values} />
      ) : null}
      <RowConfirmations
        closeHref={closeHref}
        failure={failure}
        remove={
          loaderData.removing && {
            question: `Remove whitelist entry for IP ${loaderData.removing.Whitelist_ip}?`,
            fields: { Whitelist_id: loaderData.removing.Whitelist_id },
          }
        }
        toggle={
          loaderData.toggling && {
            question: `${loaderData.toggling.Whitelist_status ? "Deactivate" : "Activate"} whitelist entry for IP ${loaderData.toggling.Whitelist_ip}?`,
            fields: { Whitelist_id: loaderData.toggling.Whitelist_id, Whitelist_status: !loaderData.toggling.Whitelist_status },
          }
        }
      />
    </Box>
  );
}



function AddWhitelistDialog({ closeHref, error, values }: { closeHref: string; error: string | null; values?: Record<string, string> }) {
  const location = useLocation();
  const [ip, setIp] = useState(stripIpInput(values?.whitelist_ip ?? ""));
  const [checked, setChecked] = useState(false);
  // as typed: complain once the value cannot become an entry; on leaving the field or submitting, when it is not one
  const problem = ip === "" ? (checked ? IP_FORMAT_MESSAGE : null) : checked || !couldBecomeValidIp(ip) ? entryProblem(ip) : null;
  return (
    <UrlDialog title="Add New Whitelist" closeHref={closeHref}>
      {error ? <NoticeBanner notice={{ severity: "error", message: error }} /> : null}
      <Form
        method="post"
        action={location.pathname + location.search}
        preventScrollReset
        noValidate
        onSubmit={(event) => {
          if (entryProblem(ip) !== null) {
            event.preventDefault();
            setChecked(true);
          }
        }}
      >
        <CsrfInput />
        <input type="hidden" name="intent" value="create" />
        <TextInput
          label="IP Address"
          name="whitelist_ip"
          placeholder={IP_EXAMPLE}
          value={ip}
          onChange={(event) => setIp(stripIpInput(event.target.value))}
          onBlur={() => setChecked(ip !== "")}
          error={problem !== null}
          helperText={problem ?? WHITELIST_ENTRY_HINT}
          autoComplete="off"
          inputProps={{ maxLength: WHITELIST_INPUT_MAX, spellCheck: false, autoCapitalize: "off" }}
          margin="dense"
        />
        <DialogButtons closeHref={closeHref} confirmLabel="Submit" busyLabel="Submitting..." />
      </Form>
    </UrlDialog>
  );
}

function entryProblem(typed: string): string | null {
  const parsed = parseWhitelistEntry(typed);
  return parsed.ok ? null : parsed.message;
}
