/**
 * Account numbers and transaction references as comparable keys. Excel drops leading zeros from
 * account numbers and staff paste references with dashes and spaces, so both are reduced to a
 * canonical form before any comparison.
 */

const MIN_ACCOUNT_DIGITS = 5;
const MIN_REFERENCE_LENGTH = 5;
/** Digit runs this long inside a statement text may be an account number. */
const MIN_ACCOUNT_IN_TEXT = 6;

/** Digits only, without leading zeros; null when too short to identify an account. */
export function accountKey(value: string | null | undefined): string | null {
  if (!value) return null;
  const digits = singleDigitRun(value) ?? value.replace(/\D+/g, "").replace(/^0+/, "");
  return digits.length >= MIN_ACCOUNT_DIGITS ? withoutCountryCode(digits) : null;
}

/**
 * A mobile number written with the country code (6281234567890) is the e-wallet's number written
 * 081234567890: one key for both (a clean-room audit: a payout to the player's own number in the
 * 62 form read "bukan rekening player"). Only an Indonesian mobile's shape: 62, 8, 8 to 11 digits.
 */
function withoutCountryCode(digits: string): string {
  return digits.length >= 11 && digits.length <= 14 && digits.charCodeAt(0) === 54 && digits.charCodeAt(1) === 50 && digits.charCodeAt(2) === 56 ? digits.slice(2) : digits;
}

/**
 * The digits without leading zeros when the value holds one run of them ("BCA - 0123456789", as
 * nearly every account arrives), sliced out in one pass; null when there are several runs.
 */
function singleDigitRun(value: string): string | null {
  let start = -1;
  let end = -1;
  for (let i = 0; i < value.length; i++) {
    if (!isDigit(value.charCodeAt(i))) continue;
    if (end >= 0 && end < i) return null;
    if (start < 0) start = i;
    end = i + 1;
  }
  if (start < 0) return "";
  while (start < end && value.charCodeAt(start) === 48) start++;
  return value.slice(start, end);
}

/** Every digit run of a statement text long enough to be an account number, as account keys (a shared list: never add to it). */
export function accountsInText(text: string | null | undefined): string[] {
  return numbersInText(text).accounts;
}

/** Whether an account key stands in the text as a number of its own: leading zeros allowed, no letter or digit glued to it (`WD2611220042` holds none). */
export function standsAlone(text: string, key: string): boolean {
  for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1)) {
    let start = at;
    while (start > 0 && text.charCodeAt(start - 1) === 48) start--;
    // a mobile number's key is written with its country code too (withoutCountryCode)
    if (start === at && at >= 2 && key.charCodeAt(0) === 56 && text.charCodeAt(at - 2) === 54 && text.charCodeAt(at - 1) === 50) start = at - 2;
    const end = at + key.length;
    if ((start === 0 || !isAsciiAlphanumeric(text.charCodeAt(start - 1))) && (end === text.length || !isAsciiAlphanumeric(text.charCodeAt(end)))) return true;
  }
  return false;
}

