import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useState, type MouseEvent, type ReactNode } from "react";
import { data, Form, Link, redirect, useLocation, useRouteLoaderData, useSubmit } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import type { loader as rootLoader } from "~/root";
import { requireScreen } from "~/services/auth/access.server";
import { ACCOUNT_ROLE_CHOICES, isNewUserValid, USERNAME_MAX } from "~/services/accounts/account-rules";
import { accountName, changeAccountPassword, createAccount, deleteAccount, listAccounts, setAccountStatus } from "~/services/accounts/accounts.server";
import {
  ACCOUNT_CREATED_MESSAGE,
  accountDeletedMessage,
  accountStatusMessage,
  passwordChangedMessage,
} from "~/services/accounts/messages";
import { ServiceError, ValidationError } from "~/services/errors";
import { setFlash, takeFlash, type Notice } from "~/services/http/flash.server";
import { actionFailure, readForm, redirectWithNotice } from "~/services/http/form-action.server";
import { INVALID_STATUS_MESSAGE, UNKNOWN_ACTION_MESSAGE } from "~/services/http/messages";
import { formatJakartaLong } from "~/services/jakarta-time";
import { failureMessage, listUrlAfterPost } from "~/services/http/list-return";
import { lastPage, pageOverflowRedirect, parsePaging } from "~/services/http/paging";
import { CURRENT_PASSWORD_LABEL, PASSWORD_MAX, PASSWORD_RULE_HINT, passwordProblem } from "~/services/auth/password-rule";
import { createSessionCookie } from "~/services/auth/session.server";
import { websiteChoices } from "~/services/websites/websites.server";
import { CsrfInput } from "~/ui/csrf-input";
import { DataTable } from "~/ui/data-table";
import { DialogButtons } from "~/ui/dialog-buttons";
import { NativeSelectField } from "~/ui/native-select-field";
import { NoticeBanner } from "~/ui/notice-banner";
import { PageSizeForm } from "~/ui/page-size-form";
import { PageTitle } from "~/ui/page-title";
import { Pager } from "~/ui/pager";
import { StatusChip } from "~/ui/status-chip";
import { TextInput } from "~/ui/text-input";
import { UrlDialog } from "~/ui/url-dialog";
import { withParams } from "~/ui/url";
import { RowAction } from "~/ui/confirm-action";
import type { Route } from "./+types/user";

