/** The engine's answer: sure matches with their machine notes, and the rows left for a checker. */
import type { Ledger } from "./engine";
import type { Edge } from "./evidence";
import type { PreparedBo, PreparedLine } from "./prepared";
import { holdReason, matchReason, scoreOf, type Hold } from "./reasons";
import { MAX_SUGGESTIONS } from "./thresholds";
import type { AmbiguousRow, KnownPlayer, MatchDecision, NewsNaming } from "./types";
import type { OwnTransfer } from "./own-accounts";

/** The approved pairs by BO id (the phases' pairs, merged without a comparator sort). */
export function matchDecisions(accepted: readonly Edge[], bos: readonly PreparedBo[], lines: readonly PreparedLine[]): MatchDecision[] {
  const acceptedOfBo: (Edge | undefined)[] = new Array(bos.length);
  for (let e = 0; e < accepted.length; e++) acceptedOfBo[accepted[e].bo] = accepted[e];
  // the lines' ids read in memory order: read through each pair, nearly every one was a cache miss
  const mutasiIds = new Float64Array(lines.length);
  for (let line = 0; line < lines.length; line++) mutasiIds[line] = lines[line].id;
  const matches: MatchDecision[] = [];
  for (let boIndex = 0; boIndex < bos.length; boIndex++) {
    const edge = acceptedOfBo[boIndex];
    if (!edge) continue;
    const mutasiId = mutasiIds[edge.line];
    matches.push({ boId: bos[boIndex].id, mutasiId, score: scoreOf(edge.weight), reason: matchReason(mutasiId, edge), evidence: edge });
  }
  return matches;
}

function byStrength(a: Edge, b: Edge, lines: readonly PreparedLine[]): number {
  return b.weight - a.weight || lines[a.line].id - lines[b.line].id;
}

/** Every unmatched BO row that still has an open candidate, with its candidates best first. */
export function ambiguousRows(
  phases: readonly (readonly Edge[])[],
  ledger: Ledger,
  unsolved: ReadonlySet<number>,
  bos: readonly PreparedBo[],
  lines: readonly PreparedLine[],
  namesakes: ReadonlyMap<number, KnownPlayer> = new Map(),
  ownAccounts: ReadonlyMap<number, OwnTransfer> = new Map(),
  relatives: ReadonlyMap<number, KnownPlayer> = new Map(),
  namedInNews: ReadonlyMap<number, NewsNaming> = new Map(),
): AmbiguousRow[] {
  const open = new Map<number, Edge[]>();
  for (const edges of phases) {
    for (let e = 0; e < edges.length; e++) {
      const edge = edges[e];
      if (ledger.boMatched[edge.bo] || ledger.lineMatched[edge.line]) continue;
      const list = open.get(edge.bo);
      if (list) list.push(edge);
      else open.set(edge.bo, [edge]);
    }
  }
  const ambiguous: AmbiguousRow[] = [];
  for (const [boIndex, found] of open) {
    found.sort((a, b) => byStrength(a, b, lines));
    // a line named by two references of the row is one candidate
    const candidates = found.filter((edge, k) => found.findIndex((other) => other.line === edge.line) === k);
    const namesake = namesakes.get(boIndex);
    const relative = relatives.get(boIndex);
    const named = namedInNews.get(boIndex);
    const ownAccount = ownAccounts.get(boIndex);
    const hold: Hold = unsolved.has(boIndex)
      ? "unsolved"
      : ledger.boHeld[boIndex]
        ? "reference"
        : namesake || relative || named
          ? "namesake"
          : ownAccount
            ? "own-account"
            : candidates[0].acceptable
            ? "competing"
            : "weak";
    ambiguous.push({
      boId: bos[boIndex].id,
      kind: hold === "weak" ? "weak" : "competing",
      hold,
      ...(namesake ? { namesake } : {}),
      ...(relative ? { relative } : {}),
      ...(named ? { namedInNews: named.player, namedInNewsBy: named.by, ...(named.account ? { namedInNewsAccount: named.account } : {}) } : {}),
      ...(ownAccount ? { ownAccount: ownAccount.account, ownAccountBy: ownAccount.by } : {}),
      candidates: candidates.slice(0, MAX_SUGGESTIONS).map((edge) => ({ mutasiId: lines[edge.line].id, score: scoreOf(edge.weight), evidence: edge })),
      reason: holdReason(hold, candidates, (line) => lines[line].id),
    });
  }
  return ambiguous.sort((a, b) => a.boId - b.boId);
}
