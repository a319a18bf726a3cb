import { displayName } from "~/services/matching/engine/names";
import { isRemarkWord } from "~/services/matching/engine/remark-words";
import { isKnownBank, walletOfOperator } from "~/services/matching/engine/sender-bank";
import type { Direction, Wallet } from "./types";

/**
 * Who sent a credit (or received a debit), read from a statement line's text, with the remark
 * (berita) the sender typed and the reference the bank wrote, each on its own: the stored sender
 * is the name alone. Each bank and channel puts them somewhere else (FORMATS.md); the rules below
 * are tried in order and the first that finds a name wins. A wrong name is worse than none, so
 * unknown texts give null.
 */
export interface Counterparty {
  name: string | null;
  accountNo: string | null;
  wallet: Wallet | null;
  /** a merchant settlement (QRIS/EDC `KR OTOMATIS`): there is no player behind it */
  settlement: boolean;
  /** what the sender wrote as news (`DEPO PL123X`), spaces collapsed */
  remark: string | null;
  /** the bank's own reference in the text (`0205/FTSCY/WS95031`, BNI's journal part, Mandiri's number before /NAME/) */
  reference: string | null;
}

const WALLET_START = /DOMPET\s+ANAK|VISIONET|AIRPAY|ESPAY\s+DEBIT|FINTEK\s+KARYA/i;

/** E-wallet operators as they appear, truncated, in bank transfer texts (the matcher's table). */
export function walletOf(text: string): Wallet | null {
  return walletOfOperator(text.toUpperCase());
}

/**
 * Where a name stops: a field separator, a padded gap, or an account / reference number. But two
 * names of two words or more either side of a slash (`SITI AMINAH/ BUDI SANTOSO`, a joint account)
 * are both the sender's: cut at the slash, the first alone approved her ticket while the other,
 * named where BCA prints the sender, had one of the amount too (a clean-room audit).
 */
function cutName(text: string): string {
  const parts = text.split(/(\||\/|\b\d{5,}\b|\bTGH\s*:|\bREF\b)/i);
  const first = fieldsOf(parts[0] ?? "")[0] ?? "";
  if (parts[1] === "/" && parts.length > 2 && first === parts[0] && isJointName(first)) {
    const second = fieldsOf(parts[2].trimStart())[0] ?? "";
    if (isJointName(second)) return `${first.trim()} / ${second.trim()}`;
  }
  return first;
}

const isJointName = (field: string) => isCapitalName(field.trim()) && field.trim().split(/\s+/).length >= 2;

