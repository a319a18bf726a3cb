/**
 * Person names as the BO and the bank statements write them.
 *
 * The BO carries the player's full name; the statement carries what the bank kept of the sender:
 * upper case, an honorific in front (SDRI DIAN PERWITA), cut at about 18 characters, sometimes
 * the words in another order, MUHAMMAD spelt five ways. A similarity of 1 means "the statement
 * text is exactly what this full name would look like there".
 */
import { isRemarkWord, REMARK_WORDS } from "./remark-words";
import { releaseSpellingCache, spellingOf } from "./spelling";

export interface ParsedName {
  /** folded tokens, honorifics removed: ["M", "RIZKY", "PRATAMA"] */
  tokens: string[];
  /** tokens joined by one space: the normalised name */
  key: string;
  /** tokens joined without spaces, for names whose spacing differs (NUR HALIZA / NURHALIZA); see compactOf */
  compact: string | null;
  /** letters in the tokens */
  letters: number;
  /** length of the cleaned text before honorifics were removed: how close it came to the bank's cut */
  rawLength: number;
  /** first three letters of each token of 3+ letters, as numbers: the blocking keys of large pools */
  keys: number[];
  /** equal for equal keys within a run (-1: not interned), so equal names compare as numbers */
  id: number;
  /** memo of counterparties.ts: whether this is a payment company rather than a person */
  intermediary?: boolean;
}

/**
 * A statement name this long (or longer), its title included, was probably cut by the bank: banks
 * cut the field at about 18 characters (FORMATS.md), 17 where the cut falls on a space. A shorter
 * name is whole as printed: at 14, an e-wallet's whole GUNAWAN WIJAYA read as a cut GUNAWAN WIJAYA
 * NASUTION and paid a stranger's transfer to his unpaid ticket (a clean-room audit).
 */
export const TRUNCATION_HINT = 17;

/** A cut keeps at least this many letters before it is read as a longer name's beginning. */
export const CUT_MIN_LETTERS = 6;

const HONORIFICS_LEADING = new Set([
  "BPK", "BAPAK", "BP", "PAK", "IBU", "BU", "SDR", "SDRI", "SDRA", "SAUDARA", "SAUDARI", "TN", "TUAN",
  "NY", "NYONYA", "NN", "NONA", "MR", "MRS", "MS", "MISS", "HJ",
  // academic titles before a name, as an identity card and so the bank writes them (DRS. H. AHMAD)
  "DRS", "DRA", "DR", "IR", "PROF",
]);
// Short forms like BU, BP, NY can be the start of a cut name at the end; only these are removed anywhere.
const HONORIFICS_ANYWHERE = new Set(["BPK", "BAPAK", "SDR", "SDRI", "SDRA", "SAUDARA", "SAUDARI", "IBU", "TUAN", "NYONYA"]);

/**
 * Degrees after a name (BUDI SANTOSO SE, SRI WIBOWO S.PD): an identity card carries them and the
 * bank prints them, a player rarely types them; they tell nobody apart. Dotted, they reach here
 * as a letter and the rest (S PD), the letter one of DEGREE_INITIALS.
 */
const DEGREES = new Set([
  "SE", "SH", "ST", "SPD", "SPDI", "SKOM", "SSI", "SAG", "SSOS", "SIP", "SKM", "SKEP", "SFARM", "SKED", "SPSI", "SHI", "SSTP",
  "STP", "SPT", "SKG", "SSN", "SAK", "SHUT", "MM", "MT", "MSI", "MPD", "MH", "MKOM", "MAG", "MKES", "MAK", "AMD", "AMK", "AMKEB",
  "AMG", "BSC", "MBA", "MSC", "PHD",
]);
const DEGREE_INITIALS = ["S", "M", "A"];
/** Degrees that are also how names begin (SETIAWAN, SHINTA, STEVEN): at the bank's cut, a fragment. */
const NAME_BEGINNINGS = new Set(["SE", "SH", "ST"]);
/**
 * The beginnings of the longer degrees (SKO of SKOM, MKE of MKES) that no name begins with: where
 * the bank's cut ends a text on one, it is the degree cut short (RINA EKA PERMANA SKO).
 */
const CUT_DEGREES = new Set(
  [...DEGREES].filter((degree) => degree.length >= 4).flatMap((degree) => Array.from({ length: degree.length - 3 }, (_, n) => degree.slice(0, n + 3))),
);

