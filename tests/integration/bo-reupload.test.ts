import { Op } from "sequelize";
import { describe, expect, it } from "vitest";
import { BoDeposit, BoWithdraw, DayClose, MatchLink, MutasiDeposit, MutasiWithdraw, Tracking } from "~/models/models.server";
import { formatSpecDate } from "~/services/spec-date";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { BO_DEPOSIT_HEADER, BRI_ABC_STATEMENT_FIELDS, BRI_CMS_HEADER, postUpload } from "../support/upload-form";
import { daysAgo } from "../support/view-pages";

/**
 * A later BO export that overlaps an earlier one: the audit's day, uploaded as a clerk uploads it
 * (BO export, statement, a manual approval, then the later export). The later export's status of
 * a stored ticket is taken and the reconcile follows it; an amount is only reported.
 */
const { clients: { admin, checker } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "BRI", name: "PT BRI JAYA", no: "034101000123307" });
    await seedAkunBank({ website: "ABC", bank: "BNI", name: "PT BNI JAYA", no: "7878078081", jenis: "WD" });
  },
  clients: STAFF,
});

type Reply = { status: boolean; message: string; data: string[]; inserted: number; skipped: number };

async function upload(path: string, fields: Record<string, string>, name: string, content: string): Promise<Reply> {
  const response = await postUpload(checker, path, fields, name, content);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Reply;
}

/** 'DD/MM/YYYY' of an ISO date, as the exports write it */
const slashed = (iso: string) => iso.split("-").reverse().join("/");

// yesterday: a manual approval is allowed on it (the edit window), and its times are past
const DAY = daysAgo(1);
const deposit = (ticket: string, time: string, username: string, name: string, amount: number, status: string, day = DAY) =>
  `${ticket},${slashed(day)} ${time},,${username},${name},BANK,${amount},0,0,0,${amount},,BRI - 034101000123307,,,${status},,,ABC,,`;
const credit = (id: number, time: string, name: string, amount: number, before: number) =>
  `${id},034101000123307,${slashed(DAY)} ${time},${slashed(DAY)},${time.replace(":", "")}00,1,TRF,${before}.00,0.00,${amount}.00,${before + amount}.00,Cr,8888001,4101,NBMB ${name} TO PT BRI JAYA,,`;

const depositRow = async (ticket: string) => (await BoDeposit.findOne({ where: { ticket_no: ticket } }))!;

/** One ticket of `day` requested at 10:00 and its credit at 10:05, uploaded as a clerk does: approved automatically. Returns the day as the views name it. */
async function autoPaired(day: string, ticket: string, username: string, name: string, amount: number, creditId: number): Promise<string> {
  const shown = formatSpecDate(day, { padDay: true });
  await upload("/api/checkdata", {}, `bo-${ticket}.csv`, [BO_DEPOSIT_HEADER, deposit(ticket, "10:00:00", username, name, amount, "PENDING", day)].join("\n"));
  const line = credit(creditId, "10:05", name, amount, 4_500_000).replaceAll(slashed(DAY), slashed(day));
  await upload("/api/mutasiupdepomanual", { ...BRI_ABC_STATEMENT_FIELDS, dates: shown }, `bri-${ticket}.csv`, [BRI_CMS_HEADER, line].join("\n"));
  expect((await depositRow(ticket)).bo_match_state).toBe("auto");
  return shown;
}

