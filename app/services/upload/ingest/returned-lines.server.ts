import { Op, type Transaction, type WhereOptions } from "sequelize";
import { MatchLink } from "~/models/models.server";
import { epochMs, isoDay } from "~/models/raw-values";
import { dateOfDay, dayNumber } from "../../matching/engine/days";
import { accountKey, accountsInText, standsAlone } from "../../matching/engine/identifiers";
import { normaliseName, TRUNCATION_HINT } from "../../matching/engine/names";
import { counterpartyBankOf } from "../../matching/engine/sender-bank";
import { closedDates } from "../../day-close/day-close.server";
import { toCents } from "../../money";
import { ledgerModel } from "../../review/ledger-models.server";
import { boLedger, LEDGERS } from "../../review/ledgers";
import { returnDoubtNote } from "../../review/line-marks";
import { inferYear, isoDate } from "../parsers/dates";
import type { ReturnedLine } from "../parsers/types";
import { RETURN_DAYS_BACK, RETURN_DAYS_NEAR, RETURN_SHORTFALLS } from "./return-window";
import { accountBatches, type StatementAccount } from "./statement-days.server";

/** What the mark's note says of the line that brought the money back. */
const NOTE_MAX = 500;

export interface ReturnedMarks {
  /** lines marked refund by this upload */
  marked: number;
  /** lines a person had paired, whose money came back: left as they are, for a checker */
  pairedByHand: number[];
  /** lines paired automatically with a ticket of a closed day, whose money came back: left as they are, named */
  pairedOnClosedDays: ClosedDayPair[];
  /** the dates of the lines marked or doubted: their days are reconciled again, so an automatic pair on one is taken back */
  markedDates: string[];
  /** the texts of returns no stored line could be told for (no name or account that fits, a payout of either day, or older) */
  unplaced: string[];
  /** lines one of those returns may have undone (it names nobody or only an account, or fits lines of two days): never paired automatically */
  doubted: number;
  /** the returns that marked or doubted no line: their line may come with a later upload of an earlier day */
  waiting: ReturnedLine[];
}

/** Returns named in the reply, at most. */
const UNPLACED_SHOWN = 5;

interface Candidate {
  id: number;
  date: string;
  amountCents: number;
  name: string;
  /** the line's text as names are compared, a space either side: a payee the parser left in it (Mandiri's `.../ANISA EKA KURNIAWA/`) */
  text: string;
  /** the payee's or sender's account numbers: the one the parser isolated and any in the text */
  accounts: string[];
  /** the bank of the other end the text names (`TRANSFER KE 009`: BNI), null when it names none */
  bank: string | null;
  /** the bank's reference its text quotes (parsers: textReference) */
  reference: string | null;
  bookedAt: number | null;
  lineNo: number;
  batch: number;
  mark: string | null;
  markNote: string | null;
  approved: boolean;
}

/**
 * A payout the bank sent back (`Refund transfer gagal ANDI PRATAMA`, the same amount from the same
 * payee, after it) paid nobody: left open, it would approve the player's withdrawal as paid. The
 * same for a deposit the company refunded to its sender. Each line saying money came back marks
 * the latest line it undoes as `refund`: of the account, the same amount and the same person (the
 * name, or an account number, of the line or found in the return's text: `RETUR BIFAST
 * 148530274576 ADE PURNOMO`), before it (by the times where both are known, else by the file's
 * order: the bounced payout, not the retry after the return), of the amount or of the amount less
 * the transfer fee the bank kept, on the day the return names (`RETUR TGL 17/11`), else on the
 * return's day or the week before (RETURN_DAYS_BACK) (a payout at 23:50 bounces after midnight, a Friday's on
 * Monday) unless that day is closed. Where lines of two days fit, or the return names nobody (or
 * only an account the lines do not show), it is left to a checker, and every line it may have
 * undone carries a note (line-marks.ts returnDoubtOf) that keeps it from being paired
 * automatically; a return that fits no line is only named in the reply. The lines may be
 * this upload's or stored before: the refund may first show in a later copy of the statement.
 * The matcher never pays a row with a marked line (an automatic pair on it is taken back by the
 * reconcile that follows) and the day's summary counts it apart. A refund a copy of the statement
 * repeats is not applied twice: the lines its note already marks count against it. A line a
 * person paired is left to a checker.
 */
