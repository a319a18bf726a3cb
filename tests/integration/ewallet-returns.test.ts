import { describe, expect, it } from "vitest";
import { BoDeposit, MutasiDeposit } from "~/models/models.server";
import { seedAkunBank } from "../support/db";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { BO_DEPOSIT_HEADER, postUpload } from "../support/upload-form";

/**
 * Money that came back on e-wallet and payment reports, as a clean-room audit (ewallet3) wrote
 * them from FORMATS.md and the templates: a nameless DANA credit sent back to the same phone number
 * (F1), a DANA settlement's negative REFUND row (F2), a QRIS or Auto TX report's REFUND row of the
 * payment's RRN or Transaction ID (F4). Each payment had been approved as a paid deposit.
 */
const { clients: { checker } } = withServer({
  seed: async () => {
    await seedStaff();
    await seedAkunBank({ website: "ABC", bank: "DANA", name: "PT EWALLET JAYA", no: "081200009999" });
  },
  clients: STAFF,
});

const DANA_FIELDS = { groups: "ABC", provider: "DANA", corporate_bank_name: "PT EWALLET JAYA", corporate_bank_no: "081200009999", transaction: "depo" };
const ticket = (no: string, at: string, username: string, name: string, amount: number, playerBank: string, corporate: string, reference = "") =>
  `${no},${at},,${username},${name},EWALLET,${amount},0,0,0,${amount},${playerBank},${corporate},,${reference},PENDING,,,ABC,,`;

async function upload(path: string, fields: Record<string, string>, name: string, lines: string[]) {
  const response = await postUpload(checker, path, fields, name, `${lines.join("\n")}\n`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { data: string[] };
}

const approved = async (no: string) => (await BoDeposit.findOne({ where: { ticket_no: no } }))?.bo_approve;

describe("e-wallet money that came back", () => {
  it("holds a nameless DANA credit sent back to the same phone number in the same file (F1)", async () => {
    await upload("/api/checkdata", {}, "bo-ew1.csv", [BO_DEPOSIT_HEADER, ticket("EW1", "27/11/2026 09:30:00", "vito22", "VITO SAPUTRA", 155000, "DANA - 085711110022", "DANA")]);
    await upload("/api/mutasiupdepomanual", { ...DANA_FIELDS, dates: "27-Nov-2026" }, "dana-ew1.csv", [
      "Tanggal,Nama Pengirim,No Rekening,Keterangan,Nominal,CR/DB",
      "27/11/2026 09:31:00,,6285711110022,Transfer DANA,155000,CR",
      "27/11/2026 09:50:00,,6285711110022,Kirim DANA,155000,DB",
    ]);
    expect(await approved("EW1")).toBe(false);
  });

  it("holds a DANA settlement's payment whose REFUND row (a negative TXN_AMOUNT) follows (F2)", async () => {
    await upload("/api/checkdata", {}, "bo-ew2.csv", [BO_DEPOSIT_HEADER, ticket("EW2", "26/11/2026 10:00:00", "dodi05", "DODI SETIAWAN", 77007, "DANA - 085711110016", "DANA")]);
    await upload("/api/mutasiupdepomanual", DANA_FIELDS, "dana-settle-ew2.csv", [
      "SETTLEMENT_TXN_ID;TXN_ID;TXN_TYPE;ACQUIREMENT_ID;MID;SETTLE_DATE;MERCHANT_NAME;TXN_AMOUNT;TXN_CURRENCY",
      "20261126001;2026112610000001;PAYMENT;ACQ001;216620000012345;2026-11-26T10:01:00+07:00;PT EWALLET JAYA;7700700;IDR",
      "20261126003;2026112610000003;REFUND;ACQ003;216620000012345;2026-11-26T10:30:00+07:00;PT EWALLET JAYA;-7700700;IDR",
    ]);
    expect(await approved("EW2")).toBe(false);
    // a refund row without text is quoted by what it carries, never as "" (audit-returns2 F4)
    const payment = await MutasiDeposit.findOne({ where: { mutasi_amount: 77007, mutasi_date: "2026-11-26" } });
    expect(payment?.mutasi_mark_note).toBe("Dana kembali belum pasti: REFUND 2026112610000003 Rp 77.007");
  });

  it("never pays a ticket with a QRIS or Auto TX payment whose REFUND row of the same RRN or Transaction ID follows (F4)", async () => {
    await upload("/api/checkdata", {}, "bo-ew3.csv", [
      BO_DEPOSIT_HEADER,
      ticket("EW3", "25/11/2026 10:00:00", "anita01", "ANITA SARI", 83000, "QRIS", "QRIS", "601222222221"),
      ticket("EW4", "25/11/2026 12:00:00", "adi01", "ADI TRIYONO", 91000, "DANA - 081234501001", "AUTO TX"),
    ]);
    const qris = await upload("/api/mutasiupdepoqris", { groups: "ABC" }, "qris-ew3.csv", [
      "Tanggal,RRN,Nama Pembayar,Penerbit,Nominal,MDR,Status",
      "25/11/2026 10:01:00,601222222221,ANITA SARI,GOPAY,83000,581,SUCCESS",
      "25/11/2026 10:20:00,601222222221,ANITA SARI,GOPAY,83000,581,REFUND",
    ]);
    expect(qris.data).toContain("1 baris masuk ditandai refund: dananya kembali di file ini (deposit dikembalikan), tidak dipasangkan dengan data BO.");
    await upload("/api/mutasiupdepoautotx", { groups: "ABC" }, "atx-ew4.csv", [
      "Tanggal,Transaction ID,Username,Nama Pengirim,E-Wallet,No HP,Nominal,Status",
      "25/11/2026 12:01:00,ATX261125001001,adi01,ADI TRIYONO,DANA,081234501001,91000,SUCCESS",
      "25/11/2026 12:31:00,ATX261125001001,adi01,ADI TRIYONO,DANA,081234501001,91000,REFUND",
    ]);
    expect([await approved("EW3"), await approved("EW4")]).toEqual([false, false]);
  });
});
