/**
 * An alias is most often a relative's name: the mother ENDANG LAIA, confirmed for RAFI LAIA. When
 * her line comes in and another player whose name ends as hers (DINDA LAIA, her daughter) has an
 * unpaid ticket it could pay, the line may be paying either child: the alias, a clue as good as
 * the player's own name, never outweighs a rival the line's own words point at (a clean-room
 * audit: 8 of 8 such tickets approved for the wrong child). The pair is held for a checker, who
 * is told which player.
 */
import type { Ledger } from "./engine";
import type { Edge } from "./evidence";
import type { PreparedBo, PreparedLine } from "./prepared";
import type { KnownPlayer } from "./types";
import { takeBack } from "./take-back";

/** a surname shorter than this (an initial, a cut's fragment) tells no family */
const MIN_FAMILY_NAME = 3;

/**
 * Takes back the approvals proven by an alias whose line's last name is a word of an unpaid
 * rival row's name (another player, the same amount and akun bank, a ticket the line's day could
 * pay); returns that rival as the player the line fits as well, by the held row's index.
 */
export function holdAliasesForRelatives(bos: readonly PreparedBo[], lines: readonly PreparedLine[], maxDayLag: number, samePlayer: (a: number, b: number) => boolean, ledger: Ledger): Map<number, KnownPlayer> {
  const heldFor = new Map<number, KnownPlayer>();
  const byAlias = ledger.accepted.filter((edge) => edge.kind === "alias");
  if (byAlias.length === 0) return heldFor;
  const amounts = new Set(byAlias.map((edge) => lines[edge.line].amount));
  // the unpaid rows of those amounts: aliases are few, one pass finds them
  const unpaid: number[] = [];
  for (let bo = 0; bo < bos.length; bo++) if (!ledger.boMatched[bo] && amounts.has(bos[bo].amount)) unpaid.push(bo);
  if (unpaid.length === 0) return heldFor;
  const held = new Set<Edge>();
  for (const edge of byAlias) {
    const line = lines[edge.line];
    const family = line.person?.tokens.at(-1);
    if (family === undefined || family.length < MIN_FAMILY_NAME) continue;
    const rival = unpaid.find((bo) => {
      const row = bos[bo];
      return (
        row.amount === line.amount &&
        line.day - row.day >= 0 &&
        line.day - row.day <= maxDayLag &&
        (row.account === null || line.account === null || row.account === line.account) &&
        row.name.tokens.includes(family) &&
        !samePlayer(bo, edge.bo)
      );
    });
    if (rival === undefined) continue;
    held.add(edge);
    const source = bos[rival].source;
    heldFor.set(edge.bo, { website: bos[rival].website, username: source.username, fullName: source.fullName });
  }
  takeBack(held, ledger);
  return heldFor;
}
