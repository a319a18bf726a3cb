import { jakartaDate } from "~/services/jakarta-time";
import { formatRupiah } from "~/services/money";
import { ValidationError } from "~/services/errors";
import { parseAmountCell, parseDirectionCell } from "./amounts";
import type { ColumnMatch, StatementField } from "./columns";
import { bookedInstant, timeOfDateCell, timeOfTimeCell } from "./booked-time";
import { accountInShortText, extractCounterparty } from "./counterparty";
import { inferYear, parseWallTime, wallTimeToJakartaDay, withinPeriod } from "./dates";
import type { Layout, StatementLayout } from "./layouts";
import { MESSAGES, STATEMENT_MESSAGES } from "./messages";
import { displayName } from "~/services/matching/engine/names";
import { recogniseStatementLine, saysMoneyReturned } from "~/services/review/line-marks";
import { RETURN_SHORTFALLS } from "~/services/upload/ingest/return-window";
import { openTable } from "./reader.server";
import { LedgerCheck } from "./statement-checks";
import { isFooterRecord, readFooterRecord, readPreamble } from "./statement-meta";
import { parseStatusCell, statusSaysRefunded, walletFromLabel } from "./status";
import { cleanCell, collapseSpaces, isBlankRecord, lineBreaksAsSpaces, isExcelScientific } from "./text";
import type { Direction, ParseContext, ParseResult, Problem, ReturnedLine, StatementFooter, StatementRow, UploadInput, UploadTarget } from "./types";

/** Lines saying money came back that one file keeps for the upload to weigh: more is no statement. */
const MAX_RETURNED = 10_000;
/** A number as Excel displays a long one: 5.01235E+11 */

/**
 * Reading a statement (mutasi): every line is checked, then sorted into one bucket (pending,
 * ignored, other direction, imported, in that order of precedence). Only a file without
 * problems is checked against its footer and running balance. The lines are not kept: with
 * `onRows` they leave in batches as they are read, and the balance checks keep running totals.
 */
export interface StatementParseOptions {
  target: Extract<UploadTarget, "mutasi_deposit" | "mutasi_withdraw">;
  choiceLabel: string;
  foreign: readonly Layout[];
}

/** Bank charges booked as their own line (BNI's BI-FAST fee): not a player's money. */
const FEE_LINE = /^\s*(?:BY\s+TRX|BIAYA\s+TRX|BIAYA\s+ADM)/i;
const PENDING_DATE = /^PEND(?:ING)?$/i;

/** Sizes of the mutasi columns: free text is cut, identifiers that do not fit are problems. */
const MAX_DESCRIPTION = 500;
const MAX_NAME = 150;
const MAX_REFERENCE = 100;
const MAX_ACCOUNT = 40;

type Bucket = "imported" | "otherDirection" | "pending" | "ignored";

