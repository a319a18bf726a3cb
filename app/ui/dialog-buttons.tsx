import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { Link, useNavigation } from "react-router";

/** Cancel (a link back) and the submit button, which shows its busy label while posting. */
export function DialogButtons({
  closeHref,
  confirmLabel,
  busyLabel,
  danger = false,
  disabled = false,
}: {
  closeHref: string;
  confirmLabel: string;
  busyLabel: string;
  danger?: boolean;
  disabled?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1, mt: 2 }}>
      <Button component={Link} to={closeHref} replace preventScrollReset>
        Cancel
      </Button>
      <Button type="submit" variant="contained" color={danger ? "error" : "primary"} disabled={busy || disabled}>
        {busy ? busyLabel : confirmLabel}
      </Button>
    </Box>
  );
}
