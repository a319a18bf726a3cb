import { Op } from "sequelize";
import { beforeAll, describe, expect, it } from "vitest";
import { AdminAccount, AkunBank, BoDeposit, BoWithdraw, MatchLink, MatchVerdict, Tracking, type UploadBatch } from "~/models/models.server";
import { formatSpecDate } from "~/services/spec-date";
import { Client, decodeHtml } from "../support/client";
import { seedAccount, seedWebsite } from "../support/db";
import { ADMIN, CHECKER1, CS1, withServer } from "../support/fixture";
import { seedBatch, seedBoDeposit, seedBoWithdraw, seedMutasiDeposit } from "../support/seed-data";
import { daysAgo, hasElement, rowIds } from "../support/view-pages";

let checkerId: number;
let twinId: number;
let adminId: number;

const TODAY = daysAgo(0);
const YESTERDAY = daysAgo(1);
const TWO_DAYS = daysAgo(2);
const THREE_DAYS = daysAgo(3);
const spec = (date: string) => formatSpecDate(date, { padDay: false });
const NOTE_REQUIRED = "Keterangan tidak boleh kosong.";
const EDIT_WINDOW = "Data ini tidak bisa diupdate (bukan hari yang sama).";

let depositBatch: UploadBatch;
let withdrawBatch: UploadBatch;
let xyzBatch: UploadBatch;

const { clients: { admin, checker, checkerTwin, checkerXyz, cs } } = withServer({
  seed: async () => {
    const abc = await seedWebsite("ABC", "Alpha");
    const xyz = await seedWebsite("XYZ", "Xylo");
    await seedWebsite("REC", "Recon");
    checkerId = (await seedAccount({ name: "checker1", password: "checker-pass-1", role: "CHECKER", website: abc })).account_id;
    twinId = (await seedAccount({ name: "checker1b", password: "checker-pass-1b", role: "CHECKER", website: abc })).account_id;
    await seedAccount({ name: "checker2", password: "checker-pass-2", role: "CHECKER", website: xyz });
    await seedAccount({ name: "cs1", password: "cs-pass-1", role: "CS", website: abc });
    adminId = (await AdminAccount.findOne({ where: { account_name: "admin" } }))!.account_id;
  },
  clients: { admin: ADMIN, checker: CHECKER1, checkerTwin: ["checker1b", "checker-pass-1b"], checkerXyz: ["checker2", "checker-pass-2"], cs: CS1 },
});

beforeAll(async () => {
  depositBatch = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
  withdrawBatch = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
  xyzBatch = await seedBatch({ website: "XYZ", target: "bo_deposit", uploadedBy: 1 });
});

async function deposits(count: number, row: Partial<BoDeposit> = {}, batch = depositBatch): Promise<BoDeposit[]> {
  const rows: BoDeposit[] = [];
  for (let index = 0; index < count; index++) {
    rows.push(await seedBoDeposit(batch, { depo_amount: 150_000, bank_statement_date: TODAY, ...row }));
  }
  return rows;
}

const put = async (client: Client, path: string, body: unknown) => {
  const response = await client.json("PUT", path, body);
  return { status: response.status, body: await response.json() };
};

const approveDeposits = (client: Client, date: string, arr: Record<string, unknown>[]) =>
  put(client, "/api/updatebodepostts", { bank_statement_date: spec(date), arr });

const activitiesAbout = (label: string, id: number) =>
  Tracking.findAll({ where: { tracking_activity: { [Op.like]: `%${label} #${id} %` } } });

const unchanged = async (row: BoDeposit) => {
  const now = await BoDeposit.findByPk(row.bo_id);
  expect(now).not.toBeNull();
  expect(now!.bo_approve).toBe(false);
  expect(now!.ket_app).toBeNull();
  expect(Number(now!.depo_amount)).toBe(Number(row.depo_amount));
};

