/**
 * A player's tickets of one amount, one approved on a line while the other stays unpaid: the line
 * could as well have paid the other. The day and the minutes between request and credit favour
 * one, but a player who files again before paying, or pays hours late, turns that guess into an
 * approved unpaid ticket, and the paid one left open is approved by hand later: the player is
 * credited twice. Such a pair is held for a checker with both tickets as candidates; tickets that
 * are all paid keep their pairs.
 *
 * Two exceptions, where the line tells the tickets apart or either is the same money:
 * - the line was booked before the other ticket was filed (beyond the grace for paying first);
 * - the two tickets were filed minutes apart on one day: one deposit sent twice through the
 *   form, whichever is approved the other is the duplicate.
 */
import type { Ledger } from "./engine";
import type { Edge } from "./evidence";
import { playerKey } from "./identifiers";
import type { PreparedBo, PreparedLine } from "./prepared";
import { minutesBetween } from "./request-time";
import { takeBack } from "./take-back";

/** Tickets filed this close on one day are one deposit filed twice. */
export const DOUBLE_FILING_MINUTES = 10;

function samePlayer(a: PreparedBo, b: PreparedBo): boolean {
  if (a.amount !== b.amount || a.website !== b.website) return false;
  const username = playerKey(a.source.username);
  return username !== "" && username === playerKey(b.source.username);
}

/**
 * Whether the unpaid ticket `other` could be the one `line` paid, as well as `taken`. `paidFirstMinutes`:
 * how long before a request its money may come, as the engine approves it (a deposit's player pays,
 * then files within the hour: a credit at 00:10 is the 00:20 ticket's as likely as the 23:00 one's,
 * a clean-room audit saw the older approved; a payout only within the clocks' grace).
 */
function couldHavePaidOther(taken: PreparedBo, other: PreparedBo, line: PreparedLine, paidFirstMinutes: number): boolean {
  if (!samePlayer(taken, other)) return false;
  const bookedBeforeFiled = minutesBetween(other.requestedAt, line.bookedAt);
  if (bookedBeforeFiled !== null && bookedBeforeFiled < -paidFirstMinutes) return false;
  if (taken.day === other.day) {
    const apart = minutesBetween(taken.requestedAt, other.requestedAt);
    if (apart === null || Math.abs(apart) <= DOUBLE_FILING_MINUTES) return false;
  }
  return true;
}

/** Takes back the approvals of this phase that an unpaid ticket of the same player could claim. */
export function holdForUnpaidSiblings(phase: readonly Edge[], approved: readonly Edge[], bos: readonly PreparedBo[], lines: readonly PreparedLine[], paidFirstMinutes: number, ledger: Ledger): void {
  if (approved.length === 0) return;
  const approvedOnLine = new Int32Array(lines.length).fill(-1);
  for (let a = 0; a < approved.length; a++) approvedOnLine[approved[a].line] = a;
  let held: Set<Edge> | null = null;
  for (let e = 0; e < phase.length; e++) {
    const edge = phase[e];
    if (ledger.boMatched[edge.bo]) continue;
    const at = approvedOnLine[edge.line];
    if (at < 0) continue;
    const taken = approved[at];
    if (couldHavePaidOther(bos[taken.bo], bos[edge.bo], lines[edge.line], paidFirstMinutes)) (held ??= new Set()).add(taken);
  }
  if (held !== null) takeBack(held, ledger);
}
