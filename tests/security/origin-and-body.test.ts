import { beforeAll, describe, expect, it } from "vitest";
import { AdminAccount, Website, WhitelistEntry } from "~/models/models.server";
import { seedWebsite } from "../support/db";
import { ADMIN, withServer } from "../support/fixture";
import { cookieHeader, rawRequest } from "../support/raw-http";

/**
 * Issue 12, points 1 and 2: a page of another site (a sibling subdomain, another port) can make
 * the admin's browser send any of these with the SameSite=Lax cookie. Written as raw requests,
 * since a browser or fetch() would normalise the spelled paths before sending them.
 */

let victimId: number;

const { server, clients: { admin } } = withServer({ clients: { admin: ADMIN } });

beforeAll(async () => {
  const website = await seedWebsite("ABC");
  const created = await admin.json("POST", "/api/addadminacc", {
    account_name: "victim1",
    account_password: "victim-password-1",
    account_role: "CHECKER",
    account_website: website.website_id,
  });
  expect(created.status, await created.clone().text()).toBe(201);
  victimId = ((await created.json()) as { id: number }).id;
});

const SPELLINGS = ["/api", "/API", "/Api", "/%61pi", "/%41PI", "/x/../api", "/x/%2e%2e/api", "//api", "/x\\..\\api"];

function asAdmin(headers: Record<string, string>): Record<string, string> {
  return { Cookie: cookieHeader(admin.cookies), ...headers };
}

describe("no state change from another site, however the path is spelled", () => {
  it.each(SPELLINGS)("POST %s/createwebsite from a foreign Origin with a text/plain JSON body is refused", async (prefix) => {
    const code = `E${SPELLINGS.indexOf(prefix)}X`;
    const reply = await rawRequest(server.url, {
      method: "POST",
      path: `${prefix}/createwebsite`,
      headers: asAdmin({ Origin: "http://evil.example", "Content-Type": "text/plain" }),
      body: JSON.stringify({ website_name: "Evil", website_code: code }),
    });
    expect(reply.status).toBe(403);
    expect(JSON.parse(reply.body)).toEqual({ status: false, message: "Akses ditolak: permintaan dari situs lain." });
    expect(await Website.count({ where: { website_code: code } })).toBe(0);
  });

  it.each([
    ["a sibling subdomain's Origin", { Origin: `http://sub.${new URL("http://127.0.0.1").host}:1` }],
    ["Origin null", { Origin: "null" }],
    ["no Origin but Sec-Fetch-Site same-site", { "Sec-Fetch-Site": "same-site" }],
    ["no Origin but Sec-Fetch-Site cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ])("is refused with %s, even with a JSON body", async (_label, headers) => {
    const reply = await rawRequest(server.url, {
      method: "POST",
      path: "/API/addadminacc",
      headers: asAdmin({ ...headers, "Content-Type": "application/json" }),
      body: JSON.stringify({ account_name: "intruder", account_password: "intruder-pass-1", account_role: "ADMIN", account_website: null }),
    });
    expect(reply.status).toBe(403);
    expect(await AdminAccount.count({ where: { account_name: "intruder" } })).toBe(0);
  });

  it("refuses the other write endpoints under a spelled path: deleteadminacc, updatebodepostts, createwhitelist", async () => {
    const evil = { Origin: "http://evil.example" };
    const deleted = await rawRequest(server.url, { method: "DELETE", path: `/%41pi/deleteadminacc/${victimId}`, headers: asAdmin(evil) });
    expect(deleted.status).toBe(403);
    expect(await AdminAccount.count({ where: { account_id: victimId } })).toBe(1);
    const approved = await rawRequest(server.url, {
      method: "PUT",
      path: "/x/../api/updatebodepostts",
      headers: asAdmin({ ...evil, "Content-Type": "application/json" }),
      body: JSON.stringify({ bank_statement_date: "5-Jan-2025", arr: [{ bo_id: 1, ket_app: "x", depo_amount: "1", depo_edited_by: 1 }] }),
    });
    expect(approved.status).toBe(403);
    const whitelisted = await rawRequest(server.url, {
      method: "POST",
      path: "/Api/createwhitelist",
      headers: asAdmin({ ...evil, "Content-Type": "text/plain" }),
      body: JSON.stringify({ whitelist_ip: "10.6.6.6" }),
    });
    expect(whitelisted.status).toBe(403);
    expect(await WhitelistEntry.count()).toBe(0);
  });

  it("refuses a page action from a foreign Origin too (sign-out form posted by another site)", async () => {
    const reply = await rawRequest(server.url, {
      method: "POST",
      path: "/SIGNOUT",
      headers: asAdmin({ Origin: "http://evil.example", "Content-Type": "application/x-www-form-urlencoded" }),
      body: "csrf=x",
    });
    expect(reply.status).toBe(403);
    expect((await admin.get("/api/websitelist")).status).toBe(200);
  });

  it("still takes the same write from the product's own pages (same Origin) and from a client that sends none", async () => {
    const sameOrigin = await rawRequest(server.url, {
      method: "POST",
      path: "/api/createwebsite",
      headers: asAdmin({ Origin: server.url, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json; charset=utf-8" }),
      body: JSON.stringify({ website_name: "Same", website_code: "SAME1" }),
    });
    expect(sameOrigin.status).toBe(201);
    const noOrigin = await rawRequest(server.url, {
      method: "POST",
      path: "/api/createwebsite",
      headers: asAdmin({ "Content-Type": "application/json" }),
      body: JSON.stringify({ website_name: "Tool", website_code: "TOOL1" }),
    });
    expect(noOrigin.status).toBe(201);
  });
});

describe("bodies only in the types the endpoints speak", () => {
  it.each([
    ["text/plain", "text/plain"],
    ["text/plain with a charset", "text/plain; charset=utf-8"],
    ["a form encoding", "application/x-www-form-urlencoded"],
    ["multipart on a JSON endpoint", "multipart/form-data; boundary=x"],
    ["a JSON look-alike", "application/json-patch+json"],
  ])("a JSON endpoint refuses %s with 415 before any work", async (_label, contentType) => {
    const reply = await rawRequest(server.url, {
      method: "POST",
      path: "/api/createwebsite",
      headers: asAdmin({ Origin: server.url, "Content-Type": contentType }),
      body: JSON.stringify({ website_name: "Plain", website_code: "PLN1" }),
    });
    expect(reply.status).toBe(415);
    expect(JSON.parse(reply.body).message).toMatch(/Jenis isi permintaan tidak didukung/);
    expect(await Website.count({ where: { website_code: "PLN1" } })).toBe(0);
  });

  it("an upload path refuses a JSON body with 415, spelled or not", async () => {
    for (const path of ["/api/checkdata", "/API/CheckData"]) {
      const reply = await rawRequest(server.url, {
        method: "POST",
        path,
        headers: asAdmin({ "Content-Type": "application/json" }),
        body: "{}",
      });
      expect(reply.status).toBe(415);
    }
  });

  it("a body without any Content-Type is refused; a DELETE by id without a body is not", async () => {
    const untyped = await rawRequest(server.url, {
      method: "POST",
      path: "/api/createwebsite",
      headers: asAdmin({}),
      body: JSON.stringify({ website_name: "Untyped", website_code: "UNT1" }),
    });
    expect(untyped.status).toBe(415);
    const website = await seedWebsite("GONE1");
    const deleted = await rawRequest(server.url, { method: "DELETE", path: `/api/deletewebsite/${website.website_id}`, headers: asAdmin({}) });
    expect(deleted.status).toBe(200);
  });
});