/** Spec section 9: admin users page sizes 5, 10 (default), 20, 50, 100. */
const PAGE_SIZES = [5, 10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 10;
/** The URL states of the page's dialogs (?dialog=add, ?toggle=ID, ?remove=ID, ?password=ID). */
const DIALOG_PARAMS = ["dialog", "toggle", "remove", "password"] as const;

export function meta() {
  return [{ title: "User" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "/user");
  const url = new URL(request.url);
  const paging = parsePaging(url.searchParams, PAGE_SIZES, DEFAULT_PAGE_SIZE);
  const { rows, total } = await listAccounts(user, paging);
  const overflow = pageOverflowRedirect(url, paging.page, total, paging.pageSize);
  if (overflow) throw redirect(overflow);
  const canManage = user.account_role === "ADMIN";
  const rowFor = (param: string) => rows.find((row) => row.account_id === Number(url.searchParams.get(param))) ?? null;
  const passwordRow = rowFor("password");
  const adding = canManage && url.searchParams.get("dialog") === "add";
  const { notice, headers } = await takeFlash(request);
  return data(
    {
      rows,
      page: paging.page,
      size: paging.pageSize,
      last: lastPage(total, paging.pageSize),
      me: user.account_id,
      canManage,
      adding,
      websites: adding ? await websiteChoices(user) : [],
      toggling: canManage ? rowFor("toggle") : null,
      removing: canManage ? rowFor("remove") : null,
      // ADMIN changes any password; CHECKER only their own
      changingPassword: passwordRow && (canManage || passwordRow.account_id === user.account_id) ? passwordRow : null,
      notice,
    },
    { headers },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "/user");
  const { intent, fields } = await readForm(request);
  const back = listUrlAfterPost(request, DIALOG_PARAMS);
  const id = Number(fields.account_id);
  try {
    if (intent === "create") {
      await createAccount(user, {
        account_name: fields.account_name,
        account_password: fields.account_password,
        account_role: fields.account_role,
        account_website: fields.account_website,
      });
      return redirectWithNotice(request, back, { severity: "success", message: ACCOUNT_CREATED_MESSAGE });
    }
    if (intent === "toggle") {
      const status = fields.account_status === "true" ? true : fields.account_status === "false" ? false : null;
      if (status === null) throw new ValidationError(INVALID_STATUS_MESSAGE);
      const account = await setAccountStatus(user, id, status);
      return redirectWithNotice(request, back, {
        severity: "success",
        message: accountStatusMessage(account.account_name, status),
      });
    }
    if (intent === "remove") {
      const account = await deleteAccount(user, id);
      return redirectWithNotice(request, back, { severity: "success", message: accountDeletedMessage(account.account_name) });
    }
    if (intent === "password") {
      const { account, self } = await changeAccountPassword(
        user,
        id,
        { account_password: fields.account_password, current_password: fields.current_password },
        { currentRequiredForSelf: true },
      );
      const notice: Notice = { severity: "success", message: passwordChangedMessage(account.account_name) };
      const headers = new Headers();
      headers.append("Set-Cookie", await setFlash(request, notice));
      // the old token is void now: the user changing their own password gets a fresh one
      if (self) headers.append("Set-Cookie", await createSessionCookie(account, request));
      return redirect(back, { headers });
    }
    throw data(UNKNOWN_ACTION_MESSAGE, { status: 400 });
  } catch (error) {
    // an account's name only to an ADMIN, who sees every account: to anybody else a refused id must
    // not tell whose it is
    const name = intent === "remove" && error instanceof ServiceError && user.account_role === "ADMIN" ? await accountName(id) : null;
    const prefix =
      intent === "create"
        ? "❌ Gagal membuat user."
        : intent === "toggle"
          ? "❌ Gagal mengubah status."
          : intent === "remove"
            ? name
              ? `❌ Gagal menghapus akun "${name}".`
              : "❌ Gagal menghapus akun."
            : "❌ Gagal memperbarui password.";
    return actionFailure(error, intent, fields, failureMessage(prefix));
  }
}

type AccountRow = Route.ComponentProps["loaderData"]["rows"][number];

export default function UserPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const closeHref = withParams(location, { dialog: null, toggle: null, remove: null, password: null });
  const failure = actionData && "error" in actionData ? actionData : null;
  const notice = failure ? { severity: "error" as const, message: failure.error } : loaderData.notice;
  const { canManage, me } = loaderData;
  const dialogOpen = Boolean(loaderData.adding || loaderData.toggling || loaderData.removing || loaderData.changingPassword);
  const dialogError = (intent: string) => (failure?.intent === intent ? failure.error : null);
  return (
    <Box>
      <PageTitle title="User" breadcrumb />
      <Paper sx={{ p: 2 }}>
        <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", mb: 2, gap: 2, flexWrap: "wrap" }}>
          <Typography variant="h6" component="h2">
            List User
          </Typography>
          {canManage ? (
            <Button variant="contained" component={Link} to={withParams(location, { dialog: "add" })} preventScrollReset>
              New User
            </Button>
          ) : null}
        </Box>
        <NoticeBanner notice={dialogOpen ? null : notice} />
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
          Admin Users
        </Typography>
        <DataTable
          label="Admin Users"
          rows={loaderData.rows}
          rowKey={(row) => row.account_id}
          columns={[
            { header: "Name", cell: (row) => row.account_name },
            { header: "Role", cell: (row) => row.account_role },
            { header: "Website", cell: (row) => (row.website_code ? `${row.website_name} (${row.website_code})` : "-") },
            { header: "Status", cell: (row) => <StatusChip active={row.account_status} /> },
            { header: "Created By", cell: (row) => row.account_created_by_name },
            { header: "Last Edited At", cell: (row) => formatJakartaLong(row.account_last_edited_at) },
            { header: "Last Edited By", cell: (row) => row.account_last_edited_by_name },
            { header: "Action", cell: (row) => <RowActions row={row} canManage={canManage} self={row.account_id === me} /> },
          ]}
        />
        <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 2, flexWrap: "wrap", mt: 2 }}>
          <PageSizeForm sizes={PAGE_SIZES} size={loaderData.size} />
          <Pager page={loaderData.page} last={loaderData.last} hrefFor={(page) => withParams(location, { page })} />
        </Box>
      </Paper>
      {loaderData.adding ? (
        <NewUserDialog closeHref={closeHref} error={dialogError("create")} values={failure?.intent === "create" ? failure.values : undefined} websites={loaderData.websites} />
      ) : null}
      {loaderData.toggling ? (
        <UrlDialog title="Are you sure?" closeHref={closeHref}>
          <DialogError error={dialogError("toggle")} />
          <Typography sx={{ mb: 3 }}>
            {`Do you want to ${loaderData.toggling.account_status ? "deactivate" : "activate"} the account "${loaderData.toggling.account_name}"?`}
          </Typography>
          <AccountForm intent="toggle" id={loaderData.toggling.account_id}>
            <input type="hidden" name="account_status" value={String(!loaderData.toggling.account_status)} />
            <DialogButtons closeHref={closeHref} confirmLabel="Yes, Confirm" busyLabel="Updating..." />
          </AccountForm>
        </UrlDialog>
      ) : null}
      {loaderData.removing ? (
        <UrlDialog title="Hapus Akun" closeHref={closeHref}>
          <DialogError error={dialogError("remove")} />
          <Typography sx={{ mb: 3 }}>{removeQuestion(loaderData.removing.account_name)}</Typography>
          <AccountForm intent="remove" id={loaderData.removing.account_id}>
            <DialogButtons closeHref={closeHref} confirmLabel="Yes, Delete" busyLabel="Deleting..." danger />
          </AccountForm>
        </UrlDialog>
      ) : null}
      {loaderData.changingPassword ? (
        <PasswordDialog
          closeHref={closeHref}
          account={loaderData.changingPassword}
          self={loaderData.changingPassword.account_id === me}
          error={dialogError("password")}
        />
      ) : null}
    </Box>
  );
}