function isAsciiAlphanumeric(c: number): boolean {
  return isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** At least four digits after a mask of x or * (a masked account as banks print it: "****5678", "XXXXXX5678"). */
const MASKED_ACCOUNT = /(?:^|[^A-Za-z0-9])[xX*]{3,}[- ]?(\d{4,8})(?!\d)/g;

/** The visible last digits of every masked account in a statement text. */
export function maskedAccountsInText(text: string | null | undefined): string[] {
  if (!text || !MASKED_ACCOUNT_HINT.test(text)) return [];
  return [...text.matchAll(MASKED_ACCOUNT)].map((match) => match[1]);
}

const MASKED_ACCOUNT_HINT = /[xX*]{3}/;

/**
 * Upper-case letters and digits only; null when it cannot be a transaction reference (too short,
 * or no digit at all: "TRANSFER" in a reference column is not a reference).
 */
export function referenceKey(value: string | null | undefined): string | null {
  if (!value) return null;
  // most references arrive clean: only rebuild the ones that are not
  const key = ALREADY_KEY.test(value) ? value : value.toUpperCase().replace(/[^A-Z0-9]+/g, "");
  return key.length >= MIN_REFERENCE_LENGTH && HAS_DIGIT.test(key) ? key : null;
}

const ALREADY_KEY = /^[A-Z0-9]+$/;
const HAS_DIGIT = /\d/;

/**
 * Which player a BO username is, for telling one player's tickets from another's: the operator's
 * back office does not tell usernames apart by case or by the spaces an export left around them.
 * "" when the row has none. Every comparison of two rows' (or a row's and a known player's)
 * usernames goes through here.
 */
export function playerKey(username: string): string {
  return username.trim().toUpperCase();
}

/**
 * A username as a comparable key: upper-case letters and digits (and underscores), with at least
 * one letter and one digit, 4 to 20 long: such a word is found anywhere in a statement text. A
 * username of letters alone could be a word of a name or of the bank's text: see wordUsernameKey.
 */
export function usernameKey(value: string | null | undefined): string | null {
  if (!value) return null;
  const key = value.trim();
  return key.length > 0 && usernameRun(key, 0, key.length) ? key.toUpperCase() : null;
}

/**
 * A username of letters alone (slotsantzz, cuanrahmzz), 6 to 20 long, as a comparable key; null
 * otherwise. Such a word is looked for only in the news beside a sender the parser isolated, never
 * among the words of a name (prepared.ts withNewsUsernames).
 */
export function wordUsernameKey(value: string | null | undefined): string | null {
  const key = (value ?? "").trim();
  return /^[A-Za-z]{6,20}$/.test(key) ? key.toUpperCase() : null;
}

/**
 * A username joined by dots or dashes (yudi.wib9, iwan-les64), with a letter and a digit, 4 to 20
 * long, as a comparable key; null otherwise. The text's words end at a dot or a dash, so such a
 * username is looked for whole (prepared.ts withJoinedUsernames): its pieces are no username.
 */
export function joinedUsernameKey(value: string | null | undefined): string | null {
  const key = (value ?? "").trim();
  return key.length >= 4 && key.length <= 20 && JOINED_USERNAME.test(key) && /\d/.test(key) && /[A-Za-z]/.test(key) ? key.toUpperCase() : null;
}

const JOINED_USERNAME = /^[A-Za-z0-9_]+(?:[.-][A-Za-z0-9_]+)+$/;

/** Every word of a text joined by dots or dashes (`yudi.wib9`), upper case; KlikBCA's cents glued before it cut off. */
export function joinedWordsInText(text: string): string[] {
  const words: string[] = [];
  for (const match of text.matchAll(JOINED_WORD)) words.push(match[0].replace(GLUED_CENTS, "").toUpperCase());
  return words;
}

const JOINED_WORD = /[A-Za-z0-9_]+(?:[.-][A-Za-z0-9_]+)+/g;
const GLUED_CENTS = /^\d+\.\d\d(?=[A-Za-z])/;

const NONE: string[] = [];

/** The account numbers and username-like words of a statement text. */
export interface NumbersInText {
  accounts: string[];
  usernames: string[];
}

const NOTHING_IN_TEXT: NumbersInText = { accounts: NONE, usernames: NONE };

/**
 * Every digit run long enough to be an account number (as account keys), and every word that could
 * be a player's username, what the sender typed as news (upper case), in one pass over the
 * characters: this runs for every open line of a run, and a string is made only for what
 * qualifies. The lists may be shared: never add to them.
 */
export function numbersInText(text: string | null | undefined): NumbersInText {
  if (!text) return NOTHING_IN_TEXT;
  let accounts = NONE;
  let usernames = NONE;
  const length = text.length;
  let i = 0;
  while (i < length) {
    let c = text.charCodeAt(i);
    if (c >= 128 || CHARACTER_CLASS[c] === 0) {
      i++;
      continue;
    }
    const start = i;
    let classes = 0;
    let digitsFrom = -1;
    while (i < length && (c = text.charCodeAt(i)) < 128 && CHARACTER_CLASS[c] !== 0) {
      const kind = CHARACTER_CLASS[c];
      classes |= kind;
      if (kind === DIGIT) {
        if (digitsFrom < 0) digitsFrom = i;
      } else if (digitsFrom >= 0) {
        accounts = withAccount(accounts, text, digitsFrom, i);
        digitsFrom = -1;
      }
      i++;
    }
    if (digitsFrom >= 0) accounts = withAccount(accounts, text, digitsFrom, i);
    // most words lack a digit or a letter (names, dates, amounts): no closer look
    if ((classes & DIGIT) === 0 || (classes & LETTER) === 0) continue;
    // KlikBCA glues the news to the amount's cents ("290000.00PL261P"): the word after them counts too
    const from = gluedToCents(text, start, i) ? start + 2 : start;
    // a part of a slash-joined code is the bank's own reference ("0702/FTSCY/WS95031"), never typed
    // news; after a single slash it may be (Mandiri's "92802099791/mega231b303", ".../NAME/RUDIA17A329")
    if ((text.charCodeAt(from - 1) === SLASH || text.charCodeAt(i) === SLASH) && inSlashCode(text, from, i)) continue;
    // a piece of a username joined by a dot or a dash (the WIB9 of yudi.wib9) is nobody's username
    if (usernameRun(text, from, i) && !joinedPiece(text, from, i)) {
      const word = text.slice(from, i).toUpperCase();
      if (usernames === NONE) usernames = [word];
      else if (!usernames.includes(word)) usernames.push(word);
    }
  }
  return accounts === NONE && usernames === NONE ? NOTHING_IN_TEXT : { accounts, usernames };
}

/** Whether text[start..end) is a part of a code of three or more slash-joined parts, without spaces. */
function inSlashCode(text: string, start: number, end: number): boolean {
  let from = start;
  while (from > 0 && text.charCodeAt(from - 1) !== 32) from--;
  let to = end;
  while (to < text.length && text.charCodeAt(to) !== 32) to++;
  let slashes = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === SLASH) slashes++;
  return slashes >= 2;
}

