import Chip from "@mui/material/Chip";

/** The Active (green) / Inactive (red) badge of the whitelist and Data Bank tables. */
export function StatusChip({ active }: { active: boolean }) {
  return <Chip size="small" label={active ? "Active" : "Inactive"} color={active ? "success" : "error"} data-testid="status" />;
}
