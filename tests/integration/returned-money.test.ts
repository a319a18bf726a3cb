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
});
