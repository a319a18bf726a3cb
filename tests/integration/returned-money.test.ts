import { describe, expect, it } from "vitest";
import { BoWithdraw, MutasiDeposit, MutasiWithdraw } from "~/models/models.server";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { BO_DEPOSIT_HEADER, BRI_CMS_HEADER, postUpload as upload, uploadBoThenBriStatement } from "../support/upload-form";

/**
 * Money that came back in the same statement: a payout the e-wallet refunded ("transfer gagal")
 * paid nobody, and a deposit the company sent back was no player's money. Left open, either would
 * be paired with the player's ticket as if paid.
 */
const { clients: { checker } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "OVO", name: "OVO WD", no: "081200002222", jenis: "WD" });
    await seedAkunBank({ website: "ABC", bank: "BRI", name: "PT BRI JAYA", no: "034101000123307" });
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
    expect(reply.data).toContain("1 baris keluar ditandai refund: dananya kembali di file yang sama (payout gagal), tidak dipasangkan dengan data BO.");

    const andi = await MutasiWithdraw.findOne({ where: { mutasiwd_player_bank_name: "ANDI PRATAMA" } });
    expect(andi).toMatchObject({ mutasiwd_mark: "refund", mutasiwd_mark_note: "Dana kembali: Refund transfer gagal ANDI PRATAMA", mutasiwd_app: false });
    const rows = await BoWithdraw.findAll({ order: [["wd_ticket_no", "ASC"]] });
    expect(rows.map((row) => [row.wd_ticket_no, row.wd_bo_approve])).toEqual([
      ["WD1", false],
      ["WD2", true],
    ]);
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

  it("takes back an automatic payout whose refund first shows in a later copy of the statement, and never applies one refund twice", async () => {
    const bo = [
      BO_WD_HEADER,
      "WA1,14/03/2026 10:00:00,,andi,ANDI PRATAMA,100000,100000,OVO,081299990000,OVO - 081200002222,ABC,ABC,,PENDING,,,,",
      "WA2,14/03/2026 16:00:00,,andi,ANDI PRATAMA,100000,100000,OVO,081299990000,OVO - 081200002222,ABC,ABC,,PENDING,,,,",
    ].join("\n");
    expect((await upload(checker, "/api/bowd", {}, "bowd-14.csv", bo)).status).toBe(200);
    const fields = { groups: "ABC", provider: "OVO", corporate_bank_name: "OVO WD", corporate_bank_no: "081200002222", transaction: "wd" };
    const payout = "14/03/2026 10:30:00,ANDI PRATAMA,081299990000,Transfer ke ANDI PRATAMA,100000,DB";
    const ditolak = "14/03/2026 10:45:00,ANDI PRATAMA,081299990000,Transfer DITOLAK bank tujuan ANDI PRATAMA,100000,CR";
    const again = "14/03/2026 16:10:00,ANDI PRATAMA,081299990000,Transfer ulang ke ANDI PRATAMA,100000,DB";
    const wa1 = () => BoWithdraw.findOne({ where: { wd_ticket_no: "WA1" } });

    // the morning copy: the payout only, approved automatically
    expect((await upload(checker, "/api/mutasiupdepomanual", fields, "ovo-pagi.csv", [MANUAL_HEADER, payout].join("\n"))).status).toBe(200);
    expect((await wa1())?.wd_bo_approve).toBe(true);

    // the afternoon copy shows the money came back: the payout is marked and its pair taken back
    const later = await upload(checker, "/api/mutasiupdepomanual", fields, "ovo-siang.csv", [MANUAL_HEADER, payout, ditolak].join("\n"));
    const laterReply = await later.json();
    expect(later.status, JSON.stringify(laterReply)).toBe(200);
    expect(laterReply.data).toContain("1 baris keluar ditandai refund: dananya kembali di file yang sama (payout gagal), tidak dipasangkan dengan data BO.");
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-03-14", mutasiwd_description: "Transfer ke ANDI PRATAMA" } })).toMatchObject({ mutasiwd_mark: "refund", mutasiwd_app: false });
    expect((await wa1())?.wd_bo_approve).toBe(false);

    // the evening copy repeats the refund and adds the payout sent again: that one is a real payout
    const evening = await upload(checker, "/api/mutasiupdepomanual", fields, "ovo-malam.csv", [MANUAL_HEADER, payout, ditolak, again].join("\n"));
    const eveningReply = await evening.json();
    expect(evening.status, JSON.stringify(eveningReply)).toBe(200);
    expect(eveningReply.data.join(" ")).not.toMatch(/ditandai refund/);
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_description: "Transfer ulang ke ANDI PRATAMA" } })).toMatchObject({ mutasiwd_mark: null, mutasiwd_app: true });
    expect(await MutasiWithdraw.count({ where: { mutasiwd_date: "2026-03-14", mutasiwd_mark: "refund" } })).toBe(1);
  });
});

