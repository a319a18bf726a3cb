import { Op } from "sequelize";
import { describe, expect, it } from "vitest";
import { BoDeposit, MatchLink, MatchVerdict, MutasiDeposit, Tracking } from "~/models/models.server";
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

const ticket = (ticketNo: string, at: string, username: string, status = "PENDING") =>
  `${ticketNo},${at},,${username},ANDI SAPUTRA,OVO,50000,0,0,0,50000,OVO - 081299990000,OVO - 081277005555,,,${status},,,ABC,,`;

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

  it("leaves no ambiguity on a ticket a later export rejects: its verdict says the BO refused it", async () => {
    const bo = (status: string) => [BO_DEPOSIT_HEADER, ticket("TR1", "24/05/2026 10:00:00", "andi3"), ticket("TR2", "24/05/2026 10:30:00", "andi4", status)].join("\n");
    expect((await upload(checker, "/api/checkdata", {}, "bo-2405.csv", bo("PENDING"))).status).toBe(200);
    const fields = { groups: "ABC", provider: "OVO", corporate_bank_name: "OVO DEPO", corporate_bank_no: "081277005555", transaction: "depo" };
    const statement = ["Tanggal,Nama Pengirim,No Rekening,Keterangan,Nominal,CR/DB", "24/05/2026,ANDI SAPUTRA,,Transfer dari ANDI SAPUTRA,50000,CR"].join("\n");
    expect((await upload(checker, "/api/mutasiupdepomanual", fields, "ovo-2405.csv", statement)).status).toBe(200);
    const tr2 = () => BoDeposit.findOne({ where: { ticket_no: "TR2" } });
    expect((await tr2())?.bo_match_state).toBe("ambiguous");

    expect((await upload(checker, "/api/checkdata", {}, "bo-2405-pm.csv", bo("REJECTED"))).status).toBe(200);
    const rejected = (await tr2())!;
    expect(rejected.bo_match_state).toBe("none");
    expect(await MatchLink.count({ where: { match_kind: "deposit", match_bo_id: rejected.bo_id, match_method: "candidate" } })).toBe(0);
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: rejected.bo_id } });
    expect(verdict?.verdict_reason).toBe('Tiket berstatus "REJECTED" di BO (ditolak, batal atau gagal): tidak dicocokkan otomatis.');
    expect((await BoDeposit.findOne({ where: { ticket_no: "TR1" } }))?.bo_approve).toBe(true);
  });

  it("names a ticket the BO rejects after its automatic approval by its number, once", async () => {
    // a clean-room audit (life2): the reply said `tiket #12`, the BO row's id, beside the status change naming it
    const bo = (status: string) => [BO_DEPOSIT_HEADER, ticket("TJ1", "25/05/2026 10:00:00", "andi9", status)].join("\n");
    expect((await upload(checker, "/api/checkdata", {}, "bo-2505.csv", bo("PENDING"))).status).toBe(200);
    const fields = { groups: "ABC", provider: "OVO", corporate_bank_name: "OVO DEPO", corporate_bank_no: "081277005555", transaction: "depo" };
    const statement = ["Tanggal,Nama Pengirim,No Rekening,Keterangan,Nominal,CR/DB", "25/05/2026,ANDI SAPUTRA,,Transfer dari ANDI SAPUTRA,50000,CR"].join("\n");
    expect((await upload(checker, "/api/mutasiupdepomanual", fields, "ovo-2505.csv", statement)).status).toBe(200);
    expect((await BoDeposit.findOne({ where: { ticket_no: "TJ1" } }))?.bo_approve).toBe(true);
    const response = await upload(checker, "/api/checkdata", {}, "bo-2505-pm.csv", bo("REJECTED"));
    const reply = (await response.json()) as { data: string[] };
    expect(reply.data.filter((line) => line.includes("TJ1"))).toHaveLength(1);
    expect(reply.data.join(" ")).not.toMatch(/tiket #\d/);
  });
});