describe("PUT /api/updatebodepostts", () => {
  it("approves with the note and the edited amount, keeps the original when the amount is blank, and records the session's account", async () => {
    const [first, second] = await deposits(2);
    const reply = await approveDeposits(checker, TODAY, [
      { bo_id: first.bo_id, ket_app: "transfer masuk", depo_amount: "175000", depo_edited_by: 999 },
      { bo_id: second.bo_id, ket_app: "cocok", depo_amount: "", depo_edited_by: 999 },
    ]);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: true, updated: [first.bo_id, second.bo_id], already_approved: [], not_found: [] });
    expect(reply.body.message).toBe("2 data berhasil diapprove.");
    await first.reload();
    expect(first).toMatchObject({ bo_approve: true, ket_app: "transfer masuk", bo_approved_by: checkerId, bo_match_state: "manual" });
    expect(Number(first.depo_amount)).toBe(175_000);
    expect(Number(first.depo_original_amount)).toBe(150_000);
    expect(first.app_date).toBeInstanceOf(Date);
    expect(Date.now() - first.app_date!.getTime()).toBeLessThan(60_000);
    await second.reload();
    expect(second.bo_approve).toBe(true);
    expect(Number(second.depo_amount)).toBe(150_000);
    // one tracking row per approved row, by the session's account
    const tracked = await activitiesAbout("Approve BO deposit", first.bo_id);
    expect(tracked).toHaveLength(1);
    expect(tracked[0]).toMatchObject({ tracking_username: "checker1", tracking_role: "CHECKER", tracking_website: "ABC" });
    expect(tracked[0].tracking_activity).toContain("175.000");
    expect(tracked[0].tracking_activity).toContain("transfer masuk");
    expect(await activitiesAbout("Approve BO deposit", second.bo_id)).toHaveLength(1);
  });

  it("accepts the amount as a JSON number and the date padded or as ISO", async () => {
    const [row] = await deposits(1);
    const reply = await put(checker, "/api/updatebodepostts", {
      bank_statement_date: TODAY,
      arr: [{ bo_id: String(row.bo_id), ket_app: "ok", depo_amount: 160000 }],
    });
    expect(reply.status).toBe(200);
    await row.reload();
    expect(Number(row.depo_amount)).toBe(160_000);
  });

  it("requires a note for every row and changes nothing otherwise", async () => {
    const [first, second] = await deposits(2);
    for (const note of ["", "   ", null, undefined]) {
      const reply = await approveDeposits(checker, TODAY, [
        { bo_id: first.bo_id, ket_app: "fine", depo_amount: "" },
        { bo_id: second.bo_id, ket_app: note, depo_amount: "" },
      ]);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ status: false, message: NOTE_REQUIRED });
    }
    await unchanged(first);
    await unchanged(second);
    expect(await activitiesAbout("Approve BO deposit", first.bo_id)).toHaveLength(0);
  });

  it("reads the amount the ways clerks type it: 456000, 456000.00, 456.000, 456.000,00, 456,000.00 and Rp 456.000 are all Rp 456.000", async () => {
    const typed = ["456000", "456000.00", "456.000", "456.000,00", "456,000.00", "Rp 456.000"];
    const rows = await deposits(typed.length);
    const reply = await approveDeposits(
      checker,
      TODAY,
      rows.map((row, index) => ({ bo_id: row.bo_id, ket_app: "ok", depo_amount: typed[index] })),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    for (const row of rows) {
      await row.reload();
      expect(Number(row.depo_amount), String(row.bo_id)).toBe(456_000);
      expect(Number(row.depo_original_amount)).toBe(150_000);
    }
    const withdraws = await Promise.all(typed.map(() => seedBoWithdraw(withdrawBatch, { wd_amount: 300_000, wd_bank_date: TODAY })));
    const wdReply = await put(checker, "/api/updatebosttswd", {
      wd_bank_date: spec(TODAY),
      arr: withdraws.map((row, index) => ({ wd_bo_id: row.wd_bo_id, wd_ket_app: "ok", wd_amount: typed[index] })),
    });
    expect(wdReply.status, JSON.stringify(wdReply.body)).toBe(200);
    for (const row of withdraws) {
      await row.reload();
      expect(Number(row.wd_amount)).toBe(456_000);
    }
  });

  it("refuses cents other than 00 and amounts it cannot read, with a message, and stores nothing", async () => {
    const [row] = await deposits(1);
    for (const amount of ["456000.50", "456.000,05", "456000,5", 1.5]) {
      const reply = await approveDeposits(checker, TODAY, [{ bo_id: row.bo_id, ket_app: "ok", depo_amount: amount }]);
      expect(reply.status, String(amount)).toBe(400);
      expect(reply.body.message).toBe("Nominal harus rupiah bulat: di belakang koma hanya boleh ,00 atau .00.");
    }
    for (const amount of ["12a", "-5", "1e5", "1234.000", "456.000.00", -3]) {
      const reply = await approveDeposits(checker, TODAY, [{ bo_id: row.bo_id, ket_app: "ok", depo_amount: amount }]);
      expect(reply.status, String(amount)).toBe(400);
      expect(reply.body.message).toBe("Nominal tidak dikenali: tulis misalnya 456000, 456.000 atau 456.000,00.");
    }
    await unchanged(row);
  });

  it("allows only today, yesterday and two days ago, and only rows of the date the request names", async () => {
    const [old] = await deposits(1, { bank_statement_date: THREE_DAYS });
    const [yesterday] = await deposits(1, { bank_statement_date: YESTERDAY });
    const [twoDays] = await deposits(1, { bank_statement_date: TWO_DAYS });
    const [today] = await deposits(1);
    const refusedOld = await approveDeposits(checker, THREE_DAYS, [{ bo_id: old.bo_id, ket_app: "late", depo_amount: "" }]);
    expect(refusedOld).toEqual({ status: 400, body: { status: false, message: EDIT_WINDOW } });
    // a request dated today cannot reach an older row either
    const mismatched = await approveDeposits(checker, TODAY, [
      { bo_id: today.bo_id, ket_app: "ok", depo_amount: "" },
      { bo_id: old.bo_id, ket_app: "sneaky", depo_amount: "" },
    ]);
    expect(mismatched).toEqual({ status: 400, body: { status: false, message: EDIT_WINDOW } });
    const otherDay = await approveDeposits(checker, TODAY, [{ bo_id: yesterday.bo_id, ket_app: "wrong day", depo_amount: "" }]);
    expect(otherDay.body.message).toBe(EDIT_WINDOW);
    const future = await approveDeposits(checker, daysAgo(-1), [{ bo_id: today.bo_id, ket_app: "future", depo_amount: "" }]);
    expect(future.body.message).toBe(EDIT_WINDOW);
    await unchanged(old);
    await unchanged(today);
    expect((await approveDeposits(checker, YESTERDAY, [{ bo_id: yesterday.bo_id, ket_app: "ok", depo_amount: "" }])).status).toBe(200);
    expect((await approveDeposits(checker, TWO_DAYS, [{ bo_id: twoDays.bo_id, ket_app: "ok", depo_amount: "" }])).status).toBe(200);
    expect((await approveDeposits(checker, "31-Feb-2025", [{ bo_id: today.bo_id, ket_app: "ok" }])).status).toBe(400);
  });

  it("never approves an approved row again: all approved is a 409, a mix approves the rest and names the others", async () => {
    const [done, pending] = await deposits(2);
    await approveDeposits(checker, TODAY, [{ bo_id: done.bo_id, ket_app: "first", depo_amount: "" }]);
    const again = await approveDeposits(checkerTwin, TODAY, [{ bo_id: done.bo_id, ket_app: "second", depo_amount: "1" }]);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: false, updated: [], already_approved: [done.bo_id] });
    expect(again.body.message).toContain(`#${done.bo_id}`);
    const mixed = await approveDeposits(checkerTwin, TODAY, [
      { bo_id: done.bo_id, ket_app: "second", depo_amount: "" },
      { bo_id: pending.bo_id, ket_app: "ok", depo_amount: "" },
    ]);
    expect(mixed.status).toBe(200);
    expect(mixed.body).toMatchObject({ status: true, updated: [pending.bo_id], already_approved: [done.bo_id] });
    await done.reload();
    expect(done.ket_app).toBe("first");
    expect(done.bo_approved_by).toBe(checkerId);
    expect(Number(done.depo_amount)).toBe(150_000);
    expect(await activitiesAbout("Approve BO deposit", done.bo_id)).toHaveLength(1);
    const missing = await approveDeposits(checker, TODAY, [{ bo_id: 999_999, ket_app: "ok" }]);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: false, not_found: [999_999] });
  });

  it("refuses a CHECKER rows of another website, and CS altogether, changing nothing", async () => {
    const [abcRow] = await deposits(1);
    const [xyzRow] = await deposits(1, {}, xyzBatch);
    const foreign = await approveDeposits(checkerXyz, TODAY, [{ bo_id: abcRow.bo_id, ket_app: "not mine", depo_amount: "" }]);
    expect(foreign.status).toBe(403);
    expect(foreign.body.status).toBe(false);
    // naming a website does not help: rows must belong to it, and it must be the checker's own
    const named = await put(checker, "/api/updatebodepostts", {
      bank_statement_date: spec(TODAY),
      website: "XYZ",
      arr: [{ bo_id: xyzRow.bo_id, ket_app: "x" }],
    });
    expect(named.status).toBe(403);
    const mixedSites = await approveDeposits(checker, TODAY, [
      { bo_id: abcRow.bo_id, ket_app: "mine" },
      { bo_id: xyzRow.bo_id, ket_app: "not mine" },
    ]);
    expect(mixedSites.status).toBe(403);
    const wrongSite = await put(admin, "/api/updatebodepostts", {
      bank_statement_date: spec(TODAY),
      website: "XYZ",
      arr: [{ bo_id: abcRow.bo_id, ket_app: "x" }],
    });
    expect(wrongSite.status).toBe(403);
    expect((await approveDeposits(cs, TODAY, [{ bo_id: abcRow.bo_id, ket_app: "cs" }])).status).toBe(403);
    await unchanged(abcRow);
    await unchanged(xyzRow);
    expect(await activitiesAbout("Approve BO deposit", abcRow.bo_id)).toHaveLength(0);
    // ADMIN may act on any website
    expect((await approveDeposits(admin, TODAY, [{ bo_id: xyzRow.bo_id, ket_app: "admin ok" }])).status).toBe(200);
  });

  it("refuses a malformed body with 400", async () => {
    expect((await put(checker, "/api/updatebodepostts", { bank_statement_date: spec(TODAY), arr: [] })).status).toBe(400);
    expect((await put(checker, "/api/updatebodepostts", { arr: [{ bo_id: 1, ket_app: "x" }] })).status).toBe(400);
    expect((await put(checker, "/api/updatebodepostts", { bank_statement_date: spec(TODAY), arr: [{ bo_id: "abc", ket_app: "x" }] })).status).toBe(400);
    expect((await checker.json("POST", "/api/updatebodepostts", { bank_statement_date: spec(TODAY), arr: [] })).status).toBe(405);
  });
});

