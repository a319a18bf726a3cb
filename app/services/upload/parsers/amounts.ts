import type { Cents } from "~/services/money";
import type { Direction } from "./types";

/**
 * Amounts as banks, e-wallets and Excel write them, read into integer cents without ever
 * going through a float: `1.000.000,00`, `1,000,000.00`, `.00`, `Rp 1.234`, `1234.5`,
 * `-50.000`, `(50.000)`, `7,083,000.00 DB`, `47.146.923,00 CR`.
 */
export type AmountCell =
  | { kind: "empty" }
  | { kind: "invalid" }
  | { kind: "amount"; cents: Cents; direction: Direction | null };

/** The largest amount accepted: DECIMAL(18,2) leaves room for more, a statement never needs it. */
const MAX_CENTS = 99_999_999_999_999;

const CREDIT_WORDS = new Set(["CR", "C", "K", "KR", "CREDIT", "KREDIT"]);
const DEBIT_WORDS = new Set(["DB", "D", "DR", "DEBIT", "DEBET"]);
// Words may be glued to the number (`511400.00DB`); a single letter needs a space before it,
// since `50K` is how people write fifty thousand.
const DIRECTION_SUFFIX = /(?:(?<=[\d.,])\s*(CR|DB|DR|KR|CREDIT|KREDIT|DEBIT|DEBET)|\s+(C|D|K))\.?\s*$/i;
const CURRENCY = /\b(?:rp|idr)\b\.?|\brp\.?/gi;

function directionWord(word: string): Direction | null {
  const upper = word.toUpperCase();
  if (CREDIT_WORDS.has(upper)) return "CR";
  if (DEBIT_WORDS.has(upper)) return "DB";
  return null;
}

/**
 * The common case of exports and our own files, `150000` or `150000.00` (up to 15 digits, a
 * point and one or two decimals), in cents without the general path; -1 for anything else.
 */
export function plainAmountCents(raw: string, unit: "rupiah" | "cents" = "rupiah"): number {
  const length = raw.length;
  let value = 0;
  let i = 0;
  for (; i < length; i++) {
    const code = raw.charCodeAt(i) - 48;
    if (code < 0 || code > 9) break;
    value = value * 10 + code;
  }
  if (i === 0 || i > 15) return -1;
  let cents: number;
  if (i === length) cents = unit === "cents" ? value : value * 100;
  else {
    const decimals = length - i - 1;
    if (unit === "cents" || raw.charCodeAt(i) !== 46 || decimals < 1 || decimals > 2) return -1;
    const first = raw.charCodeAt(i + 1) - 48;
    const second = decimals === 2 ? raw.charCodeAt(i + 2) - 48 : 0;
    if (first < 0 || first > 9 || second < 0 || second > 9) return -1;
    cents = value * 100 + first * 10 + second;
  }
  return cents <= MAX_CENTS ? cents : -1;
}

/**
 * @param unit "rupiah" for amounts written in rupiah (the usual case), "cents" for files that
 *   write the amount as an integer number of cents (DANA's TXN_AMOUNT).
 */
const WHOLE_RUPIAH = /(\d)[.,][-\u2013\u2212](?![\d.,])/;

export function parseAmountCell(raw: string, unit: "rupiah" | "cents" = "rupiah"): AmountCell {
  const plain = plainAmountCents(raw, unit);
  if (plain >= 0) return { kind: "amount", cents: plain, direction: null };
  let text = raw.replace(/[\u00a0\ufeff]/g, " ").trim();
  if (text.startsWith("'") || text.startsWith("`")) text = text.slice(1).trim();
  if (text === "" || /^[-\u2013\u2014]$/.test(text)) return { kind: "empty" };
  // `Rp 150.000,-`: whole rupiah, as Indonesians write it; a minus right after a digit stays a sign
  text = text.replace(WHOLE_RUPIAH, "$1");

  let direction: Direction | null = null;
  const suffix = DIRECTION_SUFFIX.exec(text);
  if (suffix && /\d/.test(text.slice(0, suffix.index))) {
    direction = directionWord(suffix[1] ?? suffix[2]);
    text = text.slice(0, suffix.index);
  }

  text = text.replace(CURRENCY, "").replace(/\s+/g, "");
  let negative = false;
  if (text.startsWith("(") && text.endsWith(")")) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (/^[-\u2212]/.test(text)) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith("+")) {
    text = text.slice(1);
  } else if (/[-\u2212]$/.test(text)) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  if (!/^[0-9.,]*[0-9][0-9.,]*$/.test(text) && !/^[.,]\d{1,2}$/.test(text)) return { kind: "invalid" };

  const cents = unit === "cents" ? integerCents(text) : rupiahCents(text);
  if (cents === null || cents > MAX_CENTS) return { kind: "invalid" };
  return { kind: "amount", cents: negative ? -cents : cents, direction };
}

