import type { Transaction } from "sequelize";
import { actorOf } from "../activity-log/actor";
import type { SessionUser } from "../auth/session.server";
import { reconcileStored, type ReconcileSummary } from "../matching/reconcile.server";
import { lockWebsiteUploads } from "../upload/ingest/upload-lock.server";
import type { Direction } from "./ledger-direction";
import { sequelizeOf } from "./bo-rows.server";

/**
 * An ADMIN's undo frees a line, and a confirmed candidate takes one, that other rows were judged
 * against. Their stored verdicts would then be stale until the next run, and a row judged by no
 * run reads 'tidak ada' with no candidate although lines still fit it. So the change's days are
 * matched again in its own transaction, as an upload or Reconcile sekarang would, and every row
 * shows its real tier at once. A pair by hand is judged again only where it took a line another
 * row had as a candidate; else what it teaches is weighed by the next run, as bench/learning.ts
 * models a checker's evening of pairs.
 */

/** Taken before the change writes anything: the run that follows takes its turn with the website's uploads, as they do with each other. */
export async function awaitWebsiteTurn(kind: Direction, website: string, transaction: Transaction): Promise<void> {
  await lockWebsiteUploads(sequelizeOf(kind), transaction, website);
}

/**
 * The days of the rows the change touched (a run adds the day before and after each). A row whose
 * pair the ADMIN undid is judged with suggestions only, never approved again (engine/refused.ts).
 */
export async function judgeAgain(user: SessionUser, website: string, dates: readonly string[], transaction: Transaction): Promise<ReconcileSummary> {
  return reconcileStored({ website, dates: [...new Set(dates)].sort() }, { transaction, actor: actorOf(user, website) });
}
