/**
 * The lines of one large bucket (a round amount on one akun bank and day) indexed so that a BO
 * row finds the few whose names could reach NAME_FLOOR without comparing all of them.
 *
 * Two names that share only one word of several cannot reach the floor, so lines with two or
 * more name keys are indexed by every pair of their keys: a BO row looks up its own pairs, and
 * the common first names (SITI, ANDI, M...) no longer drag in half the bucket. Lines with a
 * single key, and BO rows with a single key, fall back to single keys.
 */
import { aliasesOf, aliasNameKeys } from "./aliases";
import type { PreparedBo, PreparedLine } from "./prepared";
import { accountsOnLine, nameKeysOf, usernamesOnLine } from "./prepared";

/** Key codes are below 26^3. */
const KEY_SPACE = 17_576;
/** Pairs are taken among the first few keys only: a cut statement shows three or four words at most. */
const MAX_PAIRED_KEYS = 4;

function pairKey(a: number, b: number): number {
  return a < b ? a * KEY_SPACE + b : b * KEY_SPACE + a;
}

/**
 * Lists of line indexes by key, chained through two flat arrays rather than one array per key:
 * most keys of a bucket belong to a single line, and a small array each was most of the garbage.
 */
class Postings<K> {
  private readonly heads = new Map<K, number>();
  private readonly lineOf: number[] = [];
  private readonly next: number[] = [];

  add(key: K, line: number): void {
    this.lineOf.push(line);
    this.next.push(this.heads.get(key) ?? -1);
    this.heads.set(key, this.lineOf.length - 1);
  }

  /** Writes the key's lines not yet marked into `into` from `count`; returns the new count. */
  take(key: K, into: number[], count: number, seen: Int32Array, mark: number): number {
    for (let node = this.heads.get(key) ?? -1; node >= 0; node = this.next[node]) {
      const line = this.lineOf[node];
      if (seen[line] === mark) continue;
      seen[line] = mark;
      into[count++] = line;
    }
    return count;
  }
}

export class BucketIndex {
  private readonly pairs = new Postings<number>();
  /** lines with exactly one key */
  private readonly single = new Postings<number>();
  /** every line by each of its keys: only BO rows with a one-key name need it */
  private everyKey: Postings<number> | null = null;
  private readonly accounts: Postings<string> | null;
  /** lines by the username-like words of their text */
  private readonly usernames = new Postings<string>();
  /** lines an e-wallet company sent, by the wallet (evidence.ts isPlayersWallet) */
  private readonly wallets = new Postings<string>();

  constructor(
    private readonly lines: readonly PreparedLine[],
    private readonly bucket: readonly number[],
    withAccounts: boolean,
  ) {
    this.accounts = withAccounts ? new Postings() : null;
    for (let b = 0; b < bucket.length; b++) {
      const lineIndex = bucket[b];
      const line = lines[lineIndex];
      const keys = nameKeysOf(line);
      if (keys.length === 1) this.single.add(keys[0], lineIndex);
      const paired = Math.min(keys.length, MAX_PAIRED_KEYS);
      for (let i = 0; i < paired; i++) for (let j = i + 1; j < paired; j++) this.pairs.add(pairKey(keys[i], keys[j]), lineIndex);
      for (const username of usernamesOnLine(line)) this.usernames.add(username, lineIndex);
      if (line.intermediary && line.person === null && line.counterpartyBank !== null) this.wallets.add(line.counterpartyBank, lineIndex);
      if (!this.accounts) continue;
      if (line.explicitAccount !== null) this.accounts.add(line.explicitAccount, lineIndex);
      for (const account of accountsOnLine(line)) if (account !== line.explicitAccount) this.accounts.add(account, lineIndex);
    }
  }

  private byEveryKey(): Postings<number> {
    if (!this.everyKey) {
      this.everyKey = new Postings();
      for (const lineIndex of this.bucket) for (const key of nameKeysOf(this.lines[lineIndex])) this.everyKey.add(key, lineIndex);
    }
    return this.everyKey;
  }

  /**
   * Writes into `into` (from 0) the lines worth comparing with this BO row, each once, and returns
   * how many. `seen[line] === mark` marks those already taken; both are the caller's scratch
   * space, so nothing is allocated per row.
   */
  candidates(bo: PreparedBo, into: number[], seen: Int32Array, mark: number): number {
    let count = this.byName(bo.name.keys, into, 0, seen, mark);
    // the player's username in the news, or the player's account number, alone is reason enough to compare
    if (bo.username !== null) count = this.usernames.take(bo.username, into, count, seen, mark);
    if (bo.ticket !== null) count = this.usernames.take(bo.ticket, into, count, seen, mark);
    // as is any of its references typed there (the Player Ref a friend wrote as his news): evidence.ts typedInNews
    for (const reference of bo.references) count = this.usernames.take(reference, into, count, seen, mark);
    if (this.accounts && bo.playerAccount !== null) count = this.accounts.take(bo.playerAccount, into, count, seen, mark);
    // the player's own wallet's company sending the amount: a suggestion at most, but the line he looks for
    if (bo.playerBank !== null) count = this.wallets.take(bo.playerBank, into, count, seen, mark);
    // and so is a sender a person confirmed as the player's (a relative's name or account)
    const aliases = aliasesOf(bo.source);
    if (aliases) {
      for (const keys of aliasNameKeys(aliases)) count = this.byName(keys, into, count, seen, mark);
      if (this.accounts) for (const alias of aliases) if (alias.kind === "account") count = this.accounts.take(alias.key, into, count, seen, mark);
    }
    return count;
  }

  /** The lines sharing enough of a name's blocking keys to reach NAME_FLOOR, added from `count`. */
  private byName(keys: readonly number[], into: number[], count: number, seen: Int32Array, mark: number): number {
    if (keys.length === 1) return this.byEveryKey().take(keys[0], into, count, seen, mark);
    const paired = Math.min(keys.length, MAX_PAIRED_KEYS);
    for (let i = 0; i < paired; i++) {
      count = this.single.take(keys[i], into, count, seen, mark);
      for (let j = i + 1; j < paired; j++) count = this.pairs.take(pairKey(keys[i], keys[j]), into, count, seen, mark);
    }
    return count;
  }
}