describe("PUT /api/updatebosttswd", () => {
  it("approves withdrawals with the note and the edited amount, under the same rules", async () => {
    const edited = await seedBoWithdraw(withdrawBatch, { wd_amount: 300_000, wd_bank_date: TODAY });
    const kept = await seedBoWithdraw(withdrawBatch, { wd_amount: 80_000, wd_bank_date: TODAY });
    const old = await seedBoWithdraw(withdrawBatch, { wd_amount: 80_000, wd_bank_date: THREE_DAYS });
    const noNote = await put(checker, "/api/updatebosttswd", { wd_bank_date: spec(TODAY), arr: [{ wd_bo_id: edited.wd_bo_id, wd_ket_app: " ", wd_amount: "" }] });
    expect(noNote.body).toEqual({ status: false, message: NOTE_REQUIRED });
    const badAmount = await put(checker, "/api/updatebosttswd", { wd_bank_date: spec(TODAY), arr: [{ wd_bo_id: edited.wd_bo_id, wd_ket_app: "ok", wd_amount: "3OO" }] });
    expect(badAmount.status).toBe(400);
    const late = await put(checker, "/api/updatebosttswd", { wd_bank_date: spec(THREE_DAYS), arr: [{ wd_bo_id: old.wd_bo_id, wd_ket_app: "ok" }] });
    expect(late.body.message).toBe(EDIT_WINDOW);
    const reply = await put(checker, "/api/updatebosttswd", {
      wd_bank_date: spec(TODAY),
      arr: [
        { wd_bo_id: edited.wd_bo_id, wd_ket_app: "sudah transfer", wd_amount: "295000", depo_edited_by: 12345 },
        { wd_bo_id: kept.wd_bo_id, wd_ket_app: "ok", wd_amount: "" },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: true, updated: [edited.wd_bo_id, kept.wd_bo_id], already_approved: [] });
    await edited.reload();
    expect(edited).toMatchObject({ wd_bo_approve: true, wd_ket_app: "sudah transfer", wd_approved_by: checkerId, wd_match_state: "manual" });
    expect(Number(edited.wd_amount)).toBe(295_000);
    expect(Number(edited.wd_original_amount)).toBe(300_000);
    await kept.reload();
    expect(Number(kept.wd_amount)).toBe(80_000);
    expect(await activitiesAbout("Approve BO withdraw", edited.wd_bo_id)).toHaveLength(1);
    const again = await put(checkerTwin, "/api/updatebosttswd", { wd_bank_date: spec(TODAY), arr: [{ wd_bo_id: kept.wd_bo_id, wd_ket_app: "again" }] });
    expect(again.status).toBe(409);
    expect(again.body.already_approved).toEqual([kept.wd_bo_id]);
    const foreign = await put(checkerXyz, "/api/updatebosttswd", { wd_bank_date: spec(TODAY), arr: [{ wd_bo_id: old.wd_bo_id, wd_ket_app: "x" }] });
    expect(foreign.status).toBe(403);
  });
});

describe("PUT /api/deleteboid and /api/deleteboidwd", () => {
  it("deletes pending rows and writes a tracking row for each", async () => {
    const [first, second] = await deposits(2);
    const reply = await put(checker, "/api/deleteboid", { arr: [{ bo_id: first.bo_id, depo_edited_by: 1 }, { bo_id: second.bo_id }] });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: true, deleted: [first.bo_id, second.bo_id], already_approved: [], not_found: [] });
    expect(await BoDeposit.findByPk(first.bo_id)).toBeNull();
    expect(await BoDeposit.findByPk(second.bo_id)).toBeNull();
    const tracked = await activitiesAbout("Hapus BO deposit", first.bo_id);
    expect(tracked).toHaveLength(1);
    expect(tracked[0]).toMatchObject({ tracking_username: "checker1", tracking_website: "ABC" });
  });

  it("refuses approved rows, rows outside the edit window and rows of another website", async () => {
    const [approved, pending] = await deposits(2);
    await approveDeposits(checker, TODAY, [{ bo_id: approved.bo_id, ket_app: "ok" }]);
    const refused = await put(checker, "/api/deleteboid", { arr: [{ bo_id: approved.bo_id }] });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: false, deleted: [], already_approved: [approved.bo_id] });
    expect(await BoDeposit.findByPk(approved.bo_id)).not.toBeNull();
    const mixed = await put(checker, "/api/deleteboid", { arr: [{ bo_id: approved.bo_id }, { bo_id: pending.bo_id }] });
    expect(mixed.body).toMatchObject({ status: true, deleted: [pending.bo_id], already_approved: [approved.bo_id] });
    const [old] = await deposits(1, { bank_statement_date: THREE_DAYS });
    const late = await put(checker, "/api/deleteboid", { arr: [{ bo_id: old.bo_id }] });
    expect(late).toEqual({ status: 400, body: { status: false, message: EDIT_WINDOW } });
    const [mine] = await deposits(1);
    const foreign = await put(checkerXyz, "/api/deleteboid", { arr: [{ bo_id: mine.bo_id }] });
    expect(foreign.status).toBe(403);
    expect((await put(cs, "/api/deleteboid", { arr: [{ bo_id: mine.bo_id }] })).status).toBe(403);
    expect(await BoDeposit.findByPk(old.bo_id)).not.toBeNull();
    expect(await BoDeposit.findByPk(mine.bo_id)).not.toBeNull();
    expect((await put(checker, "/api/deleteboid", { arr: [{ bo_id: 987_654 }] })).status).toBe(404);
  });

  it("deletes pending withdrawals and refuses approved ones", async () => {
    const pending = await seedBoWithdraw(withdrawBatch, { wd_amount: 10_000, wd_bank_date: TODAY });
    const approved = await seedBoWithdraw(withdrawBatch, { wd_amount: 10_000, wd_bank_date: TODAY, wd_bo_approve: true, wd_ket_app: "ok" });
    const reply = await put(checker, "/api/deleteboidwd", { arr: [{ wd_bo_id: pending.wd_bo_id, depo_edited_by: 5 }] });
    expect(reply.body).toMatchObject({ status: true, deleted: [pending.wd_bo_id] });
    expect(await BoWithdraw.findByPk(pending.wd_bo_id)).toBeNull();
    expect(await activitiesAbout("Hapus BO withdraw", pending.wd_bo_id)).toHaveLength(1);
    const refused = await put(checker, "/api/deleteboidwd", { arr: [{ wd_bo_id: approved.wd_bo_id }] });
    expect(refused.status).toBe(409);
    expect(await BoWithdraw.findByPk(approved.wd_bo_id)).not.toBeNull();
  });
});

