import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useEffect, useState, type FormEvent } from "react";
import { data } from "react-router";
import { requireScreen } from "~/services/auth/access.server";
import { takeFlash } from "~/services/http/flash.server";
import { CONVERT_CHOICES } from "~/services/upload/convert/convert-banks";
import { CsrfInput } from "~/ui/csrf-input";
import { FileDropZone } from "~/ui/file-drop-zone";
import { ChoiceForm } from "~/ui/choice-form";
import { optionOfKey, SelectOptions } from "~/ui/select-options";
import { CONVERT_EXTENSION_MESSAGE, CONVERT_FAILED_MESSAGE, CONVERT_MISSING_MESSAGE } from "~/services/upload/messages";
import { PageTitle } from "~/ui/page-title";
import type { Route } from "./+types/convert-mutasi";

export function meta() {
  return [{ title: "Convert Mutasi" }];
}

const SPREADSHEET = /\.(xls|xlsx)$/i;
const SUCCESS_MESSAGE = "✅ File converted and downloaded successfully!";

export async function loader({ request }: Route.LoaderArgs) {
  await requireScreen(request, "/convert-mutasi");
  const chosen = new URL(request.url).searchParams.get("bank");
  const choice = CONVERT_CHOICES.find((entry) => entry.key === chosen) ?? null;
  // the no-script form's failure, carried across the redirect from /convert-mutasi/download
  const { notice, headers } = await takeFlash(request);
  return data(
    {
      banks: CONVERT_CHOICES.map((entry) => ({ key: entry.key, label: entry.label })),
      bank: choice ? { key: choice.key, label: choice.label, path: choice.path } : null,
      failure: notice?.severity === "error" ? notice.message : null,
    },
    { headers },
  );
}

/**
 * Bank, then one .xls/.xlsx, then 'Convert & Download'. Without scripts the form posts to
 * /convert-mutasi/download, which answers the CSV as an attachment (or comes back here with the
 * message); with scripts it goes to the bank's /api/uploadfix... route (spec section 7) and the
 * CSV downloads in place.
 */
export default function ConvertMutasiPage({ loaderData }: Route.ComponentProps) {
  const { banks, bank } = loaderData;
  const [busy, setBusy] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    setMessage(null);
    setFile(null);
  }, [bank?.key]);
  const shown = message ?? (loaderData.failure ? { ok: false, text: loaderData.failure } : null);

  const convert = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const chosen = file ?? (new FormData(event.currentTarget).get("myfile") as File | null);
    if (!bank || !(chosen instanceof File) || !chosen.name) return setMessage({ ok: false, text: CONVERT_MISSING_MESSAGE });
    if (!SPREADSHEET.test(chosen.name)) return setMessage({ ok: false, text: CONVERT_EXTENSION_MESSAGE });
    setBusy(true);
    setMessage(null);
    try {
      const body = new FormData();
      body.append("myfile", chosen, chosen.name);
      const response = await fetch(bank.path, { method: "POST", body });
      if (!response.ok) {
        const reply = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(reply?.message ?? CONVERT_FAILED_MESSAGE);
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = chosen.name.replace(SPREADSHEET, ".csv");
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setMessage({ ok: true, text: SUCCESS_MESSAGE });
    } catch (error) {
      const text = error instanceof Error ? error.message : "";
      setMessage({ ok: false, text: text.startsWith("❌") ? text : `${CONVERT_FAILED_MESSAGE}${text ? ` ${text}` : ""}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <PageTitle title="Convert Mutasi" />
      <Paper sx={{ p: 2, maxWidth: 560 }}>
        <ChoiceForm action="/convert-mutasi" label="Bank" name="bank" value={bank?.key} hrefOf={(chosen) => (chosen ? `/convert-mutasi?bank=${chosen}` : "/convert-mutasi")}>
          <SelectOptions options={banks.map(optionOfKey)} />
        </ChoiceForm>
        {bank ? (
          <form method="post" action={`/convert-mutasi/download?bank=${bank.key}`} encType="multipart/form-data" onSubmit={convert}>
            <CsrfInput />
            <input type="hidden" name="bank" value={bank.key} />
            <FileDropZone
              name="myfile"
              accept=".xls,.xlsx"
              hint={`File Excel ${bank.label} (.xls atau .xlsx): tarik ke sini, atau klik untuk memilih`}
              inputLabel="File Excel"
              file={file}
              disabled={busy}
              accepts={(chosen) => SPREADSHEET.test(chosen.name)}
              onRefused={() => {
                setFile(null);
                setMessage({ ok: false, text: CONVERT_EXTENSION_MESSAGE });
              }}
              onChange={(chosen) => {
                setMessage(null);
                setFile(chosen);
              }}
            />
            <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy}>
              {busy ? "Processing..." : "Convert & Download"}
            </Button>
          </form>
        ) : (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            Pilih bank terlebih dahulu untuk menampilkan area upload.
          </Typography>
        )}
        {shown ? (
          <Alert severity={shown.ok ? "success" : "error"} sx={{ mt: 2 }} data-testid="convert-result" role={shown.ok ? "status" : "alert"}>
            {shown.text}
          </Alert>
        ) : null}
      </Paper>
    </Box>
  );
}
