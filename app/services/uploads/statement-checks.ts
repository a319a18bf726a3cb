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

export function checkLedger(lines: readonly LedgerLine[], footer: StatementFooter | undefined): void {
  for (const line of lines) {
    if (line.openingCents !== null && line.balanceCents !== null && line.openingCents + line.signedCents !== line.balanceCents) {
      throw new ValidationError(
        `❌ Saldo tidak sesuai di baris ${line.line}: saldo awal ${rp(line.openingCents)} ${sign(line.signedCents)} seharusnya ${rp(line.openingCents + line.signedCents)}, tertulis ${rp(line.balanceCents)}.`,
      );
    }
  }
  if (footer) checkFooter(lines, footer);
  checkBalanceChain(lines, footer);
}

function sign(cents: Cents): string {
  return cents < 0 ? `- ${rp(-cents)}` : `+ ${rp(cents)}`;
}

function checkFooter(lines: readonly LedgerLine[], footer: StatementFooter): void {
  const { openingCents, closingCents, creditCents, debitCents } = footer;
  if (openingCents !== undefined && closingCents !== undefined && creditCents !== undefined && debitCents !== undefined) {
    if (openingCents + creditCents - debitCents !== closingCents) {
      throw new ValidationError(
        `❌ Footer file tidak konsisten: saldo awal ${rp(openingCents)} + kredit ${rp(creditCents)} - debet ${rp(debitCents)} bukan saldo akhir ${rp(closingCents)}.`,
      );
    }
  }
  // banks differ on whether pending lines are in the totals: either reading may match
  const totals = (pending: boolean) => {
    let credit = 0;
    let debit = 0;
    let creditCount = 0;
    let debitCount = 0;
    for (const line of lines) {
      if (line.pending && !pending) continue;
      if (line.signedCents > 0) {
        credit += line.signedCents;
        creditCount++;
      } else if (line.signedCents < 0) {
        debit -= line.signedCents;
        debitCount++;
      }
    }
    return { credit, debit, creditCount, debitCount };
  };
  const booked = totals(false);
  const all = totals(true);
  const agrees = (expected: number | undefined, key: keyof typeof booked) =>
    expected === undefined || booked[key] === expected || all[key] === expected;

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
 * Each balance is the one before plus the line's amount. Files list lines oldest first or newest
 * first, so either order may hold. Pending lines stay out: banks show them with a provisional
 * balance. A line without a balance breaks the chain there.
 */
function checkBalanceChain(lines: readonly LedgerLine[], footer: StatementFooter | undefined): void {
  const booked = lines.filter((line) => !line.pending);
  const withBalance = booked.filter((line) => line.balanceCents !== null);
  if (withBalance.length === 0) return;

  const forward = firstBreak(booked, "forward");
  if (forward === null) {
    const first = booked[0];
    if (footer?.openingCents !== undefined && first.balanceCents !== null && footer.openingCents + first.signedCents !== first.balanceCents) {
      throw new ValidationError(
        `❌ Saldo tidak sesuai di baris ${first.line}: saldo awal footer ${rp(footer.openingCents)} ${sign(first.signedCents)} seharusnya ${rp(footer.openingCents + first.signedCents)}, tertulis ${rp(first.balanceCents)}.`,
      );
    }
    const last = booked[booked.length - 1];
    const closing = footer?.closingCents;
    const lastAny = lines[lines.length - 1];
    if (closing !== undefined && last.balanceCents !== null && last.balanceCents !== closing && lastAny.balanceCents !== closing) {
      throw new ValidationError(`❌ Saldo akhir tidak sesuai footer file: footer ${rp(closing)}, saldo baris terakhir ${rp(last.balanceCents)}.`);
    }
    return;
  }
  if (firstBreak(booked, "backward") === null) return;

  const { previous, current } = forward;
  throw new ValidationError(
    `❌ Saldo tidak sesuai di baris ${current.line}: saldo sebelumnya ${rp(previous.balanceCents!)} (baris ${previous.line}) ${sign(current.signedCents)} seharusnya ${rp(previous.balanceCents! + current.signedCents)}, tertulis ${rp(current.balanceCents!)}.`,
  );
}

function firstBreak(
  lines: readonly LedgerLine[],
  order: "forward" | "backward",
): { previous: LedgerLine; current: LedgerLine } | null {
  for (let index = 1; index < lines.length; index++) {
    const previous = lines[index - 1];
    const current = lines[index];
    if (previous.balanceCents === null || current.balanceCents === null) continue;
    const holds =
      order === "forward"
        ? previous.balanceCents + current.signedCents === current.balanceCents
        : current.balanceCents + previous.signedCents === previous.balanceCents;
    if (!holds) return { previous, current };
  }
  return null;
}
