/**
 * Players, their deposits and the statement text their banks write for them, from the facts in
 * /work/shared/FORMATS.md and the issue's table of how lines are written (remark before the sender,
 * names cut at 18 characters, honorifics, BI-FAST bank codes, BNIDirect pipe parts, ShopeePay,
 * `DARI <acc> KE <acc>`, Mandiri's `-`, BCA files re-saved by Excel, relatives' accounts, late
 * credits, partial names, amounts many players share). Nothing here knows how our parser reads a
 * line: the text is written as the bank writes it, and the truth (who paid) is kept beside it.
 */
import { dateOfDay } from "../app/services/matching/engine/days";
import type { Prng } from "../app/services/matching/engine/prng";

/** How a paid deposit's line is written; a BO row carries every class its line has. */
export const LINE_CLASSES = [
  "plain",
  "remark",
  "cut18",
  "honorific",
  "bifast",
  "muhammad",
  "word-order",
  "partial-name",
  "relative",
  "late",
  "shared-amount",
  "unique-amount",
  "ewallet",
  "shopeepay",
  "dana",
  "bni-pipe",
  "dari-ke",
  "mandiri-dash",
  "bca-resaved",
  "bca-copied",
] as const;
export type LineClass = (typeof LINE_CLASSES)[number];

/** The statement layouts a website's akun bank export in (FORMATS.md); DANA, a merchant account few players pay into, last. */
export const LAYOUTS = ["bca-individual", "bca-bisnis", "bca-resaved", "bca-pratinjau", "mandiri-mcm", "mandiri-excel", "bni-internet", "bri-cms", "dana"] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** The bank of an akun bank whose statements come in this layout, as Data Bank names it. */
export function bankOfLayout(layout: LayoutName): string {
  if (layout.startsWith("bca")) return "BCA";
  if (layout.startsWith("mandiri")) return "MANDIRI";
  if (layout === "bni-internet") return "BNI";
  return layout === "bri-cms" ? "BRI" : "DANA";
}

export interface Player {
  website: string;
  /** the name the player registered with, as the BO writes it */
  name: string;
  username: string;
  accountNo: string;
  bankCode: string;
  /** the akun bank the player usually pays into (index into the website's accounts) */
  favourite: number;
}

export interface CorporateAccount {
  website: string;
  layout: LayoutName;
  accountNo: string;
  holder: string;
}

/** A credit as the bank wrote it, before it is put into a file of its layout. */
export interface BankLine {
  account: CorporateAccount;
  day: number;
  /** seconds after midnight, Jakarta */
  second: number;
  amountCents: number;
  direction: "CR" | "DB";
  /** the layout's text columns: one for most banks, two for Mandiri MCM, DESK_TRAN + TRREMK for BRI */
  texts: string[];
  /** Mandiri's Reference No. */
  reference: string;
  classes: Set<LineClass>;
  /** who really paid, for the label's decidability: the words a reader can see of the sender */
  visibleName: string[] | null;
  /** the username or player ref written in the remark, if any */
  remarkId: string | null;
}

