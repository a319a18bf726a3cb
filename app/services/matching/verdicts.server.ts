import { Op, type Transaction } from "sequelize";
import { MatchVerdict } from "~/models/models.server";
import { bulkInsert } from "~/models/bulk-insert.server";
import type { Direction } from "../review/ledger-direction";
import type { BoLedger } from "../review/ledgers";
import { ledgerModel } from "../review/ledger-models.server";
import type { RowVerdict } from "./engine/verdicts";
import { REASON_WORDS, type MatchTier } from "./messages";

/**
 * The stored verdicts of the matcher (migration 0011), and what a BO row shows of them. A verdict
 * is as fresh as the last run: a row approved or undone by hand since is read against its match
 * state, so a screen never shows a tier the row no longer has.
 */

/** The rows' verdicts replace whatever an earlier run said of them. */
export async function writeVerdicts(kind: Direction, judged: readonly number[], verdicts: readonly RowVerdict[], transaction: Transaction): Promise<void> {
  for (let start = 0; start < judged.length; start += 500) {
    await MatchVerdict.destroy({ where: { verdict_kind: kind, verdict_bo_id: { [Op.in]: judged.slice(start, start + 500) } }, transaction });
  }
  await bulkInsert(
    MatchVerdict,
    ["verdict_kind", "verdict_bo_id", "verdict_tier", "verdict_reason", "verdict_candidates"],
    verdicts.map((verdict) => [kind, verdict.boId, verdict.tier, verdict.reason.slice(0, 500), idsText(verdict.candidates)]),
    transaction,
  );
}

/**
 * Forgets what runs said of the website's pending rows of these days: their reasons may name rows
 * and lines that are gone (Delete BO / Mutasi). The run that follows judges those it can; the
 * rest read `Belum dicocokkan` rather than a line that is no more (a clean-room audit).
 */
export async function forgetVerdictsOfDays(kind: Direction, t: BoLedger, website: string, dates: readonly string[], transaction: Transaction): Promise<void> {
  const rows = (await ledgerModel(t).findAll({ where: { [t.website]: website, [t.date]: { [Op.in]: [...dates] }, [t.approved]: false }, attributes: [t.id], raw: true, transaction })) as unknown as Record<string, unknown>[];
  const ids = rows.map((row) => Number(row[t.id]));
  for (let start = 0; start < ids.length; start += 500) {
    await MatchVerdict.destroy({ where: { verdict_kind: kind, verdict_bo_id: { [Op.in]: ids.slice(start, start + 500) } }, transaction });
  }
}

/** As many ids as the column holds, whole. */
function idsText(ids: readonly number[]): string {
  let text = "";
  for (const id of ids) {
    const next = text ? `${text},${id}` : String(id);
    if (next.length > 200) break;
    text = next;
  }
  return text;
}

export interface ShownVerdict {
  match_tier: MatchTier | null;
  match_reason: string | null;
  match_candidates: number[];
}

const NO_VERDICT: ShownVerdict = { match_tier: null, match_reason: null, match_candidates: [] };

/**
 * What each BO row shows: approved by the matcher, its pair and why; approved by a person, no
 * tier; pending, its tier from the last run when that run's word still holds, else 'tidak ada'
 * with why it has no fresher verdict.
 */
export async function shownVerdicts(ledger: BoLedger, rows: readonly Record<string, unknown>[]): Promise<Map<number, ShownVerdict>> {
  const ids = rows.map((row) => Number(row[ledger.id]));
  const stored = ids.length
    ? await MatchVerdict.findAll({ where: { verdict_kind: ledger.direction, verdict_bo_id: { [Op.in]: ids } }, raw: true })
    : [];
  const byBo = new Map(stored.map((verdict) => [verdict.verdict_bo_id, verdict]));
  const shown = new Map<number, ShownVerdict>();
  for (const row of rows) {
    const id = Number(row[ledger.id]);
    const state = String(row[ledger.matchState] ?? "none");
    const verdict = byBo.get(id);
    const candidates = verdict?.verdict_candidates ? verdict.verdict_candidates.split(",").map(Number) : [];
    const fromRun = verdict ? { match_tier: verdict.verdict_tier as MatchTier, match_reason: verdict.verdict_reason, match_candidates: candidates } : null;
    if (row[ledger.approved]) {
      if (state !== "auto") shown.set(id, NO_VERDICT);
      // approved by a run before verdicts were kept: its machine note is the reason
      else shown.set(id, fromRun?.match_tier === "otomatis" ? fromRun : { match_tier: "otomatis", match_reason: String(row[ledger.note] ?? ""), match_candidates: [] });
    } else if (state === "ambiguous" && fromRun && (fromRun.match_tier === "saran" || fromRun.match_tier === "ambigu")) {
      shown.set(id, fromRun);
    } else if (state === "none" && fromRun?.match_tier === "tidak ada") {
      shown.set(id, fromRun);
    } else {
      shown.set(id, { match_tier: "tidak ada", match_reason: verdict ? REASON_WORDS.judgedAgain : REASON_WORDS.notJudged, match_candidates: [] });
    }
  }
  return shown;
}
