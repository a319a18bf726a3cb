import { describe, expect, it } from "vitest";
import { BoWithdraw, DayClose, MutasiWithdraw } from "~/models/models.server";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { BRI_CMS_HEADER, postUpload as upload } from "../support/upload-form";

/**
 * Payouts that came back as banks write their returns (a clean-room audit, audit-wd6): with the fee,
 * less an SKN fee, in words of their own (RVSL, PENOLAKAN, TIDAK BERHASIL), as a minus under Debit,
 * above the payout in a Mandiri export sorted newest first, quoting the bounced transfer's reference,
 * naming the payee's bank, or alone in a later export. Each bounced payout was approved as paid.
 */
const { clients: { admin, checker } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "BRI", name: "PT BRI WD", no: "034101000999999", jenis: "WD" });
    await seedAkunBank({ website: "ABC", bank: "MANDIRI", name: "PT MANDIRI WD", no: "1370099887766", jenis: "WD" });
    await seedAkunBank({ website: "ABC", bank: "OVO", name: "OVO WD", no: "081200002222", jenis: "WD" });
    await seedAkunBank({ website: "ABC", bank: "BCA", name: "PT BCA WD", no: "0111999000", jenis: "WD" });
  },
  clients: STAFF,
});

const BO_WD_HEADER = "Ticket No,Req Date,App Date,Username,Fullname,Amount,Nett Amount,Player Bank,Player Account No,Corporate Bank,Brand,Website,Remarks,Status,Handler,Ref Code,Own Ref Code,Last Balance";
const MCM_HEADER = "Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit";
const MANUAL_HEADER = "Tanggal,Nama Pengirim,No Rekening,Keterangan,Nominal,CR/DB";
const BRI_FIELDS = { groups: "ABC", provider: "BRI", corporate_bank_name: "PT BRI WD", corporate_bank_no: "034101000999999", transaction: "wd" };
const MCM_FIELDS = { groups: "ABC", corporate_bank_name: "PT MANDIRI WD", corporate_bank_no: "1370099887766", transaction: "wd" };
const OVO_FIELDS = { groups: "ABC", provider: "OVO", corporate_bank_name: "OVO WD", corporate_bank_no: "081200002222", transaction: "wd" };
const BCA_FIELDS = (date: string) => ({ groups: "ABC", corporate_bank_name: "PT BCA WD", corporate_bank_no: "0111999000", transaction: "wd", dates: date });
const BCA_PREAMBLE = ["Account No.,=,'0111999000", "Name,=,PT BCA WD", "Currency,=,IDR", "", "Date,Description,Branch,Amount,,Balance"];

/** One ticket per line: `ticket,date time,username,name,amount,bank,account,corporate`. */
async function uploadTickets(...rows: string[]) {
  const bo = [BO_WD_HEADER, ...rows.map((row) => {
    const [ticket, at, username, name, amount, bank, account, corporate] = row.split(",");
    return `${ticket},${at},,${username},${name},${amount},${amount},${bank},${account},${corporate},ABC,ABC,,PENDING,,,,`;
  })].join("\n");
  const response = await upload(checker, "/api/bowd", {}, `bowd-${rows[0].split(",")[0]}.csv`, bo);
  expect(response.status, await response.clone().text()).toBe(200);
}

async function uploadStatement(path: string, fields: Record<string, string>, name: string, lines: string[]) {
  const response = await upload(checker, path, fields, name, lines.join("\n"));
  const reply = await response.json();
  expect(response.status, JSON.stringify(reply)).toBe(200);
  return reply as { data: string[] };
}

const approved = async (ticket: string) => (await BoWithdraw.findOne({ where: { wd_ticket_no: ticket } }))?.wd_bo_approve;

