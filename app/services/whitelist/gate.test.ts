import { describe, expect, it } from "vitest";
import { admitsAddress, normalizeIp } from "./gate.server";

describe("normalizeIp", () => {
  it.each([
    ["10.20.30.40:5555", "10.20.30.40"],
    ["[2001:db8::1]:5555", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["[::ffff:10.0.0.1]:80", "10.0.0.1"],
    ["::ffff:10.0.0.1", "10.0.0.1"],
    [" 10.0.0.1 ", "10.0.0.1"],
    ["2001:db8::1", "2001:db8::1"],
    // a bare IPv6 address ending in a group is not an address and a port
    ["2001:db8::5555", "2001:db8::5555"],
    ["fe80::1%eth0", "fe80::1%eth0"],
    ["", ""],
  ])("%s is %s", (raw, expected) => {
    expect(normalizeIp(raw)).toBe(expected);
  });

  it("admits a whitelisted address that arrives with a port", () => {
    expect(admitsAddress(new Set(["10.20.30.40"]), "10.20.30.40:5555")).toBe(true);
    expect(admitsAddress(new Set(["2001:db8::/64"]), "[2001:db8::1]:5555")).toBe(true);
    expect(admitsAddress(new Set(["10.20.30.40"]), "10.20.30.41:5555")).toBe(false);
  });
});
