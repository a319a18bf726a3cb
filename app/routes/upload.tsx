import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import { useState, type ReactNode } from "react";
import { data, redirect, useNavigation } from "react-router";
import { requireScreen } from "~/services/auth/access.server";
import { getConfig } from "~/services/config.server";
import { assertCsrf } from "~/services/auth/csrf.server";
import { ServiceError } from "~/services/errors";
import { setFlash, takeFlash } from "~/services/http/flash.server";
import { readMultipartUpload, type MultipartUpload } from "~/services/upload/ingest/multipart.server";
import { jakartaDate } from "~/services/jakarta-time";
import { ACCOUNT_LABELS, checkUploadForm, submitUploadForm, uploadPageData, UploadFormInvalid } from "~/services/upload/upload-page.server";
import { holdUpload, takeHeldUpload } from "~/services/upload/held-upload.server";
import { uploadSummary } from "~/services/upload/upload-summary";
import { assertSafeText } from "~/services/http/input-text";
import { failureOutcome, invalidOutcome, replyOutcome, type UploadOutcome, type UploadProblem } from "~/services/upload/outcome";
import { stepHref, stepsHref, stepValuesFrom, valuesBefore, type StepParam, type StepValues } from "~/services/upload/step-links";
import { stepsView, uploadSteps } from "~/services/upload/steps";
import { CsrfInput } from "~/ui/csrf-input";
import { ChoiceForm } from "~/ui/choice-form";
import { optionOfKey, SelectOptions, type SelectOption } from "~/ui/select-options";
import { NativeSelectField } from "~/ui/native-select-field";
import { UrlDialog } from "~/ui/url-dialog";
import { PageTitle } from "~/ui/page-title";
import { UploadForm, UploadProgress, UploadResult } from "~/ui/upload-form";
import type { Route } from "./+types/upload";

