/**
 * Days of BO deposits and the statement files that pay them, written as the banks write them
 * (bank-world.ts, bank-lines.ts, bank-files.ts), then read the way an upload reads them: each file
 * through the real statement parser, each parsed line turned into what the matcher is given, as
 * reconcile/rows.server.ts does from the stored row. The truth (which line paid which BO row) and the
 * classes of each row's line are kept, so recall can be told per class and precision checked.
 */
import { dateOfDay, dayNumber } from "../app/services/matching/engine/days";
import { Prng } from "../app/services/matching/engine/prng";
import type { BoDepositCandidate, MutasiDepositCandidate } from "../app/services/matching/engine/types";
import { parseStatementUpload } from "../app/services/upload/parsers/parse.server";
import { statementFile, type StatementFile } from "./bank-files";
import { creditLine, debitLine, type Payer, type WalletCompany } from "./bank-lines";
import {
  BANK_NAMES,
  LAYOUTS,
  LINE_CLASSES,
  boSpelling,
  bookingSecond,
  depositCents,
  holderName,
  jakartaInstant,
  makePlayers,
  bankOfLayout,
  randomBankCode,
  strangerName,
  type BankLine,
  type CorporateAccount,
  type LineClass,
  type Player,
} from "./bank-world";
import { evaluate, type ApprovedPairs } from "./synthetic";

export interface BankDayOptions {
  seed: number;
  websites?: number;
  days?: number;
  /** BO deposits per website per day (the realistic day has 300) */
  depositsPerDay?: number;
  startDate?: string;
}

export interface BoTruth {
  player: Player;
  /** the line that paid the row, null when it was never paid */
  line: BankLine | null;
  /** seconds after midnight of the request */
  requestSecond: number;
  /** could a careful clerk tell, from the statement alone, that this line pays this row? */
  decidable: boolean;
  /** paid from the account of a family member the player habitually pays from */
  fromFamily: boolean;
  /** decidable, or decidable once the hand pairs of earlier days are learnt (labelLearnable) */
  learnable: boolean;
}

export interface BankDays {
  files: StatementFile[];
  bo: BoDepositCandidate[];
  truthOf: Map<number, BoTruth>;
}

const WALLET_NAMES: Record<WalletCompany, string> = { "AIRPAY INTERNATION": "SHOPEEPAY", "DOMPET ANAK BANGSA": "GOPAY", "VISIONET INTERNASI": "OVO" };

/**
 * The BO's Player Bank: the player's bank account, or, for most who top up through an e-wallet,
 * the e-wallet registered as their "bank" with its phone number (as the upload page's bank list offers).
 */
function playerBankText(random: Prng, player: Player, wallet: WalletCompany | "DANA" | null): string {
  if (wallet !== null && random.chance(0.75)) return `${wallet === "DANA" ? wallet : WALLET_NAMES[wallet]} - 08${random.digits(10)}`;
  return `${BANK_NAMES[player.bankCode] ?? "BANK"} - ${player.accountNo}`;
}
const COMPANIES = ["MAJU", "JAYA", "SENTOSA", "ABADI", "MAKMUR", "KARYA", "BINTANG", "CAHAYA"];
const HONORIFIC_WORDS = new Set(["SDR", "SDRI", "BPK", "IBU", "BAPAK", "TN", "NY"]);
const MUHAMMAD_WORDS = new Set(["MUHAMMAD", "MUHAMAD", "MOH", "MUH", "M.", "MOCHAMMAD", "MOHAMMAD", "M"]);

