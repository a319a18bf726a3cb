import { AkunBank, BoDeposit, BoWithdraw, MutasiDeposit, MutasiWithdraw, UploadBatch } from "../app/models/models.server";
import { bulkInsert } from "../app/models/bulk-insert.server";
import { boDepositColumns, boWithdrawColumns, statementColumns } from "../app/services/upload/ingest/row-values";
import { loadDashboard } from "../app/services/reports/dashboard.server";
import { addDays } from "../app/services/reports/report-range";
import type { SessionUser } from "../app/services/auth/session.server";
import { seedWebsite } from "../tests/support/db";
import { openTempDatabase } from "../tests/support/temp-db";

/**
 * Dashboard budget: with 1M BO rows stored (700k deposits, 300k withdrawals: five websites, 180
 * days, every match state), plus 400k statement lines and 50 bank accounts, one dashboard call
 * (the service the page's loader calls) answers in under 100 ms. Prints the p50 server time of
 * the call for an ADMIN (every website), a CHECKER (one website) and a CS, with the ratio to
 * the budget. Prints, never asserts.
 */
const BUDGET_MS = 100;
const WEBSITES = ["ABC", "DEF", "GHI", "JKL", "MNO"];
const DAYS = 180;
const LAST_DAY = "2026-03-10";
const DEPOSITS = 700_000;
const WITHDRAWALS = 300_000;
const DEPOSIT_LINES = 300_000;
const WITHDRAW_LINES = 100_000;
const CHUNK = 5_000;

const admin: SessionUser = { account_id: 1, account_name: "bench", account_role: "ADMIN", account_website: null, website_code: null };
const checker: SessionUser = { account_id: 2, account_name: "checker", account_role: "CHECKER", account_website: 1, website_code: "ABC" };
const cs: SessionUser = { account_id: 3, account_name: "cs", account_role: "CS", account_website: 1, website_code: "ABC" };

const dayOf = (i: number) => addDays(LAST_DAY, -(i % DAYS));
const websiteOf = (i: number) => WEBSITES[Math.floor(i / DAYS) % WEBSITES.length];
/** 60% auto, 15% manual, 20% pending, 5% ambiguous */
function stateOf(i: number): [boolean, string] {
  const r = (i * 7919) % 100;
  if (r < 60) return [true, "auto"];
  if (r < 75) return [true, "manual"];
  if (r < 95) return [false, "none"];
  return [false, "ambiguous"];
}
const amountOf = (i: number) => (10_000 + (i % 4_999) * 100 + (i % 100) / 100).toFixed(2);

async function insert(
  model: typeof BoDeposit | typeof BoWithdraw | typeof MutasiDeposit | typeof MutasiWithdraw,
  target: "bo_deposit" | "bo_withdraw" | "mutasi_deposit" | "mutasi_withdraw",
  columns: string[],
  count: number,
  row: (i: number, batchId: number) => unknown[],
) {
  await model.sequelize!.transaction(async (transaction) => {
    const batch = await UploadBatch.create(
      {
        batch_kind: "bench",
        batch_target: target,
        batch_website: "ABC",
        batch_statement_date: null,
        batch_akun_bank_id: null,
        batch_file_name: "bench.csv",
        batch_sha256: `bench-${target}`,
        batch_row_count: count,
        batch_statement_key: null,
        batch_uploaded_by: 1,
      },
      { transaction },
    );
    let rows: unknown[][] = [];
    for (let i = 0; i < count; i++) {
      rows.push(row(i, batch.batch_id));
      if (rows.length === CHUNK) {
        await bulkInsert(model as typeof BoDeposit, columns, rows, transaction);
        rows = [];
      }
    }
    await bulkInsert(model as typeof BoDeposit, columns, rows, transaction);
  });
}

