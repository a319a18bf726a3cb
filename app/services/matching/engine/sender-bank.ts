/**
 * The bank a credit came from, or a payout went to, where the line says it (BI-FAST and online
 * transfers name the other party's bank by its clearing code: "TRANSFER DR 451 AYU DIAJENG SEKAR",
 * FORMATS.md; "TRANSFER KE 009 YULIANA KUSUMA" on the debit side), against the bank of the
 * player's account in the BO ("BCA - 6308696917"). For a deposit a clue, never a proof: a player
 * may pay from an account at another bank. A payout goes to the registered account only.
 */

/** Clearing codes of the banks players use, as the BO names them. */
const BANK_OF_CODE: Record<string, string> = {
  "002": "BRI",
  "008": "MANDIRI",
  "009": "BNI",
  "011": "DANAMON",
  "013": "PERMATA",
  "014": "BCA",
  "016": "MAYBANK",
  "019": "PANIN",
  "022": "CIMB",
  "028": "OCBC",
  "200": "BTN",
  "451": "BSI",
  // BCA's daughters are banks of their own: a TRSF E-BANKING (BCA to BCA) never comes from them
  "501": "BLU",
  "536": "BCA SYARIAH",
  "535": "SEABANK",
  "542": "JAGO",
};
/**
 * E-wallets settle into bank accounts under their operator's name, cut as banks cut it
 * (FORMATS.md: DOMPET ANAK BANGSA is GoPay, VISIONET INTERNASI OVO, AIRPAY INTERNATION ShopeePay),
 * and players register an e-wallet as their "bank" in the BO ("SHOPEEPAY - 081234567890"): the same
 * clue as a clearing code. The statement parser reads the same table (upload/parsers/counterparty.ts).
 * Each operator with its first word, a plain search that rules most texts out before the pattern.
 */
const WALLET_OPERATORS: readonly (readonly [string, RegExp, "GOPAY" | "OVO" | "SHOPEEPAY" | "DANA" | "LINKAJA"])[] = [
  ["DOMPET", /DOMPET\s+ANAK\s+BAN/, "GOPAY"],
  ["VISIONET", /VISIONET\s+INTERN/, "OVO"],
  ["AIRPAY", /AIRPAY\s+INTERN/, "SHOPEEPAY"],
  ["ESPAY", /ESPAY\s+DEBIT/, "DANA"],
  ["FINTEK", /FINTEK\s+KARYA/, "LINKAJA"],
];

/** The e-wallet whose operator an upper-case text names, or null. */
export function walletOfOperator(text: string): (typeof WALLET_OPERATORS)[number][2] | null {
  for (const [word, operator, wallet] of WALLET_OPERATORS) if (text.includes(word) && operator.test(text)) return wallet;
  return null;
}
/** Other names the BO gives a bank of BANK_OF_CODE. */
const BANK_SPELLINGS: Record<string, string> = { "BLU BCA DIGITAL": "BLU", "BCA DIGITAL": "BLU", "BLU BY BCA DIGITAL": "BLU", BCAS: "BCA SYARIAH" };
const WALLET_SPELLINGS: Record<string, string> = { GOPAY: "GOPAY", "GO PAY": "GOPAY", GOJEK: "GOPAY", OVO: "OVO", SHOPEEPAY: "SHOPEEPAY", "SHOPEE PAY": "SHOPEEPAY", SHOPEE: "SHOPEEPAY", DANA: "DANA", LINKAJA: "LINKAJA", "LINK AJA": "LINKAJA" };
const KNOWN_BANKS = new Set(Object.values(BANK_OF_CODE));
/** A bank's own name as statements write it before a sender (`Dari BCA SITI AMINAH`): none of them is a person's name. */
export function isKnownBank(word: string): boolean {
  return KNOWN_BANKS.has(word.toUpperCase());
}
/** Every name above as playerBankOf would read it already: upper case, single spaces, no BANK in front. */
const AS_WRITTEN = new Map<string, string>([...[...KNOWN_BANKS].map((bank): [string, string] => [bank, bank]), ...Object.entries(BANK_SPELLINGS), ...Object.entries(WALLET_SPELLINGS)]);
/** A credit's sender bank: "TRANSFER DR 451", and after the direction "BI-FAST CR DARI 002", "TRF BIFAST CR | DARI 002" */
const SENDER_CODE = /\b(?:TRANSFER DR|DARI) (\d{3})(?!\d)/;
/** A debit's payee bank: "TRANSFER KE 009", "TRF BIFAST KE 014", "TRANSFER BI FAST KE 014"; never an account number (six digits and more). */
const PAYEE_CODE = /\b(?:TRANSFER|TRF|BI[- ]?FAST) (?:BI[- ]?FAST )?KE (\d{3})(?![\d])/;
/**
 * A BI-FAST payout written `TRANSFER BI FAST KE 014 ASEP FITRI SIMANJUNT  91863393784`: the code
 * is followed by the name, not by an account, and a number after the name is the bank's reference
 * (Mandiri's second Description column), not an account the money went to.
 */
