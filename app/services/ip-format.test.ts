import { describe, expect, it } from "vitest";
import { canonicalIpv4, couldBecomeValidIp, IP_FORMAT_MESSAGE, isValidIpv4, stripIpInput } from "./ip-format";

describe("whitelist address format", () => {
  it("keeps only digits and dots", () => {
    expect(stripIpInput(" 10.0.0.1 ")).toBe("10.0.0.1");
    expect(stripIpInput("1a0.b0.0,0.1/24")).toBe("10.0.00.124");
    expect(stripIpInput("::ffff:10.0.0.1")).toBe("10.0.0.1");
  });

  it("accepts four groups of 1 to 3 digits, each 0 to 255, and nothing else", () => {
    for (const ip of ["0.0.0.0", "255.255.255.255", "192.168.1.1", "010.001.000.009"]) expect(isValidIpv4(ip), ip).toBe(true);
    for (const ip of ["", "1.2.3", "1.2.3.4.5", "256.1.1.1", "1.2.3.4.", ".1.2.3", "1..2.3", "1000.1.1.1", "1.2.3.-4", "a.b.c.d"]) {
      expect(isValidIpv4(ip), ip).toBe(false);
    }
    expect(IP_FORMAT_MESSAGE).toBe("❌ IP format is invalid. Please use format like 192.168.1.1");
  });

  it("stores addresses without leading zeros, as clients are seen", () => {
    expect(canonicalIpv4("010.001.000.009")).toBe("10.1.0.9");
    expect(canonicalIpv4("192.168.1.1")).toBe("192.168.1.1");
  });

  it("knows while typing whether the value can still become an address", () => {
    for (const prefix of ["", "1", "19", "192.", "192.168.1", "192.168.1."]) expect(couldBecomeValidIp(prefix), prefix).toBe(true);
    for (const prefix of ["300", "1.2.3.4.", "1..", "1234", ".1", "1.2.256"]) expect(couldBecomeValidIp(prefix), prefix).toBe(false);
  });
});