const FIRST_NAMES = [
  "ANDI", "BUDI", "DEWI", "SITI", "AGUS", "RINA", "DIAN", "EKA", "FITRI", "HENDRA", "INDAH", "JOKO", "KURNIA",
  "MAYA", "NOVI", "PUTRI", "RIZKY", "SRI", "TAUFIK", "UTAMI", "WAHYU", "YULIA", "ZAINAL", "ADE", "BAMBANG",
  "CAHYO", "DEDI", "ERWIN", "FAJAR", "GILANG", "HARIS", "IRWAN", "JUNAEDI", "KHOIRUL", "LUKMAN", "NANDA",
  "OKTAVIA", "PRASETYO", "RATNA", "SUSANTI", "TRI", "UMAR", "VINA", "WULAN", "YUDI", "ARIF", "BAYU", "CITRA",
  "DANI", "ELSA", "FERRY", "GITA", "HADI", "IKA", "JAMAL", "KARTIKA", "LINDA", "MELATI", "NURUL", "PANDU",
  "RAHMAT", "SAIFUL", "TEGUH", "WAWAN", "YOGA", "ANISA", "BENNY", "DODI", "EVI", "FAHMI", "HERU", "IMAM",
  "KEVIN", "LIA", "NINA", "RUDI", "SANDI", "TONI", "WIDYA", "YANTI", "AHMAD", "ABDUL", "FIRMAN", "GALIH",
  "ILHAM", "JIHAN", "REZA", "SARI", "TIARA", "VERA", "WINDA", "YOSEF", "AYU", "DWI", "ROSITA", "LESMAN",
];
const LAST_NAMES = [
  "SAPUTRA", "PRATAMA", "WIJAYA", "KUSUMA", "HIDAYAT", "SETIAWAN", "NUGROHO", "LESTARI", "RAHAYU", "SANTOSO",
  "PERMANA", "HASIBUAN", "SIREGAR", "NASUTION", "SIMANJUNTAK", "WIBOWO", "SUSILO", "HAKIM", "FIRMANSYAH",
  "RAMADHAN", "KURNIAWAN", "PURNOMO", "HARAHAP", "LUBIS", "TARIGAN", "GINTING", "SEMBIRING", "PANGARIBUAN",
  "SURYADI", "WAHYUDI", "HERMAWAN", "SAFITRI", "ANGGRAINI", "PUSPITA", "MAHARANI", "FAUZI", "AZIZ", "HALIM",
  "SUGIARTO", "SETIADI", "ISKANDAR", "SYAHPUTRA", "PRABOWO", "HANDAYANI", "WULANDARI", "PURWANTO", "SUTRISNO",
  "HARTONO", "SULISTYO", "MULYADI", "PERWITA", "KRISTANTO", "BUULOLO", "SIHOMBING", "MANURUNG", "NAINGGOLAN",
  "TAMBUNAN", "SITOMPUL", "DAMANIK", "PURBA", "SARAGIH", "SINAGA", "SITUMORANG", "NAPITUPULU", "HUTAPEA",
];
/** People who send money without being players: no word shared with a player's name. */
const STRANGER_FIRST = ["GUNAWAN", "LIMAN", "TJHIN", "KWEE", "OEY", "BONG", "LIAUW", "THIO", "GOUW", "SIAUW", "WENNY"];
const STRANGER_LAST = ["TANUWIJAYA", "SALIM", "KUSNADI", "GOZALI", "SUNARDJO", "TJANDRA", "OENTORO", "SOETANTO"];
const MUHAMMAD_SPELLINGS = ["MUHAMMAD", "MUHAMAD", "MOH", "MUH", "M.", "MOCHAMMAD", "MOHAMMAD", "M"];
const HONORIFICS = ["SDR", "SDRI", "BPK", "IBU", "BAPAK", "TN", "NY"];
/** The banks players use: clearing code and the name the BO gives it, in the order players are drawn from. */
const BANKS: readonly (readonly [string, string])[] = [["014", "BCA"], ["008", "MANDIRI"], ["009", "BNI"], ["002", "BRI"], ["022", "CIMB"], ["451", "BSI"], ["013", "PERMATA"], ["011", "DANAMON"]];
const BANK_CODES = BANKS.map(([code]) => code);
export const BANK_NAMES: Readonly<Record<string, string>> = Object.fromEntries(BANKS);
const CITIES = ["JKT", "BKS", "BDG", "SBY", "MDN", "TGR", "DPK", "BGR"];
const ROUND_AMOUNTS: readonly (readonly [number, number])[] = [
  [50_000, 25], [100_000, 25], [150_000, 3], [200_000, 15], [300_000, 8], [500_000, 12], [1_000_000, 8], [2_000_000, 4],
];

export function makePlayers(random: Prng, websites: readonly string[], accountsPerWebsite: number, count: number): Player[] {
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const words: string[] = [];
    if (random.chance(0.12)) words.push("MUHAMMAD");
    words.push(random.pick(FIRST_NAMES));
    if (random.chance(0.35)) words.push(random.pick(FIRST_NAMES));
    words.push(random.pick(LAST_NAMES));
    if (random.chance(0.15)) words.push(random.pick(LAST_NAMES));
    const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ";
    const username = random.chance(0.5)
      ? `PL${100 + i}${letters[random.int(letters.length)]}`
      : `${words[words.length > 1 && words[0] === "MUHAMMAD" ? 1 : 0].toLowerCase()}${random.digits(2)}${i}`;
    players.push({
      website: random.pick(websites),
      name: [...new Set(words)].join(" "),
      username,
      accountNo: random.digits(10),
      bankCode: random.pick(BANK_CODES),
      favourite: random.int(accountsPerWebsite),
    });
  }
  return players;
}

export function strangerName(random: Prng): string {
  return `${random.pick(STRANGER_FIRST)} ${random.pick(STRANGER_LAST)}`;
}