export function namesPayeeByCodeOnly(description: string): boolean {
  const code = description.includes(" KE ") ? PAYEE_CODE.exec(description) : null;
  if (code === null) return false;
  let at = code.index + code[0].length;
  while (description.charCodeAt(at) === 32) at++;
  const next = description.charCodeAt(at) | 32;
  return at > code.index + code[0].length && next >= 97 && next <= 122;
}

/** The first words of SENDER_CODE, PAYEE_CODE and every operator: a text without any of them names no bank. */
const BANK_HINT = new RegExp(["TRANSFER DR ", "DARI ", " KE ", ...WALLET_OPERATORS.map(([word]) => word)].join("|"));
/** Every operator's word: one search for them all, where walletOfOperator searches for each in turn. */
const OPERATOR_HINT = new RegExp(WALLET_OPERATORS.map(([word]) => word).join("|"));

export type CounterpartyBank = { clue: "same" | "other"; counterparty: string; player: string };

/** The bank (or e-wallet) of the line's other party as the line names it: the sender of a credit, the payee of a debit; or null. */
export function counterpartyBankOf(description: string | null): string | null {
  // every line of a run passes here: one search for the words that start a clue rules out most
  if (description === null || !BANK_HINT.test(description)) return null;
  // an e-wallet's settlement comes through some bank's clearing code: the operator it names is the sender
  // (most texts that pass BANK_HINT are transfers DARI or KE somebody, naming no operator)
  const wallet = OPERATOR_HINT.test(description) ? walletOfOperator(description) : null;
  if (wallet !== null) return wallet;
  // a payout's text may name the operator's side after DARI too: the code after KE is the payee's
  const code = ((description.includes(" KE ") ? PAYEE_CODE.exec(description) : null) ?? SENDER_CODE.exec(description))?.[1];
  // a code of no bank we name is still not the player's bank's (a clean-room audit: `KE 899` for a BCA player approved on four digits)
  return code ? (BANK_OF_CODE[code] ?? otherCode(code)) : null;
}

const otherCodes = new Map<string, string>();
/** `kode 899`: a clearing code the table does not name, as the reasons show it. */
function otherCode(code: string): string {
  let shown = otherCodes.get(code);
  if (shown === undefined) {
    shown = `kode ${code}`;
    otherCodes.set(code, shown);
  }
  return shown;
}

/**
 * A transfer within the statement's own bank names the other party's bank by its words alone:
 * KlikBCA's `TRSF E-BANKING` moves money between BCA accounts (other banks' come as BI-FAST,
 * SWITCHING or LLG). So a BCA player's namesake at another bank is no rival to a `TRSF
 * E-BANKING` credit (a clean-room audit: 4 held).
 */
export function inHouseBankOf(description: string | null, accountBank: string | null | undefined): string | null {
  if (description === null || !accountBank) return null;
  return description.startsWith("TRSF E-BANKING") && bankKey(accountBank) === "BCA" ? "BCA" : null;
}

/**
 * The bank or e-wallet a line came from or went to, from every place its text or its akun bank says
 * it: the BI-FAST code or the wallet company in the text, a counterparty printed as a wallet
 * (`OVO`), KlikBCA's in-house transfer, or the akun bank being a wallet itself. The matcher and the
 * reasons read it here alike (a clean-room audit saw a `TRSF E-BANKING` candidate listed without
 * the BCA the matcher had weighed).
 */
export function lineBankOf(description: string | null, counterpartyName: string | null, accountBank: string | null | undefined): string | null {
  return counterpartyBankOf(description) ?? walletNamed(counterpartyName) ?? inHouseBankOf(description, accountBank) ?? walletOfAccount(accountBank);
}