function removeQuestion(name: string): string {
  return `Yakin ingin menghapus akun ${name}?`;
}

function DialogError({ error }: { error: string | null }) {
  return error ? <NoticeBanner notice={{ severity: "error", message: error }} /> : null;
}

/** A post to this page carrying the CSRF field, the intent and (but for create) the account id. */
function AccountForm({ intent, id, children }: { intent: string; id?: number; children: ReactNode }) {
  const location = useLocation();
  return (
    <Form method="post" action={location.pathname + location.search} preventScrollReset>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      {id === undefined ? null : <input type="hidden" name="account_id" value={id} />}
      {children}
    </Form>
  );
}

/**
 * Deactivate/Activate and Delete for ADMIN (not on their own row), Change Password for ADMIN on
 * any row and for others on their own. Delete with scripts asks with the browser's confirm and
 * posts; without scripts the link opens the same question as a page state.
 */
function RowActions({ row, canManage, self }: { row: AccountRow; canManage: boolean; self: boolean }) {
  const location = useLocation();
  const submit = useSubmit();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const manage = canManage && !self;
  const onDelete = (event: MouseEvent) => {
    event.preventDefault();
    if (!window.confirm(removeQuestion(row.account_name))) return;
    void submit(
      { csrf: root?.csrfToken ?? "", intent: "remove", account_id: String(row.account_id) },
      { method: "post", action: location.pathname + location.search, preventScrollReset: true },
    );
  };
  const to = (param: string) => withParams(location, { dialog: null, toggle: null, remove: null, password: null, [param]: row.account_id });
  return (
    <Box sx={{ display: "flex", gap: 1, flexWrap: "nowrap" }}>
      <RowAction enabled={manage} to={to("toggle")}>
        {row.account_status ? "Deactivate" : "Activate"}
      </RowAction>
      <RowAction enabled={canManage || self} to={to("password")}>
        Change Password
      </RowAction>
      <RowAction enabled={manage} to={to("remove")} color="error" onClick={onDelete}>
        Delete
      </RowAction>
    </Box>
  );
}