describe("races", () => {
  it("two checkers approving the same rows at the same moment approve each row exactly once", async () => {
    const rows = await deposits(6);
    const arr = (note: string) => rows.map((row) => ({ bo_id: row.bo_id, ket_app: note, depo_amount: "" }));
    const [one, two] = await Promise.all([approveDeposits(checker, TODAY, arr("by one")), approveDeposits(checkerTwin, TODAY, arr("by two"))]);
    const updatedOne: number[] = one.body.updated ?? [];
    const updatedTwo: number[] = two.body.updated ?? [];
    expect([...updatedOne, ...updatedTwo].sort((a, b) => a - b)).toEqual(rows.map((row) => row.bo_id));
    expect(updatedOne.filter((id) => updatedTwo.includes(id))).toEqual([]);
    // the second is told which rows were already approved
    const loser = updatedOne.length === rows.length ? two : one;
    expect(loser.body.already_approved.length).toBeGreaterThan(0);
    for (const row of rows) {
      await row.reload();
      expect(row.bo_approve).toBe(true);
      const winner = updatedOne.includes(row.bo_id) ? { note: "by one", by: checkerId } : { note: "by two", by: twinId };
      expect(row.ket_app).toBe(winner.note);
      expect(row.bo_approved_by).toBe(winner.by);
      expect(await activitiesAbout("Approve BO deposit", row.bo_id)).toHaveLength(1);
    }
  });

  it("two checkers confirming the same rows through the screen approve each row exactly once", async () => {
    const rows = await deposits(4);
    const entries = (note: string): [string, string][] => [
      ["intent", "approve-confirm"],
      ["type", "depo"],
      ["website", "ABC"],
      ["date", TODAY],
      ...rows.flatMap((row): [string, string][] => [
        ["sel", String(row.bo_id)],
        [`ket_${row.bo_id}`, note],
      ]),
    ];
    const [one, two] = await Promise.all([postTable(checker, entries("screen one")), postTable(checkerTwin, entries("screen two"))]);
    expect([one.status, two.status].sort()).toEqual([302, 409]);
    for (const row of rows) {
      await row.reload();
      expect(row.bo_approve).toBe(true);
      expect(await activitiesAbout("Approve BO deposit", row.bo_id)).toHaveLength(1);
    }
    const loser = one.status === 409 ? one : two;
    expect(loser.html).toContain("Data sudah diapprove sebelumnya");
  });

  it("an approve and a delete racing on one row: exactly one wins", async () => {
    for (let round = 0; round < 5; round++) {
      const [row] = await deposits(1);
      const [approve, remove] = await Promise.all([
        approveDeposits(checker, TODAY, [{ bo_id: row.bo_id, ket_app: "race", depo_amount: "" }]),
        put(checkerTwin, "/api/deleteboid", { arr: [{ bo_id: row.bo_id }] }),
      ]);
      const winners = [approve.status, remove.status].filter((status) => status === 200);
      expect(winners).toHaveLength(1);
      const stored = await BoDeposit.findByPk(row.bo_id);
      const approvals = await activitiesAbout("Approve BO deposit", row.bo_id);
      const deletions = await activitiesAbout("Hapus BO deposit", row.bo_id);
      if (approve.status === 200) {
        expect(stored?.bo_approve).toBe(true);
        expect(remove.status).toBe(409);
        expect(remove.body.already_approved).toEqual([row.bo_id]);
        expect([approvals.length, deletions.length]).toEqual([1, 0]);
      } else {
        expect(stored).toBeNull();
        expect(approve.status).toBe(404);
        expect(approve.body.not_found).toEqual([row.bo_id]);
        expect([approvals.length, deletions.length]).toEqual([0, 1]);
      }
    }
  });
});

/** Posts the View BO table form the way a browser without scripts does (repeated `sel` fields and all). */
async function postTable(client: Client, entries: [string, string][], query = `type=depo&website=ABC&status=all&date=${TODAY}`) {
  const path = `/view-bo?${query}`;
  const token = await client.csrfToken(path);
  const body = new URLSearchParams([["csrf", token], ...entries]);
  const response = await client.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: body.toString(),
  });
  return { status: response.status, location: response.headers.get("location"), html: decodeHtml(await response.text()) };
}