describe("a later BO deposit export of stored tickets (audit: overlapping exports)", () => {
  it("takes the later status, takes back the automatic pair of a rejected ticket, matches one the BO now says succeeded, reports the amount and names the manual approval", async () => {
    const first = [
      BO_DEPOSIT_HEADER,
      deposit("DP1", "09:00:00", "rina01", "RINA MARLINA", 150_000, "PENDING"),
      deposit("DP2", "09:10:00", "budi01", "BUDI SANTOSO", 75_000, "PENDING"),
      deposit("DP4", "09:20:00", "siti01", "SITI AMINAH", 200_000, "REJECTED"),
      deposit("DP5", "09:30:00", "joko01", "JOKO SUSILO", 50_000, "PENDING"),
    ].join("\n");
    expect(await upload("/api/checkdata", {}, "bo-pagi.csv", first)).toMatchObject({ status: false, inserted: 4 });
    const statement = [
      BRI_CMS_HEADER,
      credit(1, "09:05", "RINA MARLINA", 150_000, 1_000_000),
      credit(2, "09:15", "BUDI SANTOSO", 75_000, 1_150_000),
      credit(3, "09:25", "SITI AMINAH", 200_000, 1_225_000),
    ].join("\n");
    await upload("/api/mutasiupdepomanual", BRI_ABC_STATEMENT_FIELDS, "bri.csv", statement);
    expect([(await depositRow("DP1")).bo_match_state, (await depositRow("DP2")).bo_match_state, (await depositRow("DP4")).bo_approve]).toEqual(["auto", "auto", false]);
    const approval = await checker.json("PUT", "/api/updatebodepostts", {
      bank_statement_date: formatSpecDate(DAY, { padDay: false }),
      arr: [{ bo_id: (await depositRow("DP5")).bo_id, ket_app: "transfer dicek di m-banking", depo_amount: "" }],
    });
    expect(approval.status, await approval.clone().text()).toBe(200);
    const pairOfDp1 = (await MatchLink.findOne({ where: { match_kind: "deposit", match_bo_id: (await depositRow("DP1")).bo_id, match_active: true } }))!;

    const later = [
      BO_DEPOSIT_HEADER,
      deposit("DP1", "09:00:00", "rina01", "RINA MARLINA", 150_000, "REJECTED"),
      deposit("DP2", "09:10:00", "budi01", "BUDI SANTOSO", 70_000, "APPROVED"),
      deposit("DP3", "09:40:00", "andi01", "ANDI WIJAYA", 80_000, "PENDING"),
      deposit("DP4", "09:20:00", "siti01", "SITI AMINAH", 200_000, "SUCCESS"),
      deposit("DP5", "09:30:00", "joko01", "JOKO SUSILO", 50_000, "REJECTED"),
    ].join("\n");
    const reply = await upload("/api/checkdata", {}, "bo-sore.csv", later);
    expect(reply).toMatchObject({ status: false, inserted: 1, skipped: 4 });
    expect(reply.data.slice(0, 9)).toEqual([
      "1 data berhasil ditambahkan.",
      "4 tiket sudah ada sebelumnya, dilewati.",
      "Status BO diperbarui untuk 4 tiket yang sudah ada (2 pasangan otomatis dibatalkan).",
      "1 tiket yang sudah diapprove manual kini tidak berstatus aktif di BO: mohon dicek.",
      "1 tiket berbeda nominal, nama, username atau tanggal dari yang tersimpan (tidak diubah).",
      "Tiket DP5 sudah diapprove manual; status BO kini REJECTED: mohon dicek.",
      "Tiket DP1: status BO PENDING → REJECTED (pasangan otomatis dibatalkan).",
      "Tiket DP2: status BO PENDING → APPROVED (pasangan otomatis dibatalkan); nominal di file Rp 70.000 berbeda dari yang tersimpan Rp 75.000 (tidak diubah).",
      "Tiket DP4: status BO REJECTED → SUCCESS (kini cocok otomatis).",
    ]);

    // DP1: rejected by the BO, its automatic pair taken back, its line free again
    const dp1 = await depositRow("DP1");
    expect([dp1.bo_status, dp1.bo_approve, dp1.bo_match_state]).toEqual(["REJECTED", false, "none"]);
    expect((await MatchLink.findByPk(pairOfDp1.match_id))!.match_active).toBe(false);
    expect((await MutasiDeposit.findByPk(pairOfDp1.match_mutasi_id))!.mutasi_app).toBe(false);
    // DP2: the status is taken, the amount is not written over, and the pair resting on the old one is taken back
    const dp2 = await depositRow("DP2");
    expect([dp2.bo_status, dp2.bo_approve, Number(dp2.depo_amount), Number(dp2.depo_original_amount), Number(dp2.depo_bo_latest_amount)]).toEqual(["APPROVED", false, 75_000, 75_000, 70_000]);
    expect(await BoDeposit.count({ where: { ticket_no: "DP3" } })).toBe(1);
    // DP4: refused before, paid now: matched with the line that waited for it
    expect([(await depositRow("DP4")).bo_status, (await depositRow("DP4")).bo_approve, (await depositRow("DP4")).bo_match_state]).toEqual(["SUCCESS", true, "auto"]);
    // DP5: a person approved it; the approval stays, the status is the BO's
    const dp5 = await depositRow("DP5");
    expect([dp5.bo_status, dp5.bo_approve, dp5.bo_match_state]).toEqual(["REJECTED", true, "manual"]);
    const logged = await Tracking.findAll({ where: { tracking_activity: { [Op.like]: "Status BO Deposit diperbarui%" } } });
    expect(logged.map((row) => [row.tracking_website, row.tracking_activity])).toEqual([
      ["ABC", "Status BO Deposit diperbarui dari upload (4 tiket): DP1 PENDING → REJECTED, DP2 PENDING → APPROVED, DP4 REJECTED → SUCCESS, DP5 PENDING → REJECTED"],
    ]);

    // an export with no new ticket that changes a status is stored, not 'Data sudah ada'
    const statusOnly = [BO_DEPOSIT_HEADER, deposit("DP3", "09:40:00", "andi01", "ANDI WIJAYA", 80_000, "SUCCESS")].join("\n");
    const onlyStatus = await upload("/api/checkdata", {}, "bo-malam.csv", statusOnly);
    expect(onlyStatus).toMatchObject({ status: false, message: "Tidak ada tiket baru ditambahkan.", inserted: 0, skipped: 1 });
    expect(onlyStatus.data).toContain("Tiket DP3: status BO PENDING → SUCCESS.");
    expect((await depositRow("DP3")).bo_status).toBe("SUCCESS");
    // the same status in other letters and spaces is no change
    const sameStatus = [BO_DEPOSIT_HEADER, deposit("DP3", "09:40:00", "andi01", "ANDI WIJAYA", 80_000, " success ")].join("\n");
    expect(await upload("/api/checkdata", {}, "bo-malam-2.csv", sameStatus)).toMatchObject({ status: true });
  });

  it("takes no status from another player's row under a stored ticket's number: a rejected ticket stays unpaid, a paid one stays paid (a clean-room audit, bo2 F1)", async () => {
    const day = daysAgo(3);
    const dated = (id: number, time: string, name: string, amount: number, before: number) => credit(id, time, name, amount, before).replaceAll(slashed(DAY), slashed(day));
    await upload("/api/checkdata", {}, "bo-x.csv", [BO_DEPOSIT_HEADER, deposit("DX1", "10:00:00", "agus01", "AGUS SETIAWAN", 200_000, "PENDING", day), deposit("DX2", "10:05:00", "dian02", "DIAN SASTRO", 350_000, "REJECTED", day)].join("\n"));
    await upload("/api/mutasiupdepomanual", BRI_ABC_STATEMENT_FIELDS, "bri-x.csv", [BRI_CMS_HEADER, dated(71, "10:03", "AGUS SETIAWAN", 200_000, 5_000_000), dated(72, "10:07", "DIAN SASTRO", 350_000, 5_200_000)].join("\n"));
    expect([(await depositRow("DX1")).bo_approve, (await depositRow("DX2")).bo_approve]).toEqual([true, false]);
    const reused = [BO_DEPOSIT_HEADER, deposit("DX1", "22:10:00", "zed77", "ZAINAL ARIFIN", 999_000, "REJECTED", day), deposit("DX2", "22:20:00", "yus88", "YUSUF MANSUR", 888_000, "SUCCESS", day)].join("\n");
    const reply = await upload("/api/checkdata", {}, "bo-x-2.csv", reused);
    expect(reply.data).toContain(
      'Tiket DX2: status BO di file SUCCESS berbeda dari yang tersimpan REJECTED (tidak diubah); nominal di file Rp 888.000 berbeda dari yang tersimpan Rp 350.000 (tidak diubah); nama lengkap di file "YUSUF MANSUR" berbeda dari yang tersimpan "DIAN SASTRO" (tidak diubah); username di file "yus88" berbeda dari yang tersimpan "dian02" (tidak diubah); username lain: nomor tiket ini dipakai tiket lain di BO, statusnya bukan status tiket yang tersimpan.',
    );
    expect([await depositRow("DX1"), await depositRow("DX2")].map((row) => [row.bo_status, row.bo_approve])).toEqual([
      ["PENDING", true],
      ["REJECTED", false],
    ]);
  });

  it("never approves automatically a ticket the later export gives another amount, says the BO's amount, and takes it again once the BO gives the stored one (clean-room audits amounts1 F1, bo2 F2)", async () => {
    const day = daysAgo(11);
    const on = (row: string) => row.replaceAll(slashed(DAY), slashed(day));
    const shown = formatSpecDate(day, { padDay: true });
    const verdict = async (ticket: string) => {
      const rows = (await (await checker.request(`/api/viewbo/${shown}/ABC/all/100/1`)).json()) as Record<string, unknown>[];
      const row = rows.find((entry) => entry.ticket_no === ticket)!;
      return [row.match_tier, row.match_reason, row.depo_bo_latest_amount === null ? null : Number(row.depo_bo_latest_amount)];
    };
    const first = [BO_DEPOSIT_HEADER, deposit("DA1", "10:00:00", "ferry01", "FERRY IRAWAN", 100_000, "PENDING", day), deposit("DA2", "10:10:00", "gita01", "GITA SAVITRI", 120_000, "PENDING", day)];
    await upload("/api/checkdata", {}, "bo-a.csv", first.join("\n"));
    // the BO corrects DA1 before the statement comes
    const corrected = await upload("/api/checkdata", {}, "bo-a-2.csv", [BO_DEPOSIT_HEADER, deposit("DA1", "10:00:00", "ferry01", "FERRY IRAWAN", 150_000, "PENDING", day)].join("\n"));
    expect(corrected.data).toContain("Tiket DA1: nominal di file Rp 150.000 berbeda dari yang tersimpan Rp 100.000 (tidak diubah).");
    const statement = [BRI_CMS_HEADER, on(credit(81, "10:02", "FERRY IRAWAN", 100_000, 3_000_000)), on(credit(82, "10:12", "GITA SAVITRI", 120_000, 3_100_000))].join("\n");
    const matched = await upload("/api/mutasiupdepomanual", { ...BRI_ABC_STATEMENT_FIELDS, dates: shown }, "bri-a.csv", statement);
    expect(matched.data).toContain("Rekonsiliasi ABC: 1 cocok otomatis, 1 perlu dicek (1 saran).");
    expect([(await depositRow("DA1")).bo_approve, (await depositRow("DA2")).bo_match_state]).toEqual([false, "auto"]);
    const [tier, reason, latest] = await verdict("DA1");
    expect([tier, latest]).toEqual(["saran", 150_000]);
    expect(reason).toContain("Belum otomatis: BO terbaru mencatat nominal Rp 150.000, bukan Rp 100.000 yang tersimpan");

    // an automatic pair whose ticket the BO then gives another amount is taken back, and the reply says so
    const inflated = await upload("/api/checkdata", {}, "bo-a-3.csv", [BO_DEPOSIT_HEADER, deposit("DA2", "10:10:00", "gita01", "GITA SAVITRI", 1_200_000, "PENDING", day)].join("\n"));
    expect(inflated.data).toContain("Tiket DA2: nominal di file Rp 1.200.000 berbeda dari yang tersimpan Rp 120.000 (tidak diubah) (pasangan otomatis dibatalkan).");
    const da2 = await depositRow("DA2");
    expect([da2.bo_approve, da2.bo_match_state, Number(da2.depo_amount)]).toEqual([false, "ambiguous", 120_000]);
    expect(await MutasiDeposit.count({ where: { mutasi_date: day, mutasi_app: true } })).toBe(0);
    expect((await verdict("DA2"))[0]).toBe("saran");

    // the BO gives the stored amount again: nothing holds the ticket any more
    const settled = await upload("/api/checkdata", {}, "bo-a-4.csv", [BO_DEPOSIT_HEADER, deposit("DA1", "10:00:00", "ferry01", "FERRY IRAWAN", 100_000, "PENDING", day)].join("\n"));
    expect(settled.data).toContain("Tiket DA1: nominal di file kembali Rp 100.000, sama dengan yang tersimpan (kini cocok otomatis).");
    const da1 = await depositRow("DA1");
    expect([da1.bo_approve, da1.bo_match_state, da1.depo_bo_latest_amount]).toEqual([true, "auto", null]);
  });

  it("names the BO's latest amount on a row left without a line too (audit-amounts2 F4)", async () => {
    const day = daysAgo(13);
    const shown = formatSpecDate(day, { padDay: true });
    await upload("/api/checkdata", {}, "bo-c.csv", [BO_DEPOSIT_HEADER, deposit("DC1", "10:00:00", "siti13", "SITI AMINAH", 200_000, "PENDING", day)].join("\n"));
    await upload("/api/checkdata", {}, "bo-c-2.csv", [BO_DEPOSIT_HEADER, deposit("DC1", "10:00:00", "siti13", "SITI AMINAH", 250_000, "PENDING", day)].join("\n"));
    const statement = [BRI_CMS_HEADER, credit(91, "10:02", "SITI AMINAH", 250_000, 4_000_000).replaceAll(slashed(DAY), slashed(day))].join("\n");
    await upload("/api/mutasiupdepomanual", { ...BRI_ABC_STATEMENT_FIELDS, dates: shown }, "bri-c.csv", statement);
    const rows = (await (await checker.request(`/api/viewbo/${shown}/ABC/all/100/1`)).json()) as Record<string, unknown>[];
    const row = rows.find((entry) => entry.ticket_no === "DC1")!;
    expect(row.match_tier).toBe("tidak ada");
    expect(row.match_reason).toContain("BO terbaru mencatat nominal Rp 250.000, bukan Rp 200.000 yang tersimpan.");
  });

  it("writes a ticket a checker deleted when the same export is uploaded again, says so, and never approves it automatically (audit-edit1 F1)", async () => {
    const day = daysAgo(2);
    const shown = formatSpecDate(day, { padDay: true });
    const bo = [BO_DEPOSIT_HEADER, deposit("DZ71", "10:00:00", "dewi02", "DEWI LESTARI", 333_300, "PENDING", day), deposit("DZ72", "10:10:00", "agus02", "AGUS SALIM", 333_400, "PENDING", day)].join("\n");
    const first = await upload("/api/checkdata", {}, "bo-x.csv", bo);
    expect(first, JSON.stringify(first)).toMatchObject({ inserted: 2 });
    const deleted = await checker.json("PUT", "/api/deleteboid", { arr: [{ bo_id: (await depositRow("DZ71")).bo_id }] });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    const again = await upload("/api/checkdata", {}, "bo-x.csv", bo);
    expect(again).toMatchObject({ inserted: 1 });
    expect(again.data).toContain("1 tiket pernah dihapus checker dan ditambahkan lagi oleh file ini: DZ71. Tiket ini tidak diapprove otomatis: hapus lagi bila memang tidak berlaku, atau pasangkan manual.");
    const statement = [BRI_CMS_HEADER, credit(95, "10:03", "DEWI LESTARI", 333_300, 6_000_000), credit(96, "10:12", "AGUS SALIM", 333_400, 6_333_300)].join("\n").replaceAll(slashed(DAY), slashed(day));
    await upload("/api/mutasiupdepomanual", { ...BRI_ABC_STATEMENT_FIELDS, dates: shown }, "bri-x.csv", statement);
    // the ticket nobody deleted is approved as ever; the one brought back waits for a person
    expect([(await depositRow("DZ71")).bo_approve, (await depositRow("DZ72")).bo_match_state]).toEqual([false, "auto"]);
    const rows = (await (await checker.request(`/api/viewbo/${shown}/ABC/all/100/1`)).json()) as Record<string, unknown>[];
    const row = rows.find((entry) => entry.ticket_no === "DZ71")!;
    expect(row.match_tier).toBe("saran");
    expect(row.match_reason).toContain(`tiket ini pernah dihapus oleh checker1 pada ${formatSpecDate(daysAgo(0), { padDay: true })}, lalu diupload lagi`);
  });

  it("matches a day again when an ADMIN reopens it: an amount the BO changed while it was closed takes the automatic pair back (audit-amounts2 F3)", async () => {
    const day = daysAgo(14);
    const shown = await autoPaired(day, "DE1", "eka14", "EKA PUTRI", 100_000, 93);
    await DayClose.create({ close_website: "ABC", close_date: day, close_closed: true, close_closed_by: "admin", close_closed_at: new Date() });
    const changed = await upload("/api/checkdata", {}, "bo-e-2.csv", [BO_DEPOSIT_HEADER, deposit("DE1", "10:00:00", "eka14", "EKA PUTRI", 150_000, "PENDING", day)].join("\n"));
    expect(changed.data.join(" ")).toContain("sudah ditutup (Tutup Hari)");
    expect((await depositRow("DE1")).bo_match_state).toBe("auto");
    const reopened = await admin.json("POST", "/api/bukahari", { website: "ABC", date: shown, reason: "BO mengubah nominal" });
    expect(reopened.status, await reopened.clone().text()).toBe(200);
    // the pair taken back is named, as an upload names it (audit-close3 F4)
    expect((await reopened.json()).message).toContain("1 pasangan otomatis diubah oleh data baru, cek ulang di View BO: tiket DE1 (mutasi #");
    const row = await depositRow("DE1");
    expect([row.bo_approve, Number(row.depo_bo_latest_amount)]).toEqual([false, 150_000]);
  });

  it("keeps a status the BO gives while the day is closed and writes it at Buka Hari: a ticket the BO refused meanwhile loses its automatic pair (audit-bo3 F2)", async () => {
    const day = daysAgo(17);
    const shown = await autoPaired(day, "DS1", "sari17", "SARI WULANDARI", 110_000, 98);
    const day18 = daysAgo(18);
    const shown18 = await autoPaired(day18, "DS2", "tegar18", "TEGAR PRATAMA", 115_000, 99);
    for (const closed of [day, day18]) await DayClose.create({ close_website: "ABC", close_date: closed, close_closed: true, close_closed_by: "admin", close_closed_at: new Date() });
    const refused = [BO_DEPOSIT_HEADER, deposit("DS1", "10:00:00", "sari17", "SARI WULANDARI", 110_000, "REJECTED", day), deposit("DS2", "10:00:00", "tegar18", "TEGAR PRATAMA", 115_000, "REJECTED", day18)];
    const reply = await upload("/api/checkdata", {}, "bo-s-2.csv", refused.join("\n"));
    expect(reply.data).toContain(`Tiket DS1: status BO di file REJECTED berbeda dari yang tersimpan PENDING (tidak diubah, dicatat: diterapkan saat Buka Hari); hari ${shown} sudah ditutup (Tutup Hari).`);
    expect([(await depositRow("DS1")).bo_status, (await depositRow("DS1")).bo_match_state]).toEqual(["PENDING", "auto"]);
    // the BO takes DS2's refusal back before the day opens: nothing of it is left to write
    expect((await depositRow("DS2")).depo_bo_kept_status).toBe("REJECTED");
    const back = await upload("/api/checkdata", {}, "bo-s-3.csv", [BO_DEPOSIT_HEADER, deposit("DS2", "10:00:00", "tegar18", "TEGAR PRATAMA", 115_000, "PENDING", day18)].join("\n"));
    expect(back.data).toContain(`Tiket DS2: status BO di file sama dengan yang tersimpan: status REJECTED yang dicatat selama hari ditutup dibatalkan; hari ${shown18} sudah ditutup (Tutup Hari).`);
    expect((await depositRow("DS2")).depo_bo_kept_status).toBe(null);
    const reopened = await admin.json("POST", "/api/bukahari", { website: "ABC", date: shown, reason: "BO menolak tiket" });
    expect(reopened.status, await reopened.clone().text()).toBe(200);
    expect((await reopened.json()).message).toMatch(
      new RegExp(`^Hari ${shown} untuk ABC dibuka kembali\\. Perubahan BO yang dicatat selama hari ditutup kini diterapkan: Tiket DS1 PENDING → REJECTED\\. 1 pasangan otomatis diubah oleh data baru, cek ulang di View BO: tiket DS1 \\(mutasi #\\d+, kembali pending\\)\\.$`),
    );
    const ds1 = await depositRow("DS1");
    expect([ds1.bo_status, ds1.bo_approve, ds1.bo_match_state, ds1.depo_bo_kept_status]).toEqual(["REJECTED", false, "none", null]);
    expect((await admin.json("POST", "/api/bukahari", { website: "ABC", date: shown18, reason: "cek ulang" })).status).toBe(200);
    const ds2 = await depositRow("DS2");
    expect([ds2.bo_status, ds2.bo_approve, ds2.bo_match_state]).toEqual(["PENDING", true, "auto"]);
    expect(await Tracking.count({ where: { tracking_activity: { [Op.like]: "Perubahan BO dari upload selama hari ditutup diterapkan (1 tiket): Tiket DS1%" } } })).toBe(1);
  });

  it("keeps a request time the BO moves while the day is closed and writes it at Buka Hari, and asks a checker to look at a ticket approved by hand the BO refused meanwhile (audit-close3 F1, F2)", async () => {
    const day = daysAgo(21);
    const shown = await autoPaired(day, "DU1", "umar21", "UMAR BAKRI", 125_000, 101);
    // a second ticket of the day, approved by hand
    await upload("/api/checkdata", {}, "bo-u-1b.csv", [BO_DEPOSIT_HEADER, deposit("DU2", "11:00:00", "vina21", "VINA SIREGAR", 135_000, "PENDING", day)].join("\n"));
    const du2 = await depositRow("DU2");
    await du2.update({ bo_approve: true, bo_match_state: "manual", ket_app: "manual", app_date: new Date() });
    await DayClose.create({ close_website: "ABC", close_date: day, close_closed: true, close_closed_by: "admin", close_closed_at: new Date() });
    const later = [BO_DEPOSIT_HEADER, deposit("DU1", "14:30:00", "umar21", "UMAR BAKRI", 125_000, "PENDING", day), deposit("DU2", "11:00:00", "vina21", "VINA SIREGAR", 135_000, "REJECTED", day)];
    const reply = await upload("/api/checkdata", {}, "bo-u-2.csv", later.join("\n"));
    expect(reply.data).toContain(`Tiket DU1: waktu request di file ${shown} 14:30:00 berbeda dari yang tersimpan ${shown} 10:00:00 (tidak diubah, dicatat: diterapkan saat Buka Hari); hari ${shown} sudah ditutup (Tutup Hari).`);
    expect((await depositRow("DU1")).bo_match_state).toBe("auto");
    const reopened = await admin.json("POST", "/api/bukahari", { website: "ABC", date: shown, reason: "BO mengubah waktu" });
    expect(reopened.status, await reopened.clone().text()).toBe(200);
    expect((await reopened.json()).message).toMatch(
      new RegExp(
        `^Hari ${shown} untuk ABC dibuka kembali\\. Perubahan BO yang dicatat selama hari ditutup kini diterapkan: Tiket DU1 waktu request ${shown} 10:00:00 → ${shown} 14:30:00; Tiket DU2 PENDING → REJECTED \\(sudah diapprove manual: mohon dicek\\)\\. 1 pasangan otomatis diubah oleh data baru, cek ulang di View BO: tiket DU1 \\(mutasi #\\d+, kembali pending\\)\\.$`,
      ),
    );
    // by the BO's time the credit came hours before the request: no automatic approval
    const du1 = await depositRow("DU1");
    expect([du1.bo_approve, new Date(du1.req_date!).toISOString(), du1.depo_bo_kept_req_date]).toEqual([false, new Date(`${day}T14:30:00+07:00`).toISOString(), null]);
  });

  it("writes a request time the BO moved within the day and matches the day again on it (audits bo2 F3, amounts2 F5)", async () => {
    const day = daysAgo(15);
    const shown = await autoPaired(day, "DH1", "hendra15", "HENDRA GUNAWAN", 120_000, 95);
    const moved = await upload("/api/checkdata", {}, "bo-h-2.csv", [BO_DEPOSIT_HEADER, deposit("DH1", "16:00:00", "hendra15", "HENDRA GUNAWAN", 120_000, "PENDING", day)].join("\n"));
    expect(moved.data).toContain(`Tiket DH1: waktu request di file ${shown} 16:00:00 berbeda dari yang tersimpan ${shown} 10:00:00 (diperbarui) (pasangan otomatis dibatalkan).`);
    // by the BO's time the credit came six hours before the request: no automatic approval
    const row = await depositRow("DH1");
    expect([row.bo_approve, new Date(row.req_date!).toISOString()]).toEqual([false, new Date(`${day}T16:00:00+07:00`).toISOString()]);
    const nextDay = formatSpecDate(daysAgo(14), { padDay: true });
    const toNextDay = await upload("/api/checkdata", {}, "bo-h-3.csv", [BO_DEPOSIT_HEADER, deposit("DH1", "09:00:00", "hendra15", "HENDRA GUNAWAN", 120_000, "PENDING", daysAgo(14))].join("\n"));
    expect(toNextDay.data).toContain(`Tiket DH1: waktu request di file ${nextDay} 09:00:00 berbeda dari yang tersimpan ${shown} 16:00:00 (diperbarui); tiket di file bertanggal ${nextDay}: tidak dipindah hari, cek di BO.`);
    // an automatic pair whose ticket the BO moved to the next day: the credit came a day before the request (audit-bo3 F1)
    const day16 = daysAgo(16);
    await autoPaired(day16, "DT1", "tono16", "TONO SUDIRMAN", 130_000, 97);
    await upload("/api/checkdata", {}, "bo-t-2.csv", [BO_DEPOSIT_HEADER, deposit("DT1", "10:00:00", "tono16", "TONO SUDIRMAN", 130_000, "PENDING", daysAgo(15))].join("\n"));
    const moved16 = await depositRow("DT1");
    expect([moved16.bo_approve, moved16.bank_statement_date]).toEqual([false, day16]);
  });

  it("reads the BO's first file again, byte for byte, when a later export changed its tickets since: the changes go back (audit-amounts2 F1)", async () => {
    const day = daysAgo(12);
    const fileA = [BO_DEPOSIT_HEADER, deposit("DB1", "10:00:00", "kiki01", "KIKI AMELIA", 100_000, "PENDING", day), deposit("DB2", "10:05:00", "lala01", "LALA SARI", 90_000, "PENDING", day)].join("\n");
    await upload("/api/checkdata", {}, "bo-b.csv", fileA);
    const fileB = [BO_DEPOSIT_HEADER, deposit("DB1", "10:00:00", "kiki01", "KIKI AMELIA", 150_000, "PENDING", day), deposit("DB2", "10:05:00", "lala01", "LALA SARI", 90_000, "REJECTED", day)].join("\n");
    await upload("/api/checkdata", {}, "bo-b-2.csv", fileB);
    expect([Number((await depositRow("DB1")).depo_bo_latest_amount), (await depositRow("DB2")).bo_status]).toEqual([150_000, "REJECTED"]);
    const again = await upload("/api/checkdata", {}, "bo-b.csv", fileA);
    expect(again).toMatchObject({ status: false, message: "Tidak ada tiket baru ditambahkan.", inserted: 0, skipped: 2 });
    expect(again.data).toContain("Tiket DB1: nominal di file kembali Rp 100.000, sama dengan yang tersimpan.");
    expect(again.data).toContain("Tiket DB2: status BO REJECTED → PENDING.");
    expect([(await depositRow("DB1")).depo_bo_latest_amount, (await depositRow("DB2")).bo_status]).toEqual([null, "PENDING"]);
    // and the same file once more says what is stored: nothing is written
    expect(await upload("/api/checkdata", {}, "bo-b.csv", fileA)).toMatchObject({ status: true });
  });

  it("leaves a stored ticket of a closed day (Tutup Hari) as it is and says so, and still refuses a new ticket on that day", async () => {
    const closedDay = daysAgo(6);
    const openDay = daysAgo(5);
    await upload("/api/checkdata", {}, "bo-lama.csv", [BO_DEPOSIT_HEADER, deposit("DQ1", "10:00:00", "dewi01", "DEWI LESTARI", 90_000, "PENDING", closedDay)].join("\n"));
    await DayClose.create({ close_website: "ABC", close_date: closedDay, close_closed: true, close_closed_by: "admin", close_closed_at: new Date() });

    const later = [
      BO_DEPOSIT_HEADER,
      deposit("DQ1", "10:00:00", "dewi01", "DEWI LESTARI", 90_000, "REJECTED", closedDay),
      deposit("DQ2", "10:00:00", "eko01", "EKO PRASETYO", 60_000, "PENDING", openDay),
    ].join("\n");
    const reply = await upload("/api/checkdata", {}, "bo-lama-2.csv", later);
    expect(reply).toMatchObject({ status: false, inserted: 1, skipped: 1 });
    expect(reply.data).toContain("1 tiket di hari yang sudah ditutup (Tutup Hari) tidak diubah.");
    expect(reply.data).toContain(
      `Tiket DQ1: status BO di file REJECTED berbeda dari yang tersimpan PENDING (tidak diubah, dicatat: diterapkan saat Buka Hari); hari ${formatSpecDate(closedDay, { padDay: true })} sudah ditutup (Tutup Hari).`,
    );
    expect((await depositRow("DQ1")).bo_status).toBe("PENDING");

    const added = [BO_DEPOSIT_HEADER, deposit("DQ3", "11:00:00", "fajar01", "FAJAR NUGROHO", 70_000, "PENDING", closedDay)].join("\n");
    expect((await postUpload(checker, "/api/checkdata", {}, "bo-lama-3.csv", added)).status).toBe(409);
    expect(await BoDeposit.count({ where: { ticket_no: "DQ3" } })).toBe(0);
  });

  it("leaves the status of a ticket paid by a line of a closed day as it is and says so: a REJECTED beside an approval nobody may undo (a clean-room lifecycle audit)", async () => {
    const ticketDay = daysAgo(9);
    const lineDay = daysAgo(8);
    await upload("/api/checkdata", {}, "bo-malam-lama.csv", [BO_DEPOSIT_HEADER, deposit("DR1", "23:56:00", "lina01", "LINA MARPAUNG", 95_000, "PENDING", ticketDay)].join("\n"));
    const lateCredit = `9,034101000123307,${slashed(lineDay)} 00:10,${slashed(lineDay)},1000,1,TRF,2000000.00,0.00,95000.00,2095000.00,Cr,8888001,4101,NBMB LINA MARPAUNG TO PT BRI JAYA,,`;
    await upload("/api/mutasiupdepomanual", { ...BRI_ABC_STATEMENT_FIELDS, dates: formatSpecDate(lineDay, { padDay: true }) }, "bri-lama.csv", [BRI_CMS_HEADER, lateCredit].join("\n"));
    expect((await depositRow("DR1")).bo_match_state).toBe("auto");
    await DayClose.create({ close_website: "ABC", close_date: lineDay, close_closed: true, close_closed_by: "admin", close_closed_at: new Date() });

    const reply = await upload("/api/checkdata", {}, "bo-malam-lama-2.csv", [BO_DEPOSIT_HEADER, deposit("DR1", "23:56:00", "lina01", "LINA MARPAUNG", 95_000, "REJECTED", ticketDay)].join("\n"));
    expect(reply.data).toContain(
      `Tiket DR1: status BO di file REJECTED berbeda dari yang tersimpan PENDING (tidak diubah, dicatat: diterapkan saat Buka Hari); mutasi pasangannya di hari ${formatSpecDate(lineDay, { padDay: true })} yang sudah ditutup (Tutup Hari).`,
    );
    const row = await depositRow("DR1");
    expect([row.bo_status, row.bo_approve, row.bo_match_state]).toEqual(["PENDING", true, "auto"]);
    // an amount the BO changes is told with the closed day that keeps the pair (audit-close3 F3)
    const amount = await upload("/api/checkdata", {}, "bo-malam-lama-3.csv", [BO_DEPOSIT_HEADER, deposit("DR1", "23:56:00", "lina01", "LINA MARPAUNG", 96_000, "PENDING", ticketDay)].join("\n"));
    expect(amount.data.join(" ")).toContain(
      `nominal di file Rp 96.000 berbeda dari yang tersimpan Rp 95.000 (tidak diubah); mutasi pasangannya di hari ${formatSpecDate(lineDay, { padDay: true })} yang sudah ditutup (Tutup Hari).`,
    );
    const back = await upload("/api/checkdata", {}, "bo-malam-lama-4.csv", [BO_DEPOSIT_HEADER, deposit("DR1", "23:56:00", "lina01", "LINA MARPAUNG", 95_000, "PENDING", ticketDay)].join("\n"));
    expect(back.data.join(" ")).toContain(`nominal di file kembali Rp 95.000, sama dengan yang tersimpan; mutasi pasangannya di hari ${formatSpecDate(lineDay, { padDay: true })} yang sudah ditutup (Tutup Hari).`);
    // the BO refuses it again, and the status is kept again: opening the line's day writes it, and the refused ticket loses its pair (audit-bo3 F2)
    await upload("/api/checkdata", {}, "bo-malam-lama-5.csv", [BO_DEPOSIT_HEADER, deposit("DR1", "23:56:00", "lina01", "LINA MARPAUNG", 95_000, "REJECTED", ticketDay)].join("\n"));
    const reopened = await admin.json("POST", "/api/bukahari", { website: "ABC", date: formatSpecDate(lineDay, { padDay: true }), reason: "BO menolak tiket" });
    expect(reopened.status, await reopened.clone().text()).toBe(200);
    const after = await depositRow("DR1");
    expect([after.bo_status, after.bo_approve, after.bo_match_state]).toEqual(["REJECTED", false, "none"]);
  });
});

