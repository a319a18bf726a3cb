/**
 * Senders that are not the player: e-wallets and payment companies settle into the bank account
 * under their own name (FORMATS.md: DOMPET ANAK BANGSA is GoPay, VISIONET INTERNASI is OVO,
 * AIRPAY INTERNATION is ShopeePay). Such a line carries no player name, which is different from a
 * player name that disagrees.
 */
import { cleanText } from "./names";

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

const cache = new Map<string, boolean>();

/** True when the statement's sender is a payment company, not a person. */
export function isIntermediary(senderName: string | null | undefined): boolean {
  if (!senderName) return false;
  let known = cache.get(senderName);
  if (known === undefined) {
    known = check(senderName);
    if (cache.size > 100_000) cache.clear();
    cache.set(senderName, known);
  }
  return known;
}

function check(senderName: string): boolean {
  const cleaned = cleanText(senderName);
  if (cleaned === "") return false;
  if (EXACT.has(cleaned)) return true;
  const padded = `${cleaned} `;
  return PREFIXES.some((prefix) => padded.startsWith(`${prefix} `));
}