const MUHAMMAD_VARIANTS = new Set([
  "MUHAMMAD", "MUHAMAD", "MUHAMMED", "MUHAMED", "MUHAMMAT", "MUHAMAT", "MOHAMMAD", "MOHAMAD",
  "MOHAMMED", "MOHAMED", "MOCHAMMAD", "MOCHAMAD", "MUCHAMMAD", "MUCHAMAD", "MOHD", "MOH", "MOCH",
  "MUH", "MUHD", "MHD", "MHMD", "M",
]);
const MUHAMMAD_FULL = ["MUHAMMAD", "MOHAMMAD", "MOCHAMMAD", "MUCHAMMAD"];

// what a word can be, in one lookup per word instead of three
const LEADING_HONORIFIC = 1;
const HONORIFIC_ANYWHERE = 2;
const MUHAMMAD_SPELLING = 4;
const DEGREE = 8;
const WORD_FLAGS = new Map<string, number>();
for (const word of DEGREES) WORD_FLAGS.set(word, DEGREE);
for (const word of HONORIFICS_LEADING) WORD_FLAGS.set(word, (WORD_FLAGS.get(word) ?? 0) | LEADING_HONORIFIC);
for (const word of HONORIFICS_ANYWHERE) WORD_FLAGS.set(word, (WORD_FLAGS.get(word) ?? 0) | HONORIFIC_ANYWHERE);
for (const word of MUHAMMAD_VARIANTS) WORD_FLAGS.set(word, (WORD_FLAGS.get(word) ?? 0) | MUHAMMAD_SPELLING);
/** What every spelling of MUHAMMAD becomes: one letter, since it tells players apart no better than an initial. */
const MUHAMMAD = "M";

const cleanedCache = new Map<string, ParsedName>();
const idOfKey = new Map<string, number>();
const CACHE_LIMIT = 500_000;

const CLEAN = /^[A-Z]+(?: [A-Z]+)*$/;
const NON_ASCII = /[^\x00-\x7f]/;

/** Upper case with accents dropped (José → JOSE). */
export function upperAscii(raw: string): string {
  return (NON_ASCII.test(raw) ? raw.normalize("NFD").replace(/\p{M}+/gu, "") : raw).toUpperCase();
}

/** Upper-case letters in words separated by single spaces: the cleaned form already. */
function isClean(text: string): boolean {
  let previousSpace = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) previousSpace = false;
    else if (c === 32 && !previousSpace) previousSpace = true;
    else return false;
  }
  return !previousSpace;
}

/**
 * Upper case, accents dropped, everything but letters turned into single spaces; an apostrophe
 * inside a word (MA'RUF, DJA'FAR, NUR'AINI) joins it, as the banks print it (MARUF): split, its
 * pieces share no blocking key with the bank's word, and a busy round amount never compared them.
 */
export function cleanText(raw: string): string {
  // bank texts are mostly clean already: no need to rebuild them
  if (isClean(raw)) return raw;
  const text = upperAscii(raw);
  if (CLEAN.test(text)) return text;
  return text.replace(APOSTROPHE_IN_WORD, "").replace(/[^A-Z]+/g, " ").trim();
}

