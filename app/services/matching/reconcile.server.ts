import type { Transaction } from "sequelize";
import { BoDeposit } from "~/models/models.server";
import { lockWebsiteUploads } from "../upload/ingest/upload-lock.server";
import { assertDaysOpen, closedDates } from "../day-close/day-close.server";
import { dateOfDay, dayNumber } from "./engine/days";
import { assertRole, assertWebsiteAccess } from "../auth/access.server";
import { actorOf } from "../activity-log/actor";
import { ValidationError } from "../errors";
import { firstOf, toCheck } from "./messages";
import type { SessionUser } from "../auth/session.server";
import { recordActivity, type Actor } from "../activity-log/record.server";
import { INCOMPLETE_FILTERS_MESSAGE } from "../review/views.server";
import { normaliseWebsiteCode } from "../websites/website-code";
import { decide } from "./reconcile/decide.server";
import type { KnownPlayers } from "./engine";
import { readKnownPlayers } from "./reconcile/known-players.server";
import { readOpenRows } from "./reconcile/open-rows.server";
import { websitesSharingAccounts } from "./reconcile/shared-accounts.server";
import { DEPOSIT, WITHDRAW, type Side } from "./reconcile/sides.server";
import { nothingLeft, writeDecisions, type SideSummary, type TakenBack } from "./reconcile/write.server";

export type { SideSummary } from "./reconcile/write.server";

export interface ReconcileScope {
  website: string;
  dates: string[];
}

export interface ReconcileSummary {
  deposit: SideSummary;
  withdraw: SideSummary;
}

/**
 * Runs the matching engine over what is stored for a website and some business dates, and
 * writes its decisions: sure matches approve the BO row and its statement line together,
 * ambiguous rows get their candidates, and automatic matches the engine no longer finds best
 * are taken back. Manual approvals are final and never touched; a pair an ADMIN undid is never
 * proposed again (its BO row and line are judged anew without it, the row for a person: refused.ts).
 *
 * Deterministic over the stored data: the engine sees every open row and every automatic match
 * of the window (the dates, the day before and the day after: late transfers land a day later),
 * so the order in which files were uploaded does not change the outcome.
 */
export async function reconcileStored(
  scope: ReconcileScope,
  options: { transaction?: Transaction; actor?: Actor; now?: Date; sharing?: boolean } = {},
): Promise<ReconcileSummary> {
  const run = async (transaction: Transaction) => {
    const now = options.now ?? new Date();
    if (options.sharing !== false) await judgeSharingWebsitesAfterCommit(scope, options.actor, transaction);
    // a closed day (Tutup Hari) is final: its rows and lines are neither read nor decided again
    const days = windowOf(scope.dates);
    // the days around the window, whose pending rows could claim a line of its first or last day
    const around = windowOf(days).filter((date) => !days.includes(date));
    const closed = new Set(await closedDates(scope.website, [...days, ...around], transaction));
    const window = days.filter((date) => !closed.has(date));
    const rivalDays = around.filter((date) => !closed.has(date));
    // read once for both sides, and only by a side that has rows to decide
    let known: Promise<KnownPlayers> | undefined;
    const knownPlayers = () => (known ??= readKnownPlayers(scope.website, window, transaction));
    // rows a person approved without a line weigh from every day around, closed or not
    const aloneDays = [...days, ...around];
    const deposit = await reconcileSide(DEPOSIT, scope, window, rivalDays, aloneDays, knownPlayers, transaction, now);
    const withdraw = await reconcileSide(WITHDRAW, scope, window, rivalDays, aloneDays, knownPlayers, transaction, now);
    const changed = deposit.matched + deposit.ambiguous + deposit.takenBack.length + withdraw.matched + withdraw.ambiguous + withdraw.takenBack.length;
    if (options.actor && changed > 0) {
      await recordActivity(
        { ...options.actor, website: scope.website },
        `Rekonsiliasi ${scope.website} ${scope.dates.join(", ")}: deposit ${deposit.matched} cocok, ${toCheck(deposit.left)} perlu dicek; withdraw ${withdraw.matched} cocok, ${toCheck(withdraw.left)} perlu dicek` +
          takenBackActivity([...deposit.takenBack, ...withdraw.takenBack]),
        transaction,
      );
    }
    return { deposit, withdraw };
  };
  if (options.transaction) return run(options.transaction);
  const sequelize = BoDeposit.sequelize!;
  // a run of its own (reconcile now) takes its turn with the website's uploads, as they do with each other
  return sequelize.transaction(async (transaction) => {
    await lockWebsiteUploads(sequelize, transaction, scope.website);
    return run(transaction);
  });
}

