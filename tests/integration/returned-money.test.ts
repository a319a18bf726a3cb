import { Op } from "sequelize";
import { describe, expect, it } from "vitest";
import { BoDeposit, BoWithdraw, MutasiDeposit, MutasiWithdraw, WaitingReturn } from "~/models/models.server";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { BO_DEPOSIT_HEADER, BRI_CMS_HEADER, postUpload as upload, uploadBoThenBriStatement } from "../support/upload-form";

/**
 * Money that came back in the same statement: a payout the e-wallet refunded ("transfer gagal")
 * paid nobody, and a deposit the company sent back was no player's money. Left open, either would
 * be paired with the player's ticket as if paid.
 */
const { clients: { admin, checker } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "OVO", name: "OVO WD", no: "081200002222", jenis: "WD" });
    await seedAkunBank({ website: "ABC", bank: "BRI", name: "PT BRI JAYA", no: "034101000123307" });
    await seedAkunBank({ website: "ABC", bank: "BRI", name: "PT BRI WD", no: "034101000999999", jenis: "WD" });
    await seedAkunBank({ website: "ABC", bank: "MANDIRI", name: "PT MANDIRI WD", no: "1370099887766", jenis: "WD" });
    await seedAkunBank({ website: "ABC", bank: "BCA", name: "PT BCA WD", no: "0222333444", jenis: "WD" });
  },
  clients: STAFF,
});

const BO_WD_HEADER = "Ticket No,Req Date,App Date,Username,Fullname,Amount,Nett Amount,Player Bank,Player Account No,Corporate Bank,Brand,Website,Remarks,Status,Handler,Ref Code,Own Ref Code,Last Balance";
const MANUAL_HEADER = "Tanggal,Nama Pengirim,No Rekening,Keterangan,Nominal,CR/DB";

