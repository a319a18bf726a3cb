/**
 * Days of BO withdrawals and the debit lines that pay them out, written as the banks write them
 * (FORMATS.md): KlikBCA's `TRSF E-BANKING DB ... <receiver cut at 18>`, Mandiri MCM's
 * `DR <ours> KR <player's>` with the receiver in the second text, BNI's BI-FAST payout
 * `TRANSFER KE | BI-FAST <bank> <account> <receiver> | <journal>` followed by its own fee row
 * (`BY TRX BIFAST`, Rp 2.500, same journal), BRI's `NBMB <holder> TO <receiver>`; suppliers' debits
 * in between. A KlikBCA payout to another bank goes by BI-FAST: `BI-FAST DB TANGGAL :dd/mm TRANSFER
 * KE <bank code> <receiver>`, the debit twin of FORMATS.md's `BI-FAST CR ... TRANSFER DR 451 <sender>`.
 * As BO exports come: some rows leave Corporate Bank empty; a player asks twice for one amount on
 * one day and is paid twice; the Player Bank column (wd_player_bank) beside the account. Traps: a
 * namesake at another bank paid the amount of a player's unpaid ticket. Each file is read by the
 * real statement parser as a withdraw upload, and each row becomes what reconcile/rows.server.ts
 * hands the matcher; the truth is kept beside it.
 */
import { dateOfDay, dayNumber } from "../app/services/matching/engine/days";
import { Prng } from "../app/services/matching/engine/prng";
import type { BoWithdrawCandidate, MutasiWithdrawCandidate } from "../app/services/matching/engine/types";
import { parseStatementUpload } from "../app/services/upload/parsers/parse.server";
import { statementFile } from "./bank-files";
import { debitLine } from "./bank-lines";
import { BANK_NAMES, LAYOUTS, amountText, boSpelling, ddmm, jakartaInstant, makePlayers, printedName, randomBankCode, randomCity, slashDate, type BankLine, type CorporateAccount, type LineClass, type Player } from "./bank-world";

/** How a payout and its BO row are written; a row carries every class that applies. */
export const WITHDRAW_CLASSES = ["account-shown", "name-only", "bifast-other-bank", "no-corporate", "twin", "bca", "mandiri", "bni", "bri"] as const;
export type WithdrawClass = (typeof WITHDRAW_CLASSES)[number];

export interface BankWithdrawals {
  bo: BoWithdrawCandidate[];
  mutasi: MutasiWithdrawCandidate[];
  /** BO id → the mutasi id that paid it */
  truth: Map<number, number>;
  /** BO ids a clerk could decide from the statement: the line shows the player's account, or no rival's name could be its receiver */
  decidable: Set<number>;
  /** the classes of each BO row */
  classes: Map<number, Set<WithdrawClass>>;
  /** unpaid BO ids whose player's namesake at another bank was paid the amount that day: never to be approved */
  namesakeTraps: Set<number>;
  /** whether a pair is right: the row's own payout, or the payout of another of the player's tickets of that amount and day (which of them a debit pays is no choice) */
  isRight: (boId: number, mutasiId: number) => boolean;
}

const BCA = "014";
const isBca = (layout: CorporateAccount["layout"]) => layout.startsWith("bca-");

function layoutClass(layout: CorporateAccount["layout"]): WithdrawClass {
  return isBca(layout) ? "bca" : layout.startsWith("mandiri-") ? "mandiri" : layout === "bni-internet" ? "bni" : "bri";
}

const FEE_CENTS = 250_000;
const PAYOUTS = [50_000, 100_000, 200_000, 250_000, 300_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 5_000_000];

function payoutTexts(random: Prng, account: CorporateAccount, player: Player, day: number, amountCents: number, journal: string, classes: Set<LineClass>): string[] {
  const printed = printedName(random, player.name.split(" "), 0.2, classes);
  switch (account.layout) {
    case "mandiri-mcm":
    case "mandiri-excel":
      return [`DR ${account.accountNo} KR ${player.accountNo} `, `${random.digits(11)}/${player.name}/${randomCity(random)} `];
    case "bni-internet":
      return [`TRANSFER KE | BI-FAST ${player.bankCode} ${player.accountNo} ${player.name} | ${journal}`];
    case "bri-cms":
      return [`TRF KE ${player.name.split(" ").at(-1)}`, `NBMB ${account.holder} TO ${player.name}`];
    default: {
      // to another bank by BI-FAST, with the receiving bank's code
      if (player.bankCode !== BCA) return [bifastPayout(day, player.bankCode, printed)];
      // KlikBCA glues the receiver to the amount; a file re-saved by Excel or copied keeps one space
      const gap = account.layout === "bca-individual" || account.layout === "bca-bisnis" ? "" : " ";
      return [`TRSF E-BANKING DB ${ddmm(day)}/FTSCY/WS95031 ${amountText(amountCents)}${gap}${printed}`];
    }
  }
}

