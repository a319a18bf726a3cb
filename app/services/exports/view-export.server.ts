import { pullStream } from "./pull-stream";
import { Op } from "sequelize";
import { MatchLink, MatchVerdict } from "~/models/models.server";
import { assertRole, assertWebsiteAccess, type Screen } from "../auth/access.server";
import { ServiceError, ValidationError } from "../errors";
import type { SessionUser } from "../auth/session.server";
import { formatSpecDate, parseSpecDate } from "../spec-date";
import { TIER_LABELS, type MatchTier } from "../matching/messages";
import { shownVerdicts } from "../matching/verdicts.server";
import { INCOMPLETE_FILTERS_MESSAGE, iterateView, parseViewStatus, type ViewFilters, type ViewKind, type ViewStatus } from "../review/views.server";
import { LEDGER_KEYS, LEDGERS } from "../review/ledgers";
import { normaliseWebsiteCode } from "../websites/website-code";
import type { CellValue } from "./cells";
import { csvStream } from "./csv-stream";
import { exportColumns } from "./view-columns";
import { xlsxStream } from "./xlsx-stream.server";

/**
 * Export CSV / Export Excel of View BO and View Mutasi (spec sections 2 and 7), for the GET
 * links of the screens (/export/viewbo.csv?...) and the POST /api/export... calls alike.
 *
 * The rows are the screen's rows for the same website, status and date: they are read through
 * views.ts (viewWhere) in batches by keyset on the id, each batch only when the response wants
 * more bytes, and written out as they come, so memory does not grow with the row count.
 */

export type ExportFormat = "csv" | "xlsx";

export interface ExportFilters {
  website: string;
  /** YYYY-MM-DD */
  date: string;
  status: ViewStatus;
}

export interface OpenedExport {
  fileName: string;
  contentType: string;
  body: ReadableStream<Uint8Array>;
}

export const EXPORT_FAILED_MESSAGE = "Export gagal.";
export const EXPORT_BATCH_SIZE = 1000;

/** The spec's role table: the view pages, so their exports, are CHECKER and ADMIN. */
export const EXPORT_ROLES = ["ADMIN", "CHECKER"] as const;

/** /export/<name>.<csv|xlsx>: the names the view screens link to (each ledger's exportName). */
const EXPORT_NAMES: Readonly<Record<string, ViewKind>> = Object.fromEntries(LEDGER_KEYS.map((key) => [LEDGERS[key].exportName, key]));

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** "viewbo.csv" → bo-deposit as CSV; null for any other name. */
export function parseExportFile(file: string | undefined): { kind: ViewKind; format: ExportFormat } | null {
  const match = /^(\w+)\.(csv|xlsx)$/.exec(file ?? "");
  const kind = match && Object.hasOwn(EXPORT_NAMES, match[1]) ? EXPORT_NAMES[match[1]] : null;
  return match && kind ? { kind, format: match[2] as ExportFormat } : null;
}

/** The screen whose export it is: who may enter it may export it. */
export function screenOf(kind: ViewKind): Screen {
  return LEDGERS[kind].side === "bo" ? "/view-bo" : "/view-mutasi";
}

/**
 * Spec section 7: viewbo or viewbowd with group, status, date; mutasi with depo or wd, group,
 * status, date. The date is '05-Jan-2025' (exports pad the day).
 */
export function exportFileName(kind: ViewKind, filters: ExportFilters, format: ExportFormat): string {
  const date = formatSpecDate(filters.date, { padDay: true });
  return `${LEDGERS[kind].fileBase}_${filters.website}_${filters.status}_${date}.${format}`;
}

/**
 * Website, status and date as the screens (?website=&status=&date=, date YYYY-MM-DD) or the
 * /api body ({group, status, date}, date 05-Jan-2025) give them; either date form is read.
 */