export async function parseStatementFile(
  layouts: readonly StatementLayout[],
  input: UploadInput,
  context: ParseContext,
  options: StatementParseOptions,
): Promise<ParseResult<StatementRow>> {
  const table = await openTable(input, layouts, { choiceLabel: options.choiceLabel, foreign: options.foreign, maxBytes: context.maxBytes });
  const layout = table.layout;
  const info = readPreamble(table.preamble);
  const wanted: Direction = context.transaction === "wd" ? "DB" : "CR";
  // the file's own Periode is surer than the date picked on the form
  const yearReference = info.periodTo ?? context.statementDate;
  // a line dated after tomorrow is a misread date (a month taken for a day), not a future payment
  const latestDay = jakartaDate(new Date((context.now ?? new Date()).getTime() + 86_400_000));

  const fields = table.mapping.fields as Map<StatementField, ColumnMatch<string>[]>;
  const column = (field: StatementField) => fields.get(field)?.[0];
  const descriptionColumns = fields.get("description") ?? [];
  const headerLength = table.mapping.headers.length;
  const spillAt = layout.blankDirectionAfter && descriptionColumns.length === 1 ? descriptionColumns[0].index : null;

  let rows: StatementRow[] = [];
  const problems: Problem[] = [];
  const counts = { imported: 0, otherDirection: 0, pending: 0, ignored: 0 };
  const ledger = new LedgerCheck(layout.balanceToleranceCents ?? 0);
  const dates = new Set<string>();
  /** the days of every booked line, whatever its direction: the file's days */
  const lineDays = new Set<string>();
  const chosen = context.statementDate;
  let yearsShifted = 0;
  /** imported lines that are not a player's money, by mark */
  const marked = new Map<string, number>();
  /** lines of the other direction that say money came back (a bounced payout, a refunded deposit) */
  const returned: ReturnedLine[] = [];
  // a deposit file's credits, by sender and amount: a debit to a person is a doubt only beside one of them
  const credits = new Set<number>();
  let excelReferences = 0;
  // a payment report's rows by their transaction id: one payment, however often the export lists it
  const seenReferences = new Set<string>();
  let repeatedRows = 0;
  const footer: StatementFooter = {};
  let totalCents = 0;
  let dataLines = 0;
  let inFooter = false;
  let lastDate: string | null = null;
  // the balance the previous line printed, in the file's order: what a minus under Debit or Kredit is read against
  let previousBalance: number | null = null;
  let firstDate: string | null = null;
  // the row being read; the helpers below are made once, not per row
  let cells: string[] = [];
  let line = 0;
  const cell = (match: ColumnMatch<string> | undefined) => (match ? cleanCell(cells[match.index]) : "");
  const problem = (match: ColumnMatch<string> | undefined, reason: string, header = "") => {
    problems.push({ line, column: match?.header ?? header, reason });
  };
  let lastDateText: string | null = null;
  let lastResolved: ReturnType<typeof resolveDate> | null = null;

  for await (const batch of table.batches) {
    for (const record of batch) {
      if (isBlankRecord(record.cells)) continue;
      cells = align(record.cells, headerLength, spillAt, table.delimiter);
      const dateText = cell(column("date"));

      if (inFooter || (isFooterRecord(record.cells) && !parseWallTime(dateText) && !PENDING_DATE.test(dateText))) {
        inFooter = true;
        readFooterRecord(record, footer, problems);
        continue;
      }
      dataLines++;
      line = record.line;
      const problemCount = problems.length;

      if (cells.length > headerLength) {
        problem(undefined, `Jumlah kolom ${cells.length}, judul hanya ${headerLength} kolom (ada koma/titik koma di dalam teks atau nominal tanpa tanda kutip?)`);
        continue;
      }

      for (const field of layout.requiredCells) {
        if (field !== "date" && cell(column(field)) === "") problem(column(field), "Kolom wajib kosong");
      }

      // date
      let pending = PENDING_DATE.test(dateText);
      let date: string | null = null;
      let timeOfDay: number | null = null;
      if (!pending) {
        if (dateText === "") problem(column("date"), "Kolom wajib kosong");
        else {
          // statements repeat one date for many lines: read each distinct text once
          if (dateText !== lastDateText) {
            lastDateText = dateText;
            lastResolved = resolveDate(dateText, yearReference, info.periodFrom, info.periodTo);
          }
          const found = lastResolved!;
          let resolved = "reason" in found ? found : found.day;
          let far = false;
          if (typeof resolved === "string" && chosen && daysApart(resolved, chosen) > MAX_DAYS_FROM_CHOSEN) {
            // Excel re-saves a year-less date with the year it was opened in: a year-end file opened in
            // January lands a year ahead, in the future. A past date is the bank's, whatever day was
            // picked (a clean-room audit: 27/11/2026 moved to 2025 on a picker a year off, and paid a
            // year-old ticket)
            const shifted = resolved > latestDay ? shiftYearBack(resolved, chosen) : null;
            if (shifted) {
              resolved = shifted;
              yearsShifted++;
            } else far = true;
          }
          if (typeof resolved !== "string") problem(column("date"), resolved.reason);
          else if (resolved > latestDay) problem(column("date"), `Tanggal tidak valid: "${dateText}" (di masa depan)`);
          else {
            lineDays.add(resolved);
            if (far) problem(column("date"), STATEMENT_MESSAGES.farFromChosen(resolved, chosen!));
            else {
              date = resolved;
              // BRI's JAM_TRAN is surer than TGL_TRAN's minutes: the date cell's time only stands in for it
              timeOfDay = timeOfTimeCell(cell(column("time"))) ?? ("time" in found ? found.time : null);
            }
          }
        }
      }

      // amount and direction
      let amount = readAmount(layout, cell, column, wanted, problem);

      // balance
      const balanceCents = readOptionalAmount(cell(column("balance")), column("balance"), problem, layout);
      const openingCents = readOptionalAmount(cell(column("openingBalance")), column("openingBalance"), problem, layout);
      // a minus the balance agrees with is the bank's way of writing that column (a debit of -250,000
      // that took the balance down 250,000), not a reversal; without a balance it is one
      const balanceBefore = openingCents ?? previousBalance;
      if (amount?.reversed && balanceBefore !== null && balanceCents !== null && balanceCents - balanceBefore === (amount.direction === "CR" ? -amount.cents : amount.cents)) {
        amount = { cents: amount.cents, direction: amount.direction === "CR" ? "DB" : "CR" };
      }
      if (balanceCents !== null) previousBalance = balanceCents;

      // status: a failed payment moved no money at all
      let failed = false;
      let refunded = false;
      if (column("status")) {
        const status = parseStatusCell(cell(column("status")));
        if (status === null) problem(column("status"), `Status tidak dikenali: "${cell(column("status"))}"`);
        else if (status === "pending") pending = true;
        else if (status === "ignored") {
          failed = true;
          refunded = statusSaysRefunded(cell(column("status")));
        }
      }

      // Mandiri writes '-' for no reference: an empty cell, not an id many lines would share
      const written = cell(column("reference")).replace(/^[-.\s]+$/, "");
      // Excel shows a long id as 5.01235E+11, and a file saved so keeps it: many ids become one
      const mangled = isExcelScientific(written);
      if (mangled) excelReferences++;
      const reference = mangled ? "" : written;
      if (reference.length > MAX_REFERENCE) problem(column("reference"), `Teks terlalu panjang (maksimal ${MAX_REFERENCE} karakter)`);
      // the statement's own account, where each line names it (BRI NOREK, Mandiri MCM Account No)
      // and every line names the same one: an MCM export of several accounts would store another
      // account's money under the chosen one (a clean-room audit: approved as the website's deposits)
      if (column("ownAccount") && isExcelScientific(cell(column("ownAccount")))) {
        problem(column("ownAccount"), MESSAGES.excelDamaged(cell(column("ownAccount")), "bank"));
      } else if (column("ownAccount")) {
        const own = cell(column("ownAccount")).replace(/\D/g, "");
        if (own && !info.accountNo) info.accountNo = own;
        else if (own && own.replace(/^0+/, "") !== info.accountNo!.replace(/^0+/, "")) problem(column("ownAccount"), STATEMENT_MESSAGES.lineOfAnotherAccount(own, info.accountNo!));
      }
      const accountCell = cell(column("accountNo")).replace(/[^0-9+]/g, "");
      if (isExcelScientific(cell(column("accountNo")))) problem(column("accountNo"), MESSAGES.excelDamaged(cell(column("accountNo")), "bank"));
      if (accountCell.length > MAX_ACCOUNT) problem(column("accountNo"), `Nomor terlalu panjang (maksimal ${MAX_ACCOUNT} digit)`);

      if (problems.length > problemCount || !amount) continue;

      // names are found in the text as written: BCA pads its fields with runs of spaces
      const descriptionParts = descriptionColumns.map((match) => cleanCell(cells[match.index]));
      // the short text (BRI's DESK_TRAN) stands in for an empty main text, before the rest of it
      if (!descriptionParts[0]) descriptionParts[0] = cell(column("descriptionAlt"));
      const rawDescription = lineBreaksAsSpaces(descriptionParts.filter(Boolean).join("  "));
      const description = collapseSpaces(rawDescription).slice(0, MAX_DESCRIPTION);
      // the site user a gateway booked the payment for (Auto TX, Nexus Pay): kept in the text, where
      // the matcher reads a username as it reads one typed in a transfer's news (a clean-room audit:
      // a payment booked for agus01 from Dewi's wallet approved Dewi's own ticket)
      const username = cell(column("username"));
      const stored = username && !description.toUpperCase().split(" ").includes(username.toUpperCase()) ? collapseSpaces(`${description} Username ${username}`).slice(0, MAX_DESCRIPTION) : description;
      const counterparty = extractCounterparty(rawDescription, amount.direction, info.accountNo ?? null);
      const nameCell = cell(column("senderName"));
      const walletCell = cell(column("wallet"));
      const rowDate = date ?? lastDate ?? context.statementDate ?? info.periodTo ?? jakartaDate(context.now);
      if (date) {
        firstDate ??= date;
        lastDate = date;
      }

      // BRI CMS may give the other end's account only in DESK_TRAN (`BIFAST 008 8238514166108`, `NBMB KE 656545204187854`)
      const shortAccount = counterparty.accountNo === null && descriptionParts[0] !== cell(column("descriptionAlt")) ? accountInShortText(cell(column("descriptionAlt"))) : null;
      const row: StatementRow = {
        lineNo: line,
        date: rowDate,
        amountCents: amount.cents,
        direction: amount.direction,
        description: stored,
        senderName: (nameCell ? displayName(nameCell) : counterparty.name)?.slice(0, MAX_NAME) ?? null,
        accountNo: accountCell || counterparty.accountNo || shortAccount,
        reference: reference || null,
        // the gateway's site user is what its payer typed for whom the money is: news as well
        remark: (username && !(counterparty.remark ?? "").toUpperCase().split(" ").includes(username.toUpperCase()) ? collapseSpaces(`${counterparty.remark ?? ""} ${username}`) : counterparty.remark)?.slice(0, MAX_NAME) ?? null,
        textReference: counterparty.reference?.slice(0, MAX_REFERENCE) ?? null,
        bookedAt: bookedInstant(date, timeOfDay),
        balanceCents,
        pending,
        wallet: (walletCell ? walletFromLabel(walletCell) : null) ?? counterparty.wallet,
        username: cell(column("username")) || null,
      };

      const ignored = failed || amount.cents === 0 || FEE_LINE.test(description);
      const bucket: Bucket = pending ? "pending" : ignored ? "ignored" : amount.direction !== wanted ? "otherDirection" : "imported";
      // a row a payment report lists twice (pages of an export joined) is one payment, stored once
      // (a clean-room audit, gateway1 F8: both copies approved a ticket of the player each)
      if (bucket === "imported" && layout.oneRowPerReference && reference) {
        // the same moment too: a report may book two payments under one id seconds apart
        const key = `${reference}|${amount.cents}|${amount.direction}|${row.bookedAt?.getTime() ?? rowDate}`;
        if (seenReferences.has(key)) {
          repeatedRows++;
          continue;
        }
        seenReferences.add(key);
      }
      counts[bucket]++;
      // BRI CMS says what a line is in DESK_TRAN, beside the remark it keeps as the text
      if (bucket === "otherDirection" && returned.length < MAX_RETURNED) {
        const alt = cell(column("descriptionAlt"));
        // a settlement's refund row may carry no text: quoted by what it has, never as "" (a clean-room audit)
        const quoted = description || collapseSpaces(`${cell(column("status")) || "REFUND"} ${cell(column("reference"))} Rp ${formatRupiah(amount.cents)}`);
        const saysReturned = saysMoneyReturned(description) ? description : saysMoneyReturned(alt) ? collapseSpaces(`${alt} ${description}`) : amount.reversed || layout.debitsAreReturns ? quoted : null;
        // the number the text quotes (Mandiri's `11411320060/NAME/`), never the file's own id of the line (BNI's Journal No.)
        const reference = row.textReference;
        if (saysReturned !== null) returned.push({ date: rowDate, amountCents: amount.cents, name: row.senderName, accountNo: row.accountNo, bookedAt: row.bookedAt, description: saysReturned, reference, lineNo: line, newestFirst: false, orderKnown: true });
        // a line of a person the other way, in no words of a return: on a withdraw account a payout
        // bounced as plainly (`MCM InhouseTrf DARI IWAN SUHARTONO` after the payout to him; a clean-room
        // audit: 9 such payouts approved) or money sent to the wrong account; on a deposit account the
        // sender's credit sent back to him (`TRSF E-BANKING DB ... EKO PRASETYO` after his credit; a
        // clean-room audit: approved). A doubt either way, and nothing said where no line fits.
        // (or his account alone: an e-wallet line prints the phone number and no name, a clean-room audit)
        else if (row.senderName !== null || row.accountNo !== null) {
          returned.push({ date: rowDate, amountCents: amount.cents, name: row.senderName, accountNo: row.accountNo, bookedAt: row.bookedAt, description, reference, lineNo: line, newestFirst: false, orderKnown: true, unsure: true });
        }
      }
      // a payment report's row of a payment refunded (`REFUND` beside the RRN it paid with): its payment is
      // money that came back, never a ticket's (a clean-room audit: dropped as a fee line, the payment stayed approved)
      if (refunded && amount.cents > 0 && !pending && returned.length < MAX_RETURNED) {
        returned.push({ date: rowDate, amountCents: amount.cents, name: row.senderName, accountNo: row.accountNo, bookedAt: row.bookedAt, description: collapseSpaces(`${cell(column("status"))} ${description}`), reference: row.textReference, lineNo: line, newestFirst: false, orderKnown: true });
      }
      // a reversal taken in (a minus under Kredit on a withdraw upload: the player's own transfer in,
      // taken back) paid nobody: a correction, never a payout (a clean-room audit: approved as one)
      const mark = bucket !== "imported" ? null : amount.reversed ? "koreksi" : recogniseStatementLine(wanted === "DB" ? "withdraw" : "deposit", description, amount.cents);
      if (mark) {
        row.mark = mark;
        marked.set(mark, (marked.get(mark) ?? 0) + 1);
      }
      if (bucket === "imported" || (bucket === "pending" && context.includePending && amount.direction === wanted)) {
        rows.push(row);
        if (bucket === "imported") {
          totalCents += amount.cents;
          dates.add(rowDate);
          if (wanted === "CR" && row.senderName !== null) credits.add(creditHash(row.senderName, amount.cents));
          if (wanted === "CR" && row.accountNo !== null) credits.add(creditHash(`#${row.accountNo}`, amount.cents));
        }
      }
      if (!failed) {
        ledger.add({
          line,
          signedCents: amount.direction === "CR" ? amount.cents : -amount.cents,
          balanceCents,
          openingCents,
          pending,
        });
      }
    }
    // the caller rolls back what it stored when a later line or the balances refuse the file
    if (context.onRows && rows.length > 0) {
      if (problems.length === 0) await context.onRows(rows);
      rows = [];
    }
  }

  if (dataLines === 0 && !context.emptyStatement) throw new ValidationError(MESSAGES.headerOnly);
  // a file of no line tells its day only by its Periode, where it prints one
  if (dataLines === 0 && chosen && !withinPeriod(chosen, info.periodFrom, info.periodTo)) {
    throw new ValidationError(STATEMENT_MESSAGES.chosenOutsidePeriod(chosen, info.periodFrom ?? chosen, info.periodTo ?? chosen));
  }
  // a file of another day must not mark the chosen day as present
  if (chosen && lineDays.size > 0 && !lineDays.has(chosen)) throw new ValidationError(STATEMENT_MESSAGES.chosenDateMissing(chosen, [...lineDays].sort()));
  const hasFooter = Object.keys(footer).length > 0;
  if (problems.length === 0) ledger.check(hasFooter ? footer : undefined);
  // which of two lines came first, for money that came back on a statement without times
  const newestFirst = ledger.newestFirst ?? (firstDate !== null && lastDate !== null && firstDate > lastDate);
  // a day's export of a portal that sorts either way, without balances, gives no order: its lines'
  // times alone may tell which came first (a clean-room audit: a return listed above its payout)
  const orderKnown = !layout.rowOrderUnknown || ledger.newestFirst !== null || (firstDate !== null && lastDate !== null && firstDate !== lastDate);
  for (const back of returned) {
    back.newestFirst = newestFirst;
    back.orderKnown = orderKnown;
  }
  // a debit to a person on a deposit account (a payout, a sweep) is money sent back only where the
  // file holds his credit of the amount: kept for every debit, a day of 300.000 lines read every
  // stored line of its week again (915 MB)
  const creditOf = (back: ReturnedLine, cents: number) => (back.name !== null && credits.has(creditHash(back.name, cents))) || (back.accountNo !== null && credits.has(creditHash(`#${back.accountNo}`, cents)));
  const kept = wanted === "CR" ? returned.filter((back) => !back.unsure || RETURN_SHORTFALLS.some((shortfall) => creditOf(back, back.amountCents + shortfall))) : returned;
  const notes: string[] = [];
  if (yearsShifted > 0) notes.push(STATEMENT_MESSAGES.yearsShifted(yearsShifted));
  if (excelReferences > 0) notes.push(STATEMENT_MESSAGES.excelReferences(excelReferences));
  if (repeatedRows > 0) notes.push(STATEMENT_MESSAGES.repeatedRows(repeatedRows));
  if (marked.size > 0) notes.push(STATEMENT_MESSAGES.marked([...marked]));
  if (ledger.toleranceCents > 0 && ledger.largestToleratedCents > 0) notes.push(STATEMENT_MESSAGES.tolerated(ledger.toleranceCents));

  return {
    target: options.target,
    layout: layout.id,
    layoutLabel: layout.label,
    rows,
    problems,
    counts,
    totalCents,
    dates: [...dates].sort(),
    lineDays: [...lineDays].sort(),
    ...(hasFooter ? { footer } : {}),
    ...(Object.keys(info).length > 0 ? { statement: info } : {}),
    ...(notes.length > 0 ? { notes } : {}),
    ...(kept.length > 0 ? { returned: kept } : {}),
  };
}

