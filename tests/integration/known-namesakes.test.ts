import { describe, expect, it } from "vitest";
import { BoDeposit, MutasiDeposit } from "~/models/models.server";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { BO_DEPOSIT_HEADER, BRI_CMS_HEADER, uploadBoThenBriStatement } from "../support/upload-form";

/**
 * A line whose name the bank cut fits the ticket's player and another player the website knows
 * from an earlier day's BO (engine/namesakes.ts). A black-box audit had 12 of 12 such lines
 * approved for the ticket of the wrong player.
 */
const { clients: { checker } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "BRI", name: "PT BRI JAYA", no: "034101000123307" });
  },
  clients: STAFF,
});

const boRow = (ticket: string, date: string, username: string, name: string, amount: string) =>
  `${ticket},${date},,${username},${name},BANK,"${amount}",0,0,0,"${amount}",,BRI - 034101000123307,,,PENDING,,,ABC,,`;
const briLine = (id: number, date: string, time: string, desk: string, amount: number, before: number, remark: string) =>
  `${id},034101000123307,${date} ${time},${date},${time.replace(":", "")}00,1,${desk},${before}.00,0.00,${amount}.00,${before + amount}.00,Cr,8888001,4101,${remark},,`;

// the day before: MOHAMMAD ROSA SIMATUPANG deposits and is paid; the website now knows him
const DAY1_BO = [BO_DEPOSIT_HEADER, boRow("DP1", "03/04/2024 08:00:00", "tupang77", "MOHAMMAD ROSA SIMATUPANG", "100,000.00")].join("\n");
const DAY1_BRI = [BRI_CMS_HEADER, briLine(1, "03/04/2024", "08:05", "TRF DARI MOHAMMAD", 100000, 0, "NBMB MOHAMMAD ROSA SIMATUPANG TO PT BRI JAYA")].join("\n");

// the day: MOHAMMAD ROSA SIMANJUNTAK files a ticket, and a transfer whose name the bank cut
// arrives minutes later; BAYU SANTOSO's transfer, written whole, is there to be approved
const DAY2_BO = [
  BO_DEPOSIT_HEADER,
  boRow("DP2", "04/04/2024 10:00:00", "rosa01", "MOHAMMAD ROSA SIMANJUNTAK", "300,000.00"),
  boRow("DP3", "04/04/2024 11:00:00", "bayu01", "BAYU SANTOSO", "250,000.00"),
].join("\n");
const DAY2_BRI = [
  BRI_CMS_HEADER,
  briLine(1, "04/04/2024", "10:03", "TRF DARI MOHAMMAD", 300000, 100000, "NBMB MOHAMMAD ROSA SIMA TO PT BRI JAYA"),
  briLine(2, "04/04/2024", "11:04", "TRF DARI BAYU", 250000, 400000, "NBMB BAYU SANTOSO TO PT BRI JAYA"),
].join("\n");

describe("a cut name that fits another known player is a suggestion, not an approval", () => {
  it("View BO: saran naming the other player; the line stays open; the whole name of another player is approved", async () => {
    await uploadBoThenBriStatement(checker, DAY1_BO, DAY1_BRI);
    await uploadBoThenBriStatement(checker, DAY2_BO, DAY2_BRI);

    const rows = (await (await checker.request("/api/viewbo/04-Apr-2024/ABC/all/100/1")).json()) as Record<string, unknown>[];
    const of = (ticket: string) => rows.find((row) => row.ticket_no === ticket)!;
    const cut = await MutasiDeposit.findOne({ where: { mutasi_date: "2024-04-04", mutasi_amount: 300000 } });
    expect(of("DP2").match_tier).toBe("saran");
    expect(of("DP2").match_candidates).toEqual([cut!.mutasi_id]);
    expect(of("DP2").match_reason).toBe(
      `Kemungkinan mutasi #${cut!.mutasi_id}: Nama pengirim "MOHAMMAD ROSA SIMA" sama, nominal Rp 300.000 sama, masuk 3 menit setelah request. ` +
        'Belum otomatis: nama pengirim cocok juga dengan player lain tupang77 ("MOHAMMAD ROSA SIMATUPANG") yang dikenal dari data BO.',
    );
    expect(of("DP3").match_tier).toBe("otomatis");

    const approved = await BoDeposit.findAll({ where: { bo_website: "ABC" }, order: [["ticket_no", "ASC"]] });
    expect(approved.map((row) => [row.ticket_no, row.bo_approve])).toEqual([
      ["DP1", true],
      ["DP2", false],
      ["DP3", true],
    ]);
    expect(cut!.mutasi_app).toBe(false);
  });
});
