import { Op } from "sequelize";
import { describe, expect, it } from "vitest";
import { BoDeposit, DayClose, MatchLink, MutasiDeposit, PlayerAlias, Tracking } from "~/models/models.server";
import { formatSpecDate } from "~/services/spec-date";
import { decodeHtml, type Client } from "../support/client";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { seedBatch, seedBoDeposit, seedMutasiDeposit } from "../support/seed-data";
import { daysAgo } from "../support/view-pages";
import { seedAkunBank } from "../support/db";
import { BO_DEPOSIT_HEADER, BRI_CMS_HEADER, postUpload } from "../support/upload-form";

/**
 * What an audit of Tutup Hari, Delete BO / Mutasi and candidates found: a delete of an open day
 * undid a pair whose partner lay on a closed day; a candidate was confirmed with a marked line or
 * a line of a closed day; marking a line left it offered as a candidate; a delete undoing a
 * manual pair kept the aliases the pair taught.
 */

const TODAY = daysAgo(0);
const YESTERDAY = daysAgo(1);
const SITES = Object.fromEntries(["DLA", "DLB", "CND", "MRK", "DLG", "DLH"].map((code) => [code, `Site ${code}`]));
const { clients: { admin } } = withServer({
  seed: async () => {
    await seedStaff({ ABC: "Alpha", ...SITES, DCS: "Site DCS" });
    await seedAkunBank({ website: "DCS", bank: "BRI", name: "PT DCS", no: "034101000666666" });
  },
  clients: STAFF,
});

async function post(client: Client, path: string, body: unknown) {
  const response = await client.json("POST", path, body);
  return { status: response.status, body: await response.json() };
}

async function remove(client: Client, date: string, group: string) {
  const response = await client.json("DELETE", "/api/deletebomutasi", { date: formatSpecDate(date, { padDay: true }), group });
  return { status: response.status, body: await response.json() };
}

const candidate = (boId: number, mutasiId: number) =>
  MatchLink.create({
    match_kind: "deposit",
    match_bo_id: boId,
    match_mutasi_id: mutasiId,
    match_score: 0.8,
    match_reason: "AMBIGUOUS: 2 candidates",
    match_method: "candidate",
    match_created_by: null,
    match_undone_at: null,
    match_undone_by: null,
  });

async function confirm(client: Client, website: string, boId: number, mutasiId: number) {
  const path = `/view-bo?type=depo&website=${website}&status=all&date=${TODAY}`;
  const response = await client.postForm(path, { intent: `confirm-${boId}-${mutasiId}`, type: "depo", website, date: TODAY }, { csrfFrom: path });
  return { status: response.status, html: decodeHtml(await response.text()) };
}

const closedMessage = (website: string, date: string) =>
  `❌ Hari ${formatSpecDate(date, { padDay: true })} untuk ${website} sudah ditutup (Tutup Hari): upload, edit, approve dan hapus ditolak. ADMIN dapat membukanya kembali dengan alasan.`;

