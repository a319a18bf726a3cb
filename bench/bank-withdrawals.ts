/**
 * Days of BO withdrawals and the debit lines that pay them out, written as the banks write them
 * (FORMATS.md): KlikBCA's `TRSF E-BANKING DB ... <receiver cut at 18>`, Mandiri MCM's
 * `DR <ours> KR <player's>` with the receiver in the second text, BNI's BI-FAST payout
 * `TRANSFER KE | BI-FAST <bank> <account> <receiver> | <journal>` followed by its own fee row
 * (`BY TRX BIFAST`, Rp 2.500, same journal), BRI's `NBMB <holder> TO <receiver>`; suppliers' debits
 * in between. Each file is read by the real statement parser as a withdraw upload, and each row
 * becomes what reconcile/rows.server.ts hands the matcher; the truth is kept beside it.
 */
import { dateOfDay, dayNumber } from "../app/services/matching/engine/days";
import { Prng } from "../app/services/matching/engine/prng";
import type { BoWithdrawCandidate, MutasiWithdrawCandidate } from "../app/services/matching/engine/types";
import { parseStatementUpload } from "../app/services/upload/parsers/parse.server";
import { statementFile } from "./bank-files";
import { debitLine } from "./bank-lines";
import { LAYOUTS, amountText, boSpelling, ddmm, jakartaInstant, makePlayers, printedName, randomCity, type BankLine, type CorporateAccount, type LineClass, type Player } from "./bank-world";

export interface BankWithdrawals {
  bo: BoWithdrawCandidate[];
  mutasi: MutasiWithdrawCandidate[];
  /** BO id → the mutasi id that paid it */
  truth: Map<number, number>;
  /** BO ids a clerk could decide from the statement: the line shows the player's account, or no rival's name could be its receiver */
  decidable: Set<number>;
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
      // KlikBCA glues the receiver to the amount; a file re-saved by Excel or copied keeps one space
      const gap = account.layout === "bca-individual" || account.layout === "bca-bisnis" ? "" : " ";
      return [`TRSF E-BANKING DB ${ddmm(day)}/FTSCY/WS95031 ${amountText(amountCents)}${gap}${printed}`];
    }
  }
}

export async function generateBankWithdrawals(options: { seed: number; websites: number; days: number; perDay: number }): Promise<BankWithdrawals> {
  const random = new Prng(options.seed);
  const firstDay = dayNumber("2026-03-02");
  const websites = Array.from({ length: options.websites }, (_, i) => `WEB${String(i + 1).padStart(2, "0")}`);
  const players = makePlayers(random, websites, LAYOUTS.length, options.websites * options.perDay * 2);
  const bo: Omit<BoWithdrawCandidate, "id">[] = [];
  const paidBy: (BankLine | null)[] = [];
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
        const journal = random.digits(10);
        const classes = new Set<LineClass>();
        const line: BankLine | null = random.chance(0.03)
          ? null
          : { account, day, second, amountCents, direction: "DB", texts: payoutTexts(random, account, player, day, amountCents, journal, classes), reference: "", classes, visibleName: null, remarkId: null };
        if (line) add(line);
        if (line && account.layout === "bni-internet") add({ ...line, second: second + 1, amountCents: FEE_CENTS, texts: [`BY TRX BIFAST ${player.accountNo} | ${journal}`], classes: new Set() });
        if (random.chance(0.1)) add(debitLine(random, account, day, random.int(86_000)));
        bo.push({
          website,
          date: dateOfDay(day),
          amountCents,
          fullName: boSpelling(random, player.name),
          username: player.username,
          playerAccountNo: random.chance(0.9) ? player.accountNo : null,
          corporateAccountNo: account.accountNo,
          requestedAt: jakartaInstant(day, requestSecond),
        });
        paidBy.push(line);
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
  rows.forEach((row, i) => {
    const line = paidBy[i];
    const id = line ? idOfLine.get(line) : undefined;
    if (id === undefined) return;
    truth.set(row.id, id);
    const showsAccount = row.playerAccountNo !== null && line!.texts.some((text) => text.includes(row.playerAccountNo!));
    const first = row.fullName.toUpperCase().split(/\s+/)[0];
    const rivals = rows.filter((other, j) => j !== i && other.website === row.website && other.date === row.date && other.amountCents === row.amountCents && other.corporateAccountNo === row.corporateAccountNo);
    if (showsAccount) decidable.add(row.id);
    else if (!rivals.some((other) => other.fullName.toUpperCase().startsWith(first))) decidable.add(row.id);
  });
  return { bo: rows, mutasi, truth, decidable };
}

