import { afterEach, describe, expect, it } from "vitest";
import { Client } from "../support/client";
import { openDatabase, seedWhitelist } from "../support/db";
import { freshDataDir, startServer, type RunningServer } from "../support/server";

const running: RunningServer[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

/** A server whose database already holds the given whitelist entries. */
async function serverWith(entries: { ip: string; active: boolean }[], env: Record<string, string> = {}) {
  const dataDir = freshDataDir("gate");
  const db = await openDatabase(dataDir);
  for (const entry of entries) await seedWhitelist(entry.ip, entry.active);
  await db.close();
  const server = await startServer({ dataDir, env });
  running.push(server);
  return server;
}

describe("IP whitelist gate", () => {
  it("admits loopback while no entry is active (fresh install)", async () => {
    const server = await serverWith([{ ip: "10.9.9.9", active: false }]);
    const response = await new Client(server.url).get("/api/whitelist");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Success" });
    expect((await new Client(server.url).get("/signin")).status).toBe(200);
  });

  it("admits an active entry and refuses others and inactive ones, through a trusted proxy hop", async () => {
    const server = await serverWith(
      [
        { ip: "10.1.1.1", active: true },
        { ip: "10.1.1.3", active: false },
      ],
      { TRUST_PROXY: "1" },
    );
    const admitted = new Client(server.url, { "x-forwarded-for": "10.1.1.1" });
    expect(await (await admitted.get("/api/whitelist")).json()).toEqual({ message: "Success" });
    expect((await admitted.get("/signin")).status).toBe(200);

    for (const ip of ["10.1.1.2", "10.1.1.3"]) {
      const refused = new Client(server.url, { "x-forwarded-for": ip });
      const api = await refused.get("/api/whitelist");
      expect(api.status).toBe(403);
      expect((await api.json()).status).toBe(false);
      const page = await refused.get("/signin");
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe("/notfound");
      const notFound = await refused.get("/notfound");
      expect(notFound.status).toBe(403);
      const html = await notFound.text();
      expect(html).toContain(`Alamat IP Anda, ${ip} (seperti yang dilihat server), tidak terdaftar di whitelist.`);
      expect(html).not.toContain("<script");
      // assets are behind the gate too
      expect((await refused.get("/favicon.ico")).status).toBe(302);
    }
    // once an entry is active, loopback itself is no longer admitted unless listed
    expect((await new Client(server.url).get("/api/whitelist")).status).toBe(403);
  });

  it("admits every address inside an active range, IPv4 or IPv6, and nothing outside it", async () => {
    const server = await serverWith(
      [
        { ip: "10.5.0.0/16", active: true },
        { ip: "2001:db8::/32", active: true },
        { ip: "10.6.0.0/16", active: false },
      ],
      { TRUST_PROXY: "1" },
    );
    for (const ip of ["10.5.0.1", "10.5.255.254", "2001:db8::1", "2001:DB8:0:FFFF::1"]) {
      expect((await new Client(server.url, { "x-forwarded-for": ip }).get("/api/whitelist")).status, ip).toBe(200);
    }
    for (const ip of ["10.4.255.255", "10.6.0.1", "2001:db9::1", "::1"]) {
      expect((await new Client(server.url, { "x-forwarded-for": ip }).get("/api/whitelist")).status, ip).toBe(403);
    }
  });

  it("marks the token cookie Secure when the client came over HTTPS through the trusted proxy", async () => {
    const server = await serverWith([], { TRUST_PROXY: "1" });
    const overHttps = new Client(server.url, { "x-forwarded-proto": "https", "x-forwarded-for": "127.0.0.1" });
    const response = await overHttps.postForm("/signin", { account_name: "admin", account_password: "admin-password-1" });
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().find((line) => line.startsWith("token="))).toMatch(/;\s*Secure/i);
  });

  it("ignores a spoofed X-Forwarded-For when TRUST_PROXY is not set", async () => {
    const server = await serverWith([{ ip: "10.1.1.1", active: true }]);
    const spoofer = new Client(server.url, { "x-forwarded-for": "10.1.1.1", "x-real-ip": "10.1.1.1", "x-client-ip": "10.1.1.1" });
    expect((await spoofer.get("/api/whitelist")).status).toBe(403);
    expect((await spoofer.get("/signin")).headers.get("location")).toBe("/notfound");
  });

  it("trusts only as many hops as TRUST_PROXY says", async () => {
    const server = await serverWith([{ ip: "10.1.1.1", active: true }], { TRUST_PROXY: "1" });
    // the client put 10.1.1.1 in the header itself; the one trusted proxy appended the real address
    const spoofer = new Client(server.url, { "x-forwarded-for": "10.1.1.1, 10.6.6.6" });
    expect((await spoofer.get("/api/whitelist")).status).toBe(403);
  });

  it("compares IPv4-mapped IPv6 addresses as IPv4", async () => {
    // listening on :: makes IPv4 clients appear as ::ffff:127.0.0.1
    const server = await serverWith([{ ip: "127.0.0.1", active: true }], { HOST: "::" });
    const response = await new Client(server.url).get("/api/whitelist");
    expect(response.status).toBe(200);
  });
});
