import { pullStream } from "./pull-stream";
import { assertRole } from "../auth/access.server";
import { ServiceError } from "../errors";
import { EXPORT_FAILED_MESSAGE } from "../reports/report-range";
import { gameSiteDays, iteratePlayerRows, resolveReportScope, type PlayerRow, type ReportQuery, type ReportScope } from "../reports/reports.server";
import type { SessionUser } from "../auth/session.server";
import { formatSpecDate } from "../spec-date";
import type { CellValue } from "./cells";
import { csvStream } from "./csv-stream";
import { CONTENT_TYPES, type ExportFormat, type OpenedExport } from "./view-export.server";
import { xlsxStream } from "./xlsx-stream.server";

/**
 * The Data Player and Game Site exports (spec sections 2 and 7): the same rows as the page, for
 * the GET links (/export/dataplayer.csv?..., /export/gamesite.xlsx?...) and the POST
 * /api/exportcsvtotaldataplayer and /api/exportexceltotaldataplayer calls alike, written by the
 * shared streaming CSV and XLSX writers of this folder.
 *
 * Data Player rows are read a batch at a time (keyset) only when the response wants more bytes;
 * the Game Site report has one row per day of a range of at most 366 days, plus 'Total Sum'.
 */

export type ReportKind = "dataplayer" | "gamesite";

/** Who may export: who may enter /dataplayer. */
export const REPORT_EXPORT_ROLES = ["ADMIN", "CHECKER", "CS"] as const;

export const PLAYER_HEADERS = ["No", "Transaction Date", "Operator", "Username", "Website", "Bank Name", "Bank No", "Deposit", "Withdraw"];
const PLAYER_WIDTHS = [8, 16, 16, 20, 10, 16, 20, 16, 16];
export const GAMESITE_HEADERS = ["Date", "Total Depo", "Total WD", "Total Transaksi", "Balance"];
const GAMESITE_WIDTHS = [14, 18, 18, 16, 18];
export const TOTAL_SUM_LABEL = "Total Sum";

/** "dataplayer.csv" → the Data Player as CSV; null for any other name. */
export function parseReportFile(file: string | undefined): { kind: ReportKind; format: ExportFormat } | null {
  const match = /^(dataplayer|gamesite)\.(csv|xlsx)$/.exec(file ?? "");
  return match ? { kind: match[1] as ReportKind, format: match[2] as ExportFormat } : null;
}

const safePart = (text: string) => text.replace(/[^A-Za-z0-9_.-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40);

/**
 * Spec section 7: gamesite with site, start, end: gamesite_ABC_01-Jan-2025_05-Jan-2025.csv.
 * The Data Player file follows the same pattern (dataplayer_ABC_..., the username searched
 * between the site and the dates).
 */
export function reportFileName(kind: ReportKind, scope: ReportScope, format: ExportFormat): string {
  const start = formatSpecDate(scope.start, { padDay: true });
  const end = formatSpecDate(scope.end, { padDay: true });
  const user = kind === "dataplayer" && scope.username ? `_${safePart(scope.username)}` : "";
  return `${kind}_${scope.website}${user}_${start}_${end}.${format}`;
}

const rupiah = (cents: number) => cents / 100;
const day = (iso: string) => formatSpecDate(iso, { padDay: true });

function playerLine(row: PlayerRow, no: number): CellValue[] {
  return [
    no,
    day(row.date),
    row.handler || null,
    row.username,
    row.website,
    row.player_bank_name || null,
    row.player_bank_no || null,
    rupiah(row.deposit),
    rupiah(row.withdraw),
  ];
}

/**
 * Opens an export: role, website scope and the date rule are checked, and the first rows read,
 * before any byte is sent (a refusal is an error reply, not a broken download).
 */
export async function openReportExport(
  user: SessionUser,
  kind: ReportKind,
  format: ExportFormat,
  query: ReportQuery,
  options: { batchSize?: number } = {},
): Promise<OpenedExport> {
  assertRole(user, REPORT_EXPORT_ROLES);
  const scope = await resolveReportScope(user, kind === "gamesite" ? { ...query, username: null } : query);
  let headers: string[];
  let widths: number[];
  let rows: AsyncGenerator<CellValue[][], void, undefined>;
  let close = () => {};
  if (kind === "gamesite") {
    const { days, totals } = await gameSiteDays(scope);
    headers = GAMESITE_HEADERS;
    widths = GAMESITE_WIDTHS;
    const lines: CellValue[][] = days.map((d) => [day(d.date), rupiah(d.totalDeposit), rupiah(d.totalWithdraw), d.totalTransactions, rupiah(d.balance)]);
    lines.push([TOTAL_SUM_LABEL, rupiah(totals.totalDeposit), rupiah(totals.totalWithdraw), totals.totalTransactions, rupiah(totals.balance)]);
    rows = (async function* () {
      for (let index = 0; index < lines.length; index += 500) yield lines.slice(index, index + 500);
    })();
  } else {
    headers = PLAYER_HEADERS;
    widths = PLAYER_WIDTHS;
    const source = iteratePlayerRows(scope, options.batchSize ?? 1000);
    const first = await source.next();
    close = () => void source.return(undefined);
    rows = (async function* () {
      let no = 0;
      let next = first;
      while (!next.done) {
        yield next.value.map((row) => playerLine(row, ++no));
        next = await source.next();
      }
    })();
  }
  const sheetName = kind === "gamesite" ? "Game Site" : "Data Player";
  const bytes = format === "csv" ? csvStream(headers, rows) : xlsxStream(headers, rows, { sheetName, widths });
  return { fileName: reportFileName(kind, scope, format), contentType: CONTENT_TYPES[format], body: pullStream(bytes, close) };
}

/** 'Gagal export file.' and why, for a refusal before any byte was sent. */
export function reportExportFailureMessage(error: unknown): string {
  if (error instanceof ServiceError) return `${EXPORT_FAILED_MESSAGE} ${error.message}`;
  return EXPORT_FAILED_MESSAGE;
}
