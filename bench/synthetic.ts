/**
 * Seeded synthetic BO rows and statement lines with the true pairs known, for tests and the
 * benchmark. The noise is what FORMATS.md and the spec describe: names cut at 18 characters,
 * honorifics, MUHAMMAD spelt several ways, words reordered, mixed case and dots on the BO side,
 * round amounts shared by many players a day, late transfers, BO rows never paid, transfers
 * nobody filed, identical credits, QRIS / Nexus Pay references, e-wallet senders, several
 * websites and akun bank, BI-FAST fee lines on withdrawals.
 *
 * Transfers nobody filed come from people who are not players (their names share no word with
 * any player's), and a bank never shortens a player's name other than by its cut: otherwise the
 * labels themselves would be undecidable ("TONI PURBA" could be TONI PURBA SUHENDRA's account
 * or TONI PURBA's), and precision could not be measured.
 */
import { dateOfDay, dayNumber } from "../app/services/matching/engine/days";
import { Prng } from "../app/services/matching/engine/prng";
import type {
  BoDepositCandidate,
  BoWithdrawCandidate,
  MutasiDepositCandidate,
  MutasiWithdrawCandidate,
} from "../app/services/matching/engine/types";

export interface SyntheticOptions {
  seed: number;
  /** BO rows to produce (the statement lines come out about as many) */
  boCount: number;
  websites?: number;
  accountsPerWebsite?: number;
  days?: number;
  startDate?: string;
}

export interface SyntheticDeposits {
  bo: BoDepositCandidate[];
  mutasi: MutasiDepositCandidate[];
  /** BO id → the id of the line that paid it (BO rows never paid are absent) */
  truth: Map<number, number>;
}

export interface SyntheticWithdrawals {
  bo: BoWithdrawCandidate[];
  mutasi: MutasiWithdrawCandidate[];
  truth: Map<number, number>;
}

const FIRST_NAMES = [
  "ANDI", "BUDI", "DEWI", "SITI", "AGUS", "RINA", "DIAN", "EKA", "FITRI", "HENDRA", "INDAH", "JOKO",
  "KURNIA", "LESTARI", "MAYA", "NOVI", "PUTRI", "RIZKY", "SRI", "TAUFIK", "UTAMI", "WAHYU", "YULIA",
  "ZAINAL", "ADE", "BAMBANG", "CAHYO", "DEDI", "ERWIN", "FAJAR", "GILANG", "HARIS", "IRWAN", "JUNAEDI",
  "KHOIRUL", "LUKMAN", "MAULANA", "NANDA", "OKTAVIA", "PRASETYO", "RATNA", "SUSANTI", "TRI", "UMAR",
  "VINA", "WULAN", "YUDI", "ARIF", "BAYU", "CITRA", "DANI", "ELSA", "FERRY", "GITA", "HADI", "IKA",
  "JAMAL", "KARTIKA", "LINDA", "MELATI", "NURUL", "OKI", "PANDU", "RAHMAT", "SAIFUL", "TEGUH",
  "WAWAN", "YOGA", "ANISA", "BENNY", "DODI", "EVI", "FAHMI", "HERU", "IMAM", "KEVIN", "LIA", "MEGA",
  "NINA", "RUDI", "SANDI", "TONI", "WIDYA", "YANTI", "AHMAD", "ABDUL", "FIRMAN", "GALIH", "HANA",
  "ILHAM", "JIHAN", "REZA", "SARI", "TIARA", "VERA", "WINDA", "YOSEF", "AYU", "DWI", "ROSITA",
];
const LAST_NAMES = [
  "SAPUTRA", "PRATAMA", "WIJAYA", "KUSUMA", "HIDAYAT", "SETIAWAN", "NUGROHO", "LESTARI", "RAHAYU",
  "SANTOSO", "PERMANA", "HASIBUAN", "SIREGAR", "NASUTION", "SIMANJUNTAK", "WIBOWO", "SUSILO",
  "HAKIM", "FIRMANSYAH", "RAMADHAN", "KURNIAWAN", "PURNOMO", "HARAHAP", "LUBIS", "TARIGAN",
  "GINTING", "SEMBIRING", "PANGARIBUAN", "SURYADI", "WAHYUDI", "HERMAWAN", "SAFITRI", "ANGGRAINI",
  "PUSPITA", "MAHARANI", "FAUZI", "AZIZ", "HALIM", "SUGIARTO", "SETIADI", "ISKANDAR", "SYAHPUTRA",
  "PRABOWO", "HANDAYANI", "WULANDARI", "PURWANTO", "SUTRISNO", "HARTONO", "SULISTYO", "MULYADI",
  "PERWITA", "KRISTANTO", "BUULOLO", "SIHOMBING", "MANURUNG", "NAINGGOLAN", "TAMBUNAN", "SITOMPUL",
  "DAMANIK", "PURBA", "SARAGIH", "SINAGA", "SITUMORANG", "NAPITUPULU", "HUTAPEA", "SIANIPAR",
  "YULIANTI", "ASTUTI", "NURHALIZA", "AMINAH", "FADILAH", "SUHENDRA", "MARPAUNG", "RITONGA",
];
/** Names of people who send money without being players (no word shared with the lists above). */
const STRANGER_FIRST = ["GUNAWAN", "LIMAN", "TJHIN", "KWEE", "OEY", "BONG", "LIAUW", "THIO", "GOUW", "SIAUW", "HOLIK", "WENNY"];
const STRANGER_LAST = ["TANUWIJAYA", "SALIM", "KUSNADI", "GOZALI", "SUNARDJO", "TJANDRA", "OENTORO", "SOETANTO", "WIRAATMADJA"];
const MUHAMMAD_SPELLINGS = ["MUHAMMAD", "MUHAMAD", "MOH", "MUH", "M.", "MOCHAMMAD", "MOHAMMAD"];
const HONORIFICS = ["SDR", "SDRI", "BPK", "IBU", "NY", "TN", "BAPAK"];
const BANK_CODES = ["014", "008", "009", "002", "022", "451", "013", "011"];
const EWALLETS = ["DOMPET ANAK BANGSA", "VISIONET INTERNASI", "AIRPAY INTERNATION"];
const ROUND_AMOUNTS: readonly (readonly [number, number])[] = [
  [50_000, 25], [100_000, 25], [150_000, 3], [200_000, 15], [300_000, 8], [500_000, 12], [1_000_000, 8], [2_000_000, 4],
];

