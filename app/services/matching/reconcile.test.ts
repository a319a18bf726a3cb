import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AkunBank, BoDeposit, BoWithdraw, DayClose, MatchLink, MatchVerdict, MutasiDeposit, MutasiWithdraw, Tracking, UploadBatch } from "~/models/models.server";
import { seedBatch, seedBoDeposit, seedBoWithdraw, seedMutasiDeposit, seedMutasiWithdraw } from "../../../tests/support/seed-data";
import { openTempDatabase } from "../../../tests/support/temp-db";
import { seedAkunBank, seedWebsite } from "../../../tests/support/db";
import { reconcileStored } from "./reconcile.server";
import { corporateAccountDigits } from "./reconcile/rows.server";

let db: Awaited<ReturnType<typeof openTempDatabase>>;
let akunDepo: AkunBank;
let akunWd: AkunBank;

beforeAll(async () => {
  db = await openTempDatabase();
  await seedWebsite("ABC");
  akunDepo = await AkunBank.create({
    akun_bank_website: "ABC",
    akun_bank_jenis_transaksi: "DEPO",
    akun_bank_bank: "BCA",
    akun_bank_name: "PT ABC",
    akun_bank_no: "1234567890",
    akun_bank_status: true,
    akun_bank_created_by: null,
    akun_bank_last_edited_by: null,
  });
  akunWd = await AkunBank.create({
    akun_bank_website: "ABC",
    akun_bank_jenis_transaksi: "WD",
    akun_bank_bank: "BCA",
    akun_bank_name: "PT ABC WD",
    akun_bank_no: "5555500000",
    akun_bank_status: true,
    akun_bank_created_by: null,
    akun_bank_last_edited_by: null,
  });
});

afterAll(async () => {
  await db.close();
});

beforeEach(async () => {
  for (const model of [MatchLink, BoDeposit, BoWithdraw, MutasiDeposit, MutasiWithdraw, Tracking]) {
    await (model as typeof MatchLink).destroy({ where: {} });
  }
  await UploadBatch.destroy({ where: {} });
});

const DAY = "2026-03-10";

async function boBatch() {
  return seedBatch({ website: "ABC", target: "bo_deposit", uploadedBy: 1 });
}
async function statement(date = DAY) {
  return seedBatch({ website: "ABC", target: "mutasi_deposit", uploadedBy: 1, date, akunBankId: akunDepo.akun_bank_id });
}

/** A deposit pair an ADMIN (account 1) undid: made by the engine, or by a checker (account 2). */
function undoneLink(boId: number, mutasiId: number, method: "auto" | "manual") {
  return MatchLink.create({
    match_kind: "deposit",
    match_bo_id: boId,
    match_mutasi_id: mutasiId,
    match_score: 0.95,
    match_reason: method === "auto" ? "AUTO: earlier" : "MANUAL: dikonfirmasi",
    match_method: method,
    match_active: false,
    match_created_by: method === "auto" ? null : 2,
    match_undone_at: new Date(),
    match_undone_by: 1,
  });
}

