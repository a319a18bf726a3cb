import { describe, expect, it } from "vitest";
import { BoDeposit, MutasiDeposit, MutasiWithdraw } from "~/models/models.server";
import { decodeHtml } from "../support/client";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { BO_DEPOSIT_HEADER, BRI_CMS_HEADER, postUpload as upload, uploadBoThenBriStatement } from "../support/upload-form";
import { bodyRows, tableHeaders } from "../support/view-pages";

const { clients: { checker } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "BRI", name: "PT BRI JAYA", no: "034101000123307" });
    await seedAkunBank({ website: "ABC", bank: "BNI", name: "PT BNI JAYA", no: "7878078081", jenis: "WD" });
  },
  clients: STAFF,
});

const BO = [
  BO_DEPOSIT_HEADER,
  'DP1,04/04/2024 09:28:00,,budi88,BUDI SANTOSO,BANK,"150,000.00",0,0,0,"150,000.00",,BRI - 034101000123307,,,PENDING,,,ABC,,',
].join("\n");

// BRI CMS as exported: JAM_TRAN lost its leading zero (93412 is 09:34:12); the second line has no time at all
const BRI = [
  BRI_CMS_HEADER,
  "1,034101000123307,04/04/2024 09:34,04/04/2024,93412,1,TRF DARI BUDI,1000000.00,0.00,150000.00,1150000.00,Cr,8888001,4101,NBMB BUDI SANTOSO TO PT BRI JAYA,,",
  "2,034101000123307,04/04/2024,04/04/2024,,2,SETOR TUNAI,1150000.00,0.00,300000.00,1450000.00,Cr,8888001,4103,,,",
].join("\n");

describe("the time the bank booked a line, from the file to the stored line (issue 13, point 2)", () => {
  it("stores BRI CMS's JAM_TRAN as the line's instant, keeps the reconcile the upload runs; /api/viewmutasi returns it and View Mutasi shows it", async () => {
    await uploadBoThenBriStatement(checker, BO, BRI);

    const lines = await MutasiDeposit.findAll({ order: [["mutasi_line_no", "ASC"]] });
    expect(lines.map((line) => [line.mutasi_player_bank_name, line.mutasi_time?.toISOString() ?? null])).toEqual([
      ["BUDI SANTOSO", "2024-04-04T02:34:12.000Z"],
      [null, null],
    ]);
    // the upload's reconcile still pairs the timed line with the request six minutes before it
    const bo = await BoDeposit.findOne({ where: { ticket_no: "DP1" } });
    expect(bo?.bo_approve).toBe(true);
    expect(lines[0].mutasi_ticket).toBe("DP1");

    const rows = (await (await checker.request("/api/viewmutasi/04-Apr-2024/ABC/all/100/1")).json()) as Record<string, unknown>[];
    expect(rows.map((row) => [row.mutasi_id, row.mutasi_time])).toEqual([
      [lines[0].mutasi_id, "2024-04-04T02:34:12.000Z"],
      [lines[1].mutasi_id, null],
    ]);

    // View Mutasi shows the clerk the bank's time in Jakarta beside the spec's columns
    const html = decodeHtml(await (await checker.get("/view-mutasi?type=depo&website=ABC&status=all&date=2024-04-04")).text());
    const headers = tableHeaders(html, "View Mutasi Deposit");
    expect(headers.slice(-2)).toEqual(["Mutasi Website", "Jam Bank"]);
    expect(bodyRows(html, "View Mutasi Deposit").map((row) => [row[headers.indexOf("Mutasi Amount")], row[headers.indexOf("Jam Bank")]])).toEqual([
      ["150.000", "09:34:12"],
      ["300.000", "-"],
    ]);
  });

  it("stores a withdraw statement's debit time too (BNI internet banking's dotted times) and /api/viewmutasiwd returns it", async () => {
    const statement = [
      "Post Date,Value Date,Branch,Journal,Description,Debit,Credit",
      '06/05/20 13.01.00,06/05/20 13.01.00,0259,123457,"TRANSFER KE | PEMINDAHAN KE 1234567890 Sdr RINA MARLINA | 7878078081 | |","250,000.00",.00',
    ].join("\n");
    const fields = { groups: "ABC", corporate_bank_name: "PT BNI JAYA", corporate_bank_no: "7878078081", dates: "06-May-2020", transaction: "wd" };
    const response = await upload(checker, "/api/mutasiupdepobniinternetbanking", fields, "bni.csv", statement);
    expect(response.status, await response.clone().text()).toBe(200);
    const line = await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2020-05-06" } });
    expect(line?.mutasiwd_time?.toISOString()).toBe("2020-05-06T06:01:00.000Z");
    const rows = (await (await checker.request("/api/viewmutasiwd/06-May-2020/ABC/all/100/1")).json()) as Record<string, unknown>[];
    expect(rows.map((row) => row.mutasiwd_time)).toEqual(["2020-05-06T06:01:00.000Z"]);
  });
});
