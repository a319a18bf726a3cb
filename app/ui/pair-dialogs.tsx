import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Form, Link, useLocation } from "react-router";
import type { PairChoice, PairMark, PairSubject } from "~/services/review/pair-choices.server";
import type { PairScreenState } from "~/services/review/pair-form.server";
import type { PairPreview } from "~/services/review/pairing.server";
import { LARGE_CHANGE_MESSAGE } from "~/services/review/messages";
import { CsrfInput } from "./csrf-input";
import { DialogButtons } from "./dialog-buttons";
import { UrlDialog } from "./url-dialog";
import { withParams } from "./url";

/**
 * Pairing a BO row with a statement line by hand (issue 13, point 4), on View BO and View Mutasi:
 * pick the other side from a list or by its id, confirm (old → new when the BO amount changes,
 * asked twice when it moves tenfold), and, for an ADMIN, undo a pair with a reason. URL states
 * and plain form posts: the same with scripts on or off.
 */

function Hidden({ values }: { values: Record<string, string> }) {
  return (
    <>
      <CsrfInput />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** The warning beside an amount change of tenfold or more, before the second question. */
export function LargeChangeNote() {
  return (
    <Box component="strong" sx={{ display: "block", color: "warning.dark" }}>
      Nominal berubah 10 kali lipat atau lebih.
    </Box>
  );
}

/** The first step: the subject (a BO row or a line) and the other side's open rows to pick from. */
function PairPickDialog({
  title,
  subject,
  choices,
  pickLabel,
  closeHref,
  hidden,
}: {
  title: string;
  subject: PairSubject;
  choices: PairChoice[];
  /** 'ID mutasi' or 'ID data BO' */
  pickLabel: string;
  closeHref: string;
  /** type, website, date and the subject's id (bo_id or mutasi_id) */
  hidden: Record<string, string>;
}) {
  return (
    <UrlDialog title={title} closeHref={closeHref} maxWidth={720}>
      <Typography sx={{ mb: 1 }} data-testid="pair-subject">
        {`#${subject.id} · ${subject.date} · Rp ${subject.amount} · ${subject.who} · ${subject.detail}`}
      </Typography>
      {choices.length === 0 ? (
        <Typography color="text.secondary">Tidak ada data terbuka di sekitar tanggal ini.</Typography>
      ) : (
        <Form method="post" action={closeHref} preventScrollReset aria-label="Pilihan pasangan">
          <Hidden values={{ ...hidden, intent: "pair" }} />
          <Box component="ul" sx={{ pl: 0, my: 1, listStyle: "none" }} data-testid="pair-choices">
            {choices.map((choice) => (
              <Box component="li" key={choice.id} sx={{ display: "flex", gap: 1, alignItems: "center", py: 0.25 }}>
                <Button type="submit" name="pick" value={choice.id} size="small" variant={choice.sameAmount ? "contained" : "outlined"}>
                  {`Pilih #${choice.id}`}
                </Button>
                <span>{`${choice.date} · Rp ${choice.amount} · ${choice.who} · ${choice.detail}`}</span>
              </Box>
            ))}
          </Box>
        </Form>
      )}
      <Form method="post" action={closeHref} preventScrollReset aria-label="Pasangkan dengan ID">
        <Hidden values={{ ...hidden, intent: "pair" }} />
        <Box sx={{ display: "flex", gap: 1, alignItems: "center", mt: 1 }}>
          <label>
            {`${pickLabel} `}
            <input name="pick" inputMode="numeric" required pattern="[0-9]+" aria-label={pickLabel} />
          </label>
          <Button type="submit" size="small" variant="outlined">
            Lanjut
          </Button>
        </Box>
      </Form>
    </UrlDialog>
  );
}

/** The second step: what the pair will write, old → new when the BO amount changes. */
function PairConfirmDialog({
  preview,
  large,
  closeHref,
  hidden,
}: {
  preview: PairPreview;
  /** the second question, when the amount moves tenfold or more */
  large: boolean;
  closeHref: string;
  /** type, website, date */
  hidden: Record<string, string>;
}) {
  return (
    <UrlDialog title={large ? "Konfirmasi Nominal" : "Konfirmasi Pasangan"} closeHref={closeHref} maxWidth={560}>
      {large ? <Typography sx={{ mb: 1 }}>{LARGE_CHANGE_MESSAGE}</Typography> : null}
      {preview.refusedWarning ? (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="pair-refused-warning">
          {preview.refusedWarning}
        </Alert>
      ) : null}
      <Box component="ul" sx={{ pl: 3, my: 1 }} data-testid="pair-confirm">
        <li>{`Data BO #${preview.boId} · ${preview.ticket} · ${preview.username} · Rp ${preview.boAmount}`}</li>
        <li>{`Mutasi #${preview.mutasiId} · ${preview.senderName} · Rp ${preview.lineAmount}`}</li>
        <li>
          {preview.amountChange ? `Nominal BO berubah: ${preview.amountChange}` : `Nominal sama: Rp ${preview.boAmount}`}
          {preview.largeChange && !large ? <LargeChangeNote /> : null}
        </li>
      </Box>
      <Form method="post" action={closeHref} preventScrollReset>
        <Hidden
          values={{
            ...hidden,
            intent: "pair-confirm",
            bo_id: String(preview.boId),
            mutasi_id: String(preview.mutasiId),
            amount: preview.amountChange ? preview.lineDigits : "",
            ...(large ? { large_ok: "1" } : {}),
          }}
        />
        <DialogButtons closeHref={closeHref} confirmLabel={large ? "Ya, nominal sudah benar" : "Ya, pasangkan"} busyLabel="Memproses..." />
      </Form>
    </UrlDialog>
  );
}

/** ADMIN: undo a pair, with the reason the log keeps. */
function UnpairDialog({ boId, closeHref, hidden }: { boId: number; closeHref: string; hidden: Record<string, string> }) {
  return (
    <UrlDialog title="Batalkan Pasangan" closeHref={closeHref}>
      <Typography sx={{ mb: 1 }}>{`Batalkan pasangan data BO #${boId}? Data BO dan mutasinya kembali pending, nominal BO kembali seperti diupload.`}</Typography>
      <Form method="post" action={closeHref} preventScrollReset>
        <Hidden values={{ ...hidden, intent: "unpair-confirm", bo_id: String(boId) }} />
        <label>
          {"Alasan "}
          <input name="reason" required maxLength={500} aria-label="Alasan pembatalan" />
        </label>
        <DialogButtons closeHref={closeHref} confirmLabel="Ya, batalkan" busyLabel="Memproses..." danger />
      </Form>
    </UrlDialog>
  );
}

/**
 * A row's pairing links: Pasangkan on an open row; on a paired one, how it was paired (AUTO or
 * MANUAL) and with what, and for an ADMIN the undo, which names the BO row of the pair.
 */
export function PairLinks({
  id,
  open,
  pair,
  canUndo,
  other,
}: {
  id: number;
  /** the row may be paired now */
  open: boolean;
  pair?: PairMark;
  canUndo: boolean;
  /** what the other side is called: 'mutasi' on View BO, 'BO' on View Mutasi */
  other: "mutasi" | "BO";
}) {
  const location = useLocation();
  if (open) {
    return (
      <Button component={Link} to={withParams(location, { pair: id, unpair: null })} preventScrollReset size="small" aria-label={`Pasangkan data #${id}`}>
        Pasangkan
      </Button>
    );
  }
  if (!pair) return null;
  const boId = other === "mutasi" ? id : pair.other;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", alignItems: "flex-start" }}>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: "nowrap" }} data-testid={`pair-${id}`}>
        {`${pair.method === "manual" ? "MANUAL" : "AUTO"} · ${other} #${pair.other}`}
      </Typography>
      {canUndo && pair.undoRefused ? (
        <Typography variant="caption" color="text.secondary">
          {pair.undoRefused}
        </Typography>
      ) : canUndo ? (
        <Button component={Link} to={withParams(location, { unpair: boId, pair: null })} preventScrollReset size="small" aria-label={`Batalkan pasangan data #${id}`}>
          Batalkan pasangan
        </Button>
      ) : null}
    </Box>
  );
}

/** The pairing dialog the URL (pick, undo) or the last post (confirm) opens, if any. */
export function PairDialogs({
  subject,
  state,
  reply,
  hidden,
}: {
  /** what the screen lists: BO rows (View BO) or statement lines (View Mutasi) */
  subject: "bo" | "mutasi";
  state: PairScreenState;
  reply: { preview: PairPreview; large: boolean } | null;
  /** type, website, date */
  hidden: Record<string, string>;
}) {
  const location = useLocation();
  const closeHref = withParams(location, { pair: null, unpair: null });
  if (reply) return <PairConfirmDialog preview={reply.preview} large={reply.large} closeHref={closeHref} hidden={hidden} />;
  if (state.pairError) {
    return (
      <UrlDialog title="Pasangkan" closeHref={closeHref}>
        <Typography role="alert">{state.pairError}</Typography>
      </UrlDialog>
    );
  }
  if (state.pairing) {
    const { subject: shown, choices } = state.pairing;
    const bo = subject === "bo";
    return (
      <PairPickDialog
        title={bo ? `Pasangkan data BO #${shown.id} dengan mutasi` : `Pasangkan mutasi #${shown.id} dengan data BO`}
        subject={shown}
        choices={choices}
        pickLabel={bo ? "ID mutasi" : "ID data BO"}
        closeHref={closeHref}
        hidden={{ ...hidden, [bo ? "bo_id" : "mutasi_id"]: String(shown.id) }}
      />
    );
  }
  if (state.unpairError) {
    return (
      <UrlDialog title="Batalkan pasangan" closeHref={closeHref}>
        <Typography role="alert">{state.unpairError}</Typography>
      </UrlDialog>
    );
  }
  if (state.unpairId) return <UnpairDialog boId={state.unpairId} closeHref={closeHref} hidden={hidden} />;
  return null;
}
