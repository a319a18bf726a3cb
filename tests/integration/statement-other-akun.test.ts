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
    await seedAkunBank({ website: "ABC", bank: "BCA", name: "PT ALPHA JAYA", no: "0111333444", jenis: "WD" });
    await seedAkunBank({ website: "ABC", bank: "MANDIRI", name: "PT ALPHA JAYA", no: "1370000111222" });
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

  it("refuses the full day of an account whose morning copy was stored under another akun, saying which (audit-life3 F7)", async () => {
    const day = (lines: number) =>
      pratinjau(["2.500.000", "2.750.000"]).replaceAll("20/05/2026", "22/05/2026").replaceAll("2005/", "2205/").split("\n").slice(0, lines + 1).join("\n");
    const morning = await upload(admin, "/api/mutasiupdepobca", fields("ABC", "0111999888", "22-May-2026"), "pagi.csv", day(1));
    expect(morning.status, await morning.clone().text()).toBe(200);
    const before = await stored();
    const full = await upload(admin, "/api/mutasiupdepobca", fields("ABC", "0111222333", "22-May-2026"), "sehari.csv", day(2));
    expect(full.status).toBe(400);
    expect((await full.json()).message).toBe(
      "❌ Mutasi akun BCA 0111999888 yang sudah diupload sama persis dengan sebagian baris file ini (tanggal, nominal, keterangan, saldo), jadi file ini dan upload itu satu rekening. Tidak ada yang disimpan untuk akun yang dipilih (BCA 0111222333): bila upload itu salah akun, hapus dulu (Delete BO / Mutasi) lalu upload file ini lagi.",
    );
    expect(await stored()).toEqual(before);
  });

  it("refuses lines stored without balances, three or more, picked again under another akun with them (audit-rules8 F10)", async () => {
    const texts = ["TRSF E-BANKING CR 2305/FTSCY/WS95031 410000.00 ANDI PRATAMA", "TRSF E-BANKING CR 2305/FTSCY/WS95031 420000.00 BUDI SANTOSO", "TRSF E-BANKING CR 2305/FTSCY/WS95031 430000.00 CICI PARAMIDA"];
    const manual = ["Tanggal,Nama Pengirim,No Rekening,Keterangan,Nominal,CR/DB", ...texts.map((text, i) => `23/05/2026 10:0${i}:00,,,${text},4${i + 1}0000,CR`)].join("\n");
    const manualFields = { groups: "ABC", provider: "MANDIRI", corporate_bank_name: "PT ALPHA JAYA", corporate_bank_no: "1370000111222", transaction: "depo" };
    const first = await upload(admin, "/api/mutasiupdepomanual", manualFields, "manual.csv", manual);
    expect(first.status, await first.clone().text()).toBe(200);
    const withBalances = ["No\tTanggal\tKeterangan\tDebit\tKredit\tSaldo", ...texts.map((text, i) => `${i + 1}\t23/05/2026\t${text}\t-\tRp 4${i + 1}0.000\tRp ${["5.410.000", "5.830.000", "6.260.000"][i]}`)].join("\n");
    const copy = await upload(admin, "/api/mutasiupdepobca", fields("ABC", "0111222333", "23-May-2026"), "pratinjau.csv", withBalances);
    const reply = await copy.json();
    expect(copy.status, JSON.stringify(reply)).toBe(400);
    expect(reply.message, JSON.stringify(reply)).toContain("❌ Baris file ini sama persis (tanggal, nominal dan keterangan) dengan mutasi akun MANDIRI 1370000111222 yang sudah diupload");
  });

  it("refuses the very file of a deposit akun picked as another account's withdraw statement (audit-rules8 F6)", async () => {
    const file = [
      ...pratinjau(["3.500.000", "3.750.000"]).replaceAll("20/05/2026", "24/05/2026").replaceAll("2005/", "2405/").split("\n"),
      "3\t24/05/2026\tTRSF E-BANKING DB 2405/FTSCY/WS95031 50000.00 RINA MARLINA\tRp 50.000\t-\tRp 3.700.000",
    ].join("\n");
    const depo = await upload(admin, "/api/mutasiupdepobca", fields("ABC", "0111222333", "24-May-2026"), "pratinjau.csv", file);
    expect(depo.status, await depo.clone().text()).toBe(200);
    const wd = await upload(admin, "/api/mutasiupdepobca", { ...fields("ABC", "0111333444", "24-May-2026"), transaction: "wd" }, "pratinjau.csv", file);
    expect(wd.status).toBe(400);
    expect((await wd.json()).message).toBe(
      "❌ File yang sama sudah diupload untuk akun BCA 0111222333. Untuk akun yang dipilih (BCA 0111333444) tidak ada yang disimpan: periksa file dan akun yang dipilih.",
    );
  });
});
