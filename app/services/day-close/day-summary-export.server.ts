import type { CellValue } from "../exports/cells";
import { csvStream } from "../exports/csv-stream";
import { pullStream } from "../exports/pull-stream";
import { CONTENT_TYPES, type ExportFormat, type OpenedExport } from "../exports/view-export.server";
import { xlsxStream } from "../exports/xlsx-stream.server";
import type { SessionUser } from "../auth/session.server";
import { directionLabel } from "../review/ledger-direction";
import { LINE_MARKS } from "../review/line-marks";
import { formatSpecDate } from "../spec-date";
import type { DayInput } from "./day-close.server";
import { daySummary, type SummaryFigure, type SummaryRow } from "./day-summary.server";
import { DAY_CLOSE_MESSAGES as M } from "./messages";

/** The day's summary as a file: one line per account and direction, then the day's total; amounts in rupiah. */
export const SUMMARY_HEADERS = [
  "Jenis",
  "Bank",
  "No Rekening",
  "Nama Rekening",
  "Baris BO",
  "Total BO",
  "Baris mutasi pemain",
  "Total mutasi pemain",
  "Selisih (BO - mutasi)",
  "Approve otomatis (baris)",
  "Approve otomatis (Rp)",
  "Approve manual (baris)",
  "Approve manual (Rp)",
  "Belum approve (baris)",
  "Belum approve (Rp)",
  ...LINE_MARKS.flatMap((mark) => [`Ditandai ${mark} (baris)`, `Ditandai ${mark} (Rp)`]),
];
const WIDTHS = SUMMARY_HEADERS.map((header, index) => (index < 4 ? 18 : Math.max(12, header.length + 2)));

const rupiah = (cents: number) => cents / 100;
const pair = (figure: SummaryFigure): CellValue[] => [figure.count, rupiah(figure.cents)];

function summaryLine(first: CellValue[], row: Omit<SummaryRow, "direction" | "akun_bank_id" | "bank" | "no" | "name">): CellValue[] {
  return [
    ...first,
    ...pair(row.bo),
    ...pair(row.statement),
    rupiah(row.difference),
    ...pair(row.auto),
    ...pair(row.manual),
    ...pair(row.pending),
    ...LINE_MARKS.flatMap((mark) => pair(row.marked[mark])),
  ];
}

/** tutuphari_ABC_14-May-2025.csv */
export async function openDaySummaryExport(user: SessionUser, format: ExportFormat, input: DayInput): Promise<OpenedExport> {
  const summary = await daySummary(user, input);
  const lines = [
    ...summary.rows.map((row) => summaryLine([directionLabel(row.direction), row.bank, row.no, row.name], row)),
    summaryLine([M.summaryTotal, null, null, null], summary.total),
  ];
  const batches = (async function* () {
    yield lines;
  })();
  const bytes = format === "csv" ? csvStream(SUMMARY_HEADERS, batches) : xlsxStream(SUMMARY_HEADERS, batches, { sheetName: M.summaryTitle, widths: WIDTHS });
  return {
    fileName: `tutuphari_${summary.website}_${formatSpecDate(summary.date, { padDay: true })}.${format}`,
    contentType: CONTENT_TYPES[format],
    body: pullStream(bytes, () => {}),
  };
}
