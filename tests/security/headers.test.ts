import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "../support/client";
import { startServer, type RunningServer } from "../support/server";

const ADMIN_PASSWORD = "admin-password-1";

let plain: RunningServer;
let proxied: RunningServer;
let exposed: RunningServer;

beforeAll(async () => {
  [plain, proxied, exposed] = await Promise.all([
    startServer(),
    startServer({ env: { TRUST_PROXY: "1", HOST: "127.0.0.1" } }),
    startServer({ env: { TRUST_PROXY: "1", HOST: "0.0.0.0" } }),
  ]);
});

afterAll(async () => {
  await Promise.all([plain, proxied, exposed].map((server) => server?.stop()));
});

/** The policy's directives by name, e.g. directives.get("script-src") = ["'self'", "'nonce-…'"]. */
function directivesOf(response: Response): Map<string, string[]> {
  const header = response.headers.get("content-security-policy");
  expect(header, `no Content-Security-Policy on ${response.url}`).toBeTruthy();
  return new Map(
    header!
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function nonceOf(directives: Map<string, string[]>): string {
  const token = directives.get("script-src")?.find((value) => value.startsWith("'nonce-"));
  expect(token, "script-src has no nonce").toBeTruthy();
  return token!.slice("'nonce-".length, -1);
}

/** The fixed part of the policy every reply carries. */
function expectBasePolicy(directives: Map<string, string[]>) {
  expect(directives.get("default-src")).toEqual(["'self'"]);
  expect(directives.get("img-src")).toEqual(["'self'", "data:"]);
  expect(directives.get("font-src")).toEqual(["'self'", "data:"]);
  expect(directives.get("connect-src")).toEqual(["'self'"]);
  expect(directives.get("form-action")).toEqual(["'self'"]);
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(directives.get("base-uri")).toEqual(["'self'"]);
  const nonce = nonceOf(directives);
  expect(directives.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(directives.get("style-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
  for (const [name, values] of directives) {
    if (name.startsWith("script-src") || name === "default-src" || name === "style-src" || name === "style-src-elem") {
      expect(values, name).not.toContain("'unsafe-inline'");
      expect(values, name).not.toContain("'unsafe-eval'");
    }
  }
  return nonce;
}

/** Checks a page's policy and that every inline <script> and <style> carries its nonce. */
async function expectPage(response: Response, expected: { status: number; scripts: boolean }) {
  expect(response.status, response.url).toBe(expected.status);
  const nonce = expectBasePolicy(directivesOf(response));
  const html = await response.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  const styles = html.match(/<style\b[^>]*>/g) ?? [];
  if (expected.scripts) expect(scripts.length, response.url).toBeGreaterThan(0);
  else expect(scripts, response.url).toEqual([]);
  expect(styles.length, response.url).toBeGreaterThan(0);
  for (const tag of [...scripts, ...styles]) expect(tag, response.url).toContain(` nonce="${nonce}"`);
  return nonce;
}

describe("security headers", () => {
  it("every page kind carries the policy, with a fresh nonce on every inline script and style", async () => {
    const nonces: string[] = [];
    const anonymous = new Client(plain.url);
    nonces.push(await expectPage(await anonymous.get("/signin"), { status: 200, scripts: true }));
    nonces.push(await expectPage(await anonymous.get("/signin"), { status: 200, scripts: true }));
    nonces.push(await expectPage(await anonymous.get("/notfound"), { status: 404, scripts: true }));
    nonces.push(await expectPage(await anonymous.get("/no-such-page"), { status: 404, scripts: true }));

    const admin = new Client(plain.url);
    await admin.signIn("admin", ADMIN_PASSWORD);
    nonces.push(await expectPage(await admin.get("/"), { status: 200, scripts: true }));
    nonces.push(await expectPage(await admin.get("/view-bo"), { status: 200, scripts: true }));

    // 'Mode ringan' pages carry no script, but their inlined styles still need the nonce
    const switched = await admin.postForm("/light-mode", { light: "on", redirectTo: "/view-bo" }, { csrfFrom: "/view-bo" });
    expect(switched.status).toBe(302);
    expectBasePolicy(directivesOf(switched));
    nonces.push(await expectPage(await admin.get("/view-bo"), { status: 200, scripts: false }));
    nonces.push(await expectPage(await admin.get("/"), { status: 200, scripts: false }));

    const api = await admin.get("/api/whitelist");
    expect(api.status).toBe(200);
    nonces.push(expectBasePolicy(directivesOf(api)));

    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("sends HSTS over HTTPS: X-Forwarded-Proto counts only with TRUST_PROXY", async () => {
    const overHttps = { "x-forwarded-proto": "https" };
    const viaProxy = await new Client(proxied.url, overHttps).get("/signin");
    expect(viaProxy.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const viaProxyApi = await new Client(proxied.url, overHttps).get("/api/whitelist");
    expect(viaProxyApi.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");

    expect((await new Client(proxied.url).get("/signin")).headers.get("strict-transport-security")).toBeNull();
    // without TRUST_PROXY the header is a client's claim, not HTTPS
    expect((await new Client(plain.url, overHttps).get("/signin")).headers.get("strict-transport-security")).toBeNull();
  });

  it("warns at start when TRUST_PROXY is set and the port is open beyond loopback", async () => {
    // a reply proves start-up output has been read
    expect((await new Client(exposed.url).get("/api/whitelist")).status).toBe(200);
    expect((await new Client(proxied.url).get("/api/whitelist")).status).toBe(200);
    expect(exposed.output()).toMatch(/Warning: TRUST_PROXY=1 but the server listens on 0\.0\.0\.0, not on loopback only/);
    expect(exposed.output()).toContain("can forge X-Forwarded-For");
    expect(proxied.output()).not.toContain("Warning");
    expect(plain.output()).not.toContain("Warning");
  });
});
