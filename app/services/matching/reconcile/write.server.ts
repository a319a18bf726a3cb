import { Op, type Transaction } from "sequelize";
import { MatchLink } from "~/models/models.server";
import { bulkInsert } from "~/models/bulk-insert.server";
import { updateRows } from "~/models/update-rows.server";
import type { LeftByTier } from "../messages";
import { writeVerdicts } from "../verdicts.server";
import type { Decisions } from "./decide.server";
import type { OpenRows } from "./open-rows.server";
import type { Side } from "./sides.server";

export interface SideSummary {
  matched: number;
  ambiguous: number;
  /** automatic matches taken back because a better assignment was found, by ticket: the clerk is told which approvals new data took back or moved */
  takenBack: TakenBack[];
  /** the run's rows left pending, by the tier it gave them: all for a person to confirm, pick or pair by hand */
  left: LeftByTier;
}

/** An automatic pair a run took back: the row's ticket, the line it had, and the line it has now, if any. */
export interface TakenBack {
  ticket: string;
  mutasiId: number;
  movedTo: number | null;
}

export function nothingLeft(): LeftByTier {
  return { saran: 0, ambigu: 0, "tidak ada": 0 };
}

const LINK_COLUMNS = ["match_kind", "match_bo_id", "match_mutasi_id", "match_score", "match_reason", "match_method", "match_active", "match_created_at", "match_created_by", "match_undone_at", "match_undone_by"];

/**
 * Writes a run's decisions: automatic pairs the engine no longer makes go back to pending, new
 * ones approve both rows together, and the rows left for a checker get this run's candidates,
 * state and verdict.
 */
export async function writeDecisions(side: Side, open: OpenRows, { result, verdicts }: Decisions, now: Date, transaction: Transaction): Promise<SideSummary> {
  const { bo, mutasi } = side;
  const { openBo, autoByBo } = open;
  const matchByBo = new Map(result.matches.map((match) => [match.boId, match]));

  // 1. automatic matches the engine no longer makes go back to pending
  const superseded = [...autoByBo].filter(([boId, current]) => matchByBo.get(boId)?.mutasiId !== current.mutasiId);
  await updateRows(MatchLink, { key: "match_id", shared: { match_active: false, match_undone_at: now } }, superseded.map(([, current]) => [current.linkId]), transaction);
  await updateRows(
    bo.model as never,
    { key: bo.id, shared: { [bo.approve]: false, [bo.state]: "none", [bo.note]: null, [bo.appDate]: null, [bo.approvedBy]: null }, where: { [bo.state]: "auto" } },
    superseded.map(([boId]) => [boId]),
    transaction,
  );
  await updateRows(
    mutasi.model as never,
    { key: mutasi.id, shared: { [mutasi.app]: false, [mutasi.ticket]: null, [mutasi.appDate]: null, [mutasi.note]: null } },
    superseded.map(([, current]) => [current.mutasiId]),
    transaction,
  );

  // 2. new automatic matches approve both rows together; the row's note is the clerk's reason
  const fresh = result.matches.filter((match) => autoByBo.get(match.boId)?.mutasiId !== match.mutasiId);
  const reasonOf = new Map(verdicts.filter((verdict) => verdict.tier === "otomatis").map((verdict) => [verdict.boId, verdict.reason]));
  await updateRows(
    bo.model as never,
    { key: bo.id, each: [bo.note], shared: { [bo.approve]: true, [bo.state]: "auto", [bo.appDate]: now, [bo.approvedBy]: null } },
    fresh.map((match) => [match.boId, autoNote(match, reasonOf.get(match.boId)).slice(0, 500)]),
    transaction,
  );
  await updateRows(
    mutasi.model as never,
    { key: mutasi.id, each: [mutasi.ticket, mutasi.note], shared: { [mutasi.app]: true, [mutasi.appDate]: now } },
    fresh.map((match) => [
      match.mutasiId,
      String(openBo.get(match.boId)?.ticket ?? ""),
      `AUTO: BO #${match.boId} (${String(openBo.get(match.boId)?.ticket ?? "")})`.slice(0, 500),
    ]),
    transaction,
  );
  await bulkInsert(
    MatchLink,
    LINK_COLUMNS,
    fresh.map((match) => [side.kind, match.boId, match.mutasiId, match.score.toFixed(4), match.reason.slice(0, 255), "auto", true, now, null, null, null]),
    transaction,
  );

  // 3. candidates of the rows left for a checker are replaced by this run's
  // only rows left ambiguous by an earlier run have candidate links to replace
  await deleteCandidates(side, [...[...openBo].filter(([, row]) => row.state === "ambiguous").map(([boId]) => boId), ...open.notLiveAmbiguous], transaction);
  // a ticket the BO rejected since an earlier run left it ambiguous: its verdict says why, and no
  // "not matched again yet" stays on it (a clean-room audit)
  await updateRows(bo.model as never, { key: bo.id, shared: { [bo.state]: "none" }, where: { [bo.approve]: false } }, open.notLiveAmbiguous.map((boId) => [boId]), transaction);
  await bulkInsert(
    MatchLink,
    LINK_COLUMNS,
    result.ambiguous.flatMap((row) =>
      row.candidates.map((candidate) => [
        side.kind,
        row.boId,
        candidate.mutasiId,
        candidate.score.toFixed(4),
        `CANDIDATE: mutasi #${candidate.mutasiId}, ${row.reason}`.slice(0, 255),
        "candidate",
        true,
        now,
        null,
        null,
        null,
      ]),
    ),
    transaction,
  );
  const ambiguousIds = new Set(result.ambiguous.map((row) => row.boId));
  const stateChanges = [...openBo.keys()]
    .filter((boId) => !matchByBo.has(boId))
    .map((boId) => [ambiguousIds.has(boId) ? "ambiguous" : "none", boId] as [string, number])
    .filter(([state, boId]) => openBo.get(boId)?.state !== state);
  await updateRows(bo.model as never, { key: bo.id, each: [bo.state], where: { [bo.approve]: false } }, stateChanges.map(([state, boId]) => [boId, state]), transaction);
  await writeVerdicts(side.kind, [...openBo.keys(), ...open.notLive.map((verdict) => verdict.boId)], [...verdicts, ...open.notLive], transaction);
  const left = nothingLeft();
  for (const verdict of [...verdicts, ...open.notLive]) if (verdict.tier !== "otomatis") left[verdict.tier] += 1;
  const takenBack = superseded.map(([boId, current]) => ({
    ticket: String(openBo.get(boId)?.ticket ?? open.notLiveTickets.get(boId) ?? `#${boId}`),
    mutasiId: current.mutasiId,
    movedTo: matchByBo.get(boId)?.mutasiId ?? null,
  }));
  return { matched: fresh.length, ambiguous: result.ambiguous.length, takenBack, left };
}

/** `AUTO: mutasi #812, Nama pengirim "BUDI SANTOSO" sama, ...`: automatic, which line, and why in the clerk's words. */
function autoNote(match: { mutasiId: number; reason: string }, reason: string | undefined): string {
  return reason ? `AUTO: mutasi #${match.mutasiId}, ${reason}` : match.reason;
}

async function deleteCandidates(side: Side, boIds: number[], transaction: Transaction): Promise<void> {
  for (let start = 0; start < boIds.length; start += 500) {
    await MatchLink.destroy({
      where: { match_kind: side.kind, match_method: "candidate", match_bo_id: { [Op.in]: boIds.slice(start, start + 500) } },
      transaction,
    });
  }
}
