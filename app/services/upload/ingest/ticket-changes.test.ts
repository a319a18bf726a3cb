import { describe, expect, it } from "vitest";
import { compareTicket, requestTimeApplies, statusActivity, statusApplies, ticketChangeLines, type StoredTicket, type TicketInFile } from "./ticket-changes";

const stored = (ticket: string, extra: Partial<StoredTicket> = {}): StoredTicket => ({
  id: 1,
  ticket,
  date: "2025-01-05",
  status: "PENDING",
  requestedAt: Date.parse("2025-01-05T10:00:00+07:00"),
  amount: 15_000_000,
  latestAmount: null,
  keptStatus: null,
  keptRequestedAt: null,
  current: 15_000_000,
  fullName: "RINA MARLINA",
  username: "rina01",
  approved: false,
  state: "none",
  ...extra,
});
const inFile = (ticket: string, extra: Partial<TicketInFile> = {}): TicketInFile => ({
  ticket,
  status: "PENDING",
  requestedAt: Date.parse("2025-01-05T10:00:00+07:00"),
  date: "2025-01-05",
  amount: 15_000_000,
  fullName: "RINA MARLINA",
  username: "rina01",
  ...extra,
});

describe("a status given while the ticket's day is closed", () => {
  it("is said to be kept for Buka Hari, and voided by an export giving the stored status again", () => {
    const closed = { ...compareTicket(inFile("DP1", { status: "REJECTED" }), stored("DP1", { approved: true, state: "auto" }))!, closed: true };
    expect(statusApplies(closed)).toBe(false);
    expect(ticketChangeLines([closed]).at(-1)).toBe("Tiket DP1: status BO di file REJECTED berbeda dari yang tersimpan PENDING (tidak diubah, dicatat: diterapkan saat Buka Hari); hari 05-Jan-2025 sudah ditutup (Tutup Hari).");
    const back = compareTicket(inFile("DP1"), stored("DP1", { keptStatus: "REJECTED" }))!;
    expect(back.keptVoided).toBe("REJECTED");
    expect(ticketChangeLines([back]).at(-1)).toBe("Tiket DP1: status BO di file sama dengan yang tersimpan: status REJECTED yang dicatat selama hari ditutup dibatalkan.");
    // a file without a status says nothing of it
    expect(compareTicket(inFile("DP1", { status: null }), stored("DP1", { keptStatus: "REJECTED" }))).toBeNull();
  });
});

