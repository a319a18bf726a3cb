import { describe, expect, it } from "vitest";
import { BoDeposit, MutasiDeposit, UploadBatch } from "~/models/models.server";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { BO_DEPOSIT_HEADER, postUpload as upload } from "../support/upload-form";

/**
 * One account's statement day, uploaded again under another akun bank (a clean-room audit,
 * audit-own1 F3, F4): KlikBCA Bisnis under one BCA akun, then the Pratinjau copy of the same day
 * (which names no account) under a second; every credit of the copy paid a second ticket of the
 * same player. The very same file under the second akun was answered "Data sudah ada", although
 * nothing of that akun was stored.
 */
const { clients: { admin } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "BCA", name: "PT ALPHA JAYA", no: "0111222333" });
    await seedAkunBank({ website: "ABC", bank: "BCA", name: "PT ALPHA JAYA", no: "0111999888" });
    await seedAkunBank({ website: "XYZ", bank: "BCA", name: "PT XYLO JAYA", no: "0777666555" });
  },
  clients: STAFF,
});

const fields = (website: string, no: string, dates: string) => ({ groups: website, corporate_bank_name: "PT ALPHA JAYA", corporate_bank_no: no, dates });

const bisnis = [
  '"No. rekening : 0111222333"',
  '"Nama : PT ALPHA JAYA"',
  '"Periode : 20/05/2026 - 20/05/2026"',
  '"Tanggal Transaksi","Keterangan","Cabang","Jumlah","Saldo"',
  '"20/05","TRSF E-BANKING CR 2005/FTSCY/WS95031 500000.00 ANDI PRATAMA","0000","500,000.00 CR","50,500,000.00"',
  '"20/05","TRSF E-BANKING CR 2005/FTSCY/WS95031 250000.00 BUDI SANTOSO","0000","250,000.00 CR","50,750,000.00"',
].join("\n");

const pratinjau = (balances: [string, string]) =>
  [
    "No\tTanggal\tKeterangan\tDebit\tKredit\tSaldo",
    `1\t20/05/2026\tTRSF E-BANKING CR 2005/FTSCY/WS95031 500000.00 ANDI PRATAMA\t-\tRp 500.000\tRp ${balances[0]}`,
    `2\t20/05/2026\tTRSF E-BANKING CR 2005/FTSCY/WS95031 250000.00 BUDI SANTOSO\t-\tRp 250.000\tRp ${balances[1]}`,
  ].join("\n");

async function boOf(website: string, rows: [ticket: string, time: string, user: string, name: string, amount: number, akun: string][]) {
  const csv = [BO_DEPOSIT_HEADER, ...rows.map(([ticket, time, user, name, amount, akun]) => `${ticket},20/05/2026 ${time},,${user},${name},BANK,${amount},0,0,0,${amount},BCA - 0123400000,BCA - ${akun},,,PENDING,,,${website},,`)].join("\n");
  const reply = await upload(admin, "/api/checkdata", {}, `bo-${website}.csv`, csv);
  expect(reply.status, await reply.clone().text()).toBe(200);
}

const stored = async () => ({ batches: await UploadBatch.count(), lines: await MutasiDeposit.count() });

describe("a statement day uploaded again under another akun bank", () => {
  it("is refused, naming the akun it was stored for, and pays no ticket twice", async () => {
    await boOf("ABC", [
      ["OA1", "09:00:00", "andi01", "ANDI PRATAMA", 500000, "0111222333"],
      ["OA2", "13:00:00", "andi01", "ANDI PRATAMA", 500000, "0111999888"],
      ["OB1", "09:00:00", "budi01", "BUDI SANTOSO", 250000, "0111222333"],
      ["OB2", "13:00:00", "budi01", "BUDI SANTOSO", 250000, "0111999888"],
    ]);
    const first = await upload(admin, "/api/mutasiupdepobca", fields("ABC", "0111222333", "20-May-2026"), "bisnis.csv", bisnis);
    expect(first.status, await first.clone().text()).toBe(200);
    const before = await stored();
    const copy = await upload(admin, "/api/mutasiupdepobca", fields("ABC", "0111999888", "20-May-2026"), "pratinjau.csv", pratinjau(["50.500.000", "50.750.000"]));
    expect(copy.status).toBe(400);
    expect((await copy.json()).message).toBe(
      "❌ Baris file ini sama persis (tanggal, nominal, keterangan dan saldo) dengan mutasi akun BCA 0111222333 yang sudah diupload, jadi bukan mutasi akun yang dipilih (BCA 0111999888). Tidak ada yang disimpan: periksa file dan akun yang dipilih.",
    );
    expect(await stored()).toEqual(before);
    const approved = await BoDeposit.findAll({ where: { ticket_no: ["OA1", "OA2", "OB1", "OB2"] }, order: [["ticket_no", "ASC"]] });
    expect(approved.map((row) => [row.ticket_no, row.bo_approve])).toEqual([
      ["OA1", true],
      ["OA2", false],
      ["OB1", true],
      ["OB2", false],
    ]);
    // another website's akun: refused without naming the account it repeats
    const elsewhere = await upload(admin, "/api/mutasiupdepobca", { ...fields("XYZ", "0777666555", "20-May-2026"), corporate_bank_name: "PT XYLO JAYA" }, "pratinjau.csv", pratinjau(["50.500.000", "50.750.000"]));
    expect(elsewhere.status).toBe(400);
    expect((await elsewhere.json()).message).toContain("dengan mutasi rekening lain yang sudah diupload, jadi bukan mutasi akun yang dipilih (BCA 0777666555)");
    // the second account's own day, the same transfers at other balances, is its own
    const own = await upload(admin, "/api/mutasiupdepobca", fields("ABC", "0111999888", "20-May-2026"), "pratinjau-own.csv", pratinjau(["7.500.000", "7.750.000"]));
    expect(own.status, await own.clone().text()).toBe(200);
  });

  it("tells the clerk the very file was stored for another akun, not that the chosen akun's day is in", async () => {
    const day = pratinjau(["1.500.000", "1.750.000"]).replaceAll("20/05/2026", "21/05/2026").replaceAll("2005/", "2105/");
    const first = await upload(admin, "/api/mutasiupdepobca", fields("ABC", "0111222333", "21-May-2026"), "pratinjau.csv", day);
    expect(first.status, await first.clone().text()).toBe(200);
    const again = await upload(admin, "/api/mutasiupdepobca", fields("ABC", "0111999888", "21-May-2026"), "pratinjau.csv", day);
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(
      "❌ File yang sama sudah diupload untuk akun BCA 0111222333. Untuk akun yang dipilih (BCA 0111999888) tidak ada yang disimpan: periksa file dan akun yang dipilih.",
    );
    // the same akun again is still the data already there
    const same = await upload(admin, "/api/mutasiupdepobca", fields("ABC", "0111222333", "21-May-2026"), "pratinjau.csv", day);
    expect(await same.json()).toMatchObject({ status: true, message: "Data sudah ada untuk tanggal 21-May-2026" });
  });
});