export async function markReturnedLines(account: StatementAccount, newBatchIds: readonly number[], returned: readonly ReturnedLine[], transaction: Transaction): Promise<ReturnedMarks> {
  const told = returned.filter((line) => !line.unsure);
  const none: ReturnedMarks = {
    marked: 0,
    markedDates: [],
    pairedByHand: [],
    pairedOnClosedDays: [],
    // a return kept from an earlier upload was told then
    unplaced: told.filter((line) => line.waitingId === undefined).slice(0, UNPLACED_SHOWN).map((line) => line.description),
    doubted: 0,
    waiting: [...returned],
  };
  if (returned.length === 0) return none;
  const ledger = LEDGERS[account.target === "mutasi_deposit" ? "mutasi-deposit" : "mutasi-withdraw"];
  const column = (name: string) => ledger.id.replace(/_id$/, `_${name}`);
  const returnDays = new Set(returned.map((line) => line.date));
  const daysBefore = (date: string) => Array.from({ length: RETURN_DAYS_BACK }, (_, i) => dateOfDay(dayNumber(date) - 1 - i));
  const earlier = [...new Set([...returnDays].flatMap(daysBefore))];
  const closed = new Set(await closedDates(account.website, earlier, transaction));
  // a closed day's lines too: a pair on one is named and noted, never marked (a clean-room audit: the
  // return of a closed day's credit that paid an open day's ticket was dropped as 'Data sudah ada')
  const dates = [...new Set([...returnDays, ...earlier])];
  const batches = [...newBatchIds, ...(await accountBatches(account, ledger, newBatchIds, dates, transaction))];
  if (batches.length === 0) return none;
  const rows = (await ledgerModel(ledger).findAll({
    where: { [ledger.batch]: { [Op.in]: batches }, [ledger.date]: { [Op.in]: dates }, ...amountsUndone(ledger.amount, returned) },
    attributes: [
      ...[ledger.id, ledger.batch, ledger.date, ledger.amount, ledger.name, ledger.approved, ledger.mark, ledger.markNote],
      ...["player_account_no", "description", "time", "line_no", "reference"].map(column),
    ],
    raw: true,
    transaction,
  })) as unknown as Record<string, unknown>[];
  const newestFirst = returned[0].newestFirst;
  const fresh = new Set(newBatchIds);
  // a line's place in time: stored copies first, then this file's lines in the order they happened
  const order = (line: Candidate) => (fresh.has(line.batch) && newestFirst ? -line.lineNo : line.lineNo);
  const candidates: Candidate[] = rows
    .map((row) => ({
      id: Number(row[ledger.id]),
      date: isoDay(row[ledger.date]),
      amountCents: toCents(row[ledger.amount] as number | string),
      name: normaliseName(row[ledger.name] as string | null),
      text: ` ${normaliseName(row[column("description")] as string | null)} `,
      accounts: accountsOf(row[column("player_account_no")] as string | null, row[column("description")] as string | null, account.accountNo, toCents(row[ledger.amount] as number | string)),
      bank: counterpartyBankOf(row[column("description")] as string | null),
      // the number its text quotes, as a return's is read: not the file's own id of the line (BNI's Journal No.)
      reference: (row[column("reference")] as string | null) ?? null,
      bookedAt: epochMs(row[column("time")]),
      lineNo: Number(row[column("line_no")]),
      batch: Number(row[ledger.batch]),
      mark: (row[ledger.mark] as string | null) ?? null,
      markNote: (row[ledger.markNote] as string | null) ?? null,
      approved: row[ledger.approved] === true || row[ledger.approved] === 1,
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.batch - b.batch || order(a) - order(b));
  // the lines a return of an amount may undo (the amount, or it plus a fee the bank kept), in the order above
  const byAmount = new Map<number, Candidate[]>();
  for (const line of candidates) {
    const list = byAmount.get(line.amountCents);
    if (list) list.push(line);
    else byAmount.set(line.amountCents, [line]);
  }
  const position = new Map(candidates.map((line, index) => [line, index]));
  const ofAmounts = (amountCents: number): Candidate[] => {
    const found = RETURN_SHORTFALLS.flatMap((shortfall) => byAmount.get(amountCents + shortfall) ?? []);
    return found.sort((a, b) => position.get(a)! - position.get(b)!);
  };
  const side = account.target === "mutasi_deposit" ? "deposit" : "withdraw";
  const approvedIds = candidates.filter((line) => line.approved).map((line) => line.id);
  const byHand = await pairedByHand(side, approvedIds, transaction);
  // a pair whose ticket's day is closed (Tutup Hari) stays as it is: the reconcile never reads that
  // day again, so a mark would leave the ticket approved on money that came back (a clean-room audit)
  const onClosedDay = await pairedOnClosedDays(side, account.website, approvedIds, new Map(candidates.filter((line) => closed.has(line.date)).map((line) => [line.id, line.date])), transaction);
  const leftAsPaired = (id: number) => byHand.has(id) || onClosedDay.has(id);
  const closedPairs = new Map<number, ClosedDayPair>();

  const marked = new Map<number, string>();
  // each line a return may have undone, by that return's text; and how many returns of each text doubted lines
  const doubted = new Map<number, string>();
  const doubting = new Map<string, number>();
  // lines left paired (a person's pair, a closed day's) whose money may have come back: noted, not
  // counted, so that once the pair is undone or the day reopened the line is never paired
  // automatically (a clean-room audit: after Buka Hari the returned credit still paid its ticket)
  const notedPaired = new Map<number, string>();
  const pairedByHandIds: number[] = [];
  const unplaced: string[] = [];
  const waiting: ReturnedLine[] = [];
  const markedDates = new Set<string>();
  // one note per refund: repeats of it in this file and marks it left before count against each other
  const applied = new Map<string, number>();
  for (const line of candidates) if (line.mark === "refund" && line.markNote) applied.set(line.markNote, (applied.get(line.markNote) ?? 0) + 1);
  // lines a return may have undone, none of them a person's pair: never paired automatically until a checker says
  const doubt = (lines: readonly Candidate[], description: string) => {
    if (lines.length > 0) doubting.set(description, (doubting.get(description) ?? 0) + 1);
    for (const line of lines) {
      if (onClosedDay.has(line.id)) closedPairs.set(line.id, onClosedDay.get(line.id)!);
      if (leftAsPaired(line.id)) {
        notedPaired.set(line.id, description);
        continue;
      }
      doubted.set(line.id, description);
      markedDates.add(line.date);
    }
  };
  for (const back of returned) {
    const note = `Dana kembali: ${back.description}`.slice(0, NOTE_MAX);
    const appliedBefore = applied.get(note) ?? 0;
    // a doubt never marks, so no mark counts against it: the doubt kept beside a mark (below) is no repeat of it
    if (appliedBefore > 0 && !back.unsure) {
      applied.set(note, appliedBefore - 1);
      continue;
    }
    const name = withoutReturnWords(normaliseName(back.name));
    const text = ` ${normaliseName(back.description)} `;
    const accounts = accountsOf(back.accountNo, back.description, account.accountNo, back.amountCents);
    const backAt = back.bookedAt?.getTime() ?? null;
    // the bank the return names the other end at (`RETUR TRANSFER DR 009`: BNI) is the payout's
    // payee's: of two namesakes' payouts it picks the one to BNI (a clean-room audit: the bounced
    // ticket was approved, the namesake's paid one left, when the return went to the later payout)
    const backBank = counterpartyBankOf(back.description);
    const sameBank = (line: Candidate) => backBank === null || line.bank === null || line.bank === backBank;
    // the bank's number of the transfer the return brings back (Mandiri's `11411320060/NAME/`)
    const backReference = quotedReference(back);
    // an account the return prints that the line does not show: another payee's transfer came back,
    // whatever the name (a clean-room audit: a namesake's return marked the player's paid payout)
    const otherPayee = (line: Candidate) => accounts.length > 0 && line.accounts.length > 0 && !line.accounts.some((number) => accounts.includes(number));
    // a name of two words or more found in the return's text counts too; one word (BUDI) is too many people's
    // and the return's name of two words or more found in the line's text, where the parser left the payee
    const samePerson = (line: Candidate) =>
      sameBank(line) &&
      !otherPayee(line) &&
      ((line.name !== "" && (line.name === name || cutOfTheOther(line.name, name) || (line.name.includes(" ") && text.includes(` ${line.name} `)))) ||
        (line.name === "" && name.includes(" ") && line.text.includes(` ${name} `)) ||
        line.accounts.some((number) => accounts.includes(number)));
    const before = (line: Candidate) => {
      if (backAt !== null && line.bookedAt !== null) return line.bookedAt <= backAt;
      if (line.date !== back.date || !fresh.has(line.batch)) return line.date <= back.date;
      // a day's file without balances or times (Mandiri MCM) may list newest first: any of its lines
      if (!back.orderKnown) return true;
      return newestFirst ? line.lineNo > back.lineNo : line.lineNo < back.lineNo;
    };
    // an unpaired line of a closed day is left as the day was closed
    // a kept return was weighed against the lines stored when it was kept: it reaches those stored since
    const fits = (line: Candidate) =>
      line.mark === null &&
      !marked.has(line.id) &&
      (back.keptBy === undefined || line.batch > back.keptBy) &&
      (line.approved || !closed.has(line.date)) &&
      RETURN_SHORTFALLS.includes(line.amountCents - back.amountCents) &&
      before(line);
    // a return that says which day's transfer it brings back (`RETUR TGL 17/11`) undoes a line of that day only
    const ofDay = returnedTransferDay(back.description, back.date);
    // the return's day and the few before it first; a line of the rest of the week only where none of those fits
    const inReach = (line: Candidate, days: number) => (ofDay !== null ? line.date === ofDay : line.date === back.date || daysBefore(back.date).slice(0, days).includes(line.date));
    const fittingWithin = (days: number) => ofAmounts(back.amountCents).filter((line) => fits(line) && inReach(line, days) && samePerson(line));
    const near = fittingWithin(RETURN_DAYS_NEAR);
    const fitting = near.length > 0 ? near : fittingWithin(RETURN_DAYS_BACK);
    // a return quoting its transfer's reference brings back that line, not a resend to the same payee
    // (a clean-room audit: the resend was marked, the bounced line paired); quoting one no line that
    // fits carries, where they carry theirs, it may bring back another transfer (an earlier day's) or
    // carry a number of its own: a checker says (two audits saw a bank write it either way)
    const quoted = backReference === null ? [] : fitting.filter((line) => referenceOf(line) === backReference);
    const quotesAnother = backReference !== null && quoted.length === 0 && fitting.some((line) => referenceOf(line) !== null);
    // of the rest, the payout of the very amount before one a fee away (a clean-room audit: a 302.500
    // return tied to the 300.000 payout after it, not its own)
    const exact = fitting.filter((line) => line.amountCents === back.amountCents);
    const undone = quoted.length === 1 ? quoted : exact.length > 0 ? exact : fitting;
    // the lines of a file that gives no order, of the return's day, are each as likely the one that came back
    const unordered = !back.orderKnown && backAt === null && undone.filter((line) => line.date === back.date && fresh.has(line.batch)).length > 1;
    const latest = undone.at(-1);
    // a payout of the day before and one of the return's own day, to the same person: either may
    // be the one that bounced (a retry the next morning, or a new ticket paid), so a checker says
    const spansTwoDays = latest !== undefined && undone[0].date !== latest.date;
    if (back.unsure) {
      // money from the payee in no words of a return: never a mark, a doubt on what it may undo; nothing to say when nothing fits
      const maybe = spansTwoDays ? undone : latest ? [latest] : [];
      doubt(maybe, back.description);
      // its payout's statement may come later (a day's files uploaded out of order): kept for it, said nowhere
      if (maybe.length === 0) waiting.push(back);
      continue;
    }
    if ((unordered || quotesAnother) && quoted.length !== 1) {
      if (unplaced.length < UNPLACED_SHOWN && back.waitingId === undefined) unplaced.push(back.description);
      doubt(undone, back.description);
      continue;
    }
    if (!latest || spansTwoDays) {
      if (unplaced.length < UNPLACED_SHOWN && back.waitingId === undefined) unplaced.push(back.description);
      // a return naming nobody may undo any line of its amount of that day or the evening before; one
      // naming only an account, any of them that shows no other account (BCA's debits show none)
      const namesNobody = name === "";
      // a number of the return no line of its amount shows is its transaction's (`RVSL TRX 8812736`), no payee's
      const shown = accounts.filter((number) => ofAmounts(back.amountCents).some((line) => line.accounts.includes(number)));
      const couldBe = (line: Candidate) => shown.length === 0 || line.accounts.length === 0 || line.accounts.some((number) => shown.includes(number));
      const maybe = spansTwoDays
        ? undone
        : namesNobody
          ? ofAmounts(back.amountCents).filter((line) => fits(line) && (ofDay !== null ? line.date === ofDay : line.date === back.date || line.date === daysBefore(back.date)[0]) && couldBe(line))
          : [];
      doubt(maybe, back.description);
      if (maybe.length === 0) waiting.push(back);
      continue;
    }
    if (byHand.has(latest.id)) {
      pairedByHandIds.push(latest.id);
      notedPaired.set(latest.id, back.description);
      continue;
    }
    if (onClosedDay.has(latest.id)) {
      closedPairs.set(latest.id, onClosedDay.get(latest.id)!);
      notedPaired.set(latest.id, back.description);
      continue;
    }
    marked.set(latest.id, note);
    markedDates.add(latest.date);
    // a day's file that gives no order (Mandiri MCM) marked the one payout of its day that fits; the
    // payout of the day before, uploaded later, is as likely the one that bounced, as in date order
    // (a clean-room audit: the later day first, the bounced day's payout was approved): kept as a doubt for it
    if (!back.orderKnown && backAt === null && back.waitingId === undefined && latest.date === back.date) waiting.push({ ...back, unsure: true });
  }
  for (const [id, note] of marked) {
    doubted.delete(id);
    await ledgerModel(ledger).update({ [ledger.mark]: "refund", [ledger.markNote]: note }, { where: { [ledger.id]: id }, transaction });
  }
  for (const [id, description] of doubted) {
    const note = returnDoubtNote(description, NOTE_MAX, doubting.get(description));
    await ledgerModel(ledger).update({ [ledger.markNote]: note }, { where: { [ledger.id]: id, [ledger.mark]: null }, transaction });
  }
  for (const [id, description] of notedPaired) {
    if (marked.has(id) || doubted.has(id)) continue;
    await ledgerModel(ledger).update({ [ledger.markNote]: returnDoubtNote(description, NOTE_MAX) }, { where: { [ledger.id]: id, [ledger.mark]: null }, transaction });
  }
  return { marked: marked.size, markedDates: [...markedDates], pairedByHand: pairedByHandIds, pairedOnClosedDays: [...closedPairs.values()], unplaced, doubted: doubted.size, waiting };
}

/** Ranges this many or fewer are asked for one by one; more, the days' lines are read whole. */
const AMOUNT_RANGES_MAX = 200;

/**
 * Only the lines a return could undo, of its amount or it and a fee: one return in a day of
 * 300.000 lines had every line of its week read (a peak of 800 MB). Half a cent either side: the
 * column may hold the amount as a binary fraction (as reconcile/decide.server.ts reads it).
 */
function amountsUndone(column: string, returned: readonly ReturnedLine[]): WhereOptions {
  const amounts = new Set(returned.flatMap((back) => RETURN_SHORTFALLS.map((shortfall) => back.amountCents + shortfall)));
  if (amounts.size > AMOUNT_RANGES_MAX) return {};
  return { [Op.or]: [...amounts].map((cents) => ({ [column]: { [Op.between]: [(cents - 0.5) / 100, (cents + 0.5) / 100] } })) };
}

/** A line paired automatically with a ticket of a closed day, or itself of a closed day. */
export interface ClosedDayPair {
  mutasiId: number;
  ticket: string;
  /** the closed day, YYYY-MM-DD: the ticket's, else the line's */
  date: string;
}

/** The lines among `ids` whose active automatic pair is with a BO row of a closed day (Tutup Hari), or that are of a closed day themselves (`ofClosedDays`: their day). */
async function pairedOnClosedDays(kind: "deposit" | "withdraw", website: string, ids: number[], ofClosedDays: ReadonlyMap<number, string>, transaction: Transaction): Promise<Map<number, ClosedDayPair>> {
  const found = new Map<number, ClosedDayPair>();
  if (ids.length === 0) return found;
  const links = await MatchLink.findAll({
    where: { match_kind: kind, match_mutasi_id: { [Op.in]: ids }, match_method: "auto", match_active: true },
    attributes: ["match_mutasi_id", "match_bo_id"],
    transaction,
  });
  if (links.length === 0) return found;
  const bo = boLedger(kind);
  const rows = (await ledgerModel(bo).findAll({
    where: { [bo.id]: { [Op.in]: links.map((link) => link.match_bo_id) } },
    attributes: [bo.id, bo.date, bo.ticket],
    raw: true,
    transaction,
  })) as unknown as Record<string, unknown>[];
  const closed = new Set(await closedDates(website, [...new Set(rows.map((row) => isoDay(row[bo.date])))], transaction));
  const rowById = new Map(rows.map((row) => [Number(row[bo.id]), row]));
  for (const link of links) {
    const row = rowById.get(link.match_bo_id);
    if (!row) continue;
    // the ticket's day closed, or the line's own
    const day = closed.has(isoDay(row[bo.date])) ? isoDay(row[bo.date]) : ofClosedDays.get(link.match_mutasi_id);
    if (day === undefined) continue;
    found.set(link.match_mutasi_id, { mutasiId: link.match_mutasi_id, ticket: String(row[bo.ticket] ?? `#${link.match_bo_id}`), date: day });
  }
  return found;
}

/** A bank's transfer number as Mandiri prints it before the payee (`11411320060/NAME/`); BCA's `2711/FTSCY/WS95031` is every line's. */
const DIGITS = /^\d{6,}$/;
const TRANSFER_NUMBER = /(?:^|\s)(\d{6,})\//;

/**
 * The transfer number a return quotes as Mandiri writes it (`11411320060/NAME/`), where the parser
 * read it or the text holds it after a name it read otherwise (`RETUR TRANSFER DR 009 NAME`); null
 * when it quotes none. Another bank's number in the text (BNI's journal part) is the return's own.
 */
function quotedReference(back: ReturnedLine): string | null {
  const reference = back.reference?.trim() ?? "";
  if (DIGITS.test(reference) && back.description.includes(`${reference}/`)) return reference;
  return TRANSFER_NUMBER.exec(back.description)?.[1] ?? null;
}

/** A line's transfer number, when it carries one as digits. */
function referenceOf(line: Candidate): string | null {
  const reference = line.reference?.trim() ?? "";
  return DIGITS.test(reference) ? reference : null;
}

/** `RETUR TGL 17/11`, `RETUR TANGGAL :17/11`: the day of the transfer returned, on or before the return's own. */
const RETURNED_DAY = /\bRETUR\w*\s+(?:TGL|TANGGAL)\s*:?\s*(\d{1,2})\/(\d{1,2})(?!\/?\d)/i;

export function returnedTransferDay(description: string, returnDate: string): string | null {
  const match = RETURNED_DAY.exec(description);
  if (!match) return null;
  const [day, month] = [Number(match[1]), Number(match[2])];
  // the year nearest the return's (a return in early January brings back December's transfer)
  const year = month >= 1 && month <= 12 && day >= 1 ? inferYear(month, day, returnDate) : null;
  if (year === null) return null;
  const date = isoDate(year, month, day);
  const back = dayNumber(returnDate) - dayNumber(date);
  return back >= 0 && back <= RETURN_DAYS_BACK ? date : null;
}

/**
 * Account numbers of a line's other end: the one the parser isolated and any in its text, but not
 * the statement's own account nor the amount, which BCA writes in the text (`1380000.00`).
 */
function accountsOf(isolated: string | null, text: string | null, ownAccount: string | null, amountCents: number): string[] {
  const found = new Set<string>();
  const key = accountKey(isolated);
  if (key) found.add(key);
  // a number glued to letters is a reference (BI-FAST's `20261127CENAIDJA010O02`), no account: read as
  // one, a return naming nobody seemed to name another account, and doubted no payout (a clean-room audit)
  // nor Mandiri's transfer number before the payee (`11411320060/NAME/`)
  for (const number of accountsInText(text)) if (standsAlone(text ?? "", number) && !(text ?? "").includes(`${number}/`)) found.add(number);
  for (const not of [accountKey(ownAccount), String(Math.floor(amountCents / 100)), String(amountCents)]) if (not) found.delete(not);
  return [...found];
}

/** The lines among `ids` a person paired (an active manual link): theirs to undo, not an upload's. */
async function pairedByHand(kind: "deposit" | "withdraw", ids: number[], transaction: Transaction): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const links = await MatchLink.findAll({
    where: { match_kind: kind, match_mutasi_id: { [Op.in]: ids }, match_method: "manual", match_active: true },
    attributes: ["match_mutasi_id"],
    transaction,
  });
  return new Set(links.map((link) => link.match_mutasi_id));
}

/**
 * One name the bank's cut of the other (`BAGUS KURNIAWAN S` of BAGUS KURNIAWAN SAPUTRA): a payout
 * and its return each print the payee at their own length (a clean-room audit: a return with the
 * cut name undid nothing, and the bounced payout stayed approved). Both of two words or more, as a
 * whole name is; the shorter as long as a bank's cut.
 */
/** Words a return prints before or after the person (`RETUR BAGUS KURNIAWAN S`, `PENGEMBALIAN DANA ...`), which the parser left in the name. */
const RETURN_WORD = /^(?:RETUR\w*|REFUND\w*|PENGEMBALIAN|DANA|KEMBALI|DIKEMBALIKAN|REVERSAL|RVSL|KOREKSI|TRANSFER|TRF|GAGAL|TOLAK\w*|DITOLAK)$/;

/**
 * The return's person without those words: left in, a cut name (`RETUR BAGUS KURNIAWAN S`) began
 * no payee's name, and the bounced payout stayed approved (a clean-room audit).
 */
function withoutReturnWords(name: string): string {
  const words = name.split(" ").filter(Boolean);
  while (words.length > 0 && RETURN_WORD.test(words[0])) words.shift();
  while (words.length > 0 && RETURN_WORD.test(words[words.length - 1])) words.pop();
  return words.join(" ");
}

function cutOfTheOther(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= TRUNCATION_HINT && short.includes(" ") && long.startsWith(short);
}