/** The digit run text[start..end) added to `found` as an account key, when it is long enough to be one. */
function withAccount(found: string[], text: string, start: number, end: number): string[] {
  if (end - start < MIN_ACCOUNT_IN_TEXT) return found;
  // Mandiri's `<reference>/NAME/`: the bank's number for the transfer, whose sender account is the
  // DR one (a clean-room audit: a ticket whose Player Bank equalled it approved RINA's credit)
  if (text.charCodeAt(end) === SLASH && isLetterCode(text.charCodeAt(end + 1)) && (start === 0 || text.charCodeAt(start - 1) === 32)) return found;
  let from = start;
  while (text.charCodeAt(from) === 48) from++;
  if (end - from < MIN_ACCOUNT_DIGITS) return found;
  const key = withoutCountryCode(text.slice(from, end));
  if (found === NONE) return [key];
  if (!found.includes(key)) found.push(key);
  return found;
}

const DIGIT = 1;
const LETTER = 2;
const isLetterCode = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const UNDERSCORE_CLASS = 4;
const UNDERSCORE = 95;
const SLASH = 47;
const DOT = 46;
const DASH = 45;

/** Whether text[start..end) joins a word before or after it by a dot or a dash (yudi.wib9, iwan-les64). */
function joinedPiece(text: string, start: number, end: number): boolean {
  const before = text.charCodeAt(start - 1);
  if ((before === DOT || before === DASH) && start >= 2 && isAsciiAlphanumeric(text.charCodeAt(start - 2))) return true;
  const after = text.charCodeAt(end);
  return (after === DOT || after === DASH) && end + 1 < text.length && isAsciiAlphanumeric(text.charCodeAt(end + 1));
}
/** DIGIT or LETTER for each ASCII letter and digit, UNDERSCORE_CLASS for "_" (usernames hold it: ketut718_), 0 for the characters that end a word. */
const CHARACTER_CLASS = new Uint8Array(128);
for (let c = 48; c <= 57; c++) CHARACTER_CLASS[c] = DIGIT;
for (let c = 65; c <= 90; c++) CHARACTER_CLASS[c] = LETTER;
for (let c = 97; c <= 122; c++) CHARACTER_CLASS[c] = LETTER;
CHARACTER_CLASS[UNDERSCORE] = UNDERSCORE_CLASS;

/** text[start..end) is two decimals right after a dot, then a letter: cents with a word glued on. */
function gluedToCents(text: string, start: number, end: number): boolean {
  if (start < 1 || end - start < 3 || text.charCodeAt(start - 1) !== 46) return false;
  return isDigit(text.charCodeAt(start)) && isDigit(text.charCodeAt(start + 1)) && !isDigit(text.charCodeAt(start + 2));
}

/** Whether text[start..end) is 4 to 20 ASCII letters, digits and underscores with at least one letter and one digit. */
function usernameRun(text: string, start: number, end: number): boolean {
  if (end - start < 4 || end - start > 20) return false;
  let digit = false;
  let letter = false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) digit = true;
    else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letter = true;
    else if (c !== UNDERSCORE) return false;
  }
  return digit && letter;
}

/**
 * The site user a gateway report (Auto TX, Nexus Pay) booked the payment for, as the statement
 * parser keeps it at the end of the text: the report says whose payment it is, and no other
 * player's ticket is paid by it automatically (a clean-room audit, gateway1 F3: `Username budix`,
 * another website's player, approved this website's BUDI SANTOSO).
 */
export function gatewayUserOf(description: string | null): string | null {
  if (description === null || !description.includes(GATEWAY_USER)) return null;
  const user = GATEWAY_USER_AT_END.exec(description)?.[1];
  return user === undefined ? null : playerKey(user);
}

const GATEWAY_USER = "Username ";
const GATEWAY_USER_AT_END = /(?:^| )Username (\S+)\s*$/;
