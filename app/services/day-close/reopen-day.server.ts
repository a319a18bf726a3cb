import { DayClose } from "~/models/models.server";
import { actorOf } from "../activity-log/actor";
import { recordActivity } from "../activity-log/record.server";
import { assertRole } from "../auth/access.server";
import type { SessionUser } from "../auth/session.server";
import { ConflictError, ValidationError } from "../errors";
import { awaitWebsiteTurn, judgeAgain } from "../review/judge-again.server";
import { RECONCILE_MESSAGES } from "../matching/messages";
import { writeKeptChanges } from "../upload/ingest/kept-changes.server";
import { dayOf, type DayInput } from "./day-close.server";
import { DAY_CLOSE_MESSAGES as M } from "./messages";

/**
 * Buka Hari, ADMIN only, with a reason; tracked. Apart from day-close.server.ts: the reconcile
 * that follows reads which days are closed there.
 */
export async function reopenDay(user: SessionUser, input: DayInput & { reason?: unknown }): Promise<{ message: string }> {
  assertRole(user, ["ADMIN"], "Hanya ADMIN yang boleh membuka kembali hari yang sudah ditutup.");
  const { website, date } = dayOf(input);
  const reason = typeof input.reason === "string" ? input.reason.trim() : "";
  if (!reason) throw new ValidationError(M.reasonRequired);
  if (reason.length > 500) throw new ValidationError(M.reasonTooLong);
  return DayClose.sequelize!.transaction(async (transaction) => {
    // the day is judged again below: the run takes its turn with the website's uploads
    await awaitWebsiteTurn("deposit", website, transaction);
    const row = await DayClose.findOne({ where: { close_website: website, close_date: date }, transaction, lock: transaction.LOCK.UPDATE });
    if (!row?.close_closed) throw new ConflictError(M.notClosed(website, date));
    await row.update({ close_closed: false, close_reopened_by: user.account_name.slice(0, 50), close_reopened_at: new Date(), close_reopen_reason: reason }, { transaction });
    await recordActivity(actorOf(user, website), `Buka kembali hari ${website} ${date}: ${reason.slice(0, 300)}`, transaction);
    // what came while it was closed was kept and not applied (a BO export's latest amount or status, a
    // return): the day reopened is matched again, or an approval those contradict stayed (clean-room audits)
    const kept = await writeKeptChanges(website, transaction);
    if (kept.length > 0) await recordActivity(actorOf(user, website), M.keptChangesActivity(kept), transaction);
    const summary = await judgeAgain(user, website, [date, ...kept.map((change) => change.date)], transaction);
    // the pairs the day's new judgement took back, named as an upload names them: BO staff may have acted on them
    const takenBack = [...summary.deposit.takenBack, ...summary.withdraw.takenBack];
    return { message: [M.reopened(website, date), ...(kept.length > 0 ? [M.keptChanges(kept)] : []), ...(takenBack.length > 0 ? [RECONCILE_MESSAGES.takenBack(takenBack)] : [])].join(" ") };
  });
}