export function meta() {
  return [{ title: "BO dan Bank Settlement Upload" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "/upload");
  const url = new URL(request.url);
  const steps = uploadSteps(stepValuesFrom(url.searchParams));
  const { websites, accounts, redirectTo } = await uploadPageData(user, steps);
  // a non-admin's one website is chosen for them; a website the user may not pick is dropped
  if (redirectTo) throw redirect(redirectTo);
  // the no-script upload's outcome, carried across its redirect (the form is then reset)
  const { notice, headers } = await takeFlash(request);
  const flashed: UploadOutcome | null =
    notice && notice.severity !== "warning" ? { severity: notice.severity, lines: notice.message.split("\n") } : null;
  return data(
    { steps: stepsView(steps), websites, accounts, accountLabels: ACCOUNT_LABELS, today: jakartaDate(), flashed },
    { headers },
  );
}

/** The account and date a clerk chose in the form: shown again after a refusal (the steps are in the URL). */
type KeptChoices = Pick<StepValues, "akun" | "date">;
const keptChoices = (fields: Record<string, string>): KeptChoices => ({
  ...(fields.akun ? { akun: fields.akun } : {}),
  ...(fields.date ? { date: fields.date } : {}),
});

type ActionReply = (UploadOutcome & { kept: KeptChoices }) | { token: string; summary: [string, string][]; kept: KeptChoices };

/**
 * The no-script upload, in two posts like the scripted one: the form (step choices, account,
 * date, file) is checked and, if it passes, its file held and 'Konfirmasi Upload' shown; the
 * confirmation stores the held file. Stored (or already there): redirect to a fresh form with the
 * outcome. Refused: the page again, with every choice kept and the message.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "/upload");
  let upload: MultipartUpload;
  try {
    upload = await readMultipartUpload(request, getConfig().UPLOAD_MAX_BYTES);
  } catch (error) {
    if (error instanceof ServiceError) return data<ActionReply>({ ...failureOutcome(error.message), kept: {} }, { status: error.status });
    throw error;
  }
  let held: Awaited<ReturnType<typeof takeHeldUpload>> | null = null;
  let outcome: UploadOutcome;
  try {
    // remix-utils' CSRF check reads a FormData: the parsed fields, rebuilt
    const form = new FormData();
    for (const [key, value] of Object.entries(upload.fields)) form.append(key, value);
    await assertCsrf(form, request);
    if (upload.fields.intent === "confirm-upload") {
      held = await takeHeldUpload(user, upload.fields.token ?? "");
      outcome = replyOutcome(await submitUploadForm(user, held.fields, held.file));
    } else {
      assertSafeText({ ...upload.fields, myfile: upload.file?.name ?? "" });
      const checked = await checkUploadForm(user, upload.fields, upload.file);
      const steps = uploadSteps(stepValuesFrom(upload.fields));
      const summary = uploadSummary({
        transaction: steps.transaction!,
        source: steps.source!,
        kindLabel: steps.kind!.label,
        categoryLabel: steps.categories.find((entry) => entry.key === steps.values.category)?.label ?? "",
        website: steps.values.website,
        account: checked.fields.corporate_bank_name
          ? { name: checked.fields.corporate_bank_name, no: checked.fields.corporate_bank_no ?? "" }
          : steps.kind!.fixedAkun,
        date: steps.kind!.needsDate ? (upload.fields.date ?? null) : null,
        fileName: upload.file!.name,
      });
      const token = await holdUpload(user, upload.fields, upload.file!);
      return data<ActionReply>({ token, summary, kept: keptChoices(upload.fields) });
    }
  } catch (error) {
    const kept = keptChoices(held?.fields ?? upload.fields);
    if (error instanceof UploadFormInvalid) return data<ActionReply>({ ...invalidOutcome(error.message), kept }, { status: error.status });
    if (error instanceof ServiceError) {
      const problems = error.details?.errors as UploadProblem[] | undefined;
      return data<ActionReply>({ ...failureOutcome(error.message, problems), kept }, { status: error.status });
    }
    throw error;
  } finally {
    upload.cleanup();
    held?.cleanup();
  }
  return redirect("/upload", {
    headers: { "Set-Cookie": await setFlash(request, { severity: outcome.severity, message: outcome.lines.join("\n") }) },
  });
}

export default function UploadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { websites, accounts, accountLabels, today, flashed } = loaderData;
  // after a refusal or at the confirmation, the account and date chosen in the form stay chosen
  const kept = actionData?.kept ?? {};
  const steps = { ...loaderData.steps, values: { ...loaderData.steps.values, ...kept } };
  const values = steps.values;
  const confirmation = actionData && "token" in actionData ? actionData : null;
  const actionOutcome = actionData && "lines" in actionData ? actionData : null;
  const navigation = useNavigation();
  // the scripted upload's outcome and progress outlive the form, which resets after each upload
  const [clientOutcome, setClientOutcome] = useState<UploadOutcome | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const outcome = clientOutcome ?? actionOutcome ?? flashed ?? null;

  // with scripts a step navigates at once; while the next page loads, an account select it
  // will show says 'Loading' (the account list is what is being fetched)
  const pending =
    navigation.state === "loading" && navigation.location.pathname === "/upload" ? stepValuesFrom(new URLSearchParams(navigation.location.search)) : null;
  const loadingAccount = pending?.website ? accountLabels[pending.bank ?? pending.manual ?? ""] : undefined;

  return (
    <Box>
      <PageTitle title="BO dan Bank Settlement Upload" link={{ href: "/template", label: "Download Template Upload" }} />
      <Alert severity="error" sx={{ mb: 2 }} data-testid="convert-notice">
        File mutasi Mandiri, BNI Mobile dan QRIS harus dikonversi terlebih dahulu di halaman{" "}
        <Link href="/convert-mutasi" color="inherit" sx={{ fontWeight: 600 }}>
          Convert Mutasi
        </Link>{" "}
        sebelum diupload.
      </Alert>
      {progress !== null && progress > 0 ? <UploadProgress value={progress} /> : null}
      {outcome ? <UploadResult outcome={outcome} /> : null}
      <Paper sx={{ p: 2, maxWidth: 640 }}>
        {stepChoices(steps, websites).map(([label, step, options]) => (
          <Step key={step} label={label} step={step} values={values} value={values[step]}>
            <SelectOptions options={options} />
          </Step>
        ))}
        {loadingAccount ? (
          <NativeSelectField label={loadingAccount} value="" disabled>
            <option value="">Loading</option>
          </NativeSelectField>
        ) : steps.complete && steps.kind ? (
          <UploadForm
            key={JSON.stringify(values)}
            steps={steps}
            accounts={accounts}
            today={today}
            onStart={() => setClientOutcome(null)}
            onProgress={setProgress}
            onDone={setClientOutcome}
          />
        ) : null}
      </Paper>
      {confirmation ? <HeldUploadConfirm token={confirmation.token} summary={confirmation.summary} values={values} /> : null}
    </Box>
  );
}

/** 'Konfirmasi Upload' without scripts: the same list as the scripted dialog; the file waits on the server. */
function HeldUploadConfirm({ token, summary, values }: { token: string; summary: [string, string][]; values: StepValues }) {
  const href = stepsHref(values);
  return (
    <UrlDialog title="Konfirmasi Upload" closeHref={href} maxWidth={460}>
      <Box component="ul" sx={{ pl: 2, mt: 0 }} data-testid="upload-confirm-summary">
        {summary.map(([label, value]) => (
          <li key={label}>{`${label}: ${value}`}</li>
        ))}
      </Box>
      <form method="post" action={href} encType="multipart/form-data">
        <CsrfInput />
        <input type="hidden" name="intent" value="confirm-upload" />
        <input type="hidden" name="token" value={token} />
        <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
          <Button href={href}>Batal</Button>
          <Button type="submit" variant="contained">
            Ya, Lanjutkan
          </Button>
        </Box>
      </form>
    </UrlDialog>
  );
}

type Keyed = { key: string; label: string };

/** The upload steps shown so far, in order: label, URL parameter and choices. */
function stepChoices(
  steps: {
    transaction: unknown;
    showProvider: boolean;
    providers: readonly Keyed[];
    showCategory: boolean;
    categories: readonly Keyed[];
    showWebsite: boolean;
    showBank: boolean;
    banks: readonly Keyed[];
    showManual: boolean;
    manuals: readonly Keyed[];
    showAutoTx: boolean;
  },
  websites: readonly { website_code: string; website_name: string }[],
): [string, StepParam, SelectOption[]][] {
  const shown: [boolean, string, StepParam, SelectOption[]][] = [
    [true, "Transaction Type", "tx", [{ value: "wd", label: "Withdraw" }, { value: "depo", label: "Deposit" }]],
    [Boolean(steps.transaction), "Upload Type", "type", [{ value: "bo", label: "Upload BO" }, { value: "bank", label: "Bank Settlement" }]],
    [steps.showProvider, "BO Provider", "provider", steps.providers.map(optionOfKey)],
    [steps.showCategory, "Upload Category", "category", steps.categories.map(optionOfKey)],
    [steps.showWebsite, "Website", "website", websites.map((website) => ({ value: website.website_code, label: `${website.website_code} — ${website.website_name}` }))],
    [steps.showBank, "Bank", "bank", steps.banks.map(optionOfKey)],
    [steps.showManual, "Manual Bank / Wallet", "manual", steps.manuals.map(optionOfKey)],
    [steps.showAutoTx, "Auto Tx Type", "autotx", [{ value: "autotx", label: "Auto Tx" }]],
  ];
  return shown.filter(([show]) => show).map(([, label, step, options]) => [label, step, options]);
}

/**
 * One step: a GET form carrying the choices it keeps, so submitting it drops the later ones.
 * With scripts a change navigates at once; without (or in light mode), the 'Pilih' button submits.
 */
function Step({
  label,
  step,
  values,
  value,
  children,
}: {
  label: string;
  step: StepParam;
  values: StepValues;
  value: string | undefined;
  children: ReactNode;
}) {
  return (
    <ChoiceForm action="/upload" label={label} name={step} value={value} kept={valuesBefore(values, step)} hrefOf={(chosen) => stepHref(values, step, chosen)}>
      {children}
    </ChoiceForm>
  );
}
