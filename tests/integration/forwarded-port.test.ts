import { Op } from "sequelize";
import { describe, expect, it } from "vitest";
import { LoginFailure, Tracking } from "~/models/models.server";
import { Client } from "../support/client";
import { seedWhitelist } from "../support/db";
import { withServer } from "../support/fixture";

/**
 * Behind a proxy that adds the client's port to X-Forwarded-For (IIS ARR), the gate and the
 * sign-in limit use the address without it.
 */

const { server } = withServer({
  env: { TRUST_PROXY: "1" },
  beforeStart: async () => {
    await seedWhitelist("10.20.30.40", true);
    await seedWhitelist("2001:db8::1", true);
  },
});

describe("an X-Forwarded-For address with a port", () => {
  it.each(["10.20.30.40:5555", "[2001:db8::1]:5555", "[2001:db8::1]"])("%s is admitted as its whitelisted address", async (forwarded) => {
    const response = await new Client(server.url, { "x-forwarded-for": forwarded }).get("/api/whitelist");
    expect(response.status).toBe(200);
  });

  it("is refused when the address itself is not whitelisted, and the page names it without the port", async () => {
    const client = new Client(server.url, { "x-forwarded-for": "10.20.30.41:5555" });
    expect((await client.get("/api/whitelist")).status).toBe(403);
    const html = await (await client.get("/notfound")).text();
    expect(html).toContain("Alamat IP Anda, 10.20.30.41 (seperti yang dilihat server)");
  });

  it("is counted by the sign-in limit and logged without the port", async () => {
    const client = new Client(server.url, { "x-forwarded-for": "10.20.30.40:5555" });
    const response = await client.json("POST", "/api/login", { account_name: "admin", account_password: "wrong-password-1" });
    expect(response.status).toBe(400);
    expect(await LoginFailure.count({ where: { failure_scope: "address", failure_key: "10.20.30.40" } })).toBe(1);
    expect(await Tracking.count({ where: { tracking_activity: { [Op.eq]: "Login gagal dari 10.20.30.40" } } })).toBe(1);
  });
});
