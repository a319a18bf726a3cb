/**
 * Days as clerks work them (issue 13, point 5). Each day the statements that came are reconciled
 * with the day before, as an upload reconciles its dates, with every alias taught so far; then the
 * clerk pairs by hand every paid row the engine left whose line has come. A hand pair is final: the
 * row and its line leave the open set, and the line's sender is taught as that player's alias on
 * that website, as a pair in the product teaches it (aliasKeys). What counts in the end is each
 * row's last automatic decision.
 */
import { aliasKeys, type PlayerAliasClue } from "../app/services/matching/engine/aliases";
import { dateOfDay, dayNumber } from "../app/services/matching/engine/days";
import { reconcileDeposits } from "../app/services/matching/engine/deposits";
import type { BoDepositCandidate } from "../app/services/matching/engine/types";
import { ALIAS_MESSAGES } from "../app/services/matching/messages";
import { formatSpecDate } from "../app/services/spec-date";
import type { BankDays, ParsedDays } from "./bank-day";
import { knownPlayersOf } from "./known-players";
import type { ApprovedPairs } from "./synthetic";

const CLERK = "checker1";

export interface ClerkDays extends ApprovedPairs {
  /** rows paired by hand */
  handPaired: number;
  /** aliases taught by those pairs */
  taught: number;
}

/** `learn`: false runs the same days with nothing taught, to tell what learning adds. */
export function reconcileAsClerksWork(days: BankDays, parsed: ParsedDays, learn = true): ClerkDays {
  const playerOf = (row: BoDepositCandidate) => `${row.website}|${row.username.trim().toUpperCase()}`;
  const lineOf = new Map(parsed.mutasi.map((line) => [line.id, line]));
  const aliases = new Map<string, PlayerAliasClue[]>();
  const handBo = new Set<number>();
  const handLine = new Set<number>();
  // the automatic decisions standing, BO id → mutasi id
  const approved = new Map<number, number>();
  let taught = 0;
  const first = Math.min(...days.bo.map((row) => dayNumber(row.date)));
  const last = Math.max(...parsed.mutasi.map((line) => dayNumber(line.date)));
  const knownPlayers = knownPlayersOf(days.bo);
  for (let day = first; day <= last; day++) {
    const from = dateOfDay(day - 1);
    const to = dateOfDay(day);
    const bo = days.bo
      .filter((row) => row.date >= from && row.date <= to && !handBo.has(row.id))
      .map((row) => (aliases.has(playerOf(row)) ? { ...row, aliases: [...aliases.get(playerOf(row))!] } : row));
    const inScope = new Set(bo.map((row) => row.id));
    // lines an older row holds stay with it, as the window's reconcile leaves them
    const heldOutside = new Set([...approved].filter(([boId]) => !inScope.has(boId)).map(([, mutasiId]) => mutasiId));
    const lines = parsed.mutasi.filter((line) => line.date >= from && line.date <= to && !handLine.has(line.id) && !heldOutside.has(line.id));
    const result = reconcileDeposits(bo, lines, { knownPlayers });
    for (const row of bo) approved.delete(row.id);
    for (const match of result.matches) approved.set(match.boId, match.mutasiId);

    const taken = new Set(approved.values());
    for (const row of bo) {
      const lineId = parsed.truth.get(row.id);
      if (approved.has(row.id) || lineId === undefined || taken.has(lineId)) continue;
      const line = lineOf.get(lineId)!;
      if (line.date > to) continue;
      handBo.add(row.id);
      handLine.add(lineId);
      if (!learn) continue;
      const known = aliases.get(playerOf(row)) ?? [];
      for (const key of aliasKeys(line.senderName, line.senderAccountNo ?? null)) {
        if (known.some((alias) => alias.kind === key.kind && alias.key === key.key)) continue;
        known.push({ ...key, note: ALIAS_MESSAGES.confirmedBy(CLERK, formatSpecDate(to, { padDay: false })) });
        taught++;
      }
      aliases.set(playerOf(row), known);
    }
  }
  return { matches: [...approved].map(([boId, mutasiId]) => ({ boId, mutasiId })), handPaired: handBo.size, taught };
}
