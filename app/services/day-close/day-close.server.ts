import { Op, type Transaction } from "sequelize";
import { AkunBank, BoDeposit, BoWithdraw, DayClose, MutasiDeposit, MutasiWithdraw, StatementDay, Website } from "~/models/models.server";
import { actorOf } from "../activity-log/actor";
import { recordActivity } from "../activity-log/record.server";
import { assertRole, assertWebsiteAccess } from "../auth/access.server";
import type { SessionUser } from "../auth/session.server";
import { ConflictError, NotFoundError, ServiceError, ValidationError } from "../errors";
import { refusedInBo } from "../matching/bo-status";
import type { Direction } from "../review/ledger-direction";
import { jakartaDate } from "../jakarta-time";
import { daysBeforeToday, parseSpecDate } from "../spec-date";
import { WEBSITE_NOT_FOUND_MESSAGE } from "../websites/messages";
import { DAY_CLOSE_MESSAGES as M } from "./messages";

/**
 * 'Tutup Hari' (issue 14, point 4): a website's business day is closed once nothing blocks it
 * (every BO row approved or refused by the BO, every statement line matched or marked as not a
 * player's money, a statement uploaded for every active account). A closed day takes no upload,
 * edit, approval, mark or delete for that website and date until an ADMIN reopens it, with a reason.
 */
export class DayBlocked extends ServiceError {
  constructor(readonly blockers: string[]) {
    super(M.blocked(blockers.length), 409, { blockers });
  }
}

/** as a form or an /api body sends it: anything, or nothing; dayOf says what is wrong */
export interface DayInput {
  website?: unknown;
  date?: unknown;
}

/** The website code and ISO date of a request, or the clear refusal. */
export function dayOf(input: DayInput): { website: string; date: string } {
  const website = typeof input.website === "string" ? input.website.trim().toUpperCase() : "";
  if (!website) throw new ValidationError(M.websiteRequired);
  const date = typeof input.date === "string" ? parseSpecDate(input.date) : null;
  if (!date) throw new ValidationError(M.dateInvalid);
  return { website, date };
}

/** What a blocker asks for: the BO rows or statement lines of a side to settle, or a statement to upload. */
export type BlockerFix = { kind: "bo" | "lines"; side: Direction } | { kind: "statement" };

export interface DayBlocker {
  text: string;
  fix: BlockerFix;
}

/** What still keeps the day open, in words, one entry per thing to do. */
export async function dayBlockers(website: string, date: string, transaction?: Transaction): Promise<string[]> {
  return (await dayBlockerItems(website, date, transaction)).map((blocker) => blocker.text);
}

/** The same, each with what settles it, so the page can link to the screen that does. */
export async function dayBlockerItems(website: string, date: string, transaction?: Transaction): Promise<DayBlocker[]> {
  const blockers: DayBlocker[] = [];
  const openBo = async (rows: Promise<{ status: unknown }[]>) => (await rows).filter((row) => !refusedInBo(row.status)).length;
  const boDeposit = await openBo(
    BoDeposit.findAll({ where: { bo_website: website, bank_statement_date: date, bo_approve: false }, attributes: [["bo_status", "status"]], raw: true, transaction }) as never,
  );
  if (boDeposit > 0) blockers.push({ text: M.blockerBo("deposit", boDeposit), fix: { kind: "bo", side: "deposit" } });
  const boWithdraw = await openBo(
    BoWithdraw.findAll({ where: { wd_website: website, wd_bank_date: date, wd_bo_approve: false }, attributes: [["wd_status", "status"]], raw: true, transaction }) as never,
  );
  if (boWithdraw > 0) blockers.push({ text: M.blockerBo("withdraw", boWithdraw), fix: { kind: "bo", side: "withdraw" } });
  const credits = await MutasiDeposit.count({ where: { mutasi_website: website, mutasi_date: date, mutasi_app: false, mutasi_mark: null }, transaction });
  if (credits > 0) blockers.push({ text: M.blockerLines("deposit", credits), fix: { kind: "lines", side: "deposit" } });
  const debits = await MutasiWithdraw.count({ where: { mutasiwd_website: website, mutasiwd_date: date, mutasiwd_app: false, mutasiwd_mark: null }, transaction });
  if (debits > 0) blockers.push({ text: M.blockerLines("withdraw", debits), fix: { kind: "lines", side: "withdraw" } });

  const accounts = await AkunBank.findAll({ where: { akun_bank_website: website, akun_bank_status: true }, order: [["akun_bank_id", "ASC"]], transaction });
  const uploaded = await StatementDay.findAll({ where: { day_website: website, day_date: date }, attributes: ["day_target", "day_account"], raw: true, transaction });
  const covered = new Set(uploaded.map((day) => `${day.day_target}:${day.day_account}`));
  for (const account of accounts) {
    // an akun registered after the day had no statement of it to give (a clean-room audit: every open earlier day was blocked)
    if (jakartaDate(account.akun_bank_created_at) > date) continue;
    const deposit = account.akun_bank_jenis_transaksi !== "WD";
    if (!covered.has(`${deposit ? "mutasi_deposit" : "mutasi_withdraw"}:${account.akun_bank_id}`)) {
      blockers.push({ text: M.blockerStatement(deposit ? "deposit" : "withdraw", account.akun_bank_bank, account.akun_bank_no), fix: { kind: "statement" } });
    }
  }
  return blockers;
}

