import { Op } from "sequelize";
import { describe, expect, it } from "vitest";
import { BoDeposit, DayClose, MutasiDeposit, MutasiWithdraw, StatementDay, UploadBatch } from "~/models/models.server";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { BO_DEPOSIT_HEADER, BRI_CMS_HEADER, postUpload } from "../support/upload-form";

// A clerk uploads a statement in the morning and the same day's full statement later: the full one
// must add its new lines, and only those, without deleting what is stored (and approved) first.

const { clients: { checker } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "BCA", name: "PT CONTOH JAYA", no: "0111222333" });
    await seedAkunBank({ website: "ABC", bank: "BCA", name: "PT CONTOH JAYA", no: "0111222333", jenis: "WD" });
    await seedAkunBank({ website: "ABC", bank: "BRI", name: "PT BRI JAYA", no: "034101000123307" });
    await seedAkunBank({ website: "ABC", bank: "BRI", name: "PT BRI JAYA WD", no: "034101000999888", jenis: "WD" });
  },
  clients: STAFF,
});

type Line = [text: string, amount: number, sign: "CR" | "DB"];

/** KlikBCA Individual CSV of account 0111222333, each line with the running balance after it (from 1,000,000). */
function klikBca(day: string, lines: readonly Line[]): string {
  let balance = 1_000_000;
  const body = lines.map(([text, amount, sign]) => {
    balance += sign === "CR" ? amount : -amount;
    return `'${day},${text},'0000,${amount.toFixed(2)},${sign},${balance.toFixed(2)}`;
  });
  return ["Account No.,=,'0111222333", "Name,=,PT CONTOH JAYA", "Currency,=,IDR", "", "Date,Description,Branch,Amount,,Balance", ...body].join("\n");
}

type BriLine = [time: string, text: string, amount: number, sign: "Cr" | "Db", remark: string];

/** BRI CMS of `account` on 04-Apr-2024, saldo awal and akhir of every line running from 1,000,000. */
function briCms(account: string, lines: readonly BriLine[]): string {
  let balance = 1_000_000;
  const body = lines.map(([time, text, amount, sign, remark], index) => {
    const before = balance;
    balance += sign === "Cr" ? amount : -amount;
    const [debit, credit] = sign === "Db" ? [amount, 0] : [0, amount];
    return `${index + 1},${account},04/04/2024 ${time},04/04/2024,${time.replace(":", "")}00,${index + 1},${text},${before.toFixed(2)},${debit.toFixed(2)},${credit.toFixed(2)},${balance.toFixed(2)},${sign},8888001,4101,${remark},,`;
  });
  return [BRI_CMS_HEADER, ...body].join("\n");
}

const BCA_DEPOSIT = { groups: "ABC", corporate_bank_name: "PT CONTOH JAYA", corporate_bank_no: "0111222333", dates: "26-Nov-2026" };
const BCA_WITHDRAW = { ...BCA_DEPOSIT, transaction: "wd" };
const BRI_DEPOSIT = { groups: "ABC", provider: "BRI", corporate_bank_name: "PT BRI JAYA", corporate_bank_no: "034101000123307" };
const BRI_WITHDRAW = { groups: "ABC", provider: "BRI", corporate_bank_name: "PT BRI JAYA WD", corporate_bank_no: "034101000999888", transaction: "wd" };

// the morning: ten credits (two of them the same transfer twice) and a debit
const MORNING: Line[] = [
  ...Array.from({ length: 8 }, (_, n): Line => [`TRSF E-BANKING CR 2611/FTSCY/WS95031 ${100000 + n * 1000}.00PAGI ${n + 1}`, 100_000 + n * 1000, "CR"]),
  ["TRSF E-BANKING CR 2611/FTSCY/WS95031 50000.00JOKO SUSILO", 50_000, "CR"],
  ["TRSF E-BANKING CR 2611/FTSCY/WS95031 50000.00JOKO SUSILO", 50_000, "CR"],
  ["TRSF E-BANKING DB 2611/FTSCY/WS95031 70000.00PAGI KELUAR", 70_000, "DB"],
];
// the afternoon: Joko's transfer a third time, a new credit and two debits
const AFTERNOON: Line[] = [
  ["TRSF E-BANKING CR 2611/FTSCY/WS95031 50000.00JOKO SUSILO", 50_000, "CR"],
  ["TRSF E-BANKING DB 2611/FTSCY/WS95031 80000.00SIANG KELUAR", 80_000, "DB"],
  ["TRSF E-BANKING CR 2611/FTSCY/WS95031 120000.00SORE DUA", 120_000, "CR"],
  ["TRSF E-BANKING DB 2611/FTSCY/WS95031 90000.00SORE KELUAR", 90_000, "DB"],
];