/** Words of capitals only, none of them news: what a bank prints a name as. */
const CAPITAL_NAME = /^[A-Z][A-Z.' ]*$/;
const isCapitalName = (field: string) => CAPITAL_NAME.test(field) && !field.split(/\s+/).some(isRemarkWord);

/**
 * A text's fields, apart where the bank padded them (two spaces or more). Two words of capitals
 * exactly two spaces apart are one name printed with a double space (`BUDI  SANTOSO`): a padded
 * gap is wider, and cut there the name lost a word, and a one-word player was approved on the
 * other (a clean-room audit: SANTOSO on BUDI SANTOSO's transfer).
 */
function fieldsOf(text: string): string[] {
  const parts = text.split(/(\s{2,})/);
  const fields: string[] = [parts[0]];
  for (let i = 2; i < parts.length; i += 2) {
    const previous = fields[fields.length - 1];
    // kept as printed: what follows a name is found by its length in the text
    if (parts[i - 1] === "  " && isCapitalName(previous.trim()) && isCapitalName(parts[i].trim())) fields[fields.length - 1] = `${previous}  ${parts[i]}`;
    else fields.push(parts[i]);
  }
  return fields;
}

const LOWER = /[a-z]/;

const collapse = (text: string | null | undefined) => {
  const value = (text ?? "").replace(/\s+/g, " ").trim();
  return value === "" ? null : value;
};

interface Parts {
  name?: string | null;
  accountNo?: string | null;
  remark?: string | null;
  reference?: string | null;
}

/**
 * The name and the news around it in the text where a rule found the name: news the sender typed
 * before it, then the name up to the first word of news (a name never holds a digit nor one of
 * REMARK_WORDS), then the news from that word on, with what the name's cut left after it.
 */
function nameAndNews(text: string): { name: string; before: string; after: string } {
  const head = cutName(text);
  const words = head.trim().split(/\s+/).filter(Boolean);
  let start = 0;
  while (start < words.length && isRemarkWord(words[start])) start++;
  let end = start;
  // banks print the name in capitals and keep the news as typed: `FIRMAN SUPRIYADI firmanzz depo`
  const typedAfter = (word: string) => LOWER.test(word) && end > start && words.slice(start, end).every((part) => !LOWER.test(part));
  while (end < words.length && !isRemarkWord(words[end]) && !typedAfter(words[end])) end++;
  const rest = text.slice(head.length);
  // news the bank set in its own field after the name (`MOH ILHAM PURNOMO   WD plmuh453`) is news too
  const after = end < words.length ? `${words.slice(end).join(" ")} ${rest}` : /^\s{2,}[A-Za-z]/.test(rest) ? rest : "";
  return { name: words.slice(start, end).join(" "), before: words.slice(0, start).join(" "), after };
}

function finish(parts: Parts, wallet: Wallet | null): Counterparty {
  const found = parts.name ? nameAndNews(parts.name) : null;
  let name = found ? displayName(found.name) : null;
  if (name && walletOf(name)) name = null;
  const remark = collapse([found?.before, found?.after, parts.remark].filter(Boolean).join(" "));
  return { name, accountNo: parts.accountNo ?? null, wallet, settlement: false, remark, reference: collapse(parts.reference) };
}

/**
 * Banks as transfer texts write them out after BANK (`Transfer dari BANK CENTRAL ASIA ASEP
 * SIMANJUNTAK`), longest first so that CIMB NIAGA is not left at CIMB. Only after the word BANK:
 * MEGA and PERMATA are also women's names.
 */
const BANK_NAMES = [
  "CENTRAL ASIA", "NEGARA INDONESIA", "RAKYAT INDONESIA", "SYARIAH INDONESIA", "TABUNGAN NEGARA", "CIMB NIAGA SYARIAH",
  "CIMB NIAGA", "OCBC NISP", "PAN INDONESIA", "NEO COMMERCE", "SEABANK INDONESIA", "MAYBANK INDONESIA", "KB BUKOPIN",
  "DIGITAL BCA", "BCA SYARIAH", "BRI SYARIAH", "BNI SYARIAH", "SYARIAH MANDIRI", "MUAMALAT INDONESIA", "UOB INDONESIA",
  "DBS INDONESIA", "MANDIRI", "PERMATA", "DANAMON", "MEGA", "OCBC", "PANIN", "BTPN", "JAGO", "SEABANK", "MAYBANK",
  "SINARMAS", "BUKOPIN", "MUAMALAT", "DKI", "BJB", "JATENG", "JATIM", "ALLO", "NEO", "UOB", "HSBC", "DBS", "BCA", "BNI",
  "BRI", "BSI", "BTN", "CIMB",
].map((name) => name.split(" "));

/** `Dari BCA SITI AMINAH`, `Transfer dari BANK JAGO RIAN HARAHAP` (Mandiri): the sender's bank before the name is no part of it. */
function withoutBank(name: string): string {
  const words = name.trim().split(/\s+/);
  const upper = words.map((word) => word.toUpperCase());
  let start = upper[0] === "PT" && upper[1] === "BANK" ? 1 : 0;
  if (upper[start] === "BANK") {
    const bank = BANK_NAMES.find((parts) => parts.every((part, i) => upper[start + 1 + i] === part));
    if (bank) {
      let end = start + 1 + bank.length;
      if (upper[end] === "TBK") end++;
      if (end < words.length) return words.slice(end).join(" ");
    }
  }
  start = upper[0] === "BANK" ? 1 : 0;
  if (start < words.length - 1 && isKnownBank(words[start])) start++;
  else start = 0;
  return words.slice(start).join(" ");
}

/**
 * The free text after BCA's amount: `<remark> <NAME>` padded in fields, or one space apart once
 * Excel or a web page lost the padding. The name comes last; what the sender typed comes first.
 */
function remarkThenName(rest: string): Parts {
  const company = WALLET_START.exec(rest);
  if (company) return { name: null, remark: rest.slice(0, company.index) };
  const fields = fieldsOf(rest).map((field) => field.trim()).filter(Boolean);
  if (fields.length === 0) return {};
  const last = fields[fields.length - 1];
  const words = last.split(" ");
  // the name starts after the last word of news (`titip budi88 BUDI SANTOSO`, `DEPO GAME BAGUS
  // HARTONO`); news ending the field is no remark before a name: finish() cuts it off the name
  let start = words.length;
  while (start > 0 && !isRemarkWord(words[start - 1])) start--;
  if (start === words.length) {
    start = 0;
    while (start < words.length && isRemarkWord(words[start])) start++;
  }
  // the bank prints the name in capitals and keeps the news as typed: `depo dianhoki DIAN KURNIAWAN`
  // (a name printed as typed, `Lesman Buulolo` or `Susi Dewi Wijaya M` cut after an initial, has no
  // word of capitals to begin after)
  let lastTyped = -1;
  for (let i = start; i < words.length; i++) if (LOWER.test(words[i])) lastTyped = i;
  if (lastTyped >= start && words.slice(lastTyped + 1).some((word) => word.length >= 2)) start = lastTyped + 1;
  const typed = [...fields.slice(0, -1), words.slice(0, start).join(" ")].join(" ");
  return { name: start < words.length ? words.slice(start).join(" ") : null, remark: typed };
}

const SETTLEMENT = /\bKR\s+OTOMATIS\b|\bMERCHANT\s+SETTLEMENT\b/i;
/**
 * An account the bank printed masked (`****4567`, `XXXXXX4567`): the name after it is still the
 * other end's (a clean-room audit: `PEMINDAHAN DARI ****4567 Sdr EKO PRASETYO` was read nameless,
 * and JOKO's ticket approved on the four digits). The digits are no account: the matcher reads them
 * from the text as a masked clue.
 */
const MASKED_ACCOUNT = String.raw`[*Xx]{2,}\d{3,6}`;
const fullAccount = (account: string | undefined) => (account !== undefined && /^\d+$/.test(account) ? account : null);
/** `DARI <account> NAME`, also with the other bank between (`KE 014 7580583001 NAME`, `KE CIMB NIAGA 617953243315 NAME`) */
const ACCOUNT_THEN_NAME = new RegExp(String.raw`\b(?:DARI|KE|FROM|TO)\s+(?:(?:\d{3}|(?:BANK\s+)?(?:${BANK_NAMES.map((parts) => parts.join("\\s+")).join("|")}))\s+)?(\d{5,}|${MASKED_ACCOUNT})\s+(?:A\/N\s+)?([A-Za-z].*)$`, "i");
/**
 * `TRANSFER DR 451 NAME`, with the direction between (`BI-FAST CR DARI 451 NAME`), the channel
 * spelt apart (`TRANSFER BI FAST KE 014 NAME`), and through a switching network: `TRF PRIMA DR 014
 * NAME`, `TRF ATM BERSAMA DR 014 NAME`
 */
const BANK_CODE_THEN_NAME = /\b(?:TRANSFER|TRF|TRSF|BI[- ]?FAST)\s+(?:BI[- ]?FAST\s+)?(?:(?:CR|DB)\s+)?(?:(?:TIDAK\s+BERHASIL|GAGAL|DITOLAK)\s+)?(?:(?:PRIMA|ATM\s+BERSAMA|BERSAMA|ALTO|LINK)\s+)?(?:DR|DARI|KE|KPD)\s+\d{3}\s+(?:[*Xx]{2,}\d{3,6}\s+)?([A-Za-z].*)$/i;
/** BRI CMS: `BI-FAST 20261122BRINIDJA010O0276954406` then the rest of the text, fields apart */
const BRI_BIFAST = /^BI-?FAST\s+([A-Z0-9]{16,})\s{2,}(.+)$/i;
/** Mandiri's clearing credits: `SKN CR KLIRING BANK CENTRAL ASIA` then `NOVI SANTOSA/TRANSFER`, the sender before the slash */
const CLEARING_NAME = /^(?:SKN|RTGS|LLG|KLIRING)\b.*?\s{2,}([A-Za-z][A-Za-z.' ]*?)\s*\/(.*)$/i;
const BCA_EBANKING = /^TRSF\s+E-BANKING\s+(?:CR|DB)\s+(\S+)\s*(?:\d+\.\d{2})?(.*)$/i;
/** BRImo, BRI internet business and BRI's BI-FAST: `NBMB <sender> TO <receiver>`, `IBIZ ...`, `BIFAST PT AUDIT TO NAME` */
const BRIMO = /\b(?:NBMB|IBIZ|BI-?FAST)\s+(.+?)\s+TO\s+(.+)$/i;
const MANDIRI_ACCOUNTS = /\bDR\s+(\d{6,})\s+KR\s+(\d{6,})/i;
/**
 * Mandiri MCM's transfers to other banks and their returns: `MCM BIFAST KE <bank code> <account>`,
 * `MCM SKN KE ...`, `MCM RETUR BIFAST DARI ...`, then `<ref>/NAME/`: the other end's account after the code
 */
const MANDIRI_BIFAST = /\bMCM\s+(?:RETUR\s+)?(?:BIFAST|SKN|RTGS|LLG|ONLINE)\s+(?:KE|DARI)\s+\d{3}\s+(\d{6,})\b/i;
/**
 * `TRANSFER DARI <sender account> KE <receiver account> <NAME>`: the name follows the second
 * account; Mandiri MCM's `MCM InhouseTrf DARI <account> KE <account>` gives none (a clean-room
 * audit read the word KE as the payee, and the akun's own number as his account)
 */
const FROM_TO_ACCOUNTS = /\bDARI\s+(\d{5,})\s+KE\s+(\d{5,})(?:\s+(.*))?$/i;
const SLASH_NAME = /(?:^|\s)(\d{4,})\/([A-Za-z][^/]*?)\s*(?:\/|$)/;
const FROM_NAME = /\bDARI\s+(?:(?:REK(?:ENING)?|NO)\b\.?\s*)?(?:(\d{5,}|[*Xx]{2,}\d{3,6})\s+)?(?:A\/N\s+)?([A-Za-z][^|]*)$/i;
const TO_NAME = /\b(?:KE|KPD|KEPADA)\s+(?:(?:REK(?:ENING)?|NO)\b\.?\s*)?(?:(\d{5,}|[*Xx]{2,}\d{3,6})\s+)?(?:A\/N\s+)?([A-Za-z][^|]*)$/i;
const DIGITS_ONLY = /^\d{5,}$/;
/** One long token of digits and letters (BI-FAST's `20261126BRINIDJA010O02`): the bank's reference, not news. */
const REFERENCE_TOKEN = /^(?=[A-Z0-9]*\d{6})(?=[A-Z0-9]*[A-Z])[A-Z0-9]{16,}$/i;
/** A BNI text whose first part says it is a transfer, where a part of words alone can be the sender. */
const PIPE_TRANSFER = /^(?:TRANSFER|TRF|TRSF|BI-?FAST)\b/i;
/** Words that say what a part is (`PEMINDAHAN DARI`), never a sender's. */
const PIPE_KIND = /\b(?:DARI|KE|PEMINDAHAN|TRANSFER|BI-?FAST)\b/i;
/** A BNI part of the other bank's code, the account and the name: `002 976275642700435 AGUS RAHAYU` */
const CODE_ACCOUNT_NAME = /^\d{3}\s+(\d{5,})\s+([A-Za-z].*)$/;
/** A BNI part of the other bank's code and the name, after a first part naming the transfer: `DARI 002 AYU HARTONO` */
const CODE_THEN_NAME = /^(?:DARI|DR|KE|KPD)\s+\d{3}\s+([A-Za-z].*)$/i;
/** A part of words alone, no number nor news in it: all a part must be to be taken for a name by its place. */
const NAME_ONLY = /^[A-Za-z][A-Za-z.' ]*$/;

/**
 * BNIDirect: pipe-separated parts; the first says what the line is, and the name's place varies
 * (FORMATS.md): after an account number in the same part or in the one before, or first of all.
 * A number-only or long mixed part after the name is the reference, a part of words the remark.
 * The number after `PEMINDAHAN DARI <account> <NAME>` is the other end of the transfer, the
 * statement's own account (the same on a credit and a debit): no reference, nor is any number
 * equal to the statement's account.
 */
function pipeParts(text: string, ownAccount: string | null): Parts | null {
  const parts = text.split("|").map((part) => part.trim());
  // a part that says where the name is (`TRANSFER DR 014 NAME`) outranks a part of words by its place (`GCR`)
  const coded = (part: string, index: number) => (index > 0 && PIPE_KIND.test(parts[0]) ? CODE_ACCOUNT_NAME.exec(part) : null);
  const codeThenName = (part: string, index: number) => (index > 0 && PIPE_KIND.test(parts[0]) ? CODE_THEN_NAME.exec(part) : null);
  const named = parts.findIndex(
    (part, index) => ACCOUNT_THEN_NAME.test(part) || BANK_CODE_THEN_NAME.test(part) || coded(part, index) !== null || codeThenName(part, index) !== null,
  );
  let found: Parts | null = null;
  let pendingAccount: string | null = null;
  let otherEnd = false;
  for (const [index, part] of parts.entries()) {
    if (part === "") continue;
    if (found) {
      if (DIGITS_ONLY.test(part)) {
        if (part !== ownAccount && !otherEnd) found.reference ??= part;
        otherEnd = false;
      } else if (REFERENCE_TOKEN.test(part) && !found.reference) found.reference = part;
      else found.remark = found.remark ? `${found.remark} ${part}` : part;
      continue;
    }
    // `TRF BIFAST KE | 002 976275642700435 AGUS RAHAYU |`: the payee's bank code, account and name
    const byCode = coded(part, index);
    if (byCode) {
      found = { name: byCode[2], accountNo: byCode[1] };
      otherEnd = true;
      continue;
    }
    const withAccount = ACCOUNT_THEN_NAME.exec(part);
    const withBank = BANK_CODE_THEN_NAME.exec(part) ?? codeThenName(part, index);
    const words = index > 0 && /^[A-Za-z]/.test(part);
    if (withAccount) {
      found = { name: withAccount[2], accountNo: fullAccount(withAccount[1]) };
      otherEnd = true;
    } else if (withBank) found = { name: withBank[1] };
    else if (DIGITS_ONLY.test(part)) pendingAccount = part;
    else if (words && pendingAccount !== null) found = { name: part, accountNo: pendingAccount };
    // the name first, before any number: a part of words alone, none of them news
    else if (words && named < 0 && PIPE_TRANSFER.test(parts[0]) && NAME_ONLY.test(part) && !PIPE_KIND.test(part) && !part.split(/\s+/).some(isRemarkWord)) found = { name: part };
  }
  return found;
}

/**
 * A transfer's short text naming the other end's account: a channel, then KE/DR/DARI or a bank's
 * three-digit code, then the account. A channel and digits alone (`BI-FAST 2026111612345`) is
 * the transfer's reference.
 */
const SHORT_TEXT_ACCOUNT = /^(?:BI-?FAST|NBMB|IBIZ|TRF|TRANSFER)\b(?:\s+(?:CR|DB))?(?:\s+(?:KE|DR|DARI)(?:\s+\d{3})?|\s+\d{3})\s+(\d{8,18})$/i;

/** The account in BRI CMS's DESK_TRAN, where the fuller text (TRREMK) names only the person. */
export function accountInShortText(text: string): string | null {
  return SHORT_TEXT_ACCOUNT.exec(text.replace(/\s+/g, " ").trim())?.[1] ?? null;
}

/**
 * What follows the receiver of a BRI credit (`TO PT ALPHA JAYA UTK ANDI PRATAMA`, or TLBDS1 and
 * TLBDS2 after it, fields apart): the sender's news. The receiver, the operator, is the upper-case
 * words up to a news word, a word typed in lower case or the field's end (a clean-room audit,
 * news2 F1: news naming another player was never read on BRI).
 */
function newsAfterReceiver(after: string): string | null {
  const [receiver, ...fields] = after.split(/\s{2,}/);
  const words = receiver.trim().split(" ");
  let end = 0;
  while (end < words.length && words[end] !== "" && !LOWER.test(words[end]) && !isRemarkWord(words[end])) end++;
  return collapse([...words.slice(end), ...fields].join(" "));
}

/** `ownAccount`: the statement's own account number where it says it; never taken for a reference. */
export function extractCounterparty(description: string, direction: Direction, ownAccount: string | null = null): Counterparty {
  const text = description.replace(/\u00a0/g, " ").trim();
  const wallet = walletOf(text);
  if (!text || SETTLEMENT.test(text)) return { name: null, accountNo: null, wallet, settlement: SETTLEMENT.test(text), remark: null, reference: null };

  if (text.includes("|")) {
    const parts = pipeParts(text, ownAccount);
    if (parts) return finish(parts, wallet);
  }

  // BI-FAST and SWITCHING: 'TRANSFER DR 451 AYU DIAJENG SEKAR'
  let match = BANK_CODE_THEN_NAME.exec(text);
  if (match) return finish({ name: match[1] }, wallet);

  // BRI CMS's BI-FAST: 'BI-FAST <reference>' then TLBDS1 and TLBDS2, the sender in one and the news in the other
  match = BRI_BIFAST.exec(text);
  if (match) {
    const fields = match[2].split(/\s{2,}/).map((field) => field.trim()).filter(Boolean);
    const at = fields.findIndex((field) => NAME_ONLY.test(field) && !field.split(/\s+/).some(isRemarkWord));
    if (at >= 0) return finish({ name: fields[at], remark: fields.filter((_, i) => i !== at).join(" "), reference: match[1] }, wallet);
  }

  match = CLEARING_NAME.exec(text);
  if (match) return finish({ name: match[1], remark: match[2].replace(/\//g, " ") }, wallet);

  // BCA e-banking: '<reference> <amount><remark> <NAME>', the name last
  match = BCA_EBANKING.exec(text);
  if (match) return finish({ ...remarkThenName(match[2]), reference: match[1] }, wallet);

  // BRImo: 'NBMB <sender> TO <receiver>'
  match = BRIMO.exec(text);
  if (match) return finish(direction === "CR" ? { name: match[1], remark: newsAfterReceiver(match[2]) } : { name: match[2] }, wallet);

  match = FROM_TO_ACCOUNTS.exec(text);
  if (match) {
    const [name, ...typed] = match[3] ? fieldsOf(match[3]) : [];
    // the other end is the number that is not the statement's own, whichever way the bank wrote them
    const [mine, other] = direction === "CR" ? [match[2], match[1]] : [match[1], match[2]];
    const accountNo = ownAccount !== null && other === ownAccount.replace(/\D/g, "") ? mine : other;
    return finish({ name: name ?? null, remark: typed.join(" "), accountNo }, wallet);
  }

  // Mandiri MCM: 'DR <sender account> KR <receiver account>' then '<ref>/NAME/...' or 'DARI NAME'
  let accountNo: string | null = null;
  match = MANDIRI_ACCOUNTS.exec(text);
  if (match) accountNo = direction === "CR" ? match[1] : match[2];
  else accountNo = MANDIRI_BIFAST.exec(text)?.[1] ?? null;

  match = ACCOUNT_THEN_NAME.exec(text);
  if (match && !MANDIRI_ACCOUNTS.test(text)) return finish({ name: match[2], accountNo: fullAccount(match[1]) }, wallet);

  // only where the text is Mandiri's: elsewhere '0205/FTSCY/...' is a reference, not a name
  match = accountNo !== null || /^\d{4,}\//.test(text) ? SLASH_NAME.exec(text) : null;
  if (match) {
    // what follows the name's slash is a city (BKS) or the sender's news (DEPO DIAN9)
    const tail = text.slice(match.index + match[0].length).split("/");
    const typed = tail.filter((part) => part.trim().split(/\s+/).some(isRemarkWord)).join(" ");
    return finish({ name: match[2], accountNo, reference: match[1], remark: typed }, wallet);
  }

  match = (direction === "CR" ? FROM_NAME : TO_NAME).exec(text);
  if (match) {
    const [name, ...typed] = fieldsOf(match[2]);
    return finish({ name: withoutBank(name), remark: typed.join(" "), accountNo: fullAccount(match[1]) ?? accountNo }, wallet);
  }

  return { name: null, accountNo, wallet, settlement: false, remark: null, reference: null };
}
