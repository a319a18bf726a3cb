import { WhitelistEntry } from "~/models/models.server";
import { parseWhitelistEntry } from "./ip-format";
import { parseIp, rangeContains, unmapIpv4, type IpAddress, type IpRange } from "./ip-range";

/** Other app instances may change the list; the cache is also refreshed after this long. */
const CACHE_MS = 5_000;

/** The active entries as the gate matches them, parsed once per load rather than per request. */
interface ActiveList {
  /** every active entry counts, even one that no longer parses: its presence ends the loopback-only state */
  count: number;
  ranges: IpRange[];
}

let cache: { list: ActiveList; loadedAt: number } | undefined;

/**
 * The client's address as the gate, the sign-in limit and the log use it: a port a proxy added to
 * X-Forwarded-For dropped (IIS ARR sends `10.0.0.1:5555`, or `[2001:db8::1]:5555`), and
 * `::ffff:10.0.0.1` read as the IPv4 address 10.0.0.1. A bare IPv6 address keeps its last group:
 * only the bracketed form can carry a port.
 */
export function normalizeIp(raw: string | undefined | null): string {
  if (!raw) return "";
  const trimmed = raw.trim();
  const address = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(trimmed)?.[1] ?? /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(trimmed)?.[1] ?? trimmed;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1] : address;
}

export function isLoopback(ip: string): boolean {
  return ip === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/** A client address as ranges are matched: a link-local zone (`%eth0`) dropped, IPv4-mapped as IPv4. */
function clientAddress(ip: string): IpAddress | null {
  const address = parseIp(ip.replace(/%.*$/, ""));
  return address && unmapIpv4(address);
}

function compile(entries: Iterable<string>): ActiveList {
  const list: ActiveList = { count: 0, ranges: [] };
  for (const entry of entries) {
    list.count++;
    const parsed = parseWhitelistEntry(entry);
    if (parsed.ok) list.ranges.push(parsed.range);
  }
  return list;
}

async function activeList(): Promise<ActiveList> {
  if (!cache || Date.now() - cache.loadedAt > CACHE_MS) {
    const entries = await WhitelistEntry.findAll({ where: { Whitelist_status: true }, attributes: ["Whitelist_ip"] });
    cache = { list: compile(entries.map((entry) => entry.Whitelist_ip)), loadedAt: Date.now() };
  }
  return cache.list;
}

/**
 * Only active entries admit: an address, or any address inside a range. With no active entry
 * at all, loopback alone is admitted, so a fresh install can be set up from the server itself.
 */
export async function isAdmitted(rawIp: string | undefined | null): Promise<boolean> {
  if (!normalizeIp(rawIp)) return false;
  return admits(await activeList(), rawIp);
}

/**
 * The gate's rule for a given set of active entries, so a change to the list can be checked
 * before it is made (the whitelist service refuses a change that would lock its own admin out).
 */
export function admitsAddress(active: ReadonlySet<string>, rawIp: string | undefined | null): boolean {
  return admits(compile(active), rawIp);
}

function admits(list: ActiveList, rawIp: string | undefined | null): boolean {
  const ip = normalizeIp(rawIp);
  if (!ip) return false;
  if (list.count === 0) return isLoopback(ip);
  const address = clientAddress(ip);
  return address !== null && list.ranges.some((range) => rangeContains(range, address));
}

/** Called by every change to the whitelist. */
export function invalidateWhitelistCache(): void {
  cache = undefined;
}
