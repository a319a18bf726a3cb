import type { Transaction } from "sequelize";
import { MatchLink, MutasiDeposit, MutasiWithdraw } from "~/models/models.server";
import { isoDay } from "~/models/raw-values";
import { actorOf } from "../activity-log/actor";
import { recordActivity } from "../activity-log/record.server";
import { assertDaysOpen, closedDates } from "../day-close/day-close.server";
import { assertRole, assertWebsiteAccess } from "../auth/access.server";
import type { SessionUser } from "../auth/session.server";
import { NotFoundError, ValidationError } from "../errors";
import { reconcileStored } from "../matching/reconcile.server";
import { formatRupiah, toCents } from "../money";
import { lockWebsiteUploads } from "../upload/ingest/upload-lock.server";
import { settleAmbiguity } from "./candidates.server";
import { isLineMark, returnDoubtNote, returnDoubtOf, type LineMark } from "./line-marks";
import { MARK_MESSAGES } from "./messages";

/**
 * A clerk marks a statement line as not a player's money, with a note, or takes the mark off.
 * The mark takes the line out of matching (reconcile reads only unmarked open lines); taking it
 * off reconciles the line's day again so it can meet its BO row. Marking withdraws the
 * candidates naming the line, so no BO row is left offering it. Both are tracked.
 */
export type StatementSide = "deposit" | "withdraw";

const MARKERS = ["ADMIN", "CHECKER"] as const;
const MAX_NOTE = 500;

interface LineColumns {
  model: typeof MutasiDeposit;
  id: string;
  website: string;
  date: string;
  app: string;
  amount: string;
  mark: string;
  note: string;
}

const COLUMNS: Record<StatementSide, LineColumns> = {
  deposit: { model: MutasiDeposit, id: "mutasi_id", website: "mutasi_website", date: "mutasi_date", app: "mutasi_app", amount: "mutasi_amount", mark: "mutasi_mark", note: "mutasi_mark_note" },
  withdraw: {
    model: MutasiWithdraw as unknown as typeof MutasiDeposit,
    id: "mutasiwd_id",
    website: "mutasiwd_website",
    date: "mutasiwd_date",
    app: "mutasiwd_app",
    amount: "mutasiwd_amount",
    mark: "mutasiwd_mark",
    note: "mutasiwd_mark_note",
  },
};

export interface MarkInput {
  side: StatementSide;
  id: number;
  mark: unknown;
  note: unknown;
}

function label(side: StatementSide, line: Record<string, unknown>, c: LineColumns): string {
  return `mutasi ${side === "deposit" ? "deposit" : "withdraw"} #${String(line[c.id])} (${formatRupiah(toCents(line[c.amount] as number))}, ${String(line[c.date])})`;
}

function lineOf(user: SessionUser, side: StatementSide, id: number) {
  assertRole(user, MARKERS);
  const c = COLUMNS[side];
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFoundError(MARK_MESSAGES.lineNotFound);
  return { c, find: (transaction: Transaction) => c.model.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE }) };
}

export async function markStatementLine(user: SessionUser, input: MarkInput): Promise<{ message: string; mark: LineMark }> {
  if (!isLineMark(input.mark)) throw new ValidationError(MARK_MESSAGES.unknownMark);
  const mark = input.mark;
  const note = typeof input.note === "string" ? input.note.trim() : "";
  if (!note) throw new ValidationError(MARK_MESSAGES.noteRequired);
  if (note.length > MAX_NOTE) throw new ValidationError(MARK_MESSAGES.noteTooLong);
  const { c, find } = lineOf(user, input.side, input.id);
  return c.model.sequelize!.transaction(async (transaction) => {
    const row = await find(transaction);
    if (!row) throw new NotFoundError(MARK_MESSAGES.lineNotFound);
    const line = row.get({ plain: true }) as Record<string, unknown>;
    const website = String(line[c.website]);
    assertWebsiteAccess(user, website);
    // read before the update below, which writes into the same values
    const doubtNote = returnDoubtOf(line[c.mark], line[c.note]) === null ? null : String(line[c.note]);
    // marking one of the lines a return may have undone reconciles the others (settleReturnDoubt),
    // in its turn with the website's uploads, as a reconcile run does
    if (doubtNote !== null) await lockWebsiteUploads(c.model.sequelize!, transaction, website);
    await assertDaysOpen(website, [String(line[c.date])], transaction);
    if (line[c.app] === true || line[c.app] === 1) throw new ValidationError(MARK_MESSAGES.alreadyApproved);
    const activity = `Tandai ${label(input.side, line, c)} sebagai ${mark}: ${note.slice(0, 200)}`;
    await row.update({ [c.mark]: mark, [c.note]: note } as never, { transaction });
    await withdrawCandidates(input.side, input.id, transaction);
    const actor = actorOf(user, website);
    await recordActivity(actor, activity, transaction);
    if (doubtNote !== null) await settleReturnDoubt(c, website, doubtNote, transaction, actor);
    return { message: MARK_MESSAGES.marked(mark), mark };
  });
}

