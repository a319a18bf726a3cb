import { describe, expect, it } from "vitest";
import { BoDeposit, MutasiDeposit } from "~/models/models.server";
import { seedAkunBank } from "../support/db";
import { seedBatch, seedBoWithdraw, seedMutasiWithdraw } from "../support/seed-data";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { BO_DEPOSIT_HEADER as BO_HEADER, postUpload as upload } from "../support/upload-form";

const { clients: { checker } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "MANDIRI", name: "PT CONTOH JAYA", no: "0060003911777" });
  },
  clients: STAFF,
});

describe("the BO's Player Bank is a clue for deposits (issue 13)", () => {
  it("approves a deposit paid from the player's own account number under another name, and says so", async () => {
    const bo = [BO_HEADER, 'DP2501050001,05/01/2025 10:12:45,,budi88,BUDI SANTOSO,BANK,"150,000.00",0,0,0,"150,000.00",MANDIRI - 1230004567,MANDIRI - 0060003911777,,,PENDING,,,ABC,,'].join("\n");
    expect((await upload(checker, "/api/checkdata", {}, "bo.csv", bo)).status).toBe(200);
    // the account is the player's; the bank knows it under his wife's name
    const statement = [
      "Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit",
      '0060003911777,05/01/25,05/01/25,6902,"DR 1230004567 KR 0060003911777 ","99100012345/SITI AMINAH/JKT ",-,".00","150,000.00"',
    ].join("\n");
    const fields = { groups: "ABC", corporate_bank_name: "PT CONTOH JAYA", corporate_bank_no: "0060003911777", dates: "05-Jan-2025" };
    expect((await upload(checker, "/api/mutasiupdepomdr", fields, "mcm.csv", statement)).status).toBe(200);
    const row = (await BoDeposit.findOne({ where: { ticket_no: "DP2501050001" } }))?.get();
    expect(row).toMatchObject({ bo_approve: true });
    // the note names the line and says why in the clerk's words
    expect(row?.ket_app).toMatch(/^AUTO: mutasi #\d+, .*rekening pengirim 1230004567 = Player Bank/);
  });
});

describe("four digits of a masked account (audit-accounts1 F1, F4)", () => {
  const mcm = (day: string, description: string, amount: string) =>
    ["Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit", `0060003911777,${day},${day},6902,"${description} ","",-,".00","${amount}"`].join("\n");
  const bo = (ticket: string, day: string, username: string, name: string, amount: string, account: string) =>
    `${ticket},${day} 10:00:00,,${username},${name},BANK,"${amount}",0,0,0,"${amount}",MANDIRI - ${account},MANDIRI - 0060003911777,,,PENDING,,,ABC,,`;
  const tierOf = async (day: string, ticket: string) => {
    const rows = (await (await checker.request(`/api/viewbo/${day}/ABC/all/100/1`)).json()) as Record<string, unknown>[];
    return rows.find((row) => row.ticket_no === ticket)!;
  };

  it("approve only where no other known player's account ends so, and never beside the name the bank printed", async () => {
    const rows = [
      BO_HEADER,
      bo("DM1", "09/01/2025", "jokomk", "JOKO SUSILO", "310,000.00", "0111117319"),
      bo("DM2", "09/01/2025", "ekomk", "EKO PRASETYO", "455,000.00", "0222227319"),
      bo("DM3", "10/01/2025", "ranimk", "RANI PUSPITA", "320,000.00", "0333338811"),
      bo("DM4", "11/01/2025", "tonimk", "TONI WIBOWO", "330,000.00", "0444449922"),
    ].join("\n");
    expect((await upload(checker, "/api/checkdata", {}, "bo-masked.csv", rows)).status).toBe(200);
    const fields = (day: string) => ({ groups: "ABC", corporate_bank_name: "PT CONTOH JAYA", corporate_bank_no: "0060003911777", dates: day });
    // EKO's account ends in 4567 too: JOKO's ticket is only suggested, and the reason says whose
    expect((await upload(checker, "/api/mutasiupdepomdr", fields("09-Jan-2025"), "mcm-9.csv", mcm("09/01/25", "MCM InhouseTrf DARI ****7319", "310,000.00"))).status).toBe(200);
    const joko = await tierOf("09-Jan-2025", "DM1");
    expect([joko.bo_approve, joko.match_tier]).toEqual([false, "saran"]);
    expect(joko.match_reason).toContain('rekening ****7319 hanya menunjukkan digit terakhir, sama dengan akhir rekening player lain ekomk ("EKO PRASETYO")');
    // a player known from his payouts alone counts too (audit-masked2 F5): his account is the BO's Player Account No
    const payout = "WX1,12/01/2025 10:00:00,,fajarmk,FAJAR NUGROHO,150000,150000,MANDIRI,0555553377,MANDIRI - 0060003911777,ABC,ABC,,PENDING,,,,";
    const wdHeader = "Ticket No,Req Date,App Date,Username,Fullname,Amount,Nett Amount,Player Bank,Player Account No,Corporate Bank,Brand,Website,Remarks,Status,Handler,Ref Code,Own Ref Code,Last Balance";
    expect((await upload(checker, "/api/bowd", {}, "bowd-masked.csv", [wdHeader, payout].join("\n"))).status).toBe(200);
    expect((await upload(checker, "/api/checkdata", {}, "bo-masked-2.csv", [BO_HEADER, bo("DM5", "12/01/2025", "ranimk2", "RANI PUSPITA", "340,000.00", "0666663377")].join("\n"))).status).toBe(200);
    expect((await upload(checker, "/api/mutasiupdepomdr", fields("12-Jan-2025"), "mcm-12.csv", mcm("12/01/25", "MCM InhouseTrf DARI ****3377", "340,000.00"))).status).toBe(200);
    const rani = await tierOf("12-Jan-2025", "DM5");
    expect([rani.bo_approve, rani.match_tier]).toEqual([false, "saran"]);
    expect(rani.match_reason).toContain('player lain fajarmk ("FAJAR NUGROHO")');
    // no other player's account ends in 8811: the digits approve, as before
    expect((await upload(checker, "/api/mutasiupdepomdr", fields("10-Jan-2025"), "mcm-10.csv", mcm("10/01/25", "MCM InhouseTrf DARI ****8811", "320,000.00"))).status).toBe(200);
    expect((await tierOf("10-Jan-2025", "DM3")).match_tier).toBe("otomatis");
    // the name after the mask is read: somebody else's transfer is no payment of TONI's ticket
    expect((await upload(checker, "/api/mutasiupdepomdr", fields("11-Jan-2025"), "mcm-11.csv", mcm("11/01/25", "MCM InhouseTrf DARI ****9922 SITI RAHAYU", "330,000.00"))).status).toBe(200);
    const toni = await tierOf("11-Jan-2025", "DM4");
    expect(toni.bo_approve).toBe(false);
    const line = (await MutasiDeposit.findOne({ where: { mutasi_date: "2025-01-11" } }))!;
    expect(line.mutasi_player_bank_name).toBe("SITI RAHAYU");
  });
});

const boRow = (ticket: string, username: string, name: string, amount: string) =>
  `${ticket},07/01/2025 10:12:45,,${username},${name},BANK,"${amount}",0,0,0,"${amount}",,MANDIRI - 0060003911777,,,PENDING,,,ABC,,`;
const credit = (journal: string, sender: string, amount: string) =>
  `0060003911777,07/01/25,07/01/25,6902,"DR 00000${journal} KR 0060003911777 ","${journal}/${sender}/JKT ",-,".00","${amount}"`;

describe("View BO's API says each row's tier, why, and which lines (issue 13, point 3)", () => {
  it("/api/viewbo rows carry match_tier, match_reason and match_candidates for otomatis, saran, ambigu and tidak ada", async () => {
    const bo = [
      BO_HEADER,
      boRow("DP1", "budi88", "BUDI SANTOSO", "150,000.00"),
      boRow("DP2", "wija01", "BUDI SANTOSO WIJAYA", "200,000.00"),
      boRow("DP3", "joko01", "JOKO SUSILO", "300,000.00"),
      boRow("DP4", "joko02", "JOKO SUSILO", "300,000.00"),
      boRow("DP5", "dewi01", "DEWI ANGGRAINI", "400,000.00"),
    ].join("\n");
    expect((await upload(checker, "/api/checkdata", {}, "bo.csv", bo)).status).toBe(200);
    const statement = [
      "Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit",
      credit("99100012301", "BUDI SANTOSO", "150,000.00"),
      credit("99100012302", "BUDI WIJAYANTO", "200,000.00"),
      credit("99100012303", "JOKO SUSILO", "300,000.00"),
      credit("99100012304", "RUDI HARTONO", "400,000.00"),
    ].join("\n");
    const fields = { groups: "ABC", corporate_bank_name: "PT CONTOH JAYA", corporate_bank_no: "0060003911777", dates: "07-Jan-2025" };
    const uploaded = await upload(checker, "/api/mutasiupdepomdr", fields, "mcm.csv", statement);
    expect(uploaded.status).toBe(200);
    // every row left pending is counted, a row without a line too, by its tier
    expect((await uploaded.json()).data).toContain("Rekonsiliasi ABC: 1 cocok otomatis, 4 perlu dicek (1 saran, 2 ambigu, 1 tidak ada).");
    const idOf = async (sender: string) => (await MutasiDeposit.findOne({ where: { mutasi_player_bank_name: sender, mutasi_date: "2025-01-07" } }))!.mutasi_id;
    const [budi, wijaya, joko, rudi] = [await idOf("BUDI SANTOSO"), await idOf("BUDI WIJAYANTO"), await idOf("JOKO SUSILO"), await idOf("RUDI HARTONO")];

    const response = await checker.request("/api/viewbo/07-Jan-2025/ABC/all/100/1");
    expect(response.status).toBe(200);
    const rows = ((await response.json()) as Record<string, unknown>[]);
    const of = (ticket: string) => {
      const row = rows.find((candidate) => candidate.ticket_no === ticket)!;
      return { tier: row.match_tier, reason: row.match_reason, candidates: row.match_candidates };
    };
    expect(of("DP1")).toEqual({
      tier: "otomatis",
      reason: 'Nama pengirim "BUDI SANTOSO" sama, nominal Rp 150.000 sama, masuk di tanggal BO',
      candidates: [budi],
    });
    expect(of("DP2")).toEqual({
      tier: "saran",
      reason: `Kemungkinan mutasi #${wijaya}: Nama pengirim "BUDI WIJAYANTO" hanya sebagian mirip "BUDI SANTOSO WIJAYA", nominal Rp 200.000 sama, masuk di tanggal BO. Belum otomatis: nama belum cukup mirip.`,
      candidates: [wijaya],
    });
    const dp3 = rows.find((row) => row.ticket_no === "DP3")!;
    const dp4 = rows.find((row) => row.ticket_no === "DP4")!;
    const clues = 'nama pengirim "JOKO SUSILO" sama, nominal Rp 300.000 sama, masuk di tanggal BO';
    expect(of("DP3")).toEqual({ tier: "ambigu", reason: `Mutasi #${joko} (${clues}) cocok juga untuk data BO #${dp4.bo_id} (tiket DP4): pilih yang benar.`, candidates: [joko] });
    expect(of("DP4")).toEqual({ tier: "ambigu", reason: `Mutasi #${joko} (${clues}) cocok juga untuk data BO #${dp3.bo_id} (tiket DP3): pilih yang benar.`, candidates: [joko] });
    expect(of("DP5")).toEqual({
      tier: "tidak ada",
      reason: `Tidak ada mutasi yang cocok. Terdekat: #${rudi} "RUDI HARTONO" nama beda dari "DEWI ANGGRAINI".`,
      candidates: [rudi],
    });
  });

  it("a row no run has judged yet is 'tidak ada' and says why; statement rows carry no tier", async () => {
    const bo = [BO_HEADER, `DP9,20/01/2025 09:00:00,,eka01,EKA PUTRI,BANK,"90,000.00",0,0,0,"90,000.00",,MANDIRI - 0060003911777,,,PENDING,,,ABC,,`].join("\n");
    expect((await upload(checker, "/api/checkdata", {}, "bo9.csv", bo)).status).toBe(200);
    const rows = ((await (await checker.request("/api/viewbo/20-Jan-2025/ABC/all/100/1")).json()) as Record<string, unknown>[]);
    expect(rows.map((row) => [row.ticket_no, row.match_tier, row.match_reason, row.match_candidates])).toEqual([
      ["DP9", "tidak ada", "Belum dicocokkan: belum ada mutasi untuk website dan tanggal ini.", []],
    ]);
    const lines = ((await (await checker.request("/api/viewmutasi/07-Jan-2025/ABC/all/100/1")).json()) as Record<string, unknown>[]);
    expect(lines.length).toBe(4);
    expect(lines.every((line) => !("match_tier" in line))).toBe(true);
  });
});

describe("View BO Withdraw's API says each payout's tier too (issue 13, point 6)", () => {
  it("/api/viewbowd rows carry the tier, the reason with the receiver and account as the debit line prints them, and the lines; the BI-FAST fee row is never named", async () => {
    const boBatch = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
    const lineBatch = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1 });
    const day = "2025-01-09";
    const payout = (name: string, account: string, amount: number) =>
      seedBoWithdraw(boBatch, { wd_amount: amount, wd_bank_date: day, wd_fullname: name, wd_username: `${name.split(" ")[0].toLowerCase()}1`, wd_player_no: account });
    const debit = (amount: number, description: string, name: string | null, account: string | null) =>
      seedMutasiWithdraw(lineBatch, { mutasiwd_amount: amount, mutasiwd_date: day, mutasiwd_description: description, mutasiwd_player_bank_name: name, mutasiwd_player_account_no: account });
    const eka = await payout("EKA DANA KRISTANTO", "0390397011", 1_500_000);
    const dewi = await payout("DEWI ANGGRAINI", "0123456789", 700_000);
    const paid = await debit(1_500_000, "TRANSFER KE | BI-FAST 009 0390397011 EKA DANA KRISTANTO | 7878078081", "EKA DANA KRISTANTO", "0390397011");
    const fee = await debit(2_500, "BY TRX BIFAST 0390397011 | 7878078081", null, "0390397011");
    const other = await debit(700_000, "TRANSFER KE | BI-FAST 014 0555666777 ANDI WIJAYA | 1234567890", "ANDI WIJAYA", "0555666777");

    const reconciled = await checker.postForm("/view-bo?type=wd&website=ABC&status=all&date=2025-01-09", { intent: "reconcile", type: "wd", website: "ABC", date: day });
    expect(reconciled.status).toBe(302);
    const notice = await (await checker.request(reconciled.headers.get("location")!)).text();
    expect(notice).toContain("Rekonsiliasi selesai: 1 data cocok otomatis, 1 data perlu dicek (1 tidak ada).");
    const rows = (await (await checker.request("/api/viewbowd/09-Jan-2025/ABC/all/100/1")).json()) as Record<string, unknown>[];
    const of = (id: number) => {
      const row = rows.find((candidate) => candidate.wd_bo_id === id)!;
      return { tier: row.match_tier, reason: row.match_reason, candidates: row.match_candidates };
    };
    expect(of(eka.wd_bo_id)).toEqual({
      tier: "otomatis",
      reason: 'Nama penerima "EKA DANA KRISTANTO" sama, rekening tujuan 0390397011 = nomor rekening player, nominal Rp 1.500.000 sama, keluar di tanggal BO',
      candidates: [paid.mutasiwd_id],
    });
    expect(of(dewi.wd_bo_id)).toEqual({
      tier: "tidak ada",
      reason: `Tidak ada mutasi yang cocok. Terdekat: #${other.mutasiwd_id} "ANDI WIJAYA" ke rekening 0555666777, bukan rekening player.`,
      candidates: [other.mutasiwd_id],
    });
    expect(rows.flatMap((row) => row.match_candidates as number[])).not.toContain(fee.mutasiwd_id);
  });
});
