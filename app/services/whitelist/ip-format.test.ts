import { describe, expect, it } from "vitest";
import {
  couldBecomeValidIp,
  IP_FORMAT_MESSAGE,
  IPV4_PREFIX_MESSAGE,
  IPV6_FORMAT_MESSAGE,
  IPV6_PREFIX_MESSAGE,
  parseWhitelistEntry,
  stripIpInput,
} from "./ip-format";

const canonical = (typed: string) => {
  const parsed = parseWhitelistEntry(typed);
  return parsed.ok ? parsed.canonical : `refused: ${parsed.message}`;
};
const refusal = (typed: string) => {
  const parsed = parseWhitelistEntry(typed);
  return parsed.ok ? `stored as ${parsed.canonical}` : parsed.message;
};

describe("whitelist entry format", () => {
  it("keeps what an address or range can hold as it is typed: digits, dots, hex letters, colons and a slash", () => {
    expect(stripIpInput(" 10.0.0.1 ")).toBe("10.0.0.1");
    expect(stripIpInput("192.168.1.0/24")).toBe("192.168.1.0/24");
    expect(stripIpInput("2001:DB8::/32")).toBe("2001:DB8::/32");
    expect(stripIpInput("10.0.0.2x1, kantor")).toBe("10.0.0.21a");
    expect(stripIpInput("fe80::1%eth0")).toBe("fe80::1e0");
  });

  it("accepts four groups of 1 to 3 digits, each 0 to 255, with the spec's message for anything else", () => {
    for (const ip of ["0.0.0.0", "255.255.255.255", "192.168.1.1"]) expect(canonical(ip), ip).toBe(ip);
    for (const ip of ["", "1.2.3", "1.2.3.4.5", "256.1.1.1", "1.2.3.4.", ".1.2.3", "1..2.3", "1000.1.1.1", "1.2.3.-4", "a.b.c.d", "10.0.0.1 x"]) {
      expect(refusal(ip), ip).toBe(IP_FORMAT_MESSAGE);
    }
    expect(IP_FORMAT_MESSAGE).toBe("❌ IP format is invalid. Please use format like 192.168.1.1");
  });

  it("stores IPv4 without leading zeros, as clients are seen", () => {
    expect(canonical("010.001.000.009")).toBe("10.1.0.9");
    expect(canonical(" 192.168.1.1 ")).toBe("192.168.1.1");
  });

  it("stores an IPv4 range as typed when its host bits are zero, and a /32 as the address", () => {
    expect(canonical("192.168.1.0/24")).toBe("192.168.1.0/24");
    expect(canonical("192.168.001.000/024")).toBe("192.168.1.0/24");
    expect(canonical("10.0.0.0/8")).toBe("10.0.0.0/8");
    expect(canonical("0.0.0.0/0")).toBe("0.0.0.0/0");
    expect(canonical("10.1.2.3/32")).toBe("10.1.2.3");
  });

  it("refuses a range with a prefix out of bounds, or with host bits set (naming the range meant)", () => {
    for (const typed of ["192.168.1.0/33", "192.168.1.0/", "192.168.1.0/x", "192.168.1.0/-1", "192.168.1.0/24/1"]) {
      expect(refusal(typed), typed).toBe(IPV4_PREFIX_MESSAGE);
    }
    expect(refusal("192.168.1.5/24")).toBe("❌ Rentang 192.168.1.5/24 tidak valid: bagian setelah prefix harus nol. Gunakan 192.168.1.0/24.");
    expect(refusal("10.1.2.3/8")).toContain("Gunakan 10.0.0.0/8.");
    expect(refusal("300.1.1.0/24")).toBe(IP_FORMAT_MESSAGE);
  });

  it("accepts IPv6 addresses and ranges, stored as RFC 5952 writes them", () => {
    expect(canonical("2001:db8::1")).toBe("2001:db8::1");
    expect(canonical("2001:0DB8:0000:0000:0000:0000:0000:0001")).toBe("2001:db8::1");
    expect(canonical("2001:db8::/32")).toBe("2001:db8::/32");
    expect(canonical("2001:DB8:0:0::/48")).toBe("2001:db8::/48");
    expect(canonical("2001:db8:0:1:1:1:1:1")).toBe("2001:db8:0:1:1:1:1:1");
    expect(canonical("2001:0:0:1:0:0:0:1")).toBe("2001:0:0:1::1");
    expect(canonical("::1")).toBe("::1");
    expect(canonical("::")).toBe("::");
    expect(canonical("2001:db8::1/128")).toBe("2001:db8::1");
    expect(canonical("ffff:ffff:ffff:ffff:ffff:ffff:ffff:fff0/124")).toBe("ffff:ffff:ffff:ffff:ffff:ffff:ffff:fff0/124");
    expect(canonical("ffff:ffff:ffff:ffff:ffff:ffff:ffff:fff0/124")).toHaveLength(43);
  });

  it("stores an IPv4-mapped IPv6 address or range as the IPv4 one, as the gate sees such clients", () => {
    expect(canonical("::ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(canonical("::FFFF:a00:1")).toBe("10.0.0.1");
    expect(canonical("::ffff:10.0.0.0/104")).toBe("10.0.0.0/8");
    expect(canonical("::ffff:0:0/96")).toBe("0.0.0.0/0");
  });

  it("refuses malformed IPv6 with its own message", () => {
    for (const typed of ["2001:db8::1::1", "2001:db8:::1", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7", "12345::1", "2001:db8::g", ":1:2:3:4:5:6:7", "1.2.3.4::", "fe80::1%eth0"]) {
      expect(refusal(typed), typed).toBe(IPV6_FORMAT_MESSAGE);
    }
    for (const typed of ["2001:db8::/129", "2001:db8::/"]) expect(refusal(typed), typed).toBe(IPV6_PREFIX_MESSAGE);
    expect(refusal("2001:db8::1/32")).toBe("❌ Rentang 2001:db8::1/32 tidak valid: bagian setelah prefix harus nol. Gunakan 2001:db8::/32.");
  });

  it("knows while typing whether the value can still become an entry", () => {
    for (const prefix of ["", "1", "19", "192.", "192.168.1", "192.168.1.", "192.168.1.0/", "192.168.1.0/2", "2001:", "2001:db8::", "2001:db8::/3", "::ffff:10.0.", "fe80", "2001", "300"]) {
      expect(couldBecomeValidIp(prefix), prefix).toBe(true);
    }
    for (const prefix of ["300.", "1.2.3.4.", "1..", "1234.", "12345", ".1", "1.2.256", "10.2a0", "192.168.1.0/33", "192.168/", "1/2/3", "2001::db8::", "12345:", "2001:db8::/129", "1:2:3:4:5:6:7:8:9:"]) {
      expect(couldBecomeValidIp(prefix), prefix).toBe(false);
    }
  });
});