const APOSTROPHE_IN_WORD = /(?<=[A-Z])['\u2018\u2019\u02bc`](?=[A-Z])/g;

/** MUHAMMAD and its spellings become one token; `isLast`: a fragment at the bank's cut counts too. */
export function foldNameWord(token: string, isLast: boolean): string {
  if (MUHAMMAD_VARIANTS.has(token)) return MUHAMMAD;
  return isLast && isMuhammadFragment(token) ? MUHAMMAD : token;
}

/** MUHAMMAD or one of its spellings, MOH, MOCH or the initial M among them. */
export function isMuhammadSpelling(word: string): boolean {
  return MUHAMMAD_VARIANTS.has(word);
}

/** "MUHAM" at the cut is MUHAMMAD too. */
function isMuhammadFragment(token: string): boolean {
  if (token.length < 4 || token.charCodeAt(0) !== 77) return false;
  for (const full of MUHAMMAD_FULL) if (full.startsWith(token)) return true;
  return false;
}

/**
 * Blocking keys of a list of words: the first three letters of each word of 3+ letters in today's
 * spelling (spellingOf), as a number (words are A-Z only), because number keys hash far faster than
 * strings.
 */
export function blockingKeys(words: readonly string[]): number[] {
  const keys: number[] = [];
  for (const written of words) {
    if (written.length < 3) continue;
    // keyed as spelt today, so that SOEMARNI finds SUMARNI and RACHMAWATI finds RAHMAWATI
    const word = written.length >= 4 ? spellingOf(written) : written;
    if (word.length < 3) continue;
    const key = ((word.charCodeAt(0) - 65) * 26 + (word.charCodeAt(1) - 65)) * 26 + (word.charCodeAt(2) - 65);
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

/**
 * Parse a name (BO full name or statement sender) into folded tokens. Cached by the cleaned text:
 * names repeat a lot, and "Dian Perwita" and "DIAN PERWITA" are one name.
 */
export function parseName(raw: string | null | undefined): ParsedName {
  const cleaned = cleanText(raw && raw.includes(",") ? withoutDegreesAfterComma(raw) : (raw ?? ""));
  let parsed = cleanedCache.get(cleaned);
  if (!parsed) {
    parsed = parseCleaned(cleaned);
    cleanedCache.set(cleaned, parsed);
  }
  if (cleanedCache.size >= CACHE_LIMIT) releaseNameCache();
  return parsed;
}

/**
 * "BAYU, M.M" is BAYU: the degrees an identity card writes after a comma, each one of DEGREES once
 * its dots are gone (M.M, S.E., S.Kom, M.Pd). Dotted single letters are kept elsewhere, since they
 * spell initials as often (BUDI M H); after the comma they cannot. Anything else after a comma
 * (SANTOSO, BUDI) stays.
 */
function withoutDegreesAfterComma(raw: string): string {
  const comma = raw.indexOf(",");
  const degrees = raw.slice(comma + 1).split(",");
  return degrees.every((degree) => DEGREES.has(degree.replace(/[.\s]/g, "").toUpperCase())) ? raw.slice(0, comma) : raw;
}

function parseCleaned(cleaned: string): ParsedName {
  const tokens = foldedTokens(cleaned);
  let letters = 0;
  for (const token of tokens) letters += token.length;
  // folding only ever drops words or shortens them: the same length is the cleaned text itself
  const key = letters + Math.max(0, tokens.length - 1) === cleaned.length ? cleaned : tokens.join(" ");
  let id = idOfKey.get(key);
  if (id === undefined) {
    id = idOfKey.size;
    idOfKey.set(key, id);
  }
  return { tokens, key, compact: tokens.length === 1 ? key : null, letters, rawLength: cleaned.length, keys: blockingKeys(tokens), id };
}

/**
 * The words of a cleaned name as a name's tokens: titles and degrees dropped, MUHAMMAD folded. Most
 * names fold nothing: their words are returned as they are, and a copy is made at the first change.
 */
function foldedTokens(cleaned: string): string[] {
  const words = cleaned === "" ? [] : cleaned.split(" ");
  let start = 0;
  while (start < words.length - 1 && (WORD_FLAGS.get(words[start]) ?? 0) & LEADING_HONORIFIC) start++;
  const alone = words.length - start === 1;
  // null while the tokens are words[start..i)
  let tokens = null as string[] | null;
  for (let i = start; i < words.length; i++) {
    const word = words[i];
    const flags = WORD_FLAGS.get(word) ?? 0;
    if (!alone && flags & HONORIFIC_ANYWHERE) {
      tokens ??= words.slice(start, i);
      continue;
    }
    const count = tokens === null ? i - start : tokens.length;
    const atCut = i === words.length - 1 && cleaned.length >= TRUNCATION_HINT;
    // a longer degree the bank's cut left short (PERMANA SKO)
    if (atCut && count > 1 && CUT_DEGREES.has(word)) {
      tokens ??= words.slice(start, i);
      continue;
    }
    // a degree after the name has begun: written whole (SPD), or dotted at the end (S PD; not S E,
    // which initials spell as often); not where the bank's cut may have left a name's beginning (ST of STEVEN)
    const cutHere = atCut && NAME_BEGINNINGS.has(word);
    if (count > 0 && ((flags & DEGREE && !cutHere) || (word.length === 1 && i === words.length - 2 && words[i + 1].length >= 2 && DEGREES.has(word + words[i + 1])))) {
      tokens ??= words.slice(start, i);
      if (!(flags & DEGREE)) i++;
      continue;
    }
    if (word !== MUHAMMAD && flags & MUHAMMAD_SPELLING) (tokens ??= words.slice(start, i)).push(MUHAMMAD);
    else tokens?.push(word);
  }
  // the words are this call's own array: written over where the last word folds
  const folded = tokens ?? (start === 0 ? words : words.slice(start));
  const last = folded.length - 1;
  if (last >= 0 && folded[last] !== MUHAMMAD && isMuhammadFragment(folded[last])) folded[last] = MUHAMMAD;
  return folded;
}

/**
 * The first `length` letters of a name as parseName folds it, as one number (A-Z as 1-26, base
 * 27), or -1 when the folded name has fewer. Read straight from the raw text where no word it
 * passes could fold (a title, a degree, a spelling of MUHAMMAD): nothing is cleaned, parsed or joined
 * for most names, which is what a roster of every player of a website needs. `length` at most 10.
 */
export function foldedPrefixCode(raw: string, length: number): number {
  let code = 0;
  let taken = 0;
  let word = 0;
  let wordLength = 0;
  // the code as the word began, for a spelling of MUHAMMAD to be read as its one letter
  let codeBefore = 0;
  let takenBefore = 0;
  for (let i = 0; i <= raw.length; i++) {
    let c = i < raw.length ? raw.charCodeAt(i) : 32;
    if (c >= 97 && c <= 122) c -= 32;
    if (c >= 65 && c <= 90) {
      if (wordLength === 0) {
        codeBefore = code;
        takenBefore = taken;
      }
      // a word's letters as a number while it could still be one that folds (none is longer than FOLDING_WORD_LETTERS)
      if (wordLength < FOLDING_WORD_LETTERS + 1) word = word * 27 + (c - 64);
      wordLength++;
      if (taken < length) {
        code = code * 27 + (c - 64);
        taken++;
      }
      continue;
    }
    // an accent or another script: cleaned as parseName cleans it
    if (c > 127) return foldedPrefixCodeSlowly(raw, length);
    if (wordLength > 0 && wordLength <= FOLDING_WORD_LETTERS && FOLDING_WORDS.has(word)) {
      // one in eight players is a MUHAMMAD, and his name would be cleaned, parsed and joined
      if (!MUHAMMAD_ONLY_WORDS.has(word)) return foldedPrefixCodeSlowly(raw, length);
      code = codeBefore;
      taken = takenBefore;
      if (taken < length) {
        code = code * 27 + (MUHAMMAD.charCodeAt(0) - 64);
        taken++;
      }
    }
    if (taken === length) return code;
    word = 0;
    wordLength = 0;
  }
  return -1;
}

/**
 * foldedPrefixCode of a name with a word to fold: folded as parseName folds it, but neither cached
 * nor keyed, since a roster reads every player of every website once and most are not in the run.
 */
function foldedPrefixCodeSlowly(raw: string, length: number): number {
  return prefixCodeOf(foldedTokens(cleanText(raw.includes(",") ? withoutDegreesAfterComma(raw) : raw)).join(""), length);
}

/** Every word parseName may fold or drop, as foldedPrefixCode reads a word: titles, degrees, MUHAMMAD's spellings and its fragments at a cut. */
const FOLDING_WORD_LIST = [...WORD_FLAGS.keys(), ...DEGREE_INITIALS, ...CUT_DEGREES, ...MUHAMMAD_FULL.flatMap((full) => Array.from({ length: full.length - 3 }, (_, n) => full.slice(0, n + 4)))];
const FOLDING_WORDS = new Set(FOLDING_WORD_LIST.map((word) => prefixCodeOf(word, word.length)));
/**
 * The spellings of MUHAMMAD that foldedTokens reads as MUHAMMAD wherever they stand and as nothing
 * else (no title, degree or degree's beginning, not the letter M itself, which may be an initial or
 * a degree's): foldedPrefixCode folds these itself.
 */
const MUHAMMAD_ONLY_WORDS = new Set(
  [...MUHAMMAD_VARIANTS].filter((word) => word !== MUHAMMAD && WORD_FLAGS.get(word) === MUHAMMAD_SPELLING && !CUT_DEGREES.has(word)).map((word) => prefixCodeOf(word, word.length)),
);
const FOLDING_WORD_LETTERS = Math.max(...FOLDING_WORD_LIST.map((word) => word.length));

/** The first `length` letters of a compact name as one number (as foldedPrefixCode), or -1 when it has fewer. */
export function prefixCodeOf(compact: string, length: number): number {
  if (compact.length < length) return -1;
  let code = 0;
  for (let i = 0; i < length; i++) code = code * 27 + (compact.charCodeAt(i) - 64);
  return code;
}

/** The name without spaces (computed the first time a comparison needs it). */
export function compactOf(name: ParsedName): string {
  name.compact ??= name.tokens.join("");
  return name.compact;
}

/**
 * Forget the parsed names. The engine calls it after each run: the cache pays off within a run
 * (the same names on many rows) and must not hold a run's names in the server afterwards.
 */
export function releaseNameCache(): void {
  cleanedCache.clear();
  idOfKey.clear();
  releaseSpellingCache();
}

/**
 * A name for storage and display, as the statement wrote it: upper case, single spaces, leading
 * honorifics dropped (the stored sender is the name alone), nothing folded (staff should see what
 * the bank wrote). Letters of any script count: 王小明 and JOSÉ are kept as they came, though
 * matching compares only their Latin part. Null when no two letters are left.
 */
export function displayName(text: string | null | undefined): string | null {
  if (!text) return null;
  const words = text.toUpperCase().replace(/[\s\u00a0]+/g, " ").trim().split(" ").filter(Boolean);
  while (words.length > 1 && ((WORD_FLAGS.get(words[0].replace(/[^A-Z]/g, "")) ?? 0) & LEADING_HONORIFIC) !== 0) words.shift();
  const name = words.join(" ").replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.)]+$/gu, "").trim();
  return /\p{L}{2}/u.test(name) ? name : null;
}

