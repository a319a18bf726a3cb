/**
 * Words senders type as news (berita) around their name: "DEPO PL123X", "TOPUP SALDO". A name
 * never holds one of them, nor a digit; the parser cuts them off the sender, and a sender still
 * holding one is not taught as an alias (aliases.ts): it could be anybody's news.
 */
export const REMARK_WORDS: ReadonlySet<string> = new Set([
  "DEPO", "DEPOSIT", "DP", "TOPUP", "TOP", "UP", "ISI", "SALDO", "TF", "TRF", "TRANSFER", "BAYAR", "BYR", "PEMBAYARAN",
  "SETOR", "SETORAN", "KIRIM", "BONUS", "INV", "INVOICE", "UTK", "UNTUK", "BERITA", "KET", "WD",
  // what the operator writes on a payout (PAYOUT, the operators' English; PENCAIRAN, CAIR: cashed out)
  "WITHDRAW", "WITHDRAWAL", "PENARIKAN", "TARIK", "PAYOUT", "PENCAIRAN", "CAIR",
  // what a player entrusts (TITIP) and for which game: verbs and nouns of news, never a person's name
  "TITIP", "GAME",
  // players' slang for a winning slot (gacor, maxwin), typed beside the name: `EKO SETIADI GCR`
  "GCR", "GACOR", "MAXWIN",
  // and their cheers (mantap: great, cuan: profit, hoki: luck): a player named so in the BO is no
  // player the news names (a clean-room audit: a sender's MANTAP held two rows for user mantap)
  "MANTAP", "CUAN", "HOKI", "JACKPOT", "SLOT",
]);

/** A word of news, not of a name: one of REMARK_WORDS (punctuation aside) or any word holding a digit. */
export function isRemarkWord(word: string): boolean {
  return /\d/.test(word) || REMARK_WORDS.has(word.toUpperCase().replace(/[^A-Z]/g, ""));
}

/** An amount as senders type it in the news: 100K, 50RB, 1JT, 2.5JT, 100RIBU. */
const AMOUNT_WORD = /^\s*\d+(?:[.,]\d+)?(?:K|RB|RIBU|JT|JUTA)\s*$/i;

/**
 * Whether a word is an amount as senders type it (`DEPO 100K`): a player whose username reads so
 * would be "in the news" of every stranger's transfer of that amount (a clean-room audit: 16 unpaid
 * tickets of users 100k, 50rb, 200k approved so).
 */
export function isAmountWord(word: string): boolean {
  // nearly every username starts with a letter: one look, not a pattern, for each row of a run
  const first = word.charCodeAt(0);
  return (first === 32 || (first >= 48 && first <= 57)) && AMOUNT_WORD.test(word);
}