export function parseExportFilters(input: { website?: unknown; status?: unknown; date?: unknown }): ExportFilters {
  const website = normaliseWebsiteCode(typeof input.website === "string" ? input.website : "");
  const status = parseViewStatus(typeof input.status === "string" ? input.status : null);
  const date = parseSpecDate(typeof input.date === "string" ? input.date : null);
  if (!website || !status || !date) throw new ValidationError(INCOMPLETE_FILTERS_MESSAGE);
  return { website, status, date };
}

// ---------------------------------------------------------------------------------------------
// match notes

interface LinkRow {
  match_bo_id: number;
  match_mutasi_id: number;
  match_method: string;
  match_reason: string;
  match_score: number | string;
}

const CANDIDATES_LISTED = 5;

/** The reason the last run gave a BO row, in the clerk's words (verdicts.server.ts), with its tier. */
interface VerdictRow {
  verdict_bo_id: number;
  verdict_tier: string;
  verdict_reason: string;
}

/**
 * The machine's note on a row, from its active match links: the reason of an automatic match,
 * the pair a checker confirmed, or why the row was left ambiguous and its candidates. A BO row
 * says it in the words of its verdict where the run left one (`AUTO: mutasi #812, Nama pengirim
 * "BUDI SANTOSO" sama, ...`, `Saran: Kemungkinan mutasi #812: ...`). A BO row without links says
 * the tier and reason View BO shows for it (`Tidak ada: ...`); a statement line without links has none.
 */
function matchNote(side: "bo" | "mutasi", links: LinkRow[], verdict: VerdictRow | undefined): string | null {
  if (!links.length) return null;
  const matched = links.find((link) => link.match_method === "auto" || link.match_method === "manual");
  if (matched) {
    const other = side === "bo" ? `mutasi #${matched.match_mutasi_id}` : `BO #${matched.match_bo_id}`;
    if (matched.match_method === "manual") return `MANUAL: ${other}`;
    // both sides say why in the clerk's words, the BO row's verdict (a clean-room audit: the lines' notes were the engine's English)
    return verdict?.verdict_tier === "otomatis" ? `AUTO: ${other}, ${verdict.verdict_reason}` : `AUTO: ${other}`;
  }
  const candidates = links
    .filter((link) => link.match_method === "candidate")
    .sort((a, b) => Number(b.match_score) - Number(a.match_score));
  if (!candidates.length) return null;
  if (side === "bo" && verdict && verdict.verdict_tier in TIER_LABELS && verdict.verdict_tier !== "otomatis") {
    return `${TIER_LABELS[verdict.verdict_tier as MatchTier]}: ${verdict.verdict_reason}`;
  }
  const ids = candidates.slice(0, CANDIDATES_LISTED).map((link) => `#${side === "bo" ? link.match_mutasi_id : link.match_bo_id}`);
  const more = candidates.length > CANDIDATES_LISTED ? ` (+${candidates.length - CANDIDATES_LISTED})` : "";
  if (side === "mutasi") return `Kandidat untuk BO ${ids.join(", ")}${more}`;
  return `Kandidat mutasi ${ids.join(", ")}${more}`;
}

