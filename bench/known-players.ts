/**
 * The players a website knows from its BO rows, as the product reads them around a run
 * (reconcile/known-players.server.ts): here every row the bench generated, each player once.
 */
import { KnownPlayers } from "../app/services/matching/engine/namesakes";
import type { KnownPlayer } from "../app/services/matching/engine/types";

type PlayerRow = { website: string; username: string; fullName: string; playerAccountNo?: string | null };

export function knownPlayersOf(rows: readonly PlayerRow[]): KnownPlayers {
  return new KnownPlayers(distinctPlayers(rows));
}

/** Each website, username and name once, as the product's SELECT DISTINCT gives them. */
export function distinctPlayers(rows: readonly PlayerRow[]): KnownPlayer[] {
  const seen = new Set<string>();
  const players: KnownPlayer[] = [];
  for (const row of rows) {
    const key = `${row.website}\u0001${row.username}\u0001${row.fullName}\u0001${row.playerAccountNo ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    players.push({ website: row.website, username: row.username, fullName: row.fullName, playerBank: row.playerAccountNo ?? null });
  }
  return players;
}