async function send(fields: Record<string, string>, name: string, content: string) {
  const response = await postUpload(checker, "/api/mutasiupdepobca", fields, name, content);
  return { status: response.status, reply: (await response.json()) as { status: boolean; message: string; data: string[]; inserted: number; skipped: number; batch_ids: number[] } };
}

/** The day's stored lines in the order stored: the text after a KlikBCA amount, the amount, the balance. */
async function stored(model: typeof MutasiDeposit | typeof MutasiWithdraw, date: string) {
  const prefix = model === MutasiDeposit ? "mutasi" : "mutasiwd";
  const rows = (await (model as typeof MutasiDeposit).findAll({ where: { [`${prefix}_date`]: date }, order: [[`${prefix}_id`, "ASC"]], raw: true })) as unknown as Record<string, unknown>[];
  return rows.map((row) => `${String(row[`${prefix}_description`]).replace(/^.*\d\.\d\d/, "")}|${Number(row[`${prefix}_amount`])}|${Number(row[`${prefix}_balance`])}`);
}

describe("a fuller statement of a day already stored (KlikBCA Individual)", () => {
  it("deposit: stores only the new credits, each with its own balance, says how many were added and were there, and never stores a line twice", async () => {
    const morning = await send(BCA_DEPOSIT, "pagi.csv", klikBca("26/11", MORNING));
    expect(morning.reply.data[0]).toBe("10 data berhasil ditambahkan.");
    const before = await stored(MutasiDeposit, "2026-11-26");

    const full = await send(BCA_DEPOSIT, "lengkap.csv", klikBca("26/11", [...MORNING, ...AFTERNOON]));
    expect(full.status, JSON.stringify(full.reply)).toBe(200);
    expect(full.reply).toMatchObject({ status: false, inserted: 2, skipped: 10 });
    expect(full.reply.data[0]).toBe("2 baris baru ditambahkan ke mutasi 26-Nov-2026 (10 baris sudah ada).");
    // the morning's rows untouched, then the afternoon's credits as the file states them: Joko's third
    // transfer with the balance after it (1,928,000 - 70,000 + 50,000), not a morning copy's
    expect(await stored(MutasiDeposit, "2026-11-26")).toEqual([...before, "JOKO SUSILO|50000|1908000", "SORE DUA|120000|1948000"]);
    const batch = await UploadBatch.findByPk(full.reply.batch_ids[0]);
    expect(batch).toMatchObject({ batch_row_count: 2, batch_skipped_count: 10 });
    // the day stays the morning batch's: one statement day per account and date
    expect(await StatementDay.count({ where: { day_target: "mutasi_deposit", day_date: "2026-11-26" } })).toBe(1);

    // the full file again, same bytes or not: already there
    const again = await send(BCA_DEPOSIT, "lengkap.csv", klikBca("26/11", [...MORNING, ...AFTERNOON]));
    expect(again.reply).toMatchObject({ status: true, data: ["Data sudah ada untuk tanggal 26-Nov-2026"] });
    const copy = await send(BCA_DEPOSIT, "lengkap-2.csv", `${klikBca("26/11", [...MORNING, ...AFTERNOON])}\n`);
    expect(copy.reply).toMatchObject({ status: true, data: ["Data sudah ada untuk tanggal 26-Nov-2026"] });

    // the evening's file: the lines added in the afternoon count as stored too
    const evening = await send(BCA_DEPOSIT, "malam.csv", klikBca("26/11", [...MORNING, ...AFTERNOON, ["TRSF E-BANKING CR 2611/FTSCY/WS95031 99000.00MALAM", 99_000, "CR"]]));
    expect(evening.reply.data[0]).toBe("1 baris baru ditambahkan ke mutasi 26-Nov-2026 (12 baris sudah ada).");
    expect(await MutasiDeposit.count({ where: { mutasi_date: "2026-11-26" } })).toBe(13);
    expect(await MutasiDeposit.count({ where: { mutasi_date: "2026-11-26", mutasi_description: { [Op.like]: "%JOKO SUSILO" } } })).toBe(3);
  });

  it("withdraw: a later copy adds its debits; a file missing a stored line is refused and writes nothing", async () => {
    const morning = await send(BCA_WITHDRAW, "pagi-wd.csv", klikBca("26/11", MORNING));
    expect(morning.reply.data[0]).toBe("1 data berhasil ditambahkan.");

    // not a later copy: the morning debit is missing, the afternoon's are there
    const counts = async () => [await MutasiWithdraw.count(), await UploadBatch.count(), await StatementDay.count()];
    const beforeRefusal = await counts();
    const other = await send(BCA_WITHDRAW, "lain-wd.csv", klikBca("26/11", [...MORNING.slice(0, 10), ...AFTERNOON]));
    expect(other.status).toBe(400);
    expect(other.reply.message).toBe(
      "❌ Mutasi tanggal 26-Nov-2026 untuk akun ini sudah diupload dari file lain, tetapi file ini berisi 2 baris yang belum tersimpan dan tidak memuat 1 baris yang sudah tersimpan, jadi bukan salinan lengkap dari mutasi yang sama. Tidak ada yang disimpan: hapus upload sebelumnya (Delete BO / Mutasi) lalu upload file yang lengkap.",
    );
    expect(await counts()).toEqual(beforeRefusal);

    const full = await send(BCA_WITHDRAW, "lengkap-wd.csv", klikBca("26/11", [...MORNING, ...AFTERNOON]));
    expect(full.status, JSON.stringify(full.reply)).toBe(200);
    expect(full.reply.data[0]).toBe("2 baris baru ditambahkan ke mutasi 26-Nov-2026 (1 baris sudah ada).");
    expect(await stored(MutasiWithdraw, "2026-11-26")).toEqual(["PAGI KELUAR|70000|1858000", "SIANG KELUAR|80000|1828000", "SORE KELUAR|90000|1858000"]);
    // a file that is only part of what is stored has nothing new: already there
    const part = await send(BCA_WITHDRAW, "siang-wd.csv", klikBca("26/11", [...MORNING, AFTERNOON[0], AFTERNOON[1]]));
    expect(part.reply).toMatchObject({ status: true, data: ["Data sudah ada untuk tanggal 26-Nov-2026"] });
    expect(await MutasiWithdraw.count({ where: { mutasiwd_date: "2026-11-26" } })).toBe(3);
  });

  it("a day closed with Tutup Hari still takes nothing more", async () => {
    const day: Line[] = [["TRSF E-BANKING CR 2511/FTSCY/WS95031 10000.00TUTUP SATU", 10_000, "CR"]];
    const fields = { ...BCA_DEPOSIT, dates: "25-Nov-2026" };
    expect((await send(fields, "tutup.csv", klikBca("25/11", day))).reply.status).toBe(false);
    await DayClose.create({ close_website: "ABC", close_date: "2026-11-25", close_closed: true, close_closed_by: "admin", close_closed_at: new Date() });
    const fuller = await send(fields, "tutup-lengkap.csv", klikBca("25/11", [...day, ["TRSF E-BANKING CR 2511/FTSCY/WS95031 20000.00TUTUP DUA", 20_000, "CR"]]));
    expect(fuller.status).toBe(409);
    expect(fuller.reply.message).toMatch(/^❌ Hari 25-Nov-2026 untuk ABC sudah ditutup \(Tutup Hari\)/);
    expect(await MutasiDeposit.count({ where: { mutasi_date: "2026-11-25" } })).toBe(1);
  });
});

