import { describe, expect, it } from "vitest";
import { returnedTransferDay } from "./returned-lines.server";

describe("the day a return says its transfer was made", () => {
  it("reads RETUR TGL dd/mm within the days a return reaches back", () => {
    expect(returnedTransferDay("RETUR TGL 04/04 BI-FAST 002 182986962229864 BAYU", "2026-04-05")).toBe("2026-04-04");
    expect(returnedTransferDay("RETUR TANGGAL :05/04 BIFAST", "2026-04-05")).toBe("2026-04-05");
    // early January brings back December's transfer
    expect(returnedTransferDay("RETUR TGL 31/12", "2027-01-02")).toBe("2026-12-31");
  });

  it("names no day for a date that is none, lies ahead or too far back", () => {
    expect(returnedTransferDay("RETUR TGL 31/11 BIFAST", "2026-12-01")).toBeNull();
    expect(returnedTransferDay("RETUR TGL 00/11", "2026-11-20")).toBeNull();
    expect(returnedTransferDay("RETUR TGL 04/13", "2026-11-20")).toBeNull();
    expect(returnedTransferDay("RETUR TGL 21/11", "2026-11-20")).toBeNull();
    expect(returnedTransferDay("RETUR TGL 01/11", "2026-11-20")).toBeNull();
    expect(returnedTransferDay("RETUR BIFAST 17/11/2026", "2026-11-20")).toBeNull();
  });
});