describe("reconcileStored", () => {
  it("approves a sure pair together, with the machine note, the ticket on the line and a link", async () => {
    const bo = await seedBoDeposit(await boBatch(), { depo_amount: 150_250, bank_statement_date: DAY, full_name: "Budi Santoso", ticket_no: "DP-1" });
    const line = await seedMutasiDeposit(await statement(), { mutasi_amount: 150_250, mutasi_date: DAY, mutasi_player_bank_name: "BUDI SANTOSO" });
    const summary = await reconcileStored({ website: "ABC", dates: [DAY] }, { actor: { account_name: "admin", account_role: "ADMIN", website: null } });
    expect(summary.deposit).toEqual({ matched: 1, ambiguous: 0, takenBack: [], left: { saran: 0, ambigu: 0, "tidak ada": 0 } });
    await bo.reload();
    await line.reload();
    expect(bo.bo_approve).toBe(true);
    expect(bo.bo_match_state).toBe("auto");
    expect(bo.ket_app).toBe(`AUTO: mutasi #${line.mutasi_id}, Nama pengirim "BUDI SANTOSO" sama, nominal Rp 150.250 sama, masuk di tanggal BO`);
    expect(bo.app_date).toBeInstanceOf(Date);
    expect(line.mutasi_app).toBe(true);
    expect(line.mutasi_ticket).toBe("DP-1");
    const link = await MatchLink.findOne({ where: { match_bo_id: bo.bo_id } });
    expect(link).toMatchObject({ match_kind: "deposit", match_mutasi_id: line.mutasi_id, match_method: "auto", match_active: true });
    expect(await Tracking.count({ where: { tracking_website: "ABC" } })).toBe(1);

    // running again changes nothing
    const again = await reconcileStored({ website: "ABC", dates: [DAY] });
    expect(again.deposit).toEqual({ matched: 0, ambiguous: 0, takenBack: [], left: { saran: 0, ambigu: 0, "tidak ada": 0 } });
    expect(await MatchLink.count()).toBe(1);
  });

  it("holds a credit as large as two of the player's other open tickets together: it may pay both, not the stale ticket of its amount (audit-rev1 F2)", async () => {
    const batch = await boBatch();
    const at = (clock: string, date = DAY) => new Date(`${date}T${clock}:00+07:00`);
    const PREVIOUS = "2026-03-09";
    const stale = await seedBoDeposit(batch, { depo_amount: 500_000, bank_statement_date: PREVIOUS, req_date: at("20:00", PREVIOUS), full_name: "RINA MARLINA", user_name: "rina2", ticket_no: "M0" });
    await seedBoDeposit(batch, { depo_amount: 300_000, bank_statement_date: DAY, req_date: at("10:00"), full_name: "RINA MARLINA", user_name: "rina2", ticket_no: "M1" });
    await seedBoDeposit(batch, { depo_amount: 200_000, bank_statement_date: DAY, req_date: at("10:05"), full_name: "RINA MARLINA", user_name: "rina2", ticket_no: "M2" });
    const line = await seedMutasiDeposit(await statement(), { mutasi_amount: 500_000, mutasi_date: DAY, mutasi_time: at("10:07"), mutasi_player_bank_name: "RINA MARLINA" });
    await reconcileStored({ website: "ABC", dates: [PREVIOUS, DAY] });
    await stale.reload();
    expect(stale.bo_approve).toBe(false);
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: stale.bo_id } });
    expect(verdict).toMatchObject({ verdict_tier: "saran", verdict_candidates: String(line.mutasi_id) });
    expect(verdict?.verdict_reason).toContain("nominal Rp 500.000 sama dengan jumlah dua tiket lain player ini yang belum terbayar, M1 (Rp 300.000) dan M2 (Rp 200.000): bisa jadi satu transfer untuk keduanya");
  });

  it("holds a pair whose line has a twin that may together pay the player's larger open ticket in parts", async () => {
    const batch = await boBatch();
    const small = await seedBoDeposit(batch, { depo_amount: 300_000, bank_statement_date: DAY, full_name: "DEDI KURNIAWAN", user_name: "dedi9", ticket_no: "S1" });
    await seedBoDeposit(batch, { depo_amount: 600_000, bank_statement_date: DAY, full_name: "DEDI KURNIAWAN", user_name: "dedi9", ticket_no: "L1" });
    const lines = await statement();
    const twin = { mutasi_amount: 300_000, mutasi_date: DAY, mutasi_player_bank_name: "DEDI KURNIAWAN", mutasi_description: "TRSF E-BANKING CR 1003/FTSCY/WS95031 300000.00 DEDI KURNIAWAN" };
    await seedMutasiDeposit(lines, twin);
    await seedMutasiDeposit(lines, twin);
    await reconcileStored({ website: "ABC", dates: [DAY] });
    await small.reload();
    expect(small.bo_approve).toBe(false);
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: small.bo_id } });
    expect(verdict?.verdict_reason).toContain("ada 2 mutasi bernominal Rp 300.000 dengan pengirim yang sama, dan tiket lain player ini L1 (Rp 600.000) belum terbayar: bisa jadi mutasi itu pembayaran tiket tersebut yang dipecah");
  });

  it("leaves two equal amounts whose names do not decide as ambiguous, with candidates", async () => {
    const batch = await boBatch();
    const first = await seedBoDeposit(batch, { depo_amount: 100_000, bank_statement_date: DAY, full_name: "Andi" });
    const second = await seedBoDeposit(batch, { depo_amount: 100_000, bank_statement_date: DAY, full_name: "Andi" });
    const lines = await statement();
    await seedMutasiDeposit(lines, { mutasi_amount: 100_000, mutasi_date: DAY, mutasi_player_bank_name: "ANDI" });
    await seedMutasiDeposit(lines, { mutasi_amount: 100_000, mutasi_date: DAY, mutasi_player_bank_name: "ANDI WIJAYA" });
    await reconcileStored({ website: "ABC", dates: [DAY] });
    for (const bo of [first, second]) {
      await bo.reload();
      expect(bo.bo_approve).toBe(false);
    }
    const states = (await BoDeposit.findAll()).map((row) => row.bo_match_state);
    expect(states.every((state) => state === "ambiguous" || state === "none")).toBe(true);
    expect(await MatchLink.count({ where: { match_method: "auto" } })).toBe(0);
  });

  it("never approves a row on the credit of its twin a person approved without a pair (audit-pair1 F1)", async () => {
    const batch = await boBatch();
    const byHand = await seedBoDeposit(batch, { depo_amount: 120_000, bank_statement_date: DAY, full_name: "Budi Santoso", user_name: "budi88", ticket_no: "K1" });
    const twin = await seedBoDeposit(batch, { depo_amount: 120_000, bank_statement_date: DAY, full_name: "Budi Santoso", user_name: "budi88", ticket_no: "K2", req_date: new Date(`${DAY}T03:30:00Z`) });
    const lines = await statement();
    const credit = await seedMutasiDeposit(lines, { mutasi_amount: 120_000, mutasi_date: DAY, mutasi_player_bank_name: "BUDI SANTOSO" });
    // the checker approved K1 without pairing a line: its money may be that very credit
    await byHand.update({ bo_approve: true, bo_match_state: "manual" });
    const reasonOfTwin = async () => (await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: twin.bo_id } }))?.verdict_reason;
    await reconcileStored({ website: "ABC", dates: [DAY] });
    await twin.reload();
    expect([twin.bo_approve, twin.bo_match_state]).toEqual([false, "ambiguous"]);
    expect(await reasonOfTwin()).toBe(`Mutasi #${credit.mutasi_id} cocok juga untuk data BO #${byHand.bo_id} (tiket K1) yang sudah diapprove manual tanpa pasangan mutasi: bisa jadi dana itu untuk tiket tersebut, pilih yang benar.`);
    // filed the same minute, the twin is K1's double submit: the credit is K1's, and the twin is told so
    await twin.update({ req_date: new Date(`${DAY}T03:00:00Z`) });
    await reconcileStored({ website: "ABC", dates: [DAY] });
    await twin.reload();
    expect(twin.bo_approve).toBe(false);
    expect(await reasonOfTwin()).toBe(`Tidak ada mutasi yang cocok. Terdekat: #${credit.mutasi_id} "BUDI SANTOSO" mungkin dana data BO #${byHand.bo_id} (tiket K1) yang sudah diapprove manual tanpa pasangan mutasi.`);
    // a row approved with its own line paired weighs nothing: the twin takes the credit
    await MatchLink.create({ match_kind: "deposit", match_bo_id: byHand.bo_id, match_mutasi_id: 999_999, match_score: 1, match_reason: "MANUAL", match_method: "manual", match_active: true, match_created_by: 2 });
    await reconcileStored({ website: "ABC", dates: [DAY] });
    await twin.reload();
    expect([twin.bo_approve, twin.bo_match_state]).toEqual([true, "auto"]);
  });

  it("weighs a row approved without a pair on a closed day, whatever the BO says of it since (audit-life3 F2, F5)", async () => {
    const before = "2026-03-09";
    const batch = await boBatch();
    const byHand = await seedBoDeposit(batch, { depo_amount: 130_000, bank_statement_date: before, full_name: "Rina Wati", user_name: "rina7", ticket_no: "R1", req_date: new Date(`${before}T16:50:00Z`) });
    const twin = await seedBoDeposit(batch, { depo_amount: 130_000, bank_statement_date: DAY, full_name: "Rina Wati", user_name: "rina7", ticket_no: "R2", req_date: new Date(`${DAY}T01:00:00Z`) });
    const lines = await statement();
    await seedMutasiDeposit(lines, { mutasi_amount: 130_000, mutasi_date: DAY, mutasi_player_bank_name: "RINA WATI" });
    await byHand.update({ bo_approve: true, bo_match_state: "manual", bo_status: "REJECTED" });
    await DayClose.create({ close_website: "ABC", close_date: before, close_closed: true, close_closed_by: "admin", close_closed_at: new Date() });
    try {
      await reconcileStored({ website: "ABC", dates: [DAY] });
      await twin.reload();
      expect(twin.bo_approve).toBe(false);
    } finally {
      await DayClose.destroy({ where: {} });
    }
  });

  it("gives the same matches whatever order the rows were stored in", async () => {
    const names = ["Rina Wati", "Joko Susilo", "Siti Aminah", "Agus Salim"];
    const amounts = [50_000, 50_000, 75_500, 120_000];
    const outcome = async (reverse: boolean) => {
      for (const model of [MatchLink, BoDeposit, MutasiDeposit]) await (model as typeof MatchLink).destroy({ where: {} });
      const order = reverse ? [3, 2, 1, 0] : [0, 1, 2, 3];
      const lines = await statement();
      for (const i of order) await seedMutasiDeposit(lines, { mutasi_amount: amounts[i], mutasi_date: DAY, mutasi_player_bank_name: names[i].toUpperCase(), mutasi_line_no: i });
      const batch = await boBatch();
      for (const i of [...order].reverse()) await seedBoDeposit(batch, { depo_amount: amounts[i], bank_statement_date: DAY, full_name: names[i], ticket_no: `K${i}` });
      await reconcileStored({ website: "ABC", dates: [DAY] });
      const rows = await BoDeposit.findAll({ order: [["ticket_no", "ASC"]] });
      const result: string[] = [];
      for (const row of rows) {
        const line = await MutasiDeposit.findOne({ where: { mutasi_ticket: row.ticket_no } });
        result.push(`${row.ticket_no}:${row.bo_approve}:${line?.mutasi_line_no ?? "-"}`);
      }
      return result;
    };
    const forward = await outcome(false);
    const backward = await outcome(true);
    expect(forward).toEqual(backward);
    expect(forward.filter((entry) => entry.includes(":true:"))).toHaveLength(4);
  });

  it("shows a row without a line the player's own line at another amount, also on a day of many such rows", async () => {
    const rows = await boBatch();
    const eko = await seedBoDeposit(rows, { depo_amount: 333_000, bank_statement_date: DAY, full_name: "Eko Prasetyo" });
    const line = await seedMutasiDeposit(await statement(), { mutasi_amount: 330_000, mutasi_date: DAY, mutasi_player_bank_name: "EKO PRASETYO" });
    // more rows without a line than one query takes names: the window's open lines are read once instead
    for (let i = 0; i < 520; i++) await seedBoDeposit(rows, { depo_amount: 500_000 + i * 1_000, bank_statement_date: DAY, full_name: `PEMAIN NOMOR ${i}` });
    await reconcileStored({ website: "ABC", dates: [DAY] });
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: eko.bo_id } });
    expect(verdict).toMatchObject({ verdict_tier: "tidak ada", verdict_candidates: String(line.mutasi_id) });
    expect(verdict!.verdict_reason).toBe(`Tidak ada mutasi yang cocok. Terdekat: #${line.mutasi_id} "EKO PRASETYO" nominal Rp 330.000 beda.`);
  });

  it("never proposes again a pair an ADMIN undid, and never touches a manual approval", async () => {
    const bo = await seedBoDeposit(await boBatch(), { depo_amount: 88_123, bank_statement_date: DAY, full_name: "Dewi Lestari" });
    const line = await seedMutasiDeposit(await statement(), { mutasi_amount: 88_123, mutasi_date: DAY, mutasi_player_bank_name: "DEWI LESTARI" });
    await undoneLink(bo.bo_id, line.mutasi_id, "auto");
    const manual = await seedBoDeposit(await boBatch(), {
      depo_amount: 70_001,
      bank_statement_date: DAY,
      full_name: "Tono",
      bo_approve: true,
      bo_match_state: "manual",
      ket_app: "dicek manual",
    });
    await seedMutasiDeposit(await statement("2026-03-11"), { mutasi_amount: 70_001, mutasi_date: DAY, mutasi_player_bank_name: "TONO" });
    await reconcileStored({ website: "ABC", dates: [DAY] });
    await bo.reload();
    await manual.reload();
    expect(bo.bo_approve).toBe(false);
    expect(manual.ket_app).toBe("dicek manual");
    expect(manual.bo_match_state).toBe("manual");
    expect(await MatchLink.count({ where: { match_method: "auto", match_active: true } })).toBe(0);
  });

  it("tells a row whose line a person paired with a namesake's ticket which row took it, not that no such credit came in", async () => {
    const batch = await boBatch();
    const taker = await seedBoDeposit(batch, {
      depo_amount: 66_000,
      bank_statement_date: DAY,
      full_name: "Agus Salim",
      user_name: "agus01",
      bo_approve: true,
      bo_match_state: "manual",
      ket_app: "MANUAL: dikonfirmasi",
    });
    const rival = await seedBoDeposit(batch, { depo_amount: 66_000, bank_statement_date: DAY, full_name: "Agus Salim", user_name: "agus02" });
    const line = await seedMutasiDeposit(await statement(), {
      mutasi_amount: 66_000,
      mutasi_date: DAY,
      mutasi_player_bank_name: "AGUS SALIM",
      mutasi_app: true,
      mutasi_ticket: taker.ticket_no,
    });
    await MatchLink.create({
      match_kind: "deposit",
      match_bo_id: taker.bo_id,
      match_mutasi_id: line.mutasi_id,
      match_score: 0.9,
      match_reason: "MANUAL: dikonfirmasi oleh checker1",
      match_method: "manual",
      match_created_by: 2,
      match_undone_at: null,
      match_undone_by: null,
    });
    await reconcileStored({ website: "ABC", dates: [DAY] });
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: rival.bo_id } });
    expect(verdict).toMatchObject({
      verdict_tier: "tidak ada",
      verdict_reason: `Tidak ada mutasi yang cocok. Terdekat: #${line.mutasi_id} "AGUS SALIM" sudah dipasangkan dengan data BO #${taker.bo_id} (tiket ${taker.ticket_no}).`,
      verdict_candidates: String(line.mutasi_id),
    });
  });

  it("leaves a row whose pair an ADMIN undid for a person on every run: the twin of the refused line is a suggestion", async () => {
    const bo = await seedBoDeposit(await boBatch(), { depo_amount: 91_500, bank_statement_date: DAY, full_name: "Joko Widodo" });
    const lines = await statement();
    const refused = await seedMutasiDeposit(lines, { mutasi_amount: 91_500, mutasi_date: DAY, mutasi_player_bank_name: "JOKO WIDODO" });
    const twin = await seedMutasiDeposit(lines, { mutasi_amount: 91_500, mutasi_date: DAY, mutasi_player_bank_name: "JOKO WIDODO" });
    await undoneLink(bo.bo_id, refused.mutasi_id, "manual");
    await reconcileStored({ website: "ABC", dates: [DAY] });
    await bo.reload();
    expect(bo).toMatchObject({ bo_approve: false, bo_match_state: "ambiguous" });
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: bo.bo_id } });
    expect(verdict).toMatchObject({ verdict_tier: "saran", verdict_candidates: String(twin.mutasi_id) });
    expect(verdict!.verdict_reason).toContain("Belum otomatis: pasangannya pernah dibatalkan ADMIN, pilih mutasinya secara manual.");
    expect(await MatchLink.findOne({ where: { match_bo_id: bo.bo_id, match_active: true } })).toMatchObject({ match_method: "candidate", match_mutasi_id: twin.mutasi_id });
    // a later run too (a clean-room audit: Reconcile sekarang after the undo approved the twin)
    await reconcileStored({ website: "ABC", dates: [DAY] });
    await bo.reload();
    expect(bo.bo_approve).toBe(false);
  });

  it("keeps an undone row's refused line refused when the row is only a rival of a later run", async () => {
    // a clean-room audit: the undone ticket's day fell outside the next run's window, the engine paid
    // it again on its refused line, and the player's next ticket was approved on the re-sent credit
    const [before, yesterday, today] = ["2026-03-08", "2026-03-09", "2026-03-10"];
    const player = { depo_amount: 597_800, full_name: "Yusuf Kusuma Halim", user_name: "yusuf88" };
    const undone = await seedBoDeposit(await boBatch(), { ...player, bank_statement_date: before });
    const next = await seedBoDeposit(await boBatch(), { ...player, bank_statement_date: yesterday });
    const refused = await seedMutasiDeposit(await statement(before), { mutasi_amount: 597_800, mutasi_date: before, mutasi_player_bank_name: "YUSUF KUSUMA HALIM" });
    await seedMutasiDeposit(await statement(yesterday), { mutasi_amount: 597_800, mutasi_date: yesterday, mutasi_player_bank_name: "YUSUF KUSUMA HALIM" });
    await seedMutasiDeposit(await statement(today), { mutasi_amount: 12_345, mutasi_date: today, mutasi_player_bank_name: "SOMEONE ELSE" });
    await undoneLink(undone.bo_id, refused.mutasi_id, "auto");
    // today's run: yesterday is in its window, the undone ticket's day only a rival's
    await reconcileStored({ website: "ABC", dates: [today] });
    await next.reload();
    expect(next.bo_approve).toBe(false);
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: next.bo_id } });
    expect(verdict?.verdict_tier).toBe("ambigu");
  });

  it("matches a withdrawal to its debit line by the player's account number", async () => {
    const batch = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
    const wd = await seedBoWithdraw(batch, { wd_amount: 250_000, wd_bank_date: DAY, wd_fullname: "Rudi Hartono", wd_player_no: "7788990011", wd_corp_bank: "BCA 5555500000" });
    const lines = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: DAY, akunBankId: akunWd.akun_bank_id });
    const line = await seedMutasiWithdraw(lines, {
      mutasiwd_amount: 250_000,
      mutasiwd_date: DAY,
      mutasiwd_player_bank_name: "RUDI HARTONO",
      mutasiwd_player_account_no: "7788990011",
    });
    await seedMutasiWithdraw(lines, { mutasiwd_amount: 2_500, mutasiwd_date: DAY, mutasiwd_player_bank_name: null, mutasiwd_description: "BY TRX BIFAST" });
    const summary = await reconcileStored({ website: "ABC", dates: [DAY] });
    expect(summary.withdraw.matched).toBe(1);
    await wd.reload();
    await line.reload();
    expect(wd.wd_bo_approve).toBe(true);
    expect(line.mutasiwd_ticket).toBe(wd.wd_ticket_no);
  });

  it("approves no payout proven by a name that Data Bank gives as the holder of one of the website's own akun banks", async () => {
    // the operator's own DEPO account, registered in a nominee's name a player shares
    const nominee = await AkunBank.create({
      akun_bank_website: "ABC",
      akun_bank_jenis_transaksi: "DEPO",
      akun_bank_bank: "BCA",
      akun_bank_name: "RUDI HARTONO SAPUTRA",
      akun_bank_no: "5860662002",
      akun_bank_status: false,
      akun_bank_created_by: null,
      akun_bank_last_edited_by: null,
    });
    try {
      const batch = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
      const wd = await seedBoWithdraw(batch, { wd_amount: 5_000_000, wd_bank_date: DAY, wd_fullname: "RUDI HARTONO SAPUTRA", wd_player_no: "1184247141", wd_corp_bank: "BCA 5555500000" });
      const lines = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: DAY, akunBankId: akunWd.akun_bank_id });
      const line = await seedMutasiWithdraw(lines, {
        mutasiwd_amount: 5_000_000,
        mutasiwd_date: DAY,
        mutasiwd_player_bank_name: "RUDI HARTONO SAPUT",
        mutasiwd_description: "TRSF E-BANKING DB 2111/FTSCY/WS95031 5000000.00 RUDI HARTONO SAPUT",
      });
      const summary = await reconcileStored({ website: "ABC", dates: [DAY] });
      expect(summary.withdraw.matched).toBe(0);
      await wd.reload();
      expect(wd.wd_bo_approve).toBe(false);
      const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "withdraw", verdict_bo_id: wd.wd_bo_id } });
      expect(verdict?.verdict_tier).toBe("saran");
      expect(verdict?.verdict_reason).toContain(`Kemungkinan mutasi #${line.mutasiwd_id}`);
      expect(verdict?.verdict_reason).toContain('pemilik akun bank BCA 5860662002 ("RUDI HARTONO SAPUTRA") di Data Bank');
    } finally {
      await nominee.destroy();
    }
  });

  it("holds a pair whose line and another of another amount from the same person make up the player's larger open ticket (audit-split1 F1)", async () => {
    const batch = await boBatch();
    const at = (clock: string) => new Date(`${DAY}T${clock}:00+07:00`);
    const paidInParts = await seedBoDeposit(batch, { depo_amount: 500_000, bank_statement_date: DAY, req_date: at("08:00"), full_name: "HADI WIJAYA", user_name: "hadi01", ticket_no: "DH1" });
    const neverPaid = await seedBoDeposit(batch, { depo_amount: 200_000, bank_statement_date: DAY, req_date: at("08:40"), full_name: "HADI WIJAYA", user_name: "hadi01", ticket_no: "DH2" });
    const lines = await statement();
    const first = await seedMutasiDeposit(lines, { mutasi_amount: 300_000, mutasi_date: DAY, mutasi_time: at("08:02"), mutasi_player_bank_name: "HADI WIJAYA" });
    const second = await seedMutasiDeposit(lines, { mutasi_amount: 200_000, mutasi_date: DAY, mutasi_time: at("08:03"), mutasi_player_bank_name: "HADI WIJAYA" });
    const summary = await reconcileStored({ website: "ABC", dates: [DAY] });
    expect(summary.deposit.matched).toBe(0);
    await neverPaid.reload();
    expect(neverPaid.bo_approve).toBe(false);
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "deposit", verdict_bo_id: neverPaid.bo_id } });
    expect(verdict).toMatchObject({ verdict_tier: "saran", verdict_candidates: String(second.mutasi_id) });
    expect(verdict?.verdict_reason).toContain(
      `mutasi #${first.mutasi_id} (Rp 300.000) dengan pengirim yang sama, ditambah mutasi ini, pas untuk tiket lain player ini DH1 (Rp 500.000) yang belum terbayar: bisa jadi tiket itu dibayar dengan dua transfer`,
    );
    expect((await BoDeposit.findByPk(paidInParts.bo_id))!.bo_approve).toBe(false);
    // the other part from someone else: the pair stands
    await first.update({ mutasi_player_bank_name: "SITI AMINAH" });
    expect((await reconcileStored({ website: "ABC", dates: [DAY] })).deposit.matched).toBe(1);
    expect((await BoDeposit.findByPk(neverPaid.bo_id))!.bo_approve).toBe(true);
  });

  it("approves no ticket on one of identical payouts that together may pay the player's larger ticket", async () => {
    // a clean-room audit: Rp 6.012.000 sent as two of Rp 3.006.000; the player's unpaid Rp 3.006.000 ticket was approved
    const batch = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
    const player = { wd_bank_date: DAY, wd_fullname: "PUTRI EKA SUHARTONO", wd_username: "putri77", wd_player_no: "2175683599", wd_corp_bank: "BCA 5555500000" };
    const big = await seedBoWithdraw(batch, { ...player, wd_amount: 6_012_000 });
    const half = await seedBoWithdraw(batch, { ...player, wd_amount: 3_006_000 });
    const lines = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: DAY, akunBankId: akunWd.akun_bank_id });
    const twin = { mutasiwd_amount: 3_006_000, mutasiwd_date: DAY, mutasiwd_player_bank_name: "PUTRI EKA SUHARTON", mutasiwd_description: "TRSF E-BANKING DB 2111/FTSCY/WS95031 3006000.00 PUTRI EKA SUHARTON" };
    await seedMutasiWithdraw(lines, twin);
    await seedMutasiWithdraw(lines, twin);
    const summary = await reconcileStored({ website: "ABC", dates: [DAY] });
    expect(summary.withdraw.matched).toBe(0);
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "withdraw", verdict_bo_id: half.wd_bo_id } });
    expect(verdict?.verdict_tier).toBe("saran");
    expect(verdict?.verdict_reason).toContain(`ada 2 mutasi bernominal Rp 3.006.000 dengan penerima yang sama, dan tiket lain player ini ${big.wd_ticket_no} (Rp 6.012.000) belum terbayar`);
    // without the larger ticket, the player's ticket is paid by one of the two, the other left for a checker
    await big.destroy();
    expect((await reconcileStored({ website: "ABC", dates: [DAY] })).withdraw.matched).toBe(1);
  });

  it("sees the halves of a split payout on two akun banks, the payee cut differently or left in the text", async () => {
    // the website's second WD account stays: its upload batch refers to it
    // a clean-room audit: Rp 1.958.000 as Rp 979.000 from BCA and Rp 979.000 from Mandiri, the unpaid half ticket approved
    const mandiri = await seedAkunBank({ website: "ABC", jenis: "WD", bank: "MANDIRI", name: "PT ABC WD2", no: "1370099887766" });
    const batch = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
    const player = { wd_bank_date: DAY, wd_fullname: "WAHYU FIRMANSYAH KARTIKA", wd_username: "wahyu9", wd_player_no: "4845453631", wd_corp_bank: "BCA 5555500000" };
    await seedBoWithdraw(batch, { ...player, wd_amount: 1_958_000 });
    const half = await seedBoWithdraw(batch, { ...player, wd_amount: 979_000 });
    const bca = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: DAY, akunBankId: akunWd.akun_bank_id });
    await seedMutasiWithdraw(bca, { mutasiwd_amount: 979_000, mutasiwd_date: DAY, mutasiwd_player_bank_name: "WAHYU FIRMANSYAH K", mutasiwd_description: "TRSF E-BANKING DB 2711/FTSCY/WS95031 979000.00 WAHYU FIRMANSYAH K" });
    const other = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: DAY, akunBankId: mandiri.akun_bank_id });
    await seedMutasiWithdraw(other, { mutasiwd_amount: 979_000, mutasiwd_date: DAY, mutasiwd_player_bank_name: null, mutasiwd_description: "MCM BIFAST KE 014 4845453631 80014171561/WAHYU FIRMANSYAH KA/" });
    await reconcileStored({ website: "ABC", dates: [DAY] });
    await half.reload();
    expect(half.wd_bo_approve).toBe(false);
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "withdraw", verdict_bo_id: half.wd_bo_id } });
    expect(verdict?.verdict_reason).toContain("ada 2 mutasi bernominal Rp 979.000 dengan penerima yang sama");
  });

  it("approves no payout on a name-only line when another akun bank's line of its amount prints the player's account", async () => {
    // a clean-room audit: two DEDI KURNIAWAN paid crosswise from two akun banks; each approved on the other's line
    const bri = await seedAkunBank({ website: "ABC", jenis: "WD", bank: "BRI", name: "PT ABC WD3", no: "034101000555555" });
    const ticket = await seedBoWithdraw(await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 }), {
      wd_amount: 500_000, wd_bank_date: DAY, wd_fullname: "DEDI KURNIAWAN", wd_username: "dedi158", wd_player_no: "7416093672", wd_corp_bank: "BCA 5555500000",
    });
    const bca = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: DAY, akunBankId: akunWd.akun_bank_id });
    const nameOnly = await seedMutasiWithdraw(bca, { mutasiwd_amount: 500_000, mutasiwd_date: DAY, mutasiwd_player_bank_name: "DEDI KURNIAWAN", mutasiwd_description: "TRSF E-BANKING DB 2711/FTSCY/WS95031 500000.00 DEDI KURNIAWAN" });
    const other = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: DAY, akunBankId: bri.akun_bank_id });
    const elsewhere = await seedMutasiWithdraw(other, { mutasiwd_amount: 500_000, mutasiwd_date: DAY, mutasiwd_player_bank_name: "DEDI KURNIAWAN", mutasiwd_description: "BIFAST 014 7416093672 DEDI KURNIAWAN" });
    await reconcileStored({ website: "ABC", dates: [DAY] });
    await ticket.reload();
    expect(ticket.wd_bo_approve).toBe(false);
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "withdraw", verdict_bo_id: ticket.wd_bo_id } });
    expect(verdict?.verdict_tier).toBe("saran");
    expect(verdict?.verdict_reason).toContain(`Kemungkinan mutasi #${nameOnly.mutasiwd_id}`);
    expect(verdict?.verdict_reason).toContain(`rekening player 7416093672 tampil di mutasi #${elsewhere.mutasiwd_id} (akun bank lain)`);
    // without that line, the name pays it
    await elsewhere.destroy();
    await reconcileStored({ website: "ABC", dates: [DAY] });
    expect((await ticket.reload()).wd_bo_approve).toBe(true);
  });

  it("approves no payout on a name-only line when another akun bank's line prints the player's account masked", async () => {
    // an audit of the new rules: `***********9252` on the BCA akun, the name-only BRI line approved
    const bca2 = await seedAkunBank({ website: "ABC", jenis: "WD", bank: "BCA", name: "PT ABC WD5", no: "5860662002" });
    const ticket = await seedBoWithdraw(await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 }), {
      wd_amount: 100_000, wd_bank_date: DAY, wd_fullname: "DEWI LESTARI", wd_username: "dewi01", wd_player_no: "566774028849252", wd_corp_bank: "BCA 5555500000",
    });
    const own = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: DAY, akunBankId: akunWd.akun_bank_id });
    await seedMutasiWithdraw(own, { mutasiwd_amount: 100_000, mutasiwd_date: DAY, mutasiwd_player_bank_name: "DEWI LESTARI", mutasiwd_description: "TRSF E-BANKING DB 2711/FTSCY/WS95031 100000.00 DEWI LESTARI" });
    const other = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: DAY, akunBankId: bca2.akun_bank_id });
    const masked = await seedMutasiWithdraw(other, { mutasiwd_amount: 100_000, mutasiwd_date: DAY, mutasiwd_player_bank_name: "DEWI LESTARI", mutasiwd_description: "BI-FAST DB BIF TRANSFER KE 002 ***********9252 DEWI LESTARI" });
    await reconcileStored({ website: "ABC", dates: [DAY] });
    expect((await ticket.reload()).wd_bo_approve).toBe(false);
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "withdraw", verdict_bo_id: ticket.wd_bo_id } });
    expect(verdict?.verdict_reason).toContain(`tampil di mutasi #${masked.mutasiwd_id} (akun bank lain)`);
  });

  it("approves no payout on a name-only line while a namesake's open ticket of its amount names another akun bank", async () => {
    // a clean-room audit: BUDI SANTOSO's ticket names Mandiri, the operator paid him from BCA, and the other BUDI SANTOSO's unpaid BCA ticket was approved
    const mandiri = await seedAkunBank({ website: "ABC", jenis: "WD", bank: "MANDIRI", name: "PT ABC WD4", no: "1370099000111" });
    const batch = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
    const budi = { wd_amount: 200_000, wd_bank_date: DAY, wd_fullname: "BUDI SANTOSO" };
    const unpaid = await seedBoWithdraw(batch, { ...budi, wd_username: "budi77274", wd_player_no: "4383637977", wd_corp_bank: "BCA 5555500000" });
    // the BO keeps his name in the other order: the bank may print it either way
    const paidElsewhere = await seedBoWithdraw(batch, { ...budi, wd_fullname: "SANTOSO BUDI", wd_username: "budiwin82", wd_player_no: "3172420176", wd_corp_bank: `MANDIRI ${mandiri.akun_bank_no}` });
    const bca = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: DAY, akunBankId: akunWd.akun_bank_id });
    await seedMutasiWithdraw(bca, { mutasiwd_amount: 200_000, mutasiwd_date: DAY, mutasiwd_player_bank_name: "BUDI SANTOSO", mutasiwd_description: "TRSF E-BANKING DB 2711/FTSCY/WS95031 200000.00 BUDI SANTOSO" });
    await reconcileStored({ website: "ABC", dates: [DAY] });
    expect((await unpaid.reload()).wd_bo_approve).toBe(false);
    const verdict = await MatchVerdict.findOne({ where: { verdict_kind: "withdraw", verdict_bo_id: unpaid.wd_bo_id } });
    expect(verdict?.verdict_tier).toBe("saran");
    expect(verdict?.verdict_reason).toContain(`player lain budiwin82 ("SANTOSO BUDI") punya tiket bernominal sama dengan Corporate Bank ${mandiri.akun_bank_no}`);
    // once the other ticket is paid or gone, the name pays it
    await paidElsewhere.destroy();
    await reconcileStored({ website: "ABC", dates: [DAY] });
    expect((await unpaid.reload()).wd_bo_approve).toBe(true);
  });

  it("does not match a ticket the back office rejected", async () => {
    const bo = await seedBoDeposit(await boBatch(), { depo_amount: 99_999, bank_statement_date: DAY, full_name: "Lina Marlina", bo_status: "REJECTED" });
    await seedMutasiDeposit(await statement(), { mutasi_amount: 99_999, mutasi_date: DAY, mutasi_player_bank_name: "LINA MARLINA" });
    await reconcileStored({ website: "ABC", dates: [DAY] });
    await bo.reload();
    expect(bo.bo_approve).toBe(false);
  });

  it("approves no payout whose ticket failed in the back office, or whose status it does not know, and says why on the row", async () => {
    const batch = await seedBatch({ website: "ABC", target: "bo_withdraw", uploadedBy: 1 });
    const lines = await seedBatch({ website: "ABC", target: "mutasi_withdraw", uploadedBy: 1, date: DAY, akunBankId: akunWd.akun_bank_id });
    const statuses = ["UNSUCCESSFUL", "REVERSED", "Refunded", "Not Approved", "ON HOLD"];
    const rows = [];
    for (const [index, status] of statuses.entries()) {
      const account = `77889900${10 + index}`;
      rows.push(await seedBoWithdraw(batch, { wd_amount: 310_000 + index * 1_000, wd_bank_date: DAY, wd_fullname: "Rudi Hartono", wd_player_no: account, wd_corp_bank: "BCA 5555500000", wd_status: status }));
      await seedMutasiWithdraw(lines, { mutasiwd_amount: 310_000 + index * 1_000, mutasiwd_date: DAY, mutasiwd_player_bank_name: "RUDI HARTONO", mutasiwd_player_account_no: account });
    }
    const summary = await reconcileStored({ website: "ABC", dates: [DAY] });
    expect(summary.withdraw.matched).toBe(0);
    for (const row of rows) {
      await row.reload();
      expect(row.wd_bo_approve).toBe(false);
    }
    const reasons = (await MatchVerdict.findAll({ where: { verdict_kind: "withdraw", verdict_bo_id: rows.map((row) => row.wd_bo_id) }, order: [["verdict_bo_id", "ASC"]] })).map((verdict) => verdict.verdict_reason);
    expect(reasons[0]).toBe('Tiket berstatus "UNSUCCESSFUL" di BO (ditolak, batal atau gagal): tidak dicocokkan otomatis.');
    expect(reasons[4]).toMatch(/^Status BO "ON HOLD" tidak dikenal sebagai tiket aktif/);
  });

  it("reads the corporate account out of BO text", () => {
    expect(corporateAccountDigits("BCA - 1234567890 - PT X")).toBe("1234567890");
    expect(corporateAccountDigits("BCA")).toBeNull();
    expect(corporateAccountDigits(null)).toBeNull();
  });
});