export interface DayStatus {
  website: string;
  date: string;
  closed: boolean;
  closed_by: string | null;
  closed_at: Date | null;
  reopened_by: string | null;
  reopen_reason: string | null;
  blockers: string[];
}

export async function dayStatus(user: SessionUser, input: DayInput): Promise<DayStatus> {
  const { website, date } = dayOf(input);
  assertWebsiteAccess(user, website);
  const row = await DayClose.findOne({ where: { close_website: website, close_date: date } });
  return {
    website,
    date,
    closed: row?.close_closed ?? false,
    closed_by: row?.close_closed_by ?? null,
    closed_at: row?.close_closed_at ?? null,
    reopened_by: row?.close_reopened_by ?? null,
    reopen_reason: row?.close_reopen_reason ?? null,
    blockers: await dayBlockers(website, date),
  };
}

export async function closeDay(user: SessionUser, input: DayInput): Promise<{ message: string }> {
  assertRole(user, ["ADMIN", "CHECKER"]);
  const { website, date } = dayOf(input);
  assertWebsiteAccess(user, website);
  if ((await Website.count({ where: { website_code: website } })) === 0) throw new NotFoundError(WEBSITE_NOT_FOUND_MESSAGE);
  // a day to come holds nothing yet to block it, and closed it would refuse its own uploads (a clean-room audit closed 01-Jan-2030)
  if (daysBeforeToday(date) < 0) throw new ValidationError(M.notEnded(website, date));
  return DayClose.sequelize!.transaction(async (transaction) => {
    const row = await DayClose.findOne({ where: { close_website: website, close_date: date }, transaction, lock: transaction.LOCK.UPDATE });
    if (row?.close_closed) throw new ConflictError(M.alreadyClosed(website, date));
    const blockers = await dayBlockers(website, date, transaction);
    if (blockers.length > 0) throw new DayBlocked(blockers);
    const closed = { close_closed: true, close_closed_by: user.account_name.slice(0, 50), close_closed_at: new Date() };
    if (row) await row.update(closed, { transaction });
    else await DayClose.create({ close_website: website, close_date: date, ...closed }, { transaction });
    await recordActivity(actorOf(user, website), `Tutup Hari ${website} ${date}`, transaction);
    return { message: M.closed(website, date) };
  });
}

/** Who closed the website's day (YYYY-MM-DD) and when; null while it is open. */
export async function dayClosure(website: string, date: string): Promise<{ by: string; at: Date | null } | null> {
  const row = await DayClose.findOne({ where: { close_website: website.toUpperCase(), close_date: date, close_closed: true } });
  return row ? { by: row.close_closed_by ?? "-", at: row.close_closed_at ?? null } : null;
}

/** Which of these dates (YYYY-MM-DD) are closed days of the website, in date order. */
export async function closedDates(website: string, dates: readonly string[], transaction?: Transaction): Promise<string[]> {
  if (dates.length === 0) return [];
  const closed = await DayClose.findAll({
    where: { close_website: website.toUpperCase(), close_date: { [Op.in]: [...dates] }, close_closed: true },
    attributes: ["close_date"],
    order: [["close_date", "ASC"]],
    transaction,
  });
  return closed.map((row) => row.close_date);
}

/** Refuses a change to a closed day of the website: uploads, marks, approvals, edits, pairs, deletes and reconcile runs. */
export async function assertDaysOpen(website: string, dates: readonly string[], transaction?: Transaction): Promise<void> {
  const closed = await closedDates(website, dates, transaction);
  if (closed.length > 0) throw new ConflictError(M.dayIsClosed(website, closed));
}
