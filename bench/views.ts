import { BoDeposit, UploadBatch } from "../app/models/models.server";
import { bulkInsert } from "../app/models/bulk-insert.server";
import { boDepositColumns } from "../app/services/upload/ingest/row-values";
import type { SessionUser } from "../app/services/auth/session.server";
import { listView, type ViewFilters } from "../app/services/review/views.server";
import { seedWebsite } from "../tests/support/db";
import { openTempDatabase } from "../tests/support/temp-db";

/**
 * View budget: a 100-row page of View BO, and a nominal and a username search, with 1M BO rows
 * stored cost at most 1.5x the same with 10k rows stored (indexes, no scans). The day viewed
 * holds the same 2,000 rows in both cases; the rest of the rows are other days and websites.
 * Prints p50 server times and the ratios.
 */
const DAY_ROWS = 2_000;
const admin: SessionUser = { account_id: 1, account_name: "bench", account_role: "ADMIN", account_website: null, website_code: null };

async function insertRows(count: number, offset: number, website: (i: number) => string, date: (i: number) => string) {
  await BoDeposit.sequelize!.transaction(async (transaction) => {
    const batch = await UploadBatch.create(
      { batch_kind: "bo-nexus", batch_target: "bo_deposit", batch_website: "ABC", batch_statement_date: null, batch_akun_bank_id: null, batch_file_name: "bench.csv", batch_sha256: `bench-${offset}`, batch_row_count: count, batch_statement_key: null, batch_uploaded_by: 1 },
      { transaction },
    );
    const rows: unknown[][] = [];
    for (let n = 0; n < count; n++) {
      const i = offset + n;
      const amount = (50_000 + (i % 997) * 1_000).toFixed(2);
      rows.push([
        batch.batch_id, i % 3 === 0, null, amount, amount, `T${i}`, new Date(), null, date(i), `player${i % 50_000}`, `PLAYER ${i}`, "BANK",
        "0", "0", "0", amount, "BCA", "BCA - 0111222333", null, null, "PENDING", null, null, website(i), null, null, null, "none",
      ]);
      if (rows.length === 5_000) {
        await bulkInsert(BoDeposit, boDepositColumns, rows.splice(0), transaction);
      }
    }
    await bulkInsert(BoDeposit, boDepositColumns, rows, transaction);
  });
}

async function p50(run: () => Promise<unknown>, times = 25): Promise<number> {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

async function measure(): Promise<Record<string, number>> {
  const base: ViewFilters = { website: "ABC", date: "2026-03-10", status: "all" };
  return {
    "page (status all)": await p50(() => listView(admin, "bo-deposit", base)),
    "page (pending)": await p50(() => listView(admin, "bo-deposit", { ...base, status: "pending" })),
    "nominal search": await p50(() => listView(admin, "bo-deposit", { ...base, search: { mode: "nominal", term: "150000" } })),
    "username search": await p50(() => listView(admin, "bo-deposit", { ...base, search: { mode: "string", term: "player12" } })),
  };
}

export async function benchViews(): Promise<void> {
  const db = await openTempDatabase();
  try {
    for (const code of ["ABC", "XYZ", "QRS"]) await seedWebsite(code);
    // the viewed day, then enough other days to make 10k rows
    await insertRows(DAY_ROWS, 0, () => "ABC", () => "2026-03-10");
    const otherDay = (i: number) => `2026-0${1 + (i % 3)}-${String(1 + (i % 28)).padStart(2, "0")}`;
    await insertRows(10_000 - DAY_ROWS, DAY_ROWS, () => "ABC", otherDay);
    const small = await measure();
    const websites = ["ABC", "XYZ", "QRS"];
    for (let offset = 10_000; offset < 1_000_000; offset += 99_000) {
      await insertRows(99_000, offset, (i) => websites[i % 3], otherDay);
    }
    console.log(`views: ${await BoDeposit.count()} BO rows stored; the viewed day holds ${DAY_ROWS}`);
    const large = await measure();
    for (const name of Object.keys(small)) {
      const ratio = large[name] / small[name];
      console.log(
        `views: ${name}: p50 ${small[name].toFixed(2)} ms at 10k rows, ${large[name].toFixed(2)} ms at 1M rows -> ratio ${ratio.toFixed(2)} (budget 1.50)`,
      );
    }
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchViews();