/**
 * A credit's sender and amount as one number: a deposit file keeps one for each credit (rows leave
 * in batches as they are read), and a debit to a person is a doubt only where one matches. Two
 * credits alike by chance only let a debit through to the exact test of returned-lines.server.ts.
 */
function creditHash(sender: string, cents: number): number {
  let hash = 2_166_136_261;
  for (let i = 0; i < sender.length; i++) hash = Math.imul(hash ^ sender.charCodeAt(i), 16_777_619);
  return Math.imul(hash ^ (cents % 4_294_967_296), 16_777_619) ^ Math.floor(cents / 4_294_967_296);
}

/** Lines further than this from the chosen Tanggal Mutasi are not of that statement. */
const MAX_DAYS_FROM_CHOSEN = 7;

function daysApart(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}

/** The same day a year earlier, when that lands within a week of the chosen day. */
function shiftYearBack(day: string, chosen: string): string | null {
  const shifted = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
  return !Number.isNaN(Date.parse(`${shifted}T00:00:00Z`)) && daysApart(shifted, chosen) <= MAX_DAYS_FROM_CHOSEN ? shifted : null;
}

/**
 * Cells lined up with the header: trailing empty fields dropped (Mandiri adds one), and for
 * KlikBCA Individual, whose descriptions are unquoted, surplus fields folded back into the
 * description, reading the columns after it from the right.
 */
