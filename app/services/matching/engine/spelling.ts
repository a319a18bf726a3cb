/** Indonesian names in the spelling of today, so that two spellings of one name compare equal. */

/**
 * Spelling changes that leave an Indonesian name the same name: the old Dutch-era spelling the
 * older generation's papers keep (OE for U, DJ for J, TJ for C, SJ and SY for S, CH and KH for
 * H), TH, DH and PH for T, D and F, a doubled letter written once (HASSAN, ANNISA), Y for I at the
 * end (RIZKY, HENDRY). Both sides are folded alike, so only what the two spellings share counts.
 */
const SPELLING_RULES: [RegExp, string][] = [
  [/OE/g, "U"],
  [/DJ/g, "J"],
  [/TJ/g, "C"],
  [/SJ/g, "S"],
  [/SY/g, "S"],
  [/[CK]H/g, "H"],
  [/TH/g, "T"],
  [/DH/g, "D"],
  [/PH/g, "F"],
  [/Y$/, "I"],
  [/([A-Z])\1+/g, "$1"],
];
const spellings = new Map<string, string>();
/** Words kept folded at most, so a long-running server does not hold every word it has seen. */
const CACHE_LIMIT = 500_000;

/** The word in today's spelling (both sides of a comparison are folded alike). */
export function spellingOf(word: string): string {
  let folded = spellings.get(word);
  if (folded !== undefined) return folded;
  folded = word;
  for (let previous = ""; previous !== folded; ) {
    previous = folded;
    for (const [pattern, replacement] of SPELLING_RULES) folded = folded.replace(pattern, replacement);
  }
  if (spellings.size >= CACHE_LIMIT) spellings.clear();
  spellings.set(word, folded);
  return folded;
}

/** Forget the folded words (the engine calls it after each run, with the name cache). */
export function releaseSpellingCache(): void {
  spellings.clear();
}
