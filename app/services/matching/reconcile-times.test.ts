import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedBatch, seedBoDeposit, seedBoWithdraw, seedMutasiDeposit, seedMutasiWithdraw } from "../../../tests/support/seed-data";
import { openTempDatabase } from "../../../tests/support/temp-db";
import { seedAkunBank, seedWebsite } from "../../../tests/support/db";
import * as engine from "./engine";
import { reconcileStored } from "./reconcile.server";

// the real engine runs; the spies only keep what it was handed
vi.mock("./engine", async (original) => {
  const actual = await original<typeof import("./engine")>();
  return { ...actual, reconcileDeposits: vi.fn(actual.reconcileDeposits), reconcileWithdrawals: vi.fn(actual.reconcileWithdrawals) };
});

let db: Awaited<ReturnType<typeof openTempDatabase>>;
const DAY = "2026-03-10";

beforeAll(async () => {
  db = await openTempDatabase();
  await seedWebsite("ABC");
});

afterAll(async () => {
  await db.close();
});

describe("the time between request and credit reaches the engine (issue 13, point 2)", () => {
  it("hands over req_date / wd_req_date and the lines' booked times in epoch ms, null where a line has no time", async () => {
    const depoAccount = await seedAkunBank({ website: "ABC", bank: "BCA", name: "PT ABC", no: "1234567890" });
    const wdAccount = await seedAkunBank({ website: "ABC", bank: "BCA", name: "PT ABC", no: "5555500000", jenis: "WD" });
    const requested = new Date("2026-03-10T03:00:00Z");
    const credited = new Date("2026-03-10T03:06:00Z");
    const bo = await seedBoDeposit(await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 }), { depo_amount: 150_250, bank_statement_date: DAY, req_date: requested });
    const statement = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1, date: DAY, akunBankId: depoAccount.akun_bank_id });
    const timed = await seedMutasiDeposit(statement, { mutasi_amount: 150_250, mutasi_date: DAY, mutasi_time: credited });
    const untimed = await seedMutasiDeposit(statement, { mutasi_amount: 150_250, mutasi_date: DAY });
    const wd = await seedBoWithdraw(await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 }), { wd_amount: 75_000, wd_bank_date: DAY, wd_req_date: requested });
    const wdStatement = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: DAY, akunBankId: wdAccount.akun_bank_id });
    const paid = await seedMutasiWithdraw(wdStatement, { mutasiwd_amount: 75_000, mutasiwd_date: DAY, mutasiwd_time: credited });

    await reconcileStored({ website: "ABC", dates: [DAY] });

    const [bos, lines] = vi.mocked(engine.reconcileDeposits).mock.calls[0];
    expect(bos.map((row) => [row.id, row.requestedAt])).toEqual([[bo.bo_id, requested.getTime()]]);
    expect([...lines].sort((a, b) => a.id - b.id).map((line) => [line.id, line.bookedAt])).toEqual([
      [timed.mutasi_id, credited.getTime()],
      [untimed.mutasi_id, null],
    ]);
    const [wdBos, wdLines] = vi.mocked(engine.reconcileWithdrawals).mock.calls[0];
    expect(wdBos.map((row) => [row.id, row.requestedAt])).toEqual([[wd.wd_bo_id, requested.getTime()]]);
    expect(wdLines.map((line) => [line.id, line.bookedAt])).toEqual([[paid.mutasiwd_id, credited.getTime()]]);
  });
});

describe("a request the BO gave without a time (audit-time1 F1)", () => {
  it("hands over no request time for a Req Date at 00:00 Jakarta, and never approves the evening before's credit on it", async () => {
    const account = await seedAkunBank({ website: "ABC", bank: "BRI", name: "PT ABC", no: "034101000987654" });
    const dateOnly = new Date("2026-03-11T17:00:00Z"); // 12-Mar-2026 00:00 Jakarta
    const bo = await seedBoDeposit(await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 }), {
      depo_amount: 181_000,
      bank_statement_date: "2026-03-12",
      req_date: dateOnly,
      full_name: "NANDA PUTRI",
      corporate_bank: "BRI - 034101000987654",
    });
    const statement = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1, date: "2026-03-11", akunBankId: account.akun_bank_id });
    await seedMutasiDeposit(statement, { mutasi_amount: 181_000, mutasi_date: "2026-03-11", mutasi_time: new Date("2026-03-11T16:30:00Z"), mutasi_player_bank_name: "NANDA PUTRI" });
    vi.mocked(engine.reconcileDeposits).mockClear();

    await reconcileStored({ website: "ABC", dates: ["2026-03-12"] });

    const [bos] = vi.mocked(engine.reconcileDeposits).mock.calls[0];
    expect(bos.find((row) => row.id === bo.bo_id)?.requestedAt).toBeNull();
    await bo.reload();
    expect(bo.bo_approve).toBe(false);
  });
});
