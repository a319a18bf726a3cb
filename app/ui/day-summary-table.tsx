import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableRow from "@mui/material/TableRow";
import type { DaySummary, SummaryFigure } from "~/services/day-close/day-summary.server";
import { DAY_CLOSE_MESSAGES as M } from "~/services/day-close/messages";
import { formatRupiah } from "~/services/money";
import { directionLabel } from "~/services/review/ledger-direction";
import { LINE_MARKS } from "~/services/review/line-marks";
import { FigureTableHead } from "./figure-table-head";

const HEADERS = ["Jenis", "Rekening", "BO", "Mutasi pemain", "Selisih", "Approve otomatis", "Approve manual", "Belum approve", "Ditandai"];
const figure = (value: SummaryFigure) => `${value.count} · Rp ${formatRupiah(value.cents)}`;

/** The closed day's summary on the page, the same figures as its CSV and Excel files. */
export function DaySummaryTable({ summary }: { summary: Pick<DaySummary, "rows" | "total"> }) {
  const lines = [
    ...summary.rows.map((row) => ({ key: `${row.direction}-${row.akun_bank_id ?? "none"}`, first: [directionLabel(row.direction), row.no ? `${row.bank} ${row.no}` : row.name], row })),
    { key: "total", first: [M.summaryTotal, ""], row: summary.total },
  ];
  return (
    <TableContainer sx={{ my: 1 }}>
      <Table size="small" aria-label={M.summaryTitle}>
        <FigureTableHead headers={HEADERS} textColumns={2} />
        <TableBody>
          {lines.map(({ key, first, row }) => (
            <TableRow key={key} data-testid={`summary-${key}`}>
              {first.map((text, index) => (
                <TableCell key={index} sx={{ whiteSpace: "nowrap" }}>
                  {text}
                </TableCell>
              ))}
              {[figure(row.bo), figure(row.statement), `Rp ${formatRupiah(row.difference)}`, figure(row.auto), figure(row.manual), figure(row.pending)].map((text, index) => (
                <TableCell key={index} align="right" sx={{ whiteSpace: "nowrap" }}>
                  {text}
                </TableCell>
              ))}
              <TableCell align="right">
                {LINE_MARKS.filter((mark) => row.marked[mark].count > 0)
                  .map((mark) => `${mark} ${figure(row.marked[mark])}`)
                  .join("; ") || "-"}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
