import { ValidationError } from "~/services/errors";
import { formatRupiah, type Cents } from "~/services/money";
import { STATEMENT_MESSAGES } from "./messages";
import type { StatementFooter } from "./types";

/**
 * A statement must add up: footer totals against the lines, and each running balance against
 * the one before it. A file that does not is refused whole, because the likeliest cause is a
 * line we misread (a comma inside an unquoted amount, a lost row), and importing a statement
 * with a wrong amount would approve the wrong deposit.
 */
export interface LedgerLine {
  line: number;
  /** credit positive, debit negative */
  signedCents: Cents;
  balanceCents: Cents | null;
  /** balance before the line, where the file says so (BRI SALDO_AWAL_MUTASI) */
  openingCents: Cents | null;
  pending: boolean;
}

const rp = (cents: Cents) => formatRupiah(cents);

function sign(cents: Cents): string {
  return cents < 0 ? `- ${rp(-cents)}` : `+ ${rp(cents)}`;
}

interface Totals {
  credit: number;
  debit: number;
  creditCount: number;
  debitCount: number;
}

function addTo(totals: Totals, signedCents: Cents): void {
  if (signedCents > 0) {
    totals.credit += signedCents;
    totals.creditCount++;
  } else if (signedCents < 0) {
    totals.debit -= signedCents;
    totals.debitCount++;
  }
}

/**
 * The checks over a statement's lines, fed one line at a time so that a file of any length is
 * checked without keeping its lines: what the checks need is the first and last lines, the
 * totals and the first place each chain breaks.
 */
/** How many broken balance lines a refusal names; the rest are counted. */
export const BALANCE_BREAKS_SHOWN = 20;

interface Break {
  previous: LedgerLine;
  current: LedgerLine;
}

/** The breaks of one reading order: the first ones kept, all counted. */
class Breaks {
  readonly kept: Break[] = [];
  count = 0;
  add(found: Break): void {
    this.count++;
    if (this.kept.length < BALANCE_BREAKS_SHOWN) this.kept.push(found);
  }
}

export class LedgerCheck {
  /**
   * @param toleranceCents how far a balance step may be from the amount shown: a web page that
   * rounds cents (BCA Pratinjau) is off by up to Rp 1 here and there; exact files allow none
   */
  constructor(readonly toleranceCents = 0) {}

  private openingBreak: LedgerLine | null = null;
  /** banks differ on whether pending lines are in the totals: either reading may match */
  private readonly booked: Totals = { credit: 0, debit: 0, creditCount: 0, debitCount: 0 };
  private readonly all: Totals = { credit: 0, debit: 0, creditCount: 0, debitCount: 0 };
  private firstBooked: LedgerLine | null = null;
  private previousBooked: LedgerLine | null = null;
  private lastAny: LedgerLine | null = null;
  private anyBalance = false;
  private bookedWithoutBalance = 0;
  private readonly forward = new Breaks();
  private forwardAlternative: number | null = null;
  private readonly backward = new Breaks();
  /** the largest step difference accepted within the tolerance, for the reply */
  largestToleratedCents = 0;

  add(line: LedgerLine): void {
    if (!this.openingBreak && line.openingCents !== null && line.balanceCents !== null && line.openingCents + line.signedCents !== line.balanceCents) {
      this.openingBreak = line;
    }
    addTo(this.all, line.signedCents);
    this.lastAny = line;
    // pending lines stay out of the chain: banks show them with a provisional balance
    if (line.pending) return;
    addTo(this.booked, line.signedCents);
    if (line.balanceCents !== null) this.anyBalance = true;
    else this.bookedWithoutBalance++;
    const previous = this.previousBooked;
    this.previousBooked = line;
    if (!previous) {
      this.firstBooked = line;
      return;
    }
    // a line without a balance breaks the chain there
    if (previous.balanceCents === null || line.balanceCents === null) return;
    // files list lines oldest first or newest first, so either order may hold
    const forwardOff = Math.abs(previous.balanceCents + line.signedCents - line.balanceCents);
    const backwardOff = Math.abs(line.balanceCents + previous.signedCents - previous.balanceCents);
    // after a break the chain may go on from the balance written or from the one expected (a
    // wrong balance, not a wrong amount): one bad line is named once, not with its neighbour
    const alternative = this.forwardAlternative;
    this.forwardAlternative = null;
    if (forwardOff <= this.toleranceCents) this.largestToleratedCents = Math.max(this.largestToleratedCents, forwardOff);
    else if (alternative === null || Math.abs(alternative + line.signedCents - line.balanceCents) > this.toleranceCents) {
      this.forward.add({ previous, current: line });
      this.forwardAlternative = previous.balanceCents + line.signedCents;
    }
    if (backwardOff > this.toleranceCents) this.backward.add({ previous: line, current: previous });
  }

  /** The balances run from the last line of the file to the first: newest first. Null when they do not say. */
  get newestFirst(): boolean | null {
    if (this.forward.count > 0 && this.backward.count === 0) return true;
    if (this.backward.count > 0 && this.forward.count === 0) return false;
    return null;
  }