/** A word that stands before a name as a title (BPK, IBU, SDRI...). */
export function isLeadingHonorific(word: string): boolean {
  return ((WORD_FLAGS.get(word) ?? 0) & LEADING_HONORIFIC) !== 0;
}

/** The normalised form of a name: "Sdri. Dian  Perwita" → "DIAN PERWITA", "Moh. Rizky" → "M RIZKY". */
export function normaliseName(raw: string | null | undefined): string {
  return parseName(raw).key;
}

/** A name built from tokens already cleaned (names found inside a longer text need no keys). */
export function nameFromTokens(tokens: string[], rawLength: number, keys: number[] = []): ParsedName {
  const compact = tokens.join("");
  return { tokens, key: tokens.join(" "), compact, letters: compact.length, rawLength, keys, id: -1 };
}

// token similarities in thousandths, so pairs pack into one sortable number
const SAME = 1000;
const INITIAL = 800;
const ABBREVIATION = 800;
// one letter apart is often another name (SAPUTRA / SAPUTRO, RIZKA / RIZKY): never approves (ANOTHER_WORD)
const TYPO = 600;
const EXTENDED = 500;
// the same name in the old or another spelling (RACHMAWATI / RAHMAWATI, SOESILO / SUSILO, RIZKI / RIZKY)
const SPELLING = 950;
/**
 * The three-letter words written for a longer word of a name: ABD for ABDUL or ABDUR, ACH and AHM
 * for ACHMAD and AHMAD. Any other three-letter word is a name of its own, however many longer names
 * begin with it (a clean-room audit: ADITYA approved ADI, SRIYANTI SRI, AHMAD NURDIN AHMAD NUR).
 */