describe("a stored ticket against a later export", () => {
  it("sees no change in letter case, spaces or a file without a status", () => {
    expect(compareTicket(inFile("DP1", { status: " pending ", fullName: "rina  marlina", username: "RINA01" }), stored("DP1"))).toBeNull();
    expect(compareTicket(inFile("DP1", { status: null }), stored("DP1"))).toBeNull();
    expect(compareTicket(inFile("DP1", { status: "" }), stored("DP1"))).toBeNull();
  });

  it("names each difference of a ticket on one line", () => {
    const change = compareTicket(inFile("DP1", { status: "SUCCESS", fullName: "RINA M" }), stored("DP1"))!;
    expect(statusApplies(change)).toBe(true);
    expect(ticketChangeLines([change]).at(-1)).toBe('Tiket DP1: status BO PENDING → SUCCESS; nama lengkap di file "RINA M" berbeda dari yang tersimpan "RINA MARLINA" (tidak diubah).');
  });

  it("says when the BO gives the stored amount again after another one, and what that did to an automatic pair (clean-room audits amounts1 F1, bo2 F2)", () => {
    const undone = { ...compareTicket(inFile("DP1", { amount: 25_000_000 }), stored("DP1", { approved: true, state: "auto" }))!, after: "undone" as const };
    expect(ticketChangeLines([undone]).at(-1)).toBe("Tiket DP1: nominal di file Rp 250.000 berbeda dari yang tersimpan Rp 150.000 (tidak diubah) (pasangan otomatis dibatalkan).");
    const back = compareTicket(inFile("DP1"), stored("DP1", { latestAmount: 25_000_000 }))!;
    expect(back.amount).toBeNull();
    expect(ticketChangeLines([{ ...back, after: "matched" }]).at(-1)).toBe("Tiket DP1: nominal di file kembali Rp 150.000, sama dengan yang tersimpan (kini cocok otomatis).");
    expect(ticketChangeLines([back]).at(-1)).toBe("Tiket DP1: nominal di file kembali Rp 150.000, sama dengan yang tersimpan.");
    // the same other amount again is the same difference, said again; none stored, none said
    expect(compareTicket(inFile("DP1", { amount: 25_000_000 }), stored("DP1", { latestAmount: 25_000_000 }))!.amountBack).toBeNull();
    expect(compareTicket(inFile("DP1"), stored("DP1"))).toBeNull();
  });

  it("writes a changed request time of the same day and reports it; another day's is written but the ticket not moved; a date without a time says nothing (audits bo2 F3, amounts2 F5)", () => {
    const later = compareTicket(inFile("DP1", { requestedAt: Date.parse("2025-01-05T16:00:00+07:00") }), stored("DP1"))!;
    expect(requestTimeApplies(later)).toBe(true);
    expect(ticketChangeLines([later]).at(-1)).toBe("Tiket DP1: waktu request di file 05-Jan-2025 16:00:00 berbeda dari yang tersimpan 05-Jan-2025 10:00:00 (diperbarui).");
    const moved = compareTicket(inFile("DP1", { requestedAt: Date.parse("2025-01-06T09:00:00+07:00"), date: "2025-01-06" }), stored("DP1"))!;
    expect(requestTimeApplies(moved)).toBe(true);
    expect(ticketChangeLines([moved])).toEqual([
      "1 tiket berbeda nominal, nama, username atau tanggal dari yang tersimpan (tidak diubah).",
      "Tiket DP1: waktu request di file 06-Jan-2025 09:00:00 berbeda dari yang tersimpan 05-Jan-2025 10:00:00 (diperbarui); tiket di file bertanggal 06-Jan-2025: tidak dipindah hari, cek di BO.",
    ]);
    expect(compareTicket(inFile("DP1", { requestedAt: Date.parse("2025-01-05T00:00:00+07:00") }), stored("DP1"))).toBeNull();
    expect(compareTicket(inFile("DP1", { requestedAt: Date.parse("2025-01-05T10:00:40+07:00") }), stored("DP1"))).toBeNull();
  });

  it("asks a checker to look at a ticket approved by hand at an amount the BO's word on it is not (audit-amounts2 F2)", () => {
    const paidAtChanged = stored("DP1", { latestAmount: 22_500_000, current: 22_500_000, approved: true, state: "manual" });
    const back = compareTicket(inFile("DP1"), paidAtChanged)!;
    expect(ticketChangeLines([back])).toEqual([
      "1 tiket yang sudah diapprove manual pada nominal lain dari nominal di file: mohon dicek.",
      "Tiket DP1 sudah diapprove manual pada nominal Rp 225.000; nominal di file kembali Rp 150.000 seperti upload pertama: mohon dicek.",
    ]);
    // approved at the file's amount: nothing to look at
    const agrees = compareTicket(inFile("DP1", { amount: 22_500_000 }), { ...paidAtChanged, latestAmount: null })!;
    expect(ticketChangeLines([agrees]).at(-1)).toBe("Tiket DP1: nominal di file Rp 225.000 berbeda dari yang tersimpan Rp 150.000 (tidak diubah).");
  });

  it("takes no status from a row of another username under the ticket's number: another player's ticket (a clean-room audit, bo2 F1)", () => {
    const change = compareTicket(inFile("DP1", { status: "SUCCESS", fullName: "YUSUF MANSUR", username: "yus88" }), stored("DP1", { status: "REJECTED" }))!;
    expect(statusApplies(change)).toBe(false);
    expect(ticketChangeLines([change])).toEqual([
      "1 tiket berbeda nominal, nama, username atau tanggal dari yang tersimpan (tidak diubah).",
      'Tiket DP1: status BO di file SUCCESS berbeda dari yang tersimpan REJECTED (tidak diubah); nama lengkap di file "YUSUF MANSUR" berbeda dari yang tersimpan "RINA MARLINA" (tidak diubah); username di file "yus88" berbeda dari yang tersimpan "rina01" (tidak diubah); username lain: nomor tiket ini dipakai tiket lain di BO, statusnya bukan status tiket yang tersimpan.',
    ]);
  });

  it("caps the ticket lines, the ones a checker must look at first, and counts the rest", () => {
    const routine = Array.from({ length: 24 }, (_, i) => compareTicket(inFile(`DP${i}`, { status: "SUCCESS" }), stored(`DP${i}`))!);
    const manual = compareTicket(inFile("DP99", { status: "REJECTED" }), stored("DP99", { approved: true, state: "manual" }))!;
    const lines = ticketChangeLines([...routine, manual], 3);
    expect(lines).toEqual([
      "Status BO diperbarui untuk 25 tiket yang sudah ada.",
      "1 tiket yang sudah diapprove manual kini tidak berstatus aktif di BO: mohon dicek.",
      "Tiket DP99 sudah diapprove manual; status BO kini REJECTED: mohon dicek.",
      "Tiket DP0: status BO PENDING → SUCCESS.",
      "Tiket DP1: status BO PENDING → SUCCESS.",
      "… dan 22 tiket lainnya.",
    ]);
    expect(statusActivity("Deposit", [...routine, manual], 2)).toBe("Status BO Deposit diperbarui dari upload (25 tiket): DP0 PENDING → SUCCESS, DP1 PENDING → SUCCESS, … dan 23 lainnya");
  });
});
