/**
 * Aliases a person confirmed (issue 13, point 5): a sender name or account number that belongs to
 * a player although it is not the player's own (a relative's account, a nickname). The engine
 * weighs an alias found on a line like a matching name: a clue, never enough alone to approve
 * against a rival.
 */
import { accountKey } from "./identifiers";
import { cleanText, isLeadingHonorific, isMuhammadSpelling, parseName, parsedNameSimilarity, type ParsedName } from "./names";
import { isRemarkWord } from "./remark-words";
import { isBankWord } from "./statement-text";
import { NAME_ACCEPT } from "./thresholds";

export interface PlayerAliasClue {
  kind: "name" | "account";
  /** 'name': normaliseName of the sender; 'account': accountKey of the sender's number */
  key: string;
  /** `alias dikonfirmasi oleh checker1 pada 5-Jan-2025`, written into the reason when the clue counts */
  note: string;
}

/** a normalised name shorter than this (one initial, a cut fragment) would teach nothing safe */
const MIN_NAME_KEY = 5;
/** What a MUHAMMAD written out counts for against MIN_NAME_KEY: a word, not the initial it folds to. */
const MUHAMMAD_WORD_LETTERS = 2;

/**
 * Words a sender field holds that name nobody in particular: kin (BUNDA, ISTRI: anybody's mother or
 * wife) and channels (MOBILE, CASH). With the titles (BAPAK, SAUDARA, NYONYA) and the banks' own words
 * (TUNAI, BANKING), a sender made of them taught an alias, and the next line reading just that word
 * approved the player (a clean-room audit: BAPAK, TUNAI, BUNDA, ISTRI, MOBILE BANKING).
 */
const NOBODY_WORDS: ReadonlySet<string> = new Set([
  "BUNDA", "MAMA", "MAMAH", "MAMI", "EMAK", "PAPA", "PAPAH", "PAPI", "AYAH", "KAKAK", "ADIK", "ABANG", "ISTRI", "SUAMI",
  "ANAK", "KELUARGA", "NENEK", "KAKEK", "TANTE", "PAMAN", "SEPUPU", "KEPONAKAN", "PONAKAN", "MERTUA", "ORTU", "ORANGTUA",
  "TEMAN", "SAUDARA", "KERABAT",
  "MOBILE", "INTERNET", "CASH", "KLIRING", "TUNAI", "TELLER", "NASABAH", "PENGIRIM", "PENERIMA",
]);

/** A word of the parsed name that is no part of a person's name: a title left alone, kin, a channel, a bank's word. */
function namesNobody(token: string): boolean {
  return NOBODY_WORDS.has(token) || isLeadingHonorific(token) || isBankWord(token);
}

export interface AliasKey {
  kind: PlayerAliasClue["kind"];
  key: string;
}

/**
 * What a pair a person confirmed teaches of the line's sender: its name, normalised as names are
 * compared, and the account number the parser isolated, each where it is enough to tell a person.
 * A sender still holding news ("DEPO BUDI88": the parser could not part it from the name) teaches
 * no name: normalised, it would be "DEPO BUDI", and any Budi's deposit news would match it.
 */
export function aliasKeys(senderName: string | null, senderAccountNo: string | null): AliasKey[] {
  const keys: AliasKey[] = [];
  const parsed = parseName(senderName);
  const name = parsed.key;
  const holdsNews = (senderName ?? "").split(/\s+/).some((word) => word !== "" && isRemarkWord(word));
  // MUHAMMAD folds to "M" as names are compared; written out, it is a whole word of the name (a
  // clean-room audit: no MUHAMMAD ALI, the players' relatives' commonest name, was ever learnt)
  const muhammadWritten = cleanText(senderName ?? "").split(" ").some((word) => word.length >= 3 && isMuhammadSpelling(word));
  const letters = name.replace(/ /g, "").length + (muhammadWritten ? MUHAMMAD_WORD_LETTERS : 0);
  if (holdsNews || letters < MIN_NAME_KEY || initialledName(parsed, muhammadWritten) || parsed.tokens.some(namesNobody)) return keys;
  keys.push({ kind: "name", key: name });
  // only beside a person's name: an e-wallet's line or a clearing transfer names no sender, and its
  // account is the operator's, everybody's
  const account = accountKey(senderAccountNo);
  if (account) keys.push({ kind: "account", key: account });
  return keys;
}

/**
 * Every key a line's sender and account would be taught under, without the rules of what may be
 * taught: what an alias the line proved may be stored as (an account taught beside a name, and
 * shown alone on the line).
 */
export function lineAliasKeys(senderName: string | null, senderAccountNo: string | null): AliasKey[] {
  const keys: AliasKey[] = [];
  const name = parseName(senderName).key;
  if (name) keys.push({ kind: "name", key: name });
  const account = accountKey(senderAccountNo);
  if (account) keys.push({ kind: "account", key: account });
  return keys;
}

/**
 * "BUDI S": one name and an initial (or a cut) is any Budi S..., Santoso's or Setiawan's: it
 * teaches nothing. An initial beside two whole names (M RIZKY PRATAMA) still tells one person.
 */
function initialledName(name: ParsedName, muhammadWritten: boolean): boolean {
  const muhammad = muhammadWritten && name.tokens.includes("M") ? 1 : 0;
  const initials = name.tokens.filter((token) => token.length === 1).length - muhammad;
  return initials > 0 && name.tokens.filter((token) => token.length >= 3).length + muhammad < 2;
}

/** The aliases the caller listed on a BO candidate (types.ts `aliases`), read off the prepared row's source. */
export function aliasesOf(source: object): readonly PlayerAliasClue[] | undefined {
  return (source as { aliases?: readonly PlayerAliasClue[] }).aliases;
}

/**
 * The note of the first alias of the player the line shows: its sender compared with the alias's
 * name as the player's own name would be (a cut or a title changes nothing), or, on a line that
 * names no sender, the sender's account number the parser isolated (accountKey). An account under
 * another name than the one taught is somebody else's transfer through it (a clearing account, a
 * shared one): the account counts only where no name says otherwise. Null when the player has no
 * alias or the line shows none of them.
 */
export function aliasOnLine(aliases: readonly PlayerAliasClue[] | undefined, sender: ParsedName | null, senderAccount: string | null): string | null {
  if (!aliases || aliases.length === 0) return null;
  for (const alias of aliases) {
    const shown =
      alias.kind === "account"
        ? sender === null && senderAccount !== null && senderAccount === alias.key
        : sender !== null && showsAliasName(parseName(alias.key), sender);
    // a title, kin or a channel taught before aliasKeys refused them (stored aliases outlive the rule)
    if (shown && alias.kind === "name" && parseName(alias.key).tokens.some(namesNobody)) continue;
    if (shown) return alias.note;
  }
  return null;
}

/**
 * The line's sender is the taught name, or the bank's cut of it, as the player's own name would be
 * compared; never more than it: an alias taught from a short name ("BUDI S" before this rule, "BUDI")
 * must not grow into every longer name that starts so.
 */
function showsAliasName(alias: ParsedName, sender: ParsedName): boolean {
  return sender.letters <= alias.letters && parsedNameSimilarity(alias, sender) >= NAME_ACCEPT;
}

/** Blocking keys (names.ts) of the names among the aliases, for the name index of large buckets. */
export function aliasNameKeys(aliases: readonly PlayerAliasClue[]): number[][] {
  return aliases.filter((alias) => alias.kind === "name").map((alias) => parseName(alias.key).keys);
}
