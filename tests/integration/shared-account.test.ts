import { describe, expect, it } from "vitest";
import { BoDeposit, MatchVerdict, MutasiDeposit } from "~/models/models.server";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { BO_DEPOSIT_HEADER, postUpload as upload } from "../support/upload-form";
import { daysAgo } from "../support/view-pages";

/**
 * One OVO account registered on Data Bank for two websites (a clean-room audit, audit-dep6 F1): the
 * same statement uploaded for each stored every credit twice, and one credit approved a ticket on
 * each website. A credit one website paired is spent for the other.
 */
const { clients: { admin } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "OVO", name: "OVO BERSAMA", no: "081277001234" });
    await seedAkunBank({ website: "XYZ", bank: "OVO", name: "OVO BERSAMA", no: "081277001234" });
    for (const no of ["081277005005", "081277006006", "081277007007", "081277008008", "081277009009", "081277010010", "081277011011"]) {
      await seedAkunBank({ website: "ABC", bank: "OVO", name: "OVO BERSAMA", no });
      await seedAkunBank({ website: "XYZ", bank: "OVO", name: "OVO BERSAMA", no });
    }
    await seedAkunBank({ website: "ABC", bank: "BCA", name: "PT BERSAMA", no: "0111222333" });
    await seedAkunBank({ website: "XYZ", bank: "BCA", name: "PT BERSAMA", no: "0111222333" });
  },
  clients: STAFF,
});

const MANUAL_HEADER = "Tanggal,Nama Pengirim,No Rekening,Keterangan,Nominal,CR/DB";

const ANDI = { username: "andi1", name: "ANDI SAPUTRA", amount: 50000, account: "081299990000", akun: "081277001234" };

async function uploadDay(website: string, day: string, tickets: string[], credits: string[], player = ANDI) {
  const { username, name, amount, account, akun } = player;
  const bo = [BO_DEPOSIT_HEADER, ...tickets.map((ticket) => `${ticket},${day} 10:00:00,,${username},${name},OVO,${amount},0,0,0,${amount},OVO - ${account},OVO - ${akun},,,PENDING,,,${website},,`)].join("\n");
  const boReply = await upload(admin, "/api/checkdata", {}, `bo-${website}.csv`, bo);
  expect(boReply.status, await boReply.clone().text()).toBe(200);
  const statement = [MANUAL_HEADER, ...credits].join("\n");
  const fields = { groups: website, provider: "OVO", corporate_bank_name: "OVO BERSAMA", corporate_bank_no: akun, transaction: "depo" };
  const reply = await upload(admin, "/api/mutasiupdepomanual", fields, "ovo.csv", statement);
  expect(reply.status, await reply.clone().text()).toBe(200);
}

const approvedOf = async (tickets: string[]) => (await BoDeposit.findAll({ where: { ticket_no: tickets }, order: [["ticket_no", "ASC"]] })).map((row) => [row.ticket_no, row.bo_approve]);

/** A BCA deposit ticket paid into the shared 0111222333 on `day` (DD/MM/YYYY). */
const bcaTicket = (website: string, ticketNo: string, day: string, username: string, name: string, amount: number) =>
  [BO_DEPOSIT_HEADER, `${ticketNo},${day} 12:00:00,,${username},${name},BANK,${amount},0,0,0,${amount},BCA - 0123400000,BCA - 0111222333,,,PENDING,,,${website},,`].join("\n");

/** The shared 0111222333's KlikBCA Individual statement of one line, uploaded for `website` on `date` (DD-Mon-YYYY). */
async function uploadSharedBca(website: string, date: string, line: string, name: string) {
  const statement = ["Account No.,=,'0111222333", "Name,=,PT BERSAMA", "Currency,=,IDR", "", "Date,Description,Branch,Amount,,Balance", line].join("\n");
  const fields = { groups: website, corporate_bank_name: "PT BERSAMA", corporate_bank_no: "0111222333", dates: date };
  expect((await upload(admin, "/api/mutasiupdepobca", fields, name, statement)).status).toBe(200);
}

const verdictOf = async (ticket: string) => {
  const row = (await BoDeposit.findOne({ where: { ticket_no: ticket } }))!;
  return MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: row.bo_id } });
};

