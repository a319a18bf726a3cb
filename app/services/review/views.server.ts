import { Op, type WhereOptions } from "sequelize";
import { containsLiteral, pageOptions, type Page } from "~/models/dialect.server";
import { assertWebsiteAccess } from "../auth/access.server";
import { ValidationError } from "../errors";
import { checkText } from "../http/input-text";
import type { SessionUser } from "../auth/session.server";
import { normaliseWebsiteCode } from "../websites/website-code";
import { ledgerModel } from "./ledger-models.server";
import { LEDGERS, type LedgerKey } from "./ledgers";
import type { ViewStatus } from "./view-form";

export { parseViewStatus, type ViewStatus } from "./view-form";

/**
 * The four review tables (View BO Deposit / Withdraw, View Mutasi Deposit / Withdraw: the ledgers
 * of ledgers.ts) and the one query they share: website, business date, status, optional search; 100 rows a page, ordered
 * by id. Screens, /api routes and exports all read through here, so filters never disagree.
 */
export type ViewKind = LedgerKey;
export type SearchMode = "id" | "nominal" | "string";

export interface ViewFilters {
  website: string;
  /** YYYY-MM-DD, Asia/Jakarta business date */
  date: string;
  status: ViewStatus;
  search?: { mode: SearchMode; term: string } | null;
}

export const VIEW_PAGE_SIZE = 100;
/** The longest name search of the review tables (the search box's `q`, the /api path's `term`). */
export const SEARCH_TERM_MAX = 100;

/** Spec: the view pages (and their exports) need a website, a status and a date. */
export const INCOMPLETE_FILTERS_MESSAGE = "Lengkapi Website, Status, dan Date dulu.";

/**
 * Spec: the ID Tracking input (digits only) takes priority; text made only of digits, spaces,
 * dots, commas and underscores is a nominal (its digits kept); anything else is a string, refused
 * when it holds a control character or runs past SEARCH_TERM_MAX.
 */
export function classifySearch(term: string | null | undefined, idTracking?: string | null): ViewFilters["search"] {
  const id = (idTracking ?? "").replace(/\D/g, "");
  if (id) return { mode: "id", term: id };
  const text = (term ?? "").trim();
  if (!text) return null;
  if (/^[\d\s.,_]+$/.test(text)) {
    const digits = text.replace(/\D/g, "");
    return digits ? { mode: "nominal", term: digits } : null;
  }
  return { mode: "string", term: checkText("q", text, SEARCH_TERM_MAX) };
}

export function viewWhere(kind: ViewKind, filters: ViewFilters): WhereOptions {
  const table = LEDGERS[kind];
  const conditions: WhereOptions[] = [
    { [table.website]: normaliseWebsiteCode(filters.website) },
    { [table.date]: filters.date },
  ];
  if (filters.status !== "all") conditions.push({ [table.approved]: filters.status === "approve" });
  const search = filters.search;
  if (search?.mode === "id") {
    const id = Number(search.term);
    if (!Number.isSafeInteger(id)) throw new ValidationError("ID Tracking tidak valid.");
    conditions.push({ [table.id]: id });
  } else if (search?.mode === "nominal") {
    // a nominal is whole rupiah as typed: 150.000 or 150,000 both mean 150000
    conditions.push({ [table.amount]: Number(search.term) });
  } else if (search?.mode === "string") {
    conditions.push({ [Op.or]: table.search.map((column) => containsLiteral(ledgerModel(kind).sequelize!, column, search.term)) });
  }
  return { [Op.and]: conditions };
}

/** One page of a review table for a website and date; CHECKER and CS only for their own website. */
export async function listView(
  user: SessionUser,
  kind: ViewKind,
  filters: ViewFilters,
  page: Page = { page: 1, pageSize: VIEW_PAGE_SIZE },
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  assertWebsiteAccess(user, filters.website);
  const table = LEDGERS[kind];
  const model = ledgerModel(kind);
  const where = viewWhere(kind, filters);
  const [total, rows] = await Promise.all([
    model.count({ where }),
    model.findAll({ where, ...pageOptions(page, [[table.id, "ASC"]]) }),
  ]);
  return { rows: rows.map((row) => row.get({ plain: true }) as Record<string, unknown>), total };
}

