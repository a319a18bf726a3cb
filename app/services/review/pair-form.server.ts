import type { SessionUser } from "../auth/session.server";
import { ServiceError } from "../errors";
import { LargeChangeUnconfirmed } from "./approvals.server";
import type { RequestScope } from "./bo-rows.server";
import type { Direction } from "./ledger-direction";
import { boChoicesForLine, lineChoicesForBo, markClosedOtherDays, pairsOf, type PairChoice, type PairMark, type PairSubject } from "./pair-choices.server";
import { PAIR_MESSAGES as M } from "./messages";
import { pairBoWithLine, previewPair, unpairBo, type PairPreview } from "./pairing.server";

/**
 * The pairing posts of View BO and View Mutasi, read once for both: `pair` (the subject's id and
 * the picked id: show the confirmation), `pair-confirm` (write; the tenfold question comes back
 * as a second confirmation) and `unpair-confirm` (ADMIN, with a reason). The subject is a BO row
 * on View BO and a statement line on View Mutasi.
 */
export type PairFormReply = { kind: "pair"; preview: PairPreview; large: boolean } | { kind: "done"; message: string };

export const PAIR_INTENTS = ["pair", "pair-confirm", "unpair-confirm"] as const;

export function isPairIntent(intent: string): boolean {
  return (PAIR_INTENTS as readonly string[]).includes(intent);
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function pairFormAction(
  user: SessionUser,
  kind: Direction,
  scope: RequestScope,
  intent: string,
  form: FormData,
  subject: "bo" | "mutasi",
): Promise<PairFormReply> {
  if (intent === "unpair-confirm") {
    const outcome = await unpairBo(user, kind, { website: scope.website }, field(form, "bo_id"), field(form, "reason"));
    return { kind: "done", message: outcome.message };
  }
  if (intent === "pair") {
    const pick = field(form, "pick");
    const ids = subject === "bo" ? { boId: field(form, "bo_id"), mutasiId: pick } : { boId: pick, mutasiId: field(form, "mutasi_id") };
    return { kind: "pair", preview: await previewPair(user, kind, scope, ids), large: false };
  }
  const input = { boId: field(form, "bo_id"), mutasiId: field(form, "mutasi_id"), amount: field(form, "amount") };
  try {
    const outcome = await pairBoWithLine(user, kind, scope, input, { largeConfirmed: field(form, "large_ok") === "1" });
    return { kind: "done", message: outcome.message };
  } catch (error) {
    if (!(error instanceof LargeChangeUnconfirmed)) throw error;
    return { kind: "pair", preview: await previewPair(user, kind, scope, input), large: true };
  }
}

export interface PairScreenState {
  /** the open pick dialog (?pair=<id of the subject>) */
  pairing: { subject: PairSubject; choices: PairChoice[] } | null;
  /** the open undo dialog (?unpair=<BO id>), ADMIN only */
  unpairId: number | null;
  /** why the pick dialog could not open */
  pairError: string | null;
  /** why the undo dialog could not open: the row has no active pair */
  unpairError: string | null;
  /** the active pairs of the rows shown, by their id */
  pairs: Record<number, PairMark>;
}

/** What a view screen's loader adds for pairing: the dialog the URL opens and the shown rows' pairs. */
export async function pairScreenState(
  user: SessionUser,
  kind: Direction,
  subject: "bo" | "mutasi",
  params: URLSearchParams,
  scope: RequestScope,
  shownIds: readonly number[],
  options: { closed?: boolean } = {},
): Promise<PairScreenState> {
  const state: PairScreenState = { pairing: null, unpairId: null, pairError: null, unpairError: null, pairs: await pairsOf(kind, subject, shownIds) };
  // a closed day (Tutup Hari) takes no pair and no undo: a typed ?pair= or ?unpair= opens nothing
  if (options.closed) return state;
  if (user.account_role === "ADMIN" && scope.website) await markClosedOtherDays(kind, subject, scope.website, state.pairs);
  const pair = params.get("pair");
  if (pair) {
    try {
      state.pairing = subject === "bo" ? await lineChoicesForBo(user, kind, scope, pair) : await boChoicesForLine(user, kind, { website: scope.website }, pair);
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      state.pairError = error.message;
    }
  }
  const unpair = Number(params.get("unpair"));
  if (user.account_role === "ADMIN" && Number.isSafeInteger(unpair) && unpair > 0) {
    // a row with nothing to undo says so at once, not after the reason is typed
    if ((await pairsOf(kind, "bo", [unpair]))[unpair]) state.unpairId = unpair;
    else state.unpairError = M.notPaired(unpair);
  }
  return state;
}
