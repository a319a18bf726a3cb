import { Op } from "sequelize";
import { beforeAll, describe, expect, it } from "vitest";
import { AkunBank, BoDeposit, DayClose, MatchLink, MutasiDeposit, Tracking, type UploadBatch } from "~/models/models.server";
import { formatSpecDate } from "~/services/spec-date";
import { Client, decodeHtml } from "../support/client";
import { seedAccount, seedAkunBank, seedWebsite } from "../support/db";
import { ADMIN, CHECKER1, CS1, withServer } from "../support/fixture";
import { seedBatch, seedBoDeposit, seedBoWithdraw, seedMutasiDeposit, seedMutasiWithdraw } from "../support/seed-data";
import { daysAgo, hasElement } from "../support/view-pages";

/** Issue 13, point 4: a clerk pairs a BO row with a statement line by hand; an ADMIN undoes a pair with a reason. */

const TODAY = daysAgo(0);
const YESTERDAY = daysAgo(1);
let checkerId: number;
let boBatch: UploadBatch;
let lineBatch: UploadBatch;
let xyzLines: UploadBatch;

const { clients: { admin, checker, checkerXyz, cs } } = withServer({
  seed: async () => {
    const abc = await seedWebsite("ABC", "Alpha");
    const xyz = await seedWebsite("XYZ", "Xylo");
    checkerId = (await seedAccount({ name: "checker1", password: "checker-pass-1", role: "CHECKER", website: abc })).account_id;
    await seedAccount({ name: "checker2", password: "checker-pass-2", role: "CHECKER", website: xyz });
    await seedAccount({ name: "cs1", password: "cs-pass-1", role: "CS", website: abc });
    // a website of its own for the runs below: a run judges every row of its days
    await seedWebsite("UND", "Undo");
    await seedAkunBank({ website: "UND", bank: "BCA", name: "PT UNDO", no: "1234567890" });
    await seedAkunBank({ website: "UND", bank: "BCA", name: "PT UNDO WD", no: "1234567890", jenis: "WD" });
  },
  clients: { admin: ADMIN, checker: CHECKER1, checkerXyz: ["checker2", "checker-pass-2"], cs: CS1 },
});

beforeAll(async () => {
  boBatch = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
  lineBatch = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1, date: TODAY });
  xyzLines = await seedBatch({ website: "XYZ", target: "mutasi_deposit", uploadedBy: 1, date: TODAY });
});

const bo = (amount: number, row: Partial<BoDeposit> = {}) => seedBoDeposit(boBatch, { depo_amount: amount, bank_statement_date: TODAY, ...row });
const line = (amount: number, row: Partial<MutasiDeposit> = {}, batch = lineBatch) =>
  seedMutasiDeposit(batch, { mutasi_amount: amount, mutasi_date: TODAY, ...row });

async function post(client: Client, path: string, body: unknown) {
  const response = await client.json("POST", path, body);
  return { status: response.status, body: await response.json() };
}

const pair = (client: Client, body: Record<string, unknown>) => post(client, "/api/pairbomutasi", { kind: "deposit", ...body });
const unpair = (client: Client, body: Record<string, unknown>) => post(client, "/api/unpairbomutasi", { kind: "deposit", ...body });

const activities = (text: string) => Tracking.findAll({ where: { tracking_activity: { [Op.like]: `%${text}%` } } });

async function expectPending(row: BoDeposit, statement: MutasiDeposit, amount: number) {
  await row.reload();
  await statement.reload();
  expect(row).toMatchObject({ bo_approve: false, ket_app: null, bo_match_state: "none" });
  expect(Number(row.depo_amount)).toBe(amount);
  expect(statement).toMatchObject({ mutasi_app: false, mutasi_ketapp: null, mutasi_ticket: null });
}

