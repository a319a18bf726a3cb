/**
 * Senders that are not the player: e-wallets and payment companies settle into the bank account
 * under their own name (FORMATS.md: DOMPET ANAK BANGSA is GoPay, VISIONET INTERNASI is OVO,
 * AIRPAY INTERNATION is ShopeePay). Such a line carries no player name, which is different from a
 * player name that disagrees.
 */
import { parseName, type ParsedName } from "./names";

/** Whole sender names that are companies (short: a person could be called DANA SUPRIATNA). */
const EXACT = new Set(["DANA", "OVO", "GOPAY", "GO PAY", "FLIP", "QRIS", "DOKU", "LINKAJA", "SHOPEEPAY", "SHOPEE PAY"]);

/** Beginnings of company names, as the bank cuts them, always followed by another word or the end. */
const PREFIXES = [
  "DOMPET ANAK BANGSA",
  "DOMPET ANAK",
  "VISIONET INTERNASI",
  "VISIONET",
  "AIRPAY INTERNATION",
  "AIRPAY",
  "ESPAY DEBIT",
  "ESPAY",
  "FINNET",
  "FINARYA",
  "FINTEK KARYA NUSANTARA",
  "FLIPTECH",
  "XENDIT",
  "MIDTRANS",
  "DUITKU",
  "NICEPAY",
  "FASPAY",
  "NEXUS PAY",
  "NEXUSPAY",
  "SHOPEEPAY",
  "GOPAY",
  "LINKAJA",
  "QRIS",
  "PT",
];

/** True when the statement's sender is a payment company, not a person. */
export function isIntermediary(senderName: string | null | undefined): boolean {
  return senderName ? isIntermediaryName(parseName(senderName)) : false;
}

/** The same for a parsed name (the answer is kept on it: names repeat across lines). */
export function isIntermediaryName(name: ParsedName): boolean {
  // an honorific or a folded MUHAMMAD changed the text: companies have neither, this is a person
  name.intermediary ??= name.rawLength === name.key.length && check(name.key);
  return name.intermediary;
}

const PREFIXES_SPACED = PREFIXES.map((prefix) => `${prefix} `);
/** The first word of every prefix: most names fail here, after one set lookup. */
const FIRST_WORDS = new Set(PREFIXES.map((prefix) => prefix.split(" ")[0]));

function check(cleaned: string): boolean {
  if (cleaned === "") return false;
  if (EXACT.has(cleaned)) return true;
  const space = cleaned.indexOf(" ");
  if (!FIRST_WORDS.has(space < 0 ? cleaned : cleaned.slice(0, space))) return false;
  const padded = `${cleaned} `;
  return PREFIXES_SPACED.some((prefix) => padded.startsWith(prefix));
}

/** The e-wallet operators' names as banks cut them, anywhere in a line's text. */
const IN_TEXT = /DOMPET\s+ANAK\s+BAN|VISIONET\s+INTERN|AIRPAY\s+INTERN|ESPAY\s+DEBIT|FINTEK\s+KARYA/i;

/**
 * True when a line whose sender the parser left empty was paid through an e-wallet, as its text
 * says ('SF 0308 AIRPAY INTERNATION' is ShopeePay with its own reference): the rest of the text is
 * the operator's, not a person's name that disagrees with the player's.
 */
export function textNamesIntermediary(description: string | null | undefined): boolean {
  return description ? IN_TEXT.test(description) : false;
}
