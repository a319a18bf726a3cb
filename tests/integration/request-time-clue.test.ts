import { describe, expect, it } from "vitest";
import { BoDeposit, MutasiDeposit } from "~/models/models.server";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { BO_DEPOSIT_HEADER, BRI_CMS_HEADER, uploadBoThenBriStatement } from "../support/upload-form";

const { clients: { checker } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "BRI", name: "PT BRI JAYA", no: "034101000123307" });
  },
  clients: STAFF,
});

const boRow = (ticket: string, username: string, requested: string) =>
  `${ticket},04/04/2024 ${requested},,${username},JOKO SUSILO,BANK,"300,000.00",0,0,0,"300,000.00",,BRI - 034101000123307,,,PENDING,,,ABC,,`;
const BO = [
  BO_DEPOSIT_HEADER,
  boRow("DP1", "joko01", "09:00:00"),
  boRow("DP2", "joko02", "13:00:00"),
].join("\n");

// two players of one name pay the same amount, one in the morning and one after lunch
const BRI = [
  BRI_CMS_HEADER,
  "1,034101000123307,04/04/2024 09:06,04/04/2024,90612,1,TRF DARI JOKO,1000000.00,0.00,300000.00,1300000.00,Cr,8888001,4101,NBMB JOKO SUSILO TO PT BRI JAYA,,",
  "2,034101000123307,04/04/2024 13:04,04/04/2024,130412,1,BI-FAST CR,1300000.00,0.00,300000.00,1600000.00,Cr,8888001,4101,BIF TRANSFER DR 002 JOKO SUSILO,,",
].join("\n");

describe("the time between request and credit decides between look-alike players (issue 13, point 2)", () => {
  it("pairs each request with the credit booked minutes after it, and View BO says 'masuk N menit setelah request'", async () => {
    await uploadBoThenBriStatement(checker, BO, BRI);

    const lines = await MutasiDeposit.findAll({ order: [["mutasi_line_no", "ASC"]] });
    expect(lines.map((line) => line.mutasi_ticket)).toEqual(["DP1", "DP2"]);
    const approved = await BoDeposit.findAll({ order: [["ticket_no", "ASC"]] });
    expect(approved.map((row) => row.bo_approve)).toEqual([true, true]);

    const rows = (await (await checker.request("/api/viewbo/04-Apr-2024/ABC/all/100/1")).json()) as Record<string, unknown>[];
    const of = (ticket: string) => rows.find((row) => row.ticket_no === ticket)!;
    expect([of("DP1").match_tier, of("DP1").match_candidates, of("DP1").match_reason]).toEqual([
      "otomatis",
      [lines[0].mutasi_id],
      'Nama pengirim "JOKO SUSILO" sama, nominal Rp 300.000 sama (2 mutasi bernominal itu), masuk 6 menit setelah request',
    ]);
    expect([of("DP2").match_tier, of("DP2").match_candidates]).toEqual(["otomatis", [lines[1].mutasi_id]]);
    expect(of("DP2").match_reason).toMatch(/, masuk 4 menit setelah request$/);
  });
});