const SHORT_FORMS: ReadonlyMap<string, readonly string[]> = new Map([
  ["ABD", ["ABDUL", "ABDUR", "ABDUS", "ABDILLAH", "ABDULLAH"]],
  ["ACH", ["ACHMAD", "ACHMAT", "ACHMED"]],
  ["AHM", ["AHMAD", "AHMAT", "AHMED"]],
]);

/** The short form written for this longer word (ABD for ABDULLAH, not for ABDI). */
function isShortFormOf(short: string, word: string): boolean {
  return SHORT_FORMS.get(short)?.some((full) => word.startsWith(full)) ?? false;
}
/** Tokens beyond this many on either side are ignored (a name has a handful). */
const MAX_TOKENS = 30;

/** Optimal string alignment distance, stopping as soon as it exceeds 1. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length === b.length) {
      // a swap of two neighbours counts as one edit
      if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
        i += 2;
        j += 2;
      } else {
        i++;
        j++;
      }
    } else if (a.length > b.length) i++;
    else j++;
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * How well one statement token stands for one BO token, in thousandths. `isLast`: the statement
 * token is the last one, where the bank's cut falls, so a bare prefix is the whole word cut short.
 */
function tokenSimilarity(statement: string, bo: string, isLast: boolean): number {
  if (statement === bo) return SAME;
  if (isLast && bo.startsWith(statement)) return SAME;
  // the BO's M is MUHAMMAD in one of its spellings (foldNameWord): a whole word of M that is none of
  // them is another name (a clean-room audit: MAULANA RIZAL FAUZ approved MUHAMMAD RIZAL FAUZI)
  if (bo === MUHAMMAD && statement.length > 1) return 0;
  if (statement.length === 1 || bo.length === 1) return statement[0] === bo[0] ? INITIAL : 0;
  // a short form of the word (ABDUR for ABDURRAHMAN, ABD); a name of three letters is a name of its own
  if (statement.length >= 3 && bo.startsWith(statement)) return statement.length > 3 ? ABBREVIATION : isShortFormOf(statement, bo) ? SAME : EXTENDED;
  // a word longer than the player's is another name (HENDRAWAN is not HENDRA, ADITYA is not ADI),
  // unless the BO wrote a short form (ABD): only partly alike, never enough alone
  if (bo.length >= 3 && statement.startsWith(bo)) return isShortFormOf(bo, statement) ? ABBREVIATION : EXTENDED;
  if (statement.length >= 4 && bo.length >= 4) {
    const statementSpelling = spellingOf(statement);
    const boSpelling = spellingOf(bo);
    if (statementSpelling === boSpelling || (isLast && statementSpelling.length >= 4 && boSpelling.startsWith(statementSpelling))) return SPELLING;
    if (withinOneEdit(statement, bo)) return TYPO;
  }
  return 0;
}

