import { describe, expect, it } from "vitest";
import { boStatusOf, refusedInBo } from "./bo-status";

describe("boStatusOf: what the back office's status of a ticket tells the matcher", () => {
  it("takes every way a back office writes a refused, cancelled, declined, reversed or expired ticket", () => {
    const closed = [
      "REJECTED", "Cancelled", "FAILED", "DIBATALKAN", "DITOLAK", "GAGAL", "VOID", "DECLINED", "Expired", "REFUSED", "DENIED", "TIMEOUT", "TIMED OUT", "KADALUARSA",
      // the words a withdrawal audit found approved: Nexus's and Lexu's failed payouts
      "UNSUCCESSFUL", "REVERSED", "Error", "Refunded", "Not Approved", "Returned",
      // and the negated forms a second audit saw approved
      "DISAPPROVED", "NOT_APPROVED", "UNAPPROVED", "UNCONFIRMED", "UNVERIFIED", "Not-Paid", "UNPAID",
    ];
    expect(closed.filter((status) => boStatusOf(status) !== "refused")).toEqual([]);
    expect(closed.every(refusedInBo)).toBe(true);
  });

  it("leaves live tickets to the matcher", () => {
    const live = ["PENDING", "Pending", "PROCESS", "Processing", "In Progress", "WAITING", "", "  ", "-", "APPROVED", "Auto Approved", "SUCCESS", "Sukses", "BERHASIL", "DONE", "COMPLETED", "PAID", "PAID_OUT", null, undefined];
    expect(live.filter((status) => boStatusOf(status) !== "live")).toEqual([]);
    expect(live.some(refusedInBo)).toBe(false);
  });

  it("keeps a status it does not know from automatic approval, without counting it refused", () => {
    for (const status of ["ON HOLD", "Manual", "SUSPECT", "X"]) {
      expect(boStatusOf(status)).toBe("unknown");
      expect(refusedInBo(status)).toBe(false);
    }
  });
});
