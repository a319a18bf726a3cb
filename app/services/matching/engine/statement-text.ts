/**
 * Finding a person's name inside a whole statement line, for lines whose sender the parser could
 * not isolate: "BI-FAST CR TANGGAL :31/12 TRANSFER DR 451 AYU DIAJENG SEKAR".
 */
import { isRemarkWord } from "./remark-words";
import { foldNameWord, isLeadingHonorific, nameFromTokens, upperAscii, parsedNameSimilarity, type ParsedName } from "./names";

/** Words of bank texts that are never part of a name. */
const BANK_WORDS = new Set([
  "TRSF", "TRF", "TRANSFER", "TRANSFERAN", "E", "BANKING", "EBANKING", "MBANKING", "IBANKING", "CR", "DB",
  "DR", "KR", "KE", "DARI", "UNTUK", "BI", "FAST", "BIFAST", "SWITCHING", "TANGGAL", "TGL", "OTOMATIS",
  "MID", "TGH", "DDR", "PEMINDAHAN", "SETORAN", "SETOR", "TUNAI", "ATM", "QRIS", "TRX", "BY", "BIAYA",
  "REK", "REKENING", "FTSCY", "ADSCY", "WS", "INV", "INVOICE", "PAYMENT", "PEMBAYARAN", "TOPUP", "TOP",
  "UP", "DEPOSIT", "DEPO", "KARTU", "DEBIT", "KREDIT", "BCA", "BNI", "BRI", "MANDIRI", "CIMB", "NIAGA",
  "BSI", "PERMATA", "DANAMON", "MEGA", "BTN", "OCBC", "PANIN", "MCM", "INHOUSE", "ONLINE", "BERSAMA",
  "PRIMA", "LLG", "RTGS", "SKN", "NO", "REF", "BERITA", "KET", "KETERANGAN", "TRANSAKSI", "MUTASI",
  "PEND", "SA", "OB", "CA", "DOMPET", "ANAK", "BANGSA", "VISIONET", "INTERNASI", "INTERNASIONAL",
  "AIRPAY", "INTERNATION", "INTERNATIONAL", "BPK", "BAPAK", "IBU", "SDR", "SDRI", "SDRA", "SAUDARA",
  "SAUDARI", "TN", "NY", "PT", "TBK", "WD", "WITHDRAW", "FEE", "ADM", "ADMIN", "CHARGE",
  // cash machines and BI-FAST's own tags: `SETORAN VIA CDM TANGGAL :23/11 WSID:D5755`, `BI-FAST CR BIF`
  "VIA", "CDM", "CRM", "WSID", "BIF", "ATMB",
  // the layouts' own words (Mandiri's `MCM InhouseTrf DARI`, BRI's TRREMK, the e-wallets' reports): a
  // player named so would be "in the news" of every line of that bank (a clean-room audit)
  "INHOUSETRF", "INTERBANK", "INQUIRY", "MERCHANT", "TRANSACTION", "SETTLEMENT", "SETTLE", "REFUND", "TELLER",
  "TRUSER", "TRREMK", "GLSIGN", "NBMB", "EFEKTIF", "DEBET", "CREDIT",
]);

/** A word banks write in their own texts (TRANSFER, MANDIRI, BIAYA...): never a person's, nor a username worth looking for. */
export function isBankWord(word: string): boolean {
  return BANK_WORDS.has(word);
}

/** Which way a line moved money: a credit into the statement's account (deposits), a debit out of it (payouts). */
export type LineSide = "credit" | "debit";

const NO_HOLDER_WORDS: readonly string[] = [];

/**
 * BRI prints both ends of a transfer: `NBMB <sender> TO <receiver>` (also `IBIZ`, `BIFAST`). One end
 * is the statement's own account holder, the operator: the receiver of a credit (`NBMB KOMANG
 * TANOTO TO CV TERANG JAYA`), the sender of a payout (`NBMB CV TERANG JAYA TO RINA MARLINA`). Its
 * words are on every such line of the account and nobody's news: a clean-room audit saw a
 * stranger's credit approved for the player whose username is `terang`. The news the sender typed
 * follows in the next fields (`... TO CV SINAR HOKI DEPO elsapangg2`), which the stored text no
 * longer sets apart: the receiver's name is read as the upper-case words after TO up to a news
 * word (DEPO) or a word of another kind, and the news stays searched, since news naming another
 * player is what holds a namesake's pair. Upper case, as the username search reads words.
 */
