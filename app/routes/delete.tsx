import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useEffect, useState, type ReactNode } from "react";
import { data, Form, useNavigation } from "react-router";
import { requireScreen } from "~/services/auth/access.server";
import {
  DELETE_FAILED_MESSAGE,
  DELETE_REQUIRED_MESSAGE,
  deleteUploads,
  previewDeleteUploads,
  type DeleteUploadsReply,
} from "~/services/delete-uploads/delete-uploads.server";
import { describeDeletePlan, describeDeleted } from "~/services/delete-uploads/delete-summary";
import { ServiceError } from "~/services/errors";
import { readForm } from "~/services/http/form-action.server";
import { UNKNOWN_ACTION_MESSAGE } from "~/services/http/messages";
import { assertSafeText } from "~/services/http/input-text";
import { jakartaDate } from "~/services/jakarta-time";
import { formatSpecDate, parseSpecDate } from "~/services/spec-date";
import { preselectedWebsite } from "~/services/websites/preselect";
import { normaliseWebsiteCode } from "~/services/websites/website-code";
import { websiteChoices } from "~/services/websites/websites.server";
import { CsrfInput } from "~/ui/csrf-input";
import { DialogButtons } from "~/ui/dialog-buttons";
import { NativeSelectField } from "~/ui/native-select-field";
import { PageTitle } from "~/ui/page-title";
import { TextInput } from "~/ui/text-input";
import { UrlDialog } from "~/ui/url-dialog";
import type { Route } from "./+types/delete";

const CARD_TITLE = "Delete BO / Mutasi (≤ 24 jam)";
const HINT = "Hanya data yang berumur 24 jam atau kurang sejak diupload yang bisa dihapus.";

export function meta() {
  return [{ title: "Delete" }];
}

