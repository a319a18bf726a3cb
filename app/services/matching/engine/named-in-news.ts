/**
 * A line approved on the sender's name (or alias, or account) whose news types another known
 * player's username (`200000.00DEPO agus77 DEWI LESTARI` for DEWI LESTARI's own ticket): the news
 * says whose money it is, and it is not the ticket's player. Where that player has a ticket of the
 * amount in the run, the rivals' rule holds both (conflicts.ts); where his ticket is of another
 * amount, or not filed yet, no row competes, and the sender's ticket was approved (a clean-room
 * audit: docs/api.md promised it would not be). The players the website knows from its BO rows of
 * the weeks around are asked, as for namesakes (namesakes.ts), and such a pair is held for a
 * checker, who is told which player the news names.
 */
import type { Ledger } from "./engine";
import type { Edge } from "./evidence";
import { playerKey } from "./identifiers";
import type { PreparedBo, PreparedLine } from "./prepared";
import { takeBack } from "./take-back";
import type { KnownPlayer } from "./types";

/** The clues a username typed for another player contradicts: who sent it, not what the news says. */
const PERSON_KINDS: ReadonlySet<Edge["kind"]> = new Set(["name", "alias", "account", "amount-only"]);

export function holdForUsernamesOfOthers(
  approved: readonly Edge[],
  bos: readonly PreparedBo[],
  lines: readonly PreparedLine[],
  playersOf: () => readonly KnownPlayer[] | undefined,
  ledger: Ledger,
): Map<number, KnownPlayer> {
  const heldFor = new Map<number, KnownPlayer>();
  // the words to look up first, by length: a website knows tens of thousands of players, and most
  // of their usernames are no word of any approved line (a run spelt each one out: 4% of its time)
  const asked: Edge[] = [];
  const wanted = new Map<number, Set<string>>();
  for (const edge of approved) {
    if (!PERSON_KINDS.has(edge.kind)) continue;
    const words = lines[edge.line].textUsernames;
    if (words.length === 0) continue;
    asked.push(edge);
    for (const word of words) {
      const sameLength = wanted.get(word.length);
      if (sameLength) sameLength.add(word);
      else wanted.set(word.length, new Set([word]));
    }
  }
  if (asked.length === 0) return heldFor;
  const byUsername = new Map<string, KnownPlayer>();
  for (const player of playersOf() ?? []) {
    const sameLength = wanted.get(player.username.length);
    if (!sameLength) continue;
    const key = playerKey(player.username);
    if (!sameLength.has(key)) continue;
    // the first of a username's players, whatever order the database gave them in
    const before = byUsername.get(key);
    if (!before || before.fullName > player.fullName) byUsername.set(key, player);
  }
  if (byUsername.size === 0) return heldFor;
  const held = new Set<Edge>();
  for (const edge of asked) {
    const own = playerKey(bos[edge.bo].source.username);
    for (const word of lines[edge.line].textUsernames) {
      if (word === own) continue;
      const player = byUsername.get(word);
      if (!player) continue;
      held.add(edge);
      heldFor.set(edge.bo, player);
      break;
    }
  }
  takeBack(held, ledger);
  return heldFor;
}