/**
 * The line a clerk marked was one of the lines a return could have undone (line-marks.ts
 * returnDoubtOf): the return is told for, so the others are payouts like any, and their days are
 * matched again. Where several returns of that text came back, one fewer is left to tell.
 */
async function settleReturnDoubt(c: LineColumns, website: string, doubtNote: string, transaction: Transaction, actor: ReturnType<typeof actorOf>): Promise<void> {
  const where = { [c.website]: website, [c.mark]: null, [c.note]: doubtNote };
  const doubt = returnDoubtOf(null, doubtNote)!;
  if (doubt.count > 1) {
    await c.model.update({ [c.note]: returnDoubtNote(doubt.description, MAX_NOTE, doubt.count - 1) } as never, { where, transaction });
    return;
  }
  const others = (await c.model.findAll({ where, attributes: [c.id, c.date], raw: true, transaction })) as unknown as Record<string, unknown>[];
  // a closed day is final: its lines keep their note
  const closed = new Set(await closedDates(website, [...new Set(others.map((other) => isoDay(other[c.date])))], transaction));
  const open = others.filter((other) => !closed.has(isoDay(other[c.date])));
  if (open.length === 0) return;
  await c.model.update({ [c.note]: null } as never, { where: { ...where, [c.id]: open.map((other) => other[c.id] as number) }, transaction });
  const dates = [...new Set(open.map((other) => isoDay(other[c.date])))].sort();
  await reconcileStored({ website, dates }, { transaction, actor });
}

/** A marked line is no player's money: the engine's suggestions naming it are no longer on offer. */
async function withdrawCandidates(side: StatementSide, id: number, transaction: Transaction): Promise<void> {
  const where = { match_kind: side, match_mutasi_id: id, match_method: "candidate", match_active: true };
  const links = await MatchLink.findAll({ where, attributes: ["match_bo_id"], transaction });
  if (!links.length) return;
  await MatchLink.update({ match_active: false }, { where, transaction });
  await settleAmbiguity(side, [...new Set(links.map((link) => link.match_bo_id))], transaction);
}

export async function unmarkStatementLine(user: SessionUser, input: Pick<MarkInput, "side" | "id">): Promise<{ message: string }> {
  const { c, find } = lineOf(user, input.side, input.id);
  const sequelize = c.model.sequelize!;
  return sequelize.transaction(async (transaction) => {
    const row = await find(transaction);
    if (!row) throw new NotFoundError(MARK_MESSAGES.lineNotFound);
    const line = row.get({ plain: true }) as Record<string, unknown>;
    const website = String(line[c.website]);
    assertWebsiteAccess(user, website);
    // the reconcile below takes its turn with the website's uploads, as a reconcile run does
    await lockWebsiteUploads(sequelize, transaction, website);
    await assertDaysOpen(website, [String(line[c.date])], transaction);
    if (!line[c.mark]) throw new ValidationError(MARK_MESSAGES.notMarked);
    const activity = `Hapus tanda ${String(line[c.mark])} dari ${label(input.side, line, c)}`;
    await row.update({ [c.mark]: null, [c.note]: null } as never, { transaction });
    const actor = actorOf(user, website);
    await recordActivity(actor, activity, transaction);
    // back in the pool: the day is matched again, as an upload would
    await reconcileStored({ website, dates: [String(line[c.date])] }, { transaction, actor });
    return { message: MARK_MESSAGES.unmarked };
  });
}