describe("POST /api/pairbomutasi", () => {
  it("pairs at a different amount only when the new amount is named: the BO row takes the line's amount, both approved, tracked with the old value", async () => {
    const row = await bo(150_000, { ticket_no: "PAIR-1" });
    const statement = await line(145_000, { mutasi_player_bank_name: "SITI AMINAH" });

    const unnamed = await pair(checker, { bo_id: row.bo_id, mutasi_id: statement.mutasi_id });
    expect(unnamed.status).toBe(409);
    expect(unnamed.body).toMatchObject({ status: false, old_amount: "150.000", new_amount: "145.000" });
    expect(unnamed.body.message).toContain("Rp 150.000 → Rp 145.000");
    const wrong = await pair(checker, { bo_id: row.bo_id, mutasi_id: statement.mutasi_id, amount: "140.000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Nominal baru harus sama dengan nominal mutasi (Rp 145.000): nominal BO mengikuti mutasi.");
    await expectPending(row, statement, 150_000);

    const done = await pair(checker, { bo_id: row.bo_id, mutasi_id: statement.mutasi_id, amount: "145.000", website: "ABC", date: TODAY });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({
      status: true,
      message: `Data BO #${row.bo_id} dan mutasi #${statement.mutasi_id} berhasil dipasangkan.`,
      bo_id: row.bo_id,
      mutasi_id: statement.mutasi_id,
    });
    await row.reload();
    expect(row).toMatchObject({ bo_approve: true, bo_match_state: "manual", bo_approved_by: checkerId });
    expect(row.ket_app).toBe(`MANUAL: mutasi #${statement.mutasi_id} dipasangkan oleh checker1`);
    expect(Number(row.depo_amount)).toBe(145_000);
    expect(Number(row.depo_original_amount)).toBe(150_000);
    await statement.reload();
    expect(statement).toMatchObject({ mutasi_app: true, mutasi_ticket: "PAIR-1" });
    const links = await MatchLink.findAll({ where: { match_bo_id: row.bo_id, match_kind: "deposit" } });
    expect(links.map((link) => [link.match_mutasi_id, link.match_method, link.match_active, link.match_created_by])).toEqual([
      [statement.mutasi_id, "manual", true, checkerId],
    ]);
    const tracked = await activities(`Pasangkan BO deposit #${row.bo_id} `);
    expect(tracked).toHaveLength(1);
    expect(tracked[0].tracking_activity).toContain("nominal 145.000 (semula 150.000)");
    expect(tracked[0]).toMatchObject({ tracking_username: "checker1", tracking_website: "ABC" });

    // either side already taken: refused
    const again = await pair(checker, { bo_id: row.bo_id, mutasi_id: statement.mutasi_id });
    expect(again.status).toBe(409);
    const taken = await pair(checker, { bo_id: (await bo(145_000)).bo_id, mutasi_id: statement.mutasi_id });
    expect(taken).toMatchObject({ status: 409, body: { message: `Mutasi #${statement.mutasi_id} sudah dicocokkan atau diapprove.` } });
  });

  it("asks once more before an amount moves more than tenfold", async () => {
    const row = await bo(45_600_000);
    const statement = await line(456_000);
    const once = await pair(checker, { bo_id: row.bo_id, mutasi_id: statement.mutasi_id, amount: 456_000 });
    expect(once.status).toBe(409);
    expect(once.body.message).toContain("10 kali lipat");
    await expectPending(row, statement, 45_600_000);
    const twice = await pair(checker, { bo_id: row.bo_id, mutasi_id: statement.mutasi_id, amount: 456_000, confirm: true });
    expect(twice.status).toBe(200);
    await row.reload();
    expect(Number(row.depo_amount)).toBe(456_000);
  });

  it("refuses another website's line, a marked line, a closed day, a CS and another website's checker, changing nothing", async () => {
    const row = await bo(80_000);
    const foreign = await line(80_000, {}, xyzLines);
    expect((await pair(checker, { bo_id: row.bo_id, mutasi_id: foreign.mutasi_id })).status).toBe(403);
    const marked = await line(80_000, { mutasi_mark: "bunga", mutasi_mark_note: "bunga bank" });
    const markedReply = await pair(checker, { bo_id: row.bo_id, mutasi_id: marked.mutasi_id });
    expect(markedReply.status).toBe(409);
    expect(markedReply.body.message).toContain("bertanda bunga");
    const statement = await line(80_000);
    expect((await pair(cs, { bo_id: row.bo_id, mutasi_id: statement.mutasi_id })).status).toBe(403);
    expect((await pair(checkerXyz, { bo_id: row.bo_id, mutasi_id: statement.mutasi_id })).status).toBe(403);
    expect((await pair(checker, { bo_id: "abc", mutasi_id: statement.mutasi_id })).status).toBe(400);
    expect((await pair(checker, { bo_id: row.bo_id + 10_000, mutasi_id: statement.mutasi_id })).status).toBe(404);

    const closedRow = await bo(70_000, { bank_statement_date: YESTERDAY });
    const closedLine = await line(70_000, { mutasi_date: YESTERDAY });
    await DayClose.create({ close_website: "ABC", close_date: YESTERDAY, close_closed: true, close_closed_by: "admin", close_closed_at: new Date() });
    const closed = await pair(checker, { bo_id: closedRow.bo_id, mutasi_id: closedLine.mutasi_id });
    expect(closed.status).toBe(409);
    await expectPending(closedRow, closedLine, 70_000);
    await expectPending(row, statement, 80_000);
    expect(await MatchLink.count({ where: { match_bo_id: [row.bo_id, closedRow.bo_id], match_kind: "deposit" } })).toBe(0);
  });
});

describe("withdrawals", () => {
  it("pairs a BO withdrawal with a debit line the same way, and undoes it", async () => {
    const wdBatch = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
    const debits = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: TODAY });
    const row = await seedBoWithdraw(wdBatch, { wd_amount: 300_000, wd_bank_date: TODAY, wd_ticket_no: "WD-PAIR" });
    const debit = await seedMutasiWithdraw(debits, { mutasiwd_amount: 300_000, mutasiwd_date: TODAY });
    const done = await pair(checker, { kind: "wd", bo_id: row.wd_bo_id, mutasi_id: debit.mutasiwd_id });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    await row.reload();
    await debit.reload();
    expect(row).toMatchObject({ wd_bo_approve: true, wd_match_state: "manual" });
    expect(debit).toMatchObject({ mutasiwd_app: true, mutasiwd_ticket: "WD-PAIR" });
    expect((await MatchLink.findOne({ where: { match_kind: "withdraw", match_bo_id: row.wd_bo_id, match_active: true } }))!.match_method).toBe("manual");
    const undone = await unpair(admin, { kind: "withdraw", bo_id: row.wd_bo_id, reason: "salah rekening" });
    expect(undone.status).toBe(200);
    await row.reload();
    await debit.reload();
    expect(row.wd_bo_approve).toBe(false);
    expect(debit.mutasiwd_app).toBe(false);
  });
});