const view = async (client: Client, query = `type=depo&website=ABC&status=all&date=${TODAY}`) =>
  decodeHtml(await (await client.get(`/view-bo?${query}`)).text());

describe("View BO form posts (work without JavaScript)", () => {
  it("confirms a submit listing 5 deposit rows and '… dan N data lainnya', then approves with notes and edited amounts", async () => {
    const rows = await deposits(7, { user_name: "formdepo" });
    const fields: [string, string][] = [
      ["type", "depo"],
      ["website", "ABC"],
      ["date", TODAY],
      ...rows.flatMap((row, index): [string, string][] => [
        ["sel", String(row.bo_id)],
        [`ket_${row.bo_id}`, `catatan ${index}`],
        [`amount_${row.bo_id}`, index === 0 ? "155000" : ""],
      ]),
    ];
    const preview = await postTable(checker, [["intent", "approve"], ...fields]);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain("Konfirmasi Submit");
    expect(preview.html).toContain("Submit 7 data berikut?");
    const list = /data-testid="confirm-list"[^>]*>([\s\S]*?)<\/ul>/.exec(preview.html)![1];
    expect(list.match(/<li/g)).toHaveLength(5);
    expect(list).toContain(`#${rows[0].bo_id} · ${rows[0].ticket_no} · formdepo · Rp 150.000 → Rp 155.000 · Ket: catatan 0`);
    expect(preview.html).toContain("… dan 2 data lainnya");
    // nothing is written before the confirmation
    for (const row of rows) await unchanged(row);
    const confirmed = await postTable(checker, [["intent", "approve-confirm"], ...fields]);
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toBe(`/view-bo?type=depo&website=ABC&status=all&date=${TODAY}`);
    expect(await view(checker)).toContain("7 data berhasil diapprove.");
    await rows[0].reload();
    expect(rows[0]).toMatchObject({ bo_approve: true, ket_app: "catatan 0", bo_approved_by: checkerId });
    expect(Number(rows[0].depo_amount)).toBe(155_000);
    await rows[6].reload();
    expect(rows[6].ket_app).toBe("catatan 6");
    expect(Number(rows[6].depo_amount)).toBe(150_000);
  });

  it("lists 8 withdraw rows in the confirmation", async () => {
    const rows: BoWithdraw[] = [];
    for (let index = 0; index < 10; index++) rows.push(await seedBoWithdraw(withdrawBatch, { wd_amount: 20_000, wd_bank_date: TODAY }));
    const preview = await postTable(
      checker,
      [
        ["intent", "approve"],
        ["type", "wd"],
        ["website", "ABC"],
        ["date", TODAY],
        ...rows.flatMap((row): [string, string][] => [
          ["sel", String(row.wd_bo_id)],
          [`ket_${row.wd_bo_id}`, "wd ok"],
        ]),
      ],
      `type=wd&website=ABC&status=all&date=${TODAY}`,
    );
    const list = /data-testid="confirm-list"[^>]*>([\s\S]*?)<\/ul>/.exec(preview.html)![1];
    expect(list.match(/<li/g)).toHaveLength(8);
    expect(preview.html).toContain("… dan 2 data lainnya");
  });

  it("shows 'Keterangan tidak boleh kosong.' and keeps what was typed and checked", async () => {
    const [row, other] = await deposits(2);
    const reply = await postTable(checker, [
      ["intent", "approve"],
      ["type", "depo"],
      ["website", "ABC"],
      ["date", TODAY],
      ["sel", String(row.bo_id)],
      [`ket_${row.bo_id}`, ""],
      [`amount_${row.bo_id}`, "123000"],
      [`ket_${other.bo_id}`, "not checked"],
    ]);
    expect(reply.status).toBe(400);
    expect(reply.html).toContain(NOTE_REQUIRED);
    expect(reply.html).not.toContain("Konfirmasi Submit");
    expect(hasElement(reply.html, { name: "sel", value: String(row.bo_id), checked: "" })).toBe(true);
    expect(hasElement(reply.html, { name: "sel", value: String(other.bo_id), checked: "" })).toBe(false);
    expect(hasElement(reply.html, { name: `amount_${row.bo_id}`, value: "123000" })).toBe(true);
    expect(hasElement(reply.html, { name: `ket_${other.bo_id}`, value: "not checked" })).toBe(true);
    await unchanged(row);
    // the same money parser on the screen: whole rupiah only
    const digits = await postTable(checker, [
      ["intent", "approve-confirm"],
      ["type", "depo"],
      ["website", "ABC"],
      ["date", TODAY],
      ["sel", String(row.bo_id)],
      [`ket_${row.bo_id}`, "ok"],
      [`amount_${row.bo_id}`, "12.000,50"],
    ]);
    expect(digits.status).toBe(400);
    expect(digits.html).toContain("Nominal harus rupiah bulat: di belakang koma hanya boleh ,00 atau .00.");
    await unchanged(row);
  });

  it("approves one row with its Update button, whatever else is checked", async () => {
    const [row, other] = await deposits(2);
    const noEdit = await postTable(checker, [
      ["intent", `update-${other.bo_id}`],
      ["type", "depo"],
      ["website", "ABC"],
      ["date", TODAY],
      ["sel", String(row.bo_id)],
      [`ket_${other.bo_id}`, "tanpa edit nominal"],
      [`ket_${row.bo_id}`, "jangan"],
    ]);
    expect(noEdit.status).toBe(302);
    await other.reload();
    expect(other).toMatchObject({ bo_approve: true, ket_app: "tanpa edit nominal" });
    expect(Number(other.depo_amount)).toBe(150_000);
    await unchanged(row);
    // an edited amount is confirmed first, old -> new
    const ask = await postTable(checker, [
      ["intent", `update-${row.bo_id}`],
      ["type", "depo"],
      ["website", "ABC"],
      ["date", TODAY],
      ["sel", String(other.bo_id)],
      [`ket_${row.bo_id}`, "langsung"],
      [`amount_${row.bo_id}`, "151.000"],
    ]);
    expect(ask.status).toBe(200);
    expect(ask.html).toContain("Konfirmasi Submit");
    expect(ask.html).toContain("Rp 150.000 → Rp 151.000");
    await unchanged(row);
    const reply = await postTable(checker, [
      ["intent", "approve-confirm"],
      ["type", "depo"],
      ["website", "ABC"],
      ["date", TODAY],
      ["sel", String(row.bo_id)],
      [`ket_${row.bo_id}`, "langsung"],
      [`amount_${row.bo_id}`, "151.000"],
    ]);
    expect(reply.status).toBe(302);
    await row.reload();
    expect(row).toMatchObject({ bo_approve: true, ket_app: "langsung" });
    expect(Number(row.depo_amount)).toBe(151_000);
  });

  it("asks once more before an amount moves more than tenfold, and stores it only then", async () => {
    const [row] = await deposits(1, { depo_amount: 45_600_000 });
    const fields: [string, string][] = [
      ["type", "depo"],
      ["website", "ABC"],
      ["date", TODAY],
      ["sel", String(row.bo_id)],
      [`ket_${row.bo_id}`, "salah ketik"],
      [`amount_${row.bo_id}`, "456000.00"],
    ];
    const once = await postTable(checker, [["intent", "approve-confirm"], ...fields]);
    expect(once.status).toBe(200);
    expect(once.html).toContain("Konfirmasi Nominal");
    expect(once.html).toContain("Rp 45.600.000 → Rp 456.000");
    expect(hasElement(once.html, { name: "large_ok", value: "1" })).toBe(true);
    await unchanged(row);
    const twice = await postTable(checker, [["intent", "approve-confirm"], ["large_ok", "1"], ...fields]);
    expect(twice.status).toBe(302);
    await row.reload();
    expect(Number(row.depo_amount)).toBe(456_000);
  });

  it("deletes a row after the 'Konfirmasi Delete' step", async () => {
    const [row] = await deposits(1, { user_name: "tobedeleted" });
    const base: [string, string][] = [
      ["type", "depo"],
      ["website", "ABC"],
      ["date", TODAY],
    ];
    const preview = await postTable(checker, [["intent", `delete-${row.bo_id}`], ...base]);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain("Konfirmasi Delete");
    expect(preview.html).toContain("tobedeleted");
    expect(await BoDeposit.findByPk(row.bo_id)).not.toBeNull();
    const confirmed = await postTable(checker, [["intent", "delete-confirm"], ["sel", String(row.bo_id)], ...base]);
    expect(confirmed.status).toBe(302);
    expect(await BoDeposit.findByPk(row.bo_id)).toBeNull();
    expect(await view(checker)).toContain("1 data berhasil dihapus.");
  });

  it("refuses rows that do not belong to the website the form names", async () => {
    const [xyzRow] = await deposits(1, {}, xyzBatch);
    const asOwnSite = await postTable(checker, [
      ["intent", "approve-confirm"],
      ["type", "depo"],
      ["website", "ABC"],
      ["date", TODAY],
      ["sel", String(xyzRow.bo_id)],
      [`ket_${xyzRow.bo_id}`, "not mine"],
    ]);
    expect(asOwnSite.status).toBe(403);
    const asOtherSite = await postTable(checker, [
      ["intent", "delete-confirm"],
      ["type", "depo"],
      ["website", "XYZ"],
      ["date", TODAY],
      ["sel", String(xyzRow.bo_id)],
    ]);
    expect(asOtherSite.status).toBe(403);
    await unchanged(xyzRow);
  });
});