/**
 * Every row of a review table for a website and date, in id order, in batches read by keyset on
 * the id (`id > last id ORDER BY id LIMIT batchSize`): the same filters as the screen
 * (viewWhere), so an export always equals what the screen shows, and a constant amount of
 * memory whatever the row count. Each batch is read only when the consumer asks for it.
 * CHECKER and CS only for their own website.
 *
 * Status 'all' reads the pending and the approved rows as two keyset streams merged by id: each
 * walks the view index (website, date, approve, id) in order, where one query without the
 * approve column would sort every row of the day again for every batch.
 *
 * `raw`: rows as the driver returns them (SQLite: flags 0/1, timestamps as text), without
 * building model instances: several times less garbage per row for exports of 100k rows.
 */
export async function* iterateView(
  user: SessionUser,
  kind: ViewKind,
  filters: ViewFilters,
  options: { batchSize?: number; raw?: boolean } = {},
): AsyncGenerator<Record<string, unknown>[], void, undefined> {
  assertWebsiteAccess(user, filters.website);
  const table = LEDGERS[kind];
  const batchSize = options.batchSize ?? 1000;
  const raw = options.raw ?? false;
  if (filters.status !== "all" || filters.search) {
    const cursor = new KeysetCursor(kind, viewWhere(kind, filters), batchSize, raw);
    for (;;) {
      const rows = await cursor.nextBatch();
      if (!rows.length) return;
      yield rows;
    }
  }
  const streams = [
    new KeysetCursor(kind, viewWhere(kind, { ...filters, status: "pending" }), batchSize, raw),
    new KeysetCursor(kind, viewWhere(kind, { ...filters, status: "approve" }), batchSize, raw),
  ];
  let out: Record<string, unknown>[] = [];
  for (;;) {
    const [a, b] = await Promise.all(streams.map((stream) => stream.peek()));
    if (!a && !b) break;
    const takeA = a !== null && (b === null || Number(a[table.id]) < Number(b[table.id]));
    out.push(streams[takeA ? 0 : 1].take());
    if (out.length === batchSize) {
      yield out;
      out = [];
    }
  }
  if (out.length) yield out;
}

/** Rows of one where clause in id order, a batch at a time (keyset on the id). */
class KeysetCursor {
  private rows: Record<string, unknown>[] = [];
  private index = 0;
  private lastId = 0;
  private done = false;

  constructor(
    private readonly kind: ViewKind,
    private readonly where: WhereOptions,
    private readonly batchSize: number,
    private readonly raw: boolean,
  ) {}

  /** The next batch (empty when there is none), as plain objects. */
  async nextBatch(): Promise<Record<string, unknown>[]> {
    if (this.done) return [];
    const table = LEDGERS[this.kind];
    const model = ledgerModel(this.kind);
    const query = {
      where: { [Op.and]: [this.where, { [table.id]: { [Op.gt]: this.lastId } }] },
      order: [[table.id, "ASC"]] as [string, "ASC"][],
      limit: this.batchSize,
    };
    const rows = this.raw
      ? ((await model.findAll({ ...query, raw: true })) as unknown as Record<string, unknown>[])
      : (await model.findAll(query)).map((row) => row.get({ plain: true }) as Record<string, unknown>);
    if (rows.length < this.batchSize) this.done = true;
    if (rows.length) this.lastId = Number(rows[rows.length - 1][table.id]);
    return rows;
  }

  /** The next row without taking it; null at the end. */
  async peek(): Promise<Record<string, unknown> | null> {
    if (this.index >= this.rows.length) {
      this.rows = await this.nextBatch();
      this.index = 0;
    }
    return this.rows[this.index] ?? null;
  }

  /** Takes the row peek() returned. */
  take(): Record<string, unknown> {
    return this.rows[this.index++];
  }
}
