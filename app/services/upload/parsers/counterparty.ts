import { displayName } from "./names";
import type { Direction, Wallet } from "./types";

/**
 * Who sent a credit (or received a debit), read from a statement line's text. Each bank and
 * channel puts the name somewhere else (FORMATS.md); the rules below are tried in order and the
 * first that finds a name wins. A wrong name is worse than none, so unknown texts give null.
 */
export interface Counterparty {
  name: string | null;
  accountNo: string | null;
  wallet: Wallet | null;
  /** a merchant settlement (QRIS/EDC `KR OTOMATIS`): there is no player behind it */
  settlement: boolean;
}

/** E-wallet operators as they appear, truncated, in bank transfer texts. */
const WALLET_COMPANIES: ReadonlyArray<readonly [RegExp, Wallet]> = [
  [/DOMPET\s+ANAK\s+BAN/, "GOPAY"],
  [/VISIONET\s+INTERN/, "OVO"],
  [/AIRPAY\s+INTERN/, "SHOPEEPAY"],
  [/ESPAY\s+DEBIT/, "DANA"],
  [/FINTEK\s+KARYA/, "LINKAJA"],
];

export function walletOf(text: string): Wallet | null {
  const upper = text.toUpperCase();
  for (const [pattern, wallet] of WALLET_COMPANIES) if (pattern.test(upper)) return wallet;
  return null;
}

/** Where a name stops: a field separator, a padded gap, or an account / reference number. */
function cutName(text: string): string {
  return text.split(/\s{2,}|\||\/|\b\d{5,}\b|\bTGH\s*:|\bREF\b/i)[0] ?? "";
}

function finish(rawName: string | null, accountNo: string | null, wallet: Wallet | null): Counterparty {
  let name = rawName === null ? null : displayName(cutName(rawName));
  if (name && walletOf(name)) name = null;
  return { name, accountNo, wallet, settlement: false };
}

const SETTLEMENT = /\bKR\s+OTOMATIS\b|\bMERCHANT\s+SETTLEMENT\b/i;
const ACCOUNT_THEN_NAME = /\b(?:DARI|KE|FROM|TO)\s+(\d{5,})\s+(?:A\/N\s+)?([A-Za-z].*)$/i;
const BANK_CODE_THEN_NAME = /\b(?:TRANSFER|TRF|TRSF)\s+(?:DR|DARI|KE|KPD)\s+\d{3}\s+([A-Za-z].*)$/i;
const BCA_EBANKING = /^TRSF\s+E-BANKING\s+(?:CR|DB)\s+\S+\s*(?:\d+\.\d{2})?(.*)$/i;
const BRIMO = /\bNBMB\s+(.+?)\s+TO\s+(.+)$/i;
const MANDIRI_ACCOUNTS = /\bDR\s+(\d{6,})\s+KR\s+(\d{6,})/i;
const SLASH_NAME = /(?:^|\s)\d{4,}\/([A-Za-z][^/]*?)\s*(?:\/|$)/;
const FROM_NAME = /\bDARI\s+(?:(?:REK(?:ENING)?|NO)\.?\s*)?(?:(\d{5,})\s+)?(?:A\/N\s+)?([A-Za-z][^|]*)$/i;
const TO_NAME = /\b(?:KE|KPD|KEPADA)\s+(?:(?:REK(?:ENING)?|NO)\.?\s*)?(?:(\d{5,})\s+)?(?:A\/N\s+)?([A-Za-z][^|]*)$/i;

export function extractCounterparty(description: string, direction: Direction): Counterparty {
  const text = description.replace(/\u00a0/g, " ").trim();
  const wallet = walletOf(text);
  if (!text || SETTLEMENT.test(text)) return { name: null, accountNo: null, wallet, settlement: SETTLEMENT.test(text) };

  // BNI: pipe-separated parts, the name after the account number in one of them
  if (text.includes("|")) {
    for (const part of text.split("|")) {
      const match = ACCOUNT_THEN_NAME.exec(part.trim());
      if (match) return finish(match[2], match[1], wallet);
    }
  }

  // BI-FAST and SWITCHING: 'TRANSFER DR 451 AYU DIAJENG SEKAR'
  let match = BANK_CODE_THEN_NAME.exec(text);
  if (match) return finish(match[1], null, wallet);

  // BCA e-banking: the name is the last padded field after the amount
  match = BCA_EBANKING.exec(text);
  if (match) {
    const fields = match[1].split(/\s{2,}/).map((field) => field.trim()).filter(Boolean);
    return finish(fields.length > 0 ? fields[fields.length - 1] : null, null, wallet);
  }

  // BRImo: 'NBMB <sender> TO <receiver>'
  match = BRIMO.exec(text);
  if (match) return finish(direction === "CR" ? match[1] : match[2], null, wallet);

  // Mandiri MCM: 'DR <sender account> KR <receiver account>' then '<ref>/NAME/...' or 'DARI NAME'
  let accountNo: string | null = null;
  match = MANDIRI_ACCOUNTS.exec(text);
  if (match) accountNo = direction === "CR" ? match[1] : match[2];

  match = ACCOUNT_THEN_NAME.exec(text);
  if (match && !MANDIRI_ACCOUNTS.test(text)) return finish(match[2], match[1], wallet);

  // only where the text is Mandiri's: elsewhere '0205/FTSCY/...' is a reference, not a name
  match = accountNo !== null || /^\d{4,}\//.test(text) ? SLASH_NAME.exec(text) : null;
  if (match) return finish(match[1], accountNo, wallet);

  match = (direction === "CR" ? FROM_NAME : TO_NAME).exec(text);
  if (match) return finish(match[2], match[1] ?? accountNo, wallet);

  return { name: null, accountNo, wallet, settlement: false };
}
