import { describe, expect, it } from "vitest";
import { BoWithdraw } from "~/models/models.server";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { postUpload as upload } from "../support/upload-form";

/**
 * Payouts a withdrawal audit saw approved automatically, uploaded as a clerk uploads them: a BO
 * Nexus withdraw export, then the BNI internet banking statement of the website's withdraw
 * account. Each is a doubt a checker must see, never an automatic approval.
 */
const { clients: { checker } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "BNI", name: "PT BNI JAYA", no: "7878078081", jenis: "WD" });
    await seedAkunBank({ website: "ABC", bank: "MANDIRI", name: "PT MANDIRI WD", no: "1240009876543", jenis: "WD" });
  },
  clients: STAFF,
});

const BO_HEADER = "Ticket No,Req Date,App Date,Username,Fullname,Amount,Nett Amount,Player Bank,Player Account No,Corporate Bank,Brand,Website,Remarks,Status,Handler,Ref Code,Own Ref Code,Last Balance";
const boRow = (ticket: string, requested: string, username: string, name: string, amount: string, account: string, status = "PENDING") =>
  `${ticket},06/05/2020 ${requested},,${username},${name},${amount},${amount},BNI,${account},BNI - 7878078081,ABC,ABC,,${status},,,,`;
const debit = (time: string, journal: string, account: string, name: string, amount: string) =>
  `06/05/20 ${time},06/05/20 ${time},0259,${journal},"TRANSFER KE | PEMINDAHAN KE ${account} Sdr ${name} | 7878078081 | |","${amount}",.00`;