/** DANA-style integer cents: digits only, thousands separators tolerated. */
function integerCents(text: string): number | null {
  const digits = text.replace(/[.,](?=\d{3}(?:[.,]|$))/g, "");
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

function rupiahCents(text: string): number | null {
  const lastDot = text.lastIndexOf(".");
  const lastComma = text.lastIndexOf(",");
  let integer = text;
  let fraction = "";

  if (lastDot >= 0 && lastComma >= 0) {
    // both present: the later one is the decimal mark, the other groups thousands
    const decimal = lastDot > lastComma ? "." : ",";
    const at = Math.max(lastDot, lastComma);
    integer = text.slice(0, at);
    fraction = text.slice(at + 1);
    if (integer.includes(decimal)) return null;
    const group = decimal === "." ? "," : ".";
    if (!validGroups(integer, group)) return null;
    integer = integer.split(group).join("");
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? "." : ",";
    const parts = text.split(mark);
    const tail = parts[parts.length - 1];
    if (parts.length === 2 && tail.length !== 3) {
      // one mark not followed by a group of three: a decimal mark (`1234.5`, `.00`, `150000,00`)
      integer = parts[0];
      fraction = tail;
    } else {
      // `1.000.000`, `1,000`, `Rp 1.234`: thousands groups
      if (!validGroups(text, mark)) return null;
      integer = parts.join("");
    }
  }

  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction)) return null;
  if (integer === "" && fraction === "") return null;
  if (fraction.length > 2) {
    // `100.000000001` from a spreadsheet's float: round; `1,234.567` is not money
    const extra = fraction.slice(2);
    if (!/^0+$/.test(extra) && !(extra.length >= 5 && /^(?:0+|9+)\d?$/.test(extra))) return null;
    const rounded = Math.round(Number(`0.${fraction}`) * 100);
    return Number(integer || "0") * 100 + rounded;
  }
  return Number(integer || "0") * 100 + Number(fraction.padEnd(2, "0"));
}

/** `1.234.567` groups: 1-3 leading digits, then groups of exactly three. */
function validGroups(text: string, mark: string): boolean {
  const groups = text.split(mark);
  if (groups.length === 1) return /^\d*$/.test(groups[0]);
  if (!/^\d{1,3}$/.test(groups[0])) return false;
  return groups.slice(1).every((group) => /^\d{3}$/.test(group));
}

/** Read a CR/DB marker from a direction column: CR/DB, C/D, Cr/Db, K/D, and the words payment systems use. */
export function parseDirectionCell(raw: string): Direction | null | "invalid" {
  const text = raw.trim().replace(/^['`]/, "").toUpperCase().replace(/[^A-Z]/g, "");
  if (text === "") return null;
  const word = directionWord(text);
  if (word) return word;
  if (CREDIT_KEYWORDS.test(text)) return "CR";
  if (DEBIT_KEYWORDS.test(text)) return "DB";
  return "invalid";
}

const CREDIT_KEYWORDS = /^(?:IN|MASUK|UANGMASUK|DEPOSIT|DEPO|DP|TOPUP|PAYIN|PAYMENT|PEMBAYARAN|PURCHASE|TERIMA|PENERIMAAN|SETORAN|INCOMING|KREDIT\w*|CREDIT\w*)$/;
const DEBIT_KEYWORDS = /^(?:OUT|KELUAR|UANGKELUAR|WITHDRAW|WITHDRAWAL|WD|PAYOUT|REFUND|REVERSAL|TARIK|PENARIKAN|DISBURSEMENT|PENGELUARAN|OUTGOING|DEBIT\w*|DEBET\w*)$/;
