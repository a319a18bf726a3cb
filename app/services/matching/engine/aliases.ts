/**
 * Aliases a person confirmed (issue 13, point 5): a sender name or account number that belongs to
 * a player although it is not the player's own (a relative's account, a nickname). The engine
 * weighs an alias found on a line like a matching name: a clue, never enough alone to approve
 * against a rival.
 */
import { normaliseName } from "./names";

export interface PlayerAliasClue {
  kind: "name" | "account";
  /** 'name': normaliseName of the sender; 'account': accountKey of the sender's number */
  key: string;
  /** `alias dikonfirmasi oleh checker1 pada 5-Jan-2025`, written into the reason when the clue counts */
  note: string;
}

/** The aliases the caller listed on a BO candidate (types.ts `aliases`), read off the prepared row's source. */
export function aliasesOf(source: object): readonly PlayerAliasClue[] | undefined {
  return (source as { aliases?: readonly PlayerAliasClue[] }).aliases;
}

/**
 * The note of the first alias of the player the line shows: its sender, normalised as names are
 * compared (normaliseName), or the sender's account number the parser isolated (accountKey).
 * Null when the player has no alias or the line shows none of them.
 */
export function aliasOnLine(
  aliases: readonly PlayerAliasClue[] | undefined,
  senderName: string | null,
  senderAccount: string | null,
): string | null {
  if (!aliases || aliases.length === 0) return null;
  const name = senderName ? normaliseName(senderName) : "";
  for (const alias of aliases) {
    if (alias.kind === "name" ? name !== "" && name === alias.key : senderAccount !== null && senderAccount === alias.key) return alias.note;
  }
  return null;
}