export function generateBankDays(options: BankDayOptions): BankDays {
  const random = new Prng(options.seed);
  const websiteCount = options.websites ?? 2;
  const days = options.days ?? 2;
  const perDay = options.depositsPerDay ?? 300;
  const firstDay = dayNumber(options.startDate ?? "2026-03-02");
  const websites = Array.from({ length: websiteCount }, (_, i) => `WEB${String(i + 1).padStart(2, "0")}`);
  const accounts = new Map<string, CorporateAccount[]>();
  for (const website of websites) {
    accounts.set(
      website,
      LAYOUTS.map((layout) => ({ website, layout, accountNo: random.digits(10), holder: `PT ${random.pick(COMPANIES)} ${random.pick(COMPANIES)} ${website}` })),
    );
  }
  // nobody's usual akun bank is the DANA merchant account (the last layout): a few pay into it now and then
  const players = makePlayers(random, websites, LAYOUTS.length - 1, Math.round(websiteCount * perDay * 1.5));
  // a few players pay from one family member's account as a habit (their own is blocked, or they
  // have none): the same name and account each time, which a clerk's hand pair teaches (point 5)
  const kin = new Prng(options.seed + 1_000_003);
  const familyOf = new Map<Player, Omit<Payer, "player">>();
  for (const player of players) if (kin.chance(FAMILY_PLAYERS)) familyOf.set(player, relativeAccount(kin, player));
  const playersOf = new Map<string, Player[]>(websites.map((website) => [website, players.filter((player) => player.website === website)]));

  const boRows: Omit<BoDepositCandidate, "id">[] = [];
  const boTruths: BoTruth[] = [];
  const lines: BankLine[] = [];
  for (const website of websites) {
    const own = accounts.get(website)!;
    for (let day = firstDay; day < firstDay + days; day++) {
      for (let n = 0; n < perDay; ) {
        const player = random.pick(playersOf.get(website)!);
        const account = random.chance(0.85) ? own[player.favourite] : random.pick(own);
        const wallet: WalletCompany | null =
          account.layout.startsWith("bca") && random.chance(0.07)
            ? random.weighted<WalletCompany>([["AIRPAY INTERNATION", 40], ["DOMPET ANAK BANGSA", 35], ["VISIONET INTERNASI", 25]])
            : null;
        const viaWallet = wallet !== null || account.layout === "dana";
        const amountCents = depositCents(random, viaWallet && random.chance(0.8));
        const classes = new Set<LineClass>();
        const family = viaWallet ? undefined : familyOf.get(player);
        const fromFamily = family !== undefined && random.chance(FAMILY_HABIT);
        const borrowed = !viaWallet && !fromFamily && random.chance(BORROWED_SHARE);
        if (fromFamily || borrowed) classes.add("relative");
        const payer: Payer = fromFamily
          ? { player, ...family }
          : borrowed
            ? { player, ...relativeAccount(random, player) }
            : { player, holder: holderName(random, player.name, classes), accountNo: player.accountNo, bankCode: player.bankCode };
        const requestSecond = random.int(86_400 - 3_600);
        // a late credit lands the next day: overnight, or past midnight after a late request
        const booked = random.chance(0.06) ? 86_400 + random.int(7_200) : bookingSecond(random, requestSecond);
        const late = booked >= 86_400;
        if (late) classes.add("late");
        const line = random.chance(0.02)
          ? null
          : creditLine(random, { account, payer, amountCents, day: day + (late ? 1 : 0), second: booked % 86_400, classes, wallet });
        // the same deposit filed and paid twice: two identical credits, two identical tickets
        const copies = line && random.chance(0.03) ? 2 : 1;
        for (let k = 0; k < copies && n < perDay; k++, n++) {
          const copy = line && k > 0 ? { ...line, second: Math.min(line.second + 1, 86_399) } : line;
          if (copy) lines.push(copy);
          boRows.push({
            website,
            date: dateOfDay(day),
            amountCents,
            fullName: boSpelling(random, player.name),
            username: player.username,
            corporateAccountNo: random.chance(0.05) ? null : account.accountNo,
            references: [],
            // the BO's Player Bank, as reconcile/rows.server.ts reads it
            playerAccountNo: random.chance(0.9) ? playerBankText(random, player, account.layout === "dana" ? "DANA" : wallet) : null,
            // req_date, as reconcile/rows.server.ts reads it
            requestedAt: jakartaInstant(day, requestSecond),
          });
          boTruths.push({ player, line: copy, requestSecond, decidable: false, fromFamily, learnable: false });
        }
      }
      // transfers nobody filed, and the account's own debits
      for (let n = 0; n < Math.round(perDay * 0.02); n++) {
        const account = random.pick(own);
        const stranger: Player = { website, name: strangerName(random), username: "", accountNo: random.digits(10), bankCode: randomBankCode(random), favourite: 0 };
        const payer: Payer = { player: stranger, holder: stranger.name.split(" "), accountNo: stranger.accountNo, bankCode: stranger.bankCode };
        lines.push(creditLine(random, { account, payer, amountCents: depositCents(random, false), day, second: random.int(86_400), classes: new Set(), wallet: null }));
      }
      for (let n = 0; n < Math.round(perDay * 0.03); n++) lines.push(debitLine(random, random.pick(own), day, random.int(86_400)));
    }
  }
  labelAmounts(boRows, boTruths, lines);
  labelLearnable(boRows, boTruths);

  const files: StatementFile[] = [];
  // one file per akun bank and day, as a clerk downloads and uploads them day by day
  const linesOf = new Map<string, BankLine[]>();
  for (const line of lines) {
    const k = `${line.account.accountNo}|${line.day}`;
    const list = linesOf.get(k);
    if (list) list.push(line);
    else linesOf.set(k, [line]);
  }
  for (const website of websites) {
    for (const account of accounts.get(website)!) {
      let balance = 500_000_000_00;
      for (let day = firstDay; day <= firstDay + days; day++) {
        const own = linesOf.get(`${account.accountNo}|${day}`);
        if (!own) continue;
        const file = statementFile(account, own, day, day, balance);
        balance = file.closingCents;
        files.push(file);
      }
    }
  }
  const order = random.shuffled(boRows.map((_, i) => i));
  const bo = order.map((index, i) => ({ id: i + 1, ...boRows[index] }));
  const truthOf = new Map(order.map((index, i) => [i + 1, boTruths[index]]));
  return { files, bo, truthOf };
}

