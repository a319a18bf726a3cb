import { describe, expect, it } from "vitest";
import { AkunBank, BoDeposit, MutasiDeposit } from "~/models/models.server";
import { reconcileDeposits } from "~/services/matching/engine/deposits";
import { getUploadKind } from "~/services/upload/parsers/registry";
import { generateBankDays, parseBankDays, scoreByClass } from "../../bench/bank-day";
import type { BankLine } from "../../bench/bank-world";
import { evaluate } from "../../bench/synthetic";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { BO_DEPOSIT_HEADER, postUpload } from "../support/upload-form";

/**
 * Issue 13 as its reporter tried it: a new user's day of 300 BO deposits and that day's statements
 * in every layout of FORMATS.md (and the next day's, where late credits land), uploaded through the
 * server as a clerk uploads them. What the product approves is read back from the database and
 * scored against who really paid: no wrong pair, and the approvals the engine gives the same lines
 * in the bench, so the bench's figures are the product's.
 */
const SEED = 20261126;
const days = generateBankDays({ seed: SEED, websites: 1, days: 1, depositsPerDay: 300 });
const WEBSITE = days.bo[0].website;

/** The akun bank as the statement upload form and the BO's Corporate Bank column name it. */
const BANK_OF_KIND: Record<string, string> = { bca: "BCA", mandiri: "MANDIRI", "mandiri-excel": "MANDIRI", "bni-internet": "BNI", bri: "BRI", dana: "DANA" };

const { clients: { checker } } = withServer({
  seed: async () => {
    await seedStaff({ [WEBSITE]: "Realistic" });
    const accounts = new Map(days.files.map((file) => [file.account.accountNo, file]));
    for (const file of accounts.values()) await seedAkunBank({ website: WEBSITE, bank: BANK_OF_KIND[file.kind], name: file.account.holder, no: file.account.accountNo });
  },
  clients: STAFF,
});

const csvField = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const rupiah = (cents: number) => (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** epoch ms → "04/04/2024 09:00:00", Jakarta wall time as the BO export writes it */
const jakartaWallTime = (ms: number) => {
  const iso = new Date(ms + 7 * 3_600_000).toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 19)}`;
};

/** The day's BO deposit export, one ticket DP<id> per generated row, pending. */
function boExport(): string {
  const bankOf = new Map(days.files.map((file) => [file.account.accountNo, BANK_OF_KIND[file.kind]]));
  const rows = days.bo.map((row) =>
    [
      `DP${row.id}`,
      jakartaWallTime(row.requestedAt!),
      "",
      row.username,
      row.fullName,
      "BANK",
      rupiah(row.amountCents),
      "0",
      "0",
      "0",
      rupiah(row.amountCents),
      row.playerAccountNo ?? "",
      row.corporateAccountNo ? `${bankOf.get(row.corporateAccountNo)} - ${row.corporateAccountNo}` : "",
      "",
      "",
      "PENDING",
      "",
      "",
      WEBSITE,
      "",
      "",
    ]
      .map(csvField)
      .join(","),
  );
  return [BO_DEPOSIT_HEADER, ...rows].join("\n");
}

describe("a day of 300 BO deposits and its statements as the banks write them, through the product (issue 13)", () => {
  it("approves no wrong pair, and the same pairs the engine approves on the same lines in the bench", async () => {
    expect((await postUpload(checker, "/api/checkdata", {}, "bo.csv", boExport())).status).toBe(200);
    for (const file of days.files) {
      const kind = getUploadKind(file.kind);
      const fields: Record<string, string> = { groups: WEBSITE, corporate_bank_name: file.account.holder, corporate_bank_no: file.account.accountNo, dates: file.statementDate };
      if (kind.provider) fields.provider = kind.provider;
      const response = await postUpload(checker, kind.variants.depo!.path, fields, `${file.account.layout}.csv`, file.text);
      expect(response.status, `${file.account.layout}: ${await response.clone().text()}`).toBe(200);
    }

    // the stored lines, told apart by akun bank, date and line number of their file
    const accountOf = new Map((await AkunBank.findAll()).map((akun) => [akun.akun_bank_id, akun.akun_bank_no]));
    const written = new Map<string, BankLine>();
    for (const file of days.files) for (const [lineNo, line] of file.lineAt) written.set(`${file.account.accountNo}|${file.statementDate}|${lineNo}`, line);
    const parsed = await parseBankDays(days, SEED);
    const idOfLine = new Map([...parsed.lineOf].map(([id, line]) => [line, id]));
    const stored = await MutasiDeposit.findAll();
    expect(stored).toHaveLength(parsed.mutasi.length);
    const parsedIdOf = new Map(stored.map((line) => [line.mutasi_id, idOfLine.get(written.get(`${accountOf.get(line.mutasi_akun_bank_id!)}|${line.mutasi_date}|${line.mutasi_line_no}`)!)!]));

    // what the product approved, as pairs of the generated ids
    const approvedLineOf = new Map(stored.filter((line) => line.mutasi_app && line.mutasi_ticket).map((line) => [line.mutasi_ticket!, parsedIdOf.get(line.mutasi_id)!]));
    const boRows = await BoDeposit.findAll();
    expect(boRows).toHaveLength(days.bo.length);
    const approved = boRows.filter((row) => row.bo_approve);
    const product = { matches: approved.map((row) => ({ boId: Number(row.ticket_no.slice(2)), mutasiId: approvedLineOf.get(row.ticket_no)! })) };
    expect(product.matches.every((match) => match.mutasiId !== undefined)).toBe(true);

    const truth = evaluate(product, parsed.truth, days.bo, parsed.mutasi);
    expect(truth.wrong).toEqual([]);
    const bench = scoreByClass(reconcileDeposits(days.bo, parsed.mutasi), days, parsed);
    const productScore = scoreByClass(product, days, parsed);
    expect(productScore.wrong).toBe(0);
    expect(productScore.recall).toBe(bench.recall);
    expect(productScore.decidableRecall).toBe(bench.decidableRecall);
    // the reporter's day approved 85-90% of the paid deposits
    expect(productScore.recall).toBeGreaterThan(0.93);
    expect(productScore.decidableRecall).toBeGreaterThan(0.97);
  });
});