function bifastPayout(day: number, bankCode: string, printed: string): string {
  return `BI-FAST DB TANGGAL :${slashDate(day)} TRANSFER KE ${bankCode} ${printed}`;
}

export async function generateBankWithdrawals(options: { seed: number; websites: number; days: number; perDay: number }): Promise<BankWithdrawals> {
  const random = new Prng(options.seed);
  const firstDay = dayNumber("2026-03-02");
  const websites = Array.from({ length: options.websites }, (_, i) => `WEB${String(i + 1).padStart(2, "0")}`);
  const players = makePlayers(random, websites, LAYOUTS.length, options.websites * options.perDay * 2);
  const bo: Omit<BoWithdrawCandidate, "id">[] = [];
  const paidBy: (BankLine | null)[] = [];
  const rowClasses: Set<WithdrawClass>[] = [];
  const traps = new Set<number>();
  const linesOf = new Map<CorporateAccount, BankLine[]>();
  const add = (line: BankLine) => (linesOf.get(line.account) ?? linesOf.set(line.account, []).get(line.account)!).push(line);
  for (const website of websites) {
    // payouts go out from bank accounts, not from the DANA merchant account
    const accounts = LAYOUTS.filter((layout) => layout !== "dana").map((layout) => ({ website, layout, accountNo: random.digits(10), holder: `PT MAJU ${website}` }));
    const own = players.filter((player) => player.website === website);
    for (let day = firstDay; day < firstDay + options.days; day++) {
      for (let n = 0; n < options.perDay; n++) {
        const player = random.pick(own);
        const account = random.pick(accounts);
        const amountCents = random.pick(PAYOUTS) * 100;
        const second = random.int(80_000);
        // the operator sends most payouts within half an hour of the request, some hours later
        const requestSecond = Math.max(0, second - random.weighted<number>([[120 + random.int(1_680), 85], [1_800 + random.int(10_800), 15]]));
        // a player who asks again for the same amount later that day, and is paid twice
        const twinAfter = random.chance(0.04) && second < 70_000 ? 600 + random.int(Math.min(10_000, 80_000 - second)) : 0;
        const noCorporate = random.chance(twinAfter > 0 ? 0.5 : 0.05) ? (twinAfter > 0 && random.chance(0.5) ? "twin" : "first") : null;
        const tickets = twinAfter > 0 ? [0, twinAfter] : [0];
        for (const after of tickets) {
          const paidSecond = second + after;
          const journal = random.digits(10);
          const classes = new Set<LineClass>();
          const line: BankLine | null = random.chance(0.03)
            ? null
            : { account, day, second: paidSecond, amountCents, direction: "DB", texts: payoutTexts(random, account, player, day, amountCents, journal, classes), reference: "", classes, visibleName: null, remarkId: null };
          if (line) add(line);
          if (line && account.layout === "bni-internet") add({ ...line, second: paidSecond + 1, amountCents: FEE_CENTS, texts: [`BY TRX BIFAST ${player.accountNo} | ${journal}`], classes: new Set() });
          const withoutCorporate = noCorporate === (after === 0 ? "first" : "twin");
          const shown = random.chance(0.9);
          bo.push({
            website,
            date: dateOfDay(day),
            amountCents,
            fullName: boSpelling(random, player.name),
            username: player.username,
            playerAccountNo: shown ? player.accountNo : null,
            playerBank: BANK_NAMES[player.bankCode] ?? null,
            corporateAccountNo: withoutCorporate ? null : account.accountNo,
            requestedAt: jakartaInstant(day, requestSecond + after),
          });
          paidBy.push(line);
          const rowClass = new Set<WithdrawClass>([layoutClass(account.layout)]);
          if (withoutCorporate) rowClass.add("no-corporate");
          if (twinAfter > 0) rowClass.add("twin");
          if (isBca(account.layout) && player.bankCode !== BCA) rowClass.add("bifast-other-bank");
          rowClasses.push(rowClass);
        }
        if (random.chance(0.1)) add(debitLine(random, account, day, random.int(86_000)));
        // a namesake at another bank paid this amount from a KlikBCA account; the player's own ticket is unpaid
        if (random.chance(0.015)) {
          const bca = accounts.find((other) => other.layout === "bca-bisnis")!;
          let code = randomBankCode(random);
          while (code === player.bankCode || code === BCA) code = randomBankCode(random);
          const trapSecond = random.int(80_000);
          // another amount than the ticket just paid: this is the player's only ticket of it
          let trapCents = random.pick(PAYOUTS) * 100;
          while (trapCents === amountCents) trapCents = random.pick(PAYOUTS) * 100;
          add({ account: bca, day, second: trapSecond, amountCents: trapCents, direction: "DB", texts: [bifastPayout(day, code, printedName(random, player.name.split(" "), 0.2, new Set()))], reference: "", classes: new Set(), visibleName: null, remarkId: null });
          traps.add(bo.length);
          bo.push({
            website,
            date: dateOfDay(day),
            amountCents: trapCents,
            fullName: boSpelling(random, player.name),
            username: player.username,
            playerAccountNo: player.accountNo,
            playerBank: BANK_NAMES[player.bankCode] ?? null,
            corporateAccountNo: random.chance(0.5) ? bca.accountNo : null,
            requestedAt: jakartaInstant(day, Math.max(0, trapSecond - 600)),
          });
          paidBy.push(null);
          rowClasses.push(new Set());
        }
      }
    }
  }

  const mutasi: MutasiWithdrawCandidate[] = [];
  const idOfLine = new Map<BankLine, number>();
  const now = new Date("2027-01-01T00:00:00Z");
  for (const [account, lines] of linesOf) {
    const file = statementFile(account, lines, firstDay, firstDay + options.days - 1, 1_000_000_000_000);
    const parsed = await parseStatementUpload(file.kind, file.text, { transaction: "wd", statementDate: file.statementDate, now });
    if (parsed.problems.length > 0) throw new Error(`${account.layout}: ${JSON.stringify(parsed.problems.slice(0, 3))}`);
    for (const row of parsed.rows) {
      const id = mutasi.length + 1;
      const written = file.lineAt.get(row.lineNo);
      if (written) idOfLine.set(written, id);
      const text = (value: string | null | undefined) => (typeof value === "string" && value.trim() ? value : null);
      mutasi.push({
        id,
        website: account.website,
        date: row.date,
        amountCents: row.amountCents,
        receiverName: text(row.senderName),
        description: text(row.description),
        accountNo: account.accountNo,
        playerAccountNo: text(row.accountNo),
        reference: text(row.reference),
        bookedAt: row.bookedAt?.getTime() ?? null,
      });
    }
  }
  const rows = bo.map((row, i) => ({ id: i + 1, ...row }));
  const truth = new Map<number, number>();
  const decidable = new Set<number>();
  const classes = new Map<number, Set<WithdrawClass>>();
  // a player's tickets of one amount and day: one payout may be any of theirs
  const ticketsOf = rows.map((row) => `${row.website}|${row.username}|${row.date}|${row.amountCents}`);
  rows.forEach((row, i) => {
    const line = paidBy[i];
    const id = line ? idOfLine.get(line) : undefined;
    if (id === undefined) return;
    truth.set(row.id, id);
    const showsAccount = row.playerAccountNo !== null && line!.texts.some((text) => text.includes(row.playerAccountNo!));
    classes.set(row.id, new Set([...rowClasses[i], showsAccount ? "account-shown" : "name-only"]));
    const first = row.fullName.toUpperCase().split(/\s+/)[0];
    // another player's payout of the amount that day from the same akun bank (any, where the row does not say which)
    const rivals = rows.filter(
      (other, j) =>
        j !== i &&
        ticketsOf[j] !== ticketsOf[i] &&
        other.website === row.website &&
        other.date === row.date &&
        other.amountCents === row.amountCents &&
        (row.corporateAccountNo === null || other.corporateAccountNo === null || other.corporateAccountNo === row.corporateAccountNo),
    );
    // one payout for two tickets of the player: which of them it paid, nothing on the line says
    const unpaidSibling = rows.some((_, j) => j !== i && ticketsOf[j] === ticketsOf[i] && paidBy[j] === null);
    if (unpaidSibling) return;
    if (showsAccount) decidable.add(row.id);
    else if (!rivals.some((other) => other.fullName.toUpperCase().startsWith(first))) decidable.add(row.id);
  });
  const namesakeTraps = new Set([...traps].map((i) => rows[i].id));
  // the payouts of each player's tickets of one amount and day
  const paidTo = new Map<string, Set<number>>();
  rows.forEach((row, i) => {
    const line = truth.get(row.id);
    if (line === undefined) return;
    (paidTo.get(ticketsOf[i]) ?? paidTo.set(ticketsOf[i], new Set()).get(ticketsOf[i])!).add(line);
  });
  const ticketsOfId = new Map(rows.map((row, i) => [row.id, ticketsOf[i]]));
  const isRight = (boId: number, mutasiId: number) => paidTo.get(ticketsOfId.get(boId)!)?.has(mutasiId) ?? false;
  return { bo: rows, mutasi, truth, decidable, classes, namesakeTraps, isRight };
}

