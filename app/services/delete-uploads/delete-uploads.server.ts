import { Op, fn, col, type Model, type ModelStatic, type Transaction, type WhereOptions } from "sequelize";
import { BoDeposit, MatchLink, StatementDay, UploadBatch } from "~/models/models.server";
import { UPLOAD_TARGETS, type UploadTarget } from "~/models/upload-batch.server";
import { isoDay } from "~/models/raw-values";
import { assertRole, assertWebsiteAccess } from "../auth/access.server";
import { actorOf } from "../activity-log/actor";
import { ServiceError, ValidationError } from "../errors";
import type { SessionUser } from "../auth/session.server";
import { formatSpecDate, parseSpecDate } from "../spec-date";
import { recordActivity } from "../activity-log/record.server";
import { assertDaysOpen } from "../day-close/day-close.server";
import { DIRECTIONS, type Direction } from "../review/ledger-direction";
import { ledgerModel } from "../review/ledger-models.server";
import { awaitWebsiteTurn, judgeAgain } from "../review/judge-again.server";
import { judgeSharingWebsitesAfterCommit } from "../matching/reconcile.server";
import { keepMarks } from "../upload/ingest/kept-marks.server";
import { forgetWaitingReturns } from "../upload/ingest/waiting-returns.server";
import { firstOf } from "../matching/messages";
import { dateOfDay, dayNumber } from "../matching/engine/days";
import { forgetVerdictsOfDays } from "../matching/verdicts.server";
import { daysOfAutoPairs, forgetPairAliases, pairAliasSource } from "../review/pair-aliases.server";
import { boLedger, ledgerOfTable, mutasiLedgerOf, pendingValues, type Ledger } from "../review/ledgers";
import { normaliseWebsiteCode } from "../websites/website-code";
import type { AliasSource } from "../matching/aliases.server";
import { emptyStatementsDeleted, type DeletePlan } from "./delete-summary";

/**
 * Delete BO / Mutasi (spec: Delete page, DELETE /api/deletebomutasi): for one business date and
 * one website, the BO deposit, BO withdraw, mutasi deposit and mutasi withdraw rows whose upload
 * batch was uploaded 24 hours ago or less. The rule lives here once, for the screen and the /api
 * route alike:
 *   - CHECKER (own website only) and ADMIN; CS is refused;
 *   - data uploaded more than 24 hours ago is never deleted: with nothing fresh but older data
 *     the request is refused (409), with nothing at all it is a 404;
 *   - one transaction: the rows, their match links, the statement days the deleted statements
 *     claimed (so the same statement can be uploaded again), the batches left with no rows;
 *     rows on the other side that a deleted row had approved through a match (automatic or a
 *     confirmed candidate) go back to pending, and rows left ambiguous only by a deleted
 *     candidate lose the flag; a manual pair undone takes the aliases it taught with it; a
 *     tracking row says what went;
 *   - a closed day (Tutup Hari) is not changed: neither the day deleted nor the day of a partner
 *     row that would go back to pending (409, naming the closed day, nothing deleted).
 */

export const DELETE_WINDOW_HOURS = 24;
export const DELETE_WINDOW_MS = DELETE_WINDOW_HOURS * 60 * 60 * 1000;
export const DELETE_REQUIRED_MESSAGE = "Tanggal dan Website / Group wajib diisi.";
export const DELETE_FAILED_MESSAGE = "Gagal menghapus data.";
const DELETERS = ["ADMIN", "CHECKER"] as const;
const CHUNK = 500;

export type DeletedCounts = Record<UploadTarget, number>;

export interface DeleteUploadsReply {
  status: true;
  message: string;
  deleted: DeletedCounts;
  /** of the deleted rows, those that had been approved */
  approved_deleted: DeletedCounts;
  /** rows of that date and website uploaded more than 24 hours ago: kept */
  kept_older: number;
  /** rows on the other side of a deleted row's match, back to pending */
  returned_to_pending: number;
  /** upload batches left with no rows, removed */
  batches_removed: number;
  /** player aliases the undone manual pairs had taught, forgotten (none another active pair still teaches) */
  aliases_removed: number;
  /** 05-Jan-2025 */
  date: string;
  group: string;
}