describe("Delete BO / Mutasi and a closed partner day", () => {
  it("refuses to delete a day whose pair's partner lies on a closed day, deleting nothing; reopened, the delete goes through", async () => {
    // yesterday's BO row, paid by a late credit booked today; today is closed
    const boBatch = await seedBatch({ website: "DLA", target: "bo_deposit", uploadedBy: 1 });
    const lineBatch = await seedBatch({ website: "DLA", target: "mutasi_deposit", uploadedBy: 1, date: TODAY });
    const now = new Date();
    const row = await seedBoDeposit(boBatch, { depo_amount: 75_000, bank_statement_date: YESTERDAY, bo_approve: true, ket_app: "AUTO: mutasi", app_date: now, bo_match_state: "auto" });
    const line = await seedMutasiDeposit(lineBatch, { mutasi_amount: 75_000, mutasi_date: TODAY, mutasi_app: true, mutasi_ticket: row.ticket_no, mutasi_ketapp: "AUTO: BO", mutasi_app_date: now });
    const link = await MatchLink.create({
      match_kind: "deposit",
      match_bo_id: row.bo_id,
      match_mutasi_id: line.mutasi_id,
      match_score: 0.95,
      match_reason: "AUTO: test",
      match_method: "auto",
      match_created_by: null,
      match_undone_at: null,
      match_undone_by: null,
    });
    expect((await post(admin, "/api/tutuphari", { website: "DLA", date: TODAY })).status).toBe(200);

    const refused = await remove(admin, YESTERDAY, "DLA");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: false, message: closedMessage("DLA", TODAY) });
    expect(await BoDeposit.findByPk(row.bo_id)).not.toBeNull();
    expect(await MutasiDeposit.findByPk(line.mutasi_id)).toMatchObject({ mutasi_app: true, mutasi_ticket: row.ticket_no });
    expect(await MatchLink.findByPk(link.match_id)).not.toBeNull();

    expect((await post(admin, "/api/bukahari", { website: "DLA", date: TODAY, reason: "hapus BO kemarin" })).status).toBe(200);
    const deleted = await remove(admin, YESTERDAY, "DLA");
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ returned_to_pending: 1, deleted: { bo_deposit: 1 } });
    expect(await MutasiDeposit.findByPk(line.mutasi_id)).toMatchObject({ mutasi_app: false, mutasi_ticket: null });
  });
});

describe("Delete BO / Mutasi and the aliases of the pairs it undoes", () => {
  it("forgets the aliases a manual pair of the deleted day taught, keeps one another active pair still teaches, and says how many went", async () => {
    const boBatch = await seedBatch({ website: "DLB", target: "bo_deposit", uploadedBy: 1 });
    const lineBatch = await seedBatch({ website: "DLB", target: "mutasi_deposit", uploadedBy: 1, date: TODAY });
    const row = await seedBoDeposit(boBatch, { depo_amount: 50_000, bank_statement_date: TODAY, user_name: "PL500A" });
    const line = await seedMutasiDeposit(lineBatch, { mutasi_amount: 50_000, mutasi_date: TODAY, mutasi_player_bank_name: "RUDI HARTONO", mutasi_player_account_no: "5500112233" });
    expect((await post(admin, "/api/pairbomutasi", { kind: "deposit", bo_id: row.bo_id, mutasi_id: line.mutasi_id })).status).toBe(200);
    // yesterday the same player was paid by the same name from another account, paired by hand too
    const oldBo = await seedBatch({ website: "DLB", target: "bo_deposit", uploadedBy: 1, uploadedAt: new Date(Date.now() - 48 * 3600_000) });
    const oldLines = await seedBatch({ website: "DLB", target: "mutasi_deposit", uploadedBy: 1, date: YESTERDAY, uploadedAt: new Date(Date.now() - 48 * 3600_000) });
    const now = new Date();
    const kept = await seedBoDeposit(oldBo, { depo_amount: 40_000, bank_statement_date: YESTERDAY, user_name: "PL500A", bo_approve: true, ket_app: "MANUAL", app_date: now, bo_match_state: "manual" });
    const keptLine = await seedMutasiDeposit(oldLines, { mutasi_amount: 40_000, mutasi_date: YESTERDAY, mutasi_player_bank_name: "RUDI HARTONO", mutasi_player_account_no: "7700998877", mutasi_app: true, mutasi_ticket: kept.ticket_no });
    await MatchLink.create({
      match_kind: "deposit",
      match_bo_id: kept.bo_id,
      match_mutasi_id: keptLine.mutasi_id,
      match_score: 0,
      match_reason: "MANUAL: test",
      match_method: "manual",
      match_created_by: 1,
      match_undone_at: null,
      match_undone_by: null,
    });
    await PlayerAlias.create({ alias_website: "DLB", alias_kind: "account", alias_key: "7700998877", alias_username: "PL500A", alias_shown: "7700998877", alias_confirmed_by: "admin", alias_confirmed_at: now });
    const aliases = async () => (await PlayerAlias.findAll({ where: { alias_website: "DLB" }, order: [["alias_key", "ASC"]] })).map((alias) => alias.alias_key);
    expect(await aliases()).toEqual(["5500112233", "7700998877", "RUDI HARTONO"]);

    const deleted = await remove(admin, TODAY, "DLB");
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ aliases_removed: 1, deleted: { bo_deposit: 1, mutasi_deposit: 1 } });
    expect(deleted.body.message).toContain("1 alias pemain dari pasangan manual yang terhapus ikut dihapus.");
    // the name is still taught by yesterday's pair
    expect(await aliases()).toEqual(["7700998877", "RUDI HARTONO"]);
    const [tracked] = await Tracking.findAll({ where: { tracking_website: "DLB", tracking_activity: { [Op.like]: "Hapus upload BO/mutasi %" } } });
    expect(tracked.tracking_activity).toContain("; 1 alias dihapus");
  });
});