async function mutasiBatch(website = "ABC") {
  return seedBatch({ website, target: "mutasi_deposit", uploadedBy: 1, date: TODAY });
}

describe("ambiguous rows: candidates", () => {
  it("shows the candidates and confirms one in one step, approving the BO row and the statement line together", async () => {
    const [bo] = await deposits(1, { depo_amount: 100_000, full_name: "ANDI", bo_match_state: "ambiguous", ticket_no: "AMB-1" });
    const [rival] = await deposits(1, { depo_amount: 100_000, full_name: "ANDI", bo_match_state: "ambiguous", ticket_no: "AMB-2" });
    const lines = await mutasiBatch();
    const chosen = await seedMutasiDeposit(lines, { mutasi_amount: 100_000, mutasi_date: TODAY, mutasi_player_bank_name: "ANDI" });
    const other = await seedMutasiDeposit(lines, { mutasi_amount: 100_000, mutasi_date: TODAY, mutasi_player_bank_name: "ANDI WIJAYA" });
    const link = (boId: number, mutasiId: number, score: number) =>
      MatchLink.create({
        match_kind: "deposit",
        match_bo_id: boId,
        match_mutasi_id: mutasiId,
        match_score: score,
        match_reason: "AMBIGUOUS: 2 candidates",
        match_method: "candidate",
        match_created_by: null,
        match_undone_at: null,
        match_undone_by: null,
      });
    const chosenLink = await link(bo.bo_id, chosen.mutasi_id, 0.91);
    const otherLink = await link(bo.bo_id, other.mutasi_id, 0.91);
    const rivalLink = await link(rival.bo_id, chosen.mutasi_id, 0.9);

    const html = await view(checker);
    expect(html).toContain("Ambigu (2 kandidat)");
    expect(html).toContain(`Kandidat mutasi untuk data #${bo.bo_id}`);
    expect(html).toContain(`mutasi #${chosen.mutasi_id} · 100.000 · ANDI · ${formatSpecDate(TODAY, { padDay: true })} · skor 0.9100`);
    expect(html).toContain(`mutasi #${other.mutasi_id} · 100.000 · ANDI WIJAYA`);
    expect(hasElement(html, { name: "intent", value: `confirm-${bo.bo_id}-${chosen.mutasi_id}` })).toBe(true);

    // a pair that is not a candidate is refused
    const notCandidate = await postTable(checker, [
      ["intent", `confirm-${bo.bo_id}-${chosen.mutasi_id + 1000}`],
      ["type", "depo"],
      ["website", "ABC"],
      ["date", TODAY],
    ]);
    expect(notCandidate.status).toBe(404);
    // another website's checker cannot confirm
    const foreign = await postTable(
      checkerXyz,
      [
        ["intent", `confirm-${bo.bo_id}-${chosen.mutasi_id}`],
        ["type", "depo"],
        ["website", "XYZ"],
        ["date", TODAY],
      ],
      `type=depo&website=XYZ&status=all&date=${TODAY}`,
    );
    expect(foreign.status).toBe(403);
    await unchanged(bo);

    const reply = await postTable(checker, [
      ["intent", `confirm-${bo.bo_id}-${chosen.mutasi_id}`],
      ["type", "depo"],
      ["website", "ABC"],
      ["date", TODAY],
    ]);
    expect(reply.status).toBe(302);
    await bo.reload();
    expect(bo).toMatchObject({
      bo_approve: true,
      bo_match_state: "manual",
      bo_approved_by: checkerId,
      ket_app: `MANUAL: mutasi #${chosen.mutasi_id} dikonfirmasi oleh checker1`,
    });
    expect(bo.app_date).toBeInstanceOf(Date);
    await chosen.reload();
    expect(chosen).toMatchObject({ mutasi_app: true, mutasi_ticket: "AMB-1", mutasi_ketapp: `MANUAL: BO #${bo.bo_id} dikonfirmasi oleh checker1` });
    expect(chosen.mutasi_app_date).toBeInstanceOf(Date);
    await chosenLink.reload();
    expect(chosenLink).toMatchObject({ match_method: "manual", match_active: true, match_created_by: checkerId });
    await otherLink.reload();
    expect(otherLink.match_active).toBe(false);
    await other.reload();
    expect(other.mutasi_app).toBe(false);
    // the rival row's claim on the confirmed line is gone, and the row is judged again at once
    await rivalLink.reload();
    expect(rivalLink.match_active).toBe(false);
    await rival.reload();
    expect(rival.bo_approve).toBe(false);
    const judged = await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: rival.bo_id } });
    expect(judged?.verdict_candidates.split(",")).not.toContain(String(chosen.mutasi_id));
    const tracked = await activitiesAbout("Konfirmasi kandidat BO deposit", bo.bo_id);
    expect(tracked).toHaveLength(1);
    expect(tracked[0].tracking_activity).toContain(`mutasi #${chosen.mutasi_id}`);
    expect(await view(checker)).toContain(`Data BO #${bo.bo_id} dan mutasi #${chosen.mutasi_id} berhasil diapprove.`);
  });

  it("refuses a confirmation when the statement line is no longer pending, changing neither row", async () => {
    const [bo] = await deposits(1, { depo_amount: 90_000, bo_match_state: "ambiguous" });
    const lines = await mutasiBatch();
    const taken = await seedMutasiDeposit(lines, {
      mutasi_amount: 90_000,
      mutasi_date: TODAY,
      mutasi_app: true,
      mutasi_ticket: "ELSE-1",
      mutasi_ketapp: "AUTO: BO #1",
    });
    const candidate = await MatchLink.create({
      match_kind: "deposit",
      match_bo_id: bo.bo_id,
      match_mutasi_id: taken.mutasi_id,
      match_score: 0.8,
      match_reason: "WEAK",
      match_method: "candidate",
      match_created_by: null,
      match_undone_at: null,
      match_undone_by: null,
    });
    expect(await view(checker)).toContain("(sudah diapprove)");
    const reply = await postTable(checker, [
      ["intent", `confirm-${bo.bo_id}-${taken.mutasi_id}`],
      ["type", "depo"],
      ["website", "ABC"],
      ["date", TODAY],
    ]);
    expect(reply.status).toBe(409);
    expect(reply.html).toContain(`Mutasi #${taken.mutasi_id} sudah dicocokkan atau diapprove.`);
    await bo.reload();
    expect(bo).toMatchObject({ bo_approve: false, bo_match_state: "ambiguous", ket_app: null });
    await taken.reload();
    expect(taken.mutasi_ticket).toBe("ELSE-1");
    await candidate.reload();
    expect(candidate).toMatchObject({ match_method: "candidate", match_active: true });
  });
});