const WD_HEADER = "Ticket No,Req Date,App Date,Username,Fullname,Amount,Nett Amount,Player Bank,Player Account No,Corporate Bank,Brand,Website,Remarks,Status,Handler,Ref Code,Own Ref Code,Last Balance";
const withdrawal = (ticket: string, username: string, name: string, amount: number, account: string, status: string, day = "2020-05-06") =>
  `${ticket},${slashed(day)} 10:00:00,,${username},${name},${amount},${amount},BNI,${account},BNI - 7878078081,ABC,ABC,,${status},,,,`;

/** The BNI WD akun's statement of `day` with one payout at 10:05, as BNI internet banking writes it. */
async function uploadBniPayout(day: string, journal: number, account: string, name: string, amount: number) {
  const [year, month, date] = day.split("-");
  const short = `${date}/${month}/${year.slice(2)} 10.05.00`;
  const statement = [
    "Post Date,Value Date,Branch,Journal,Description,Debit,Credit",
    `${short},${short},0259,${journal},"TRANSFER KE | PEMINDAHAN KE ${account} Sdr ${name} | 7878078081 | |","${amount.toLocaleString("en-US")}.00",.00`,
  ].join("\n");
  const fields = { groups: "ABC", corporate_bank_name: "PT BNI JAYA", corporate_bank_no: "7878078081", dates: formatSpecDate(day, { padDay: true }), transaction: "wd" };
  await upload("/api/mutasiupdepobniinternetbanking", fields, `bni-${day}.csv`, statement);
}

