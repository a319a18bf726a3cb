import { WhitelistEntry } from "~/models";

/** Other app instances may change the list; the cache is also refreshed after this long. */
const CACHE_MS = 5_000;

let cache: { active: Set<string>; loadedAt: number } | undefined;

/** `::ffff:10.0.0.1` is the IPv4 address 10.0.0.1. */
export function normalizeIp(raw: string | undefined | null): string {
  if (!raw) return "";
  const trimmed = raw.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

export function isLoopback(ip: string): boolean {
  return ip === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

async function activeAddresses(): Promise<Set<string>> {
  if (!cache || Date.now() - cache.loadedAt > CACHE_MS) {
    const entries = await WhitelistEntry.findAll({ where: { Whitelist_status: true }, attributes: ["Whitelist_ip"] });
    cache = { active: new Set(entries.map((entry) => entry.Whitelist_ip)), loadedAt: Date.now() };
  }
  return cache.active;
}

/**
 * Only active entries admit. With no active entry at all, loopback alone is admitted,
 * so a fresh install can be set up from the server itself.
 */
export async function isAdmitted(rawIp: string | undefined | null): Promise<boolean> {
  if (!normalizeIp(rawIp)) return false;
  return admitsAddress(await activeAddresses(), rawIp);
}

/**
 * The gate's rule for a given set of active addresses, so a change to the list can be checked
 * before it is made (the whitelist service refuses a change that would lock its own admin out).
 */
export function admitsAddress(active: ReadonlySet<string>, rawIp: string | undefined | null): boolean {
  const ip = normalizeIp(rawIp);
  if (!ip) return false;
  if (active.size === 0) return isLoopback(ip);
  return active.has(ip);
}

/** Called by every change to the whitelist. */
export function invalidateWhitelistCache(): void {
  cache = undefined;
}