async function p50(run: () => Promise<unknown>, times = 15): Promise<number> {
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

export async function benchDashboard(): Promise<void> {
  const db = await openTempDatabase();
  try {
    for (const code of WEBSITES) await seedWebsite(code);
    const started = performance.now();
    const accounts: number[] = [];
    for (const website of WEBSITES) {
      for (let n = 0; n < 10; n++) {
        const account = await AkunBank.create({
          akun_bank_website: website,
          akun_bank_jenis_transaksi: n < 5 ? "DEPO" : "WD",
          akun_bank_bank: ["BCA", "BRI", "BNI", "MANDIRI", "CIMB"][n % 5],
          akun_bank_name: `Holder ${website} ${n}`,
          akun_bank_no: `${9000000000 + accounts.length}`,
          akun_bank_status: true,
          akun_bank_created_by: null,
          akun_bank_last_edited_by: null,
        });
        accounts.push(account.akun_bank_id);
      }
    }
    await insert(BoDeposit, "bo_deposit", boDepositColumns, DEPOSITS, (i, batch) => {
      const [approved, state] = stateOf(i);
      const amount = amountOf(i);
      return [
        batch, approved, null, amount, amount, `T${i}`, new Date(), null, dayOf(i), `player${i % 50_000}`, `PLAYER ${i}`, "BANK",
        "0", "0", "0", amount, "BCA - 0111222333", "BCA - 0111222333", null, null, "SUCCESS", null, `op${i % 7}`, websiteOf(i), null, null, null, state,
      ];
    });
    await insert(BoWithdraw, "bo_withdraw", boWithdrawColumns, WITHDRAWALS, (i, batch) => {
      const [approved, state] = stateOf(i + 3);
      const amount = amountOf(i + 11);
      return [
        batch, approved, null, amount, amount, `W${i}`, new Date(), null, dayOf(i), "BRAND", `PLAYER ${i}`, "BNI", `77${i}`, amount,
        "BCA - 0111222333", `player${i % 50_000}`, websiteOf(i), null, "SUCCESS", `op${i % 7}`, null, null, null, null, state,
      ];
    });
    // statement lines: each website's accounts, most of them matched; a few accounts skip some days
    const lineRow = (offset: number) => (i: number, batch: number) => {
      const website = websiteOf(i);
      const account = accounts[WEBSITES.indexOf(website) * 10 + offset + (i % 5)];
      return [batch, i % 10 < 8, null, amountOf(i), null, null, `PLAYER ${i}`, "BCA - 0111222333", null, website, dayOf(i), account, `TRSF ${i}`, null, null, i];
    };
    await insert(MutasiDeposit, "mutasi_deposit", statementColumns("mutasi_deposit"), DEPOSIT_LINES, lineRow(0));
    await insert(MutasiWithdraw, "mutasi_withdraw", statementColumns("mutasi_withdraw"), WITHDRAW_LINES, lineRow(5));
    const seeded = (performance.now() - started) / 1000;
    const [deposits, withdrawals] = await Promise.all([BoDeposit.count(), BoWithdraw.count()]);
    const perDay = Math.round((deposits + withdrawals) / DAYS);
    console.log(
      `dashboard: ${deposits + withdrawals} BO rows stored (${deposits} deposits, ${withdrawals} withdrawals; ${WEBSITES.length} websites, ${DAYS} days, ~${perDay} a day), ` +
        `${DEPOSIT_LINES + WITHDRAW_LINES} statement lines, ${accounts.length} bank accounts; seeded in ${seeded.toFixed(1)} s`,
    );
    for (const [label, user] of [
      ["ADMIN (every website)", admin],
      ["CHECKER (one website)", checker],
      ["CS (Data Player cards)", cs],
    ] as const) {
      const ms = await p50(() => loadDashboard(user, LAST_DAY));
      console.log(`dashboard: ${label}: p50 ${ms.toFixed(2)} ms server time -> ratio ${(ms / BUDGET_MS).toFixed(2)} of the ${BUDGET_MS} ms budget`);
    }
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDashboard();
