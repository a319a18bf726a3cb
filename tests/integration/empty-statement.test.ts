import { describe, expect, it } from "vitest";
import { MutasiDeposit, StatementDay, UploadBatch } from "~/models/models.server";
import type { Client } from "../support/client";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";

/**
 * A clean-room audit (time1 F2): an akun bank with no credit on a day could not have that day's
 * statement taken (a file of only debits, or of no line at all, was refused), so Tutup Hari stayed
 * blocked by "Mutasi deposit ... belum diupload" until an ADMIN switched the akun off. Files as
 * FORMATS.md gives them: KlikBCA Individual (preamble, header, footer of totals) and KlikBCA Bisnis
 * (Periode line).
 */
const { clients: { admin, checker } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "BCA", name: "PT KOSONG JAYA", no: "0144555666" });
    await seedAkunBank({ website: "ABC", bank: "BCA", name: "PT KOSONG JAYA WD", no: "0144555777", jenis: "WD" });
  },
  clients: STAFF,
});

const individual = (no: string, lines: readonly string[], opening: string, credit: string, debit: string, ending: string) =>
  [`Account No.,=,'${no}`, "Name,=,PT KOSONG JAYA", "Currency,=,IDR", "", "Date,Description,Branch,Amount,,Balance", ...lines, `Starting Balance,=,${opening}`, `Credit,=,${credit}`, `Debet,=,${debit}`, `Ending Balance,=,${ending}`].join("\n");

function upload(client: Client, apiPath: string, no: string, date: string, csv: string, name = "mutasi.csv", transaction = "depo") {
  const form = new FormData();
  for (const [key, value] of Object.entries({ groups: "ABC", corporate_bank_name: "PT KOSONG JAYA", corporate_bank_no: no, dates: date, transaction })) form.append(key, value);
  form.append("myfile", new Blob([csv], { type: "text/csv" }), name);
  return client.request(apiPath, { method: "POST", body: form });
}

const blockers = async (date: string) => (await (await checker.get(`/api/statushari/ABC/${date}`)).json()).data.blockers as string[];
const DEPOSIT_BLOCKER = "Mutasi deposit BCA 0144555666 belum diupload";
const WITHDRAW_BLOCKER = "Mutasi withdraw BCA 0144555777 belum diupload";

