import type { Transaction } from "sequelize";
import { MatchLink } from "~/models/models.server";
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

/** Forgets what undone pairs taught; call once the pairs are undone (or gone). Returns how many aliases went. */
export async function forgetPairAliases(sources: readonly AliasSource[], transaction: Transaction): Promise<number> {
  let removed = 0;
  for (const source of sources) {
    removed += await forgetAlias(source, transaction, await otherManualPairs(source.website, source.username, transaction));
  }
  return removed;
}
