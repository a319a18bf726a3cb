import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { labelOfCode } from "~/services/review/ledger-direction";
import { formatSpecDate } from "~/services/spec-date";
import { failureOutcome, problemLine, replyOutcome, type UploadOutcome, type UploadProblem } from "~/services/upload/outcome";
import {
  AKUN_BCA_REQUIRED_MESSAGE,
  AKUN_REQUIRED_MESSAGE,
  CSV_REQUIRED_MESSAGE,
  dateRequiredMessage,
  FILE_REQUIRED_MESSAGE,
} from "~/services/upload/messages";
import { accountLabel, stepsHref } from "~/services/upload/step-links";
import type { StepsView } from "~/services/upload/steps";
import { CsrfInput } from "./csrf-input";
import { FileDropZone } from "./file-drop-zone";
import { NativeSelectField } from "./native-select-field";
import { TextInput } from "./text-input";

export type { UploadOutcome };

/** The outcome in the spec's words, one sentence a line, then the refused rows (line, column, reason). */
export function UploadResult({ outcome }: { outcome: UploadOutcome }) {
  return (
    <Alert severity={outcome.severity} sx={{ mb: 2 }} data-testid="upload-result" role={outcome.severity === "error" ? "alert" : "status"}>
      {outcome.lines.map((line, index) => (
        <div key={`${index}-${line}`}>{line}</div>
      ))}
      {outcome.problems?.length ? (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }} data-testid="upload-problems">
          {outcome.problems.map((problem, index) => (
            <li key={`${index}-${problem.line}-${problem.column}`}>{problemLine(problem)}</li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}

/** The upload progress with its percentage (spec: 5 at the start, 100 on success). */
export function UploadProgress({ value }: { value: number }) {
  return (
    <Box sx={{ mb: 2 }} data-testid="upload-progress">
      <LinearProgress variant="determinate" value={value} aria-label="Upload progress" />
      <Typography variant="body2">{`${Math.round(value)}%`}</Typography>
    </Box>
  );
}

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === "text/csv";
/** a bank statement is taken as delivered (the server reads it by content): CSV, Excel or a bank's HTML .xls */
const STATEMENT_ACCEPT = ".csv,.xls,.xlsx,.txt,.htm,.html,text/csv";

type Account = { akun_bank_id: number; akun_bank_name: string; akun_bank_no: string };

/**
 * The last steps (account, Tanggal Mutasi) and the file, as one multipart form posted to the
 * page (works without scripts). With scripts: a drop zone, the 'Konfirmasi Upload' dialog, and
 * the upload through XHR to the choice's /api path with the spec's progress bar.
 */
export function UploadForm({
  steps,
  accounts,
  today,
  onStart,
  onProgress,
  onDone,
}: {
  steps: StepsView;
  accounts: Account[];
  today: string;
  /** an upload begins: the previous outcome goes */
  onStart: () => void;
  onProgress: (value: number | null) => void;
  onDone: (outcome: UploadOutcome) => void;
}) {
  const kind = steps.kind!;
  const transaction = steps.transaction!;
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const scripted = useHydrated();
  const [confirming, setConfirming] = useState<[string, string][] | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const accountOf = (id: string) => accounts.find((option) => String(option.akun_bank_id) === id);
  const fieldsNow = () => {
    const fields = new FormData(form.current!);
    return { akun: String(fields.get("akun") ?? ""), date: String(fields.get("date") ?? "").trim() };
  };

  /** Spec section 5, before the dialog opens. */
  const validate = (): string | null => {
    const { akun, date } = fieldsNow();
    if (!file) return FILE_REQUIRED_MESSAGE;
    if (steps.source !== "bank" && !isCsv(file)) return CSV_REQUIRED_MESSAGE;
    if (kind.needsAkunBank && !accountOf(akun)) return kind.key === "bca" ? AKUN_BCA_REQUIRED_MESSAGE : AKUN_REQUIRED_MESSAGE;
    if (kind.needsDate && !date) return dateRequiredMessage(kind.label);
    return null;
  };

  /** The dialog's summary: transaction type, upload type with provider or category, website, bank, account, date, file. */
  const summary = (): [string, string][] => {
    const { akun, date } = fieldsNow();
    const account = accountOf(akun);
    const category = steps.categories.find((entry) => entry.key === steps.values.category)?.label ?? "";
    return [
      ["Transaction Type", labelOfCode(transaction)],
      ["Upload Type", steps.source === "bo" ? `Upload BO - ${kind.label}` : `Bank Settlement - ${category}`],
      ["Website", steps.values.website ?? "-"],
      ["Bank", steps.source === "bank" ? kind.label : "-"],
      ["Akun", account ? `${account.akun_bank_name} - ${account.akun_bank_no}` : kind.fixedAkun ? `${kind.fixedAkun.name} - ${kind.fixedAkun.no}` : "-"],
      ["Tanggal Mutasi", kind.needsDate && date ? formatSpecDate(date, { padDay: true }) : "-"],
      ["File", file?.name ?? "-"],
    ];
  };

  const send = () => {
    setConfirming(null);
    const { akun, date } = fieldsNow();
    const body = new FormData();
    body.append("transaction", transaction);
    if (steps.values.website) body.append("groups", steps.values.website);
    if (kind.provider) body.append("provider", kind.provider);
    const account = accountOf(akun);
    const corporate = account ? { name: account.akun_bank_name, no: account.akun_bank_no } : kind.fixedAkun;
    if (corporate) {
      body.append("corporate_bank_name", corporate.name);
      body.append("corporate_bank_no", corporate.no);
    }
    // spec section 5: dates go out as day-Mon-year (05-Jan-2025)
    if (kind.needsDate) body.append("dates", formatSpecDate(date, { padDay: true }));
    body.append("myfile", file!, file!.name);

    // spec: starts at 5, rises at random up to 95 every 300 ms; the real progress counts up to 99
    setUploading(true);
    onStart();
    let shown = 5;
    onProgress(shown);
    const raise = (value: number) => {
      if (value > shown) {
        shown = value;
        onProgress(shown);
      }
    };
    const timer = setInterval(() => raise(Math.min(95, shown + Math.random() * 10)), 300);
    const request = new XMLHttpRequest();
    request.open("POST", kind.paths[transaction]!);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) raise(Math.min(99, (event.loaded / event.total) * 100));
    };
    const finish = (outcome: UploadOutcome) => {
      clearInterval(timer);
      onProgress(outcome.severity === "error" ? 0 : 100);
      onDone(outcome);
      setUploading(false);
      setFile(null);
      // spec: after every upload the form is reset completely (and Tanggal Mutasi back to today)
      void navigate("/upload", { preventScrollReset: true });
    };
    request.onload = () => {
      let reply: { status?: boolean; message?: string; data?: string[]; errors?: UploadProblem[] } | null = null;
      try {
        reply = JSON.parse(request.responseText);
      } catch {
        // not JSON: reported below
      }
      if (request.status >= 200 && request.status < 300 && reply && typeof reply.status === "boolean") {
        finish(replyOutcome({ status: reply.status, message: reply.message ?? "", data: reply.data }));
      } else {
        finish(failureOutcome(reply?.message ?? `HTTP ${request.status}`, reply?.errors));
      }
    };
    request.onerror = () => finish(failureOutcome("Koneksi terputus."));
    request.send(body);
  };

  return (
    <Box sx={{ mt: 1 }}>
      <form
        ref={form}
        method="post"
        action={stepsHref(steps.values)}
        encType="multipart/form-data"
        onSubmit={(event) => {
          if (!scripted) return;
          event.preventDefault();
          if (uploading) return;
          const invalid = validate();
          setProblem(invalid);
          if (!invalid) setConfirming(summary());
        }}
      >
        <CsrfInput />
        {Object.entries(steps.values).map(([name, value]) =>
          name === "akun" || name === "date" ? null : <input key={name} type="hidden" name={name} value={value} />,
        )}
        {steps.showAccount ? (
          kind.fixedAkun ? (
            <NativeSelectField label={accountLabel(kind)} value="fixed" disabled>
              <option value="fixed">{`${kind.fixedAkun.name} - ${kind.fixedAkun.no}`}</option>
            </NativeSelectField>
          ) : (
            <NativeSelectField label={accountLabel(kind)} name="akun" defaultValue={steps.values.akun ?? ""} disabled={uploading}>
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
          <TextInput label="Tanggal Mutasi" name="date" type="date" defaultValue={steps.values.date ?? today} margin="dense" shrink disabled={uploading} />
        ) : null}
        <FileDropZone
          name="myfile"
          accept={steps.source === "bank" ? STATEMENT_ACCEPT : ".csv,text/csv"}
          hint={file ? "File siap diupload" : steps.source === "bank" ? "Tarik file mutasi (.csv, .xls, .xlsx) ke sini, atau klik untuk memilih file" : "Tarik file .csv ke sini, atau klik untuk memilih file"}
          inputLabel={steps.source === "bank" ? "File mutasi" : "File CSV"}
          file={file}
          disabled={uploading}
          accepts={steps.source === "bank" ? () => true : isCsv}
          onRefused={() => {
            setFile(null);
            setProblem(CSV_REQUIRED_MESSAGE);
          }}
          onChange={(chosen) => {
            setProblem(null);
            setFile(chosen);
          }}
        />
        {problem ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert" data-testid="upload-problem">
            {problem}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={uploading}>
          {uploading ? "Uploading..." : "Submit Upload"}
        </Button>
      </form>
      {confirming ? <ConfirmUpload summary={confirming} onCancel={() => setConfirming(null)} onConfirm={send} /> : null}
    </Box>
  );
}

/** 'Konfirmasi Upload' (scripts only: without them the form posts straight away). Escape or the backdrop cancels. */
function ConfirmUpload({ summary, onCancel, onConfirm }: { summary: [string, string][]; onCancel: () => void; onConfirm: () => void }) {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    confirm.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onCancel();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onCancel]);
  return (
    <Box sx={{ position: "fixed", inset: 0, zIndex: 1300, display: "grid", placeItems: "center", p: 2 }}>
      <Box onClick={onCancel} data-testid="dialog-backdrop" sx={{ position: "absolute", inset: 0, bgcolor: "rgba(0,0,0,0.5)" }} />
      <Paper role="dialog" aria-modal="true" aria-labelledby="confirm-upload-title" elevation={8} sx={{ position: "relative", p: 3, width: "100%", maxWidth: 460 }}>
        <Typography id="confirm-upload-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Konfirmasi Upload
        </Typography>
        <Box component="ul" sx={{ pl: 2, mt: 0 }}>
          {summary.map(([label, value]) => (
            <li key={label}>{`${label}: ${value}`}</li>
          ))}
        </Box>
        <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
          <Button onClick={onCancel}>Batal</Button>
          <Button ref={confirm} variant="contained" onClick={onConfirm}>
            Ya, Lanjutkan
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
