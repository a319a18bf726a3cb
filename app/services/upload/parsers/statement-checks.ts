import { ValidationError } from "~/services/errors";
import { formatRupiah, type Cents } from "~/services/money";
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
export class LedgerCheck {
  private openingBreak: LedgerLine | null = null;
  /** banks differ on whether pending lines are in the totals: either reading may match */
  private readonly booked: Totals = { credit: 0, debit: 0, creditCount: 0, debitCount: 0 };
  private readonly all: Totals = { credit: 0, debit: 0, creditCount: 0, debitCount: 0 };
  private firstBooked: LedgerLine | null = null;
  private previousBooked: LedgerLine | null = null;
  private lastAny: LedgerLine | null = null;
  private anyBalance = false;
  private forwardBreak: { previous: LedgerLine; current: LedgerLine } | null = null;
  private backwardBroken = false;

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
    const previous = this.previousBooked;
    this.previousBooked = line;
    if (!previous) {
      this.firstBooked = line;
      return;
    }
    // a line without a balance breaks the chain there
    if (previous.balanceCents === null || line.balanceCents === null) return;
    // files list lines oldest first or newest first, so either order may hold
    if (!this.forwardBreak && previous.balanceCents + line.signedCents !== line.balanceCents) this.forwardBreak = { previous, current: line };
    if (line.balanceCents + previous.signedCents !== previous.balanceCents) this.backwardBroken = true;
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

  /** Each balance is the one before plus the line's amount, and the chain meets the footer's balances. */
  private checkBalanceChain(footer: StatementFooter | undefined): void {
    if (!this.anyBalance) return;
    const broken = this.forwardBreak;
    if (broken === null) {
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
      return;
    }
    if (!this.backwardBroken) return;
    const { previous, current } = broken;
    throw new ValidationError(
      `❌ Saldo tidak sesuai di baris ${current.line}: saldo sebelumnya ${rp(previous.balanceCents!)} (baris ${previous.line}) ${sign(current.signedCents)} seharusnya ${rp(previous.balanceCents! + current.signedCents)}, tertulis ${rp(current.balanceCents!)}.`,
    );
  }
}