/** The bank or e-wallet of the BO's "Player Bank" ("CIMB - 0982247313", "BANK BCA - ...", "OVO - 0812..."), when it is one we know. */
export function playerBankOf(playerAccountNo: string | null | undefined): string | null {
  if (!playerAccountNo) return null;
  // as nearly every BO writes it ("PERMATA - 4825274439"): the name before the dash is one we know
  let end = playerAccountNo.indexOf("-");
  if (end < 0) end = playerAccountNo.length;
  let start = 0;
  while (start < end && playerAccountNo.charCodeAt(start) === 32) start++;
  while (end > start && playerAccountNo.charCodeAt(end - 1) === 32) end--;
  const known = AS_WRITTEN.get(playerAccountNo.slice(start, end));
  if (known !== undefined) return known;
  const bank = playerAccountNo.split("-")[0].trim().toUpperCase().replace(/^BANK\s+/, "").replace(/\s+/g, " ");
  return KNOWN_BANKS.has(bank) ? bank : (BANK_SPELLINGS[bank] ?? WALLET_SPELLINGS[bank] ?? spelledOtherwise(playerAccountNo));
}

/**
 * The bank or wallet of a Player Bank written otherwise than `NAME - number`: `GO-PAY - 0812...`,
 * `OVO 0812...`, `E-WALLET DANA`, `LINK AJA` (a clean-room audit: such players' tickets were
 * paid on the amount alone by another wallet's company, as if they had registered a bank). Its
 * words before the number, with or without their spaces.
 */
function spelledOtherwise(playerAccountNo: string): string | null {
  const words = playerAccountNo.toUpperCase().split(/\d/)[0].replace(/[^A-Z]+/g, " ").trim().replace(/^(?:E ?WALLET|BANK) /, "");
  for (const name of [words, words.replace(/ /g, "")]) {
    const known = KNOWN_BANKS.has(name) ? name : (BANK_SPELLINGS[name] ?? WALLET_SPELLINGS[name]);
    if (known !== undefined) return known;
  }
  return null;
}

/** The e-wallet a line names as its whole counterparty (`... 550000.00 OVO ****7777`: the payee is an OVO wallet), or null. */
export function walletNamed(name: string | null): string | null {
  // every line's counterparty passes here, as the parser stored it (upper case, single spaces): one lookup
  return name ? (WALLET_OF_NAME.get(name) ?? null) : null;
}
const WALLET_OF_NAME: ReadonlyMap<string, string> = new Map(Object.entries(WALLET_SPELLINGS));

/** The e-wallet of a statement's own account ("DANA"), whose every credit came through it; null for a bank. */
export function walletOfAccount(accountBank: string | null | undefined): string | null {
  return accountBank ? (WALLET_SPELLINGS[bankKey(accountBank)] ?? null) : null;
}

// every line of a run names its akun bank's bank, and a website has a handful: each spelt out once
const bankKeys = new Map<string, string>();
function bankKey(accountBank: string): string {
  let key = bankKeys.get(accountBank);
  if (key === undefined) {
    key = accountBank.trim().toUpperCase().replace(/\s+/g, " ");
    if (bankKeys.size < 1000) bankKeys.set(accountBank, key);
  }
  return key;
}

const WALLETS: ReadonlySet<string> = new Set(Object.values(WALLET_SPELLINGS));
/** True for the e-wallets playerBankOf and counterpartyBankOf name. */
export function isWallet(bank: string | null): boolean {
  return bank !== null && WALLETS.has(bank);
}

/** Same or other bank, when both the line and the BO say which. */
export function counterpartyBankClue(playerAccountNo: string | null | undefined, description: string | null): CounterpartyBank | null {
  const player = playerBankOf(playerAccountNo);
  const counterparty = player === null ? null : counterpartyBankOf(description);
  if (player === null || counterparty === null) return null;
  return { clue: counterparty === player ? "same" : "other", counterparty, player };
}

/**
 * A payout sent to another bank or e-wallet than the player's registered one: it went to another
 * account. But a bank's clearing code on a payout to a player's e-wallet: an e-wallet is topped up
 * through some bank's virtual account, so that code says nothing of the player. A payout to a
 * wallet (DANA's code 899, `OVO ****7777`) for a player at a bank went elsewhere (a clean-room
 * audit: approved on a masked tail).
 */
export function isOtherBank(playerBank: string | null, counterpartyBank: string | null): boolean {
  return playerBank !== null && counterpartyBank !== null && playerBank !== counterpartyBank && !(isWallet(playerBank) && !isWallet(counterpartyBank));
}