describe("a statement day without a line of the upload's direction", () => {
  it("is taken for a deposit akun's day of only debits: the day is its statement, nothing is stored to pair", async () => {
    expect(await blockers("2025-06-02")).toContain(DEPOSIT_BLOCKER);
    const csv = individual("0144555666", ["'02/06,BIAYA ADM,'0000,15000.00,DB,985000.00", "'02/06,TRSF E-BANKING DB 0206/FTSCY/WS95031 500000.00PT KOSONG JAYA WD,'0000,500000.00,DB,485000.00"], "1000000.00", "0.00", "515000.00", "485000.00");
    const response = await upload(checker, "/api/mutasiupdepobca", "0144555666", "02-Jun-2025", csv);
    expect(response.status).toBe(200);
    const reply = await response.json();
    expect(reply).toMatchObject({ status: false, inserted: 0, message: "Tidak ada baris kredit (deposit) di file ini: mutasi tanggal 02-Jun-2025 dicatat sudah diupload, tanpa baris untuk dicocokkan." });
    expect(reply.data).toEqual(expect.arrayContaining(["1 baris debit tidak diimpor (bukan deposit).", "1 baris biaya/nol tidak diimpor."]));
    expect(await MutasiDeposit.count({ where: { mutasi_date: "2025-06-02" } })).toBe(0);
    expect(await blockers("2025-06-02")).not.toContain(DEPOSIT_BLOCKER);

    // the very file again: the day is there already
    const again = await (await upload(checker, "/api/mutasiupdepobca", "0144555666", "02-Jun-2025", csv)).json();
    expect(again).toMatchObject({ status: true, message: "Data sudah ada untuk tanggal 02-Jun-2025", inserted: 0 });
  });

  it("is taken for a day of no transaction at all, even when two such days' files are byte for byte alike", async () => {
    const csv = individual("0144555666", [], "485000.00", "0.00", "0.00", "485000.00");
    for (const [date, shown] of [["2025-06-03", "03-Jun-2025"], ["2025-06-04", "04-Jun-2025"]]) {
      const reply = await (await upload(checker, "/api/mutasiupdepobca", "0144555666", shown, csv, "kosong.csv")).json();
      expect(reply).toMatchObject({ status: false, message: `Tidak ada baris kredit (deposit) di file ini: mutasi tanggal ${shown} dicatat sudah diupload, tanpa baris untuk dicocokkan.` });
      expect(await blockers(date)).not.toContain(DEPOSIT_BLOCKER);
    }
    // Tutup Hari closes the day: nothing else blocks it (the WD akun's statement aside, uploaded next)
    const wd = await upload(checker, "/api/mutasiupdepobca", "0144555777", "03-Jun-2025", individual("0144555777", [], "2000000.00", "0.00", "0.00", "2000000.00"), "wd.csv", "wd");
    expect((await wd.json()).message).toBe("Tidak ada baris debit (withdraw) di file ini: mutasi tanggal 03-Jun-2025 dicatat sudah diupload, tanpa baris untuk dicocokkan.");
    expect(await blockers("2025-06-03")).toEqual([]);
    const closed = await checker.request("/api/tutuphari", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ website: "ABC", date: "2025-06-03" }) });
    expect(closed.status).toBe(200);
  });

  it("takes the day's real statement uploaded afterwards, its lines added to the day", async () => {
    const empty = individual("0144555666", [], "485000.00", "0.00", "0.00", "485000.00");
    await upload(checker, "/api/mutasiupdepobca", "0144555666", "05-Jun-2025", empty, "pagi.csv");
    const full = individual("0144555666", ["'05/06,TRSF E-BANKING CR 0506/FTSCY/WS95031 250000.00BUDI SANTOSO,'0000,250000.00,CR,735000.00"], "485000.00", "250000.00", "0.00", "735000.00");
    const reply = await (await upload(checker, "/api/mutasiupdepobca", "0144555666", "05-Jun-2025", full, "sore.csv")).json();
    expect(reply).toMatchObject({ status: false, inserted: 1, message: "1 baris baru ditambahkan ke mutasi 05-Jun-2025 (0 baris sudah ada)." });
    expect(await MutasiDeposit.count({ where: { mutasi_date: "2025-06-05" } })).toBe(1);
  });

  it("is refused when the Periode of a file without lines does not hold the chosen day, storing nothing", async () => {
    const bisnis = [
      '"Informasi Rekening - Mutasi Rekening"," "," "," "," ",',
      "",
      '"No. rekening : 0144555666"',
      '"Nama : PT KOSONG JAYA"',
      '"Periode : 01/07/2025 - 01/07/2025"',
      '"Kode Mata Uang : Rp"',
      '"Tanggal Transaksi","Keterangan","Cabang","Jumlah","Saldo"',
      '"Saldo Awal : 485,000.00"',
      '"Mutasi Debet : 0.00","0"',
      '"Mutasi Kredit : 0.00","0"',
      '"Saldo Akhir : 485,000.00"',
    ].join("\n");
    const before = await StatementDay.count();
    const refused = await upload(checker, "/api/mutasiupdepobca", "0144555666", "06-Jun-2025", bisnis, "CorpAcctTrxn.csv");
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe("❌ File ini tidak berisi mutasi tanggal 06-Jun-2025 (Tanggal Mutasi yang dipilih): periodenya 01-Jul-2025 s/d 01-Jul-2025 dan tidak ada baris transaksi.");
    expect(await StatementDay.count()).toBe(before);
    // the same file for its own day is that day's statement
    const taken = await (await upload(checker, "/api/mutasiupdepobca", "0144555666", "01-Jul-2025", bisnis, "CorpAcctTrxn.csv")).json();
    expect(taken.message).toBe("Tidak ada baris kredit (deposit) di file ini: mutasi tanggal 01-Jul-2025 dicatat sudah diupload, tanpa baris untuk dicocokkan.");
  });

  it("is removed by Delete BO / Mutasi of its day, which then asks for the statement again", async () => {
    await upload(checker, "/api/mutasiupdepobca", "0144555666", "07-Jun-2025", individual("0144555666", [], "485000.00", "0.00", "0.00", "485000.00"), "salah.csv");
    expect(await blockers("2025-06-07")).not.toContain(DEPOSIT_BLOCKER);
    const batches = await UploadBatch.count();
    const preview = await admin.get("/delete?date=2025-06-07&group=ABC&confirm=1");
    expect(await preview.text()).toContain("1 upload mutasi tanpa baris (hari tanpa transaksi) juga akan dihapus.");
    const removed = await admin.request("/api/deletebomutasi", { method: "DELETE", headers: { "content-type": "application/json" }, body: JSON.stringify({ date: "07-Jun-2025", group: "ABC" }) });
    expect(removed.status).toBe(200);
    const reply = await removed.json();
    expect(reply.message).toContain("1 upload mutasi tanpa baris (hari tanpa transaksi) ikut dihapus: mutasi akun itu perlu diupload lagi untuk Tutup Hari.");
    expect(reply.batches_removed).toBe(1);
    expect(await UploadBatch.count()).toBe(batches - 1);
    expect(await blockers("2025-06-07")).toContain(DEPOSIT_BLOCKER);
    expect(await blockers("2025-06-07")).toContain(WITHDRAW_BLOCKER);
  });
});