/**
 * Players who pay from a family member's account, and the share of their deposits that come from
 * it; and anyone's bank transfer now and then from an account borrowed once. Together about 4% of
 * bank transfers come from another person's account, the share every relative was drawn at before
 * relatives were people (one per player) rather than a new stranger each time.
 */
const FAMILY_PLAYERS = 0.0375;
const FAMILY_HABIT = 0.8;
const BORROWED_SHARE = 0.01;

/** A relative's account: another first name, the player's last word, its own number and bank. */
function relativeAccount(random: Prng, player: Player): Omit<Payer, "player"> {
  return { holder: [strangerName(random).split(" ")[0], player.name.split(" ").at(-1)!], accountNo: random.digits(10), bankCode: randomBankCode(random) };
}

/**
 * A row paid from the family account becomes decidable once a clerk has paired by hand an earlier
 * row paid from it, teaching the website that sender (learning.ts): the clerk pairs a row the day
 * its line has come, and the reconciles after that day know the alias. Rows whose news named the
 * player were decided without a clerk, and taught nothing.
 */
function labelLearnable(boRows: readonly Omit<BoDepositCandidate, "id">[], truths: readonly BoTruth[]): void {
  const firstTaught = new Map<Player, number>();
  boRows.forEach((row, i) => {
    const truth = truths[i];
    if (!truth.fromFamily || !truth.line || truth.decidable) return;
    const pairedOn = Math.max(dayNumber(row.date), truth.line.day);
    if (pairedOn < (firstTaught.get(truth.player) ?? Infinity)) firstTaught.set(truth.player, pairedOn);
  });
  boRows.forEach((row, i) => {
    const truth = truths[i];
    truth.learnable =
      truth.decidable || (truth.fromFamily && truth.line !== null && truth.line.day > (firstTaught.get(truth.player) ?? Infinity) && !twinStillWaiting(i, row, truth));
  });

  /**
   * The player's other ticket of this amount, filed apart from this one, whose credit has not come
   * when this one's has: the taught sender could have paid either, so a clerk pairs this row by hand.
   */
  function twinStillWaiting(i: number, row: Omit<BoDepositCandidate, "id">, truth: BoTruth): boolean {
    const day = dayNumber(row.date);
    return boRows.some((other, j) => {
      const twin = truths[j];
      if (j === i || twin.player !== truth.player || other.amountCents !== row.amountCents || Math.abs(dayNumber(other.date) - day) > 1) return false;
      if (dayNumber(other.date) === day && Math.abs(twin.requestSecond - truth.requestSecond) <= DOUBLE_FILING_MINUTES * 60) return false;
      return twin.line === null || twin.line.day > truth.line!.day;
    });
  }
}

/** A clerk takes two tickets of a player filed this close for one deposit sent through the form twice. */
const DOUBLE_FILING_MINUTES = 10;