function NewUserDialog({
  closeHref,
  error,
  values,
  websites,
}: {
  closeHref: string;
  error: string | null;
  values?: Record<string, string>;
  websites: { website_id: number; website_name: string; website_code: string }[];
}) {
  const hydrated = useHydrated();
  const [name, setName] = useState(values?.account_name ?? "");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState(values?.account_role || "ADMIN");
  const [website, setWebsite] = useState(role === "ADMIN" ? "" : (values?.account_website ?? ""));
  const valid = isNewUserValid({ name, password, role, website });
  return (
    <UrlDialog title="New User" closeHref={closeHref}>
      <DialogError error={error} />
      <AccountForm intent="create">
        <TextInput
          label="Username"
          name="account_name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          inputProps={{ maxLength: USERNAME_MAX }}
          margin="dense"
        />
        <PasswordField label="Password" name="account_password" value={password} onChange={setPassword} ruleFor={name} />
        <NativeSelectField
          label="Role"
          name="account_role"
          value={role}
          onChange={(event) => {
            setRole(event.target.value);
            if (event.target.value === "ADMIN") setWebsite("");
          }}
        >
          {ACCOUNT_ROLE_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectField
          label="Website"
          name="account_website"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
          disabled={hydrated && role === "ADMIN"}
          helperText={role === "ADMIN" ? "ADMIN tidak terikat website." : undefined}
        >
          <option value="">-- Pilih Website --</option>
          {websites.map((choice) => (
            <option key={choice.website_id} value={String(choice.website_id)}>
              {`${choice.website_name} (${choice.website_code})`}
            </option>
          ))}
        </NativeSelectField>
        <DialogButtons closeHref={closeHref} confirmLabel="Submit" busyLabel="Submitting..." disabled={hydrated && !valid} />
      </AccountForm>
    </UrlDialog>
  );
}

/**
 * A password box. A new password's (`ruleFor` the account it is for) has the rule under it; once
 * something is typed that breaks it, the reason takes its place.
 */
function PasswordField({
  label,
  name,
  value,
  onChange,
  ruleFor,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  ruleFor?: string;
}) {
  const problem = ruleFor === undefined || value === "" ? null : passwordProblem(value, ruleFor);
  return (
    <TextInput
      label={label}
      name={name}
      type="password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={ruleFor === undefined ? "current-password" : "new-password"}
      inputProps={{ maxLength: PASSWORD_MAX }}
      helperText={ruleFor === undefined ? undefined : (problem ?? PASSWORD_RULE_HINT)}
      error={problem !== null}
      margin="dense"
    />
  );
}

/** Changing one's own password asks for the current one; an ADMIN setting another's does not. */
function PasswordDialog({ closeHref, account, self, error }: { closeHref: string; account: AccountRow; self: boolean; error: string | null }) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const valid = passwordProblem(password, account.account_name) === null && (!self || current !== "");
  return (
    <UrlDialog title="Change Password" closeHref={closeHref}>
      <DialogError error={error} />
      <Typography sx={{ mb: 1 }}>{`Password baru untuk "${account.account_name}"`}</Typography>
      <AccountForm intent="password" id={account.account_id}>
        {self ? (
          <PasswordField label={CURRENT_PASSWORD_LABEL} name="current_password" value={current} onChange={setCurrent} />
        ) : null}
        <PasswordField label="New Password" name="account_password" value={password} onChange={setPassword} ruleFor={account.account_name} />
        <DialogButtons closeHref={closeHref} confirmLabel="Submit" busyLabel="Updating..." disabled={hydrated && !valid} />
      </AccountForm>
    </UrlDialog>
  );
}
