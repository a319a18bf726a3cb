import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import { useState, type ReactNode } from "react";
import { data, redirect, useNavigate } from "react-router";
import { requireScreen } from "~/services/access";
import { assertCsrf } from "~/services/csrf";
import { getConfig } from "~/services/config";
import { ServiceError } from "~/services/errors";
import { readMultipartUpload } from "~/services/ingest/multipart";
import { jakartaDate } from "~/services/jakarta-time";
import { stepValuesFrom, submitUploadForm, uploadPageData } from "~/services/upload-page";
import { stepHref, valuesBefore, type StepParam, type StepValues } from "~/services/upload-step-links";
import { stepsView, uploadSteps } from "~/services/upload-steps";
import { NativeSelectField } from "~/ui/native-select-field";
import { PageTitle } from "~/ui/page-title";
import { UploadForm, UploadResult, type UploadOutcome } from "~/ui/upload-form";
import type { Route } from "./+types/upload";

export function meta() {
  return [{ title: "BO dan Bank Settlement Upload" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "/upload");
  const url = new URL(request.url);
  const steps = uploadSteps(stepValuesFrom(url.searchParams));
  // a non-admin has one website: it is chosen for them (spec: preselected)
  if (steps.showWebsite && !steps.values.website && user.website_code) {
    throw redirect(stepHref(steps.values, "website", user.website_code));
  }
  const { websites, accounts } = await uploadPageData(user, steps);
  return { steps: stepsView(steps), websites, accounts, today: jakartaDate() };
}

/** The no-script upload: a multipart post of the step choices, the account, the date and the file. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "/upload");
  const upload = await readMultipartUpload(request, getConfig().UPLOAD_MAX_BYTES).catch((error: unknown) => {
    if (error instanceof ServiceError) return error;
    throw error;
  });
  if (upload instanceof ServiceError) return data<UploadOutcome>({ ok: false, message: upload.message }, { status: upload.status });
  try {
    const form = new FormData();
    for (const [key, value] of Object.entries(upload.fields)) form.append(key, value);
    await assertCsrf(form, request);
    const reply = await submitUploadForm(user, upload.fields, upload.file);
    return data<UploadOutcome>({ ok: true, reply });
  } catch (error) {
    if (error instanceof ServiceError) {
      const errors = (error.details?.errors as UploadOutcome["errors"]) ?? undefined;
      return data<UploadOutcome>({ ok: false, message: error.message, errors }, { status: error.status });
    }
    throw error;
  } finally {
    await upload.cleanup();
  }
}

export default function UploadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { steps, websites, accounts, today } = loaderData;
  const values = steps.values;
  // the scripted upload's reply outlives the form, which resets after each upload
  const [clientOutcome, setClientOutcome] = useState<UploadOutcome | null>(null);
  const outcome = clientOutcome ?? actionData ?? null;
  return (
    <Box>
      <PageTitle title="BO dan Bank Settlement Upload" />
      <Alert severity="error" sx={{ mb: 2 }} role="note">
        File Mandiri, BNI Mobile dan QRIS harus dikonversi terlebih dahulu di{" "}
        <Link href="/convert-mutasi">Convert Mutasi</Link> sebelum diupload. Format file: lihat{" "}
        <Link href="/template">Download Template Upload</Link>.
      </Alert>
      {outcome ? <UploadResult outcome={outcome} /> : null}
      <Paper sx={{ p: 2, maxWidth: 640 }}>
        <Step label="Transaction Type" step="tx" values={values} value={values.tx}>
          <option value="wd">Withdraw</option>
          <option value="depo">Deposit</option>
        </Step>
        {steps.transaction ? (
          <Step label="Upload Type" step="type" values={values} value={values.type}>
            <option value="bo">Upload BO</option>
            <option value="bank">Bank Settlement</option>
          </Step>
        ) : null}
        {steps.showProvider ? (
          <Step label="BO Provider" step="provider" values={values} value={values.provider}>
            {steps.providers.map((kind) => (
              <option key={kind.key} value={kind.key}>
                {kind.label}
              </option>
            ))}
          </Step>
        ) : null}
        {steps.showCategory ? (
          <Step label="Upload Category" step="category" values={values} value={values.category}>
            {steps.categories.map((category) => (
              <option key={category.key} value={category.key}>
                {category.label}
              </option>
            ))}
          </Step>
        ) : null}
        {steps.showWebsite ? (
          <Step label="Website" step="website" values={values} value={values.website}>
            {websites.map((website) => (
              <option key={website.website_id} value={website.website_code}>
                {`${website.website_code} — ${website.website_name}`}
              </option>
            ))}
          </Step>
        ) : null}
        {steps.showBank ? (
          <Step label="Bank" step="bank" values={values} value={values.bank}>
            {steps.banks.map((kind) => (
              <option key={kind.key} value={kind.key}>
                {kind.label}
              </option>
            ))}
          </Step>
        ) : null}
        {steps.showManual ? (
          <Step label="Manual Bank / Wallet" step="manual" values={values} value={values.manual}>
            {steps.manuals.map((kind) => (
              <option key={kind.key} value={kind.key}>
                {kind.label}
              </option>
            ))}
          </Step>
        ) : null}
        {steps.showAutoTx ? (
          <Step label="Auto Tx Type" step="autotx" values={values} value={values.autotx}>
            <option value="autotx">Auto Tx</option>
          </Step>
        ) : null}
        {steps.complete && steps.kind ? (
          <UploadForm steps={steps} accounts={accounts} today={today} websites={websites} onDone={setClientOutcome} />
        ) : null}
      </Paper>
    </Box>
  );
}

/**
 * One step: a GET form carrying the choices it keeps, so submitting it drops the later ones.
 * With scripts a change navigates at once; without, the 'Pilih' button submits.
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
  const navigate = useNavigate();
  return (
    <Box component="form" method="get" action="/upload" sx={{ display: "flex", gap: 1, alignItems: "center" }}>
      {valuesBefore(values, step).map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      <NativeSelectField
        key={value ?? ""}
        label={label}
        name={step}
        defaultValue={value ?? ""}
        onChange={(event) => navigate(stepHref(values, step, event.target.value), { preventScrollReset: true })}
      >
        <option value="">{`-- Pilih ${label} --`}</option>
        {children}
      </NativeSelectField>
      <noscript>
        <Button type="submit" variant="outlined">
          Pilih
        </Button>
      </noscript>
    </Box>
  );
}