  /** Throws ValidationError naming the first thing that does not add up. */
  check(footer: StatementFooter | undefined): void {
    const opening = this.openingBreak;
    if (opening) {
      throw new ValidationError(
        `❌ Saldo tidak sesuai di baris ${opening.line}: saldo awal ${rp(opening.openingCents!)} ${sign(opening.signedCents)} seharusnya ${rp(opening.openingCents! + opening.signedCents)}, tertulis ${rp(opening.balanceCents!)}.`,
      );
    }
    if (footer) this.checkFooter(footer);
    this.checkBalanceChain(footer);
  }

  private checkFooter(footer: StatementFooter): void {
    const { openingCents, closingCents, creditCents, debitCents } = footer;
    if (openingCents !== undefined && closingCents !== undefined && creditCents !== undefined && debitCents !== undefined) {
      if (openingCents + creditCents - debitCents !== closingCents) {
        throw new ValidationError(
          `❌ Footer file tidak konsisten: saldo awal ${rp(openingCents)} + kredit ${rp(creditCents)} - debet ${rp(debitCents)} bukan saldo akhir ${rp(closingCents)}.`,
        );
      }
    }
    const { booked, all } = this;
    const agrees = (expected: number | undefined, key: keyof Totals) => expected === undefined || booked[key] === expected || all[key] === expected;
    if (!agrees(creditCents, "credit")) {
      throw new ValidationError(`❌ Total kredit tidak sesuai footer file: footer ${rp(creditCents!)}, jumlah baris kredit ${rp(booked.credit)}.`);
    }
    if (!agrees(debitCents, "debit")) {
      throw new ValidationError(`❌ Total debet tidak sesuai footer file: footer ${rp(debitCents!)}, jumlah baris debet ${rp(booked.debit)}.`);
    }
    if (!agrees(footer.creditCount, "creditCount")) {
      throw new ValidationError(`❌ Jumlah baris kredit tidak sesuai footer file: footer ${footer.creditCount}, terbaca ${booked.creditCount}.`);
    }
    if (!agrees(footer.debitCount, "debitCount")) {
      throw new ValidationError(`❌ Jumlah baris debet tidak sesuai footer file: footer ${footer.debitCount}, terbaca ${booked.debitCount}.`);
    }
  }

  /**
   * With a tolerance, steps each within it could still drift apart over the day; rounding can
   * explain at most half a rupiah per amount shown plus a rupiah at the two ends, so a wider gap
   * between the day's opening + amounts and its closing balance is a misread, not rounding.
   */
  private checkDayTotal(opened: LedgerLine, closed: LedgerLine): void {
    if (this.toleranceCents === 0 || this.bookedWithoutBalance > 0) return;
    const openingCents = opened.balanceCents! - opened.signedCents;
    const movedCents = this.booked.credit - this.booked.debit;
    const lines = this.booked.creditCount + this.booked.debitCount;
    const allowedCents = this.toleranceCents + Math.ceil((lines * this.toleranceCents) / 2);
    if (Math.abs(openingCents + movedCents - closed.balanceCents!) > allowedCents) {
      throw new ValidationError(STATEMENT_MESSAGES.dayTotalDrift(openingCents, movedCents, closed.balanceCents!, allowedCents));
    }
  }

  /** Each balance is the one before plus the line's amount, and the chain meets the footer's balances. */
  private checkBalanceChain(footer: StatementFooter | undefined): void {
    if (!this.anyBalance) return;
    if (this.forward.count === 0) {
      const first = this.firstBooked!;
      if (footer?.openingCents !== undefined && first.balanceCents !== null && footer.openingCents + first.signedCents !== first.balanceCents) {
        throw new ValidationError(
          `❌ Saldo tidak sesuai di baris ${first.line}: saldo awal footer ${rp(footer.openingCents)} ${sign(first.signedCents)} seharusnya ${rp(footer.openingCents + first.signedCents)}, tertulis ${rp(first.balanceCents)}.`,
        );
      }
      const last = this.previousBooked!;
      const closing = footer?.closingCents;
      if (closing !== undefined && last.balanceCents !== null && last.balanceCents !== closing && this.lastAny!.balanceCents !== closing) {
        throw new ValidationError(`❌ Saldo akhir tidak sesuai footer file: footer ${rp(closing)}, saldo baris terakhir ${rp(last.balanceCents)}.`);
      }
      this.checkDayTotal(first, last);
      return;
    }
    if (this.backward.count === 0) {
      // newest first: the last line of the file opened the day
      this.checkDayTotal(this.previousBooked!, this.firstBooked!);
      this.largestToleratedCents = 0;
      return;
    }
    // neither order holds: name the breaks of the order that breaks less
    const breaks = this.backward.count < this.forward.count ? this.backward : this.forward;
    const said = (found: Break) =>
      `saldo sebelumnya ${rp(found.previous.balanceCents!)} (baris ${found.previous.line}) ${sign(found.current.signedCents)} seharusnya ${rp(found.previous.balanceCents! + found.current.signedCents)}, tertulis ${rp(found.current.balanceCents!)}`;
    if (breaks.count === 1) {
      const [found] = breaks.kept;
      throw new ValidationError(`❌ Saldo tidak sesuai di baris ${found.current.line}: ${said(found)}.`);
    }
    const listed = breaks.kept.map((found) => `baris ${found.current.line}: ${said(found)}`).join("; ");
    const more = breaks.count > breaks.kept.length ? `; dan ${breaks.count - breaks.kept.length} baris lain` : "";
    throw new ValidationError(`❌ Saldo tidak sesuai di ${breaks.count} baris: ${listed}${more}.`);
  }
}
