import { Op } from "sequelize";
import { beforeAll, describe, expect, it } from "vitest";
import { BoDeposit, BoWithdraw, MatchLink, MatchVerdict, PlayerAlias, Tracking, type UploadBatch } from "~/models/models.server";
import { jakartaDate } from "~/services/jakarta-time";
import { formatSpecDate } from "~/services/spec-date";
import { Client, decodeHtml } from "../support/client";
import { seedAccount, seedWebsite } from "../support/db";
import { ADMIN, CHECKER1, withServer } from "../support/fixture";
import { seedBatch, seedBoDeposit, seedBoWithdraw, seedMutasiDeposit, seedMutasiWithdraw } from "../support/seed-data";
import { daysAgo } from "../support/view-pages";

/**
 * Issue 13, point 5: a pair a person confirmed teaches the website that the sender belongs to the
 * player; the next reconcile pays the player's row from that sender and says why; an ADMIN lists
 * and removes aliases.
 */

const TODAY = daysAgo(0);
const YESTERDAY = daysAgo(1);
let boBatch: UploadBatch;
let lineBatch: UploadBatch;

const { clients: { admin, checker } } = withServer({
  seed: async () => {
    const abc = await seedWebsite("ABC", "Alpha");
    await seedAccount({ name: "checker1", password: "checker-pass-1", role: "CHECKER", website: abc });
  },
  clients: { admin: ADMIN, checker: CHECKER1 },
});

beforeAll(async () => {
  boBatch = await seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
  lineBatch = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1, date: TODAY });
});

async function post(client: Client, path: string, body: unknown) {
  const response = await client.json("POST", path, body);
  return { status: response.status, body: await response.json() };
}

async function postScreen(client: Client, path: string, fields: Record<string, string>) {
  const response = await client.postForm(path, fields);
  return { status: response.status, location: response.headers.get("location") };
}

const page = async (client: Client, path: string) => decodeHtml(await (await client.get(path)).text());

