import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";
import { pinnedColumns } from "./pinned-columns";

export interface Column<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  align?: "left" | "right" | "center";
  /** a column a decision needs, pinned at this width to the right edge of a wide table (pinned-columns.ts) */
  pin?: number;
}

/**
 * What makes a table's scrolling box reachable from the keyboard (a table wider than the screen
 * scrolls with the arrow keys once it has focus), named after its table.
 */
export function scrollRegion(label: string) {
  return { tabIndex: 0, role: "region", "aria-label": label } as const;
}

/** A plain server-rendered table with the spec's column headers and an empty state. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  empty = "No data",
}: {
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  empty?: string;
}) {
  const pinned = pinnedColumns(columns.flatMap(({ header, pin }) => (pin ? [{ label: header, width: pin }] : [])));
  return (
    <TableContainer component={Paper} variant="outlined" {...scrollRegion(label)}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align} sx={{ fontWeight: 600, whiteSpace: "nowrap", ...pinned(column.header, true) }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center">
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, index) => (
              <TableRow key={rowKey(row)} hover data-row-id={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.header} align={column.align} sx={pinned(column.header)}>
                    {column.cell(row, index)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