function align(cells: string[], headerLength: number, spillAt: number | null, delimiter: string): string[] {
  let length = cells.length;
  while (length > headerLength && cleanCell(cells[length - 1]) === "") length--;
  if (length > headerLength && spillAt !== null) {
    const right = headerLength - spillAt - 1;
    return [...cells.slice(0, spillAt), cells.slice(spillAt, length - right).join(delimiter), ...cells.slice(length - right, length)];
  }
  return length === cells.length ? cells : cells.slice(0, length);
}

/** A date cell read: its Jakarta business day and, when it carries one, its time on that day (booked-time.ts). */
function resolveDate(
  text: string,
  reference: string | undefined,
  periodFrom: string | undefined,
  periodTo: string | undefined,
): { day: string; time: number | null } | { reason: string } {
  const wall = parseWallTime(text);
  if (!wall) return { reason: `Tanggal tidak valid: "${text}"` };
  let year = wall.year;
  if (year === null) {
    if (!reference) return { reason: `Tanggal tidak valid: "${text}" tanpa tahun (isi Tanggal Mutasi)` };
    year = inferYear(wall.month, wall.day, reference);
    if (year === null) return { reason: `Tanggal tidak valid: "${text}"` };
  } else if ((periodFrom || periodTo) && periodTo) {
    // Excel re-saves year-less BCA dates with the current year; the Periode line knows better
    const day = wallTimeToJakartaDay({ ...wall, year });
    if (!withinPeriod(day, periodFrom, periodTo)) {
      const fixed = inferYear(wall.month, wall.day, periodTo);
      if (fixed !== null && withinPeriod(wallTimeToJakartaDay({ ...wall, year: fixed }), periodFrom, periodTo)) year = fixed;
    }
  }
  const businessDay = wallTimeToJakartaDay({ ...wall, year });
  return { day: businessDay, time: timeOfDateCell({ ...wall, year }, businessDay) };
}