describe("POST /api/unpairbomutasi", () => {
  it("lets only an ADMIN undo a pair, with a reason: both sides pending, the uploaded amount back, the link kept with who, when and why", async () => {
    const row = await bo(200_000, { ticket_no: "UNDO-1" });
    const statement = await line(190_000);
    expect((await pair(checker, { bo_id: row.bo_id, mutasi_id: statement.mutasi_id, amount: "190000" })).status).toBe(200);

    expect((await unpair(checker, { bo_id: row.bo_id, reason: "salah pasang" })).status).toBe(403);
    const noReason = await unpair(admin, { bo_id: row.bo_id, reason: "  " });
    expect(noReason).toMatchObject({ status: 400, body: { message: "Alasan pembatalan wajib diisi." } });

    const done = await unpair(admin, { bo_id: row.bo_id, reason: "salah pasang", website: "ABC" });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(`Pasangan data BO #${row.bo_id} dan mutasi #${statement.mutasi_id} dibatalkan; keduanya kembali pending.`);
    await expectPending(row, statement, 200_000);
    const [link] = await MatchLink.findAll({ where: { match_bo_id: row.bo_id, match_kind: "deposit" } });
    expect(link).toMatchObject({ match_active: false, match_undo_reason: "salah pasang" });
    expect(link.match_undone_by).not.toBeNull();
    expect(link.match_undone_at).toBeInstanceOf(Date);
    const tracked = await activities(`Batalkan pasangan manual BO deposit #${row.bo_id} `);
    expect(tracked).toHaveLength(1);
    expect(tracked[0].tracking_activity).toContain("salah pasang");
    expect(tracked[0].tracking_activity).toContain("nominal kembali 200.000");

    const nothing = await unpair(admin, { bo_id: row.bo_id, reason: "lagi" });
    expect(nothing.status).toBe(409);
  });

  it("names only the BO row's id when it is not a number: an undo has no mutasi id", async () => {
    const garbled = await unpair(admin, { bo_id: "x", reason: "coba" });
    expect(garbled).toMatchObject({ status: 400, body: { message: "ID data BO harus angka." } });
  });
});

