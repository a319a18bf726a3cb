// Pure: the whitelist page's input uses it as the user types, so it must not import the models.
import { bitsOf, formatRange, networkOf, parseIp, unmapIpv4, type IpRange } from "./ip-range";

export const IP_EXAMPLE = "192.168.1.1";

/** Spec section 5: '❌ IP format is invalid. Please use format like {ip}'. */
export const IP_FORMAT_MESSAGE = `❌ IP format is invalid. Please use format like ${IP_EXAMPLE}`;
export const IPV6_FORMAT_MESSAGE = "❌ Format IPv6 tidak valid. Gunakan format seperti 2001:db8::1 atau 2001:db8::/32.";
export const IPV4_PREFIX_MESSAGE = "❌ Prefix rentang IPv4 harus /0 sampai /32, misalnya 192.168.1.0/24.";
export const IPV6_PREFIX_MESSAGE = "❌ Prefix rentang IPv6 harus /0 sampai /128, misalnya 2001:db8::/32.";

/** A range typed with bits set past its prefix: suggest the range it most likely meant. */
export function hostBitsMessage(typed: string, network: string): string {
  return `❌ Rentang ${typed} tidak valid: bagian setelah prefix harus nol. Gunakan ${network}.`;
}

/** Beside the field: what may be entered. */
export const WHITELIST_ENTRY_HINT = "Satu IP (192.168.1.1), rentang CIDR (192.168.1.0/24), atau IPv6 (2001:db8::1, 2001:db8::/32).";

/**
 * What the input lets through: the column's length (app/models/whitelist-entry.ts), above the
 * longest entry stored (a canonical IPv6 range, 8 groups of 4 and a prefix, is 43 characters).
 */
export const WHITELIST_INPUT_MAX = 45;

/**
 * The input keeps only what an address or range can hold: digits and dots (the spec's IPv4),
 * hex letters and colons (IPv6), and `/` (a range).
 */
export function stripIpInput(value: string): string {
  return value.replace(/[^0-9a-fA-F.:/]/g, "");
}

export type WhitelistEntryParse = { ok: true; canonical: string; range: IpRange } | { ok: false; message: string };

/**
 * An address or CIDR range as typed, in the form it is stored and compared: IPv4 without leading
 * zeros, IPv6 as RFC 5952 writes it, `::ffff:a.b.c.d` as a.b.c.d (the gate sees IPv4 clients
 * so), a /32 or /128 as the single address. A range with bits set past the prefix is refused,
 * naming the range it most likely meant, rather than silently widened.
 */
export function parseWhitelistEntry(typed: string): WhitelistEntryParse {
  const text = typed.trim();
  const slash = text.indexOf("/");
  const addressText = slash === -1 ? text : text.slice(0, slash);
  const isV6 = addressText.includes(":");
  const formatMessage = isV6 ? IPV6_FORMAT_MESSAGE : IP_FORMAT_MESSAGE;
  const address = parseIp(addressText);
  if (!address) return { ok: false, message: formatMessage };
  let prefix = bitsOf(address.family);
  if (slash !== -1) {
    const prefixText = text.slice(slash + 1);
    const prefixMessage = isV6 ? IPV6_PREFIX_MESSAGE : IPV4_PREFIX_MESSAGE;
    if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > prefix) return { ok: false, message: prefixMessage };
    prefix = Number(prefixText);
  }
  let range: IpRange = { ...address, prefix };
  const network = networkOf(range);
  if (network.bytes.some((byte, index) => byte !== range.bytes[index])) {
    return { ok: false, message: hostBitsMessage(text, formatRange(unmap(network))) };
  }
  range = unmap(range);
  return { ok: true, canonical: formatRange(range), range };
}

/** A mapped range that covers only IPv4 addresses is that IPv4 range. */
function unmap(range: IpRange): IpRange {
  if (range.family !== 6 || range.prefix < 96) return range;
  const address = unmapIpv4(range);
  return address.family === 4 ? { ...address, prefix: range.prefix - 96 } : range;
}

/**
 * Whether typing more could still make `value` a valid entry: as the user types, the form
 * complains only once it cannot (a fifth IPv4 group, a group over 255, "1..2", a second `::`,
 * a prefix too long for the address).
 */
export function couldBecomeValidIp(value: string): boolean {
  const [address, prefix, ...rest] = value.split("/");
  if (rest.length > 0) return false;
  if (prefix !== undefined && !/^\d{0,3}$/.test(prefix)) return false;
  if (address.includes(":")) return (prefix === undefined || Number(prefix) <= 128) && couldBecomeIpv6(address);
  if (prefix !== undefined) return Number(prefix) <= 32 && parseIp(address) !== null;
  // up to four hex digits may still be an IPv6 address's first group ("300" as in "300::1")
  if (/^[0-9a-f]{1,4}$/i.test(address)) return true;
  const groups = address.split(".");
  if (groups.length > 4) return false;
  return groups.every(
    (group, index) => (group === "" ? index === groups.length - 1 : /^\d{1,3}$/.test(group) && Number(group) <= 255),
  );
}

function couldBecomeIpv6(address: string): boolean {
  if (address.split("::").length > 2 || address.includes(":::")) return false;
  const groups = address.split(":");
  if (groups.length > 9) return false;
  return groups.every((group, index) =>
    group.includes(".") ? index === groups.length - 1 && couldBecomeValidIp(group) : /^[0-9a-f]{0,4}$/i.test(group),
  );
}
