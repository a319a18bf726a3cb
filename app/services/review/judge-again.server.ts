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

/** What judgeContestedAgain reads of the rows a checker approved or deleted. */
interface ChangedRow {
  id: number;
  website: string;
  date: string;
  matchState: string;
}

const contested = (rows: readonly ChangedRow[]) => rows.filter((row) => row.matchState === "ambiguous");

/** The turn of each website whose rows judgeContestedAgain may match again, taken before the change writes. */
export async function awaitTurnForContested(kind: Direction, rows: readonly ChangedRow[], transaction: Transaction): Promise<void> {
  for (const website of new Set(contested(rows).map((row) => row.website))) await awaitWebsiteTurn(kind, website, transaction);
}

/**
 * A row held as `ambigu` that a checker approved without a line, or deleted, leaves its rivals'
 * verdicts naming it (`cocok juga untuk data BO #1 (tiket DA1): pilih yang benar`) until the next
 * run (clean-room audits, screens1 F3, delete2 F4): its days are matched again at once.
 */
export async function judgeContestedAgain(user: SessionUser, rows: readonly ChangedRow[], changed: readonly number[], transaction: Transaction): Promise<void> {
  const ids = new Set(changed);
  const days = new Map<string, string[]>();
  for (const row of contested(rows)) {
    if (!ids.has(row.id)) continue;
    const list = days.get(row.website);
    if (list) list.push(row.date);
    else days.set(row.website, [row.date]);
  }
  for (const [website, dates] of days) await judgeAgain(user, website, dates, transaction);
}
