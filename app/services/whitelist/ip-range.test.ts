import { describe, expect, it } from "vitest";
import { parseIp, rangeContains, unmapIpv4, type IpRange } from "./ip-range";
import { parseWhitelistEntry } from "./ip-format";

function range(typed: string): IpRange {
  const parsed = parseWhitelistEntry(typed);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.range;
}

function contains(entry: string, client: string): boolean {
  return rangeContains(range(entry), unmapIpv4(parseIp(client)!));
}

describe("range membership", () => {
  it("admits exactly the addresses of an IPv4 range", () => {
    for (const inside of ["192.168.1.0", "192.168.1.1", "192.168.1.24", "192.168.1.255"]) expect(contains("192.168.1.0/24", inside), inside).toBe(true);
    for (const outside of ["192.168.0.255", "192.168.2.0", "192.169.1.24", "10.0.0.1"]) expect(contains("192.168.1.0/24", outside), outside).toBe(false);
    expect(contains("10.0.0.0/8", "10.255.255.255")).toBe(true);
    expect(contains("10.0.0.0/8", "11.0.0.0")).toBe(false);
    expect(contains("172.16.0.0/12", "172.31.255.255")).toBe(true);
    expect(contains("172.16.0.0/12", "172.32.0.0")).toBe(false);
    expect(contains("0.0.0.0/0", "203.0.113.9")).toBe(true);
  });

  it("admits a single address only itself", () => {
    expect(contains("10.1.1.1", "10.1.1.1")).toBe(true);
    expect(contains("10.1.1.1", "10.1.1.2")).toBe(false);
    expect(contains("2001:db8::1", "2001:DB8:0:0:0:0:0:1")).toBe(true);
    expect(contains("2001:db8::1", "2001:db8::2")).toBe(false);
  });

  it("admits IPv6 ranges by their leading bits, whatever the spelling of the client", () => {
    expect(contains("2001:db8::/32", "2001:db8:ffff:1::9")).toBe(true);
    expect(contains("2001:db8::/32", "2001:db9::1")).toBe(false);
    expect(contains("2001:db8:1200::/39", "2001:db8:13ff::1")).toBe(true);
    expect(contains("2001:db8:1200::/39", "2001:db8:1400::1")).toBe(false);
  });

  it("keeps the families apart, but an IPv4-mapped client is its IPv4 address", () => {
    expect(contains("::/0", "10.0.0.1")).toBe(false);
    expect(contains("0.0.0.0/0", "2001:db8::1")).toBe(false);
    expect(contains("10.0.0.0/8", "::ffff:10.1.2.3")).toBe(true);
    expect(contains("::ffff:10.0.0.0/104", "10.1.2.3")).toBe(true);
  });
});
