/**
 * Four digits of a masked account (`PEMINDAHAN DARI ****4567`) prove the player's account only
 * where no other player of the website has an account ending so: the bank hides the rest, and
 * four digits are shared by one account in ten thousand, a few players of any large website. A
 * pair approved on them while another known player's Player Bank ends in the same digits is taken
 * back for a checker, who is told whose (a clean-room audit, accounts1 F4: a nameless credit with
 * `****4567` approved JOKO's ticket, EKO's account ending in 4567 too).
 */
import type { KnownPlayer, KnownPlayers, MatchDecision, ReconcileResult } from "../engine";
import { accountKey, playerKey } from "../engine/identifiers";
import { REASON_WORDS } from "../messages";
import { holding } from "./held-pairs.server";
import type { BoCandidate } from "./rows.server";

/** How an evidence of kind account shows a masked account (prepared.ts maskedAccountOf). */
const MASK = "****";

export function withoutMaskedNamesakes(result: ReconcileResult, bos: readonly BoCandidate[], website: string, knownPlayers: KnownPlayers): ReconcileResult {
  const masked = result.matches.filter((match) => match.evidence.kind === "account" && match.evidence.account?.startsWith(MASK));
  if (masked.length === 0) return result;
  const byEnding = playersByEnding(knownPlayers.of(website)?.players ?? []);
  const byId = new Map(bos.map((row) => [row.id, row]));
  const others = new Map<MatchDecision, KnownPlayer>();
  for (const match of masked) {
    const row = byId.get(match.boId);
    if (!row) continue;
    const digits = match.evidence.account!.slice(MASK.length);
    const own = playerKey(row.username);
    const ownAccount = accountKey(row.playerAccountNo);
    for (const { player, account } of byEnding.get(digits.slice(-ENDING)) ?? []) {
      if (account === ownAccount || !account.endsWith(digits) || playerKey(player.username) === own) continue;
      const before = others.get(match);
      if (!before || before.username > player.username) others.set(match, player);
    }
  }
  if (others.size === 0) return result;
  return holding(
    result,
    (match) => others.has(match),
    (match) => {
      const other = others.get(match)!;
      return {
        kind: "competing",
        hold: "competing",
        heldBecause: REASON_WORDS.maskedOtherPlayer(match.evidence.account!, other.username, other.fullName),
        reason: `HELD: ${match.evidence.account} ends another known player's account (${other.username})`,
      };
    },
  );
}

/** A masked account shows four digits at least (identifiers.ts maskedAccountsInText): the players are looked up by their last four. */
const ENDING = 4;

/** The known players with an account, by its last four digits: read once a run, not once a masked pair. */
function playersByEnding(players: readonly KnownPlayer[]): Map<string, { player: KnownPlayer; account: string }[]> {
  const byEnding = new Map<string, { player: KnownPlayer; account: string }[]>();
  for (const player of players) {
    const account = accountKey(player.playerBank);
    if (account === null || account.length < ENDING) continue;
    const ending = account.slice(-ENDING);
    const list = byEnding.get(ending);
    if (list) list.push({ player, account });
    else byEnding.set(ending, [{ player, account }]);
  }
  return byEnding;
}