export function ownHolderWords(text: string | null, side: LineSide): readonly string[] {
  if (text === null || !(text.includes(" TO ") || text.includes(" to "))) return NO_HOLDER_WORDS;
  const transfer = BOTH_ENDS.exec(text);
  if (transfer === null) return NO_HOLDER_WORDS;
  const [start, end] = transfer.indices![side === "credit" ? 2 : 1]!;
  const words: string[] = [];
  for (const word of text.slice(start, end).split(" ")) {
    if (word === "") continue;
    // the payout's sender ends at TO; the credit's receiver where the news begins
    if (side === "credit" && (!UPPER_WORD.test(word) || isRemarkWord(word))) break;
    if (UPPER_WORD.test(word)) words.push(word);
  }
  return words.length === 0 ? NO_HOLDER_WORDS : words;
}

/** as the statement parser reads it (upload/parsers/counterparty.ts BRIMO) */
const BOTH_ENDS = /\b(?:NBMB|IBIZ|BI-?FAST)\s+(.+?)\s+TO\s+(.+)$/di;
const UPPER_WORD = /^[A-Z]+$/;

export interface StatementText {
  /** the words that could be part of a name, in order */
  words: string[];
  /**
   * How long each word's stretch was as printed: from where each word starts, the printed
   * length up to where a later word ends is `ends[later] - starts[word]`, the bank words between
   * included (MEGA, a bank's name, in CITRA MEGA GINTING), and the title before it (`titles`)
   */
  starts: number[];
  ends: number[];
  /** the length of the title printed right before each word, with its space ("SDR " before BUDI: 4), 0 for none */
  titles: number[];
}

/**
 * The words of a statement line that could belong to a name (bank words, digits and codes dropped).
 * Codes with digits ("0205/FTSCY/WS95031", "QR8812") are not names, but KlikBCA glues the sender to
 * the amount ("72100000.00MICHAEL"): of a whitespace-separated token, only the letters after its
 * last digit are kept. One pass over the characters: this runs for every line without a sender.
 */
export function parseStatementText(description: string | null | undefined): StatementText | null {
  if (!description) return null;
  const text = upperAscii(description);
  const runs: string[] = [];
  const runStarts: number[] = [];
  let tokenStart = 0;
  let runStart = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (c >= 65 && c <= 90) {
      if (runStart < 0) runStart = i;
      continue;
    }
    if (runStart >= 0) {
      runs.push(text.slice(runStart, i));
      runStarts.push(runStart);
      runStart = -1;
    }
    if (c >= 48 && c <= 57) runs.length = runStarts.length = tokenStart;
    else if (c === 32 || c === 9 || c === 10 || c === 13) tokenStart = runs.length;
  }
  const words: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const titles: number[] = [];
  // whether run r - 1 is printed right before run r (a space, or a dot and a space: M. RIZKY)
  const adjacent = (r: number) => r > 0 && runStarts[r] - (runStarts[r - 1] + runs[r - 1].length) <= 2;
  for (let r = 0; r < runs.length; r++) {
    const word = runs[r];
    if (word.length < 2 || BANK_WORDS.has(word)) continue;
    words.push(foldNameWord(word, false));
    // the initials printed beside a word are part of the printed name (M. RIZKY SUT, KURNIA YULIA W)
    let first = r;
    while (adjacent(first) && runs[first - 1].length === 1) first--;
    let last = r;
    while (last + 1 < runs.length && adjacent(last + 1) && runs[last + 1].length === 1) last++;
    starts.push(runStarts[first]);
    ends.push(runStarts[last] + runs[last].length);
    // a name printed after its title (SDR BUDI SANTOSO WIB) was cut with the title in the field
    titles.push(adjacent(first) && isLeadingHonorific(runs[first - 1]) ? runStarts[first] - runStarts[first - 1] : 0);
  }
  return words.length === 0 ? null : { words, starts, ends, titles };
}

function wordFits(word: string, bo: ParsedName, isLast: boolean): boolean {
  for (const token of bo.tokens) {
    if (word === token) return true;
    if (token.length > 1 && token.startsWith(word) && (isLast || word.length >= 3)) return true;
  }
  return false;
}

/**
 * Similarity (0..1) of a BO full name and the best stretch of a statement line: the words from the
 * first to the last one that belong to the name, with the word on either side of them. That word
 * is most often the printed name's own (`DARI 002 AYU HARTONO` is not AYU, `DARI 009 TRI KUSUMA
 * KURNIAWAN` not KURNIAWAN), and the likeness then counts it as one the player's name lacks. The
 * stretch was cut by the bank only when it is as long as a cut (TRUNCATION_HINT): `DARI 002
 * SUPARMAN` is no cut SUPARMAN INDAH SUHENDRA KURNIAWAN (a clean-room audit had both approved).
 */