describe("a confirmation sent again", () => {
  it("answers 409 that the row, or the line, is taken: the same form twice, and a rival row's confirm of the line just taken", async () => {
    const [bo, rival] = await deposits(2, { depo_amount: 66_000, full_name: "AGUS SALIM", bo_match_state: "ambiguous" });
    const line = await seedMutasiDeposit(await mutasiBatch(), { mutasi_amount: 66_000, mutasi_date: TODAY, mutasi_player_bank_name: "AGUS SALIM" });
    for (const row of [bo, rival]) {
      await MatchLink.create({
        match_kind: "deposit",
        match_bo_id: row.bo_id,
        match_mutasi_id: line.mutasi_id,
        match_score: 0.9,
        match_reason: "AMBIGUOUS: 2 rows",
        match_method: "candidate",
        match_created_by: null,
        match_undone_at: null,
        match_undone_by: null,
      });
    }
    const confirm = (row: BoDeposit) => postTable(checker, [["intent", `confirm-${row.bo_id}-${line.mutasi_id}`], ["type", "depo"], ["website", "ABC"], ["date", TODAY]]);
    expect((await confirm(bo)).status).toBe(302);
    const again = await confirm(bo);
    expect(again.status).toBe(409);
    expect(again.html).toContain(`Data BO #${bo.bo_id} sudah tidak pending.`);
    const taken = await confirm(rival);
    expect(taken.status).toBe(409);
    expect(taken.html).toContain(`Mutasi #${line.mutasi_id} sudah dicocokkan atau diapprove.`);
    expect(taken.html).not.toContain("bukan kandidat");
    await rival.reload();
    expect(rival.bo_approve).toBe(false);
    await line.reload();
    expect(line).toMatchObject({ mutasi_app: true, mutasi_ticket: bo.ticket_no });
  });
});