describe("a fuller statement of a day already stored (BRI CMS)", () => {
  it("deposit: the added line is reconciled like any upload, approving the BO ticket it pays", async () => {
    const bo = [BO_DEPOSIT_HEADER, 'DP1,04/04/2024 13:28:00,,budi88,BUDI SANTOSO,BANK,"150,000.00",0,0,0,"150,000.00",,BRI - 034101000123307,,,PENDING,,,ABC,,'].join("\n");
    expect((await postUpload(checker, "/api/checkdata", {}, "bo.csv", bo)).status).toBe(200);
    const morning: BriLine[] = [["08:15", "SETOR TUNAI", 300_000, "Cr", ""]];
    const first = await postUpload(checker, "/api/mutasiupdepomanual", BRI_DEPOSIT, "bri-pagi.csv", briCms("034101000123307", morning));
    expect(first.status).toBe(200);
    expect((await BoDeposit.findOne({ where: { ticket_no: "DP1" } }))?.bo_approve).toBe(false);

    const response = await postUpload(checker, "/api/mutasiupdepomanual", BRI_DEPOSIT, "bri-lengkap.csv", briCms("034101000123307", [...morning, ["13:34", "TRF DARI BUDI", 150_000, "Cr", "NBMB BUDI SANTOSO TO PT BRI JAYA"]]));
    const reply = await response.json();
    expect(response.status, JSON.stringify(reply)).toBe(200);
    expect(reply.data[0]).toBe("1 baris baru ditambahkan ke mutasi 04-Apr-2024 (1 baris sudah ada).");
    expect(await stored(MutasiDeposit, "2024-04-04")).toEqual(["SETOR TUNAI|300000|1300000", "NBMB BUDI SANTOSO TO PT BRI JAYA|150000|1450000"]);
    const paid = await BoDeposit.findOne({ where: { ticket_no: "DP1" } });
    expect(paid?.bo_approve).toBe(true);
    expect((await MutasiDeposit.findOne({ where: { mutasi_date: "2024-04-04", mutasi_amount: 150_000 } }))?.mutasi_ticket).toBe("DP1");
  });

  it("withdraw: stores only the new debits; a copy that drops a stored one is refused", async () => {
    const morning: BriLine[] = [
      ["09:00", "TRF KE RINA", 50_000, "Db", "NBMB PT BRI JAYA WD TO RINA MARLINA"],
      ["09:30", "TRF KE RINA", 50_000, "Db", "NBMB PT BRI JAYA WD TO RINA MARLINA"],
      ["10:00", "SETOR TUNAI", 500_000, "Cr", ""],
      ["11:00", "TRF KE SARI", 25_000, "Db", "NBMB PT BRI JAYA WD TO SARI"],
    ];
    const afternoon: BriLine[] = [
      ["14:00", "TRF KE RINA", 50_000, "Db", "NBMB PT BRI JAYA WD TO RINA MARLINA"],
      ["15:00", "TRF KE DEDI", 75_000, "Db", "NBMB PT BRI JAYA WD TO DEDI"],
    ];
    const upload = (name: string, lines: BriLine[]) => postUpload(checker, "/api/mutasiupdepomanual", BRI_WITHDRAW, name, briCms("034101000999888", lines));
    expect((await upload("wd-pagi.csv", morning)).status).toBe(200);

    // Sari's debit is missing: another statement, not a later copy of this one
    const refused = await upload("wd-lain.csv", [...morning.slice(0, 3), ...afternoon]);
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/berisi 2 baris yang belum tersimpan dan tidak memuat 1 baris yang sudah tersimpan/);
    expect(await MutasiWithdraw.count({ where: { mutasiwd_date: "2024-04-04" } })).toBe(3);

    const response = await upload("wd-lengkap.csv", [...morning, ...afternoon]);
    const reply = await response.json();
    expect(response.status, JSON.stringify(reply)).toBe(200);
    expect(reply.data[0]).toBe("2 baris baru ditambahkan ke mutasi 04-Apr-2024 (3 baris sudah ada).");
    expect(await stored(MutasiWithdraw, "2024-04-04")).toEqual([
      "NBMB PT BRI JAYA WD TO RINA MARLINA|50000|950000",
      "NBMB PT BRI JAYA WD TO RINA MARLINA|50000|900000",
      "NBMB PT BRI JAYA WD TO SARI|25000|1375000",
      // the third transfer to Rina is the afternoon's, with the afternoon's balance
      "NBMB PT BRI JAYA WD TO RINA MARLINA|50000|1325000",
      "NBMB PT BRI JAYA WD TO DEDI|75000|1250000",
    ]);
  });

  it("deposit: an afternoon-only export is no fuller copy: Joko's second 50.000 at 15:00 is not taken for his 09:00 one", async () => {
    // another day of the same account, so the earlier tests' 04-Apr lines stay out of it
    const joko = (time: string): BriLine => [time, "TRF DARI JOKO", 50_000, "Cr", "NBMB JOKO SUSILO TO PT BRI JAYA"];
    const morning = briCms("034101000123307", [joko("09:00")]).replaceAll("04/04/2024", "05/04/2024");
    expect((await postUpload(checker, "/api/mutasiupdepomanual", BRI_DEPOSIT, "bri-0504-pagi.csv", morning)).status).toBe(200);
    const afternoon = briCms("034101000123307", [joko("15:00"), ["15:30", "TRF DARI SARI", 75_000, "Cr", "NBMB SARI TO PT BRI JAYA"]]).replaceAll("04/04/2024", "05/04/2024");
    const response = await postUpload(checker, "/api/mutasiupdepomanual", BRI_DEPOSIT, "bri-0504-sore.csv", afternoon);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/berisi 2 baris yang belum tersimpan dan tidak memuat 1 baris yang sudah tersimpan/);
    expect(await MutasiDeposit.count({ where: { mutasi_date: "2024-04-05" } })).toBe(1);
  });

  it("deposit: the next morning's download, which starts at the evening's last stored line, adds the late credit of the day and the new day (a clean-room audit)", async () => {
    // BRI CMS lines with the balances the bank printed: one account's running balance across both downloads
    const line = (n: number, date: string, time: string, amount: number, before: number, remark: string) =>
      `${n},034101000123307,${date} ${time},${date},${time.replace(":", "")}00,${n},TRF DARI,${before.toFixed(2)},0.00,${amount.toFixed(2)},${(before + amount).toFixed(2)},Cr,8888001,4101,${remark},,`;
    const evening = [
      line(1, "10/04/2024", "20:00", 100_000, 1_000_000, "NBMB ANDI SAPUTRA TO PT BRI JAYA"),
      line(2, "10/04/2024", "23:58", 200_000, 1_100_000, "NBMB RINA LESTARI TO PT BRI JAYA"),
    ];
    expect((await postUpload(checker, "/api/mutasiupdepomanual", BRI_DEPOSIT, "bri-1004-2359.csv", [BRI_CMS_HEADER, ...evening].join("\n"))).status).toBe(200);
    // 23:58 to 08:00: Rina's line again, Dedi's credit at 23:59 the evening's download missed, then the morning
    const next = [
      line(1, "10/04/2024", "23:58", 200_000, 1_100_000, "NBMB RINA LESTARI TO PT BRI JAYA"),
      line(2, "10/04/2024", "23:59", 100_000, 1_300_000, "NBMB DEDI KURNIAWAN TO PT BRI JAYA"),
      line(3, "11/04/2024", "07:10", 50_000, 1_400_000, "NBMB SITI AMINAH TO PT BRI JAYA"),
    ];
    const response = await postUpload(checker, "/api/mutasiupdepomanual", BRI_DEPOSIT, "bri-1104-0800.csv", [BRI_CMS_HEADER, ...next].join("\n"));
    const reply = await response.json();
    expect(response.status, JSON.stringify(reply)).toBe(200);
    expect(await stored(MutasiDeposit, "2024-04-10")).toEqual(["NBMB ANDI SAPUTRA TO PT BRI JAYA|100000|1100000", "NBMB RINA LESTARI TO PT BRI JAYA|200000|1300000", "NBMB DEDI KURNIAWAN TO PT BRI JAYA|100000|1400000"]);
    expect(await stored(MutasiDeposit, "2024-04-11")).toEqual(["NBMB SITI AMINAH TO PT BRI JAYA|50000|1450000"]);
  });
});