export function nameInText(bo: ParsedName, text: StatementText): number {
  const words = text.words;
  let first = -1;
  let last = -1;
  for (let i = 0; i < words.length; i++) {
    if (wordFits(words[i], bo, i === words.length - 1)) {
      if (first < 0) first = i;
      last = i;
    }
  }
  if (first < 0) return 0;
  const from = Math.max(0, first - 1);
  const to = Math.min(words.length - 1, last + 1);
  const printed = text.ends[to] - text.starts[from] + text.titles[from];
  return parsedNameSimilarity(bo, nameFromTokens(words.slice(from, to + 1), printed));
}

/**
 * How long the sender was as the bank printed it, the title included: banks cut the field at about
 * 18 characters with the title in it ("BAPAK KURNIA PANGA"), and the stored sender has the title
 * dropped ("KURNIA PANGA"), too short to look cut on its own. Only a sender that ends its field
 * counts (the text's end, or a `|` or `/` that BNI and Mandiri put between parts), since the cut
 * is at the field's end; otherwise the sender's own length.
 */
export function printedSenderLength(sender: string, description: string | null): number {
  if (!description) return sender.length;
  const start = senderAtFieldEnd(sender, description);
  if (start < 2 || description.charCodeAt(start - 1) !== 32) return sender.length;
  let wordEnd = start - 1;
  while (wordEnd > 0 && description.charCodeAt(wordEnd - 1) === 32) wordEnd--;
  // titles are at most 7 letters (SAUDARI), with a dot at times (BPK.), and KlikBCA glues them to the amount ("250000.00BAPAK")
  const titleEnd = description.charCodeAt(wordEnd - 1) === 46 ? wordEnd - 1 : wordEnd;
  let wordStart = titleEnd;
  while (wordStart > 0 && isLetter(description.charCodeAt(wordStart - 1))) wordStart--;
  if (titleEnd - wordStart < 2 || titleEnd - wordStart > 7) return sender.length;
  return isLeadingHonorific(description.slice(wordStart, titleEnd).toUpperCase()) ? wordEnd - wordStart + 1 + sender.length : sender.length;
}

/**
 * Where the sender stands in the text with nothing after it but spaces before the text's end, a
 * `|` or `/`, or a last number (Mandiri's second Description column, `25561158934`, joined on); -1
 * when nowhere.
 */
function senderAtFieldEnd(sender: string, description: string): number {
  for (let start = description.lastIndexOf(sender); start >= 0; start = start > 0 ? description.lastIndexOf(sender, start - 1) : -1) {
    let end = start + sender.length;
    while (end < description.length && description.charCodeAt(end) === 32) end++;
    const next = end < description.length ? description.charCodeAt(end) : -1;
    if (next === -1 || next === PIPE || next === SLASH || (end > start + sender.length && isLastNumber(description, end))) return start;
  }
  return -1;
}

function isLastNumber(text: string, from: number): boolean {
  let end = text.length;
  while (end > from && text.charCodeAt(end - 1) === 32) end--;
  for (let i = from; i < end; i++) if (text.charCodeAt(i) < 48 || text.charCodeAt(i) > 57) return false;
  return end > from;
}
const PIPE = 124;
const SLASH = 47;

/**
 * BRI's CMS statement keeps a short text (DESK_TRAN, "TRF DARI BUDI" for BUDI SANTOSO) beside the
 * fuller TRREMK (FORMATS.md): a sender read from that short text alone was cut there, at whatever
 * length the field left it.
 */
export function cutInShortText(sender: string, description: string | null, accountBank: string | null | undefined): boolean {
  if (!description || accountBank?.trim().toUpperCase() !== "BRI") return false;
  const text = description.trimStart().toUpperCase();
  const name = sender.toUpperCase();
  // and only there: not where TRREMK names the sender whole after it (TRF DARI SUTRISNO NBMB SUTRISNO TO ...)
  return text.startsWith(SHORT_TEXT_SENDER) && text.startsWith(name, SHORT_TEXT_SENDER.length) && !text.includes(name, SHORT_TEXT_SENDER.length + name.length);
}
const SHORT_TEXT_SENDER = "TRF DARI ";

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}
