import { expect, it } from "vitest";
import { seedWhitelist } from "../support/db";
import { withServer } from "../support/fixture";
import { rawRequest } from "../support/raw-http";

/** Issue 12, point 1: a refused client's `/API/...` is answered as its `/api/...` is. */

const { server } = withServer({ beforeStart: () => seedWhitelist("10.1.1.1"), env: { TRUST_PROXY: "1" } });

it.each(["/api/websitelist", "/API/websitelist", "/%61pi/websitelist", "/x/../api/websitelist", "//api/websitelist"])(
  "a client outside the whitelist gets 403 JSON for %s, not a redirect to a page",
  async (path) => {
    const reply = await rawRequest(server.url, { method: "GET", path, headers: { "X-Forwarded-For": "10.9.9.9" } });
    expect(reply.status).toBe(403);
    expect(JSON.parse(reply.body)).toEqual({ status: false, message: "Akses ditolak: IP tidak terdaftar di whitelist." });
  },
);

it("the admitted address still reaches the same spelled path", async () => {
  const reply = await rawRequest(server.url, { method: "GET", path: "/API/websitelist", headers: { "X-Forwarded-For": "10.1.1.1" } });
  expect(reply.status).toBe(401);
});
