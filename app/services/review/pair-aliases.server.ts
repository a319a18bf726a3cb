import type { Transaction } from "sequelize";
import { MatchLink } from "~/models/models.server";
import { isoDay } from "~/models/raw-values";
import { forgetAlias, type AliasSource } from "../matching/aliases.server";
import type { Direction } from "./ledger-direction";
import { ledgerModel } from "./ledger-models.server";
import { boLedger } from "./ledgers";
import { loadLine } from "./statement-line.server";

/**
 * What a manual pair (by hand or a confirmed candidate) taught, and forgetting it when the pair is
 * undone: by an ADMIN (pairing.server.ts unpairBo) or by deleting the day's upload
 * (delete-uploads.server.ts), so the next reconcile does not pay the player from that sender again.
 */

/** The alias a pair of BO row `boId` and line `mutasiId` taught; read before either side changes. */
export async function pairAliasSource(kind: Direction, boId: number, mutasiId: number, transaction: Transaction): Promise<AliasSource | null> {
  const t = boLedger(kind);
  const row = await ledgerModel(t).findByPk(boId, { transaction });
  const line = await loadLine(kind, mutasiId, transaction);
  if (!row || !line) return null;
  return { kind, website: String(row.get(t.website)), username: String(row.get(t.username) ?? ""), senderName: line.senderName, accountNo: line.accountNo };
}

/**
 * What the player's other active manual pairs (deposit and withdraw) teach: an alias one of them
 * still supports outlives the pair undone.
 */
export async function otherManualPairs(website: string, username: string, transaction: Transaction): Promise<AliasSource[]> {
  const sources: AliasSource[] = [];
  for (const kind of ["deposit", "withdraw"] as const) {
    const t = boLedger(kind);
    const rows = await ledgerModel(t).findAll({
      attributes: [t.id],
      where: { [t.website]: website, [t.username]: username, [t.approved]: true },
      transaction,
    });
    const ids = rows.map((bo) => Number(bo.get(t.id)));
    // in slices: a database takes only so many parameters in one statement
    for (let start = 0; start < ids.length; start += 1000) {
      const links = await MatchLink.findAll({
        where: { match_kind: kind, match_bo_id: ids.slice(start, start + 1000), match_method: "manual", match_active: true },
        transaction,
      });
      for (const link of links) {
        const line = await loadLine(kind, link.match_mutasi_id, transaction);
        if (line) sources.push({ kind, website, username, senderName: line.senderName, accountNo: line.accountNo });
      }
    }
  }
  return sources;
}

/** The most days of a player's automatic pairs judged again after an alias of his went. */
const ALIAS_DAYS_JUDGED = 31;

/**
 * The days of the players' rows the engine approved, which an alias that went may have proven:
 * judged again in the same transaction, the approval stands only on what is left (a clean-room
 * audit: it stayed `otomatis`, its reason citing the removed alias). The latest days first.
 */
export async function daysOfAutoPairs(sources: readonly Pick<AliasSource, "kind" | "website" | "username">[], transaction: Transaction): Promise<string[]> {
  const days = new Set<string>();
  for (const source of sources) {
    const t = boLedger(source.kind);
    const rows = (await ledgerModel(t).findAll({
      where: { [t.website]: source.website.toUpperCase(), [t.username]: source.username.trim(), [t.approved]: true, [t.matchState]: "auto" },
      attributes: [t.date],
      group: [t.date],
      order: [[t.date, "DESC"]],
      limit: ALIAS_DAYS_JUDGED,
      raw: true,
      transaction,
    })) as unknown as Record<string, unknown>[];
    for (const row of rows) days.add(isoDay(row[t.date]));
  }
  return [...days].sort();
}

/** Forgets what undone pairs taught; call once the pairs are undone (or gone). Returns how many aliases went. */
export async function forgetPairAliases(sources: readonly AliasSource[], transaction: Transaction): Promise<number> {
  let removed = 0;
  for (const source of sources) {
    removed += await forgetAlias(source, transaction, await otherManualPairs(source.website, source.username, transaction));
  }
  return removed;
}
