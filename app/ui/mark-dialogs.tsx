import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Form, Link, useLocation } from "react-router";
import { LINE_MARKS } from "~/services/review/line-marks";
import type { MutasiDisplayRow } from "~/services/review/view-display";
import { CsrfInput } from "./csrf-input";
import { DialogButtons } from "./dialog-buttons";
import { NativeSelectField } from "./native-select-field";
import { NoticeBanner } from "./notice-banner";
import { TextInput } from "./text-input";
import { UrlDialog } from "./url-dialog";
import { withParams } from "./url";

/**
 * A statement line that is not a player's money (issue 14, point 3) on View Mutasi: its mark and
 * note under the status, a 'Tandai' link on an open line and 'Hapus tanda' on a marked one; both
 * open a dialog by URL and post a plain form, so they work with scripts on or off.
 */
/** `open`: the line's day takes changes; on a closed day (Tutup Hari) the mark is shown, not offered. */
export function MarkLinks({ row, open }: { row: MutasiDisplayRow; open: boolean }) {
  const location = useLocation();
  if (row.mark) {
    return (
      <Box data-testid={`mark-${row.id}`}>
        <Typography variant="body2" sx={{ fontWeight: 600, color: "info.main" }}>{`Ditandai: ${row.mark.kind}`}</Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {row.mark.note}
        </Typography>
        {open ? (
          <Button size="small" component={Link} to={withParams(location, { unmark: row.id, mark: null })} preventScrollReset>
            Hapus tanda
          </Button>
        ) : null}
      </Box>
    );
  }
  if (row.approved || !open) return null;
  return (
    <Button size="small" component={Link} to={withParams(location, { mark: row.id, unmark: null })} preventScrollReset aria-label={`Tandai mutasi #${row.id}`}>
      Tandai
    </Button>
  );
}

export function MarkDialog({
  intent,
  row,
  hidden,
  error,
}: {
  intent: "mark" | "unmark";
  row: MutasiDisplayRow;
  /** type and website of the screen */
  hidden: Record<string, string>;
  error: string | null;
}) {
  const location = useLocation();
  const closeHref = withParams(location, { mark: null, unmark: null });
  const amount = row.cells["Mutasi Amount"] ?? "";
  return (
    <UrlDialog title={intent === "mark" ? `Tandai mutasi #${row.id}` : `Hapus tanda mutasi #${row.id}`} closeHref={closeHref}>
      {error ? <NoticeBanner notice={{ severity: "error", message: error }} /> : null}
      <Typography sx={{ mb: 1 }}>
        {intent === "mark"
          ? `Rp ${amount}: baris ini bukan uang pemain dan tidak ikut dicocokkan.`
          : `Rp ${amount} (${row.mark?.kind ?? ""}): baris kembali ikut dicocokkan.`}
      </Typography>
      <Form method="post" action={location.pathname + location.search} preventScrollReset>
        <CsrfInput />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="mutasi_id" value={row.id} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {intent === "mark" ? (
          <>
            <NativeSelectField label="Tanda" name="mark" defaultValue={LINE_MARKS[0]}>
              {LINE_MARKS.map((mark) => (
                <option key={mark} value={mark}>
                  {mark}
                </option>
              ))}
            </NativeSelectField>
            <TextInput label="Keterangan" name="note" required margin="dense" inputProps={{ maxLength: 500 }} />
          </>
        ) : null}
        <DialogButtons closeHref={closeHref} confirmLabel={intent === "mark" ? "Tandai" : "Hapus tanda"} busyLabel="Menyimpan..." />
      </Form>
    </UrlDialog>
  );
}