/**
 * ?date=YYYY-MM-DD&group=CODE: the card's choices (date defaults to today in Jakarta; a
 * non-admin with one website has it preselected); &confirm=1 opens 'Delete Confirmation',
 * rendered by the server so the flow works without scripts.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "/delete");
  const url = new URL(request.url);
  const websites = (await websiteChoices(user)).map((website) => ({ code: website.website_code, name: website.website_name }));
  const dateParam = url.searchParams.get("date");
  const date = dateParam === null ? jakartaDate() : (parseSpecDate(dateParam) ?? "");
  const groupParam = url.searchParams.get("group");
  const wanted = groupParam === null ? "" : normaliseWebsiteCode(groupParam);
  const codes = websites.map((website) => website.code);
  const group = groupParam === null ? preselectedWebsite(user, codes) : codes.includes(wanted) ? wanted : "";
  const asked = url.searchParams.get("confirm") === "1";
  const chosen = websites.find((website) => website.code === group) ?? null;
  let plan: ReturnType<typeof describeDeletePlan> | null = null;
  let message = asked && !(date && chosen) ? DELETE_REQUIRED_MESSAGE : null;
  if (asked && date && chosen) {
    try {
      plan = describeDeletePlan(await previewDeleteUploads(user, { date, group }, chosen.name || null));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      message = error.message;
    }
  }
  return {
    websites,
    date,
    group,
    confirm: plan && chosen ? { date, shownDate: formatSpecDate(date, { padDay: true }), group, name: chosen.name, plan } : null,
    message,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "/delete");
  const { intent, fields } = await readForm(request);
  if (intent !== "delete") throw data(UNKNOWN_ACTION_MESSAGE, { status: 400 });
  try {
    assertSafeText(fields);
    const reply = await deleteUploads(user, { date: fields.date, group: fields.group });
    return { ok: true as const, reply, error: null };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    // spec section 8: the server's message, else the error's, else 'Gagal menghapus data.'
    return data({ ok: false as const, reply: null, error: error.message || DELETE_FAILED_MESSAGE }, { status: error.status });
  }
}

export default function DeletePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [date, setDate] = useState(loaderData.date);
  const [group, setGroup] = useState(loaderData.group);
  // the choices the server rendered win after a navigation (back button, a posted form)
  useEffect(() => setDate(loaderData.date), [loaderData.date]);
  useEffect(() => setGroup(loaderData.group), [loaderData.group]);
  const query = new URLSearchParams({ date: loaderData.date, group: loaderData.group }).toString();
  const confirm = loaderData.confirm;
  return (
    <Box>
      <PageTitle title="Delete" />
      <Paper sx={{ p: 2, maxWidth: 640 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {CARD_TITLE}
        </Typography>
        {actionData?.ok ? (
          <ClosableBox resetOn={actionData}>
            {(close) => (
              <Alert severity="success" role="status" data-testid="delete-success" onClose={close} closeText="Tutup" sx={{ mb: 2, "& .MuiAlert-message": { overflow: "auto", width: "100%" } }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {actionData.reply.message || "Berhasil"}
                </Typography>
                <Box component="ul" data-testid="delete-result" sx={{ my: 1, pl: 3 }}>
                  {describeDeleted(actionData.reply.deleted, actionData.reply.approved_deleted).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </Box>
                {/* spec section 9: the raw reply too, folded away behind the words */}
                <details>
                  <summary>Respon server</summary>
                  <Box component="pre" data-testid="delete-response" sx={{ m: 0, mt: 1, fontSize: 12, whiteSpace: "pre-wrap" }}>
                    {JSON.stringify(actionData.reply satisfies DeleteUploadsReply, null, 2)}
                  </Box>
                </details>
              </Alert>
            )}
          </ClosableBox>
        ) : null}
        {actionData && !actionData.ok ? <DeleteError message={actionData.error} resetOn={actionData} /> : null}
        {loaderData.message ? <DeleteError message={loaderData.message} resetOn={loaderData} /> : null}
        <Form method="get" action="/delete" preventScrollReset>
          <input type="hidden" name="confirm" value="1" />
          <TextInput
            label="Tanggal"
            name="date"
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            shrink
            margin="dense"
          />
          <NativeSelectField label="Website / Group" name="group" value={group} onChange={(event) => setGroup(event.target.value)}>
            <option value="">-- Pilih Website / Group --</option>
            {loaderData.websites.map((website) => (
              <option key={website.code} value={website.code}>
                {website.name ? `${website.code} — ${website.name}` : website.code}
              </option>
            ))}
          </NativeSelectField>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }} data-testid="delete-hint">
            {HINT}
          </Typography>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={busy || (hydrated && (!date || !group))}
          >
            {busy ? "Deleting..." : "Delete"}
          </Button>
        </Form>
      </Paper>
      {confirm ? (
        <UrlDialog title="Delete Confirmation" closeHref={`/delete?${query}`}>
          <Typography sx={{ mb: 1 }}>
            This action cannot be undone. Data must be 24 hours old or younger since upload; the server enforces this limit.
          </Typography>
          <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.5, my: 2 }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              Tanggal
            </Typography>
            <Typography component="dd" sx={{ m: 0 }} data-testid="confirm-date">
              {confirm.shownDate}
            </Typography>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              Website / Group
            </Typography>
            <Typography component="dd" sx={{ m: 0 }} data-testid="confirm-group">
              {confirm.name ? `${confirm.group} — ${confirm.name}` : confirm.group}
            </Typography>
          </Box>
          <Box data-testid="delete-plan" sx={{ mb: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{confirm.plan.intro}</Typography>
            <Box component="ul" sx={{ my: 1, pl: 3 }}>
              {confirm.plan.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
            {confirm.plan.notes.map((note) => (
              <Typography key={note} variant="body2" sx={{ mt: 0.5 }}>
                {note}
              </Typography>
            ))}
          </Box>
          <Form method="post" action={`/delete?${query}`} preventScrollReset>
            <CsrfInput />
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="date" value={confirm.date} />
            <input type="hidden" name="group" value={confirm.group} />
            <DialogButtons closeHref={`/delete?${query}`} confirmLabel="Delete" busyLabel="Deleting..." danger />
          </Form>
        </UrlDialog>
      ) : null}
    </Box>
  );
}

/** An error of the delete page, until the clerk closes it or the next answer replaces it. */
function DeleteError({ message, resetOn }: { message: string; resetOn: unknown }) {
  return (
    <ClosableBox resetOn={resetOn}>
      {(close) => (
        <Alert severity="error" role="alert" data-testid="delete-error" onClose={close} closeText="Tutup" sx={{ mb: 2 }}>
          {message}
        </Alert>
      )}
    </ClosableBox>
  );
}

/**
 * A box that stays until the clerk closes it (with scripts, its Tutup button) or the next reply
 * replaces it: one that vanished after 5 seconds was gone before a slow reader had it.
 */
function ClosableBox({ children, resetOn }: { children: (close: (() => void) | undefined) => ReactNode; resetOn: unknown }) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(true);
  useEffect(() => setVisible(true), [resetOn]);
  return visible ? <>{children(hydrated ? () => setVisible(false) : undefined)}</> : null;
}

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