describe("withdrawals held for a checker (issue 13, point 6)", () => {
  it("approves the plain payout, and holds one to another holder's name, one booked before its request and one the BO says failed", async () => {
    const bo = [
      BO_HEADER,
      boRow("WD1", "10:00:00", "rina01", "RINA MARLINA", "250000", "1234567890"),
      boRow("WD2", "10:00:00", "joko01", "JOKO WIDODO", "400000", "4100000001"),
      boRow("WD3", "18:00:00", "omar01", "OMAR BAKRI", "450000", "4100000008"),
      boRow("WD4", "10:00:00", "sinta01", "SINTA WULANDARI", "350000", "4100000004", "UNSUCCESSFUL"),
    ].join("\n");
    const stored = await upload(checker, "/api/bowd", {}, "bowd.csv", bo);
    expect(stored.status, await stored.clone().text()).toBe(200);

    const statement = [
      "Post Date,Value Date,Branch,Journal,Description,Debit,Credit",
      debit("10.05.00", "123401", "1234567890", "RINA MARLINA", "250,000.00"),
      // the player's account, but the bank names another holder
      debit("10.07.00", "123402", "4100000001", "HENDRA GUNAWAN", "400,000.00"),
      // nine hours before Omar asked
      debit("09.00.00", "123403", "4100000008", "OMAR BAKRI", "450,000.00"),
      debit("10.09.00", "123404", "4100000004", "SINTA WULANDARI", "350,000.00"),
    ].join("\n");
    const fields = { groups: "ABC", corporate_bank_name: "PT BNI JAYA", corporate_bank_no: "7878078081", dates: "06-May-2020", transaction: "wd" };
    const response = await upload(checker, "/api/mutasiupdepobniinternetbanking", fields, "bni.csv", statement);
    expect(response.status, await response.clone().text()).toBe(200);

    const approved = await BoWithdraw.findAll({ order: [["wd_ticket_no", "ASC"]] });
    expect(approved.map((row) => [row.wd_ticket_no, row.wd_bo_approve])).toEqual([
      ["WD1", true],
      ["WD2", false],
      ["WD3", false],
      ["WD4", false],
    ]);
    const rows = (await (await checker.request("/api/viewbowd/06-May-2020/ABC/all/100/1")).json()) as Record<string, unknown>[];
    const of = (ticket: string) => rows.find((row) => row.wd_ticket_no === ticket)!;
    expect(of("WD2").match_tier).toBe("saran");
    expect(of("WD2").match_reason).toContain('"HENDRA GUNAWAN"');
    expect(of("WD3").match_tier).toBe("saran");
    expect(of("WD3").match_reason).toContain("keluar 9 jam sebelum request");
    expect([of("WD4").match_tier, of("WD4").match_reason]).toEqual([
      "tidak ada",
      'Tiket berstatus "UNSUCCESSFUL" di BO (ditolak, batal atau gagal): tidak dicocokkan otomatis.',
    ]);
  });

  it("holds a payout sent twice minutes apart from the player's ticket filed after it: the first ticket's payout went out twice (audit-split1 F2)", async () => {
    const onDay = (row: string) => row.replaceAll("06/05/20", "08/05/20");
    const bo = [BO_HEADER, onDay(boRow("WE1", "11:00:00", "eko01", "EKO SAPUTRA", "400000", "5555000055")), onDay(boRow("WE3", "11:15:00", "eko01", "EKO SAPUTRA", "400000", "5555000055"))].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-eko.csv", bo)).status).toBe(200);
    const statement = [
      "Post Date,Value Date,Branch,Journal,Description,Debit,Credit",
      onDay(debit("11.05.00", "223401", "5555000055", "EKO SAPUTRA", "400,000.00")),
      onDay(debit("11.06.00", "223402", "5555000055", "EKO SAPUTRA", "400,000.00")),
    ].join("\n");
    const fields = { groups: "ABC", corporate_bank_name: "PT BNI JAYA", corporate_bank_no: "7878078081", dates: "08-May-2020", transaction: "wd" };
    const response = await upload(checker, "/api/mutasiupdepobniinternetbanking", fields, "bni-eko.csv", statement);
    expect(response.status, await response.clone().text()).toBe(200);
    const rows = (await (await checker.request("/api/viewbowd/08-May-2020/ABC/all/100/1")).json()) as Record<string, unknown>[];
    const of = (ticket: string) => rows.find((row) => row.wd_ticket_no === ticket)!;
    expect([of("WE1").wd_bo_approve, of("WE1").match_tier]).toEqual([true, "otomatis"]);
    expect([of("WE3").wd_bo_approve, of("WE3").match_tier]).toEqual([false, "saran"]);
    const first = (of("WE1").match_candidates as number[])[0];
    expect(of("WE3").match_reason).toContain(`Belum otomatis: keluar sebelum request, 1 menit dari payout bernominal sama ke player ini (mutasi #${first}) untuk tiket WE1: bisa jadi payout ganda tiket itu, bukan payout tiket ini.`);
  });

  it("holds a payout whose debit a ticket of the day before could claim, also when a later day's upload leaves that day out of its run", async () => {
    // an adversarial audit: a request at 23:40 paid after midnight, the same player's ticket of the next afternoon
    // never paid; the next day's statement approved the unpaid one once the late ticket fell outside the run
    const bo = [
      BO_HEADER,
      "WG1,11/05/2020 23:40:00,,gunawan77,GUNAWAN SUSANTI,1500000,1500000,BCA,6012345678,MANDIRI - 1240009876543,ABC,ABC,,PENDING,,,,",
      "WG2,12/05/2020 15:00:00,,gunawan77,GUNAWAN SUSANTI,1500000,1500000,BCA,6012345678,MANDIRI - 1240009876543,ABC,ABC,,PENDING,,,,",
    ].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-gunawan.csv", bo)).status).toBe(200);
    const fields = { groups: "ABC", provider: "MANDIRI", corporate_bank_name: "PT MANDIRI WD", corporate_bank_no: "1240009876543", transaction: "wd" };
    const manual = (...lines: string[]) => ["Tanggal,Nama Pengirim,No Rekening,Keterangan,Nominal,CR/DB", ...lines].join("\n");
    const first = await upload(checker, "/api/mutasiupdepomanual", fields, "mandiri-12.csv", manual("12/05/2020,GUNAWAN SUSANTI,,BI-FAST KE 014 GUNAWAN SUSANTI,1500000,DB"));
    expect(first.status, await first.clone().text()).toBe(200);
    const approved = async () => (await BoWithdraw.findAll({ where: { wd_ticket_no: ["WG1", "WG2"] }, order: [["wd_ticket_no", "ASC"]] })).map((row) => [row.wd_ticket_no, row.wd_bo_approve]);
    expect(await approved()).toEqual([
      ["WG1", false],
      ["WG2", false],
    ]);
    const next = await upload(checker, "/api/mutasiupdepomanual", fields, "mandiri-13.csv", manual("13/05/2020,RINA MARLINA,,BI-FAST KE 014 RINA MARLINA,250000,DB"));
    expect(next.status, await next.clone().text()).toBe(200);
    expect(await approved()).toEqual([
      ["WG1", false],
      ["WG2", false],
    ]);
  });

  it("never pays a ticket with a BI-FAST payout the statement says went to another bank than the BO's Player Bank", async () => {
    // a clean-room withdrawal audit: an unpaid BCA player's ticket approved for a namesake's payout `TRANSFER KE 009` (BNI)
    const bo = [
      BO_HEADER,
      "WY1,20/05/2020 10:00:00,,yuli01,YULIANA KUSUMA TAMBUNAN,100000,100000,BCA,3516960407,MANDIRI - 1240009876543,ABC,ABC,,PENDING,,,,",
      "WY2,20/05/2020 10:00:00,,dewi01,DEWI KARTIKA SARI,200000,200000,BCA,3516960999,MANDIRI - 1240009876543,ABC,ABC,,PENDING,,,,",
    ].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-banks.csv", bo)).status).toBe(200);
    const fields = { groups: "ABC", provider: "MANDIRI", corporate_bank_name: "PT MANDIRI WD", corporate_bank_no: "1240009876543", transaction: "wd" };
    const statement = [
      "Tanggal,Nama Pengirim,No Rekening,Keterangan,Nominal,CR/DB",
      "20/05/2020,YULIANA KUSUMA TAMBUNAN,,BI-FAST KE 009 YULIANA KUSUMA TAMBUNAN,100000,DB",
      "20/05/2020,DEWI KARTIKA SARI,,BI-FAST KE 014 DEWI KARTIKA SARI,200000,DB",
    ].join("\n");
    const response = await upload(checker, "/api/mutasiupdepomanual", fields, "mandiri-20.csv", statement);
    expect(response.status, await response.clone().text()).toBe(200);
    const approved = await BoWithdraw.findAll({ where: { wd_ticket_no: ["WY1", "WY2"] }, order: [["wd_ticket_no", "ASC"]] });
    expect(approved.map((row) => [row.wd_ticket_no, row.wd_bo_approve])).toEqual([
      ["WY1", false],
      ["WY2", true],
    ]);
    const rows = (await (await checker.request("/api/viewbowd/20-May-2020/ABC/all/100/1")).json()) as Record<string, unknown>[];
    const yuliana = rows.find((row) => row.wd_ticket_no === "WY1")!;
    expect(yuliana.match_tier).toBe("tidak ada");
    expect(yuliana.match_reason).toContain("bank penerima BNI, bank player BCA");
    expect(rows.find((row) => row.wd_ticket_no === "WY2")!.match_reason).toContain("bank penerima BCA sama dengan bank player");
  });
});
