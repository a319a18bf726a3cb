import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useEffect, useState, type FormEvent } from "react";
import { data, useNavigate } from "react-router";
import { requireScreen } from "~/services/access";
import { takeFlash } from "~/services/flash";
import { CONVERT_CHOICES } from "~/services/uploads/convert-banks";
import { NativeSelectField } from "~/ui/native-select-field";
import { NoticeBanner } from "~/ui/notice-banner";
import { PageTitle } from "~/ui/page-title";
import type { Route } from "./+types/convert-mutasi";

export function meta() {
  return [{ title: "Convert Mutasi" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireScreen(request, "/convert-mutasi");
  const chosen = new URL(request.url).searchParams.get("bank");
  const choice = CONVERT_CHOICES.find((entry) => entry.key === chosen) ?? null;
  const { notice, headers } = await takeFlash(request);
  return data(
    {
      banks: CONVERT_CHOICES.map((entry) => ({ key: entry.key, label: entry.label, path: entry.path })),
      bank: choice ? { key: choice.key, label: choice.label, path: choice.path } : null,
      notice,
    },
    { headers },
  );
}

/**
 * Bank, then one .xls/.xlsx, then 'Convert & Download'. The form posts to the bank's
 * /api/uploadfix... route, which answers the CSV as a download (no scripts needed); with
 * scripts the download happens in place and the page says how it went.
 */
export default function ConvertMutasiPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { banks, bank } = loaderData;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => setMessage(null), [bank?.key]);

  const convert = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("myfile");
    if (!bank || !(file instanceof File) || !file.name) return setMessage({ ok: false, text: "❌ Please select a bank and file." });
    if (!/\.(xls|xlsx)$/i.test(file.name)) return setMessage({ ok: false, text: "❌ File harus .xls atau .xlsx" });
    setBusy(true);
    setMessage(null);
    try {
      const response = await fetch(bank.path, { method: "POST", body: form });
      if (!response.ok) {
        const reply = await response.json().catch(() => null);
        throw new Error(reply?.message ?? "❌ Conversion failed.");
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = file.name.replace(/\.(xls|xlsx)$/i, ".csv");
      link.click();
      URL.revokeObjectURL(url);
      setMessage({ ok: true, text: "✅ File converted and downloaded successfully!" });
    } catch (error) {
      const text = error instanceof Error ? error.message : "";
      setMessage({ ok: false, text: text.startsWith("❌") ? text : "❌ Conversion failed." });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <PageTitle title="Convert Mutasi" />
      <Paper sx={{ p: 2, maxWidth: 560 }}>
        <NoticeBanner notice={loaderData.notice} />
        <Box component="form" method="get" action="/convert-mutasi" sx={{ display: "flex", gap: 1, alignItems: "center" }}>
          <NativeSelectField
            key={bank?.key ?? ""}
            label="Bank"
            name="bank"
            defaultValue={bank?.key ?? ""}
            onChange={(event) => navigate(event.target.value ? `/convert-mutasi?bank=${event.target.value}` : "/convert-mutasi")}
          >
            <option value="">-- Pilih Bank --</option>
            {banks.map((entry) => (
              <option key={entry.key} value={entry.key}>
                {entry.label}
              </option>
            ))}
          </NativeSelectField>
          <noscript>
            <Button type="submit" variant="outlined">
              Pilih
            </Button>
          </noscript>
        </Box>
        {bank ? (
          <form method="post" action={bank.path} encType="multipart/form-data" onSubmit={convert}>
            <Box sx={{ mt: 2, p: 3, border: "2px dashed", borderColor: "divider", borderRadius: 1, textAlign: "center" }}>
              <Typography variant="body2" sx={{ mb: 1 }}>{`File Excel ${bank.label} (.xls atau .xlsx)`}</Typography>
              <input type="file" name="myfile" accept=".xls,.xlsx" aria-label="File Excel" />
            </Box>
            <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy}>
              {busy ? "Processing..." : "Convert & Download"}
            </Button>
          </form>
        ) : (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            Pilih bank terlebih dahulu untuk menampilkan area upload.
          </Typography>
        )}
        {message ? (
          <Alert severity={message.ok ? "success" : "error"} sx={{ mt: 2 }} data-testid="convert-result">
            {message.text}
          </Alert>
        ) : null}
      </Paper>
    </Box>
  );
}
