import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState, type FormEvent } from "react";
import { data, Form, Link, useLocation } from "react-router";
import { requireScreen } from "~/services/auth/access.server";
import { createAkunBank, deleteAkunBank, listAkunBank, setAkunBankStatus } from "~/services/akun-bank/akun-bank.server";
import {
  BANK_CHOICES,
  BANK_PLACEHOLDER,
  digitsOnly,
  JENIS_TRANSAKSI_CHOICES,
  JENIS_TRANSAKSI_PLACEHOLDER,
} from "~/services/akun-bank/bank-choices";
import {
  AKUN_BANK_CREATED_MESSAGE,
  AKUN_BANK_REQUIRED_MESSAGE,
  akunBankDeletedMessage,
  akunBankStatusMessage,
} from "~/services/akun-bank/messages";
import { parseFormFlag } from "~/services/http/flag";
import { takeFlash } from "~/services/http/flash.server";
import { actionFailure, readForm, redirectWithNotice } from "~/services/http/form-action.server";
import { INVALID_STATUS_MESSAGE, UNKNOWN_ACTION_MESSAGE } from "~/services/http/messages";
import { assertSafeText, unsafeTextMessage } from "~/services/http/input-text";
import { formatJakartaLong } from "~/services/jakarta-time";
import { failureMessage, listUrlAfterPost } from "~/services/http/list-return";
import { listDialogs, listPage } from "~/services/http/list-screen.server";
import { websiteChoices } from "~/services/websites/websites.server";
import { RowAction } from "~/ui/confirm-action";
import { RowConfirmations } from "~/ui/row-confirmations";
import { useListScreen } from "~/ui/list-screen";
import { CsrfInput } from "~/ui/csrf-input";
import { DataTable } from "~/ui/data-table";
import { DialogButtons } from "~/ui/dialog-buttons";
import { NativeSelectField } from "~/ui/native-select-field";
import { NoticeBanner } from "~/ui/notice-banner";
import { PageTitle } from "~/ui/page-title";
import { Pager } from "~/ui/pager";
import { StatusChip } from "~/ui/status-chip";
import { TextInput } from "~/ui/text-input";
import { UrlDialog } from "~/ui/url-dialog";
import { withParams } from "~/ui/url";
import { WebsiteOptions } from "~/ui/website-options";
import type { Route } from "./+types/databank";

/** The spec leaves the page size open: 10 rows, as the other small admin tables default to. */
const PAGE_SIZE = 10;
const NO_WEBSITE = "-- No Website --";
const ALL_WEBSITES = "All Websites";