describe("confirming a candidate", () => {
  it("refuses a marked line and a line of a closed day with the messages a pair by hand gives, changing nothing", async () => {
    const boBatch = await seedBatch({ website: "CND", target: "bo_deposit", uploadedBy: 1 });
    const lineBatch = await seedBatch({ website: "CND", target: "mutasi_deposit", uploadedBy: 1, date: TODAY });
    const row = await seedBoDeposit(boBatch, { depo_amount: 30_000, bank_statement_date: TODAY, bo_match_state: "ambiguous" });
    const refund = await seedMutasiDeposit(lineBatch, { mutasi_amount: 30_000, mutasi_date: TODAY, mutasi_mark: "refund", mutasi_mark_note: "refund bank" });
    const late = await seedMutasiDeposit(lineBatch, { mutasi_amount: 30_000, mutasi_date: YESTERDAY });
    await candidate(row.bo_id, refund.mutasi_id);
    await candidate(row.bo_id, late.mutasi_id);

    const marked = await confirm(admin, "CND", row.bo_id, refund.mutasi_id);
    expect(marked.status).toBe(409);
    expect(marked.html).toContain(`Mutasi #${refund.mutasi_id} bertanda refund: hapus tandanya dulu bila memang pembayaran pemain.`);

    // a pending line keeps its day from closing; a day closed while the line was in a race is the same refusal
    await DayClose.create({ close_website: "CND", close_date: YESTERDAY, close_closed: true, close_closed_by: "admin", close_closed_at: new Date() });
    const closed = await confirm(admin, "CND", row.bo_id, late.mutasi_id);
    expect(closed.status).toBe(409);
    expect(closed.html).toContain(closedMessage("CND", YESTERDAY));

    expect(await BoDeposit.findByPk(row.bo_id)).toMatchObject({ bo_approve: false, bo_match_state: "ambiguous", ket_app: null });
    expect(await MutasiDeposit.findByPk(refund.mutasi_id)).toMatchObject({ mutasi_app: false, mutasi_ticket: null });
    expect(await MutasiDeposit.findByPk(late.mutasi_id)).toMatchObject({ mutasi_app: false, mutasi_ticket: null });
    expect(await PlayerAlias.count({ where: { alias_website: "CND" } })).toBe(0);
  });

  it("marking a line withdraws the candidates naming it; a row left with none is no longer ambiguous", async () => {
    const boBatch = await seedBatch({ website: "MRK", target: "bo_deposit", uploadedBy: 1 });
    const lineBatch = await seedBatch({ website: "MRK", target: "mutasi_deposit", uploadedBy: 1, date: TODAY });
    const alone = await seedBoDeposit(boBatch, { depo_amount: 20_000, bank_statement_date: TODAY, bo_match_state: "ambiguous" });
    const twoWays = await seedBoDeposit(boBatch, { depo_amount: 20_000, bank_statement_date: TODAY, bo_match_state: "ambiguous" });
    const line = await seedMutasiDeposit(lineBatch, { mutasi_amount: 20_000, mutasi_date: TODAY });
    const other = await seedMutasiDeposit(lineBatch, { mutasi_amount: 20_000, mutasi_date: TODAY });
    const links = [await candidate(alone.bo_id, line.mutasi_id), await candidate(twoWays.bo_id, line.mutasi_id), await candidate(twoWays.bo_id, other.mutasi_id)];

    const marked = await post(admin, "/api/markmutasi", { type: "deposit", id: line.mutasi_id, mark: "koreksi", note: "koreksi bank" });
    expect(marked.status).toBe(200);
    const active = await Promise.all(links.map(async (link) => (await link.reload()).match_active));
    expect(active).toEqual([false, false, true]);
    expect((await alone.reload()).bo_match_state).toBe("none");
    expect((await twoWays.reload()).bo_match_state).toBe("ambiguous");
  });
});

