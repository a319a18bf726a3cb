import { describe, expect, it } from "vitest";
import { Client } from "../support/client";
import { withServer } from "../support/fixture";

/**
 * Every cookie the product sets (token, csrf, flash) is Secure when the client came over HTTPS
 * (X-Forwarded-Proto through a trusted proxy), and none is over plain HTTP.
 */

const { server } = withServer({ env: { TRUST_PROXY: "1" } });

const cookie = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

async function walk(client: Client) {
  const page = await client.get("/signin");
  const signIn = await client.postForm("/signin", { account_name: "admin", account_password: "admin-password-1" });
  const landing = await client.get("/");
  const created = await client.postForm("/website?dialog=add", { intent: "create", website_name: `Site ${Date.now()}`, website_code: `S${Date.now() % 100000}` });
  expect(created.status).toBe(302);
  return {
    csrf: cookie(page, "csrf"),
    token: cookie(signIn, "token"),
    flashSet: cookie(signIn, "flash"),
    flashCleared: cookie(landing, "flash"),
    flashOfScreen: cookie(created, "flash"),
  };
}

describe("cookies", () => {
  it("are all Secure over HTTPS", async () => {
    const cookies = await walk(new Client(server.url, { "x-forwarded-proto": "https", "x-forwarded-for": "127.0.0.1" }));
    for (const [name, line] of Object.entries(cookies)) {
      expect(line, name).toBeDefined();
      expect(line, name).toMatch(/;\s*Secure/i);
    }
  });

  it("are not Secure over plain HTTP", async () => {
    const cookies = await walk(new Client(server.url));
    for (const [name, line] of Object.entries(cookies)) {
      expect(line, name).toBeDefined();
      expect(line, name).not.toMatch(/;\s*Secure/i);
    }
  });
});
