import type { Config } from "../config.server";
import { isLoopback, normalizeIp } from "../whitelist/gate.server";

/**
 * What to tell the operator when TRUST_PROXY trusts a hop count but the port is open beyond
 * loopback: a client reaching the port directly is then taken for the proxy, and its own
 * X-Forwarded-For / X-Forwarded-Proto are believed (a whitelisted address, HTTPS). A list of
 * proxy addresses needs no warning: only those peers are believed.
 */
export function proxyExposureWarning(boundAddress: string, trustProxy: Config["TRUST_PROXY"]): string | undefined {
  if (typeof trustProxy !== "number" || trustProxy === 0) return undefined;
  if (isLoopback(normalizeIp(boundAddress))) return undefined;
  return (
    `Warning: TRUST_PROXY=${trustProxy} but the server listens on ${boundAddress}, not on loopback only. ` +
    "Any client that reaches this port directly can forge X-Forwarded-For (and slip past the IP whitelist) " +
    "and X-Forwarded-Proto. Set HOST=127.0.0.1 when the proxy runs on this machine, or firewall the port so " +
    "only the proxy reaches it (docs/operations.md, 'Behind a reverse proxy')."
  );
}
