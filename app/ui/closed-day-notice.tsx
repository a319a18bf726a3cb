import Alert from "@mui/material/Alert";

/** A closed day (Tutup Hari) on View BO and View Mutasi: stays while the day is shown, as the refusal it explains would. */
export function ClosedDayNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="info" sx={{ mb: 1.5 }} role="status" data-testid="day-closed">
      {message}
    </Alert>
  );
}