describe("a checker's approval or deletion of a row held as ambigu (audits screens1 F3, delete2 F4)", () => {
  it("matches its days again at once: the rival no longer names the row as a choice", async () => {
    const day = daysAgo(0);
    const shown = formatSpecDate(day, { padDay: true });
    const bo = [
      BO_DEPOSIT_HEADER,
      deposit("DY1", "00:01:00", "budiy1", "BUDI SANTOSO", 444_400, "PENDING", day),
      deposit("DY2", "00:01:00", "budiy2", "BUDI SANTOSO", 444_400, "PENDING", day),
      deposit("DY3", "00:01:00", "ekoy3", "EKO PRASETYO", 444_500, "PENDING", day),
      deposit("DY4", "00:01:00", "ekoy4", "EKO PRASETYO", 444_500, "PENDING", day),
    ].join("\n");
    await upload("/api/checkdata", {}, "bo-y.csv", bo);
    const statement = [BRI_CMS_HEADER, credit(97, "00:02", "BUDI SANTOSO", 444_400, 7_000_000), credit(98, "00:02", "EKO PRASETYO", 444_500, 7_444_400)].join("\n").replaceAll(slashed(DAY), slashed(day));
    await upload("/api/mutasiupdepomanual", { ...BRI_ABC_STATEMENT_FIELDS, dates: shown }, "bri-y.csv", statement);
    const verdictOf = async (ticket: string) => {
      const rows = (await (await checker.request(`/api/viewbo/${shown}/ABC/all/100/1`)).json()) as Record<string, unknown>[];
      return rows.find((row) => row.ticket_no === ticket)!;
    };
    expect([(await verdictOf("DY2")).match_tier, (await verdictOf("DY4")).match_tier]).toEqual(["ambigu", "ambigu"]);
    const dy1 = (await depositRow("DY1")).bo_id;
    const approved = await checker.json("PUT", "/api/updatebodepostts", { bank_statement_date: formatSpecDate(day, { padDay: false }), arr: [{ bo_id: dy1, ket_app: "dicek di m-banking", depo_amount: "" }] });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect((await verdictOf("DY2")).match_reason).not.toContain(`data BO #${dy1} (tiket DY1): pilih yang benar`);
    const dy3 = (await depositRow("DY3")).bo_id;
    const deleted = await checker.json("PUT", "/api/deleteboid", { arr: [{ bo_id: dy3 }] });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    const dy4 = await verdictOf("DY4");
    expect(dy4.match_reason).not.toContain("DY3");
    expect(dy4.match_tier).not.toBe("ambigu");
  });
});

