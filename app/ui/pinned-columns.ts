import type { Theme } from "@mui/material/styles";

/**
 * The columns a decision needs (the amount, the name, the controls) on tables wider than a
 * 1366-pixel screen: each is pinned to the right edge of the scrolling table when its place in the
 * spec's column order lies beyond it, so the clerk sees them beside the row's status and note
 * without scrolling sideways; the columns in between scroll under them. A pinned column has a
 * fixed width because each one's offset is the widths of the pinned columns to its right.
 */
export interface PinnedColumn {
  label: string;
  width: number;
}

/** The sx of a column's cells (`head` for its header cell); nothing for a column not pinned. */
export function pinnedColumns(columns: readonly PinnedColumn[]) {
  const styles = new Map<string, { right: number; width: number }>();
  let right = 0;
  for (const column of columns.slice().reverse()) {
    styles.set(column.label, { right, width: column.width });
    right += column.width;
  }
  return (label: string, head = false) => {
    const style = styles.get(label);
    if (!style) return undefined;
    return {
      position: "sticky" as const,
      right: style.right,
      zIndex: head ? 3 : 2,
      width: style.width,
      minWidth: style.width,
      maxWidth: style.width,
      boxSizing: "border-box" as const,
      whiteSpace: "normal",
      overflowWrap: "anywhere",
      bgcolor: "background.paper",
      // the edge the scrolled columns pass under
      boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
    };
  };
}