// scratch space for the token pairs of one comparison: names are compared a million times a run
const pairScratch: number[] = [];

/**
 * Similarity (0..1) of a BO full name and a statement's name, both parsed.
 *
 * Tokens are paired one to one regardless of order (word order differs between banks), strongest
 * pairs first. Two coverages are combined by their harmonic mean: how much of the statement text
 * the BO name explains, and how much of the BO name the statement shows. When the statement was
 * probably cut (long enough, or it ends on a one- or two-letter fragment), the BO name only has
 * to cover as many letters as the statement kept.
 */
export function parsedNameSimilarity(bo: ParsedName, statement: ParsedName): number {
  if (bo.letters === 0 || statement.letters === 0) return 0;
  if (bo.id >= 0 && bo.id === statement.id) return 1;
  if (bo.key === statement.key) return 1;
  const boCompact = compactOf(bo);
  const statementCompact = compactOf(statement);
  if (boCompact === statementCompact) return 1;
  // the commonest difference: the bank cut the same name short
  if (statement.rawLength >= TRUNCATION_HINT && statementCompact.length >= CUT_MIN_LETTERS && boCompact.startsWith(statementCompact)) return 1;
  const sTokens = statement.tokens;
  const bTokens = bo.tokens;
  const sCount = Math.min(sTokens.length, MAX_TOKENS);
  const bCount = Math.min(bTokens.length, MAX_TOKENS);
  const lastIndex = sTokens.length - 1;
  // packed pair: similarity, then the statement token, then the BO token, so that sorting the
  // numbers in descending order puts strongest first and breaks ties by position, not by chance
  const pairs = pairScratch;
  pairs.length = 0;
  for (let s = 0; s < sCount; s++) {
    for (let b = 0; b < bCount; b++) {
      const sim = tokenSimilarity(sTokens[s], bTokens[b], s === lastIndex);
      if (sim > 0) pairs.push(sim * 4096 + (MAX_TOKENS - s) * 64 + (MAX_TOKENS - b));
    }
  }
  if (pairs.length === 0) return 0;
  // a handful of pairs: insertion sort, which unlike Array.prototype.sort allocates nothing
  for (let i = 1; i < pairs.length; i++) {
    const value = pairs[i];
    let j = i - 1;
    while (j >= 0 && pairs[j] < value) {
      pairs[j + 1] = pairs[j];
      j--;
    }
    pairs[j + 1] = value;
  }
  let usedS = 0;
  let usedB = 0;
  let explainedStatement = 0;
  let coveredBo = 0;
  let lastIsFragment = false;
  let endsOnBoLast = false;
  let wordsMatched = 0;
  let anotherSpelling = false;
  for (let p = 0; p < pairs.length; p++) {
    const packed = pairs[p];
    const kind = Math.floor(packed / 4096);
    const sim = kind / SAME;
    const s = MAX_TOKENS - (Math.floor(packed / 64) % 64);
    const b = MAX_TOKENS - (packed % 64);
    if (usedS & (1 << s) || usedB & (1 << b)) continue;
    usedS |= 1 << s;
    usedB |= 1 << b;
    const sToken = sTokens[s];
    const bToken = bTokens[b];
    // an initial before the cut stands for any word of that letter (M. is MUHAMMAD far more often than MADE);
    // so does one or two letters ending a text shorter than the bank's cut: EKO P is every Eko P's name,
    // no field cut it there (a clean-room audit: a stranger's EKO P approved EKO PRASETYO beside EKO PURNOMO)
    const initial = bToken.length > sToken.length && (sToken.length === 1 ? s !== lastIndex || statement.rawLength < TRUNCATION_HINT : sToken.length === 2 && s === lastIndex && statement.rawLength < TRUNCATION_HINT);
    if (!initial) wordsMatched++;
    if (kind === TYPO || kind === EXTENDED) anotherSpelling = true;
    explainedStatement += sToken.length * sim;
    // a short form (ACH for ACHMAD) stands for the whole word
    coveredBo += (sToken.length === 3 && isShortFormOf(sToken, bToken) ? bToken.length : Math.min(sToken.length, bToken.length)) * sim;
    if (s === lastIndex && sToken.length < bToken.length && bToken.startsWith(sToken)) lastIsFragment = true;
    if (s === lastIndex && b === bTokens.length - 1 && sToken === bToken) endsOnBoLast = true;
  }
  const lastToken = sTokens[lastIndex];
  // a text that ends on the player's last word whole reached the end of the name: nothing was cut
  // off, so a first word it lacks or names otherwise (MUHAMMAD RIZKY for AHMAD RIZKY) counts
  const cut = (statement.rawLength >= TRUNCATION_HINT && !endsOnBoLast) || (lastIsFragment && lastToken.length <= 2);
  const statementCoverage = explainedStatement / statement.letters;
  const boDenominator = cut ? Math.min(bo.letters, statement.letters) : bo.letters;
  const boCoverage = Math.min(1, coveredBo / boDenominator);
  let score =
    statementCoverage + boCoverage === 0 ? 0 : (2 * statementCoverage * boCoverage) / (statementCoverage + boCoverage);
  if (cut && statementCompact.length >= CUT_MIN_LETTERS && boCompact.startsWith(statementCompact)) score = 1;
  if (score < SHORTENED_NAME && writtenShorter(statement.tokens, bo.tokens)) score = SHORTENED_NAME;
  if (wordsMatched === 1 && bCount >= 2) score = Math.min(score, ONE_WORD_ONLY);
  if (anotherSpelling) score = Math.min(score, ANOTHER_WORD);
  if (score > ANOTHER_WORD && hasWordOfItsOwn(sTokens, sCount, usedS, lastIsFragment)) score = ANOTHER_WORD;
  if (score > ANOTHER_WORD && runsPastWholeName(statement, lastIndex, usedS, usedB, bCount)) score = ANOTHER_WORD;
  if (score > ANOTHER_WORD && bo.key.includes("BIN") && anotherPersonOfTheLine(bTokens, sTokens)) score = ANOTHER_WORD;
  // a last word of three letters that only begins the player's, in a text the bank did not
  // cut, is a name of its own (a clean-room audit: DEWI ADI approved DEWI ADITYA)
  if (score > ANOTHER_WORD && lastIsFragment && !cut && lastToken.length === 3 && !isShortFormOf(lastToken, bTokens[bTokens.length - 1] ?? "")) score = ANOTHER_WORD;
  return Math.min(1, score);
}