/** Posts a screen's form the way a browser without scripts does. */
async function postScreen(client: Client, path: string, entries: [string, string][]) {
  const token = await client.csrfToken(path);
  const response = await client.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams([["csrf", token], ...entries]).toString(),
  });
  return { status: response.status, location: response.headers.get("location"), html: decodeHtml(await response.text()) };
}

const page = async (client: Client, path: string) => decodeHtml(await (await client.get(path)).text());

describe("pairing on the screens (plain forms, no JavaScript)", () => {
  const boPath = `/view-bo?type=depo&website=ABC&status=all&date=${TODAY}`;
  const mutasiPath = `/view-mutasi?type=depo&website=ABC&status=all&date=${TODAY}`;
  const scope: [string, string][] = [
    ["type", "depo"],
    ["website", "ABC"],
    ["date", TODAY],
  ];

  it("lists the likeliest first: the same amount, then the name most like the row's, then the rest", async () => {
    const row = await bo(451_000, { ticket_no: "ORDER-1", full_name: "HADI WIBOWO" });
    const stranger = await line(451_000, { mutasi_player_bank_name: "RUDI HARTONO" });
    const own = await line(451_000, { mutasi_player_bank_name: "HADI WIBOWO" });
    const ownOtherAmount = await line(450_000, { mutasi_player_bank_name: "HADI WIBOWO" });
    const dialog = await page(checker, `${boPath}&pair=${row.bo_id}`);
    const at = (id: number) => dialog.indexOf(`value="${id}"`);
    expect([own, stranger, ownOtherAmount].every((choice) => at(choice.mutasi_id) > 0)).toBe(true);
    expect(at(own.mutasi_id)).toBeLessThan(at(stranger.mutasi_id));
    expect(at(stranger.mutasi_id)).toBeLessThan(at(ownOtherAmount.mutasi_id));
  });

  it("View BO: picks an open line, confirms old → new, and then shows the pair as MANUAL, also in the export; an ADMIN undoes it with a reason", async () => {
    const row = await bo(300_000, { ticket_no: "SCREEN-1" });
    const statement = await line(299_000, { mutasi_player_bank_name: "RUDI HARTONO", mutasi_remark: "DEPO RUDI" });
    // nothing to undo yet: the undo dialog says so at once instead of asking for a reason
    const early = await page(admin, `${boPath}&unpair=${row.bo_id}`);
    expect(early).toContain(`Data BO #${row.bo_id} tidak punya pasangan mutasi yang aktif.`);
    expect(early).not.toContain(`Batalkan pasangan data BO #${row.bo_id}?`);

    const dialog = await page(checker, `${boPath}&pair=${row.bo_id}`);
    expect(dialog).toContain(`Pasangkan data BO #${row.bo_id} dengan mutasi`);
    expect(dialog).toContain(`${formatSpecDate(TODAY, { padDay: true })} · Rp 299.000 · RUDI HARTONO · DEPO RUDI`);
    expect(hasElement(dialog, { name: "pick", value: String(statement.mutasi_id) })).toBe(true);

    const preview = await postScreen(checker, boPath, [["intent", "pair"], ["bo_id", String(row.bo_id)], ["pick", String(statement.mutasi_id)], ...scope]);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain("Konfirmasi Pasangan");
    expect(preview.html).toContain("Nominal BO berubah: Rp 300.000 → Rp 299.000");
    await expectPending(row, statement, 300_000);

    const confirmed = await postScreen(checker, boPath, [
      ["intent", "pair-confirm"],
      ["bo_id", String(row.bo_id)],
      ["mutasi_id", String(statement.mutasi_id)],
      ["amount", "299000"],
      ...scope,
    ]);
    expect(confirmed.status).toBe(302);
    await row.reload();
    expect(row.bo_approve).toBe(true);
    expect(Number(row.depo_amount)).toBe(299_000);
    const after = await page(checker, boPath);
    expect(after).toContain(`Data BO #${row.bo_id} dan mutasi #${statement.mutasi_id} berhasil dipasangkan.`);
    expect(after).toContain(`MANUAL · mutasi #${statement.mutasi_id}`);
    expect(await page(checker, mutasiPath)).toContain(`MANUAL · BO #${row.bo_id}`);
    const csv = await (await checker.get(`/export/viewmutasi.csv?website=ABC&status=all&date=${TODAY}`)).text();
    expect(csv).toContain(`MANUAL: BO #${row.bo_id}`);

    // the undo: ADMIN only, with a reason
    expect(await page(checker, boPath)).not.toContain(`Batalkan pasangan data #${row.bo_id}`);
    const undoDialog = await page(admin, `${boPath}&unpair=${row.bo_id}`);
    expect(undoDialog).toContain(`Batalkan pasangan data BO #${row.bo_id}?`);
    const undone = await postScreen(admin, boPath, [["intent", "unpair-confirm"], ["bo_id", String(row.bo_id)], ["reason", "mutasi salah"], ...scope]);
    expect(undone.status).toBe(302);
    await expectPending(row, statement, 300_000);
  });

  it("a ticket the BO rejected is paired only after the confirmation says so, and the reply says it again (audit-pair1 F3)", async () => {
    const row = await bo(150_000, { ticket_no: "REJ-1", bo_status: "REJECT" });
    const statement = await line(150_000, { mutasi_player_bank_name: "SIAPA SAJA" });
    const warning = 'Perhatian: tiket berstatus "REJECT" di BO (ditolak, batal atau gagal).';
    const preview = await postScreen(checker, boPath, [["intent", "pair"], ["bo_id", String(row.bo_id)], ["pick", String(statement.mutasi_id)], ...scope]);
    expect(preview.html).toContain("Konfirmasi Pasangan");
    expect(preview.html).toContain(warning);
    const live = await bo(151_000, { ticket_no: "LIVE-1", bo_status: "SUCCESS" });
    const liveLine = await line(151_000, { mutasi_player_bank_name: "SIAPA SAJA" });
    const livePreview = await postScreen(checker, boPath, [["intent", "pair"], ["bo_id", String(live.bo_id)], ["pick", String(liveLine.mutasi_id)], ...scope]);
    expect(livePreview.html).toContain("Konfirmasi Pasangan");
    expect(livePreview.html).not.toContain("Perhatian: tiket berstatus");

    const paired = await pair(checker, { bo_id: row.bo_id, mutasi_id: statement.mutasi_id });
    expect(paired.status).toBe(200);
    expect(paired.body.message).toBe(`Data BO #${row.bo_id} dan mutasi #${statement.mutasi_id} berhasil dipasangkan. ${warning}`);
  });

  it("View Mutasi: pairs a line with a pending BO row picked by its id; an ADMIN undoes it there", async () => {
    const row = await bo(55_000, { ticket_no: "SCREEN-2" });
    const statement = await line(55_000);
    const dialog = await page(checker, `${mutasiPath}&pair=${statement.mutasi_id}`);
    expect(dialog).toContain(`Pasangkan mutasi #${statement.mutasi_id} dengan data BO`);
    expect(hasElement(dialog, { name: "pick", value: String(row.bo_id) })).toBe(true);
    const preview = await postScreen(checker, mutasiPath, [["intent", "pair"], ["mutasi_id", String(statement.mutasi_id)], ["pick", String(row.bo_id)], ...scope]);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain("Nominal sama: Rp 55.000");
    const confirmed = await postScreen(checker, mutasiPath, [
      ["intent", "pair-confirm"],
      ["bo_id", String(row.bo_id)],
      ["mutasi_id", String(statement.mutasi_id)],
      ["amount", ""],
      ...scope,
    ]);
    expect(confirmed.status).toBe(302);
    await statement.reload();
    expect(statement).toMatchObject({ mutasi_app: true, mutasi_ticket: "SCREEN-2" });
    // a paired line offers no second pairing; an ADMIN undoes the pair from the line's side
    expect(await page(checker, `${mutasiPath}&pair=${statement.mutasi_id}`)).toContain(`Mutasi #${statement.mutasi_id} sudah dicocokkan atau diapprove.`);
    expect(await page(checker, mutasiPath)).not.toContain(`Batalkan pasangan data #${statement.mutasi_id}`);
    expect(await page(admin, mutasiPath)).toContain(`Batalkan pasangan data #${statement.mutasi_id}`);
    expect(await page(admin, `${mutasiPath}&unpair=${row.bo_id}`)).toContain(`Batalkan pasangan data BO #${row.bo_id}?`);
    const undone = await postScreen(admin, mutasiPath, [["intent", "unpair-confirm"], ["bo_id", String(row.bo_id)], ["reason", "bukan pembayaran ini"], ...scope]);
    expect(undone.status).toBe(302);
    await expectPending(row, statement, 55_000);
  });
});

