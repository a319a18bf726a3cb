import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";

/** The head of a table of figures: the first `textColumns` columns read as text, the rest as numbers, aligned right. */
export function FigureTableHead({ headers, textColumns }: { headers: readonly string[]; textColumns: number }) {
  return (
    <TableHead>
      <TableRow>
        {headers.map((header, index) => (
          <TableCell key={header} align={index >= textColumns ? "right" : "left"} sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
            {header}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
