import { describe, expect, it } from "vitest";
import { BoDeposit, DayClose, MutasiDeposit, type UploadBatch } from "~/models/models.server";
import { decodeHtml, type Client } from "../support/client";
import { seedAccount, seedWebsite } from "../support/db";
import { ADMIN, CHECKER1, withServer } from "../support/fixture";
import { seedBatch, seedBoDeposit, seedMutasiDeposit } from "../support/seed-data";
import { daysAgo } from "../support/view-pages";

/**
 * What a reconcile run may decide again: the open rows of its window, and the automatic pairs
 * whose both sides it can see; never a closed day's rows, and never a pair an ADMIN undid, while
 * the row of that pair is judged anew like any other. And what it tells of a row it leaves
 * without a line: the nearest lines, the player's own at another amount first.
 */

const TODAY = daysAgo(0);
const YESTERDAY = daysAgo(1);
const TWO_DAYS_AGO = daysAgo(2);

const { clients: { admin, checker } } = withServer({
  seed: async () => {
    const abc = await seedWebsite("ABC", "Alpha");
    await seedAccount({ name: "checker1", password: "checker-pass-1", role: "CHECKER", website: abc });
  },
  clients: { admin: ADMIN, checker: CHECKER1 },
});

const batches = new Map<string, UploadBatch>();
async function batchOf(target: "bo_deposit" | "mutasi_deposit", date: string): Promise<UploadBatch> {
  const key = `${target}|${date}`;
  const found = batches.get(key);
  if (found) return found;
  const batch = await seedBatch({ website: "ABC", target, uploadedBy: 1, date: target === "bo_deposit" ? null : date });
  batches.set(key, batch);
  return batch;
}

const bo = async (date: string, amount: number, username: string, name: string) =>
  seedBoDeposit(await batchOf("bo_deposit", date), { depo_amount: amount, bank_statement_date: date, user_name: username, full_name: name });
const credit = async (date: string, amount: number, sender: string) =>
  seedMutasiDeposit(await batchOf("mutasi_deposit", date), { mutasi_amount: amount, mutasi_date: date, mutasi_player_bank_name: sender, mutasi_description: `TRSF E-BANKING CR ${sender}` });

async function reconcile(client: Client, date: string): Promise<{ status: number; page: string }> {
  const response = await client.postForm(`/view-bo?type=depo&website=ABC&status=all&date=${date}`, { intent: "reconcile", type: "depo", website: "ABC", date });
  return { status: response.status, page: response.status === 302 ? "" : decodeHtml(await response.text()) };
}

async function verdictOf(client: Client, date: string, boId: number): Promise<{ tier: unknown; reason: unknown; candidates: unknown }> {
  const [day, month, year] = new Date(`${date}T00:00:00Z`).toUTCString().split(" ").slice(1, 4);
  const rows = (await (await client.request(`/api/viewbo/${day}-${month}-${year}/ABC/all/100/1`)).json()) as Record<string, unknown>[];
  const row = rows.find((candidate) => candidate.bo_id === boId)!;
  return { tier: row.match_tier, reason: row.match_reason, candidates: row.match_candidates };
}

async function stateOf(row: BoDeposit, line: MutasiDeposit) {
  await row.reload();
  await line.reload();
  return { approved: row.bo_approve, state: row.bo_match_state, lineApproved: line.mutasi_app };
}