describe("pair dialogs of a closed day", () => {
  it("opens neither the pair nor the undo dialog from a typed ?pair= or ?unpair= on View BO and View Mutasi", async () => {
    // an automatic pair of today, then the day closed
    const boBatch = await seedBatch({ website: "DLG", target: "bo_deposit", uploadedBy: 1 });
    const lineBatch = await seedBatch({ website: "DLG", target: "mutasi_deposit", uploadedBy: 1, date: TODAY });
    const now = new Date();
    const row = await seedBoDeposit(boBatch, { depo_amount: 65_000, bank_statement_date: TODAY, bo_approve: true, ket_app: "AUTO: mutasi", app_date: now, bo_match_state: "auto" });
    const line = await seedMutasiDeposit(lineBatch, { mutasi_amount: 65_000, mutasi_date: TODAY, mutasi_app: true, mutasi_ticket: row.ticket_no, mutasi_ketapp: "AUTO: BO", mutasi_app_date: now });
    await MatchLink.create({ match_kind: "deposit", match_bo_id: row.bo_id, match_mutasi_id: line.mutasi_id, match_score: 0.95, match_reason: "AUTO: test", match_method: "auto", match_created_by: null, match_undone_at: null, match_undone_by: null });
    const open = decodeHtml(await (await admin.get(`/view-bo?type=depo&website=DLG&status=all&date=${TODAY}&unpair=${row.bo_id}`)).text());
    expect(open).toContain('aria-label="Alasan pembatalan"');
    expect((await post(admin, "/api/tutuphari", { website: "DLG", date: TODAY })).status).toBe(200);

    const pages = [
      `/view-bo?type=depo&website=DLG&status=all&date=${TODAY}&unpair=${row.bo_id}`,
      `/view-bo?type=depo&website=DLG&status=all&date=${TODAY}&pair=${row.bo_id}`,
      `/view-mutasi?type=depo&website=DLG&status=all&date=${TODAY}&pair=${line.mutasi_id}`,
    ];
    for (const page of pages) {
      const html = decodeHtml(await (await admin.get(page)).text());
      expect(html, page).toContain("sudah ditutup (Tutup Hari)");
      expect(html, page).not.toContain('aria-label="Alasan pembatalan"');
      expect(html, page).not.toContain('data-testid="pair-subject"');
    }
  });

  it("offers no Batalkan pasangan on an open day for a pair whose other side lies on a closed day, and says why (audit-pair1 F2)", async () => {
    // yesterday's ticket paid by a credit booked today; today closed, yesterday open
    const boBatch = await seedBatch({ website: "DLH", target: "bo_deposit", uploadedBy: 1 });
    const lineBatch = await seedBatch({ website: "DLH", target: "mutasi_deposit", uploadedBy: 1, date: TODAY });
    const now = new Date();
    const row = await seedBoDeposit(boBatch, { depo_amount: 85_000, bank_statement_date: YESTERDAY, bo_approve: true, ket_app: "MANUAL", app_date: now, bo_match_state: "manual" });
    const line = await seedMutasiDeposit(lineBatch, { mutasi_amount: 85_000, mutasi_date: TODAY, mutasi_app: true, mutasi_ticket: row.ticket_no, mutasi_ketapp: "MANUAL", mutasi_app_date: now });
    await MatchLink.create({ match_kind: "deposit", match_bo_id: row.bo_id, match_mutasi_id: line.mutasi_id, match_score: 1, match_reason: "MANUAL", match_method: "manual", match_created_by: null, match_undone_at: null, match_undone_by: null });
    const boPage = `/view-bo?type=depo&website=DLH&status=all&date=${YESTERDAY}`;
    expect(decodeHtml(await (await admin.get(boPage)).text())).toContain(`Batalkan pasangan data #${row.bo_id}`);
    expect((await post(admin, "/api/tutuphari", { website: "DLH", date: TODAY })).status).toBe(200);

    const html = decodeHtml(await (await admin.get(boPage)).text());
    expect(html).toContain(`MANUAL · mutasi #${line.mutasi_id}`);
    expect(html).not.toContain(`Batalkan pasangan data #${row.bo_id}`);
    expect(html).toContain(`Hari ${formatSpecDate(TODAY, { padDay: true })} sudah ditutup: pasangan tidak bisa dibatalkan.`);
    // the undo itself stays refused, whatever the screen offers
    expect((await post(admin, "/api/unpairbomutasi", { kind: "deposit", bo_id: row.bo_id, reason: "salah" })).status).toBe(409);
  });
});