/** shared-amount / unique-amount / plain, and whether each row is decidable at all. */
function labelAmounts(boRows: readonly Omit<BoDepositCandidate, "id">[], truths: readonly BoTruth[], lines: readonly BankLine[]): void {
  const key = (website: string, amountCents: number, day: number) => `${website}|${amountCents}|${day}`;
  const linesAt = new Map<string, number>();
  for (const line of lines) if (line.direction === "CR") linesAt.set(key(line.account.website, line.amountCents, line.day), (linesAt.get(key(line.account.website, line.amountCents, line.day)) ?? 0) + 1);
  const rowsAt = new Map<string, number[]>();
  boRows.forEach((row, i) => {
    const k = key(row.website, row.amountCents, dayNumber(row.date));
    const list = rowsAt.get(k);
    if (list) list.push(i);
    else rowsAt.set(k, [i]);
  });
  const ticketsOf = new Map<BankLine, number>();
  for (const truth of truths) if (truth.line) ticketsOf.set(truth.line, (ticketsOf.get(truth.line) ?? 0) + 1);
  const tokensOf = new Map<Player, string[]>();
  const tokens = (player: Player) => tokensOf.get(player) ?? tokensOf.set(player, player.name.split(" ")).get(player)!;
  boRows.forEach((row, i) => {
    const truth = truths[i];
    const line = truth.line;
    if (!line) return;
    const day = dayNumber(row.date);
    const twins = ticketsOf.get(line)! - 1;
    const linesInWindow = (linesAt.get(key(row.website, row.amountCents, day)) ?? 0) + (linesAt.get(key(row.website, row.amountCents, day + 1)) ?? 0) - twins;
    // other players' tickets a line of this amount could also pay
    const rivals = new Set<Player>();
    for (const offset of [-1, 0, 1]) for (const j of rowsAt.get(key(row.website, row.amountCents, day + offset)) ?? []) if (truths[j].player !== truth.player) rivals.add(truths[j].player);
    if (linesInWindow > 1 || rivals.size > 0) line.classes.add("shared-amount");
    const remarkNames = line.remarkId !== null && line.remarkId === truth.player.username.toUpperCase();
    if (line.visibleName === null) {
      const unique = linesInWindow <= 1 && rivals.size === 0;
      if (unique) line.classes.add("unique-amount");
      truth.decidable = unique;
    } else if (line.classes.has("relative")) {
      truth.decidable = remarkNames;
    } else {
      const visible = comparable(line.visibleName);
      truth.decidable = remarkNames || ![...rivals].some((rival) => couldBe(visible, tokens(rival)));
    }
    if ([...line.classes].every((c) => c === "shared-amount")) line.classes.add("plain");
    // the player's own unpaid ticket of this amount, filed apart from this one: the line could have paid either
    if (truth.decidable && unpaidTwinFiledApart(i, row, truth)) truth.decidable = false;
  });

  function unpaidTwinFiledApart(i: number, row: Omit<BoDepositCandidate, "id">, truth: BoTruth): boolean {
    const day = dayNumber(row.date);
    for (const offset of [-1, 0, 1]) {
      for (const j of rowsAt.get(key(row.website, row.amountCents, day + offset)) ?? []) {
        const other = truths[j];
        if (j === i || other.player !== truth.player || other.line !== null) continue;
        if (offset !== 0 || Math.abs(other.requestSecond - truth.requestSecond) > DOUBLE_FILING_MINUTES * 60) return true;
      }
    }
    return false;
  }
}

function comparable(visible: readonly string[]): string[] {
  return visible.filter((word) => !HONORIFIC_WORDS.has(word.toUpperCase())).map((word) => (MUHAMMAD_WORDS.has(word) ? "MUHAMMAD" : word));
}

/** Whether the words a line shows of its sender could be this other person's name. */
function couldBe(words: readonly string[], other: readonly string[]): boolean {
  return words.every((word, i) => other.some((token) => token === word || (word.length === 1 && token.startsWith(word)) || (i === words.length - 1 && token.startsWith(word))));
}

export interface ParsedDays {
  mutasi: MutasiDepositCandidate[];
  truth: Map<number, number>;
  /** mutasi id → the line it was read from */
  lineOf: Map<number, BankLine>;
}

const text = (value: string | null | undefined) => (typeof value === "string" && value.trim() ? value : null);

/** Reads every file as an upload would, and gives the matcher the lines as they would be stored. */
export async function parseBankDays(days: BankDays, seed = 1): Promise<ParsedDays> {
  const now = new Date("2027-01-01T00:00:00Z");
  const read: { line: BankLine; candidate: Omit<MutasiDepositCandidate, "id"> }[] = [];
  for (const file of days.files) {
    const result = await parseStatementUpload(file.kind, file.text, { transaction: "depo", statementDate: file.statementDate, now });
    if (result.problems.length > 0) throw new Error(`${file.account.layout}: ${JSON.stringify(result.problems.slice(0, 3))}`);
    for (const row of result.rows) {
      const line = file.lineAt.get(row.lineNo);
      if (!line) throw new Error(`${file.account.layout}: line ${row.lineNo} was not written as a line`);
      read.push({
        line,
        candidate: {
          website: file.account.website,
          date: row.date,
          amountCents: row.amountCents,
          senderName: text(row.senderName),
          description: text(row.description),
          remark: text(row.remark),
          accountNo: file.account.accountNo,
          accountBank: bankOfLayout(file.account.layout),
          reference: text(row.reference),
          senderAccountNo: text(row.accountNo),
          bookedAt: row.bookedAt?.getTime() ?? null,
        },
      });
    }
  }
  const order = new Prng(seed).shuffled(read);
  const mutasi = order.map((entry, i) => ({ id: i + 1, ...entry.candidate }));
  const idOf = new Map(order.map((entry, i) => [entry.line, i + 1]));
  const lineOf = new Map(order.map((entry, i) => [i + 1, entry.line]));
  const truth = new Map<number, number>();
  for (const [boId, bo] of days.truthOf) {
    if (!bo.line) continue;
    const id = idOf.get(bo.line);
    if (id === undefined) throw new Error(`the line paying BO row ${boId} was not read from its file`);
    truth.set(boId, id);
  }
  return { mutasi, truth, lineOf };
}

