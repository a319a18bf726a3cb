/**
 * Aliases a person confirmed (issue 13, point 5): a sender name or account number that belongs to
 * a player although it is not the player's own (a relative's account, a nickname). The engine
 * weighs an alias found on a line like a matching name: a clue, never enough alone to approve
 * against a rival.
 */
export interface PlayerAliasClue {
  kind: "name" | "account";
  /** 'name': normaliseName of the sender; 'account': accountKey of the sender's number */
  key: string;
  /** `alias dikonfirmasi oleh checker1 pada 5-Jan-2025`, written into the reason when the clue counts */
  note: string;
}