interface Player {
  website: string;
  /** the name as the bank account carries it */
  name: string;
  username: string;
  accountNo: string;
  bankCode: string;
  /** index of the akun bank the player usually pays into / is paid from */
  favouriteAccount: number;
}

interface World {
  random: Prng;
  websites: string[];
  accounts: Map<string, string[]>;
  players: Player[];
  startDay: number;
  days: number;
}

function makeWorld(options: SyntheticOptions, accountsPerWebsite: number, playerCount: number): World {
  const random = new Prng(options.seed);
  const websiteCount = options.websites ?? 4;
  const websites = Array.from({ length: websiteCount }, (_, i) => `WEB${String(i + 1).padStart(2, "0")}`);
  const accounts = new Map<string, string[]>();
  for (const website of websites) {
    accounts.set(website, Array.from({ length: accountsPerWebsite }, () => `0${random.digits(9)}`));
  }
  const players: Player[] = [];
  for (let i = 0; i < playerCount; i++) {
    const words: string[] = [];
    if (random.chance(0.12)) words.push("MUHAMMAD");
    words.push(random.pick(FIRST_NAMES));
    if (random.chance(0.35)) words.push(random.pick(FIRST_NAMES));
    words.push(random.pick(LAST_NAMES));
    if (random.chance(0.15)) words.push(random.pick(LAST_NAMES));
    const name = [...new Set(words)].join(" ");
    players.push({
      website: random.pick(websites),
      name,
      username: `player${i + 1}`,
      accountNo: random.digits(10),
      bankCode: random.pick(BANK_CODES),
      favouriteAccount: random.int(accountsPerWebsite),
    });
  }
  return { random, websites, accounts, players, startDay: dayNumber(options.startDate ?? "2026-03-01"), days: options.days ?? 7 };
}

/** How a BO export writes the name: mixed case, dots, double spaces. */
function boSpelling(random: Prng, name: string): string {
  let text = name;
  if (random.chance(0.4)) text = text.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
  if (random.chance(0.05)) text = text.replace(/ /, "  ");
  if (random.chance(0.05)) text = text.replace("MUHAMMAD", "Muhammad.");
  return text;
}