/** "son of", "daughter of": the words after it name the father, and their order is no bank's whim. */
const PATRONYM_WORDS: ReadonlySet<string> = new Set(["BIN", "BINTI"]);

/**
 * SULAIMAN BIN AHMAD is AHMAD BIN SULAIMAN's father, not a bank's word order of his name (a
 * clean-room audit: the father's payout approved the son's ticket as the same name). Both names
 * spelling out the patronym, the words before it must be the same person's.
 */
function anotherPersonOfTheLine(bo: readonly string[], statement: readonly string[]): boolean {
  const boAt = bo.findIndex((token) => PATRONYM_WORDS.has(token));
  const statementAt = boAt < 1 ? -1 : statement.findIndex((token) => PATRONYM_WORDS.has(token));
  if (statementAt < 1) return false;
  return bo.slice(0, boAt).join(" ") !== statement.slice(0, statementAt).join(" ");
}

/**
 * A whole word of the line that is no word of the player's name (NUR AGUS MULYADI for NUR
 * MULYADI, FIRMAN FITRI SINAGA for FIRMAN SINAGA): the bank prints its holder's name, and a holder
 * with a word more is a relative or a stranger as often as the player. A cut's last fragment and
 * an initial are no words of their own.
 */
function hasWordOfItsOwn(tokens: readonly string[], count: number, used: number, lastIsFragment: boolean): boolean {
  const last = tokens.length - 1;
  for (let s = 0; s < count; s++) {
    if (used & (1 << s) || tokens[s].length < 3 || isRemarkWord(tokens[s]) || PATRONYM_WORDS.has(tokens[s])) continue;
    if (s === last && lastIsFragment) continue;
    return true;
  }
  return false;
}