describe("a later BO withdraw export of stored tickets", () => {
  it("takes back the automatic pair of a payout the BO now rejects, and reports its changed amount without applying it", async () => {
    await upload("/api/bowd", {}, "bowd.csv", [WD_HEADER, withdrawal("WD1", "rina01", "RINA MARLINA", 250_000, "1234567890", "PENDING")].join("\n"));
    await uploadBniPayout("2020-05-06", 123401, "1234567890", "RINA MARLINA", 250_000);
    expect((await BoWithdraw.findOne({ where: { wd_ticket_no: "WD1" } }))!.wd_match_state).toBe("auto");

    const later = [
      WD_HEADER,
      withdrawal("WD1", "rina01", "RINA MARLINA", 240_000, "1234567890", "REJECTED"),
      withdrawal("WD2", "yoga01", "YOGA PRATAMA", 300_000, "4100000002", "PENDING"),
    ].join("\n");
    const reply = await upload("/api/bowd", {}, "bowd-2.csv", later);
    expect(reply).toMatchObject({ status: false, inserted: 1, skipped: 1 });
    expect(reply.data).toContain(
      "Tiket WD1: status BO PENDING → REJECTED (pasangan otomatis dibatalkan); nominal di file Rp 240.000 berbeda dari yang tersimpan Rp 250.000 (tidak diubah).",
    );
    const wd1 = (await BoWithdraw.findOne({ where: { wd_ticket_no: "WD1" } }))!;
    expect([wd1.wd_status, wd1.wd_bo_approve, wd1.wd_match_state, Number(wd1.wd_amount)]).toEqual(["REJECTED", false, "none", 250_000]);
    expect(await MutasiWithdraw.count({ where: { mutasiwd_app: true } })).toBe(0);
  });

  it("holds a payout the later export gives another amount from an automatic approval (clean-room audit bo2 F2)", async () => {
    await upload("/api/bowd", {}, "bowd-b.csv", [WD_HEADER, withdrawal("WB1", "tono01", "TONO SUDIRMAN", 700_000, "2233445566", "PENDING", "2020-05-07")].join("\n"));
    const later = await upload("/api/bowd", {}, "bowd-b-2.csv", [WD_HEADER, withdrawal("WB1", "tono01", "TONO SUDIRMAN", 650_000, "2233445566", "PENDING", "2020-05-07")].join("\n"));
    expect(later.data).toContain("Tiket WB1: nominal di file Rp 650.000 berbeda dari yang tersimpan Rp 700.000 (tidak diubah).");
    await uploadBniPayout("2020-05-07", 123402, "2233445566", "TONO SUDIRMAN", 700_000);
    expect((await BoWithdraw.findOne({ where: { wd_ticket_no: "WB1" } }))!.wd_bo_approve).toBe(false);
    const rows = (await (await checker.request("/api/viewbowd/07-May-2020/ABC/all/100/1")).json()) as Record<string, unknown>[];
    const row = rows.find((entry) => entry.wd_ticket_no === "WB1")!;
    expect([row.match_tier, Number(row.wd_bo_latest_amount)]).toEqual(["saran", 650_000]);
    expect(row.match_reason).toContain("BO terbaru mencatat nominal Rp 650.000, bukan Rp 700.000 yang tersimpan");
  });
});
