import type { ReasonSide } from "./messages";
import { displayName } from "./engine/names";
import { verdictsOf, type RowVerdict } from "./engine/verdicts";
import type { BoDepositCandidate, BoWithdrawCandidate, MatchDecision, MutasiDepositCandidate, MutasiWithdrawCandidate } from "./engine/types";

type BoRow = BoDepositCandidate | BoWithdrawCandidate;
type LineRow = MutasiDepositCandidate | MutasiWithdrawCandidate;

/**
 * A run reads the lines of the amounts its open BO rows have, so a row left 'tidak ada' is
 * shown only other people's lines of its amount. The line a clerk looks for first is the
 * player's own at another amount (a typo in the BO, a fee taken off): `#5 "EKO PRASETYO"
 * nominal Rp 330.000 beda`, which can then be paired by hand at the line's amount. Nor does a
 * run read the lines a person paired, so a row whose line a namesake's confirmed pair took
 * would read that no such credit came in: it is told `#6 "AGUS SALIM" sudah dipasangkan
 * dengan data BO #7`, as when an automatic pair took it. Those rows are judged again with their
 * nearest lines of the run (`kept`), the open lines printed with their names at any amount
 * (`linesNamed`) and the lines paired by hand, or with a closed day's row, of their amounts or names (`pairedLines`).
 */
export async function nameOtherAmounts<L extends LineRow>(options: {
  side: ReasonSide;
  maxDayLag: number;
  verdicts: RowVerdict[];
  rows: readonly BoRow[];
  /** the lines the run's 'tidak ada' verdicts named, by id */
  kept: ReadonlyMap<number, L>;
  /** the run's automatic pairs, and the rivals' it never writes: a named line one of them took says so */
  matches: readonly MatchDecision[];
  /** the rows among the rivals a person approved without a line */
  approvedAlone: ReadonlySet<number>;
  /** the tickets of the rows a reason may name, read only when some row is judged again */
  tickets: () => ReadonlyMap<number, string>;
  /** rows of another website: named only as being elsewhere */
  elsewhere: ReadonlySet<number>;
  /** open lines of the window whose stored name is one of these (upper case, as the parser stores them) */
  linesNamed: (names: string[]) => Promise<L[]>;
  /** the lines of the window a person paired, or the matcher with a row the run does not decide (a closed day's), each with its BO row */
  pairedLines: () => Promise<{ line: L; boId: number; ticket: string | null }[]>;
}): Promise<void> {
  const { verdicts } = options;
  const lonely = new Set(verdicts.filter((verdict) => verdict.tier === "tidak ada").map((verdict) => verdict.boId));
  if (lonely.size === 0) return;
  const rows = options.rows.filter((row) => lonely.has(row.id));
  const names = [...new Set(rows.map((row) => displayName(row.fullName)).filter((name): name is string => name !== null))];
  const named = names.length === 0 ? [] : await options.linesNamed(names);
  // only a paired line of a lonely row's amount or name can be among its nearest
  const amounts = new Set(rows.map((row) => row.amountCents));
  const printed = new Set(names);
  const paired = (await options.pairedLines()).filter(({ line }) => {
    const shown = "senderName" in line ? line.senderName : line.receiverName;
    return amounts.has(line.amountCents) || (shown !== null && printed.has(shown));
  });
  if (named.length === 0 && paired.length === 0) return;
  const lines = new Map(options.kept);
  for (const line of named) lines.set(line.id, line);
  const pairedOutside = new Map<number, number>();
  const tickets = new Map(options.tickets());
  for (const { line, boId, ticket } of paired) {
    lines.set(line.id, line);
    pairedOutside.set(line.id, boId);
    if (ticket) tickets.set(boId, ticket);
  }
  const ids = new Set(lines.keys());
  const taken = options.matches.filter((match) => ids.has(match.mutasiId));
  const again = verdictsOf(
    options.side,
    rows,
    [...lines.values()],
    { matches: [...taken], ambiguous: [], stats: { groups: 0, largestGroup: 0, groupsLeftUnsolved: 0 } },
    options.maxDayLag,
    { pairedOutside, approvedAlone: options.approvedAlone, tickets, elsewhere: options.elsewhere },
  );
  const byBo = new Map(again.map((verdict) => [verdict.boId, verdict]));
  for (let i = 0; i < verdicts.length; i++) {
    const better = byBo.get(verdicts[i].boId);
    if (better && verdicts[i].tier === "tidak ada") verdicts[i] = better;
  }
}

/** Keeps the lines the 'tidak ada' verdicts of one range named, before the range's lines are let go. */
export function keepNearest<L extends LineRow>(verdicts: readonly RowVerdict[], lines: readonly L[], kept: Map<number, L>): void {
  const wanted = new Set<number>();
  for (const verdict of verdicts) if (verdict.tier === "tidak ada") for (const id of verdict.candidates) wanted.add(id);
  if (wanted.size === 0) return;
  for (const line of lines) if (wanted.has(line.id)) kept.set(line.id, line);
}