/**
 * A bank's cut that ends on a word's first letters past the player's whole name (AYU DWI GUNAWAN
 * HI, for AYU DWI GUNAWAN, whose name the bank prints whole): a longer name's beginning, AYU DWI
 * GUNAWAN HIDAYAT's (a clean-room audit: such payouts held as `ambigu`). Only a text of the full
 * field's length is cut so: shorter, its last letter is an initial of the holder's name as his
 * bank registered it (AYU DWI GUNAWAN R, 17 characters, for AYU DWI GUNAWAN: another audit). Two
 * letters that begin news (DE of DEPO) may be the sender's remark cut short: they prove nothing.
 */
const CUT_LENGTH = 18;
function runsPastWholeName(statement: ParsedName, lastIndex: number, usedS: number, usedB: number, boCount: number): boolean {
  if (statement.rawLength < CUT_LENGTH || lastIndex >= MAX_TOKENS || usedS & (1 << lastIndex)) return false;
  if (usedB !== (1 << boCount) - 1) return false;
  const fragment = statement.tokens[lastIndex];
  if (fragment.length > 2) return false;
  // one letter begins a name as often as news: SRI WAHYUNINGSIH P is SRI WAHYUNINGSIH PUTRI's cut
  // (a clean-room audit) though P also begins PEMBAYARAN; two letters of news (DE, TO) are news
  if (fragment.length === 1) return true;
  for (const word of REMARK_WORDS) if (word.startsWith(fragment)) return false;
  return true;
}

/**
 * A line that shows one word of a longer name (MANURUNGA, BAPAK SARAGIHO, MUHAMMAD YUSUF for YUSUF
 * ASMARA): a surname or a first name many people share, so it suggests the player but never
 * approves alone, however long that word is against the rest of the name. A bank's cut keeps the
 * name's beginning, which is two words in all but the rarest names (one long word cut is caught
 * above, by the compact prefix).
 */
const ONE_WORD_ONLY = 0.75;

/**
 * A word one letter off the player's (RIZKA for RIZKY, YANTI for YANTO, WAHYUDI for WAHYUNI) or
 * longer than it (FITRIA for FITRI) is as often a sister's or a stranger's name as a typo: with
 * the rest of the name alike it suggests the player, never approves.
 */
const ANOTHER_WORD = 0.75;

/**
 * A name written shorter is the same name ("ELSA SINAGA", "SARI P AZIZ", "M K LESTARI" for ELSA
 * SUTRISNO SINAGA, SARI PRABOWO AZIZ, MUHAMMAD KHOIRUL LESTARI): enough to approve, below a name
 * written whole, so a player whose name the line shows whole still wins it (by more than MARGIN).
 */
const SHORTENED_NAME = 0.85;

/**
 * The statement keeps the BO name's first and last words whole and, in between, some of its
 * words in order, each whole or as its initial.
 */
function writtenShorter(statement: readonly string[], bo: readonly string[]): boolean {
  const last = statement.length - 1;
  if (last < 1 || statement.length > bo.length) return false;
  if (statement[0] !== bo[0] || statement[last] !== bo[bo.length - 1] || statement[last].length < 3) return false;
  let b = 1;
  for (let s = 1; s < last; s++) {
    const word = statement[s];
    while (b < bo.length - 1 && bo[b] !== word && !(word.length === 1 && bo[b][0] === word)) b++;
    if (b >= bo.length - 1) return false;
    b++;
  }
  return true;
}

/**
 * The line keeps the BO name's first words whole and stops at a word's end (ZAKI AJI for ZAKI AJI
 * SIREGAR): a field cut shorter than 18 characters, or an account opened under the name without
 * its last word, but as often a stranger's whole name, so it never scores as the player's
 * (evidence.ts weighs it beside the amount). Two words of three letters or more at least: M. RIZKY
 * or one first name is many people's.
 */
export function cutAtWordEnd(bo: ParsedName, statement: ParsedName): boolean {
  const shown = statement.tokens;
  if (shown.length < 2 || shown.length >= bo.tokens.length || statement.letters < CUT_MIN_LETTERS) return false;
  let words = 0;
  for (let i = 0; i < shown.length; i++) {
    if (shown[i] !== bo.tokens[i]) return false;
    if (shown[i].length >= 3 && shown[i] !== MUHAMMAD) words++;
  }
  return words >= 2;
}

/** Similarity (0..1) of a BO full name and a statement's sender name, as raw strings. */
export function nameSimilarity(fullName: string, statementName: string): number {
  return parsedNameSimilarity(parseName(fullName), parseName(statementName));
}