export function meta() {
  return [{ title: "Data Bank" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "/databank");
  const url = new URL(request.url);
  const isAdmin = user.account_role === "ADMIN";
  // only ADMIN switches websites; the others always see their own, whatever the URL says
  const problem = unsafeTextMessage(url.searchParams);
  const requested = isAdmin && !problem ? url.searchParams.get("website") || null : null;
  const [{ rows, page, last, website }, websites] = await Promise.all([
    listPage(url, PAGE_SIZE, (paging) => listAkunBank(user, requested, paging)),
    websiteChoices(user),
  ]);
  const canAdd = isAdmin || user.account_role === "CHECKER";
  const { notice, headers } = await takeFlash(request);
  return data(
    {
      rows,
      page,
      last,
      isAdmin,
      canAdd,
      canEdit: isAdmin,
      website,
      ownWebsite: user.website_code,
      websites,
      ...listDialogs(url, rows, (row) => row.akun_bank_id, { add: canAdd, edit: isAdmin }),
      notice: problem ? { severity: "error" as const, message: problem } : notice,
    },
    { headers, status: problem ? 400 : 200 },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "/databank");
  const { intent, fields } = await readForm(request);
  const back = listUrlAfterPost(request);
  try {
    assertSafeText(fields);
    if (intent === "create") {
      await createAkunBank(user, fields);
      return redirectWithNotice(request, back, { severity: "info", message: AKUN_BANK_CREATED_MESSAGE });
    }
    if (intent === "toggle") {
      const status = parseFormFlag(fields.akun_bank_status);
      if (status === null) throw data(INVALID_STATUS_MESSAGE, { status: 400 });
      const account = await setAkunBankStatus(user, Number(fields.akun_bank_id), status);
      return redirectWithNotice(request, back, {
        severity: "success",
        message: akunBankStatusMessage(account, status),
      });
    }
    if (intent === "remove") {
      const account = await deleteAkunBank(user, Number(fields.akun_bank_id));
      return redirectWithNotice(request, back, {
        severity: "success",
        message: akunBankDeletedMessage(account),
      });
    }
    throw data(UNKNOWN_ACTION_MESSAGE, { status: 400 });
  } catch (error) {
    if (intent === "create") {
      // missing fields read exactly as the spec's alert; anything else is the spec's failure plus the reason
      return actionFailure(error, intent, fields, (reason) =>
        reason === AKUN_BANK_REQUIRED_MESSAGE ? reason : `❌ Gagal membuat akun bank. ${reason}`,
      );
    }
    const prefix = intent === "toggle" ? "❌ Gagal mengubah status akun bank." : "❌ Gagal menghapus akun bank.";
    return actionFailure(error, intent, fields, failureMessage(prefix));
  }
}

export default function DataBankPage({ loaderData, actionData }: Route.ComponentProps) {
  const { location, closeHref, failure, createError, banner } = useListScreen(loaderData, actionData);
  const { canEdit, isAdmin } = loaderData;
  return (
    <Box>
      <PageTitle title="Data Bank" />
      <Paper sx={{ p: 2 }}>
        <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", mb: 2, gap: 2, flexWrap: "wrap" }}>
          <Typography variant="h6" component="h2">
            Table Data Bank
          </Typography>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
            <WebsiteFilter isAdmin={isAdmin} website={loaderData.website} websites={loaderData.websites} />
            {loaderData.canAdd ? (
              <Button variant="contained" component={Link} to={withParams(location, { dialog: "add" })} preventScrollReset>
                Add Data Bank
              </Button>
            ) : (
              <Button variant="contained" disabled>
                Add Data Bank
              </Button>
            )}
          </Box>
        </Box>
        <NoticeBanner notice={banner} />
        <DataTable
          label="Table Data Bank"
          rows={loaderData.rows}
          rowKey={(row) => row.akun_bank_id}
          columns={[
            { header: "Website", cell: (row) => row.akun_bank_website },
            { header: "Jenis Transaksi", cell: (row) => row.akun_bank_jenis_transaksi },
            { header: "Bank", cell: (row) => row.akun_bank_bank },
            { header: "Account Name", cell: (row) => row.akun_bank_name },
            { header: "Account Number", cell: (row) => row.akun_bank_no },
            { header: "Status", cell: (row) => <StatusChip active={row.akun_bank_status} /> },
            { header: "Last Edited", cell: (row) => formatJakartaLong(row.akun_bank_last_edited_at) },
            { header: "Last Edited By", cell: (row) => row.akun_bank_last_edited_by_name },
            {
              header: "Action",
              cell: (row) => (
                <Box sx={{ display: "flex", gap: 1 }}>
                  <RowAction enabled={canEdit} to={withParams(location, { toggle: row.akun_bank_id, remove: null })}>
                    {row.akun_bank_status ? "Deactivate" : "Activate"}
                  </RowAction>
                  <RowAction enabled={canEdit} to={withParams(location, { remove: row.akun_bank_id, toggle: null })} color="error">
                    Remove
                  </RowAction>
                </Box>
              ),
            },
          ]}
        />
        <Pager page={loaderData.page} last={loaderData.last} hrefFor={(page) => withParams(location, { page })} />
      </Paper>
      {loaderData.adding ? (
        <AddDataBankDialog
          closeHref={closeHref}
          error={createError}
          values={createError ? failure?.values : undefined}
          isAdmin={isAdmin}
          websites={loaderData.websites}
          defaultWebsite={isAdmin ? (loaderData.website ?? "") : (loaderData.ownWebsite ?? "")}
        />
      ) : null}
      <RowConfirmations
        closeHref={closeHref}
        failure={failure}
        remove={
          loaderData.removing && {
            question: `Remove bank account ${loaderData.removing.akun_bank_name} (${loaderData.removing.akun_bank_bank} - ${loaderData.removing.akun_bank_no})?`,
            fields: { akun_bank_id: loaderData.removing.akun_bank_id },
          }
        }
        toggle={
          loaderData.toggling && {
            question: `${loaderData.toggling.akun_bank_status ? "Deactivate" : "Activate"} bank account ${loaderData.toggling.akun_bank_name} (${loaderData.toggling.akun_bank_no})?`,
            fields: { akun_bank_id: loaderData.toggling.akun_bank_id, akun_bank_status: !loaderData.toggling.akun_bank_status },
          }
        }
      />
    </Box>
  );
}

type WebsiteChoice = { website_id: number; website_name: string; website_code: string };

/**
 * A GET form (the URL holds the filter, so it works without scripts; with scripts a change
 * applies at once). Only ADMIN may change it; the others see their own website, disabled.
 */
function WebsiteFilter({ isAdmin, website, websites }: { isAdmin: boolean; website: string | null; websites: WebsiteChoice[] }) {
  if (!isAdmin) {
    return (
      <Box sx={{ minWidth: 200 }}>
        <NativeSelectField label="Website" name="website" defaultValue={website ?? ""} disabled margin="none">
          {websites.length === 0 ? <option value="">{NO_WEBSITE}</option> : null}
          <WebsiteOptions websites={websites} />
        </NativeSelectField>
      </Box>
    );
  }
  return (
    <Box component={Form} method="get" action="/databank" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
      <Box sx={{ minWidth: 200 }}>
        <NativeSelectField
          label="Website"
          name="website"
          defaultValue={website ?? ""}
          margin="none"
          onChoose={(select) => select.form?.requestSubmit()}
        >
          <option value="">{ALL_WEBSITES}</option>
          <WebsiteOptions websites={websites} />
        </NativeSelectField>
      </Box>
      <Button type="submit" variant="outlined">
        Filter
      </Button>
    </Box>
  );
}



const REQUIRED_FIELDS = ["akun_bank_website", "akun_bank_jenis_transaksi", "akun_bank_bank", "akun_bank_name", "akun_bank_no"];

function AddDataBankDialog({
  closeHref,
  error,
  values,
  isAdmin,
  websites,
  defaultWebsite,
}: {
  closeHref: string;
  error: string | null;
  values?: Record<string, string>;
  isAdmin: boolean;
  websites: WebsiteChoice[];
  defaultWebsite: string;
}) {
  const location = useLocation();
  const [number, setNumber] = useState(digitsOnly(values?.akun_bank_no ?? ""));
  const [clientError, setClientError] = useState<string | null>(null);
  const shownError = clientError ?? error;
  const ownWebsite = websites.find((choice) => choice.website_code === defaultWebsite);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const missing = REQUIRED_FIELDS.some((name) => String(form.get(name) ?? "").trim() === "");
    if (missing) {
      event.preventDefault();
      setClientError(AKUN_BANK_REQUIRED_MESSAGE);
    } else {
      setClientError(null);
    }
  };
  return (
    <UrlDialog title="Add New Data Bank" closeHref={closeHref} maxWidth={480}>
      {shownError ? <NoticeBanner notice={{ severity: "error", message: shownError }} /> : null}
      <Form method="post" action={location.pathname + location.search} preventScrollReset noValidate onSubmit={onSubmit}>
        <CsrfInput />
        <input type="hidden" name="intent" value="create" />
        {isAdmin ? (
          <NativeSelectField label="Website" name="akun_bank_website" defaultValue={values?.akun_bank_website ?? defaultWebsite}>
            <option value="">{NO_WEBSITE}</option>
            <WebsiteOptions websites={websites} />
          </NativeSelectField>
        ) : (
          <>
            <input type="hidden" name="akun_bank_website" value={defaultWebsite} />
            <TextInput
              label="Website"
              value={ownWebsite ? `${ownWebsite.website_name} (${ownWebsite.website_code})` : NO_WEBSITE}
              readOnly
              margin="dense"
              inputProps={{ "aria-readonly": true, "data-testid": "website-label" }}
            />
          </>
        )}
        <NativeSelectField
          label="Jenis Transaksi"
          name="akun_bank_jenis_transaksi"
          defaultValue={values?.akun_bank_jenis_transaksi ?? ""}
        >
          <option value="">{JENIS_TRANSAKSI_PLACEHOLDER}</option>
          {JENIS_TRANSAKSI_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectField label="Bank" name="akun_bank_bank" defaultValue={values?.akun_bank_bank ?? ""}>
          <option value="">{BANK_PLACEHOLDER}</option>
          {BANK_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelectField>
        <TextInput
          label="Account Name"
          name="akun_bank_name"
          defaultValue={values?.akun_bank_name ?? ""}
          autoComplete="off"
          margin="dense"
          inputProps={{ maxLength: 100 }}
        />
        <TextInput
          label="Account Number"
          name="akun_bank_no"
          value={number}
          onChange={(event) => setNumber(digitsOnly(event.target.value))}
          autoComplete="off"
          margin="dense"
          inputProps={{ maxLength: 30, inputMode: "numeric" }}
        />
        <DialogButtons closeHref={closeHref} confirmLabel="Submit" busyLabel="Submitting..." />
      </Form>
    </UrlDialog>
  );
}
