import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { useNavigate } from "react-router";
import type { UploadReply } from "~/services/ingest/ingest";
import { accountLabel } from "~/services/upload-step-links";
import type { StepsView } from "~/services/upload-steps";
import { CsrfInput } from "./csrf-input";
import { NativeSelectField } from "./native-select-field";
import { TextInput } from "./text-input";

export interface UploadOutcome {
  ok: boolean;
  reply?: UploadReply;
  message?: string;
  errors?: { line: number; column: string; reason: string }[];
}

/** The reply in the spec's words: 'ℹ️ Data sudah ada ...', '✅ ...' per message, or '❌ Upload failed: ...'. */
export function UploadResult({ outcome }: { outcome: UploadOutcome }) {
  if (outcome.ok && outcome.reply) {
    const reply = outcome.reply;
    if (reply.status) {
      return (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="upload-result">
          {`ℹ️ ${reply.message}.`}
        </Alert>
      );
    }
    return (
      <Alert severity="success" sx={{ mb: 2 }} data-testid="upload-result">
        {reply.data.map((line) => (
          <div key={line}>{`✅ ${line}`}</div>
        ))}
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="upload-result" role="alert">
      <div>{`❌ Upload failed: ${(outcome.message ?? "").replace(/^❌\s*/, "")}`}</div>
      {outcome.errors?.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {outcome.errors.map((problem) => (
            <li key={`${problem.line}-${problem.column}-${problem.reason}`}>
              {`Baris ${problem.line}${problem.column ? `, kolom ${problem.column}` : ""}: ${problem.reason}`}
            </li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}

const TRANSACTION_LABEL = { depo: "Deposit", wd: "Withdraw" } as const;

/**
 * The last steps (account, Tanggal Mutasi) and the file, as one multipart form posted to the
 * page (works without scripts). With scripts: a drop zone, the 'Konfirmasi Upload' dialog, and
 * the upload through XHR to the choice's /api path with the spec's progress bar.
 */
export function UploadForm({
  steps,
  accounts,
  today,
  websites,
  onDone,
}: {
  onDone: (outcome: UploadOutcome) => void;
  steps: StepsView;
  accounts: { akun_bank_id: number; akun_bank_name: string; akun_bank_no: string }[];
  today: string;
  websites: { website_code: string; website_name: string }[];
}) {
  const kind = steps.kind!;
  const transaction = steps.transaction!;
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [scripted, setScripted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setScripted(true), []);

  const account = (id: string) => accounts.find((option) => String(option.akun_bank_id) === id);
  const isCsv = (chosen: File) => /\.csv$/i.test(chosen.name) || chosen.type === "text/csv";
  const chooseFile = (chosen: File | null) => {
    setProblem(chosen && !isCsv(chosen) ? "❌ File harus .csv" : null);
    setFile(chosen);
  };

  const validate = (): string | null => {
    const fields = new FormData(form.current!);
    if (!file) return "❌ Harap pilih file terlebih dahulu.";
    if (!isCsv(file)) return "❌ File harus .csv";
    if (kind.needsAkunBank && !fields.get("akun")) return kind.key === "bca" ? "Harap pilih akun BCA terlebih dahulu." : "❌ Harap pilih Akun terlebih dahulu.";
    if (kind.needsDate && !fields.get("date")) return `Tanggal wajib diisi untuk mutasi ${kind.label}.`;
    return null;
  };

  const send = () => {
    setConfirming(false);
    const fields = new FormData(form.current!);
    const body = new FormData();
    body.append("transaction", transaction);
    if (steps.values.website) body.append("groups", steps.values.website);
    if (kind.provider) body.append("provider", kind.provider);
    const chosen = account(String(fields.get("akun") ?? ""));
    if (chosen) {
      body.append("corporate_bank_name", chosen.akun_bank_name);
      body.append("corporate_bank_no", chosen.akun_bank_no);
    }
    if (kind.needsDate) body.append("dates", String(fields.get("date")));
    body.append("myfile", file!, file!.name);

    // spec: starts at 5, rises at random up to 95 every 300 ms; real progress is capped at 99
    let shown = 5;
    setProgress(shown);
    const timer = setInterval(() => {
      shown = Math.min(95, shown + Math.random() * 8);
      setProgress((current) => Math.max(current ?? 0, shown));
    }, 300);
    const request = new XMLHttpRequest();
    request.open("POST", kind.paths[transaction]!);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) setProgress((current) => Math.max(current ?? 0, Math.min(99, (event.loaded / event.total) * 100)));
    };
    const finish = (result: UploadOutcome) => {
      clearInterval(timer);
      setProgress(result.ok ? 100 : 0);
      onDone(result);
      setFile(null);
      // spec: after every upload the form is reset completely
      navigate("/upload", { preventScrollReset: true, replace: false });
    };
    request.onload = () => {
      let reply: (UploadReply & { message?: string; errors?: UploadOutcome["errors"] }) | null = null;
      try {
        reply = JSON.parse(request.responseText);
      } catch {
        // not JSON: reported below
      }
      if (request.status >= 200 && request.status < 300 && reply) finish({ ok: true, reply });
      else finish({ ok: false, message: reply?.message ?? `HTTP ${request.status}`, errors: reply?.errors });
    };
    request.onerror = () => finish({ ok: false, message: "Koneksi terputus." });
    request.send(body);
  };

  const summary: [string, string][] = [
    ["Transaction Type", TRANSACTION_LABEL[transaction]],
    ["Upload Type", steps.source === "bo" ? `Upload BO - ${kind.label}` : `Bank Settlement - ${steps.categories.find((c) => c.key === steps.values.category)?.label ?? ""}`],
    ["Website", websites.find((w) => w.website_code === steps.values.website)?.website_code ?? steps.values.website ?? "-"],
    ["Bank", steps.source === "bank" ? kind.label : "-"],
  ];

  return (
    <Box sx={{ mt: 1 }}>
      <form
        ref={form}
        method="post"
        action="/upload"
        encType="multipart/form-data"
        onSubmit={(event) => {
          if (!scripted) return;
          event.preventDefault();
          const invalid = validate();
          if (invalid) setProblem(invalid);
          else {
            setProblem(null);
            setConfirming(true);
          }
        }}
      >
        <CsrfInput />
        {Object.entries(steps.values).map(([name, value]) =>
          name === "akun" || name === "date" ? null : <input key={name} type="hidden" name={name} value={value} />,
        )}
        {steps.showAccount ? (
          kind.fixedAkun ? (
            <NativeSelectField label={accountLabel(kind)} value="QRIS" disabled>
              <option value="QRIS">{`${kind.fixedAkun.name} - ${kind.fixedAkun.no}`}</option>
            </NativeSelectField>
          ) : (
            <NativeSelectField label={accountLabel(kind)} name="akun" defaultValue={steps.values.akun ?? ""}>
              <option value="">{accounts.length ? `-- Pilih ${accountLabel(kind)} --` : "Tidak ada data akun"}</option>
              {accounts.map((option) => (
                <option key={option.akun_bank_id} value={option.akun_bank_id}>
                  {`${option.akun_bank_name} - ${option.akun_bank_no}`}
                </option>
              ))}
            </NativeSelectField>
          )
        ) : null}
        {steps.showDate ? (
          <TextInput label="Tanggal Mutasi" name="date" type="date" defaultValue={steps.values.date ?? today} margin="dense" shrink />
        ) : null}
        <Box
          onDragOver={(event: DragEvent) => event.preventDefault()}
          onDrop={(event: DragEvent) => {
            event.preventDefault();
            chooseFile(event.dataTransfer.files[0] ?? null);
          }}
          sx={{ mt: 2, p: 3, border: "2px dashed", borderColor: "divider", borderRadius: 1, textAlign: "center" }}
        >
          <Typography variant="body2" sx={{ mb: 1 }}>
            Tarik file .csv ke sini, atau pilih file
          </Typography>
          <input
            ref={fileInput}
            type="file"
            name="myfile"
            accept=".csv,text/csv"
            aria-label="File CSV"
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          />
          {file ? (
            <Box sx={{ mt: 1, display: "flex", gap: 1, justifyContent: "center", alignItems: "center" }}>
              <span data-testid="file-info">{`${file.name} (${(file.size / 1024).toFixed(1)} KB)`}</span>
              <Button
                size="small"
                color="error"
                onClick={() => {
                  setFile(null);
                  if (fileInput.current) fileInput.current.value = "";
                }}
              >
                Remove
              </Button>
            </Box>
          ) : null}
        </Box>
        {problem ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {problem}
          </Alert>
        ) : null}
        {progress !== null && progress < 100 && progress > 0 ? (
          <Box sx={{ mt: 2 }} data-testid="upload-progress">
            <LinearProgress variant="determinate" value={progress} />
            <Typography variant="body2">{`${Math.round(progress)}%`}</Typography>
          </Box>
        ) : null}
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={progress !== null && progress > 0 && progress < 100}>
          Submit Upload
        </Button>
      </form>
      {confirming ? (
        <Box sx={{ position: "fixed", inset: 0, zIndex: 1300, display: "grid", placeItems: "center", p: 2 }}>
          <Box onClick={() => setConfirming(false)} sx={{ position: "absolute", inset: 0, bgcolor: "rgba(0,0,0,0.5)" }} />
          <Paper role="dialog" aria-modal="true" aria-label="Konfirmasi Upload" sx={{ position: "relative", p: 3, width: "100%", maxWidth: 460 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              Konfirmasi Upload
            </Typography>
            <Box component="ul" sx={{ pl: 2 }}>
              {[
                ...summary,
                ["Akun", account(String(new FormData(form.current!).get("akun") ?? ""))?.akun_bank_name ?? (kind.fixedAkun ? "QRIS - QRIS" : "-")],
                ["Tanggal Mutasi", kind.needsDate ? String(new FormData(form.current!).get("date") ?? "") : "-"],
                ["File", file?.name ?? "-"],
              ].map(([label, value]) => (
                <li key={label}>{`${label}: ${value}`}</li>
              ))}
            </Box>
            <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
              <Button onClick={() => setConfirming(false)}>Batal</Button>
              <Button variant="contained" onClick={send}>
                Ya, Lanjutkan
              </Button>
            </Box>
          </Paper>
        </Box>
      ) : null}
      <EscapeCloses active={confirming} onClose={() => setConfirming(false)} />
    </Box>
  );
}

function EscapeCloses({ active, onClose }: { active: boolean; onClose: () => void }) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [active, onClose]);
  return null;
}