/** How a bank writes the name before cutting it. */
function bankSpelling(random: Prng, name: string): string {
  let words = name.split(" ");
  words = words.map((word) => (word === "MUHAMMAD" ? random.pick(MUHAMMAD_SPELLINGS) : word));
  if (words.length >= 2 && random.chance(0.05)) words = [...words.slice(1), words[0]];
  return words.join(" ");
}

function cut(text: string): string {
  return text.slice(0, 18).trimEnd();
}

function ddmm(day: number): string {
  const date = dateOfDay(day);
  return `${date.slice(8, 10)}${date.slice(5, 7)}`;
}

function slashDate(day: number): string {
  const date = dateOfDay(day);
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

function rupiahCents(random: Prng, uniqueCode: boolean): number {
  const shape = uniqueCode ? "code" : random.weighted([["round", 60], ["thousands", 28], ["code", 12]] as const);
  if (shape === "round") return random.weighted(ROUND_AMOUNTS) * 100;
  if (shape === "thousands") return (20 + random.int(1980)) * 1000 * 100;
  return (random.weighted(ROUND_AMOUNTS) + 1 + random.int(999)) * 100;
}

function strangerName(random: Prng): string {
  return `${random.pick(STRANGER_FIRST)} ${random.pick(STRANGER_LAST)}`;
}

function corporateAccount(world: World, player: Player): string {
  const list = world.accounts.get(player.website)!;
  return world.random.chance(0.85) ? list[player.favouriteAccount] : world.random.pick(list);
}

type DepositChannel = "trsf" | "bifast" | "switching" | "mandiri" | "noname" | "ewallet" | "qris" | "nexus";

type DepositLine = Omit<MutasiDepositCandidate, "id">;
type DepositBo = Omit<BoDepositCandidate, "id">;

function depositLine(world: World, player: Player, channel: DepositChannel, amountCents: number, day: number, account: string, reference: string | null): DepositLine {
  const random = world.random;
  const amountText = `${amountCents / 100}.00`;
  const base = { website: player.website, date: dateOfDay(day), amountCents, accountNo: account.replace(/^0/, random.chance(0.5) ? "" : "0") };
  const spelled = bankSpelling(random, player.name);
  switch (channel) {
    case "trsf": {
      const sender = cut(spelled);
      return { ...base, senderName: sender, description: `TRSF E-BANKING CR ${ddmm(day)}/FTSCY/WS95031 ${amountText} ${sender}`, reference: null };
    }
    case "bifast":
    case "switching": {
      const sender = cut(random.chance(0.5) ? `${random.pick(HONORIFICS)} ${spelled}` : spelled);
      const kind = channel === "bifast" ? "BI-FAST" : "SWITCHING";
      return { ...base, senderName: sender, description: `${kind} CR TANGGAL :${slashDate(day)} TRANSFER DR ${player.bankCode} ${sender}`, reference: null };
    }
    case "mandiri":
      return { ...base, senderName: spelled, description: `DR ${player.accountNo} KR ${account} /${spelled}/`, reference: null };
    case "noname": {
      const sender = cut(`${random.chance(0.4) ? `${random.pick(HONORIFICS)} ` : ""}${spelled}`);
      return { ...base, senderName: null, description: `BI-FAST CR TANGGAL :${slashDate(day)} TRANSFER DR ${player.bankCode} ${sender}`, reference: null };
    }
    case "ewallet": {
      const company = random.pick(EWALLETS);
      return { ...base, senderName: company, description: `TRSF E-BANKING CR ${ddmm(day)}/FTSCY/WS95031 ${amountText} ${company}`, reference: null };
    }
    case "qris":
      return { ...base, senderName: null, description: `QRIS ${reference} ${amountText}`, reference };
    case "nexus":
      return { ...base, senderName: random.chance(0.5) ? "NEXUS PAY" : null, description: `NEXUSPAY TOPUP ${reference}`, reference };
  }
}

/**
 * Gives ids in a shuffled order, so ids say nothing about which rows belong together. `build`
 * writes every field in one fixed order with its own strings, as a database mapper does: rows of
 * one shape, each row's texts made when the row is read.
 */
function withIds<T, R>(random: Prng, rows: T[], build: (row: T, id: number) => R): { rows: R[]; idOf: Map<T, number> } {
  const idOf = new Map<T, number>();
  const withId = random.shuffled(rows).map((row, index) => {
    idOf.set(row, index + 1);
    return build(row, index + 1);
  });
  return { rows: withId, idOf };
}

/** A copy of a text made now, as a database driver makes each row's strings when it reads the row. */
function fresh<T extends string | null>(text: T): T {
  return (text === null ? null : ` ${text}`.slice(1)) as T;
}

const depositBoRow = (row: DepositBo, id: number): BoDepositCandidate => ({
  id,
  website: fresh(row.website),
  date: fresh(row.date),
  amountCents: row.amountCents,
  fullName: fresh(row.fullName),
  username: fresh(row.username),
  corporateAccountNo: fresh(row.corporateAccountNo),
  references: row.references.map(fresh),
});

const depositLineRow = (row: DepositLine, id: number): MutasiDepositCandidate => ({
  id,
  website: fresh(row.website),
  date: fresh(row.date),
  amountCents: row.amountCents,
  senderName: fresh(row.senderName),
  description: fresh(row.description),
  accountNo: fresh(row.accountNo),
  reference: fresh(row.reference),
});

export function generateDeposits(options: SyntheticOptions): SyntheticDeposits {
  const world = makeWorld(options, options.accountsPerWebsite ?? 3, Math.max(40, Math.round(options.boCount / 4)));
  const random = world.random;
  const boRows: DepositBo[] = [];
  const lineRows: DepositLine[] = [];
  const paidBy = new Map<DepositBo, DepositLine>();

  while (boRows.length < options.boCount) {
    const player = random.pick(world.players);
    const channel = random.weighted<DepositChannel>([
      ["trsf", 40], ["bifast", 18], ["switching", 8], ["mandiri", 8], ["noname", 6], ["ewallet", 4], ["qris", 10], ["nexus", 6],
    ]);
    const amountCents = rupiahCents(random, channel === "ewallet" && random.chance(0.8));
    const day = world.startDay + random.int(world.days);
    const account = corporateAccount(world, player);
    const reference = channel === "qris" ? `QR${random.digits(12)}` : channel === "nexus" ? `NX${random.digits(10)}` : null;
    const references = reference === null ? [] : random.chance(0.5) ? [reference] : [`PLY-${random.digits(6)}`, reference.toLowerCase()];
    const bo: DepositBo = {
      website: player.website,
      date: dateOfDay(day),
      amountCents,
      fullName: boSpelling(random, player.name),
      username: player.username,
      corporateAccountNo: random.chance(0.05) ? null : account,
      references,
    };
    // the same deposit filed and paid twice: identical credits
    const copies = random.chance(0.03) ? 2 : 1;
    const paid = !random.chance(0.02);
    const landing = day + (random.chance(0.06) ? 1 : 0);
    const line = paid ? depositLine(world, player, channel, amountCents, landing, account, reference) : null;
    for (let k = 0; k < copies && boRows.length < options.boCount; k++) {
      const copy = { ...bo };
      boRows.push(copy);
      if (line) {
        const lineCopy = { ...line };
        lineRows.push(lineCopy);
        paidBy.set(copy, lineCopy);
      }
    }
  }
  // transfers nobody filed a deposit for
  const strangers = Math.round(options.boCount * 0.02);
  for (let i = 0; i < strangers; i++) {
    const website = random.pick(world.websites);
    const stranger: Player = {
      website,
      name: strangerName(random),
      username: "",
      accountNo: random.digits(10),
      bankCode: random.pick(BANK_CODES),
      favouriteAccount: 0,
    };
    const channel = random.weighted<DepositChannel>([["trsf", 50], ["bifast", 30], ["ewallet", 10], ["noname", 10]]);
    const day = world.startDay + random.int(world.days);
    const account = random.pick(world.accounts.get(website)!);
    lineRows.push(depositLine(world, stranger, channel, rupiahCents(random, false), day, account, null));
  }

  const bo = withIds(random, boRows, depositBoRow);
  const mutasi = withIds(random, lineRows, depositLineRow);
  const truth = new Map<number, number>();
  for (const [row, line] of paidBy) truth.set(bo.idOf.get(row)!, mutasi.idOf.get(line)!);
  return { bo: bo.rows, mutasi: mutasi.rows, truth };
}

type WithdrawLine = Omit<MutasiWithdrawCandidate, "id">;
type WithdrawBo = Omit<BoWithdrawCandidate, "id">;

const FEE_CENTS = 250_000;

const withdrawBoRow = (row: WithdrawBo, id: number): BoWithdrawCandidate => ({
  id,
  website: fresh(row.website),
  date: fresh(row.date),
  amountCents: row.amountCents,
  fullName: fresh(row.fullName),
  username: fresh(row.username),
  playerAccountNo: fresh(row.playerAccountNo),
  corporateAccountNo: fresh(row.corporateAccountNo),
});

const withdrawLineRow = (row: WithdrawLine, id: number): MutasiWithdrawCandidate => ({
  id,
  website: fresh(row.website),
  date: fresh(row.date),
  amountCents: row.amountCents,
  receiverName: fresh(row.receiverName),
  description: fresh(row.description),
  accountNo: fresh(row.accountNo),
  playerAccountNo: fresh(row.playerAccountNo),
  reference: fresh(row.reference),
});

function withdrawLines(world: World, player: Player, amountCents: number, day: number, account: string): WithdrawLine[] {
  const random = world.random;
  const base = { website: player.website, date: dateOfDay(day), amountCents, accountNo: account, reference: null };
  const spelled = bankSpelling(random, player.name);
  const channel = random.weighted([["bifast", 45], ["trsf", 35], ["mcm", 20]] as const);
  if (channel === "bifast") {
    const journal = random.digits(6);
    const explicit = random.chance(0.6) ? player.accountNo : null;
    const payout: WithdrawLine = {
      ...base,
      receiverName: random.chance(0.7) ? cut(spelled) : null,
      description: `TRANSFER KE | BI-FAST ${player.bankCode} ${player.accountNo} ${cut(spelled)} | ${journal}`,
      playerAccountNo: explicit,
    };
    const fee: WithdrawLine = {
      ...base,
      amountCents: FEE_CENTS,
      receiverName: null,
      description: `BY TRX BIFAST ${player.accountNo} | ${journal}`,
      playerAccountNo: explicit,
    };
    return [payout, fee];
  }
  if (channel === "trsf") {
    const receiver = cut(spelled);
    return [{ ...base, receiverName: receiver, description: `TRSF E-BANKING DB ${ddmm(day)}/FTSCY/WS95031 ${amountCents / 100}.00 ${receiver}`, playerAccountNo: null }];
  }
  return [{ ...base, receiverName: spelled, description: `DR ${account} KR ${player.accountNo} /${spelled}/`, playerAccountNo: player.accountNo }];
}

export function generateWithdrawals(options: SyntheticOptions): SyntheticWithdrawals {
  const world = makeWorld(options, options.accountsPerWebsite ?? 2, Math.max(40, Math.round(options.boCount / 3)));
  const random = world.random;
  const boRows: WithdrawBo[] = [];
  const lineRows: WithdrawLine[] = [];
  const paidBy = new Map<WithdrawBo, WithdrawLine>();
  while (boRows.length < options.boCount) {
    const player = random.pick(world.players);
    const amountCents = random.chance(0.7) ? random.weighted(ROUND_AMOUNTS) * 200 : (50 + random.int(4950)) * 1000 * 100;
    const day = world.startDay + random.int(world.days);
    const account = corporateAccount(world, player);
    const bo: WithdrawBo = {
      website: player.website,
      date: dateOfDay(day),
      amountCents,
      fullName: boSpelling(random, player.name),
      username: player.username,
      playerAccountNo: random.chance(0.9) ? player.accountNo : null,
      corporateAccountNo: random.chance(0.05) ? null : account,
    };
    boRows.push(bo);
    if (random.chance(0.02)) continue;
    const lines = withdrawLines(world, player, amountCents, day, account);
    lineRows.push(...lines);
    paidBy.set(bo, lines[0]);
  }
  const strangers = Math.round(options.boCount * 0.02);
  for (let i = 0; i < strangers; i++) {
    const website = random.pick(world.websites);
    const stranger: Player = { website, name: strangerName(random), username: "", accountNo: random.digits(10), bankCode: random.pick(BANK_CODES), favouriteAccount: 0 };
    const day = world.startDay + random.int(world.days);
    lineRows.push(...withdrawLines(world, stranger, random.weighted(ROUND_AMOUNTS) * 200, day, random.pick(world.accounts.get(website)!)));
  }
  const bo = withIds(random, boRows, withdrawBoRow);
  const mutasi = withIds(random, lineRows, withdrawLineRow);
  const truth = new Map<number, number>();
  for (const [row, line] of paidBy) truth.set(bo.idOf.get(row)!, mutasi.idOf.get(line)!);
  return { bo: bo.rows, mutasi: mutasi.rows, truth };
}

export interface Evaluation {
  /** BO rows that were paid */
  truePairs: number;
  /** matches the engine made */
  predicted: number;
  /** matches that are right: exact, or interchangeable with a true pair */
  correct: number;
  /** the exact line that paid the BO row */
  exact: number;
  /** 1 when nothing was predicted */
  precision: number;
  recall: number;
  /** matches beyond what the truth allows for their kind of ticket and line */
  wrong: { boId: number; mutasiId: number; expectedMutasiId: number | null }[];
}

interface BoLike {
  id: number;
  website: string;
  username: string;
  date: string;
  amountCents: number;
}

function digits(value: unknown): unknown {
  return typeof value === "string" && /^\d+$/.test(value) ? value.replace(/^0+/, "") : value;
}

/**
 * Scores matches against the truth, counting as right what nothing could tell apart and nothing
 * depends on: tickets of one player with the same amount and date are one kind of ticket, and
 * lines equal in every field but the id (account numbers compared as numbers) are one kind of
 * line. A match is right as long as the truth has as many pairs of its (ticket kind, line kind)
 * as the engine made: which of two identical credits pays which of two identical tickets is
 * immaterial, and the spec asks for them to be matched. So is a swap between two tickets of one
 * player and amount, each approved with the other's credit (yesterday's late ticket and today's,
 * both paid by the player's own credits of the morning): the money is his either way.
 */
/** The approved pairs of a run: the engine's, or what the product stored. */
export interface ApprovedPairs {
  matches: readonly { boId: number; mutasiId: number }[];
}

export function evaluate<L extends { id: number }>(
  result: ApprovedPairs,
  truth: ReadonlyMap<number, number>,
  bo: readonly BoLike[],
  lines: readonly L[],
  /** the whole run, where `result` and `truth` are a part of it (a week of a fortnight): a swap may reach outside the part */
  whole: { result: ApprovedPairs; truth: ReadonlyMap<number, number> } = { result, truth },
): Evaluation {
  const lineKind = new Map<number, string>();
  for (const line of lines) {
    const fields = Object.entries(line)
      .filter(([name]) => name !== "id")
      .map(([name, value]) => [name, digits(value)]);
    lineKind.set(line.id, JSON.stringify(fields));
  }
  const ticketKind = new Map<number, string>();
  for (const row of bo) ticketKind.set(row.id, JSON.stringify([row.website, row.username, row.date, row.amountCents]));
  const kindOf = (boId: number, lineId: number) => `${ticketKind.get(boId)}|${lineKind.get(lineId)}`;

  const allowed = new Map<string, number>();
  for (const [boId, lineId] of truth) {
    const kind = kindOf(boId, lineId);
    allowed.set(kind, (allowed.get(kind) ?? 0) + 1);
  }
  const ticketOf = new Map(bo.map((row) => [row.id, row]));
  const truthOwner = new Map([...whole.truth].map(([boId, lineId]) => [lineId, boId]));
  const matchedLine = new Map(whole.result.matches.map((match) => [match.boId, match.mutasiId]));
  const swapped = (boId: number, lineId: number) => {
    const other = truthOwner.get(lineId);
    if (other === undefined || matchedLine.get(other) !== whole.truth.get(boId)) return false;
    const [a, b] = [ticketOf.get(boId), ticketOf.get(other)];
    return a !== undefined && b !== undefined && a.username !== "" && a.website === b.website && a.username === b.username && a.amountCents === b.amountCents;
  };
  let exact = 0;
  let correct = 0;
  const wrong: Evaluation["wrong"] = [];
  for (const match of result.matches) {
    if (truth.get(match.boId) === match.mutasiId) exact++;
    const kind = kindOf(match.boId, match.mutasiId);
    const left = allowed.get(kind) ?? 0;
    if (left > 0) {
      allowed.set(kind, left - 1);
      correct++;
    } else if (swapped(match.boId, match.mutasiId)) correct++;
    else wrong.push({ boId: match.boId, mutasiId: match.mutasiId, expectedMutasiId: truth.get(match.boId) ?? null });
  }
  const predicted = result.matches.length;
  return {
    truePairs: truth.size,
    predicted,
    correct,
    exact,
    precision: predicted === 0 ? 1 : correct / predicted,
    recall: truth.size === 0 ? 1 : correct / truth.size,
    wrong,
  };
}
