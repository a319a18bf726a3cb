/**
 * Two payouts of one amount to one player minutes apart, and his second ticket of that amount filed
 * after the second went out: an operator who sent the first ticket's payout twice, not the second
 * ticket's payout (a clean-room audit: the duplicate sent at 11:06 approved a ticket filed at 11:15,
 * "keluar 9 menit sebelum request", and the double payout went unnoticed). The pair on the payout
 * booked before its ticket was filed is held for a checker. Payouts only: a player often pays a
 * deposit first and files its ticket after.
 */
import type { MatchDecision } from "../engine";
import type { BoCandidate, LineCandidate } from "./rows.server";
import type { OpenTickets } from "./split-payments";

/** Two payouts of a player's amount this close are one payout sent twice. */
export const DOUBLE_SEND_MINUTES = 10;

export interface DoublePayout {
  /** the other payout of the amount, paired with the player's other ticket */
  other: LineCandidate;
  ticket: BoCandidate;
  /** minutes between the two payouts */
  apart: number;
}

export function doublePayoutDoubts(matches: readonly MatchDecision[], lines: readonly LineCandidate[], tickets: OpenTickets): Map<number, DoublePayout> {
  const found = new Map<number, DoublePayout>();
  let lineById: Map<number, LineCandidate> | null = null;
  let lineOfBo: Map<number, number> | null = null;
  for (const match of matches) {
    if (match.evidence.kind === "reference") continue;
    const row = tickets.row(match.boId);
    if (!row || row.requestedAt == null) continue;
    const mine = tickets.ofPlayer(row);
    if (mine.length < 2) continue;
    lineById ??= new Map(lines.map((line) => [line.id, line]));
    lineOfBo ??= new Map(matches.map((each) => [each.boId, each.mutasiId]));
    const line = lineById.get(match.mutasiId);
    // a payout booked after its ticket was filed may be its own
    if (line?.bookedAt == null || line.bookedAt >= row.requestedAt) continue;
    for (const other of mine) {
      if (other.id === row.id || other.amountCents !== row.amountCents) continue;
      const twin = lineById.get(lineOfBo.get(other.id) ?? -1);
      if (twin?.bookedAt == null) continue;
      const apart = Math.round(Math.abs(line.bookedAt - twin.bookedAt) / 60_000);
      if (apart > DOUBLE_SEND_MINUTES) continue;
      found.set(row.id, { other: twin, ticket: other, apart });
      break;
    }
  }
  return found;
}