async function notesFor(kind: ViewKind, rows: readonly Record<string, unknown>[]): Promise<Map<number, string>> {
  const ledger = LEDGERS[kind];
  const { side, direction } = ledger;
  const ids = rows.map((row) => Number(row[ledger.id]));
  const column = side === "bo" ? "match_bo_id" : "match_mutasi_id";
  const links = (await MatchLink.findAll({
    where: { match_kind: direction, [column]: { [Op.in]: ids }, match_active: true },
    attributes: ["match_bo_id", "match_mutasi_id", "match_method", "match_reason", "match_score"],
    order: [["match_id", "ASC"]],
    raw: true,
  })) as unknown as LinkRow[];
  const byRow = new Map<number, LinkRow[]>();
  for (const link of links) {
    const id = Number(link[column]);
    const list = byRow.get(id);
    if (list) list.push(link);
    else byRow.set(id, [link]);
  }
  // the verdicts of the BO rows: a BO row's own, a statement line's paired row's
  const paired = (list: LinkRow[]) => list.find((link) => link.match_method === "auto");
  const boIds = side === "bo" ? [...byRow.keys()] : [...byRow.values()].flatMap((list) => paired(list)?.match_bo_id ?? []);
  const verdicts =
    boIds.length > 0
      ? ((await MatchVerdict.findAll({
          where: { verdict_kind: direction, verdict_bo_id: { [Op.in]: boIds } },
          attributes: ["verdict_bo_id", "verdict_tier", "verdict_reason"],
          raw: true,
        })) as unknown as VerdictRow[])
      : [];
  const verdictOf = new Map(verdicts.map((verdict) => [Number(verdict.verdict_bo_id), verdict]));
  const notes = new Map<number, string>();
  for (const [id, list] of byRow) {
    const verdictId = side === "bo" ? id : paired(list)?.match_bo_id;
    const note = matchNote(side, list, verdictId === undefined ? undefined : verdictOf.get(Number(verdictId)));
    if (note) notes.set(id, note);
  }
  if (ledger.side === "bo") {
    const unlinked = rows.filter((row) => !byRow.has(Number(row[ledger.id])));
    for (const [id, shown] of await shownVerdicts(ledger, unlinked)) {
      if (shown.match_tier && shown.match_tier !== "otomatis") notes.set(id, `${TIER_LABELS[shown.match_tier]}: ${shown.match_reason}`);
    }
  }
  return notes;
}

// ---------------------------------------------------------------------------------------------
// the export

export interface ExportOptions {
  batchSize?: number;
  /** called with each batch's row count as it is read (tests and benches watch the reading) */
  onBatch?: (rows: number) => void;
}

/**
 * Opens an export: checks role and website scope, reads the first batch (so a failing query is
 * an error reply, not a broken download), and returns the file name and a byte stream that
 * reads the rest on demand.
 */
export async function openExport(
  user: SessionUser,
  kind: ViewKind,
  format: ExportFormat,
  filters: ExportFilters,
  options: ExportOptions = {},
): Promise<OpenedExport> {
  assertRole(user, EXPORT_ROLES);
  assertWebsiteAccess(user, filters.website);
  const { headers, widths, cells, tail } = exportColumns(kind);
  const idField = LEDGERS[kind].id;
  const viewFilters: ViewFilters = { ...filters, search: null };
  const source = iterateView(user, kind, viewFilters, { batchSize: options.batchSize ?? EXPORT_BATCH_SIZE, raw: true });
  const first = await source.next();

  let no = 0;
  async function* rows(): AsyncGenerator<CellValue[][], void, undefined> {
    let next = first;
    while (!next.done) {
      const batch = next.value;
      options.onBatch?.(batch.length);
      const notes = await notesFor(kind, batch);
      yield batch.map((row) => {
        no += 1;
        const line: CellValue[] = [no];
        for (const cell of cells) line.push(cell(row));
        line.push(notes.get(Number(row[idField])) ?? null);
        for (const cell of tail) line.push(cell(row));
        return line;
      });
      next = await source.next();
    }
  }

  const bytes = format === "csv" ? csvStream(headers, rows()) : xlsxStream(headers, rows(), { sheetName: LEDGERS[kind].title, widths });
  return {
    fileName: exportFileName(kind, filters, format),
    contentType: CONTENT_TYPES[format],
    body: pullStream(bytes, () => void source.return(undefined)),
  };
}


/** The download: Content-Disposition attachment with the spec's file name (server.ts adds Cache-Control: no-store). */
export function exportResponse(opened: OpenedExport): Response {
  return new Response(opened.body, {
    headers: {
      "Content-Type": opened.contentType,
      "Content-Disposition": `attachment; filename="${opened.fileName}"`,
    },
  });
}

/** 'Export gagal.' and why, for a refusal before any byte was sent. */
export function exportFailureMessage(error: unknown): string {
  if (error instanceof ServiceError) return `${EXPORT_FAILED_MESSAGE} ${error.message}`;
  return EXPORT_FAILED_MESSAGE;
}
