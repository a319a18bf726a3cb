import { describe, expect, it } from "vitest";
import { compareTicket, statusActivity, ticketChangeLines, type StoredTicket, type TicketInFile } from "./ticket-changes";

const stored = (ticket: string, extra: Partial<StoredTicket> = {}): StoredTicket => ({
  id: 1,
  ticket,
  date: "2025-01-05",
  status: "PENDING",
  amount: 15_000_000,
  fullName: "RINA MARLINA",
  username: "rina01",
  approved: false,
  state: "none",
  ...extra,
});
const inFile = (ticket: string, extra: Partial<TicketInFile> = {}): TicketInFile => ({
  ticket,
  status: "PENDING",
  amount: 15_000_000,
  fullName: "RINA MARLINA",
  username: "rina01",
  ...extra,
});

describe("a stored ticket against a later export", () => {
  it("sees no change in letter case, spaces or a file without a status", () => {
    expect(compareTicket(inFile("DP1", { status: " pending ", fullName: "rina  marlina", username: "RINA01" }), stored("DP1"))).toBeNull();
    expect(compareTicket(inFile("DP1", { status: null }), stored("DP1"))).toBeNull();
    expect(compareTicket(inFile("DP1", { status: "" }), stored("DP1"))).toBeNull();
  });

  it("names each difference of a ticket on one line", () => {
    const change = compareTicket(inFile("DP1", { status: "SUCCESS", fullName: "RINA M", username: "rina02" }), stored("DP1"))!;
    expect(ticketChangeLines([change]).at(-1)).toBe(
      'Tiket DP1: status BO PENDING → SUCCESS; nama lengkap di file "RINA M" berbeda dari yang tersimpan "RINA MARLINA" (tidak diubah); username di file "rina02" berbeda dari yang tersimpan "rina01" (tidak diubah).',
    );
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