describe("a pair an ADMIN undid", () => {
  it("is never proposed again, while its row is judged anew for a person: the undone line is named as refused, another line is suggested, never approved", async () => {
    const row = await bo(TODAY, 215_000, "PL900A", "BUDI SANTOSO");
    const first = await credit(TODAY, 215_000, "BUDI SANTOSO");
    expect((await reconcile(checker, TODAY)).status).toBe(302);
    expect(await stateOf(row, first)).toEqual({ approved: true, state: "auto", lineApproved: true });

    const undone = await admin.json("POST", "/api/unpairbomutasi", { kind: "deposit", bo_id: row.bo_id, reason: "mutasi milik tiket lain" });
    expect(undone.status).toBe(200);
    expect((await reconcile(checker, TODAY)).status).toBe(302);
    expect(await stateOf(row, first)).toEqual({ approved: false, state: "none", lineApproved: false });
    expect(await verdictOf(checker, TODAY, row.bo_id)).toEqual({
      tier: "tidak ada",
      reason: `Tidak ada mutasi yang cocok. Terdekat: #${first.mutasi_id} "BUDI SANTOSO" pasangannya pernah dibatalkan ADMIN.`,
      candidates: [first.mutasi_id],
    });

    // another transfer of the name and amount arrives: the ADMIN said the automatic choice was wrong
    // for this row, and a line alike (a clean-room audit: the refused line's twin) is one click, not an approval
    const second = await credit(TODAY, 215_000, "BUDI SANTOSO");
    expect((await reconcile(checker, TODAY)).status).toBe(302);
    expect(await stateOf(row, second)).toEqual({ approved: false, state: "ambiguous", lineApproved: false });
    expect(await verdictOf(checker, TODAY, row.bo_id)).toMatchObject({ tier: "saran", candidates: [second.mutasi_id] });
    await first.reload();
    expect(first.mutasi_app).toBe(false);
  });
});

describe("a closed day", () => {
  it("is left as it was by a run on the day before, and a run on it is refused", async () => {
    const paid = await bo(YESTERDAY, 333_000, "PL900B", "RUDI HARTONO");
    const line = await credit(YESTERDAY, 333_000, "RUDI HARTONO");
    expect((await reconcile(checker, YESTERDAY)).status).toBe(302);
    expect(await stateOf(paid, line)).toEqual({ approved: true, state: "auto", lineApproved: true });
    await DayClose.create({ close_website: "ABC", close_date: YESTERDAY, close_closed: true, close_closed_by: "checker1", close_closed_at: new Date() });

    // a late BO row of the same player and amount, the day before: it would compete for the line
    const late = await bo(TWO_DAYS_AGO, 333_000, "PL900B", "RUDI HARTONO");
    expect((await reconcile(checker, TWO_DAYS_AGO)).status).toBe(302);
    expect(await stateOf(paid, line)).toEqual({ approved: true, state: "auto", lineApproved: true });
    await late.reload();
    expect(late.bo_approve).toBe(false);

    const refused = await reconcile(checker, YESTERDAY);
    expect(refused.status).toBe(409);
    expect(refused.page).toContain("sudah ditutup (Tutup Hari)");
    expect(await stateOf(paid, line)).toEqual({ approved: true, state: "auto", lineApproved: true });
  });
});

describe("an automatic pair whose line lies past the run's window", () => {
  it("is kept: a run on the day before the row's does not take back a late credit's pair it cannot see", async () => {
    // days of their own, away from the closed day above
    const [before, requested, credited] = [daysAgo(7), daysAgo(6), daysAgo(5)];
    const row = await bo(requested, 444_000, "PL900C", "DEWI ANGGRAINI");
    const line = await credit(credited, 444_000, "DEWI ANGGRAINI");
    expect((await reconcile(checker, requested)).status).toBe(302);
    expect(await stateOf(row, line)).toEqual({ approved: true, state: "auto", lineApproved: true });

    // a run on the day before, which has a statement of its own, sees the requested day's rows but
    // not the credited day's lines
    await credit(before, 55_000, "ANDI WIJAYA");
    expect((await reconcile(checker, before)).status).toBe(302);
    expect(await stateOf(row, line)).toEqual({ approved: true, state: "auto", lineApproved: true });
  });
});

describe("a row no line of its amount pays", () => {
  it("is shown the player's own line at another amount first, then the other lines of its amount", async () => {
    const day = daysAgo(9);
    const row = await bo(day, 333_000, "PL900D", "Eko Prasetyo");
    const own = await credit(day, 330_000, "EKO PRASETYO");
    const stranger = await credit(day, 333_000, "RUDI HARTONO");
    expect((await reconcile(checker, day)).status).toBe(302);
    expect(await verdictOf(checker, day, row.bo_id)).toEqual({
      tier: "tidak ada",
      reason: `Tidak ada mutasi yang cocok. Terdekat: #${own.mutasi_id} "EKO PRASETYO" nominal Rp 330.000 beda; #${stranger.mutasi_id} "RUDI HARTONO" nama beda dari "Eko Prasetyo".`,
      candidates: [own.mutasi_id, stranger.mutasi_id],
    });
  });
});