describe("an account registered for two websites", () => {
  it("pays one ticket with one credit, whichever website reconciles it first", async () => {
    const credit = "12/05/2026 10:05:00,ANDI SAPUTRA,081299990000,Transfer dari ANDI SAPUTRA,50000,CR";
    await uploadDay("ABC", "12/05/2026", ["SA1"], [credit]);
    await uploadDay("XYZ", "12/05/2026", ["SX1"], [credit]);
    expect(await approvedOf(["SA1", "SX1"])).toEqual([
      ["SA1", true],
      ["SX1", false],
    ]);
  });

  it("still pays each website's own player from the statement they share", async () => {
    const credits = ["13/05/2026 10:05:00,ANDI SAPUTRA,081299990000,Transfer dari ANDI SAPUTRA,50000,CR", "13/05/2026 10:06:00,BUDI HARTONO,081288880000,Transfer dari BUDI HARTONO,75000,CR"];
    await uploadDay("ABC", "13/05/2026", ["SA2"], credits);
    const budi = [BO_DEPOSIT_HEADER, "SX2,13/05/2026 10:01:00,,budi2,BUDI HARTONO,OVO,75000,0,0,0,75000,OVO - 081288880000,OVO - 081277001234,,,PENDING,,,XYZ,,"].join("\n");
    expect((await upload(admin, "/api/checkdata", {}, "bo-xyz-budi.csv", budi)).status).toBe(200);
    const fields = { groups: "XYZ", provider: "OVO", corporate_bank_name: "OVO BERSAMA", corporate_bank_no: "081277001234", transaction: "depo" };
    expect((await upload(admin, "/api/mutasiupdepomanual", fields, "ovo-xyz.csv", [MANUAL_HEADER, ...credits].join("\n"))).status).toBe(200);
    expect(await approvedOf(["SA2", "SX2"])).toEqual([
      ["SA2", true],
      ["SX2", true],
    ]);
  });

  it("tells the other website's checker where the credit went, and refuses to pair it by hand there", async () => {
    // today: a pair by hand is made inside the edit window
    const today = daysAgo(0).split("-").reverse().join("/");
    const credit = `${today} 10:05:00,ANDI SAPUTRA,081299990000,Transfer dari ANDI SAPUTRA,50000,CR`;
    await uploadDay("ABC", today, ["SA3"], [credit]);
    await uploadDay("XYZ", today, ["SX3"], [credit]);
    const sx3 = (await BoDeposit.findOne({ where: { ticket_no: "SX3" } }))!;
    const line = (await MutasiDeposit.findOne({ where: { mutasi_website: "XYZ", mutasi_date: daysAgo(0) } }))!;
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: sx3.bo_id } });
    expect(verdict?.verdict_reason).toContain(`Tidak ada mutasi yang cocok. Terdekat: #${line.mutasi_id} "ANDI SAPUTRA" sudah dipasangkan di website lain (rekening ini terdaftar untuk lebih dari satu website)`);
    const paired = await admin.json("POST", "/api/pairbomutasi", { kind: "deposit", bo_id: sx3.bo_id, mutasi_id: line.mutasi_id });
    expect(paired.status, await paired.clone().text()).toBe(409);
    expect((await paired.json()).message).toBe(`Mutasi #${line.mutasi_id} sudah dipasangkan di website lain (rekening ini terdaftar untuk lebih dari satu website): satu dana tidak membayar dua tiket.`);
    expect(await approvedOf(["SX3"])).toEqual([["SX3", false]]);
  });

  it("knows one BCA credit exported as KlikBCA Bisnis on one website and as KlikBCA Individual on the other", async () => {
    const bo = (website: string, ticketNo: string, username: string) =>
      [BO_DEPOSIT_HEADER, `${ticketNo},15/05/2026 10:00:00,,${username},DEWI LESTARI,BANK,300000,0,0,0,300000,BCA - 0123456789,BCA - 0111222333,,,PENDING,,,${website},,`].join("\n");
    expect((await upload(admin, "/api/checkdata", {}, "bo-bca-abc.csv", bo("ABC", "SA4", "dewi1"))).status).toBe(200);
    expect((await upload(admin, "/api/checkdata", {}, "bo-bca-xyz.csv", bo("XYZ", "SX4", "dewi7"))).status).toBe(200);
    const bisnis = [
      '"No. rekening : 0111222333"',
      '"Nama : PT BERSAMA"',
      '"Periode : 15/05/2026 - 15/05/2026"',
      '"Tanggal Transaksi","Keterangan","Cabang","Jumlah","Saldo"',
      '"15/05","TRSF E-BANKING CR 1505/FTSCY/WS95031 300000.00 DEWI LESTARI","0000","300,000.00 CR","50,300,000.00"',
    ].join("\n");
    const individual = [
      "Account No.,=,'0111222333",
      "Name,=,PT BERSAMA",
      "Currency,=,IDR",
      "",
      "Date,Description,Branch,Amount,,Balance",
      "'15/05,TRSF E-BANKING CR 1505/FTSCY/WS95031         300000.00DEWI LESTARI,'0000,300000.00,CR,50300000.00",
    ].join("\n");
    const fields = (website: string) => ({ groups: website, corporate_bank_name: "PT BERSAMA", corporate_bank_no: "0111222333", dates: "15-May-2026" });
    const first = await upload(admin, "/api/mutasiupdepobca", fields("ABC"), "bisnis.csv", bisnis);
    expect(first.status, await first.clone().text()).toBe(200);
    const second = await upload(admin, "/api/mutasiupdepobca", fields("XYZ"), "individual.csv", individual);
    expect(second.status, await second.clone().text()).toBe(200);
    expect(await approvedOf(["SA4", "SX4"])).toEqual([
      ["SA4", true],
      ["SX4", false],
    ]);
  });

  it.each([
    ["an ADMIN's undo", "SA5", "SX5", { username: "rina5", name: "RINA WIJAYA", amount: 75000, account: "081211110005", akun: "081277005005" }, async () => {
      const sa = (await BoDeposit.findOne({ where: { ticket_no: "SA5" } }))!;
      return admin.json("POST", "/api/unpairbomutasi", { kind: "deposit", bo_id: sa.bo_id, reason: "salah website" });
    }],
    ["Delete BO / Mutasi", "SA6", "SX6", { username: "tono6", name: "TONO SUGIARTO", amount: 125000, account: "081211110006", akun: "081277006006" }, async () => admin.json("DELETE", "/api/deletebomutasi", { date: daysAgo(0), group: "ABC" })],
  ])("judges the other website again at once after %s frees the credit (audit-life2 F4)", async (_, ours, theirs, player, free) => {
    const today = daysAgo(0).split("-").reverse().join("/");
    const credit = `${today} 10:05:00,${player.name},${player.account},Transfer dari ${player.name},${player.amount},CR`;
    await uploadDay("ABC", today, [ours], [credit], player);
    await uploadDay("XYZ", today, [theirs], [credit], player);
    expect(await approvedOf([ours, theirs])).toEqual([
      [ours, true],
      [theirs, false],
    ]);
    const reply = await free();
    expect(reply.status, await reply.clone().text()).toBe(200);
    // no Reconcile sekarang on XYZ: its copy of the credit is its own again
    const sx = (await BoDeposit.findOne({ where: { ticket_no: theirs } }))!;
    expect(sx.bo_approve).toBe(true);
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: sx.bo_id } });
    expect(verdict?.verdict_reason ?? "").not.toContain("website lain");
  });

  it("names a copy paired by hand on the other website among the nearest lines, whoever sent it (audit-life2 F4b)", async () => {
    const today = daysAgo(0).split("-").reverse().join("/");
    const player = { username: "andi7", name: "ANDI PRATAMA", amount: 300000, account: "081211110007", akun: "081277007007" };
    const credit = `${today} 10:05:00,SRI WAHYUNI,081233330007,TRF,300000,CR`;
    await uploadDay("ABC", today, ["SA7"], [credit], player);
    const sa = (await BoDeposit.findOne({ where: { ticket_no: "SA7" } }))!;
    const ours = (await MutasiDeposit.findOne({ where: { mutasi_website: "ABC", mutasi_amount: 300000, mutasi_date: daysAgo(0) } }))!;
    const paired = await admin.json("POST", "/api/pairbomutasi", { kind: "deposit", bo_id: sa.bo_id, mutasi_id: ours.mutasi_id });
    expect(paired.status, await paired.clone().text()).toBe(200);
    await uploadDay("XYZ", today, ["SX7"], [credit], player);
    const sx = (await BoDeposit.findOne({ where: { ticket_no: "SX7" } }))!;
    const theirs = (await MutasiDeposit.findOne({ where: { mutasi_website: "XYZ", mutasi_amount: 300000, mutasi_date: daysAgo(0) } }))!;
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: sx.bo_id } });
    expect(verdict?.verdict_reason).toBe(`Tidak ada mutasi yang cocok. Terdekat: #${theirs.mutasi_id} "SRI WAHYUNI" sudah dipasangkan di website lain (rekening ini terdaftar untuk lebih dari satu website).`);
    expect(sx.bo_approve).toBe(false);
  });

  it("judges the other website again at once after a hand pair takes the copy it offered (audit-rules8 F1)", async () => {
    const today = daysAgo(0).split("-").reverse().join("/");
    const player = { username: "andi8", name: "ANDI PRATAMA", amount: 310000, account: "081211110008", akun: "081277008008" };
    const credit = `${today} 10:05:00,ANDI PRATAMA SAPUTRA,081233330008,TRF,310000,CR`;
    await uploadDay("ABC", today, ["SA8"], [credit], player);
    await uploadDay("XYZ", today, ["SX8"], [credit], player);
    const sx = (await BoDeposit.findOne({ where: { ticket_no: "SX8" } }))!;
    const theirs = (await MutasiDeposit.findOne({ where: { mutasi_website: "XYZ", mutasi_amount: 310000, mutasi_date: daysAgo(0) } }))!;
    const reasonOfSx = async () => (await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: sx.bo_id } }))?.verdict_reason ?? "";
    expect(await reasonOfSx()).toContain(`#${theirs.mutasi_id}`);
    expect(await reasonOfSx()).not.toContain("website lain");
    const sa = (await BoDeposit.findOne({ where: { ticket_no: "SA8" } }))!;
    const ours = (await MutasiDeposit.findOne({ where: { mutasi_website: "ABC", mutasi_amount: 310000, mutasi_date: daysAgo(0) } }))!;
    const paired = await admin.json("POST", "/api/pairbomutasi", { kind: "deposit", bo_id: sa.bo_id, mutasi_id: ours.mutasi_id });
    expect(paired.status, await paired.clone().text()).toBe(200);
    expect(await reasonOfSx()).toContain(`#${theirs.mutasi_id} "ANDI PRATAMA SAPUTRA" sudah dipasangkan di website lain`);
  });

  it("names a copy the other website paired among the nearest lines at another amount too (audit-rules8 F11)", async () => {
    const today = daysAgo(0).split("-").reverse().join("/");
    const player = { username: "andi9", name: "ANDI PRATAMA", amount: 330000, account: "081211110009", akun: "081277009009" };
    const credit = `${today} 10:05:00,ANDI PRATAMA,081211110009,TRF,330000,CR`;
    await uploadDay("ABC", today, ["SA9"], [credit], player);
    await uploadDay("XYZ", today, ["SX9"], [credit], { ...player, amount: 320000 });
    expect(await approvedOf(["SA9"])).toEqual([["SA9", true]]);
    const sx = (await BoDeposit.findOne({ where: { ticket_no: "SX9" } }))!;
    const theirs = (await MutasiDeposit.findOne({ where: { mutasi_website: "XYZ", mutasi_amount: 330000, mutasi_date: daysAgo(0) } }))!;
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: sx.bo_id } });
    expect(verdict?.verdict_reason).toContain(`#${theirs.mutasi_id} "ANDI PRATAMA" sudah dipasangkan di website lain`);
  });

  it("never approves the other website's ticket on a credit a ticket here was approved for by hand without a line (audit-rules8 F2)", async () => {
    const today = daysAgo(0).split("-").reverse().join("/");
    const player = { username: "rina10", name: "RINA WATI", amount: 340000, account: "081211110010", akun: "081277010010" };
    const bo = [BO_DEPOSIT_HEADER, `SA10,${today} 10:00:00,,rina10,RINA WATI,OVO,340000,0,0,0,340000,OVO - 081211110010,OVO - 081277010010,,,PENDING,,,ABC,,`].join("\n");
    expect((await upload(admin, "/api/checkdata", {}, "bo-abc-10.csv", bo)).status).toBe(200);
    // the checker saw the money in the app and approved the ticket without pairing a line
    await BoDeposit.update({ bo_approve: true, bo_match_state: "manual" }, { where: { ticket_no: "SA10" } });
    await uploadDay("XYZ", today, ["SX10"], [`${today} 10:05:00,RINA WATI,081211110010,TRF,340000,CR`], player);
    expect(await approvedOf(["SX10"])).toEqual([["SX10", false]]);
    const sx = (await BoDeposit.findOne({ where: { ticket_no: "SX10" } }))!;
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: sx.bo_id } });
    expect(verdict?.verdict_reason ?? "").toContain("data BO di website lain");
    expect(verdict?.verdict_reason ?? "").not.toContain("SA10");
  });
  it("never approves a namesake's ticket here on a credit whose news types the other website's player's username (audit-crowd1 F6)", async () => {
    expect((await upload(admin, "/api/checkdata", {}, "bo-abc-12.csv", bcaTicket("ABC", "SA12", "20/05/2026", "budi12", "BUDI SANTOSO", 100000))).status).toBe(200);
    expect((await upload(admin, "/api/checkdata", {}, "bo-xyz-12.csv", bcaTicket("XYZ", "SX12", "20/05/2026", "budi99", "BUDI SANTOSO", 100000))).status).toBe(200);
    const line = "'20/05,TRSF E-BANKING CR 2005/FTSCY/WS95031         100000.00DEPO budi99           BUDI SANTOSO,'0000,100000.00,CR,50100000.00";
    await uploadSharedBca("ABC", "20-May-2026", line, "bca-abc.csv");
    expect(await approvedOf(["SA12"])).toEqual([["SA12", false]]);
    const reason = (await verdictOf("SA12"))?.verdict_reason ?? "";
    expect(reason).toContain('"BUDI SANTOSO" bisa milik tiket website lain yang username-nya tertulis di berita (rekening ini terdaftar untuk lebih dari satu website)');
    expect(reason).not.toContain("SX12");
    // the other website's copy pays its own player, whose username the news types
    await uploadSharedBca("XYZ", "20-May-2026", line, "bca-xyz.csv");
    expect(await approvedOf(["SA12", "SX12"])).toEqual([
      ["SA12", false],
      ["SX12", true],
    ]);
  });

  it("never pays our player on a credit whose news types a username both websites' players have, from the other's name: a checker picks (audit-sites2 F1, F2)", async () => {
    expect((await upload(admin, "/api/checkdata", {}, "bo-abc-13.csv", bcaTicket("ABC", "SA13", "21/05/2026", "rudi01", "RUDI HARTONO", 300000))).status).toBe(200);
    expect((await upload(admin, "/api/checkdata", {}, "bo-xyz-13.csv", bcaTicket("XYZ", "SX13", "21/05/2026", "rudi01", "RUDI KURNIAWAN", 300000))).status).toBe(200);
    const line = "'21/05,TRSF E-BANKING CR 2105/FTSCY/WS95031         300000.00rudi01                RUDI KURNIAWAN,'0000,300000.00,CR,50300000.00";
    await uploadSharedBca("ABC", "21-May-2026", line, "bca-abc-13.csv");
    await uploadSharedBca("XYZ", "21-May-2026", line, "bca-xyz-13.csv");
    // the sender may be paying for ABC's rudi01 (a relative's account) as well as be XYZ's: nobody says "sudah dipasangkan"
    expect(await approvedOf(["SA13", "SX13"])).toEqual([
      ["SA13", false],
      ["SX13", false],
    ]);
    for (const ticket of ["SA13", "SX13"]) {
      const verdict = await verdictOf(ticket);
      expect(verdict).toMatchObject({ verdict_tier: "ambigu" });
      expect(verdict?.verdict_reason).toMatch(/^Mutasi #\d+ \(.*username rudi01 di berita.*\) cocok juga untuk data BO di website lain: pilih yang benar\.$/);
    }
  });

  it("an ADMIN's undo says the credit's copy on the other website is judged again there, not only 'kembali pending' (audit-rules8 F13)", async () => {
    const today = daysAgo(0).split("-").reverse().join("/");
    const player = { username: "wati11", name: "WATI KUSUMA", amount: 85000, account: "081211110011", akun: "081277011011" };
    const credit = `${today} 10:05:00,${player.name},${player.account},Transfer dari ${player.name},${player.amount},CR`;
    await uploadDay("ABC", today, ["SA11"], [credit], player);
    await uploadDay("XYZ", today, ["SX11"], [credit], player);
    const sa = (await BoDeposit.findOne({ where: { ticket_no: "SA11" } }))!;
    const reply = await admin.json("POST", "/api/unpairbomutasi", { kind: "deposit", bo_id: sa.bo_id, reason: "salah website" });
    expect(reply.status).toBe(200);
    const { message } = (await reply.json()) as { message: string };
    expect(message, message).toMatch(/^Pasangan data BO #\d+ dan mutasi #\d+ dibatalkan; keduanya kembali pending\. /);
    expect(message).toContain("Rekening mutasi ini juga terdaftar di website lain: salinan mutasinya di sana dicocokkan ulang dan bisa dipasangkan dengan tiket website itu.");
    expect(message).not.toContain("XYZ");
  });
});