/** A deposit's amount: round amounts many players share, thousands, or a unique code added. */
export function depositCents(random: Prng, uniqueCode: boolean): number {
  const shape = uniqueCode ? "code" : random.weighted([["round", 60], ["thousands", 28], ["code", 12]] as const);
  if (shape === "round") return random.weighted(ROUND_AMOUNTS) * 100;
  if (shape === "thousands") return (20 + random.int(1980)) * 1000 * 100;
  return (random.weighted(ROUND_AMOUNTS) + 1 + random.int(999)) * 100;
}

/** How the BO writes a registered name: mixed case now and then, a double space, a dot. */
export function boSpelling(random: Prng, name: string): string {
  let text = name;
  if (random.chance(0.4)) text = text.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
  if (random.chance(0.05)) text = text.replace(/ /, "  ");
  return text;
}

/** The account holder's name as the bank keeps it: Muhammad spelt its way, sometimes shorter. */
export function holderName(random: Prng, name: string, classes: Set<LineClass>): string[] {
  let words = name.split(" ");
  if (words.includes("MUHAMMAD")) {
    const spelling = random.pick(MUHAMMAD_SPELLINGS);
    if (spelling !== "MUHAMMAD") classes.add("muhammad");
    words = words.map((word) => (word === "MUHAMMAD" ? spelling : word));
  }
  // the account opened under a shorter name: a middle name dropped or reduced to its initial
  if (words.length >= 3 && random.chance(0.12)) {
    classes.add("partial-name");
    const middle = words.length - 2;
    words = random.chance(0.5) ? [...words.slice(0, middle), ...words.slice(middle + 1)] : words.map((word, i) => (i === middle ? word[0] : word));
  }
  if (words.length >= 2 && random.chance(0.04)) {
    classes.add("word-order");
    words = [...words.slice(1), words[0]];
  }
  return words;
}

/** A name as a bank prints it in a fixed-width field: honorific first, cut at 18 characters. */
export function printedName(random: Prng, words: readonly string[], honorificChance: number, classes: Set<LineClass>): string {
  let text = words.join(" ");
  if (random.chance(honorificChance)) {
    classes.add("honorific");
    text = `${random.pick(HONORIFICS)} ${text}`;
  }
  if (text.length > 18) {
    classes.add("cut18");
    text = text.slice(0, 18).trimEnd();
  }
  return text;
}

/** What players type in the transfer's news field (berita): often the username or the word DEPO. */
export function remarkText(random: Prng, player: Player): { text: string; id: string | null } {
  const id = player.username.toUpperCase();
  return random.weighted<{ text: string; id: string | null }>([
    [{ text: `DEPO ${id}`, id }, 30],
    [{ text: id, id }, 20],
    [{ text: `TOPUP ${id}`, id }, 10],
    [{ text: "DEPO", id: null }, 15],
    [{ text: "TOPUP", id: null }, 8],
    [{ text: "DEPOSIT", id: null }, 7],
    [{ text: `BAYAR ${random.digits(4)}`, id: null }, 5],
    [{ text: "TF", id: null }, 5],
  ]);
}

/** The instant (epoch ms) of a Jakarta wall time (UTC+7): `second` after midnight of `day`. */
export function jakartaInstant(day: number, second: number): number {
  return Date.parse(`${dateOfDay(day)}T00:00:00Z`) + (second - 7 * 3_600) * 1_000;
}

/**
 * When the bank books a deposit, as seconds after midnight of the request's day (past 86 400: the
 * next day): most within 1-20 minutes of the request, some within the hour, a few hours later, and
 * a few players who pay first and file the request a minute or two after.
 */
export function bookingSecond(random: Prng, requestSecond: number): number {
  const delay = random.weighted<[number, number]>([
    [[60, 1_140], 78],
    [[1_200, 2_400], 10],
    [[3_600, 14_400], 6],
    [[-150, 120], 6],
  ]);
  return Math.max(0, requestSecond + delay[0] + random.int(delay[1]));
}

export function ddmm(day: number): string {
  const date = dateOfDay(day);
  return `${date.slice(8, 10)}${date.slice(5, 7)}`;
}

export function slashDate(day: number): string {
  const date = dateOfDay(day);
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

export function amountText(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function randomCity(random: Prng): string {
  return random.pick(CITIES);
}

export function randomBankCode(random: Prng): string {
  return random.pick(BANK_CODES);
}