function readOptionalAmount(
  text: string,
  match: ColumnMatch<string> | undefined,
  problem: (match: ColumnMatch<string> | undefined, reason: string) => void,
  layout: StatementLayout,
): number | null {
  if (!match || text === "") return null;
  const parsed = parseAmountCell(text, layout.amountUnit);
  if (parsed.kind === "invalid") {
    problem(match, `Nominal tidak valid: "${text}"`);
    return null;
  }
  if (parsed.kind === "empty") return null;
  return parsed.direction === "DB" ? -Math.abs(parsed.cents) : parsed.cents;
}

function readAmount(
  layout: StatementLayout,
  cell: (match: ColumnMatch<string> | undefined) => string,
  column: (field: StatementField) => ColumnMatch<string> | undefined,
  wanted: Direction,
  problem: (match: ColumnMatch<string> | undefined, reason: string, header?: string) => void,
): { cents: number; direction: Direction; reversed?: boolean } | null {
  const directionColumn = column("direction");
  let stated: Direction | null = null;
  if (directionColumn) {
    const text = cell(directionColumn);
    const parsed = parseDirectionCell(text);
    if (parsed === "invalid") {
      problem(directionColumn, `Arah transaksi tidak dikenali: "${text}"`);
      return null;
    }
    stated = parsed;
  }

  const debitColumn = column("debit");
  const creditColumn = column("credit");
  if (debitColumn || creditColumn) {
    const debit = parseAmountCell(cell(debitColumn), layout.amountUnit);
    const credit = parseAmountCell(cell(creditColumn), layout.amountUnit);
    if (debit.kind === "invalid") problem(debitColumn, `Nominal tidak valid: "${cell(debitColumn)}"`);
    if (credit.kind === "invalid") problem(creditColumn, `Nominal tidak valid: "${cell(creditColumn)}"`);
    if (debit.kind === "invalid" || credit.kind === "invalid") return null;
    const debitCents = debit.kind === "amount" ? Math.abs(debit.cents) : 0;
    const creditCents = credit.kind === "amount" ? Math.abs(credit.cents) : 0;
    if (debitCents > 0 && creditCents > 0) {
      problem(debitColumn, "Debit dan Kredit terisi bersamaan");
      return null;
    }
    // a minus in the Debit column takes the debit back: money in, the bank's reversal of a payout
    // (Mandiri writes `-500,000.00` under Debit), as a minus under Kredit takes a credit back; read
    // as one more payout, it approved the ticket whose payout it reversed (a clean-room audit)
    const reversed = (debit.kind === "amount" && debit.cents < 0) || (credit.kind === "amount" && credit.cents < 0);
    const found: { cents: number; direction: Direction; reversed?: boolean } | null =
      creditCents > 0
        ? { cents: creditCents, direction: reversed ? "DB" : "CR", ...(reversed ? { reversed } : {}) }
        : debitCents > 0
          ? { cents: debitCents, direction: reversed ? "CR" : "DB", ...(reversed ? { reversed } : {}) }
          : null;
    if (found) {
      // a reversal keeps its payout's Db beside the minus (BRI GLSIGN)
      if (stated && stated !== found.direction && !found.reversed) {
        problem(directionColumn, `Arah transaksi "${cell(directionColumn)}" tidak sesuai dengan kolom Debit/Kredit`);
        return null;
      }
      return found;
    }
    if (!column("amount")) {
      if (debit.kind === "empty" && credit.kind === "empty") {
        problem(creditColumn ?? debitColumn, "Kolom wajib kosong");
        return null;
      }
      return { cents: 0, direction: stated ?? wanted };
    }
  }

  const amountColumn = column("amount");
  const text = cell(amountColumn);
  const parsed = parseAmountCell(text, layout.amountUnit);
  if (parsed.kind === "empty") {
    problem(amountColumn, "Kolom wajib kosong");
    return null;
  }
  if (parsed.kind === "invalid") {
    problem(amountColumn, `Nominal tidak valid: "${text}"`);
    return null;
  }
  if (parsed.direction && stated && parsed.direction !== stated) {
    problem(directionColumn, `Arah transaksi "${cell(directionColumn)}" tidak sesuai dengan nominal "${text}"`);
    return null;
  }
  let direction = parsed.direction ?? stated;
  // a minus beside a stated direction (a payment report's WITHDRAW or DEPOSIT, a template's DB or
  // CR) takes that transaction back: a payout's reversal is money in, never one more payout (a
  // clean-room audit, gateway1 F2: Nexus Pay's -250000 approved the player's next ticket)
  if (parsed.cents < 0 && stated && !parsed.direction) return { cents: Math.abs(parsed.cents), direction: stated === "CR" ? "DB" : "CR", reversed: true };
  if (parsed.cents < 0) {
    if (direction === "CR") {
      problem(amountColumn, `Nominal negatif untuk transaksi kredit: "${text}"`);
      return null;
    }
    direction = "DB";
  }
  if (!direction && parsed.cents === 0) direction = wanted;
  if (!direction && layout.signGivesDirection) direction = "CR";
  if (!direction && layout.directionFromTransaction) direction = wanted;
  if (!direction) {
    problem(directionColumn ?? amountColumn, "Arah transaksi (CR/DB) tidak ada");
    return null;
  }
  return { cents: Math.abs(parsed.cents), direction };
}
