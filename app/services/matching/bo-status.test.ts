import { describe, expect, it } from "vitest";
import { refusedInBo } from "./bo-status";

describe("refusedInBo: tickets the back office itself closed without a payment", () => {
  it("takes every way a back office writes a refused, cancelled, declined or expired ticket", () => {
    const closed = ["REJECTED", "Cancelled", "FAILED", "DIBATALKAN", "DITOLAK", "GAGAL", "VOID", "DECLINED", "Expired", "REFUSED", "DENIED", "TIMEOUT", "TIMED OUT", "KADALUARSA"];
    expect(closed.filter((status) => !refusedInBo(status))).toEqual([]);
  });

  it("leaves live tickets to the matcher", () => {
    expect(["PENDING", "PROCESS", "WAITING", "", "APPROVED", null, undefined].filter((status) => refusedInBo(status))).toEqual([]);
  });
});
