import { labelOfCode } from "../review/ledger-direction";
import { formatSpecDate } from "../spec-date";

/**
 * What 'Konfirmasi Upload' lists before a file is stored: transaction type, upload type with
 * provider or category, website, bank, account, Tanggal Mutasi, file. Pure: the no-script
 * confirmation renders it from the server.
 */
export function uploadSummary(input: {
  transaction: "depo" | "wd";
  source: "bo" | "bank";
  kindLabel: string;
  categoryLabel: string;
  website: string | undefined;
  account: { name: string; no: string } | null;
  /** YYYY-MM-DD, when the choice asks for one */
  date: string | null;
  fileName: string;
}): [string, string][] {
  return [
    ["Transaction Type", labelOfCode(input.transaction)],
    ["Upload Type", input.source === "bo" ? `Upload BO - ${input.kindLabel}` : `Bank Settlement - ${input.categoryLabel}`],
    ["Website", input.website ?? "-"],
    ["Bank", input.source === "bank" ? input.kindLabel : "-"],
    ["Akun", input.account ? `${input.account.name} - ${input.account.no}` : "-"],
    ["Tanggal Mutasi", !input.date ? "-" : /^\d{4}-\d{2}-\d{2}$/.test(input.date) ? formatSpecDate(input.date, { padDay: true }) : input.date],
    ["File", input.fileName || "-"],
  ];
}
