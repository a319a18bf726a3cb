/**
 * Player names as statements and BO exports write them. Bank texts prefix honorifics (SDR, BPK,
 * IBU...), truncate at a fixed width, and spell Muhammad half a dozen ways; the BO has the name
 * the player registered with. These helpers give both sides one comparable form. The matcher
 * imports them: keep them free of anything upload-specific.
 */

/** Titles that precede a name in bank texts and are not part of it. */
export const HONORIFICS: ReadonlySet<string> = new Set([
  "SDR", "SDRI", "SDRA", "SAUDARA", "SAUDARI",
  "BPK", "BAPAK", "PAK",
  "IBU",
  "TN", "TUAN", "NY", "NYONYA", "NN", "NONA",
  "MR", "MRS",
]);

/** Spellings of Muhammad, folded to one form before names are compared. */
const MUHAMMAD_VARIANTS: ReadonlySet<string> = new Set([
  "MUHAMMAD", "MUHAMAD", "MUHAMMED", "MUHAMED", "MUHAMMAT", "MUHAMMADH",
  "MOHAMMAD", "MOHAMAD", "MOHAMMED", "MOHAMED", "MOHAMMAT",
  "MOCHAMMAD", "MOCHAMAD", "MOCHAMMED", "MOCH", "MOCHD",
  "MUCHAMMAD", "MUCHAMAD", "MUCH",
  "MUHAMMADD", "MOHD", "MHD", "MUHD", "MOH", "MUH",
]);

export const MUHAMMAD = "MUHAMMAD";

/** Upper case words of a name: punctuation becomes a space, digits stay. */
export function nameTokens(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

export function isHonorific(token: string): boolean {
  return HONORIFICS.has(token.toUpperCase().replace(/\.$/, ""));
}

/** Drop honorifics wherever they stand (BNI writes 'Sdr' right before the name, BCA 'SDRI'). */
export function stripHonorifics(tokens: readonly string[]): string[] {
  const kept = tokens.filter((token) => !isHonorific(token));
  return kept.length > 0 ? kept : [...tokens];
}

/**
 * One spelling for Muhammad. A lone `M` counts only as the first of several words (`M. RIZKY`),
 * where Indonesian names use it for Muhammad.
 */
export function foldMuhammad(tokens: readonly string[]): string[] {
  return tokens.map((token, index) => {
    if (MUHAMMAD_VARIANTS.has(token)) return MUHAMMAD;
    if (token === "M" && index === 0 && tokens.length > 1) return MUHAMMAD;
    return token;
  });
}

/**
 * The comparable form of a name: upper case, punctuation removed, honorifics stripped, Muhammad
 * folded, single spaces. 'Sdr. Moh. Rizky' and 'MUHAMMAD RIZKY' are both 'MUHAMMAD RIZKY'.
 */
export function normalizeName(text: string | null | undefined): string {
  if (!text) return "";
  return foldMuhammad(stripHonorifics(nameTokens(text))).join(" ");
}

/**
 * A name for display and storage: upper case, single spaces, leading honorifics stripped,
 * otherwise as written (no folding: staff should see what the bank wrote). Letters of any script
 * count: 王小明 and JOSÉ are stored as they came, though the matcher compares only their Latin part.
 */
export function displayName(text: string | null | undefined): string | null {
  if (!text) return null;
  const words = text.toUpperCase().replace(/[\s\u00a0]+/g, " ").trim().split(" ").filter(Boolean);
  while (words.length > 1 && isHonorific(words[0].replace(/[^A-Z]/g, ""))) words.shift();
  const name = words.join(" ").replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.)]+$/gu, "").trim();
  return /\p{L}{2}/u.test(name) ? name : null;
}