/** A ledger and its model, by the table an upload batch targets. */
const TABLES = Object.fromEntries(
  UPLOAD_TARGETS.map((target) => {
    const ledger = ledgerOfTable(target);
    return [target, { ...ledger, model: ledgerModel(ledger) }];
  }),
) as Record<UploadTarget, Ledger & { model: ModelStatic<Model> }>;

type Table = (typeof TABLES)[UploadTarget];

const zeroCounts = (): DeletedCounts => ({ bo_deposit: 0, bo_withdraw: 0, mutasi_deposit: 0, mutasi_withdraw: 0 });

/** Nothing was deleted: 404 (no data at all) or 409 (only data older than 24 hours). */
export class NothingToDelete extends ServiceError {
  constructor(message: string, status: 404 | 409, keptOlder: number) {
    super(message, status, { deleted: zeroCounts(), kept_older: keptOlder });
  }
}

/** The date (05-Jan-2025, 5-Jan-2025 or 2025-01-05) and the group (website code) of a request. */
export function parseDeleteRequest(input: { date?: unknown; group?: unknown }): { date: string; website: string } {
  const dateText = typeof input.date === "string" ? input.date.trim() : "";
  const website = normaliseWebsiteCode(typeof input.group === "string" ? input.group : "");
  if (!dateText || !website) throw new ValidationError(DELETE_REQUIRED_MESSAGE);
  const date = parseSpecDate(dateText);
  if (!date) throw new ValidationError("Tanggal tidak valid: gunakan format 05-Jan-2025.");
  return { date, website };
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

interface LinkRow {
  match_id: number;
  match_bo_id: number;
  match_mutasi_id: number;
  match_method: string;
  match_active: unknown;
  match_undone_by: number | null;
  match_undone_ticket: string | null;
}

const isActive = (link: LinkRow) => link.match_active === true || link.match_active === 1 || link.match_active === "1";

/** What a delete of `website` and `date` would remove (fresh rows, approved among them) and keep. */
async function survey(website: string, date: string, cutoff: Date, transaction?: Transaction) {
  const freshBatches = (
    await UploadBatch.findAll({
      where: { batch_website: website, batch_uploaded_at: { [Op.gte]: cutoff } },
      attributes: ["batch_id"],
      raw: true,
      transaction,
    })
  ).map((batch) => batch.batch_id);
  const baseWhere = (table: Table): WhereOptions => ({ [table.website]: website, [table.date]: date });
  const freshWhere = (table: Table): WhereOptions => ({ ...baseWhere(table), [table.batch]: { [Op.in]: freshBatches } });
  const olderWhere = (table: Table): WhereOptions =>
    freshBatches.length ? { ...baseWhere(table), [table.batch]: { [Op.notIn]: freshBatches } } : baseWhere(table);
  const fresh = zeroCounts();
  const approved = zeroCounts();
  let keptOlder = 0;
  for (const target of UPLOAD_TARGETS) {
    const table = TABLES[target];
    if (freshBatches.length) {
      fresh[target] = await table.model.count({ where: freshWhere(table), transaction });
      if (fresh[target]) approved[target] = await table.model.count({ where: { ...freshWhere(table), [table.approved]: true }, transaction });
    }
    keptOlder += await table.model.count({ where: olderWhere(table), transaction });
  }
  return { freshBatches, freshWhere, fresh, approved, keptOlder, emptyStatementDays: await emptyStatementDaysOf(website, date, freshBatches, transaction) };
}

/**
 * The day's statement days of akun banks uploaded within the window without a line (a day of no
 * transaction, or of only the other direction): deleted with the day, so a wrong empty file does
 * not stand in for the akun's statement at Tutup Hari.
 */
async function emptyStatementDaysOf(website: string, date: string, freshBatches: readonly number[], transaction?: Transaction): Promise<{ dayId: number; batchId: number }[]> {
  if (freshBatches.length === 0) return [];
  const days = await StatementDay.findAll({ where: { day_website: website, day_date: date, day_batch_id: { [Op.in]: [...freshBatches] } }, attributes: ["day_id", "day_batch_id", "day_target"], raw: true, transaction });
  const empty: { dayId: number; batchId: number }[] = [];
  for (const day of days) {
    const table = TABLES[day.day_target as UploadTarget];
    if ((await table.model.count({ where: { [table.batch]: day.day_batch_id }, transaction })) === 0) empty.push({ dayId: day.day_id, batchId: day.day_batch_id });
  }
  return empty;
}

/**
 * What Delete would remove for `date` and `group`, read under the same rules as the delete
 * itself (role, website, the 24-hour window), for the confirmation to say in words.
 */
export async function previewDeleteUploads(
  user: SessionUser,
  input: { date?: unknown; group?: unknown },
  websiteName: string | null,
  now: Date = new Date(),
): Promise<DeletePlan> {
  assertRole(user, DELETERS, "Akses ditolak: hanya CHECKER dan ADMIN yang boleh menghapus data.");
  const { date, website } = parseDeleteRequest(input);
  assertWebsiteAccess(user, website);
  const found = await survey(website, date, new Date(now.getTime() - DELETE_WINDOW_MS));
  return {
    website,
    websiteName,
    shownDate: formatSpecDate(date, { padDay: true }),
    rows: found.fresh,
    approved: found.approved,
    keptOlder: found.keptOlder,
    emptyStatements: found.emptyStatementDays.length,
    windowHours: DELETE_WINDOW_HOURS,
  };
}

/**
 * Deletes what was uploaded for `date` and `group` in the last 24 hours (see the top of this
 * file). `now` is for tests.
 */
export async function deleteUploads(
  user: SessionUser,
  input: { date?: unknown; group?: unknown },
  now: Date = new Date(),
): Promise<DeleteUploadsReply> {
  assertRole(user, DELETERS, "Akses ditolak: hanya CHECKER dan ADMIN yang boleh menghapus data.");
  const { date, website } = parseDeleteRequest(input);
  assertWebsiteAccess(user, website);
  const shownDate = formatSpecDate(date, { padDay: true });
  const cutoff = new Date(now.getTime() - DELETE_WINDOW_MS);
  const sequelize = BoDeposit.sequelize!;

  return sequelize.transaction(async (transaction) => {
    // the rows sent back to pending are judged again below: the run takes its turn with the website's uploads
    await awaitWebsiteTurn("deposit", website, transaction);
    // a closed day (Tutup Hari) keeps what it holds until an ADMIN reopens it
    await assertDaysOpen(website, [date], transaction);
    // what there is: fresh (to delete) and older (kept), per table
    const { freshWhere, fresh, approved, keptOlder, emptyStatementDays } = await survey(website, date, cutoff, transaction);
    const total = UPLOAD_TARGETS.reduce((sum, target) => sum + fresh[target], 0);
    if (total === 0 && emptyStatementDays.length === 0) {
      if (keptOlder > 0) {
        throw new NothingToDelete(
          `Tidak ada data yang bisa dihapus: ${keptOlder} data ${website} tanggal ${shownDate} diupload lebih dari ${DELETE_WINDOW_HOURS} jam yang lalu dan tidak bisa dihapus.`,
          409,
          keptOlder,
        );
      }
      throw new NothingToDelete(`Tidak ada data ${website} untuk tanggal ${shownDate}.`, 404, 0);
    }

    // the ids and batches going away
    const ids = {} as Record<UploadTarget, number[]>;
    const touchedBatches = new Map<number, UploadTarget>();
    for (const target of UPLOAD_TARGETS) {
      const table = TABLES[target];
      ids[target] = [];
      if (!fresh[target]) continue;
      const rows = (await table.model.findAll({
        where: freshWhere(table),
        attributes: [table.id, table.batch],
        raw: true,
        transaction,
      })) as unknown as Record<string, number>[];
      for (const row of rows) {
        ids[target].push(Number(row[table.id]));
        touchedBatches.set(Number(row[table.batch]), target);
      }
    }

    const plans: UnlinkPlan[] = [];
    for (const kind of DIRECTIONS) plans.push(await planUnlink(kind, ids[boLedger(kind).table], ids[mutasiLedgerOf(kind).table], transaction));
    await assertPartnersOpen(plans, transaction);
    let returnedToPending = 0;
    const backTickets: string[] = [];
    const backDates = new Set<string>();
    for (const plan of plans) {
      const unlinked = await applyUnlink(plan, transaction);
      returnedToPending += unlinked.back;
      backTickets.push(...unlinked.tickets);
      for (const day of unlinked.dates) backDates.add(day);
    }

    // statement days the deleted statements claimed: the same account's day may be uploaded again
    if (touchedBatches.size) {
      for (const batchIds of chunks([...touchedBatches.keys()])) {
        await StatementDay.destroy({
          where: { day_batch_id: { [Op.in]: batchIds }, day_website: website, day_date: date },
          transaction,
        });
      }
    }

    // what people and returns said of the lines going away is kept for the same lines uploaded again
    for (const kind of DIRECTIONS) await keepMarks(kind, ids[mutasiLedgerOf(kind).table], now, transaction);
    await forgetWaitingReturns(website, date, [...touchedBatches.keys()], transaction);

    const deleted = zeroCounts();
    for (const target of UPLOAD_TARGETS) {
      const table = TABLES[target];
      if (!fresh[target]) continue;
      deleted[target] = await table.model.destroy({ where: freshWhere(table), transaction });
    }

    // empty statements of the day go with it; their batches once they claim no other day
    let batchesRemoved = 0;
    for (const { dayId, batchId } of emptyStatementDays) {
      await StatementDay.destroy({ where: { day_id: dayId }, transaction });
      if ((await StatementDay.count({ where: { day_batch_id: batchId }, transaction })) === 0) batchesRemoved += await UploadBatch.destroy({ where: { batch_id: batchId }, transaction });
    }
    // batches left with no rows go, with any statement days they still claim
    for (const [batchId, target] of touchedBatches) {
      const table = TABLES[target];
      const left = await table.model.count({ where: { [table.batch]: batchId }, transaction });
      if (left > 0) continue;
      await StatementDay.destroy({ where: { day_batch_id: batchId }, transaction });
      batchesRemoved += await UploadBatch.destroy({ where: { batch_id: batchId }, transaction });
    }

    // after the rows and links went: an alias another active pair still teaches stays
    const aliasesRemoved = await forgetPairAliases(
      plans.flatMap((plan) => plan.taught),
      transaction,
    );

    // the rows whose pair went are judged at once, as after an ADMIN's undo: a row judged by no run
    // read "Belum dicocokkan ulang" (a clean-room audit); and the rows of the days around, which
    // named the deleted rows and lines (another: "cocok juga untuk data BO #" a row gone)
    const around = [dayNumber(date) - 1, dayNumber(date), dayNumber(date) + 1].map(dateOfDay);
    for (const kind of DIRECTIONS) await forgetVerdictsOfDays(kind, boLedger(kind), website, around, transaction);
    // and the days of the automatic pairs an alias that went may have proven
    const aliasDays = aliasesRemoved > 0 ? await daysOfAutoPairs(plans.flatMap((plan) => plan.taught), transaction) : [];
    await judgeAgain(user, website, [date, ...backDates, ...aliasDays], transaction);
    // a website with the same account number judged its copies of these lines against ours
    await judgeSharingWebsitesAfterCommit({ website, dates: [date] }, actorOf(user, website), transaction);

    const deletedTotal = UPLOAD_TARGETS.reduce((sum, target) => sum + deleted[target], 0);
    const perTable = UPLOAD_TARGETS.map((target) => `${TABLES[target].label} ${deleted[target]}`).join(", ");
    const approvedTotal = UPLOAD_TARGETS.reduce((sum, target) => sum + approved[target], 0);
    const message = [
      `Berhasil menghapus ${deletedTotal} data ${website} tanggal ${shownDate} (${perTable}).`,
      approvedTotal ? `${approvedTotal} di antaranya sudah diapprove.` : "",
      returnedToPending ? `${returnedToPending} data pasangannya kembali pending${ticketsNamed(backTickets)}.` : "",
      aliasesRemoved ? `${aliasesRemoved} alias pemain dari pasangan manual yang terhapus ikut dihapus.` : "",
      emptyStatementDays.length ? emptyStatementsDeleted(emptyStatementDays.length) : "",
      keptOlder
        ? `${keptOlder} data yang diupload lebih dari ${DELETE_WINDOW_HOURS} jam yang lalu tidak dihapus.`
        : "",
    ]
      .filter(Boolean)
      .join(" ");
    await recordActivity(
      actorOf(user, website),
      `Hapus upload BO/mutasi ${website} ${shownDate}: ${perTable}; ${returnedToPending} pasangan kembali pending; ${keptOlder} data lama tidak dihapus${aliasesRemoved ? `; ${aliasesRemoved} alias dihapus` : ""}`,
      transaction,
    );
    return {
      status: true as const,
      message,
      deleted,
      approved_deleted: approved,
      kept_older: keptOlder,
      returned_to_pending: returnedToPending,
      batches_removed: batchesRemoved,
      aliases_removed: aliasesRemoved,
      date: shownDate,
      group: website,
    };
  });
}

/** What deleting rows does to their match links, read before anything changes. */
interface UnlinkPlan {
  kind: Direction;
  linkIds: number[];
  /** the other side of a pair a deleted row held: back to pending */
  boBack: number[];
  mutasiBack: number[];
  /** pending rows that lose a candidate: ambiguous no more once none is left */
  boLostCandidate: number[];
  /** what the manual pairs undone taught (matching/aliases.server.ts) */
  taught: AliasSource[];
}

/**
 * The match links of the rows going away go too, but for an ADMIN's undo (ids are never reused).
 * A row on the other side that a deleted row had approved through a match (active automatic or
 * manual link) goes back to pending; a BO row left ambiguous whose candidates are all gone is no
 * longer flagged.
 */
async function planUnlink(kind: Direction, boIds: number[], mutasiIds: number[], transaction: Transaction): Promise<UnlinkPlan> {
  const plan: UnlinkPlan = { kind, linkIds: [], boBack: [], mutasiBack: [], boLostCandidate: [], taught: [] };
  if (!boIds.length && !mutasiIds.length) return plan;
  const links = new Map<number, LinkRow>();
  const attributes = ["match_id", "match_bo_id", "match_mutasi_id", "match_method", "match_active", "match_undone_by", "match_undone_ticket"];
  for (const part of chunks(boIds)) {
    const rows = (await MatchLink.findAll({ where: { match_kind: kind, match_bo_id: { [Op.in]: part } }, attributes, raw: true, transaction })) as unknown as LinkRow[];
    for (const row of rows) links.set(row.match_id, row);
  }
  for (const part of chunks(mutasiIds)) {
    const rows = (await MatchLink.findAll({ where: { match_kind: kind, match_mutasi_id: { [Op.in]: part } }, attributes, raw: true, transaction })) as unknown as LinkRow[];
    for (const row of rows) links.set(row.match_id, row);
  }

  const goingBo = new Set(boIds);
  const goingMutasi = new Set(mutasiIds);
  const boBack = new Set<number>();
  const mutasiBack = new Set<number>();
  const boLostCandidate = new Set<number>();
  for (const link of links.values()) {
    if (!isActive(link)) continue;
    const boGoes = goingBo.has(link.match_bo_id);
    const mutasiGoes = goingMutasi.has(link.match_mutasi_id);
    if (link.match_method === "auto" || link.match_method === "manual") {
      if (boGoes && !mutasiGoes) mutasiBack.add(link.match_mutasi_id);
      if (mutasiGoes && !boGoes) boBack.add(link.match_bo_id);
    } else if (link.match_method === "candidate" && mutasiGoes && !boGoes) {
      boLostCandidate.add(link.match_bo_id);
    }
    // a person said this sender is the player's; with the pair gone, so is what it taught
    if (link.match_method === "manual") {
      const source = await pairAliasSource(kind, link.match_bo_id, link.match_mutasi_id, transaction);
      if (source) plan.taught.push(source);
    }
  }
  // an ADMIN's undo outlives the delete: the BO row that stays is never approved automatically
  // again, also on the same money uploaded anew, nor is its ticket uploaded again, whether or not
  // its line went too (clean-room audits; the ticket is kept on the link)
  const undoKept = (link: LinkRow) => link.match_undone_by !== null && link.match_undone_by !== undefined && (!goingBo.has(link.match_bo_id) || !!link.match_undone_ticket);
  const linkIds = [...links.values()].filter((link) => !undoKept(link)).map((link) => link.match_id);
  return { ...plan, linkIds, boBack: [...boBack], mutasiBack: [...mutasiBack], boLostCandidate: [...boLostCandidate] };
}

/**
 * The partners a delete would send back to pending may lie on another day than the one deleted
 * (a late credit pairs a BO row of the day before): a closed day keeps its pairs, so the whole
 * delete is refused, naming the closed day.
 */
async function assertPartnersOpen(plans: readonly UnlinkPlan[], transaction: Transaction): Promise<void> {
  const days = new Map<string, Set<string>>();
  const collect = async (ledger: Ledger, ids: readonly number[]) => {
    for (const part of chunks(ids)) {
      const rows = (await ledgerModel(ledger).findAll({
        where: { [ledger.id]: { [Op.in]: part } },
        attributes: [ledger.website, ledger.date],
        raw: true,
        transaction,
      })) as unknown as Record<string, unknown>[];
      for (const row of rows) {
        const website = String(row[ledger.website]).toUpperCase();
        days.set(website, (days.get(website) ?? new Set()).add(String(row[ledger.date])));
      }
    }
  };
  for (const plan of plans) {
    await collect(boLedger(plan.kind), plan.boBack);
    await collect(mutasiLedgerOf(plan.kind), plan.mutasiBack);
  }
  for (const [website, dates] of days) await assertDaysOpen(website, [...dates], transaction);
}

/** The rows an unlink sent back to pending: how many (both sides), and the BO rows' tickets and days. */
interface Unlinked {
  back: number;
  tickets: string[];
  dates: string[];
}

/** ` (tiket T1, T2)`: the tickets whose pair a delete took back, named as a reconcile names them. */
function ticketsNamed(tickets: readonly string[]): string {
  return tickets.length === 0 ? "" : ` (tiket ${firstOf(tickets, 10)})`;
}

/** Carries out a plan. */
async function applyUnlink(plan: UnlinkPlan, transaction: Transaction): Promise<Unlinked> {
  const { kind } = plan;
  for (const part of chunks(plan.linkIds)) {
    await MatchLink.destroy({ where: { match_id: { [Op.in]: part } }, transaction });
  }

  let back = 0;
  const bo = boLedger(kind);
  const tickets: string[] = [];
  const dates: string[] = [];
  for (const part of chunks(plan.boBack)) {
    const rows = (await ledgerModel(bo).findAll({ where: { [bo.id]: { [Op.in]: part }, [bo.approved]: true }, attributes: [bo.ticket, bo.date], raw: true, transaction })) as unknown as Record<string, unknown>[];
    for (const row of rows) {
      tickets.push(String(row[bo.ticket] ?? ""));
      dates.push(isoDay(row[bo.date]));
    }
  }
  // a pair confirmed at another amount gave the row the line's: with the pair gone, it takes back what was uploaded, as an undo does
  const backValues = { ...pendingValues(bo), [bo.amount]: fn("COALESCE", col(bo.originalAmount), col(bo.amount)) };
  for (const part of chunks(plan.boBack)) {
    const [count] = await ledgerModel(bo).update(backValues, { where: { [bo.id]: { [Op.in]: part }, [bo.approved]: true }, transaction });
    back += count;
  }
  const mutasi = mutasiLedgerOf(kind);
  for (const part of chunks(plan.mutasiBack)) {
    const [count] = await ledgerModel(mutasi).update(pendingValues(mutasi), {
      where: { [mutasi.id]: { [Op.in]: part }, [mutasi.approved]: true },
      transaction,
    });
    back += count;
  }

  // ambiguous rows whose last candidate went
  for (const part of chunks(plan.boLostCandidate)) {
    const stillLinked = new Set(
      (
        (await MatchLink.findAll({
          where: { match_kind: kind, match_bo_id: { [Op.in]: part }, match_active: true },
          attributes: ["match_bo_id"],
          raw: true,
          transaction,
        })) as unknown as { match_bo_id: number }[]
      ).map((row) => row.match_bo_id),
    );
    const settled = part.filter((id) => !stillLinked.has(id));
    if (settled.length) {
      await ledgerModel(bo).update(
        { [bo.matchState]: "none" },
        { where: { [bo.id]: { [Op.in]: settled }, [bo.matchState]: "ambiguous", [bo.approved]: false }, transaction },
      );
    }
  }
  return { back, tickets: tickets.filter(Boolean), dates };
}