describe("judged again at once: a row whose pair was undone, and the rivals of a confirmed candidate", () => {
  const verdictOf = async (kind: "depo" | "wd", id: number) => {
    const path = `/api/${kind === "depo" ? "viewbo" : "viewbowd"}/${formatSpecDate(TODAY, { padDay: false })}/UND/all/100/1`;
    const rows = (await (await admin.get(path)).json()) as Record<string, unknown>[];
    const row = rows.find((shown) => shown[kind === "depo" ? "bo_id" : "wd_bo_id"] === id)!;
    return { approved: row[kind === "depo" ? "bo_approve" : "wd_bo_approve"], tier: row.match_tier, reason: row.match_reason, candidates: row.match_candidates };
  };
  const form = (kind: "depo" | "wd", intent: string) =>
    postScreen(admin, `/view-bo?type=${kind}&website=UND&status=all&date=${TODAY}`, [["intent", intent], ["type", kind], ["website", "UND"], ["date", TODAY]]);
  const statementOf = async (target: "mutasi_deposit" | "mutasi_withdraw") => {
    const account = await AkunBank.findOne({ where: { akun_bank_website: "UND", akun_bank_jenis_transaksi: target === "mutasi_deposit" ? "DEPO" : "WD" } });
    return seedBatch({ website: "UND", target, uploadedBy: 1, date: TODAY, akunBankId: account!.akun_bank_id });
  };
  const NOT_JUDGED = "Belum dicocokkan ulang";

  it("a confirmed candidate's rival says at once which row took its line; after the undo both rows show their tier", async () => {
    const rows = await seedBatch({ website: "UND", target: "bo_deposit", uploadedBy: 1 });
    const first = await seedBoDeposit(rows, { depo_amount: 66_000, bank_statement_date: TODAY, user_name: "agus01", full_name: "AGUS SALIM" });
    const second = await seedBoDeposit(rows, { depo_amount: 66_000, bank_statement_date: TODAY, user_name: "agus02", full_name: "AGUS SALIM" });
    const statement = await seedMutasiDeposit(await statementOf("mutasi_deposit"), { mutasi_amount: 66_000, mutasi_date: TODAY, mutasi_player_bank_name: "AGUS SALIM" });
    expect((await form("depo", "reconcile")).status).toBe(302);
    expect(await verdictOf("depo", second.bo_id)).toMatchObject({ tier: "ambigu", candidates: [statement.mutasi_id] });

    expect((await form("depo", `confirm-${first.bo_id}-${statement.mutasi_id}`)).status).toBe(302);
    expect(await verdictOf("depo", second.bo_id)).toEqual({
      approved: false,
      tier: "tidak ada",
      reason: `Tidak ada mutasi yang cocok. Terdekat: #${statement.mutasi_id} "AGUS SALIM" sudah dipasangkan dengan data BO #${first.bo_id} (tiket ${first.ticket_no}).`,
      candidates: [statement.mutasi_id],
    });

    const undone = await unpair(admin, { bo_id: first.bo_id, reason: "pemain lain" });
    expect(undone.status).toBe(200);
    const row = await verdictOf("depo", first.bo_id);
    expect(row).toEqual({
      approved: false,
      tier: "tidak ada",
      reason: `Tidak ada mutasi yang cocok. Terdekat: #${statement.mutasi_id} "AGUS SALIM" pasangannya pernah dibatalkan ADMIN.`,
      candidates: [statement.mutasi_id],
    });
    // the freed line is judged for the rival at once: its only claimant now, it pays it; the reply says where it went
    const rival = await verdictOf("depo", second.bo_id);
    expect(rival).toMatchObject({ approved: true, tier: "otomatis", candidates: [statement.mutasi_id] });
    expect(rival.reason).not.toContain(NOT_JUDGED);
    expect(undone.body.message).toBe(
      `Pasangan data BO #${first.bo_id} dan mutasi #${statement.mutasi_id} dibatalkan; data BO #${first.bo_id} kembali pending, mutasi #${statement.mutasi_id} dicocokkan ulang otomatis dengan data BO #${second.bo_id}.`,
    );
    // the guarantees of an undo stay: both sides restored, tracked with the reason
    await first.reload();
    expect(first).toMatchObject({ bo_approve: false, ket_app: null });
    expect(await activities(`Batalkan pasangan manual BO deposit #${first.bo_id} `)).toHaveLength(1);
  });

  it("a hand pair's rival says at once which row took its line, also through /api/pairbomutasi (audit-reasons1 F4)", async () => {
    const rows = await seedBatch({ website: "UND", target: "bo_deposit", uploadedBy: 1 });
    const first = await seedBoDeposit(rows, { depo_amount: 67_000, bank_statement_date: TODAY, user_name: "budi01", full_name: "BUDI SANTOSO" });
    const second = await seedBoDeposit(rows, { depo_amount: 67_000, bank_statement_date: TODAY, user_name: "budi02", full_name: "BUDI SANTOSO" });
    const statement = await seedMutasiDeposit(await statementOf("mutasi_deposit"), { mutasi_amount: 67_000, mutasi_date: TODAY, mutasi_player_bank_name: "BUDI SANTOSO" });
    expect((await form("depo", "reconcile")).status).toBe(302);
    expect(await verdictOf("depo", first.bo_id)).toMatchObject({ tier: "ambigu", candidates: [statement.mutasi_id] });

    expect((await pair(admin, { bo_id: second.bo_id, mutasi_id: statement.mutasi_id })).status).toBe(200);
    const rival = await verdictOf("depo", first.bo_id);
    expect(rival.reason).not.toContain(NOT_JUDGED);
    expect(rival).toEqual({
      approved: false,
      tier: "tidak ada",
      reason: `Tidak ada mutasi yang cocok. Terdekat: #${statement.mutasi_id} "BUDI SANTOSO" sudah dipasangkan dengan data BO #${second.bo_id} (tiket ${second.ticket_no}).`,
      candidates: [statement.mutasi_id],
    });
  });

  it("an undone pair between twin payouts: the other twin is suggested at once, never approved by the undo itself", async () => {
    const rows = await seedBatch({ website: "UND", target: "bo_withdraw", uploadedBy: 1 });
    const lines = await statementOf("mutasi_withdraw");
    const payout = await seedBoWithdraw(rows, { wd_amount: 250_000, wd_bank_date: TODAY, wd_username: "hadi66", wd_fullname: "HADI PURNOMO", wd_player_no: "5556667778" });
    const twin = () =>
      seedMutasiWithdraw(lines, {
        mutasiwd_amount: 250_000,
        mutasiwd_date: TODAY,
        mutasiwd_player_bank_name: "HADI PURNOMO",
        mutasiwd_player_account_no: "5556667778",
        mutasiwd_description: "PEMINDAHAN KE 5556667778 Sdr HADI PURNOMO",
      });
    const twins = [(await twin()).mutasiwd_id, (await twin()).mutasiwd_id];
    expect((await form("wd", "reconcile")).status).toBe(302);
    // two payouts alike, both to the player's own account: interchangeable, the first in id order is approved
    const [paired, other] = twins;
    expect(await verdictOf("wd", payout.wd_bo_id)).toMatchObject({ approved: true, tier: "otomatis", candidates: [paired] });

    const undone = await post(admin, "/api/unpairbomutasi", { kind: "withdraw", bo_id: payout.wd_bo_id, reason: "bukan baris ini" });
    expect(undone.status).toBe(200);
    const row = await verdictOf("wd", payout.wd_bo_id);
    expect(row).toMatchObject({ approved: false, tier: "saran", candidates: [other] });
    expect(row.reason).toContain(`Kemungkinan mutasi #${other}: Nama penerima "HADI PURNOMO" sama`);
    expect(row.reason).toContain("Belum otomatis: pasangannya pernah dibatalkan ADMIN, pilih mutasinya secara manual.");
    // the suggestion is confirmed with one click, as any
    expect((await form("wd", `confirm-${payout.wd_bo_id}-${other}`)).status).toBe(302);
    expect((await verdictOf("wd", payout.wd_bo_id)).approved).toBe(true);
  });
});
