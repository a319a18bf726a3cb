import { expect } from "vitest";
import { AkunBank, BoDeposit, MutasiDeposit } from "~/models/models.server";
import type { BoDepositCandidate } from "~/services/matching/engine/types";
import { getUploadKind } from "~/services/upload/parsers/registry";
import type { BankDays, ParsedDays } from "../../bench/bank-day";
import { csvField, english, type StatementFile } from "../../bench/bank-files";
import type { BankLine } from "../../bench/bank-world";
import type { Client } from "./client";
import { seedAkunBank } from "./db";
import { BO_DEPOSIT_HEADER, postUpload } from "./upload-form";

/**
 * The bench's bank-written days (bench/bank-day.ts) put through the product: the akun bank of every
 * file, the BO export a clerk downloads, the statement files uploaded as a clerk picks them, and what
 * the product stored read back as the generated ids, so the bench's scoring applies to it.
 */

/** The akun bank's bank, as the statement form and the BO's Corporate Bank column name it. */
const BANK_OF_KIND: Record<string, string> = { bca: "BCA", mandiri: "MANDIRI", "mandiri-excel": "MANDIRI", "bni-internet": "BNI", bri: "BRI", dana: "DANA" };

export async function seedAkunBanksOf(days: BankDays): Promise<void> {
  const files = new Map(days.files.map((file) => [file.account.accountNo, file]));
  for (const file of files.values()) {
    await seedAkunBank({ website: file.account.website, bank: BANK_OF_KIND[file.kind], name: file.account.holder, no: file.account.accountNo });
  }
}

/** epoch ms → "04/04/2024 09:00:00", Jakarta wall time as the BO export writes it */
function jakartaWallTime(ms: number): string {
  const iso = new Date(ms + 7 * 3_600_000).toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 19)}`;
}

/** The BO deposit export of these rows, one pending ticket DP<id> each. */
export function boExportOf(days: BankDays, rows: readonly BoDepositCandidate[]): string {
  const bankOf = new Map(days.files.map((file) => [file.account.accountNo, BANK_OF_KIND[file.kind]]));
  const lines = rows.map((row) => {
    const amount = english(row.amountCents);
    const corporate = row.corporateAccountNo ? `${bankOf.get(row.corporateAccountNo)} - ${row.corporateAccountNo}` : "";
    const fields = [`DP${row.id}`, jakartaWallTime(row.requestedAt!), "", row.username, row.fullName, "BANK", amount, "0", "0", "0", amount];
    return [...fields, row.playerAccountNo ?? "", corporate, "", "", "PENDING", "", "", row.website, "", ""].map(csvField).join(",");
  });
  return [BO_DEPOSIT_HEADER, ...lines].join("\n");
}

export async function uploadBoRows(client: Client, days: BankDays, rows: readonly BoDepositCandidate[]): Promise<void> {
  const response = await postUpload(client, "/api/checkdata", {}, "bo.csv", boExportOf(days, rows));
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A statement file as a clerk uploads it: the kind's own path, the akun bank, the Tanggal Mutasi. */
export async function uploadStatementFile(client: Client, file: StatementFile): Promise<void> {
  const kind = getUploadKind(file.kind);
  const fields: Record<string, string> = { groups: file.account.website, corporate_bank_name: file.account.holder, corporate_bank_no: file.account.accountNo, dates: file.statementDate };
  if (kind.provider) fields.provider = kind.provider;
  const response = await postUpload(client, kind.variants.depo!.path, fields, `${file.account.layout}.csv`, file.text);
  expect(response.status, `${file.account.layout}: ${await response.clone().text()}`).toBe(200);
}

export interface StoredDays {
  /** what the product approved automatically, as generated BO id → parsed mutasi id (parseBankDays) */
  automatic: Map<number, number>;
  /** generated ids of the BO rows a person approved or paired */
  manual: Set<number>;
  /** database ids of the generated rows and of the parsed lines */
  boIdOf: Map<number, number>;
  mutasiIdOf: Map<number, number>;
  /** how many lines and BO rows are stored */
  stored: { lines: number; bo: number };
}

/** Reads back what the product stored, told apart by akun bank, date and line number of the file, and by ticket. */
export async function readStoredDays(days: BankDays, parsed: ParsedDays): Promise<StoredDays> {
  const accountOf = new Map((await AkunBank.findAll()).map((akun) => [akun.akun_bank_id, akun.akun_bank_no]));
  const written = new Map<string, BankLine>();
  for (const file of days.files) for (const [lineNo, line] of file.lineAt) written.set(`${file.account.accountNo}|${file.statementDate}|${lineNo}`, line);
  const parsedIdOf = new Map([...parsed.lineOf].map(([id, line]) => [line, id]));
  const lines = await MutasiDeposit.findAll();
  const mutasiIdOf = new Map<number, number>();
  const lineOfTicket = new Map<string, number>();
  for (const line of lines) {
    const id = parsedIdOf.get(written.get(`${accountOf.get(line.mutasi_akun_bank_id!)}|${line.mutasi_date}|${line.mutasi_line_no}`)!)!;
    mutasiIdOf.set(id, line.mutasi_id);
    if (line.mutasi_app && line.mutasi_ticket) lineOfTicket.set(line.mutasi_ticket, id);
  }
  const rows = await BoDeposit.findAll();
  const boIdOf = new Map(rows.map((row) => [Number(row.ticket_no.slice(2)), row.bo_id]));
  const automatic = rows.filter((row) => row.bo_approve && row.bo_match_state === "auto");
  return {
    automatic: new Map(automatic.map((row) => [Number(row.ticket_no.slice(2)), lineOfTicket.get(row.ticket_no)!])),
    manual: new Set(rows.filter((row) => row.bo_approve && row.bo_match_state === "manual").map((row) => Number(row.ticket_no.slice(2)))),
    boIdOf,
    mutasiIdOf,
    stored: { lines: lines.length, bo: rows.length },
  };
}