describe("undoing an automatic match", () => {
  let pairs = 0;
  async function autoMatch(date = TODAY) {
    // an amount of its own: an undo judges the day again, and another test's row must not take the freed line
    const amount = 120_000 + ++pairs * 1_000;
    const [bo] = await deposits(1, { depo_amount: amount, bank_statement_date: date, ticket_no: `AUTO-${Date.now()}-${Math.random()}`.slice(0, 30) });
    const line = await seedMutasiDeposit(await mutasiBatch(), { mutasi_amount: amount, mutasi_date: date });
    const approvedAt = new Date();
    await bo.update({
      bo_approve: true,
      bo_match_state: "auto",
      ket_app: `AUTO: mutasi #${line.mutasi_id}, amount, name 0.94, same day`,
      app_date: approvedAt,
      bo_approved_by: null,
    });
    await line.update({ mutasi_app: true, mutasi_ticket: bo.ticket_no, mutasi_app_date: approvedAt, mutasi_ketapp: `AUTO: BO #${bo.bo_id}` });
    const link = await MatchLink.create({
      match_kind: "deposit",
      match_bo_id: bo.bo_id,
      match_mutasi_id: line.mutasi_id,
      match_score: 0.94,
      match_reason: `AUTO: mutasi #${line.mutasi_id}, amount, name 0.94, same day`,
      match_method: "auto",
      match_created_by: null,
      match_undone_at: null,
      match_undone_by: null,
    });
    return { bo, line, link };
  }

  const unpairFields = (boId: number, reason: string, date = TODAY): [string, string][] => [
    ["intent", "unpair-confirm"],
    ["bo_id", String(boId)],
    ["reason", reason],
    ["type", "depo"],
    ["website", "ABC"],
    ["date", date],
  ];

  async function expectStillPaired({ bo, line, link }: Awaited<ReturnType<typeof autoMatch>>) {
    await bo.reload();
    expect(bo).toMatchObject({ bo_approve: true, bo_match_state: "auto" });
    await line.reload();
    expect(line.mutasi_app).toBe(true);
    await link.reload();
    expect(link.match_active).toBe(true);
  }

  it("is refused to a CHECKER, who is offered no undo", async () => {
    const pair = await autoMatch();
    const html = await view(checker, `type=depo&website=ABC&status=approve&date=${TODAY}`);
    expect(rowIds(html)).toContain(pair.bo.bo_id);
    expect(html).not.toContain(`unpair=${pair.bo.bo_id}`);
    const reply = await postTable(checker, unpairFields(pair.bo.bo_id, "salah pasang"));
    expect(reply.status).toBe(403);
    await expectStillPaired(pair);
  });

  it("puts both rows back to pending for an ADMIN who gives a reason, and keeps the undone link with it", async () => {
    const { bo, line, link } = await autoMatch();
    const html = await view(admin, `type=depo&website=ABC&status=approve&date=${TODAY}`);
    expect(html).toContain(`unpair=${bo.bo_id}`);
    // no undo without a reason: the reason-less Undo button of old is gone, and its intent does nothing
    const bare = await postTable(admin, [["intent", `undo-${bo.bo_id}`], ["type", "depo"], ["website", "ABC"], ["date", TODAY]]);
    expect(bare.status).toBe(400);
    const blank = await postTable(admin, unpairFields(bo.bo_id, "  "));
    expect(blank.status).toBe(400);
    expect(blank.html).toContain("Alasan pembatalan wajib diisi.");
    await bo.reload();
    expect(bo).toMatchObject({ bo_approve: true, bo_match_state: "auto" });

    const reply = await postTable(admin, unpairFields(bo.bo_id, "mutasi milik tiket lain"));
    expect(reply.status).toBe(302);
    await bo.reload();
    // pending, judged again at once: no line of its amount but the refused one
    expect(bo).toMatchObject({ bo_approve: false, bo_match_state: "none", ket_app: null, app_date: null, bo_approved_by: null });
    await line.reload();
    expect(line).toMatchObject({ mutasi_app: false, mutasi_ketapp: null, mutasi_ticket: null, mutasi_app_date: null });
    await link.reload();
    expect(link).toMatchObject({ match_active: false, match_undone_by: adminId, match_method: "auto", match_undo_reason: "mutasi milik tiket lain" });
    expect(link.match_undone_at).toBeInstanceOf(Date);
    const tracked = await activitiesAbout("Batalkan pasangan otomatis BO deposit", bo.bo_id);
    expect(tracked).toHaveLength(1);
    expect(tracked[0]).toMatchObject({ tracking_username: "admin", tracking_role: "ADMIN", tracking_website: "ABC" });
    expect(tracked[0].tracking_activity).toContain(": mutasi milik tiket lain");
  });

  it("is refused outside the edit window, where nobody could pair or approve the rows again", async () => {
    const fiveDaysAgo = daysAgo(5);
    const pair = await autoMatch(fiveDaysAgo);
    const reply = await postTable(admin, unpairFields(pair.bo.bo_id, "cek ulang", fiveDaysAgo), `type=depo&website=ABC&status=all&date=${fiveDaysAgo}`);
    expect(reply.status).toBe(400);
    expect(reply.html).toContain("Data ini tidak bisa diupdate (bukan hari yang sama).");
    await expectStillPaired(pair);
  });

  it("has nothing to undo on a checker's manual approval, which stays final", async () => {
    const [bo] = await deposits(1);
    await approveDeposits(checker, TODAY, [{ bo_id: bo.bo_id, ket_app: "manual final" }]);
    const reply = await postTable(admin, unpairFields(bo.bo_id, "coba batal"));
    expect(reply.status).toBe(409);
    expect(reply.html).toContain(`Data BO #${bo.bo_id} tidak punya pasangan mutasi yang aktif.`);
    await bo.reload();
    expect(bo).toMatchObject({ bo_approve: true, bo_match_state: "manual", ket_app: "manual final" });
  });
});

describe("reconcile now", () => {
  it("runs the matching engine for the chosen website and date", async () => {
    const account = await AkunBank.create({
      akun_bank_website: "REC",
      akun_bank_jenis_transaksi: "DEPO",
      akun_bank_bank: "BCA",
      akun_bank_name: "PT REC",
      akun_bank_no: "1234567890",
      akun_bank_status: true,
      akun_bank_created_by: null,
      akun_bank_last_edited_by: null,
    });
    const boBatch = await seedBatch({ website: "REC", target: "bo_deposit", uploadedBy: 1 });
    const bo = await seedBoDeposit(boBatch, { depo_amount: 150_250, bank_statement_date: TODAY, full_name: "Budi Santoso", ticket_no: "REC-1" });
    const statement = await seedBatch({ website: "REC", target: "mutasi_deposit", uploadedBy: 1, date: TODAY, akunBankId: account.akun_bank_id });
    const line = await seedMutasiDeposit(statement, { mutasi_amount: 150_250, mutasi_date: TODAY, mutasi_player_bank_name: "BUDI SANTOSO" });
    const query = `type=depo&website=REC&status=all&date=${TODAY}`;
    expect(hasElement(await view(admin, query), { name: "intent", value: "reconcile" })).toBe(true);
    // a checker of another website cannot run it there
    const foreign = await postTable(checker, [["intent", "reconcile"], ["type", "depo"], ["website", "REC"], ["date", TODAY]], query);
    expect(foreign.status).toBe(403);
    const reply = await postTable(admin, [["intent", "reconcile"], ["type", "depo"], ["website", "REC"], ["date", TODAY]], query);
    expect(reply.status).toBe(302);
    expect(await view(admin, query)).toContain("Rekonsiliasi selesai: 1 data cocok otomatis, 0 data perlu dicek.");
    await bo.reload();
    expect(bo).toMatchObject({ bo_approve: true, bo_match_state: "auto" });
    await line.reload();
    expect(line).toMatchObject({ mutasi_app: true, mutasi_ticket: "REC-1" });
  });
});