describe("a bank's next download and a closed day (audit-time1 F5)", () => {
  const fields = { groups: "DCS", provider: "BRI", corporate_bank_name: "PT DCS", corporate_bank_no: "034101000666666" };
  const slash = (iso: string) => iso.split("-").reverse().join("/");
  const briLine = (n: number, date: string, clock: string, name: string, amount: number, before: number) =>
    `${n},034101000666666,${slash(date)} ${clock},${slash(date)},${clock.replace(":", "")}00,${n},TRF DARI ${name},${before}.00,0.00,${amount}.00,${before + amount}.00,Cr,8888001,4101,NBMB ${name} TO PT DCS,,`;

  it("says which day was deleted when the very same file of two days comes again, not 'Data sudah ada' (audit-time1 F6)", async () => {
    const [first, second] = [daysAgo(11), daysAgo(10)];
    const file = [BRI_CMS_HEADER, briLine(1, first, "10:00", "ANDI SAPUTRA", 301_000, 40_000_000), briLine(2, second, "10:00", "BUDI SANTOSO", 302_000, 40_301_000)].join("\n");
    const stored = await postUpload(admin, "/api/mutasiupdepomanual", fields, "bri-dua-hari.csv", file);
    expect(stored.status, await stored.clone().text()).toBe(200);
    expect((await remove(admin, first, "DCS")).status).toBe(200);
    const again = await postUpload(admin, "/api/mutasiupdepomanual", fields, "bri-dua-hari.csv", file);
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(
      `❌ File ini sudah pernah diupload. Mutasi tanggal ${formatSpecDate(first, { padDay: true })} sudah dihapus sejak itu, tanggal ${formatSpecDate(second, { padDay: true })} masih tersimpan: upload mutasi tanggal yang dihapus dari file lain (unduh ulang dari bank).`,
    );
  });

  it("names the line a closed day's ticket holds to the next day's ticket it may have paid, not 'no credit came' (audit-time2 F1)", async () => {
    const [first, second] = [daysAgo(20), daysAgo(19)];
    const ticket = (no: string, date: string, clock: string) =>
      `${no},${slash(date)} ${clock},,budi20,BUDI SANTOSO,BANK,153000,0,0,0,153000,,BRI - 034101000666666,,,PENDING,,,DCS,,`;
    expect((await postUpload(admin, "/api/checkdata", {}, "bo-dcs-1.csv", [BO_DEPOSIT_HEADER, ticket("TB1", first, "10:00:00")].join("\n"))).status).toBe(200);
    // the credit of the next day, 28 hours after TB1's request: its only ticket so far
    const stored = await postUpload(admin, "/api/mutasiupdepomanual", fields, "bri-dcs-2.csv", [BRI_CMS_HEADER, briLine(1, second, "14:05", "BUDI SANTOSO", 153_000, 60_000_000)].join("\n"));
    expect(stored.status, await stored.clone().text()).toBe(200);
    const tb1 = (await BoDeposit.findOne({ where: { ticket_no: "TB1" } }))!;
    expect(tb1.bo_match_state).toBe("auto");
    await DayClose.create({ close_website: "DCS", close_date: first, close_closed: true, close_closed_by: "admin", close_closed_at: new Date() });

    expect((await postUpload(admin, "/api/checkdata", {}, "bo-dcs-2.csv", [BO_DEPOSIT_HEADER, ticket("TB4", second, "14:00:00")].join("\n"))).status).toBe(200);
    const line = (await MutasiDeposit.findOne({ where: { mutasi_website: "DCS", mutasi_date: second } }))!;
    const rows = (await (await admin.get(`/api/viewbo/${formatSpecDate(second, { padDay: false })}/DCS/all/100/1`)).json()) as Record<string, unknown>[];
    expect(rows.find((row) => row.ticket_no === "TB4")).toMatchObject({
      bo_approve: false,
      match_tier: "tidak ada",
      match_reason: `Tidak ada mutasi yang cocok. Terdekat: #${line.mutasi_id} "BUDI SANTOSO" sudah dipasangkan dengan data BO #${tb1.bo_id} (tiket TB1).`,
      match_candidates: [line.mutasi_id],
    });
  });

  it("stores the next day's lines of a download that starts at the closed day's last stored line, and refuses one bringing a new line of it", async () => {
    const evening = briLine(1, YESTERDAY, "23:58", "ANDI SAPUTRA", 301_000, 50_000_000);
    const first = await postUpload(admin, "/api/mutasiupdepomanual", fields, "bri-malam.csv", [BRI_CMS_HEADER, evening].join("\n"));
    expect(first.status, await first.clone().text()).toBe(200);
    await MutasiDeposit.update({ mutasi_mark: "bukan transaksi pemain", mutasi_mark_note: "tes" }, { where: { mutasi_website: "DCS" } });
    expect((await post(admin, "/api/tutuphari", { website: "DCS", date: YESTERDAY })).status).toBe(200);

    const morning = briLine(2, TODAY, "00:10", "BUDI SANTOSO", 302_000, 50_301_000);
    const next = await postUpload(admin, "/api/mutasiupdepomanual", fields, "bri-pagi.csv", [BRI_CMS_HEADER, evening, morning].join("\n"));
    expect(next.status, await next.clone().text()).toBe(200);
    expect(await MutasiDeposit.count({ where: { mutasi_website: "DCS", mutasi_date: TODAY } })).toBe(1);
    expect(await MutasiDeposit.count({ where: { mutasi_website: "DCS", mutasi_date: YESTERDAY } })).toBe(1);

    const late = briLine(3, YESTERDAY, "23:59", "CITRA DEWI", 303_000, 50_301_000);
    const refused = await postUpload(admin, "/api/mutasiupdepomanual", fields, "bri-telat.csv", [BRI_CMS_HEADER, evening, late].join("\n"));
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(closedMessage("DCS", YESTERDAY));
    expect(await MutasiDeposit.count({ where: { mutasi_website: "DCS", mutasi_date: YESTERDAY } })).toBe(1);
  });
});

