import { describe, expect, it } from "vitest";
import { seedStaff, STAFF, withServer } from "../support/fixture";
import { cookieHeader, rawRequest } from "../support/raw-http";

/**
 * A screen's action reads a form (request.formData()): a post of another type reached that
 * parser and came back as a 500 with a stack trace. Every state-changing request outside /api
 * must carry a form (urlencoded or multipart); anything else is 415 before any work.
 */

const UNSUPPORTED = "Jenis isi permintaan tidak didukung: formulir dikirim sebagai application/x-www-form-urlencoded atau multipart/form-data.";

const { server, clients } = withServer({ seed: () => seedStaff(), clients: { admin: STAFF.admin } });

function asAdmin(headers: Record<string, string> = {}): Record<string, string> {
  return { Cookie: cookieHeader(clients.admin.cookies), ...headers };
}

const SCREENS = ["/view-bo", "/view-mutasi", "/alias", "/tutuphari", "/signin", "/signout", "/user", "/delete", "/VIEW-BO", "/view-bo.data"];

describe("a screen's post must be a form", () => {
  it.each(SCREENS)("POST %s with text/plain is 415 with the message, no stack trace", async (path) => {
    const reply = await rawRequest(server.url, { method: "POST", path, headers: asAdmin({ "Content-Type": "text/plain" }), body: "csrf=x&intent=approve" });
    expect(reply.status).toBe(415);
    expect(reply.body).toBe(UNSUPPORTED);
  });

  it.each(SCREENS)("POST %s with a JSON body is 415", async (path) => {
    const reply = await rawRequest(server.url, {
      method: "POST",
      path,
      headers: asAdmin({ "Content-Type": "application/json" }),
      body: JSON.stringify({ csrf: "x", intent: "approve" }),
    });
    expect(reply.status).toBe(415);
    expect(reply.body).toBe(UNSUPPORTED);
  });

  it("a post without any Content-Type, or a PUT of text, is 415 too", async () => {
    const untyped = await rawRequest(server.url, { method: "POST", path: "/view-bo", headers: asAdmin(), body: "csrf=x" });
    expect(untyped.status).toBe(415);
    const bodiless = await rawRequest(server.url, { method: "POST", path: "/user", headers: asAdmin() });
    expect(bodiless.status).toBe(415);
    const put = await rawRequest(server.url, { method: "PUT", path: "/delete", headers: asAdmin({ "Content-Type": "text/plain" }), body: "x" });
    expect(put.status).toBe(415);
  });

  it("a real form post still reaches the action, and the session still works", async () => {
    const reply = await clients.admin.postForm("/view-bo", { intent: "approve", website: "ABC", date: "5-Jan-2025" });
    expect(reply.status).not.toBe(415);
    expect(reply.status).toBeLessThan(500);
    expect((await clients.admin.get("/view-bo")).status).toBe(200);
  });
});
