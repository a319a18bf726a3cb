import { Op } from "sequelize";
import { describe, expect, it } from "vitest";
import { BoDeposit, MutasiDeposit, Tracking } from "~/models/models.server";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { BO_DEPOSIT_HEADER, postUpload as upload } from "../support/upload-form";

/**
 * A later upload may take an automatic approval back: the previous day's export brings a late
 * ticket the same credit may pay. The BO staff may have acted on the approval, so the reply names
 * the ticket (a clean-room audit, audit-dep6 F3: taken back in silence).
 */
const { clients: { checker } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "OVO", name: "OVO DEPO", no: "081277005555" });
  },
  clients: STAFF,
});

const ticket = (ticketNo: string, at: string, username: string) =>
  `${ticketNo},${at},,${username},ANDI SAPUTRA,OVO,50000,0,0,0,50000,OVO - 081299990000,OVO - 081277005555,,,PENDING,,,ABC,,`;

describe("an automatic approval a later upload takes back", () => {
  it("is named in the upload's reply and in the activity log", async () => {
    expect((await upload(checker, "/api/checkdata", {}, "bo-2205.csv", [BO_DEPOSIT_HEADER, ticket("TB2", "22/05/2026 10:00:00", "andi2")].join("\n"))).status).toBe(200);
    const fields = { groups: "ABC", provider: "OVO", corporate_bank_name: "OVO DEPO", corporate_bank_no: "081277005555", transaction: "depo" };
    const statement = ["Tanggal,Nama Pengirim,No Rekening,Keterangan,Nominal,CR/DB", "22/05/2026,ANDI SAPUTRA,,Transfer dari ANDI SAPUTRA,50000,CR"].join("\n");
    expect((await upload(checker, "/api/mutasiupdepomanual", fields, "ovo-2205.csv", statement)).status).toBe(200);
    expect((await BoDeposit.findOne({ where: { ticket_no: "TB2" } }))?.bo_approve).toBe(true);
    const line = await MutasiDeposit.findOne({ where: { mutasi_date: "2026-05-22" } });

    // the evening before's export: a namesake's late ticket the same credit may have paid
    const late = await upload(checker, "/api/checkdata", {}, "bo-2105.csv", [BO_DEPOSIT_HEADER, ticket("TB1", "21/05/2026 23:59:00", "andi1")].join("\n"));
    const reply = await late.json();
    expect(late.status, JSON.stringify(reply)).toBe(200);
    expect(reply.data).toContain(`1 pasangan otomatis diubah oleh data baru, cek ulang di View BO: tiket TB2 (mutasi #${line!.mutasi_id}, kembali pending).`);
    expect((await BoDeposit.findOne({ where: { ticket_no: "TB2" } }))?.bo_approve).toBe(false);
    const [tracked] = await Tracking.findAll({ where: { tracking_activity: { [Op.like]: "Rekonsiliasi ABC %pasangan otomatis diubah%" } } });
    expect(tracked.tracking_activity).toContain(`pasangan otomatis diubah: TB2 (mutasi #${line!.mutasi_id})`);
  });
});