export interface ClassScore {
  paid: number;
  decidable: number;
  /** right matches among the paid rows of the class */
  matched: number;
  /** right matches among its decidable rows */
  matchedDecidable: number;
  wrong: number;
}

export interface BankDayScore {
  precision: number;
  recall: number;
  /** recall over the rows a careful clerk could decide */
  decidableRecall: number;
  /** paid rows a careful clerk could decide from the statement at all */
  decidable: number;
  wrong: number;
  paid: number;
  byClass: Map<LineClass, ClassScore>;
}

export interface ScoreOptions {
  /** the run had the hand pairs of earlier days learnt (learning.ts): rows they make decidable count as decidable */
  learnt?: boolean;
  /** score only the BO rows dated this day or later (YYYY-MM-DD) */
  from?: string;
}

export function scoreByClass(result: ApprovedPairs, days: BankDays, parsed: ParsedDays, options: ScoreOptions = {}): BankDayScore {
  const { learnt = false, from } = options;
  const counted = new Set(days.bo.filter((row) => from === undefined || row.date >= from).map((row) => row.id));
  const truthOf = [...days.truthOf].filter(([boId]) => counted.has(boId));
  const matches = result.matches.filter((match) => counted.has(match.boId));
  const evaluation = evaluate({ matches }, new Map([...parsed.truth].filter(([boId]) => counted.has(boId))), days.bo, parsed.mutasi, { result, truth: parsed.truth });
  const wrongBo = new Set(evaluation.wrong.map((entry) => entry.boId));
  const rightBo = new Set(matches.map((match) => match.boId).filter((id) => !wrongBo.has(id)));
  const byClass = new Map<LineClass, ClassScore>(LINE_CLASSES.map((c) => [c, { paid: 0, decidable: 0, matched: 0, matchedDecidable: 0, wrong: 0 }]));
  let decidable = 0;
  let matchedDecidable = 0;
  for (const [boId, truth] of truthOf) {
    if (!truth.line) continue;
    const right = rightBo.has(boId);
    const decidableRow = learnt ? truth.learnable : truth.decidable;
    if (decidableRow) {
      decidable++;
      if (right) matchedDecidable++;
    }
    for (const c of truth.line.classes) {
      const score = byClass.get(c)!;
      score.paid++;
      if (right) score.matched++;
      if (wrongBo.has(boId)) score.wrong++;
      if (decidableRow) {
        score.decidable++;
        if (right) score.matchedDecidable++;
      }
    }
  }
  return {
    precision: evaluation.precision,
    recall: evaluation.recall,
    decidableRecall: decidable === 0 ? 1 : matchedDecidable / decidable,
    decidable,
    wrong: evaluation.wrong.length,
    paid: evaluation.truePairs,
    byClass,
  };
}

/** Share of named lines whose stored sender is exactly the name the bank printed, honorific dropped. */
export function senderSplitScore(parsed: ParsedDays): { named: number; exact: number; examples: string[] } {
  let named = 0;
  let exact = 0;
  const examples: string[] = [];
  for (const line of parsed.mutasi) {
    const written = parsed.lineOf.get(line.id)!;
    if (!written.visibleName || written.direction !== "CR") continue;
    named++;
    const expected = written.visibleName.filter((word, i) => !(i === 0 && HONORIFIC_WORDS.has(word.toUpperCase()))).join(" ").toUpperCase();
    if ((line.senderName ?? "").toUpperCase() === expected) exact++;
    else if (examples.length < 8) examples.push(`${JSON.stringify(line.senderName)} for ${JSON.stringify(expected)} in ${JSON.stringify(line.description)}`);
  }
  return { named, exact, examples };
}