describe("aliases learnt from pairs by hand", () => {
  it("a candidate a checker confirms teaches the sender too", async () => {
    const row = await seedBoDeposit(boBatch, { depo_amount: 90_000, bank_statement_date: TODAY, user_name: "PL777Z", bo_match_state: "ambiguous" });
    const line = await seedMutasiDeposit(lineBatch, { mutasi_amount: 90_000, mutasi_date: TODAY, mutasi_player_bank_name: "IBU RATNA DEWI" });
    await MatchLink.create({
      match_kind: "deposit",
      match_bo_id: row.bo_id,
      match_mutasi_id: line.mutasi_id,
      match_score: 0.8,
      match_reason: "AMBIGUOUS",
      match_method: "candidate",
      match_created_by: null,
      match_undone_at: null,
      match_undone_by: null,
    });
    const confirmed = await postScreen(checker, `/view-bo?type=depo&website=ABC&status=all&date=${TODAY}`, {
      intent: `confirm-${row.bo_id}-${line.mutasi_id}`,
      type: "depo",
      website: "ABC",
      date: TODAY,
    });
    expect(confirmed.status).toBe(302);
    const learnt = await PlayerAlias.findAll({ where: { alias_username: "PL777Z" } });
    // the honorific is not part of the name the matcher compares
    expect(learnt.map((alias) => [alias.alias_kind, alias.alias_key, alias.alias_confirmed_by])).toEqual([["name", "RATNA DEWI", "checker1"]]);
    await PlayerAlias.destroy({ where: { alias_username: "PL777Z" } });
  });

  it("an ADMIN undoing a pair takes back the aliases it taught", async () => {
    const row = await seedBoDeposit(boBatch, { depo_amount: 60_000, bank_statement_date: TODAY, user_name: "PL888Y" });
    const line = await seedMutasiDeposit(lineBatch, { mutasi_amount: 60_000, mutasi_date: TODAY, mutasi_player_bank_name: "JOKO WIDODO", mutasi_player_account_no: "7700111222" });
    expect((await post(checker, "/api/pairbomutasi", { kind: "deposit", bo_id: row.bo_id, mutasi_id: line.mutasi_id })).status).toBe(200);
    expect(await PlayerAlias.count({ where: { alias_username: "PL888Y" } })).toBe(2);
    const undone = await post(admin, "/api/unpairbomutasi", { kind: "deposit", bo_id: row.bo_id, reason: "bukan pengirim pemain ini" });
    expect(undone.status).toBe(200);
    expect(await PlayerAlias.count({ where: { alias_username: "PL888Y" } })).toBe(0);
    const [tracked] = await Tracking.findAll({ where: { tracking_activity: { [Op.like]: `Batalkan pasangan manual BO deposit #${row.bo_id} %` } } });
    expect(tracked.tracking_activity).toContain("2 alias dihapus");
  });

  it("an ADMIN undoing an automatic pair the alias made takes that alias back, though the pair by hand that taught it stands (audit-alias1 F5)", async () => {
    const taught = await seedBoDeposit(boBatch, { depo_amount: 310_000, bank_statement_date: YESTERDAY, user_name: "PL555D", full_name: "ANDI SAPUTRA" });
    const taughtLine = await seedMutasiDeposit(lineBatch, { mutasi_amount: 310_000, mutasi_date: YESTERDAY, mutasi_player_bank_name: "DEWI KARTIKA" });
    expect((await post(checker, "/api/pairbomutasi", { kind: "deposit", bo_id: taught.bo_id, mutasi_id: taughtLine.mutasi_id })).status).toBe(200);
    const reconcile = () => postScreen(checker, `/view-bo?type=depo&website=ABC&status=all&date=${TODAY}`, { intent: "reconcile", type: "depo", website: "ABC", date: TODAY });
    const second = await seedBoDeposit(boBatch, { depo_amount: 320_000, bank_statement_date: TODAY, user_name: "PL555D", full_name: "ANDI SAPUTRA" });
    await seedMutasiDeposit(lineBatch, { mutasi_amount: 320_000, mutasi_date: TODAY, mutasi_player_bank_name: "DEWI KARTIKA" });
    await reconcile();
    expect((await BoDeposit.findByPk(second.bo_id))!.bo_match_state).toBe("auto");

    const undone = await post(admin, "/api/unpairbomutasi", { kind: "deposit", bo_id: second.bo_id, reason: "dana DEWI KARTIKA bukan untuk PL555D" });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.message).toContain("1 alias pengirim mutasi ini untuk PL555D dihapus: dana darinya tidak lagi dicocokkan otomatis lewat alias.");
    expect(await PlayerAlias.count({ where: { alias_username: "PL555D" } })).toBe(0);
    // what the clerk paired by hand stays paired
    expect((await BoDeposit.findByPk(taught.bo_id))!).toMatchObject({ bo_approve: true, bo_match_state: "manual" });

    // her next transfer waits for a person
    const third = await seedBoDeposit(boBatch, { depo_amount: 330_000, bank_statement_date: TODAY, user_name: "PL555D", full_name: "ANDI SAPUTRA" });
    await seedMutasiDeposit(lineBatch, { mutasi_amount: 330_000, mutasi_date: TODAY, mutasi_player_bank_name: "DEWI KARTIKA" });
    await reconcile();
    expect((await BoDeposit.findByPk(third.bo_id))!.bo_approve).toBe(false);
  });

  it("an ADMIN undoing an automatic pair on a line that shows the taught account alone takes that account back (audit-alias2 F1)", async () => {
    const taught = await seedBoDeposit(boBatch, { depo_amount: 410_000, bank_statement_date: YESTERDAY, user_name: "PL556E", full_name: "EKO PRASETYO" });
    const taughtLine = await seedMutasiDeposit(lineBatch, { mutasi_amount: 410_000, mutasi_date: YESTERDAY, mutasi_player_bank_name: "FAJAR NUGROHO", mutasi_player_account_no: "9998887776" });
    expect((await post(checker, "/api/pairbomutasi", { kind: "deposit", bo_id: taught.bo_id, mutasi_id: taughtLine.mutasi_id })).status).toBe(200);
    const reconcile = () => postScreen(checker, `/view-bo?type=depo&website=ABC&status=all&date=${TODAY}`, { intent: "reconcile", type: "depo", website: "ABC", date: TODAY });
    const nameless = { mutasi_date: TODAY, mutasi_player_bank_name: null, mutasi_player_account_no: "9998887776", mutasi_description: "TRANSFER DARI 9998887776" };
    const second = await seedBoDeposit(boBatch, { depo_amount: 420_000, bank_statement_date: TODAY, user_name: "PL556E", full_name: "EKO PRASETYO" });
    await seedMutasiDeposit(lineBatch, { ...nameless, mutasi_amount: 420_000 });
    await reconcile();
    expect((await BoDeposit.findByPk(second.bo_id))!.bo_match_state).toBe("auto");

    const undone = await post(admin, "/api/unpairbomutasi", { kind: "deposit", bo_id: second.bo_id, reason: "bukan dana player" });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.message).toContain("1 alias pengirim mutasi ini untuk PL556E dihapus");
    expect(await PlayerAlias.count({ where: { alias_username: "PL556E", alias_kind: "account" } })).toBe(0);
    const third = await seedBoDeposit(boBatch, { depo_amount: 430_000, bank_statement_date: TODAY, user_name: "PL556E", full_name: "EKO PRASETYO" });
    await seedMutasiDeposit(lineBatch, { ...nameless, mutasi_amount: 430_000 });
    await reconcile();
    expect((await BoDeposit.findByPk(third.bo_id))!.bo_approve).toBe(false);
    await PlayerAlias.destroy({ where: { alias_username: "PL556E" } });
  });

  it("the next reconcile pays the player's row from the confirmed sender, saying who confirmed it and when; an ADMIN lists and removes it", async () => {
    // yesterday the clerk knew that Siti's transfer paid Budi's deposit
    const first = await seedBoDeposit(boBatch, { depo_amount: 250_000, bank_statement_date: YESTERDAY, user_name: "PL123X", full_name: "BUDI SANTOSO" });
    const firstLine = await seedMutasiDeposit(lineBatch, { mutasi_amount: 250_000, mutasi_date: YESTERDAY, mutasi_player_bank_name: "SITI AMINAH", mutasi_player_account_no: "8800123456" });
    const paired = await post(checker, "/api/pairbomutasi", { kind: "deposit", bo_id: first.bo_id, mutasi_id: firstLine.mutasi_id });
    expect(paired.status, JSON.stringify(paired.body)).toBe(200);
    const learnt = await PlayerAlias.findAll({ where: { alias_website: "ABC" }, order: [["alias_kind", "ASC"]] });
    expect(learnt.map((alias) => [alias.alias_username, alias.alias_kind, alias.alias_key, alias.alias_confirmed_by])).toEqual([
      ["PL123X", "account", "8800123456", "checker1"],
      ["PL123X", "name", "SITI AMINAH", "checker1"],
    ]);

    // today Siti pays for Budi again, and the matcher knows her
    const second = await seedBoDeposit(boBatch, { depo_amount: 175_000, bank_statement_date: TODAY, user_name: "PL123X", full_name: "BUDI SANTOSO" });
    const secondLine = await seedMutasiDeposit(lineBatch, { mutasi_amount: 175_000, mutasi_date: TODAY, mutasi_player_bank_name: "SITI AMINAH" });
    const reconciled = await postScreen(checker, `/view-bo?type=depo&website=ABC&status=all&date=${TODAY}`, {
      intent: "reconcile",
      type: "depo",
      website: "ABC",
      date: TODAY,
    });
    expect(reconciled.status).toBe(302);
    await second.reload();
    await secondLine.reload();
    const note = `alias dikonfirmasi oleh checker1 pada ${formatSpecDate(jakartaDate(), { padDay: false })}`;
    expect(second).toMatchObject({ bo_approve: true, bo_match_state: "auto" });
    expect(second.ket_app).toContain(note);
    expect(secondLine.mutasi_app).toBe(true);

    // the list: ADMIN only
    expect((await checker.get("/api/viewalias/ABC")).status).toBe(403);
    const listed = await (await admin.get("/api/viewalias/ABC")).json();
    expect(listed.data.map((alias: { shown: string }) => alias.shown).sort()).toEqual(["8800123456", "SITI AMINAH"]);
    const screen = await page(admin, "/alias?website=ABC");
    expect(screen).toContain("Alias Pemain");
    expect(screen).toContain("SITI AMINAH");
    expect((await checker.get("/alias")).headers.get("location")).toBe("/not-found");

    // removal, on the screen (a plain form) and over /api; each tracked. The name goes with the
    // account its pair taught beside it (audit-learn1 F5: a nameless credit from the account was
    // still approved after the name was removed as wrong)
    const byName = learnt.find((alias) => alias.alias_kind === "name")!;
    const byAccount = learnt.find((alias) => alias.alias_kind === "account")!;
    const removed = await postScreen(admin, `/alias?website=ABC&remove=${byName.alias_id}`, { intent: "remove", alias_id: String(byName.alias_id) });
    expect(removed).toMatchObject({ status: 302, location: "/alias?website=ABC" });
    expect(await page(admin, "/alias?website=ABC")).toContain('Alias "SITI AMINAH" milik PL123X dihapus. Alias rekening 8800123456 yang diajarkan pasangan yang sama ikut dihapus.');
    expect((await post(admin, "/api/deletealias", { id: byAccount.alias_id })).status).toBe(404);
    expect(await PlayerAlias.count()).toBe(0);
    const tracked = await Tracking.findAll({ where: { tracking_activity: { [Op.like]: "Hapus alias %" } } });
    expect(tracked.map((row) => [row.tracking_username, row.tracking_activity.endsWith("; alias rekening 8800123456 ikut dihapus")])).toEqual([["admin", true]]);
    // the automatic approval the alias proved is judged again at once: it stood on nothing else (audit-life3 F3)
    await second.reload();
    expect([second.bo_approve, second.bo_match_state]).not.toEqual([true, "auto"]);

    // without the alias, Siti's next transfer waits for a person
    const third = await seedBoDeposit(boBatch, { depo_amount: 180_000, bank_statement_date: TODAY, user_name: "PL123X", full_name: "BUDI SANTOSO" });
    await seedMutasiDeposit(lineBatch, { mutasi_amount: 180_000, mutasi_date: TODAY, mutasi_player_bank_name: "SITI AMINAH" });
    await postScreen(checker, `/view-bo?type=depo&website=ABC&status=all&date=${TODAY}`, { intent: "reconcile", type: "depo", website: "ABC", date: TODAY });
    expect((await BoDeposit.findByPk(third.bo_id))!.bo_approve).toBe(false);
  });

  /** Two relatives paying from one family account, each paired by hand with one of the player's tickets: returns the player's alias by key. */
  async function familyAccountTaught(username: string, amounts: [number, number], account: string) {
    const rows = await Promise.all(amounts.map((amount) => seedBoDeposit(boBatch, { depo_amount: amount, bank_statement_date: TODAY, user_name: username, full_name: "DEDI KURNIA" })));
    const lines = await Promise.all(
      ["WATI SUSANTI", "RUDI HARTONO"].map((sender, index) => seedMutasiDeposit(lineBatch, { mutasi_amount: amounts[index], mutasi_date: TODAY, mutasi_player_bank_name: sender, mutasi_player_account_no: account })),
    );
    for (const [index, row] of rows.entries()) expect((await post(checker, "/api/pairbomutasi", { kind: "deposit", bo_id: row.bo_id, mutasi_id: lines[index].mutasi_id })).status).toBe(200);
    return async (key: string) => (await PlayerAlias.findOne({ where: { alias_username: username, alias_key: key } }))!;
  }

  it("a sender taught from a known player's name as the bank cut it holds the next credit of that cut, though his own ticket was paid by another (audit-pairing2 F1)", async () => {
    // a pair by hand is made on the day or the day after (the edit window)
    const [dayA, dayB] = [YESTERDAY, TODAY];
    const batchA = await seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1, date: dayA });
    const batchB = lineBatch;
    const reconcile = (date: string) => postScreen(checker, `/view-bo?type=depo&website=ABC&status=all&date=${date}`, { intent: "reconcile", type: "depo", website: "ABC", date });
    // mrizky's own deposit, the bank's cut of his name, approved automatically
    const his = await seedBoDeposit(boBatch, { depo_amount: 60_300, bank_statement_date: dayA, user_name: "mrizky", full_name: "MUHAMMAD RIZKY FEBRIANSYAH" });
    await seedMutasiDeposit(batchA, { mutasi_amount: 60_300, mutasi_date: dayA, mutasi_player_bank_name: "MUHAMMAD RIZKY FEB" });
    expect((await reconcile(dayA)).status).toBe(302);
    expect((await his.reload()).bo_match_state).toBe("auto");
    // and a transfer of his for andi88, paired by hand: the cut is taught as andi88's sender
    const andi = await seedBoDeposit(boBatch, { depo_amount: 110_300, bank_statement_date: dayA, user_name: "andi88", full_name: "ANDI PRATAMA" });
    const forAndi = await seedMutasiDeposit(batchA, { mutasi_amount: 110_300, mutasi_date: dayA, mutasi_player_bank_name: "MUHAMMAD RIZKY FEB" });
    const paired = await post(checker, "/api/pairbomutasi", { kind: "deposit", bo_id: andi.bo_id, mutasi_id: forAndi.mutasi_id });
    expect(paired.status, JSON.stringify(paired.body)).toBe(200);
    // the next day the cut pays 110.400: andi88's ticket, or mrizky's next deposit
    const next = await seedBoDeposit(boBatch, { depo_amount: 110_400, bank_statement_date: dayB, user_name: "andi88", full_name: "ANDI PRATAMA" });
    await seedMutasiDeposit(batchB, { mutasi_amount: 110_400, mutasi_date: dayB, mutasi_player_bank_name: "MUHAMMAD RIZKY FEB" });
    expect((await reconcile(dayB)).status).toBe(302);
    await next.reload();
    expect(next.bo_approve).toBe(false);
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: next.bo_id } });
    expect(verdict).toMatchObject({ verdict_tier: "saran" });
    expect(verdict?.verdict_reason).toContain('cocok juga dengan player lain mrizky ("MUHAMMAD RIZKY FEBRIANSYAH")');
  });

  it("keeps an account a pair from another sender also taught when a name is removed; the account is removed alone over /api", async () => {
    // one family account two relatives pay from: removing one's name leaves the account the other's pair taught
    const aliasOf = await familyAccountTaught("PL555W", [61_000, 62_000], "2000000008");
    const wati = await aliasOf("WATI SUSANTI");
    expect(await post(admin, "/api/deletealias", { id: wati.alias_id })).toMatchObject({ status: 200, body: { message: 'Alias "WATI SUSANTI" milik PL555W dihapus.' } });
    const account = await aliasOf("2000000008");
    expect(await post(admin, "/api/deletealias", { id: account.alias_id })).toMatchObject({ status: 200, body: { status: true, message: 'Alias "2000000008" milik PL555W dihapus.' } });
    expect((await PlayerAlias.findAll({ where: { alias_username: "PL555W" } })).map((alias) => alias.alias_key)).toEqual(["RUDI HARTONO"]);
  });

  it("removes the account once every name that taught it is removed (audit-life3 F4)", async () => {
    const aliasOf = await familyAccountTaught("PL556W", [63_000, 64_000], "2000000009");
    expect((await post(admin, "/api/deletealias", { id: (await aliasOf("WATI SUSANTI")).alias_id })).body.message).toBe('Alias "WATI SUSANTI" milik PL556W dihapus.');
    expect((await post(admin, "/api/deletealias", { id: (await aliasOf("RUDI HARTONO")).alias_id })).body.message).toBe(
      'Alias "RUDI HARTONO" milik PL556W dihapus. Alias rekening 2000000009 yang diajarkan pasangan yang sama ikut dihapus.',
    );
    expect(await PlayerAlias.count({ where: { alias_username: "PL556W" } })).toBe(0);
  });

  it("a payout paired by hand teaches the account it went to, and the player's next payout there is offered as that, not approved, while his ticket names his own account (issue 13, point 6; audit-alias1 F2)", async () => {
    // a clean-room audit: the alias was listed, yet the next payouts to it stayed "tidak ada"
    const wdBatch = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
    const debits = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: TODAY });
    const payout = { wd_username: "siti77", wd_fullname: "SITI RAHMA", wd_player_no: "5556667778", wd_player_bank: "BCA" };
    const first = await seedBoWithdraw(wdBatch, { ...payout, wd_amount: 250_000, wd_bank_date: YESTERDAY });
    const firstLine = await seedMutasiWithdraw(debits, {
      mutasiwd_amount: 250_000,
      mutasiwd_date: YESTERDAY,
      mutasiwd_player_bank_name: "ANDI WIJAYA",
      mutasiwd_player_account_no: "9998887776",
      mutasiwd_description: "TRSF E-BANKING DB ANDI WIJAYA",
    });
    const paired = await post(checker, "/api/pairbomutasi", { kind: "withdraw", bo_id: first.wd_bo_id, mutasi_id: firstLine.mutasiwd_id });
    expect(paired.status, JSON.stringify(paired.body)).toBe(200);

    const second = await seedBoWithdraw(wdBatch, { ...payout, wd_amount: 350_000, wd_bank_date: TODAY });
    await seedMutasiWithdraw(debits, { mutasiwd_amount: 350_000, mutasiwd_date: TODAY, mutasiwd_player_bank_name: null, mutasiwd_player_account_no: "9998887776", mutasiwd_description: "TRANSFER KE 9998887776" });
    const reconciled = await postScreen(checker, `/view-bo?type=wd&website=ABC&status=all&date=${TODAY}`, { intent: "reconcile", type: "wd", website: "ABC", date: TODAY });
    expect(reconciled.status).toBe(302);
    const held = await BoWithdraw.findByPk(second.wd_bo_id);
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "withdraw", verdict_bo_id: second.wd_bo_id } });
    expect(held!.wd_bo_approve, verdict?.verdict_reason).toBe(false);
    expect(verdict?.verdict_tier).toBe("saran");
    expect(verdict?.verdict_reason).toContain("alias dikonfirmasi oleh checker1");
    expect(verdict?.verdict_reason).toContain("Belum otomatis: dibayar ke rekening 9998887776 (alias yang dikonfirmasi), bukan rekening di tiket 5556667778: pastikan player meminta payout ke rekening itu.");
    // a ticket naming no account of its own is paid there
    const third = await seedBoWithdraw(wdBatch, { ...payout, wd_player_no: null, wd_amount: 360_000, wd_bank_date: TODAY });
    await seedMutasiWithdraw(debits, { mutasiwd_amount: 360_000, mutasiwd_date: TODAY, mutasiwd_player_bank_name: null, mutasiwd_player_account_no: "9998887776", mutasiwd_description: "TRANSFER KE 9998887776" });
    await postScreen(checker, `/view-bo?type=wd&website=ABC&status=all&date=${TODAY}`, { intent: "reconcile", type: "wd", website: "ABC", date: TODAY });
    const approved = await BoWithdraw.findByPk(third.wd_bo_id);
    expect(approved).toMatchObject({ wd_bo_approve: true, wd_match_state: "auto" });
    expect(approved!.wd_ket_app).toContain("alias dikonfirmasi oleh checker1");
    expect((await PlayerAlias.findAll({ where: { alias_username: "siti77" } })).map((alias) => [alias.alias_side, alias.alias_kind])).toEqual([
      ["withdraw", "name"],
      ["withdraw", "account"],
    ]);
  });

  it("a deposit's alias is no payee: the player's payout to the relative who paid in for him waits for a person", async () => {
    // a clean-room audit: the sister's deposit taught her name and account, and the next payouts to
    // her, which the BO did not name, were approved automatically
    const depositLine = await seedMutasiDeposit(lineBatch, { mutasi_amount: 300_000, mutasi_date: YESTERDAY, mutasi_player_bank_name: "SRI WAHYUNI", mutasi_player_account_no: "2000000301" });
    const deposit = await seedBoDeposit(boBatch, { depo_amount: 300_000, bank_statement_date: YESTERDAY, user_name: "andi01", full_name: "ANDI PRATAMA" });
    expect((await post(checker, "/api/pairbomutasi", { kind: "deposit", bo_id: deposit.bo_id, mutasi_id: depositLine.mutasi_id })).status).toBe(200);
    const listed = await (await admin.get("/api/viewalias/ABC")).json();
    expect(listed.data.filter((alias: { username: string }) => alias.username === "andi01").map((alias: { side: string; shown: string }) => [alias.side, alias.shown])).toEqual([
      ["deposit", "2000000301"],
      ["deposit", "SRI WAHYUNI"],
    ]);
    expect(await page(admin, "/alias?website=ABC")).toContain("Deposit");

    const wdBatch = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
    const debits = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: TODAY });
    const payout = { wd_username: "andi01", wd_fullname: "ANDI PRATAMA", wd_player_no: "1000000301", wd_player_bank: "BCA" };
    const byName = await seedBoWithdraw(wdBatch, { ...payout, wd_amount: 450_000, wd_bank_date: TODAY });
    const byAccount = await seedBoWithdraw(wdBatch, { ...payout, wd_amount: 460_000, wd_bank_date: TODAY });
    await seedMutasiWithdraw(debits, { mutasiwd_amount: 450_000, mutasiwd_date: TODAY, mutasiwd_player_bank_name: "SRI WAHYUNI", mutasiwd_player_account_no: null, mutasiwd_description: "TRSF E-BANKING DB SRI WAHYUNI" });
    await seedMutasiWithdraw(debits, { mutasiwd_amount: 460_000, mutasiwd_date: TODAY, mutasiwd_player_bank_name: null, mutasiwd_player_account_no: "2000000301", mutasiwd_description: "TRANSFER KE 2000000301" });
    await postScreen(checker, `/view-bo?type=wd&website=ABC&status=all&date=${TODAY}`, { intent: "reconcile", type: "wd", website: "ABC", date: TODAY });
    for (const row of [byName, byAccount]) {
      const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "withdraw", verdict_bo_id: row.wd_bo_id } });
      expect((await BoWithdraw.findByPk(row.wd_bo_id))!.wd_bo_approve, verdict?.verdict_reason).toBe(false);
      expect(verdict?.verdict_reason).not.toContain("alias");
    }
  });
});