describe("money that came back in the same statement", () => {
  it("marks a bounced e-wallet payout refund and leaves the withdrawal for a checker; a payout that stayed out is approved", async () => {
    const bo = [
      BO_WD_HEADER,
      "WD1,13/03/2026 10:00:00,,andi,ANDI PRATAMA,100000,100000,OVO,081299990000,OVO - 081200002222,ABC,ABC,,PENDING,,,,",
      "WD2,13/03/2026 10:05:00,,rina,RINA MARLINA,250000,250000,OVO,081277770000,OVO - 081200002222,ABC,ABC,,PENDING,,,,",
    ].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd.csv", bo)).status).toBe(200);
    const ovo = [
      MANUAL_HEADER,
      "13/03/2026 10:30:00,ANDI PRATAMA,081299990000,Transfer ke ANDI PRATAMA,100000,DB",
      "13/03/2026 10:31:00,RINA MARLINA,081277770000,Transfer ke RINA MARLINA,250000,DB",
      "13/03/2026 10:45:00,ANDI PRATAMA,081299990000,Refund transfer gagal ANDI PRATAMA,100000,CR",
    ].join("\n");
    const fields = { groups: "ABC", provider: "OVO", corporate_bank_name: "OVO WD", corporate_bank_no: "081200002222", transaction: "wd" };
    const response = await upload(checker, "/api/mutasiupdepomanual", fields, "ovo.csv", ovo);
    const reply = await response.json();
    expect(response.status, JSON.stringify(reply)).toBe(200);
    expect(reply.data).toContain("1 baris keluar ditandai refund: dananya kembali di file ini (payout gagal), tidak dipasangkan dengan data BO.");

    const andi = await MutasiWithdraw.findOne({ where: { mutasiwd_player_bank_name: "ANDI PRATAMA" } });
    expect(andi).toMatchObject({ mutasiwd_mark: "refund", mutasiwd_mark_note: "Dana kembali: Refund transfer gagal ANDI PRATAMA", mutasiwd_app: false });
    const rows = await BoWithdraw.findAll({ order: [["wd_ticket_no", "ASC"]] });
    expect(rows.map((row) => [row.wd_ticket_no, row.wd_bo_approve])).toEqual([
      ["WD1", false],
      ["WD2", true],
    ]);
    // its ticket is told of the payout that came back, not that no payout of its amount went out (audits wd7 F4, mixed2 F2)
    const view = (await (await checker.request("/api/viewbowd/13-Mar-2026/ABC/all/100/1")).json()) as Record<string, unknown>[];
    const wd1 = view.find((row) => row.wd_ticket_no === "WD1")!;
    expect(wd1).toMatchObject({ match_tier: "tidak ada", match_candidates: [andi!.mutasiwd_id] });
    expect(wd1.match_reason).toBe(
      `Tidak ada mutasi yang cocok. Mutasi #${andi!.mutasiwd_id} "ANDI PRATAMA" bernominal Rp 100.000 ditandai refund (Dana kembali: Refund transfer gagal ANDI PRATAMA): payout gagal, dananya kembali, tidak membayar tiket ini.`,
    );
  });

  it("holds a payout when its payee sends the amount back in no words of a return, and lets other credits be", async () => {
    // a clean-room audit: `MCM InhouseTrf DARI IWAN SUHARTONO` after the payout to him, 9 such payouts approved
    const bo = [
      BO_WD_HEADER,
      "WB1,11/03/2026 10:00:00,,iwan11,IWAN SUHARTONO,300000,300000,OVO,081255550000,OVO - 081200002222,ABC,ABC,,PENDING,,,,",
      "WB2,11/03/2026 10:05:00,,sari11,SARI DEWI,400000,400000,OVO,081244440000,OVO - 081200002222,ABC,ABC,,PENDING,,,,",
    ].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-11.csv", bo)).status).toBe(200);
    const ovo = [
      MANUAL_HEADER,
      "11/03/2026 10:30:00,IWAN SUHARTONO,081255550000,Transfer ke IWAN SUHARTONO,300000,DB",
      "11/03/2026 10:31:00,SARI DEWI,081244440000,Transfer ke SARI DEWI,400000,DB",
      "11/03/2026 11:10:00,IWAN SUHARTONO,081255550000,Transfer dari IWAN SUHARTONO,300000,CR",
      "11/03/2026 12:00:00,PT MAKMUR JAYA,081200001111,Top up saldo,5000000,CR",
    ].join("\n");
    const fields = { groups: "ABC", provider: "OVO", corporate_bank_name: "OVO WD", corporate_bank_no: "081200002222", transaction: "wd" };
    const response = await upload(checker, "/api/mutasiupdepomanual", fields, "ovo-11.csv", ovo);
    const reply = await response.json();
    expect(response.status, JSON.stringify(reply)).toBe(200);
    // not a return the clerk must place: the top-up is named nowhere
    expect(reply.data).not.toContain("Top up saldo");
    const iwan = await MutasiWithdraw.findOne({ where: { mutasiwd_player_bank_name: "IWAN SUHARTONO" } });
    expect(iwan).toMatchObject({ mutasiwd_mark: null, mutasiwd_mark_note: "Dana kembali belum pasti: Transfer dari IWAN SUHARTONO", mutasiwd_app: false });
    const rows = await BoWithdraw.findAll({ where: { wd_ticket_no: { [Op.in]: ["WB1", "WB2"] } }, order: [["wd_ticket_no", "ASC"]] });
    expect(rows.map((row) => [row.wd_ticket_no, row.wd_bo_approve])).toEqual([
      ["WB1", false],
      ["WB2", true],
    ]);
  });

  it("holds a Mandiri payout whose payee is only in the text when the same name sends the amount back", async () => {
    // a clean-room audit: MCM prints the payee as `.../ANISA EKA KURNIAWA/`, so no name was stored to compare
    const bo = [BO_WD_HEADER, "WC1,12/03/2026 07:29:00,,anisa12,ANISA EKA KURNIAWAN,366000,366000,BCA,3975315360,MANDIRI - 1370099887766,ABC,ABC,,PENDING,,,,"].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-12.csv", bo)).status).toBe(200);
    const statement = [
      "Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit",
      '1370099887766,12/03/26,12/03/26,7001,"MCM BIFAST KE 014 3975315360 ","80014171561/ANISA EKA KURNIAWA/ ",,"366,000.00",".00"',
      '1370099887766,12/03/26,12/03/26,7002,"MCM InhouseTrf DARI ANISA EKA KURNIAWA "," ",,".00","366,000.00"',
    ].join("\n");
    const fields = { groups: "ABC", corporate_bank_name: "PT MANDIRI WD", corporate_bank_no: "1370099887766", transaction: "wd" };
    const response = await upload(checker, "/api/mutasiupdepomdr", fields, "mcm-12.csv", statement);
    expect(response.status, await response.clone().text()).toBe(200);
    const payout = await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-03-12" } });
    expect(payout?.mutasiwd_mark_note).toBe("Dana kembali belum pasti: MCM InhouseTrf DARI ANISA EKA KURNIAWA");
    expect((await BoWithdraw.findOne({ where: { wd_ticket_no: "WC1" } }))?.wd_bo_approve).toBe(false);
  });

  it("marks a deposit the company sent back to its sender, so it pays no ticket", async () => {
    const bo = [BO_DEPOSIT_HEADER, 'DP1,04/04/2024 09:28:00,,budi88,BUDI SANTOSO,BANK,"150,000.00",0,0,0,"150,000.00",,BRI - 034101000123307,,,PENDING,,,ABC,,'].join("\n");
    const bri = [
      BRI_CMS_HEADER,
      "1,034101000123307,04/04/2024 09:34,04/04/2024,93412,1,TRF DARI BUDI,1000000.00,0.00,150000.00,1150000.00,Cr,8888001,4101,NBMB BUDI SANTOSO TO PT BRI JAYA,,",
      "2,034101000123307,04/04/2024 11:00,04/04/2024,110000,2,PENGEMBALIAN DANA,1150000.00,150000.00,0.00,1000000.00,Db,8888001,4101,NBMB PT BRI JAYA TO BUDI SANTOSO,,",
    ].join("\n");
    await uploadBoThenBriStatement(checker, bo, bri);
    const line = await MutasiDeposit.findOne({ where: { mutasi_date: "2024-04-04" } });
    expect(line).toMatchObject({ mutasi_mark: "refund", mutasi_app: false });
  });

  it("holds a deposit whose sender gets the amount back in no words of a return, and marks one taken back as CORRECTION (audit-rev1 F1)", async () => {
    const bo = [
      BO_DEPOSIT_HEADER,
      'DP5,05/04/2024 09:28:00,,eko55,EKO PRASETYO,BANK,"600,000.00",0,0,0,"600,000.00",,BRI - 034101000123307,,,PENDING,,,ABC,,',
      'DP6,05/04/2024 09:30:00,,dewi66,DEWI LESTARI,BANK,"540,000.00",0,0,0,"540,000.00",,BRI - 034101000123307,,,PENDING,,,ABC,,',
      'DP7,05/04/2024 09:31:00,,sari77,SARI WULANDARI,BANK,"320,000.00",0,0,0,"320,000.00",,BRI - 034101000123307,,,PENDING,,,ABC,,',
    ].join("\n");
    const bri = [
      BRI_CMS_HEADER,
      "1,034101000123307,05/04/2024 09:34,05/04/2024,93412,1,TRF DARI EKO,1000000.00,0.00,600000.00,1600000.00,Cr,8888001,4101,NBMB EKO PRASETYO TO PT BRI JAYA,,",
      "2,034101000123307,05/04/2024 09:35,05/04/2024,93512,2,TRF DARI DEWI,1600000.00,0.00,540000.00,2140000.00,Cr,8888001,4101,NBMB DEWI LESTARI TO PT BRI JAYA,,",
      "3,034101000123307,05/04/2024 09:36,05/04/2024,93612,3,TRF DARI SARI,2140000.00,0.00,320000.00,2460000.00,Cr,8888001,4101,NBMB SARI WULANDARI TO PT BRI JAYA,,",
      "4,034101000123307,05/04/2024 11:00,05/04/2024,110000,4,TRF KE EKO,2460000.00,600000.00,0.00,1860000.00,Db,8888001,4101,NBMB PT BRI JAYA TO EKO PRASETYO,,",
      "5,034101000123307,05/04/2024 11:05,05/04/2024,110500,5,CORRECTION TRF DARI DEWI,1860000.00,540000.00,0.00,1320000.00,Db,8888001,4101,NBMB PT BRI JAYA TO DEWI LESTARI,,",
    ].join("\n");
    await uploadBoThenBriStatement(checker, bo, bri);
    const line = (name: string) => MutasiDeposit.findOne({ where: { mutasi_date: "2024-04-05", mutasi_player_bank_name: name } });
    expect(await line("EKO PRASETYO")).toMatchObject({ mutasi_mark: null, mutasi_app: false });
    expect((await line("EKO PRASETYO"))?.mutasi_mark_note).toMatch(/^Dana kembali belum pasti: /);
    expect(await line("DEWI LESTARI")).toMatchObject({ mutasi_mark: "refund", mutasi_app: false });
    expect(await line("SARI WULANDARI")).toMatchObject({ mutasi_mark: null, mutasi_mark_note: null, mutasi_app: true });
    const approved = await BoDeposit.findAll({ where: { ticket_no: ["DP5", "DP6", "DP7"] }, order: [["ticket_no", "ASC"]] });
    expect(approved.map((row) => [row.ticket_no, row.bo_approve])).toEqual([
      ["DP5", false],
      ["DP6", false],
      ["DP7", true],
    ]);
  });

  it("takes back an automatic payout whose refund first shows in a later copy of the statement, and never applies one refund twice", async () => {
    // another player than the 13th's bounced ticket: a payout of the 14th to ANDI PRATAMA could be that
    // ticket's retry as well as a ticket of the 14th, and is left for a checker (how long after the request
    // a payout went out does not decide between two players)
    const bo = [
      BO_WD_HEADER,
      "WA1,14/03/2026 10:00:00,,bayu14,BAYU HARTONO,100000,100000,OVO,081266660000,OVO - 081200002222,ABC,ABC,,PENDING,,,,",
      "WA2,14/03/2026 16:00:00,,bayu14,BAYU HARTONO,100000,100000,OVO,081266660000,OVO - 081200002222,ABC,ABC,,PENDING,,,,",
    ].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-14.csv", bo)).status).toBe(200);
    const fields = { groups: "ABC", provider: "OVO", corporate_bank_name: "OVO WD", corporate_bank_no: "081200002222", transaction: "wd" };
    const payout = "14/03/2026 10:30:00,BAYU HARTONO,081266660000,Transfer ke BAYU HARTONO,100000,DB";
    const ditolak = "14/03/2026 10:45:00,BAYU HARTONO,081266660000,Transfer DITOLAK bank tujuan BAYU HARTONO,100000,CR";
    const again = "14/03/2026 16:10:00,BAYU HARTONO,081266660000,Transfer ulang ke BAYU HARTONO,100000,DB";
    const wa1 = () => BoWithdraw.findOne({ where: { wd_ticket_no: "WA1" } });

    // the morning copy: the payout only, approved automatically
    expect((await upload(checker, "/api/mutasiupdepomanual", fields, "ovo-pagi.csv", [MANUAL_HEADER, payout].join("\n"))).status).toBe(200);
    expect((await wa1())?.wd_bo_approve).toBe(true);

    // the afternoon copy shows the money came back: the payout is marked and its pair taken back
    const later = await upload(checker, "/api/mutasiupdepomanual", fields, "ovo-siang.csv", [MANUAL_HEADER, payout, ditolak].join("\n"));
    const laterReply = await later.json();
    expect(later.status, JSON.stringify(laterReply)).toBe(200);
    expect(laterReply.data).toContain("1 baris keluar ditandai refund: dananya kembali di file ini (payout gagal), tidak dipasangkan dengan data BO.");
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-03-14", mutasiwd_description: "Transfer ke BAYU HARTONO" } })).toMatchObject({ mutasiwd_mark: "refund", mutasiwd_app: false });
    expect((await wa1())?.wd_bo_approve).toBe(false);

    // the evening copy repeats the refund and adds the payout sent again: that one is a real payout
    const evening = await upload(checker, "/api/mutasiupdepomanual", fields, "ovo-malam.csv", [MANUAL_HEADER, payout, ditolak, again].join("\n"));
    const eveningReply = await evening.json();
    expect(evening.status, JSON.stringify(eveningReply)).toBe(200);
    expect(eveningReply.data.join(" ")).not.toMatch(/ditandai refund/);
    // a real payout, though of which ticket a checker decides: the player's two tickets were filed hours apart
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_description: "Transfer ulang ke BAYU HARTONO" } })).toMatchObject({ mutasiwd_mark: null, mutasiwd_app: false });
    expect(await BoWithdraw.count({ where: { wd_ticket_no: ["WA1", "WA2"], wd_bo_approve: true } })).toBe(0);
    expect(await MutasiWithdraw.count({ where: { mutasiwd_date: "2026-03-14", mutasiwd_mark: "refund" } })).toBe(1);
  });

  // a clean-room audit of withdrawals saw each of these approve a payout that had bounced
  const BRI_WD_FIELDS = { groups: "ABC", provider: "BRI", corporate_bank_name: "PT BRI WD", corporate_bank_no: "034101000999999", transaction: "wd" };
  const briWd = (...lines: string[]) => [BRI_CMS_HEADER, ...lines].join("\n");
  /** A checker marks a payout line refund, as View Mutasi's mark form posts it. */
  const markRefund = async (id: number, note: string) => {
    const reply = await checker.request("/api/markmutasi", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ type: "withdraw", id, mark: "refund", note }) });
    expect(reply.status, await reply.clone().text()).toBe(200);
  };

  it("reads who the money came back from in the return's text: an account number where no name is parsed", async () => {
    const bo = [BO_WD_HEADER, "WR1,20/03/2026 17:06:39,,ade285,ADE PURNOMO,1380000,1380000,SEABANK,148530274576,BRI - 034101000999999,ABC,ABC,,PENDING,,,,"].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-20.csv", bo)).status).toBe(200);
    const statement = briWd(
      "1,034101000999999,20/03/2026 17:13,20/03/2026,171300,1,BI-FAST DB,5000000.00,1380000.00,0.00,3620000.00,Db,8888001,4101,BIFAST KE 535 148530274576 IBU ADE PURNOMO,,",
      "2,034101000999999,20/03/2026 18:04,20/03/2026,180400,2,RETUR BIFAST,3620000.00,0.00,1380000.00,5000000.00,Cr,8888001,4101,RETUR BIFAST 148530274576 ADE PURNOMO,,",
    );
    const response = await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-20.csv", statement);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-03-20" } })).toMatchObject({ mutasiwd_mark: "refund", mutasiwd_app: false });
    expect((await BoWithdraw.findOne({ where: { wd_ticket_no: "WR1" } }))?.wd_bo_approve).toBe(false);
  });

  it("reads the payee's account that BRI gives only in DESK_TRAN: a return naming it marks the payout; a payout to another account pays nobody's ticket", async () => {
    const bo = [
      BO_WD_HEADER,
      "WK1,02/04/2026 17:35:45,,rizkyhar516,RIZKY HARAHAP,100000,100000,MANDIRI,8238514166108,BRI - 034101000999999,ABC,ABC,,PENDING,,,,",
      "WK2,02/04/2026 14:38:28,,jefrimar545,JEFRI MARPAUNG,137500,137500,BRI,898813917323376,BRI - 034101000999999,ABC,ABC,,PENDING,,,,",
    ].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-0204.csv", bo)).status).toBe(200);
    const statement = briWd(
      "1,034101000999999,02/04/2026 14:43,02/04/2026,144300,1,NBMB KE 656545204187854,5000000.00,137500.00,0.00,4862500.00,Db,8888001,4101,NBMB PT BRI WD TO JEFRI MARPAUNG,,",
      "2,034101000999999,02/04/2026 17:39,02/04/2026,173900,2,BIFAST 008 8238514166108,4862500.00,100000.00,0.00,4762500.00,Db,8888001,4101,BIFAST PT BRI WD TO RIZKY HARAHAP,,",
      "3,034101000999999,02/04/2026 18:05,02/04/2026,180500,3,RETUR BIFAST,4762500.00,0.00,100000.00,4862500.00,Cr,8888001,4101,GAGAL TRANSFER KE 8238514166108,,",
    );
    const response = await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-0204.csv", statement);
    expect(response.status, await response.clone().text()).toBe(200);
    const lines = await MutasiWithdraw.findAll({ where: { mutasiwd_date: "2026-04-02" }, order: [["mutasiwd_line_no", "ASC"]] });
    expect(lines.map((line) => [line.mutasiwd_player_account_no, line.mutasiwd_mark, line.mutasiwd_app])).toEqual([
      ["656545204187854", null, false],
      ["8238514166108", "refund", false],
    ]);
    const tickets = await BoWithdraw.findAll({ where: { wd_ticket_no: ["WK1", "WK2"] }, order: [["wd_ticket_no", "ASC"]] });
    expect(tickets.map((row) => row.wd_bo_approve)).toEqual([false, false]);
  });

  it("on a statement without times marks the payout before the return, not the one sent again after it", async () => {
    const bo = [BO_WD_HEADER, "WJ1,15/03/2026 10:00:00,,pljok535,JOKO TANJUNG,620000,620000,DANAMON,9553304737,OVO - 081200002222,ABC,ABC,,PENDING,,,,"].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-15.csv", bo)).status).toBe(200);
    const fields = { groups: "ABC", provider: "OVO", corporate_bank_name: "OVO WD", corporate_bank_no: "081200002222", transaction: "wd" };
    const statement = [
      MANUAL_HEADER,
      "15/03/2026,,,BI-FAST DB TANGGAL :15/03 TRANSFER KE 011 JOKO TANJUNG,620000,DB",
      "15/03/2026,,,BI-FAST CR BIF RETUR TRANSFER KE 011 JOKO TANJUNG,620000,CR",
      "15/03/2026,,,SWITCHING DB TANGGAL :15/03 TRANSFER KE 011 JOKO TANJUNG,620000,DB",
    ].join("\n");
    const response = await upload(checker, "/api/mutasiupdepomanual", fields, "ovo-15.csv", statement);
    expect(response.status, await response.clone().text()).toBe(200);
    const lines = await MutasiWithdraw.findAll({ where: { mutasiwd_date: "2026-03-15" }, order: [["mutasiwd_id", "ASC"]] });
    expect(lines.map((line) => [(line.mutasiwd_description ?? "").slice(0, 9), line.mutasiwd_mark, line.mutasiwd_app, line.mutasiwd_ticket])).toEqual([
      ["BI-FAST D", "refund", false, null],
      ["SWITCHING", null, true, "WJ1"],
    ]);
  });

  it("marks a payout whose money came back in the next day's statement, and takes its automatic pair back", async () => {
    const bo = [BO_WD_HEADER, "WN1,21/03/2026 23:40:00,,arif77,MUHAMMAD ARIF RAMADHAN,250000,250000,BCA,6012345678,BRI - 034101000999999,ABC,ABC,,PENDING,,,,"].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-21.csv", bo)).status).toBe(200);
    const first = briWd("1,034101000999999,21/03/2026 23:45,21/03/2026,234500,1,TRF ONLINE,5000000.00,250000.00,0.00,4750000.00,Db,8888001,4101,NBMB PT BRI WD TO MOH ARIF RAMADHAN,,");
    expect((await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-21.csv", first)).status).toBe(200);
    const wn1 = () => BoWithdraw.findOne({ where: { wd_ticket_no: "WN1" } });
    expect((await wn1())?.wd_bo_approve).toBe(true);

    const next = briWd(
      "1,034101000999999,22/03/2026 00:20,22/03/2026,2000,1,RETUR TRF,4750000.00,0.00,250000.00,5000000.00,Cr,8888001,4101,RETUR NBMB PT BRI WD TO MOH ARIF RAMADHAN,,",
      "2,034101000999999,22/03/2026 09:00,22/03/2026,90000,2,TRF ONLINE,5000000.00,100000.00,0.00,4900000.00,Db,8888001,4101,NBMB PT BRI WD TO SITI AMINAH,,",
    );
    const response = await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-22.csv", next);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-03-21" } })).toMatchObject({ mutasiwd_mark: "refund", mutasiwd_app: false });
    expect((await wn1())?.wd_bo_approve).toBe(false);
  });

  it("says which money came back without a payout it can be told for, so a checker marks it", async () => {
    const bo = [
      BO_WD_HEADER,
      "WU1,23/03/2026 10:00:00,,dedi01,DEDI KURNIAWAN,100000,100000,BCA,6011111111,BRI - 034101000999999,ABC,ABC,,PENDING,,,,",
      "WU2,23/03/2026 10:05:00,,sari01,SARI WULANDARI,100000,100000,BCA,6022222222,BRI - 034101000999999,ABC,ABC,,PENDING,,,,",
    ].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-23.csv", bo)).status).toBe(200);
    const statement = briWd(
      "1,034101000999999,23/03/2026 10:10,23/03/2026,101000,1,TRF ONLINE,5000000.00,100000.00,0.00,4900000.00,Db,8888001,4101,NBMB PT BRI WD TO DEDI KURNIAWAN,,",
      "2,034101000999999,23/03/2026 10:12,23/03/2026,101200,2,TRF ONLINE,4900000.00,100000.00,0.00,4800000.00,Db,8888001,4101,NBMB PT BRI WD TO SARI WULANDARI,,",
      "3,034101000999999,23/03/2026 11:00,23/03/2026,110000,3,RETUR TRF,4800000.00,0.00,100000.00,4900000.00,Cr,8888001,4101,RETUR TRANSFER,,",
    );
    const response = await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-23.csv", statement);
    const reply = await response.json();
    expect(response.status, JSON.stringify(reply)).toBe(200);
    expect(reply.data).toContain('1 dana kembali tidak bisa dipastikan mutasi asalnya (tanpa nama atau rekening yang cocok, cocok dengan mutasi dua hari, atau lebih dari 7 hari sebelumnya): "RETUR TRANSFER". Tandai mutasinya refund di View Mutasi agar tidak dipasangkan.');
    expect(await MutasiWithdraw.count({ where: { mutasiwd_date: "2026-03-23", mutasiwd_mark: "refund" } })).toBe(0);
    // either payout may be the one that bounced: neither ticket is approved as paid
    // (and the 100.000 payout of the day before, from an earlier test: a return naming nobody may undo it too)
    expect(reply.data).toContain("3 baris keluar tidak dipasangkan otomatis karena dana kembali itu bisa dari baris tersebut: lihat saran di View BO.");
    const tickets = async () => (await BoWithdraw.findAll({ where: { wd_ticket_no: ["WU1", "WU2"] }, order: [["wd_ticket_no", "ASC"]] })).map((row) => row.wd_bo_approve);
    expect(await tickets()).toEqual([false, false]);
    const rows = (await (await checker.request("/api/viewbowd/23-Mar-2026/ABC/all/100/1")).json()) as Record<string, unknown>[];
    const dedi = rows.find((row) => row.wd_ticket_no === "WU1")!;
    expect(dedi.match_tier).toBe("saran");
    expect(dedi.match_reason).toContain('Belum otomatis: ada dana kembali yang mungkin dari mutasi ini ("RETUR TRANSFER"); tandai refund mutasi yang gagal di View Mutasi, atau pasangkan manual.');

    // the checker finds Dedi's payout was the one that bounced and marks it: Sari's is then paid
    const dediLine = await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-03-23", mutasiwd_player_bank_name: "DEDI KURNIAWAN" } });
    await markRefund(dediLine!.mutasiwd_id, "RETUR TRANSFER 11:00 untuk payout Dedi");
    expect(await tickets()).toEqual([false, true]);
    expect(await MutasiWithdraw.count({ where: { mutasiwd_date: ["2026-03-22", "2026-03-23"], mutasiwd_mark_note: { [Op.like]: "Dana kembali belum pasti%" } } })).toBe(0);
  });

  it("two returns naming nobody hold their payouts until a checker has marked two of them", async () => {
    const bo = [
      BO_WD_HEADER,
      "WX1,10/04/2026 10:00:00,,dedi02,DEDI SAPUTRA,100000,100000,BCA,6011111122,BRI - 034101000999999,ABC,ABC,,PENDING,,,,",
      "WX2,10/04/2026 10:05:00,,sari02,SARI LESTARI,100000,100000,BCA,6022222233,BRI - 034101000999999,ABC,ABC,,PENDING,,,,",
      "WX3,10/04/2026 10:07:00,,joko02,JOKO PRATAMA,100000,100000,BCA,6033333344,BRI - 034101000999999,ABC,ABC,,PENDING,,,,",
    ].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-1004.csv", bo)).status).toBe(200);
    const statement = briWd(
      "1,034101000999999,10/04/2026 10:10,10/04/2026,101000,1,TRF ONLINE,5000000.00,100000.00,0.00,4900000.00,Db,8888001,4101,NBMB PT BRI WD TO DEDI SAPUTRA,,",
      "2,034101000999999,10/04/2026 10:12,10/04/2026,101200,2,TRF ONLINE,4900000.00,100000.00,0.00,4800000.00,Db,8888001,4101,NBMB PT BRI WD TO SARI LESTARI,,",
      "3,034101000999999,10/04/2026 10:14,10/04/2026,101400,3,TRF ONLINE,4800000.00,100000.00,0.00,4700000.00,Db,8888001,4101,NBMB PT BRI WD TO JOKO PRATAMA,,",
      "4,034101000999999,10/04/2026 11:00,10/04/2026,110000,4,RETUR TRF,4700000.00,0.00,100000.00,4800000.00,Cr,8888001,4101,RETUR TRANSFER,,",
      "5,034101000999999,10/04/2026 11:05,10/04/2026,110500,5,RETUR TRF,4800000.00,0.00,100000.00,4900000.00,Cr,8888001,4101,RETUR TRANSFER,,",
    );
    const response = await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-1004.csv", statement);
    expect(response.status, await response.clone().text()).toBe(200);
    const lines = async () => MutasiWithdraw.findAll({ where: { mutasiwd_date: "2026-04-10" }, order: [["mutasiwd_line_no", "ASC"]] });
    expect((await lines()).map((line) => line.mutasiwd_mark_note)).toEqual(Array(3).fill("Dana kembali belum pasti (2x): RETUR TRANSFER"));
    const tickets = async () => (await BoWithdraw.findAll({ where: { wd_ticket_no: ["WX1", "WX2", "WX3"] }, order: [["wd_ticket_no", "ASC"]] })).map((row) => row.wd_bo_approve);
    expect(await tickets()).toEqual([false, false, false]);

    const mark = (id: number) => markRefund(id, "payout gagal, dana kembali 11:00");
    const [dedi, sari] = await lines();
    // one of the two bounced payouts told: the other is still among Sari's and Joko's
    await mark(dedi.mutasiwd_id);
    expect(await tickets()).toEqual([false, false, false]);
    expect((await lines()).slice(1).map((line) => line.mutasiwd_mark_note)).toEqual(Array(2).fill("Dana kembali belum pasti: RETUR TRANSFER"));
    // both told: Joko's payout is paid
    await mark(sari.mutasiwd_id);
    expect(await tickets()).toEqual([false, false, true]);
  });

  it("leaves to a checker a return the next morning when the player was paid that amount on both days", async () => {
    // an adversarial audit: the evening's payout bounced, the next morning's new payout was paid, and the return marked the good one
    const bo = [
      BO_WD_HEADER,
      "WM1,24/03/2026 22:30:00,,gunawan88,GUNAWAN NUR RAMADHAN,100000,100000,BCA,6033333333,BRI - 034101000999999,ABC,ABC,,PENDING,,,,",
      "WM2,25/03/2026 08:00:00,,gunawan88,GUNAWAN NUR RAMADHAN,100000,100000,BCA,6033333333,BRI - 034101000999999,ABC,ABC,,PENDING,,,,",
    ].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-24.csv", bo)).status).toBe(200);
    const evening = briWd("1,034101000999999,24/03/2026 22:35,24/03/2026,223500,1,TRF ONLINE,5000000.00,100000.00,0.00,4900000.00,Db,8888001,4101,NBMB PT BRI WD TO GUNAWAN NUR RAMADHAN,,");
    expect((await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-24.csv", evening)).status).toBe(200);
    const morning = briWd(
      "1,034101000999999,25/03/2026 08:05,25/03/2026,80500,1,TRF ONLINE,4900000.00,100000.00,0.00,4800000.00,Db,8888001,4101,NBMB PT BRI WD TO GUNAWAN NUR RAMADHAN,,",
      "2,034101000999999,25/03/2026 09:06,25/03/2026,90600,2,RETUR TRF,4800000.00,0.00,100000.00,4900000.00,Cr,8888001,4101,RETUR NBMB PT BRI WD TO GUNAWAN NUR RAMADHAN,,",
    );
    const response = await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-25.csv", morning);
    const reply = await response.json();
    expect(response.status, JSON.stringify(reply)).toBe(200);
    expect(reply.data.join(" ")).toContain("1 dana kembali tidak bisa dipastikan mutasi asalnya");
    expect(await MutasiWithdraw.count({ where: { mutasiwd_date: ["2026-03-24", "2026-03-25"], mutasiwd_mark: "refund" } })).toBe(0);
    // the evening's automatic pair is taken back, and the morning's is not made: either may have bounced
    const approved = (await BoWithdraw.findAll({ where: { wd_ticket_no: ["WM1", "WM2"] }, order: [["wd_ticket_no", "ASC"]] })).map((row) => row.wd_bo_approve);
    expect(approved).toEqual([false, false]);
  });

  it("marks the payout of the day a return names (RETUR TGL 04/04), not the next morning's", async () => {
    const bo = [
      BO_WD_HEADER,
      "WT1,04/04/2026 23:12:38,,bayuset617,BAYU JAYA SETIADI,350000,350000,BRI,182986962229864,BRI - 034101000999999,ABC,ABC,,PENDING,,,,",
      "WT2,05/04/2026 09:00:00,,bayuset617,BAYU JAYA SETIADI,350000,350000,BRI,182986962229864,BRI - 034101000999999,ABC,ABC,,PENDING,,,,",
    ].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-0404.csv", bo)).status).toBe(200);
    const evening = briWd("1,034101000999999,04/04/2026 23:22,04/04/2026,232200,1,NBMB KE 182986962229864,5000000.00,350000.00,0.00,4650000.00,Db,8888001,4101,NBMB PT BRI WD TO BAYU JAYA SETIADI,,");
    expect((await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-0404.csv", evening)).status).toBe(200);
    const morning = briWd(
      "1,034101000999999,05/04/2026 09:05,05/04/2026,90500,1,NBMB KE 182986962229864,4650000.00,350000.00,0.00,4300000.00,Db,8888001,4101,NBMB PT BRI WD TO BAYU JAYA SETIADI,,",
      "2,034101000999999,05/04/2026 09:40,05/04/2026,94000,2,RETUR BIFAST,4300000.00,0.00,350000.00,4650000.00,Cr,8888001,4101,RETUR TGL 04/04 BI-FAST 002 182986962229864 BAYU JAYA SETIADI,,",
    );
    const response = await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-0504.csv", morning);
    expect(response.status, await response.clone().text()).toBe(200);
    // without the day, either payout may have bounced, and both would only be doubted
    const lines = await MutasiWithdraw.findAll({ where: { mutasiwd_date: ["2026-04-04", "2026-04-05"] }, order: [["mutasiwd_date", "ASC"]] });
    expect(lines.map((line) => [line.mutasiwd_date, line.mutasiwd_mark, line.mutasiwd_mark_note])).toEqual([
      ["2026-04-04", "refund", "Dana kembali: RETUR TGL 04/04 BI-FAST 002 182986962229864 BAYU JAYA SETIADI"],
      ["2026-04-05", null, null],
    ]);
    // the evening's ticket is unpaid; the morning's line may be its retry or the new ticket's payout: a checker says
    const tickets = await BoWithdraw.findAll({ where: { wd_ticket_no: ["WT1", "WT2"] }, order: [["wd_ticket_no", "ASC"]] });
    expect(tickets.map((row) => row.wd_bo_approve)).toEqual([false, false]);
  });

  it("holds the payouts a return naming only an account may have undone, where the debits show no account", async () => {
    const bo = [
      BO_WD_HEADER,
      "WH1,08/04/2026 13:17:04,,harisram41,HARIS RAMADHAN,300000,300000,BRI,732260616522422,BRI - 034101000999999,ABC,ABC,,PENDING,,,,",
      "WH2,08/04/2026 13:30:00,,andisap12,ANDI SAPUTRA,300000,300000,BCA,6012345000,BRI - 034101000999999,ABC,ABC,,PENDING,,,,",
    ].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-0804.csv", bo)).status).toBe(200);
    const statement = briWd(
      "1,034101000999999,08/04/2026 13:21,08/04/2026,132100,1,TRF ONLINE,5000000.00,300000.00,0.00,4700000.00,Db,8888001,4101,NBMB PT BRI WD TO HARIS RAMADHAN,,",
      "2,034101000999999,08/04/2026 13:34,08/04/2026,133400,2,TRF ONLINE,4700000.00,300000.00,0.00,4400000.00,Db,8888001,4101,NBMB PT BRI WD TO ANDI SAPUTRA,,",
      "3,034101000999999,08/04/2026 14:10,08/04/2026,141000,3,RETUR BIFAST,4400000.00,0.00,300000.00,4700000.00,Cr,8888001,4101,GAGAL TRANSFER KE 732260616522422,,",
    );
    const response = await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-0804.csv", statement);
    const reply = await response.json();
    expect(response.status, JSON.stringify(reply)).toBe(200);
    expect(reply.data).toContain("2 baris keluar tidak dipasangkan otomatis karena dana kembali itu bisa dari baris tersebut: lihat saran di View BO.");
    const tickets = await BoWithdraw.findAll({ where: { wd_ticket_no: ["WH1", "WH2"] }, order: [["wd_ticket_no", "ASC"]] });
    expect(tickets.map((row) => row.wd_bo_approve)).toEqual([false, false]);
  });

  it("marks a payout whose money came back two days later, less the fee the bank kept", async () => {
    const bo = [BO_WD_HEADER, "WP1,26/03/2026 09:20:00,,bayu105,BAYU EKA MARLINA,350000,350000,CIMB,257658451292,BRI - 034101000999999,ABC,ABC,,PENDING,,,,"].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-26.csv", bo)).status).toBe(200);
    const payout = briWd("1,034101000999999,26/03/2026 09:25,26/03/2026,92500,1,BI-FAST DB,5000000.00,350000.00,0.00,4650000.00,Db,8888001,4101,BIFAST KE 022 257658451292 BAYU EKA MARLINA,,");
    expect((await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-26.csv", payout)).status).toBe(200);
    const wp1 = () => BoWithdraw.findOne({ where: { wd_ticket_no: "WP1" } });
    expect((await wp1())?.wd_bo_approve).toBe(true);
    const later = briWd(
      "1,034101000999999,28/03/2026 10:00,28/03/2026,100000,1,RETUR BIFAST,4650000.00,0.00,347500.00,4997500.00,Cr,8888001,4101,RETUR BIFAST 257658451292 BAYU EKA MARLINA,,",
      "2,034101000999999,28/03/2026 11:00,28/03/2026,110000,2,TRF ONLINE,4997500.00,100000.00,0.00,4897500.00,Db,8888001,4101,NBMB PT BRI WD TO SITI AMINAH,,",
    );
    const response = await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-28.csv", later);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-03-26" } })).toMatchObject({ mutasiwd_mark: "refund", mutasiwd_app: false });
    expect((await wp1())?.wd_bo_approve).toBe(false);
  });
  it("keeps a return that came before its payout's day: the earlier day uploaded later is marked, not approved (audit-rev1 F3)", async () => {
    const bo = [
      BO_WD_HEADER,
      "WL1,06/04/2026 10:00:00,,budi606,BUDI SANTOSO,510000,510000,BCA,1234500001,BRI - 034101000999999,ABC,ABC,,PENDING,,,,",
      "WL2,06/04/2026 11:00:00,,rudi606,RUDI HARTONO,520000,520000,BCA,1234500002,BRI - 034101000999999,ABC,ABC,,PENDING,,,,",
    ].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-0604.csv", bo)).status).toBe(200);
    // the 7th first: an unrelated payout and BUDI's return
    const later = briWd(
      "1,034101000999999,07/04/2026 09:00,07/04/2026,090000,1,NBMB KE 900000000001,5000000.00,580000.00,0.00,4420000.00,Db,8888001,4101,NBMB PT BRI WD TO TONO SUGIARTO,,",
      "2,034101000999999,07/04/2026 09:30,07/04/2026,093000,2,RETUR BIFAST 1234500001,4420000.00,0.00,510000.00,4930000.00,Cr,8888001,4101,RETUR TRANSFER KE 1234500001 BUDI SANTOSO,,",
    );
    const first = await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-0704.csv", later);
    expect(first.status, await first.clone().text()).toBe(200);
    // then the 6th, with BUDI's payout and RUDI's
    const earlier = briWd(
      "1,034101000999999,06/04/2026 10:05,06/04/2026,100500,1,BIFAST 014 1234500001,6000000.00,510000.00,0.00,5490000.00,Db,8888001,4101,BIFAST PT BRI WD TO BUDI SANTOSO,,",
      "2,034101000999999,06/04/2026 11:05,06/04/2026,110500,2,BIFAST 014 1234500002,5490000.00,520000.00,0.00,4970000.00,Db,8888001,4101,BIFAST PT BRI WD TO RUDI HARTONO,,",
    );
    const second = await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-0604.csv", earlier);
    const reply = await second.json();
    expect(second.status, JSON.stringify(reply)).toBe(200);
    expect(reply.data.join(" ")).toContain("ditandai refund");
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-04-06", mutasiwd_player_account_no: "1234500001" } })).toMatchObject({ mutasiwd_mark: "refund", mutasiwd_app: false });
    const tickets = await BoWithdraw.findAll({ where: { wd_ticket_no: ["WL1", "WL2"] }, order: [["wd_ticket_no", "ASC"]] });
    expect(tickets.map((row) => [row.wd_ticket_no, row.wd_bo_approve])).toEqual([
      ["WL1", false],
      ["WL2", true],
    ]);
    // used once: nothing kept any more
    expect(await WaitingReturn.count({ where: { wait_website: "ABC", wait_date: "2026-04-07" } })).toBe(0);
  });

  it("keeps money the payee sent back in no words of a return before his payout's day was uploaded: that payout is held, not approved (audit-wd7 F1)", async () => {
    const bo = [
      BO_WD_HEADER,
      "WQ71,14/05/2026 11:40:00,,dian6,DIAN PERMATA,800000,800000,BCA,4445556667,BRI - 034101000999999,ABC,ABC,,PENDING,,,,",
      "WQ72,14/05/2026 11:50:00,,yoga6,YOGA PRATAMA,820000,820000,BCA,4445556668,BRI - 034101000999999,ABC,ABC,,PENDING,,,,",
    ].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-1405.csv", bo)).status).toBe(200);
    // the 15th first: DIAN's plain transfer back, and money from someone no payout of that amount went to
    const later = briWd(
      "1,034101000999999,15/05/2026 08:10,15/05/2026,081000,1,NBMB 4445556667,5000000.00,0.00,800000.00,5800000.00,Cr,8888001,4101,NBMB DIAN PERMATA TO PT BRI WD,,",
      "2,034101000999999,15/05/2026 08:20,15/05/2026,082000,2,NBMB 4445556669,5800000.00,0.00,310000.00,6110000.00,Cr,8888001,4101,NBMB TONO SUGIARTO TO PT BRI WD,,",
    );
    const first = await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-1505.csv", later);
    const firstReply = await first.json();
    expect(first.status, JSON.stringify(firstReply)).toBe(200);
    // in no words of a return: quoted nowhere, kept all the same
    expect(firstReply.data.join(" ")).not.toContain("DIAN PERMATA");
    expect(await WaitingReturn.count({ where: { wait_website: "ABC", wait_date: "2026-05-15", wait_unsure: true } })).toBe(2);
    const earlier = briWd(
      "1,034101000999999,14/05/2026 11:45,14/05/2026,114500,1,NBMB KE 4445556667,6000000.00,800000.00,0.00,5200000.00,Db,8888001,4101,NBMB PT BRI WD TO DIAN PERMATA,,",
      "2,034101000999999,14/05/2026 11:55,14/05/2026,115500,2,NBMB KE 4445556668,5200000.00,820000.00,0.00,4380000.00,Db,8888001,4101,NBMB PT BRI WD TO YOGA PRATAMA,,",
    );
    const second = await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-1405.csv", earlier);
    expect(second.status, await second.clone().text()).toBe(200);
    const dian = await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-05-14", mutasiwd_player_bank_name: "DIAN PERMATA" } });
    expect(dian).toMatchObject({ mutasiwd_mark: null, mutasiwd_mark_note: "Dana kembali belum pasti: NBMB DIAN PERMATA TO PT BRI WD", mutasiwd_app: false });
    const tickets = await BoWithdraw.findAll({ where: { wd_ticket_no: ["WQ71", "WQ72"] }, order: [["wd_ticket_no", "ASC"]] });
    expect(tickets.map((row) => [row.wd_ticket_no, row.wd_bo_approve])).toEqual([
      ["WQ71", false],
      ["WQ72", true],
    ]);
    // DIAN's doubted her payout and is gone; TONO's fitted nothing and waits
    expect(await WaitingReturn.count({ where: { wait_website: "ABC", wait_date: "2026-05-15" } })).toBe(1);
  });

  it("ties a return that prints the bank's cut of the name after its return word to the payout (audit-returns2 F1)", async () => {
    const bo = [BO_WD_HEADER, "WR51,20/05/2026 10:00:00,,bagus20,BAGUS KURNIAWAN SAPUTRA,1205000,1205000,BCA,0555666777,BCA - 0222333444,ABC,ABC,,PENDING,,,,"].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-2005.csv", bo)).status).toBe(200);
    const klikbca = [
      "Account No.,=,'0222333444",
      "",
      "Date,Description,Branch,Amount,,Balance",
      "'20/05,TRSF E-BANKING DB 2005/FTSCY/WS95031 1205000.00BAGUS KURNIAWAN SAPUTRA,'0000,1205000.00,DB,8795000.00",
      "'20/05,TRSF E-BANKING CR 2005/RTRSCY/WS95031 1205000.00RETUR BAGUS KURNIAWAN S,'0000,1205000.00,CR,10000000.00",
    ].join("\n");
    const fields = { groups: "ABC", corporate_bank_name: "PT BCA WD", corporate_bank_no: "0222333444", dates: "20-May-2026", transaction: "wd" };
    const response = await upload(checker, "/api/mutasiupdepobca", fields, "klikbca-2005.csv", klikbca);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-05-20", mutasiwd_player_bank_name: "BAGUS KURNIAWAN SAPUTRA" } })).toMatchObject({ mutasiwd_mark: "refund", mutasiwd_app: false });
    expect((await BoWithdraw.findOne({ where: { wd_ticket_no: "WR51" } }))!.wd_bo_approve).toBe(false);
  });

  it("forgets a kept return when Delete BO / Mutasi removes the day it came with (audit-rev1 F3)", async () => {
    const later = briWd(
      "1,034101000999999,09/04/2026 09:00,09/04/2026,090000,1,NBMB KE 900000000001,5000000.00,580000.00,0.00,4420000.00,Db,8888001,4101,NBMB PT BRI WD TO TONO SUGIARTO,,",
      "2,034101000999999,09/04/2026 09:30,09/04/2026,093000,2,RETUR BIFAST 1234500009,4420000.00,0.00,530000.00,4950000.00,Cr,8888001,4101,RETUR TRANSFER KE 1234500009 SITI AMINAH,,",
    );
    expect((await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-0904.csv", later)).status).toBe(200);
    expect(await WaitingReturn.count({ where: { wait_website: "ABC", wait_date: "2026-04-09" } })).toBe(1);
    const deleted = await admin.json("DELETE", "/api/deletebomutasi", { date: "09-Apr-2026", group: "ABC" });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(await WaitingReturn.count({ where: { wait_website: "ABC", wait_date: "2026-04-09" } })).toBe(0);
  });
  it("marks a payout whose money came back five days later and takes its automatic pair back (audit-time1 F8)", async () => {
    const bo = [BO_WD_HEADER, "WQ1,21/04/2026 10:00:00,,dewi421,WULAN PERTIWI,333000,333000,BRI,0341000777,BRI - 034101000999999,ABC,ABC,,PENDING,,,,"].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-2104.csv", bo)).status).toBe(200);
    const payout = briWd("1,034101000999999,21/04/2026 10:10,21/04/2026,101000,1,TRF KE WULAN PERTIWI,5000000.00,333000.00,0.00,4667000.00,Db,8888001,4101,0341000777,,");
    const paid = await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-2104.csv", payout);
    expect(paid.status, await paid.clone().text()).toBe(200);
    expect((await BoWithdraw.findOne({ where: { wd_ticket_no: "WQ1" } }))?.wd_bo_approve).toBe(true);
    const back = briWd(
      "1,034101000999999,26/04/2026 08:00,26/04/2026,080000,1,NBMB KE 900000000001,4667000.00,120000.00,0.00,4547000.00,Db,8888001,4101,NBMB PT BRI WD TO TONO SUGIARTO,,",
      "2,034101000999999,26/04/2026 09:00,26/04/2026,090000,2,RETUR TRANSFER WULAN PERTIWI,4547000.00,0.00,333000.00,4880000.00,Cr,8888001,4101,0341000777,,",
    );
    const response = await upload(checker, "/api/mutasiupdepomanual", BRI_WD_FIELDS, "bri-2604.csv", back);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-04-21", mutasiwd_amount: 333000 } })).toMatchObject({ mutasiwd_mark: "refund", mutasiwd_app: false });
    expect((await BoWithdraw.findOne({ where: { wd_ticket_no: "WQ1" } }))?.wd_bo_approve).toBe(false);
  });
});