/**
 * The reconcile-now button of View BO: ADMIN and CHECKER, for a website they may see and a date,
 * logged as the user's action.
 */
export async function reconcileOnDemand(user: SessionUser, website: string, date: string): Promise<ReconcileSummary> {
  assertRole(user, ["ADMIN", "CHECKER"]);
  const code = normaliseWebsiteCode(website);
  if (!code || !date) throw new ValidationError(INCOMPLETE_FILTERS_MESSAGE);
  assertWebsiteAccess(user, code);
  await assertDaysOpen(code, [date]);
  return reconcileStored({ website: code, dates: [date] }, { actor: actorOf(user, code) });
}

/**
 * A website with one of this website's account numbers judged its copies of the account's lines
 * against what this one had paired (shared-accounts.server.ts). Once this change is committed, that
 * website's rows of the same days are judged again, each in a turn of its own: after an ADMIN's undo
 * here, its row read "sudah dipasangkan di website lain" until someone there clicked Reconcile
 * sekarang (a clean-room audit). One website's turn is never held while waiting for another's, and
 * a run so started starts no other. The change stands whatever that run meets: it is logged and
 * the next run there judges again.
 */
export async function judgeSharingWebsitesAfterCommit(scope: ReconcileScope, actor: Actor | undefined, transaction: Transaction): Promise<void> {
  const registered = sharingRuns.get(transaction) ?? new Map<string, Set<string>>();
  sharingRuns.set(transaction, registered);
  const dates = registered.get(scope.website);
  if (dates) {
    // one run per website after the commit, over every day this transaction changed
    for (const date of scope.dates) dates.add(date);
    return;
  }
  const others = await websitesSharingAccounts(scope.website, transaction);
  const changed = new Set(scope.dates);
  registered.set(scope.website, changed);
  if (others.length === 0) return;
  transaction.afterCommit(async () => {
    for (const website of others) {
      try {
        await reconcileStored({ website, dates: [...changed].sort() }, { actor: actor && { ...actor, website }, sharing: false });
      } catch (error) {
        console.error(`judging ${website} again after a change on ${scope.website} failed`, error);
      }
    }
  });
}

const sharingRuns = new WeakMap<Transaction, Map<string, Set<string>>>();

/** `; pasangan otomatis diubah: T2 (mutasi #1), T1 (mutasi #3 → #5)`: which approvals the run took back, for the activity log. */
function takenBackActivity(pairs: readonly TakenBack[]): string {
  if (pairs.length === 0) return "";
  return `; pasangan otomatis diubah: ${firstOf(pairs.map((pair) => `${pair.ticket} (mutasi #${pair.mutasiId}${pair.movedTo === null ? "" : ` → #${pair.movedTo}`})`), 20)}`;
}

/** The dates, the day before and the day after each. */
function windowOf(dates: string[]): string[] {
  const days = new Set<number>();
  for (const date of dates) for (const offset of [-1, 0, 1]) days.add(dayNumber(date) + offset);
  return [...days].sort((a, b) => a - b).map(dateOfDay);
}

/** `window`: the scope's dates, the day before and the day after each, closed days left out; `rivalDays`: the open days just outside it. */
async function reconcileSide(
  side: Side,
  scope: ReconcileScope,
  window: string[],
  rivalDays: string[],
  aloneDays: string[],
  knownPlayers: () => Promise<KnownPlayers>,
  transaction: Transaction,
  now: Date,
): Promise<SideSummary> {
  if (window.length === 0) return { matched: 0, ambiguous: 0, takenBack: [], left: nothingLeft() };
  const open = await readOpenRows(side, scope.website, window, rivalDays, transaction, aloneDays);
  if (!open) return { matched: 0, ambiguous: 0, takenBack: [], left: nothingLeft() };
  const decisions = await decide(side, scope.website, window, open, await knownPlayers(), transaction);
  return writeDecisions(side, open, decisions, now, transaction);
}