describe("a payout the bank sent back as banks write it", () => {
  it("is undone by a return of the payout and its fee in one credit (BRI REVERSAL 502.500), and by one in the banks' short words", async () => {
    await uploadTickets("RF1,02/05/2026 10:00:00,rudi77,RUDI HARTONO,500000,BNI,3318820456,BRI - 034101000999999");
    await uploadStatement("/api/mutasiupdepomanual", BRI_FIELDS, "bri-0205.csv", [
      BRI_CMS_HEADER,
      "1,034101000999999,02/05/2026 10:05,02/05/2026,100510,1,BIFAST 009 3318820456,50000000.00,500000.00,0.00,49500000.00,Db,8888001,4102,BIFAST PT BRI WD TO RUDI HARTONO,,",
      "2,034101000999999,02/05/2026 10:05,02/05/2026,100510,2,BIAYA TRF BIFAST,49500000.00,2500.00,0.00,49497500.00,Db,8888001,4102,BIAYA BIFAST 009 3318820456,,",
      "3,034101000999999,02/05/2026 10:07,02/05/2026,100730,3,REVERSAL BIFAST,49497500.00,0.00,502500.00,50000000.00,Cr,8888001,4101,REVERSAL BIFAST 009 3318820456 RUDI HARTONO,,",
    ]);
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-05-02", mutasiwd_amount: 500_000 } })).toMatchObject({ mutasiwd_mark: "refund", mutasiwd_app: false });
    expect(await approved("RF1")).toBe(false);

    // `RVSL` naming nobody, its number a transaction's: the payout of its amount waits for a checker
    await uploadTickets("RF2,03/05/2026 10:00:00,rudi77,RUDI HARTONO,500000,BNI,3318820456,BRI - 034101000999999");
    const reply = await uploadStatement("/api/mutasiupdepomanual", BRI_FIELDS, "bri-0305.csv", [
      BRI_CMS_HEADER,
      "1,034101000999999,03/05/2026 10:05,03/05/2026,100510,1,BIFAST 009 3318820456,50000000.00,500000.00,0.00,49500000.00,Db,8888001,4102,BIFAST PT BRI WD TO RUDI HARTONO,,",
      "2,034101000999999,03/05/2026 10:07,03/05/2026,100730,2,RVSL BIFAST 20260503BRINIDJA,49500000.00,0.00,500000.00,50000000.00,Cr,8888001,4101,RVSL TRX 8812736,,",
    ]);
    expect(reply.data).toContain("1 baris keluar tidak dipasangkan otomatis karena dana kembali itu bisa dari baris tersebut: lihat saran di View BO.");
    expect(await approved("RF2")).toBe(false);
  });

  it("is undone by a reversal the bank writes as a minus under Debit: money in, not one more payout", async () => {
    await uploadTickets("RF3,10/05/2026 10:00:00,rudi77,RUDI HARTONO,500000,BNI,3318820456,BRI - 034101000999999");
    const reply = await uploadStatement("/api/mutasiupdepomanual", BRI_FIELDS, "bri-1005.csv", [
      BRI_CMS_HEADER,
      "1,034101000999999,10/05/2026 10:05,10/05/2026,100510,1,BIFAST 009 3318820456,50000000.00,500000.00,0.00,49500000.00,Db,8888001,4102,BIFAST PT BRI WD TO RUDI HARTONO,,",
      "2,034101000999999,10/05/2026 10:09,10/05/2026,100910,2,BIFAST 009 3318820456,49500000.00,-500000.00,0.00,50000000.00,Db,8888001,4102,RVS BIFAST PT BRI WD TO RUDI HARTONO,,",
    ]);
    expect(reply.data[0]).toBe("1 data berhasil ditambahkan.");
    expect(await MutasiWithdraw.count({ where: { mutasiwd_date: "2026-05-10" } })).toBe(1);
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-05-10" } })).toMatchObject({ mutasiwd_mark: "refund" });
    expect(await approved("RF3")).toBe(false);
  });

  it("on a Mandiri export sorted newest first, is undone by the return listed above it, and a return quoting the bounced transfer's reference leaves the resend paid", async () => {
    await uploadTickets("RF4,05/05/2026 10:00:00,rudi77,RUDI HARTONO,500000,BNI,3318820456,MANDIRI - 1370099887766");
    await uploadStatement("/api/mutasiupdepomdr", MCM_FIELDS, "mcm-0505.csv", [
      MCM_HEADER,
      '1370099887766,05/05/26,05/05/26,6902,"MCM RETUR BIFAST DARI 009 3318820456 ","11411320060/RUDI HARTONO/ ",,".00","500,000.00"',
      '1370099887766,05/05/26,05/05/26,6902,"BIAYA TRANSFER BIFAST ","11411320060/ ",,"2,500.00",".00"',
      '1370099887766,05/05/26,05/05/26,6902,"MCM BIFAST KE 009 3318820456 ","11411320060/RUDI HARTONO/ ",,"500,000.00",".00"',
    ]);
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-05-05", mutasiwd_amount: 500_000 } })).toMatchObject({ mutasiwd_mark: "refund", mutasiwd_app: false });
    expect(await approved("RF4")).toBe(false);

    await uploadTickets("RF5,06/05/2026 10:00:00,siti88,SITI AMINAH,500000,BNI,4410022871,MANDIRI - 1370099887766");
    await uploadStatement("/api/mutasiupdepomdr", MCM_FIELDS, "mcm-0605.csv", [
      MCM_HEADER,
      '1370099887766,06/05/26,06/05/26,6902,"MCM BIFAST KE 009 4410022871 ","11411320061/SITI AMINAH/ ",,"500,000.00",".00"',
      '1370099887766,06/05/26,06/05/26,6902,"MCM ONLINE KE 009 4410022871 ","11411320077/SITI AMINAH/ ",,"500,000.00",".00"',
      '1370099887766,06/05/26,06/05/26,6902,"MCM RETUR BIFAST DARI 009 4410022871 ","11411320061/SITI AMINAH/ ",,".00","500,000.00"',
    ]);
    const lines = await MutasiWithdraw.findAll({ where: { mutasiwd_date: "2026-05-06" }, order: [["mutasiwd_id", "ASC"]] });
    expect(lines.map((line) => [line.mutasiwd_reference, line.mutasiwd_mark, line.mutasiwd_ticket])).toEqual([
      ["11411320061", "refund", null],
      ["11411320077", null, "RF5"],
    ]);
  });

  it("of two namesakes' payouts, undoes the one to the bank the return names", async () => {
    await uploadTickets(
      "RF6,07/05/2026 10:00:00,budi01,BUDI SANTOSO,500000,BNI,3318820456,OVO - 081200002222",
      "RF7,07/05/2026 10:10:00,budi02,BUDI SANTOSO,500000,BRI,002101009876543,OVO - 081200002222",
    );
    await uploadStatement("/api/mutasiupdepomanual", OVO_FIELDS, "ovo-0705.csv", [
      MANUAL_HEADER,
      "07/05/2026 10:05:00,BUDI SANTOSO,3318820456,BI-FAST DB BIF TRANSFER KE 009 3318820456 BUDI SANTOSO,500000,DB",
      "07/05/2026 10:15:00,BUDI SANTOSO,002101009876543,BI-FAST DB BIF TRANSFER KE 002 002101009876543 BUDI SANTOSO,500000,DB",
      "07/05/2026 10:40:00,BUDI SANTOSO,,BI-FAST CR TANGGAL :07/05 RETUR TRANSFER DR 009 BUDI SANTOSO,500000,CR",
    ]);
    expect([await approved("RF6"), await approved("RF7")]).toEqual([false, true]);
  });

  it("is undone by a later export holding only the return: the upload applies it and says so", async () => {
    await uploadTickets("RF8,20/05/2026 10:00:00,rudi77,RUDI HARTONO,500000,BNI,3318820456,BRI - 034101000999999");
    await uploadStatement("/api/mutasiupdepomanual", BRI_FIELDS, "bri-2005-am.csv", [
      BRI_CMS_HEADER,
      "1,034101000999999,20/05/2026 10:05,20/05/2026,100510,1,BIFAST 009 3318820456,50000000.00,500000.00,0.00,49500000.00,Db,8888001,4102,BIFAST PT BRI WD TO RUDI HARTONO,,",
    ]);
    expect(await approved("RF8")).toBe(true);
    const reply = await uploadStatement("/api/mutasiupdepomanual", BRI_FIELDS, "bri-2005-pm.csv", [
      BRI_CMS_HEADER,
      "1,034101000999999,20/05/2026 14:00,20/05/2026,140000,1,RETUR BIFAST,49500000.00,0.00,500000.00,50000000.00,Cr,8888001,4101,RETUR BIFAST 009 3318820456 RUDI HARTONO,,",
    ]);
    expect(reply.data).toEqual(expect.arrayContaining([
      "Tidak ada baris debit (withdraw) baru di file ini; dana kembali di dalamnya diterapkan pada mutasi yang sudah tersimpan.",
      "1 baris keluar ditandai refund: dananya kembali di file ini (payout gagal), tidak dipasangkan dengan data BO.",
    ]));
    expect(await approved("RF8")).toBe(false);
    // the same file again changes nothing and says there is nothing to import
    const again = await upload(checker, "/api/mutasiupdepomanual", BRI_FIELDS, "bri-2005-pm2.csv", [
      BRI_CMS_HEADER,
      "1,034101000999999,20/05/2026 14:00,20/05/2026,140000,1,RETUR BIFAST,49500000.00,0.00,500000.00,50000000.00,Cr,8888001,4101,RETUR BIFAST 009 3318820456 RUDI HARTONO,,",
    ].join("\n"));
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe("❌ Tidak ada baris debit (withdraw) untuk diimpor.");
  });

  it("is the payout of the very amount and account the return prints, never a namesake's to another account nor one a fee away", async () => {
    // a clean-room audit (rules7): the 302.500 return went to the 300.000 payout after it, and a
    // return printing another account marked the player's paid payout
    await uploadTickets(
      "RG1,22/05/2026 10:00:00,dewi01,DEWI LESTARI,302500,BNI,0123456789,OVO - 081200002222",
      "RG2,22/05/2026 10:05:00,dewi02,DEWI LESTARI,300000,BNI,0555666777,OVO - 081200002222",
      "RG3,22/05/2026 10:10:00,dewi03,DEWI LESTARI,250000,BNI,0444333222,OVO - 081200002222",
    );
    await uploadStatement("/api/mutasiupdepomanual", OVO_FIELDS, "ovo-2205.csv", [
      MANUAL_HEADER,
      "22/05/2026 10:02:00,DEWI LESTARI,0123456789,BI-FAST DB BIF TRANSFER KE 009 0123456789 DEWI LESTARI,302500,DB",
      "22/05/2026 10:07:00,DEWI LESTARI,0555666777,BI-FAST DB BIF TRANSFER KE 009 0555666777 DEWI LESTARI,300000,DB",
      "22/05/2026 10:12:00,DEWI LESTARI,0444333222,BI-FAST DB BIF TRANSFER KE 009 0444333222 DEWI LESTARI,250000,DB",
      "22/05/2026 10:30:00,DEWI LESTARI,0123456789,BI-FAST CR BIF RETUR TRANSFER DR 009 0123456789 DEWI LESTARI,302500,CR",
      "22/05/2026 10:31:00,DEWI LESTARI,0999888777,BI-FAST CR BIF RETUR TRANSFER DR 009 0999888777 DEWI LESTARI,250000,CR",
    ]);
    expect([await approved("RG1"), await approved("RG2"), await approved("RG3")]).toEqual([false, true, true]);

    // one player's two payouts to one account: the return of 302.500 is the 302.500 payout's, not the later 300.000 and its fee
    await uploadTickets("RJ1,23/05/2026 10:00:00,dewi05,DEWI LESTARI,302500,BNI,0123456785,OVO - 081200002222", "RJ2,23/05/2026 10:05:00,dewi05,DEWI LESTARI,300000,BNI,0123456785,OVO - 081200002222");
    await uploadStatement("/api/mutasiupdepomanual", OVO_FIELDS, "ovo-2305.csv", [
      MANUAL_HEADER,
      "23/05/2026 10:02:00,DEWI LESTARI,,BI-FAST DB BIF TRANSFER KE 009 DEWI LESTARI,302500,DB",
      "23/05/2026 10:07:00,DEWI LESTARI,,BI-FAST DB BIF TRANSFER KE 009 DEWI LESTARI,300000,DB",
      "23/05/2026 10:30:00,DEWI LESTARI,,BI-FAST CR BIF RETUR TRANSFER DR 009 DEWI LESTARI,302500,CR",
    ]);
    expect([await approved("RJ1"), await approved("RJ2")]).toEqual([false, true]);
  });

  it("is only doubted, the day's only payout, when the return quotes another transfer's number; it is the one whose number it quotes", async () => {
    await uploadTickets("RH1,24/05/2026 10:00:00,dewi11,DEWI LESTARI,300000,BNI,0123456789,MANDIRI - 1370099887766");
    await uploadStatement("/api/mutasiupdepomdr", MCM_FIELDS, "mcm-2405.csv", [
      MCM_HEADER,
      '1370099887766,24/05/26,24/05/26,6902,"MCM BIFAST KE 009 0123456789 ","11411320099/DEWI LESTARI/ ",,"300,000.00",".00"',
      '1370099887766,24/05/26,24/05/26,6902,"RETUR TRANSFER DR 009 DEWI LESTARI ","11411320060/DEWI LESTARI/ ",,".00","300,000.00"',
    ]);
    // an earlier transfer's return, or this one's under a number of its own: never marked, never approved alone
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-05-24" } })).toMatchObject({ mutasiwd_mark: null, mutasiwd_mark_note: expect.stringMatching(/^Dana kembali belum pasti: /) });
    expect(await approved("RH1")).toBe(false);

    await uploadTickets(
      "RH2,26/05/2026 10:00:00,dewi12,DEWI LESTARI,300000,BNI,0123456780,MANDIRI - 1370099887766",
      "RH3,26/05/2026 11:00:00,dewi13,DEWI LESTARI,300000,BNI,0123456781,MANDIRI - 1370099887766",
    );
    await uploadStatement("/api/mutasiupdepomdr", MCM_FIELDS, "mcm-2605.csv", [
      MCM_HEADER,
      '1370099887766,26/05/26,26/05/26,6902,"MCM BIFAST KE 009 0123456780 ","11411320060/DEWI LESTARI/ ",,"300,000.00",".00"',
      '1370099887766,26/05/26,26/05/26,6902,"MCM BIFAST KE 009 0123456781 ","11411320061/DEWI LESTARI/ ",,"300,000.00",".00"',
      '1370099887766,26/05/26,26/05/26,6902,"RETUR TRANSFER DR 009 DEWI LESTARI ","11411320061/DEWI LESTARI/ ",,".00","300,000.00"',
    ]);
    expect([await approved("RH2"), await approved("RH3")]).toEqual([true, false]);
  });

  it("doubts the earlier day's payout uploaded after the Mandiri day whose return marked that day's resend, as date order does (audit-payout2 F1)", async () => {
    const later = [
      MCM_HEADER,
      '1370099887766,16/06/26,16/06/26,7002,"RTN SKN 002201000111567","RETUR TRANSFER DR 002 TONO SUHARTONO",,".00","320,000.00"',
      '1370099887766,16/06/26,16/06/26,7001,"DR 1370099887766 KR 002201000111567","99100012399/TONO SUHARTONO/JKT",,"320,000.00",".00"',
    ];
    await uploadStatement("/api/mutasiupdepomdr", MCM_FIELDS, "mcm-1606.csv", later);
    await uploadTickets("RT1,15/06/2026 13:00:00,tono05,TONO SUHARTONO,320000,BRI,002201000111567,MANDIRI - 1370099887766");
    await uploadStatement("/api/mutasiupdepomdr", MCM_FIELDS, "mcm-1506.csv", [
      MCM_HEADER,
      '1370099887766,15/06/26,15/06/26,7001,"DR 1370099887766 KR 002201000111567","99100012345/TONO SUHARTONO/JKT",,"320,000.00",".00"',
    ]);
    // the 15 June payout may be the one that bounced, the 16 June one its resend: a checker says
    expect(await approved("RT1")).toBe(false);
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-06-15", mutasiwd_amount: 320_000 } })).toMatchObject({ mutasiwd_mark: null, mutasiwd_mark_note: expect.stringMatching(/^Dana kembali belum pasti: /) });
  });

  it("takes a reversed incoming transfer (a minus under Kredit) for a correction, never a payout to the one who sent it", async () => {
    await uploadTickets("RI1,28/05/2026 10:00:00,dewi21,DEWI LESTARI,300000,MANDIRI,1370055556666,MANDIRI - 1370099887766");
    await uploadStatement("/api/mutasiupdepomdr", MCM_FIELDS, "mcm-2805.csv", [MCM_HEADER, '1370099887766,28/05/26,28/05/26,6902,"MCM InhouseTrf DARI DEWI LESTARI ","",,".00","-300,000.00"']);
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-05-28" } })).toMatchObject({ mutasiwd_mark: "koreksi", mutasiwd_app: false });
    expect(await approved("RI1")).toBe(false);
  });

  it("is undone by a return that prints the payee's name cut at 18 characters, and doubted by a plain credit from him so cut (a clean-room audit, retry1 F1 and F2)", async () => {
    await uploadTickets(
      "RC1,10/06/2026 10:00:00,bagus01,BAGUS KURNIAWAN SAPUTRA,832000,BNI,0912340001,BCA - 0111999000",
      "RC2,10/06/2026 10:00:00,frans01,FRANSISKUS XAVERIUS,843000,BNI,0912340002,BCA - 0111999000",
      "RC3,10/06/2026 10:00:00,yohan01,YOHANES SETIAWAN PUTRA,871000,BCA,0912340003,BCA - 0111999000",
    );
    const reply = await uploadStatement("/api/mutasiupdepobca", BCA_FIELDS("10-Jun-2026"), "bca-wd-1006.csv", [
      ...BCA_PREAMBLE,
      "'10/06,BI-FAST DB BIF TRANSFER KE 009 BAGUS KURNIAWAN SAPUTRA,'0000,832000.00,DB,49168000.00",
      "'10/06,BI-FAST DB BIF BIAYA TXN,'0000,2500.00,DB,49165500.00",
      "'10/06,BI-FAST CR RETUR TRANSFER DR 009 BAGUS KURNIAWAN S,'0000,832000.00,CR,49997500.00",
      "'10/06,BI-FAST DB BIF TRANSFER KE 009 FRANSISKUS XAVERIUS,'0000,843000.00,DB,49154500.00",
      "'10/06,BI-FAST CR TRANSFER DR 009 FRANSISKUS XAVERI,'0000,843000.00,CR,49997500.00",
      "'10/06,TRSF E-BANKING DB 1006/FTSCY/WS95031         871000.00YOHANES SETIAWAN P,'0000,871000.00,DB,49126500.00",
      "'10/06,TRSF E-BANKING CR 1006/FTSCY/WS95031         871000.00RETUR             YOHANES SETIAWAN PUTRA,'0000,871000.00,CR,49997500.00",
    ]);
    // the bounced payout is marked, and its ticket is not paid
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-06-10", mutasiwd_amount: 832_000 } })).toMatchObject({ mutasiwd_mark: "refund", mutasiwd_app: false });
    expect(reply.data.join(" ")).not.toContain("BAGUS KURNIAWAN S\"");
    // the credit from the payee in no words of a return, and the return of the cut payee's payout: doubted, or marked
    expect([await approved("RC1"), await approved("RC2"), await approved("RC3")]).toEqual([false, false, false]);
    const frans = (await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-06-10", mutasiwd_amount: 843_000 } }))!;
    expect(frans.mutasiwd_mark_note).toContain("BI-FAST CR TRANSFER DR 009 FRANSISKUS XAVERI");
    const yohanes = (await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-06-10", mutasiwd_amount: 871_000 } }))!;
    expect(yohanes.mutasiwd_mark_note).toContain("RETUR YOHANES SETIAWAN PUTRA");
  });

  it("says what money came back when a file of only returns finds no payout to apply them to; the file is still the day's statement", async () => {
    const file = [
      BRI_CMS_HEADER,
      "1,034101000999999,30/05/2026 14:00,30/05/2026,140000,1,RETUR BIFAST,49500000.00,0.00,450000.00,49950000.00,Cr,8888001,4101,RETUR BIFAST 009 3318820999 SITI RAHAYU,,",
    ].join("\n");
    const response = await upload(checker, "/api/mutasiupdepomanual", BRI_FIELDS, "bri-3005.csv", file);
    expect(response.status).toBe(200);
    const reply = await response.json();
    expect(reply.message).toBe("Tidak ada baris debit (withdraw) di file ini: mutasi tanggal 30-May-2026 dicatat sudah diupload, tanpa baris untuk dicocokkan.");
    expect(reply.data).toContain(
      '1 dana kembali tidak bisa dipastikan mutasi asalnya (tanpa nama atau rekening yang cocok, cocok dengan mutasi dua hari, atau lebih dari 7 hari sebelumnya): "RETUR BIFAST 009 3318820999 SITI RAHAYU". Tandai mutasinya refund di View Mutasi agar tidak dipasangkan.',
    );
    // the day given, the same file again has nothing new and says what it could not place
    const again = await upload(checker, "/api/mutasiupdepomanual", BRI_FIELDS, "bri-3005-again.csv", file);
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(
      '❌ Tidak ada baris debit (withdraw) untuk diimpor. 1 dana kembali tidak bisa dipastikan mutasi asalnya (tanpa nama atau rekening yang cocok, cocok dengan mutasi dua hari, atau lebih dari 7 hari sebelumnya): "RETUR BIFAST 009 3318820999 SITI RAHAYU". Tandai mutasinya refund di View Mutasi agar tidak dipasangkan.',
    );
  });

  it("leaves paired, and names, a payout whose ticket is of a closed day: the reconcile never reads that day again", async () => {
    // a clean-room audit (life2): the line was marked refund and its closed day's ticket stayed approved on it
    await uploadTickets("RK1,01/06/2026 23:50:00,dewi31,DEWI LESTARI,300000,BNI,0123456789,BRI - 034101000999999");
    const payout = "1,034101000999999,02/06/2026 00:05,02/06/2026,500,1,BIFAST 009 0123456789,50000000.00,300000.00,0.00,49700000.00,Db,8888001,4102,BIFAST PT BRI WD TO DEWI LESTARI,,";
    await uploadStatement("/api/mutasiupdepomanual", BRI_FIELDS, "bri-0206-am.csv", [BRI_CMS_HEADER, payout]);
    expect(await approved("RK1")).toBe(true);
    await DayClose.create({ close_website: "ABC", close_date: "2026-06-01", close_closed: true, close_closed_by: "admin", close_closed_at: new Date() });
    const line = (await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-06-02" } }))!;
    const reply = await uploadStatement("/api/mutasiupdepomanual", BRI_FIELDS, "bri-0206-pm.csv", [
      BRI_CMS_HEADER,
      "1,034101000999999,02/06/2026 09:00,02/06/2026,90000,1,RETUR BIFAST,49700000.00,0.00,300000.00,50000000.00,Cr,8888001,4101,RETUR BIFAST 009 0123456789 DEWI LESTARI,,",
    ]);
    expect(reply.data).toContain(
      `Dana mutasi #${line.mutasiwd_id} (tiket RK1, hari 01-Jun-2026) kembali (payout gagal), padahal sudah dipasangkan otomatis dan hari itu sudah ditutup: setelah Buka Hari, pasangannya dicocokkan ulang dan tidak lagi otomatis.`,
    );
    expect(await MutasiWithdraw.findByPk(line.mutasiwd_id)).toMatchObject({ mutasiwd_mark: null, mutasiwd_app: true });
    // noted all the same: once an ADMIN reopens the day, the payout is no longer approved on it (audit-close2 F1, F4)
    expect((await MutasiWithdraw.findByPk(line.mutasiwd_id))!.mutasiwd_mark_note).toBe("Dana kembali belum pasti: RETUR BIFAST 009 0123456789 DEWI LESTARI");
    const reopened = await admin.json("POST", "/api/bukahari", { website: "ABC", date: "2026-06-01", reason: "payout RK1 kembali" });
    expect(reopened.status, await reopened.clone().text()).toBe(200);
    expect(await approved("RK1")).toBe(false);
    expect((await MutasiWithdraw.findByPk(line.mutasiwd_id))!.mutasiwd_app).toBe(false);
  });

  it("names and notes a payout of a closed day whose money came back the next day, and takes its pair back once the day is reopened (audit-close2 F4)", async () => {
    await uploadTickets("RK2,03/06/2026 10:00:00,rudi32,RUDI HARTONO,310000,BNI,0123456700,BRI - 034101000999999");
    const payout = "1,034101000999999,03/06/2026 10:05,03/06/2026,100500,1,BIFAST 009 0123456700,50000000.00,310000.00,0.00,49690000.00,Db,8888001,4102,BIFAST PT BRI WD TO RUDI HARTONO,,";
    await uploadStatement("/api/mutasiupdepomanual", BRI_FIELDS, "bri-0306.csv", [BRI_CMS_HEADER, payout]);
    expect(await approved("RK2")).toBe(true);
    await DayClose.create({ close_website: "ABC", close_date: "2026-06-03", close_closed: true, close_closed_by: "admin", close_closed_at: new Date() });
    const line = (await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-06-03" } }))!;
    const reply = await uploadStatement("/api/mutasiupdepomanual", BRI_FIELDS, "bri-0406.csv", [
      BRI_CMS_HEADER,
      "1,034101000999999,04/06/2026 09:00,04/06/2026,90000,1,RETUR BIFAST,49690000.00,0.00,310000.00,50000000.00,Cr,8888001,4101,RETUR BIFAST 009 0123456700 RUDI HARTONO,,",
    ]);
    expect(reply.data).toContain(
      `Dana mutasi #${line.mutasiwd_id} (tiket RK2, hari 03-Jun-2026) kembali (payout gagal), padahal sudah dipasangkan otomatis dan hari itu sudah ditutup: setelah Buka Hari, pasangannya dicocokkan ulang dan tidak lagi otomatis.`,
    );
    expect(await approved("RK2")).toBe(true);
    const reopened = await admin.json("POST", "/api/bukahari", { website: "ABC", date: "2026-06-03", reason: "payout RK2 kembali" });
    expect(reopened.status, await reopened.clone().text()).toBe(200);
    expect(await approved("RK2")).toBe(false);
  });

  it("keeps a payout's refund mark through Delete BO / Mutasi of its day and the same files uploaded again", async () => {
    // a clean-room audit (life2): the return is in the next day's file, so the payout uploaded again was approved again
    const ticket = "RL1,10/06/2026 10:00:00,dewi41,DEWI LESTARI,300000,BNI,0123456789,BRI - 034101000999999";
    const payout = "1,034101000999999,10/06/2026 10:05,10/06/2026,100500,1,BIFAST 009 0123456789,50000000.00,300000.00,0.00,49700000.00,Db,8888001,4102,BIFAST PT BRI WD TO DEWI LESTARI,,";
    await uploadTickets(ticket);
    await uploadStatement("/api/mutasiupdepomanual", BRI_FIELDS, "bri-1006.csv", [BRI_CMS_HEADER, payout]);
    await uploadStatement("/api/mutasiupdepomanual", BRI_FIELDS, "bri-1106.csv", [
      BRI_CMS_HEADER,
      "1,034101000999999,11/06/2026 09:00,11/06/2026,90000,1,RETUR BIFAST,49700000.00,0.00,300000.00,50000000.00,Cr,8888001,4101,RETUR BIFAST 009 0123456789 DEWI LESTARI,,",
      "2,034101000999999,11/06/2026 09:30,11/06/2026,93000,2,TRF ONLINE,50000000.00,100000.00,0.00,49900000.00,Db,8888001,4101,NBMB PT BRI WD TO SITI AMINAH,,",
    ]);
    expect(await approved("RL1")).toBe(false);

    const deleted = await checker.json("DELETE", "/api/deletebomutasi", { date: "10-Jun-2026", group: "ABC" });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    await uploadTickets(ticket);
    const reply = await uploadStatement("/api/mutasiupdepomanual", BRI_FIELDS, "bri-1006-lagi.csv", [BRI_CMS_HEADER, payout]);
    expect(reply.data).toContain("1 baris mendapat kembali tandanya (refund, koreksi, dana kembali...) dari upload yang dihapus sebelumnya: cek di View Mutasi bila tanda itu tidak berlaku lagi.");
    expect(await MutasiWithdraw.findOne({ where: { mutasiwd_date: "2026-06-10" } })).toMatchObject({ mutasiwd_mark: "refund", mutasiwd_app: false });
    expect(await approved("RL1")).toBe(false);
  });
});
