import { parseAmountCell } from "./amounts";
import { isoDate, parseWallTime } from "./dates";
import type { CsvRecord } from "./csv";
import { cleanCell } from "./text";
import type { Problem, StatementFooter, StatementInfo } from "./types";

/**
 * What banks write around the lines: a preamble above the header (account, name, period) and a
 * footer of totals below the last line (KlikBCA: `Starting Balance,=,...`; KlikBCA Bisnis:
 * `"Mutasi Debet : 472,571,275.00","42"`). The footer is how we know the parse lost nothing.
 */

const ACCOUNT = /(?:no\.?\s*rek(?:ening)?|nomor\s*rekening|account\s*(?:no|number)\.?)\s*[:=]?\s*'?([0-9][0-9 .-]{4,})/i;
const NAME = /^(?:nama|name)\s*[:=]\s*(.+)$/i;
const PERIOD = /period[e]?\s*[:=]?\s*(\S+)\s*(?:-|–|s\.?\s*d\.?|sampai|to)\s*(\S+)/i;

function recordText(record: CsvRecord): string {
  return record.cells.map(cleanCell).filter(Boolean).join(" ");
}

export function readPreamble(records: readonly CsvRecord[]): StatementInfo {
  const info: StatementInfo = {};
  for (const record of records) {
    const text = recordText(record);
    const account = ACCOUNT.exec(text);
    if (account && !info.accountNo) info.accountNo = account[1].replace(/\D/g, "");
    const name = NAME.exec(text);
    if (name && !info.accountName) info.accountName = name[1].replace(/^[=:\s]+/, "").trim();
    const period = PERIOD.exec(text);
    if (period) {
      const from = parseWallTime(period[1]);
      const to = parseWallTime(period[2]);
      if (from?.year && to?.year) {
        info.periodFrom = isoDate(from.year, from.month, from.day);
        info.periodTo = isoDate(to.year, to.month, to.day);
      }
    }
  }
  return info;
}

type AmountKey = "openingCents" | "closingCents" | "creditCents" | "debitCents";
type CountKey = "creditCount" | "debitCount";

const FOOTER_LINES: ReadonlyArray<readonly [RegExp, AmountKey, CountKey | null]> = [
  [/^(?:starting|opening|beginning)\s+balance\b|^saldo\s+awal\b/i, "openingCents", null],
  [/^(?:ending|closing)\s+balance\b|^saldo\s+akhir\b/i, "closingCents", null],
  [/^(?:(?:mutasi|total)\s+)?(?:kredit|credit)\b/i, "creditCents", "creditCount"],
  [/^(?:(?:mutasi|total)\s+)?(?:debet|debit)\b/i, "debitCents", "debitCount"],
];

/** Summary lines we recognise but do not check. */
const OTHER_SUMMARY = /^(?:total|grand\s+total|jumlah|summary|ringkasan|saldo|balance)\b/i;

export function isFooterRecord(cells: readonly string[]): boolean {
  const first = cells.map(cleanCell).find((cell) => cell !== "") ?? "";
  return FOOTER_LINES.some(([pattern]) => pattern.test(first)) || OTHER_SUMMARY.test(first);
}

/** Read one footer line into `footer`; an unreadable total is a problem like any bad cell. */
export function readFooterRecord(record: CsvRecord, footer: StatementFooter, problems: Problem[]): void {
  const cells = record.cells.map(cleanCell).filter((cell) => cell !== "");
  const first = cells[0] ?? "";
  const entry = FOOTER_LINES.find(([pattern]) => pattern.test(first));
  if (!entry) return;
  const [, amountKey, countKey] = entry;

  const split = /^([^:=]+?)\s*[:=]\s*(.*)$/.exec(first);
  const label = split ? split[1] : first;
  const values = [split?.[2] ?? "", ...cells.slice(1)].filter((value) => value !== "" && value !== "=" && value !== ":");
  if (values.length === 0) return;

  const amount = parseAmountCell(values[0]);
  if (amount.kind !== "amount") {
    problems.push({ line: record.line, column: label, reason: `Nominal tidak valid: "${values[0]}"` });
    return;
  }
  footer[amountKey] = amount.direction === "DB" && (amountKey === "openingCents" || amountKey === "closingCents") ? -Math.abs(amount.cents) : amount.cents;
  if (countKey && values[1] !== undefined && /^\d+$/.test(values[1])) footer[countKey] = Number(values[1]);
}
