import fs from "node:fs";
import path from "node:path";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { AdminAccount, LoginFailure, Tracking } from "~/models/models.server";
import { hashPassword } from "~/services/auth/password.server";
import { Client } from "../support/client";
import { seedAccount, seedWebsite } from "../support/db";
import { withServer } from "../support/fixture";

let secret: string;

const { server } = withServer({
  env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: "3", LOGIN_MAX_FAILURES_PER_ADDRESS: "50" },
  seed: async () => {
    secret = fs.readFileSync(path.join(server.dataDir, "session-secret"), "utf8").trim();
    const website = await seedWebsite("ABC");
    await seedAccount({ name: "checker1", password: "checker-pass-1", role: "CHECKER", website });
    await seedAccount({ name: "sleepy", password: "sleepy-pass-1", role: "CS", website, active: false });
  },
});

function tokenOf(client: Client): string {
  const token = client.cookies.get("token");
  if (!token) throw new Error("no token cookie");
  return token;
}

describe("sign-in page", () => {
  it("shows the spec's heading, subtitle and button", async () => {
    const html = await (await new Client(server.url).get("/signin")).text();
    expect(html).toContain(">Sign In</h1>");
    expect(html).toContain("Enter your email and password to sign in!");
    expect(html).toContain(">Sign in</button>");
    expect(html).toContain('name="account_password"');
  });

  it("signs in with a plain form post, sets the token cookie and goes to /", async () => {
    const client = new Client(server.url);
    const token = await client.csrfToken();
    const response = await client.request("/signin", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: token, account_name: "admin", account_password: "admin-password-1" }).toString(),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    const home = await client.get("/");
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("admin");
  });

  it("answers a wrong password and an unknown username with the same message", async () => {
    const wrongPassword = await new Client(server.url).postForm("/signin", {
      account_name: "checker1",
      account_password: "nope-nope",
    });
    const unknownUser = await new Client(server.url).postForm("/signin", {
      account_name: "nobody-here",
      account_password: "nope-nope",
    });
    expect(wrongPassword.status).toBe(400);
    expect(unknownUser.status).toBe(400);
    const messageOf = async (response: Response) => /Login failed: [^<]*/.exec(await response.text())?.[0];
    const first = await messageOf(wrongPassword);
    expect(first).toBe("Login failed: Username atau password salah.");
    expect(await messageOf(unknownUser)).toBe(first);
  });

  it("refuses a form post without the CSRF token", async () => {
    const response = await new Client(server.url).request("/signin", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "account_name=admin&account_password=admin-password-1",
    });
    expect(response.status).toBe(403);
  });

  it("refuses an inactive account", async () => {
    const response = await new Client(server.url).postForm("/signin", {
      account_name: "sleepy",
      account_password: "sleepy-pass-1",
    });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().some((line) => line.startsWith("token="))).toBe(false);
    expect(await response.text()).toContain("Login failed: Akun tidak aktif");
  });

  it("writes sign-in success and failure to the tracking log", async () => {
    const client = new Client(server.url);
    await client.signIn("checker1", "checker-pass-1");
    await new Client(server.url).postForm("/signin", { account_name: "checker1", account_password: "bad-bad-bad" });
    const rows = await Tracking.findAll({ where: { tracking_username: "checker1" }, order: [["tracking_id", "ASC"]] });
    const activities = rows.map((row) => row.tracking_activity);
    expect(activities.some((a) => a.startsWith("Login berhasil"))).toBe(true);
    expect(activities.some((a) => a.startsWith("Login gagal"))).toBe(true);
    expect(rows.every((row) => row.tracking_website === "ABC" && row.tracking_role === "CHECKER")).toBe(true);
    await LoginFailure.destroy({ where: {} });
  });
});

describe("POST /api/login", () => {
  it("takes {account_name, account_password} and sets the same cookie", async () => {
    const client = new Client(server.url);
    const response = await client.json("POST", "/api/login", { account_name: "checker1", account_password: "checker-pass-1" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: true, account: { account_name: "checker1", account_role: "CHECKER" } });
    expect(JSON.stringify(body)).not.toContain("scrypt");
    expect(response.headers.getSetCookie().find((line) => line.startsWith("token="))).toMatch(/HttpOnly/i);
    expect((await client.get("/")).status).toBe(200);
  });

  it("answers a failure with 400 and the same message as the page", async () => {
    const response = await new Client(server.url).json("POST", "/api/login", {
      account_name: "checker1",
      account_password: "wrong-wrong",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: false, message: "Username atau password salah." });
    await LoginFailure.destroy({ where: {} });
  });

  it("refuses a call from a foreign Origin", async () => {
    const response = await new Client(server.url).json(
      "POST",
      "/api/login",
      { account_name: "checker1", account_password: "checker-pass-1" },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
  });
});

describe("the token is checked on every request", () => {
  it("refuses a token whose role was changed under the old signature", async () => {
    const client = new Client(server.url);
    await client.signIn("checker1", "checker-pass-1");
    const [header, payload, signature] = tokenOf(client).split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    claims.account_role = "ADMIN";
    client.cookies.set("token", [header, Buffer.from(JSON.stringify(claims)).toString("base64url"), signature].join("."));
    const response = await client.get("/");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/signin");
  });

  it("refuses an alg:none token", async () => {
    const account = await AdminAccount.findOne({ where: { account_name: "admin" } });
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const payload = Buffer.from(
      JSON.stringify({
        account_id: account!.account_id,
        account_name: "admin",
        account_role: "ADMIN",
        account_website: null,
        token_version: 0,
        exp: Math.floor(Date.now() / 1000) + 3600,
      }),
    ).toString("base64url");
    const client = new Client(server.url);
    client.cookies.set("token", `${header}.${payload}.`);
    expect((await client.get("/")).headers.get("location")).toBe("/signin");
    expect((await client.get("/api/whitelist")).status).toBe(200);
  });

  it("refuses an expired token signed with the right secret", async () => {
    const account = await AdminAccount.findOne({ where: { account_name: "admin" } });
    const past = Math.floor(Date.now() / 1000) - 13 * 3600;
    const token = await new SignJWT({
      account_id: account!.account_id,
      account_name: "admin",
      account_role: "ADMIN",
      account_website: null,
      token_version: account!.account_token_version,
    })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt(past)
      .setExpirationTime(past + 12 * 3600)
      .sign(new TextEncoder().encode(secret));
    const client = new Client(server.url);
    client.cookies.set("token", token);
    expect((await client.get("/")).headers.get("location")).toBe("/signin");
  });

  it("accepts a fresh token signed with the right secret (the check above is not vacuous)", async () => {
    const account = await AdminAccount.findOne({ where: { account_name: "admin" } });
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({
      account_id: account!.account_id,
      account_name: "admin",
      account_role: "ADMIN",
      account_website: null,
      token_version: account!.account_token_version,
    })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(secret));
    const client = new Client(server.url);
    client.cookies.set("token", token);
    expect((await client.get("/")).status).toBe(200);
  });

  it("ends every session of an account that is deactivated, has its password changed, or is deleted", async () => {
    const account = await seedAccount({ name: "temp1", password: "temp-pass-1", role: "CHECKER" });
    const first = new Client(server.url);
    const second = new Client(server.url);
    await first.signIn("temp1", "temp-pass-1");
    await second.signIn("temp1", "temp-pass-1");
    expect((await first.get("/")).status).toBe(200);

    await account.update({ account_status: false, account_token_version: account.account_token_version + 1 });
    expect((await first.get("/")).headers.get("location")).toBe("/signin");
    expect((await second.get("/")).headers.get("location")).toBe("/signin");

    await account.update({ account_status: true });
    const third = new Client(server.url);
    await third.signIn("temp1", "temp-pass-1");
    await account.update({
      account_password: await hashPassword("temp-pass-2"),
      account_token_version: account.account_token_version + 1,
    });
    expect((await third.get("/")).headers.get("location")).toBe("/signin");

    const fourth = new Client(server.url);
    await fourth.signIn("temp1", "temp-pass-2");
    await account.destroy();
    expect((await fourth.get("/")).headers.get("location")).toBe("/signin");
    expect((await fourth.get("/api/whitelist")).status).toBe(200);
  });
});

describe("sign-out", () => {
  it("is a POST that clears the cookie and lands on /signin", async () => {
    const client = new Client(server.url);
    await client.signIn("checker1", "checker-pass-1");
    expect((await client.get("/signout")).status).toBe(302);
    expect((await client.get("/")).status).toBe(200);
    const response = await client.postForm("/signout", {}, { csrfFrom: "/" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/signin");
    expect(response.headers.getSetCookie().find((line) => line.startsWith("token="))).toMatch(/Max-Age=0/i);
    expect(client.cookies.has("token")).toBe(false);
    expect((await client.get("/")).headers.get("location")).toBe("/signin");
  });
});

describe("failed sign-ins are limited", () => {
  it("blocks an account after too many failures with 429 and an Indonesian message, then lifts by itself", async () => {
    await seedAccount({ name: "target1", password: "target-pass-1", role: "CHECKER" });
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await new Client(server.url).json("POST", "/api/login", {
        account_name: "target1",
        account_password: `wrong-${attempt}`,
      });
      expect(response.status).toBe(400);
    }
    const blocked = await new Client(server.url).json("POST", "/api/login", {
      account_name: "target1",
      account_password: "target-pass-1",
    });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toMatch(/Terlalu banyak percobaan login/);

    const page = await new Client(server.url).postForm("/signin", { account_name: "TARGET1", account_password: "target-pass-1" });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain("Login failed: Terlalu banyak percobaan login");

    // the window passes: the failures age out and the account signs in again
    await LoginFailure.update({ failure_at: new Date(Date.now() - 16 * 60_000) }, { where: {} });
    const after = await new Client(server.url).json("POST", "/api/login", {
      account_name: "target1",
      account_password: "target-pass-1",
    });
    expect(after.status).toBe(200);
  });

  it("counts failures per address as well, in the database", async () => {
    await LoginFailure.destroy({ where: {} });
    await LoginFailure.bulkCreate(
      Array.from({ length: 50 }, () => ({ failure_scope: "address" as const, failure_key: "127.0.0.1", failure_at: new Date() })),
    );
    const blocked = await new Client(server.url).json("POST", "/api/login", {
      account_name: "checker1",
      account_password: "checker-pass-1",
    });
    expect(blocked.status).toBe(429);
    await LoginFailure.destroy({ where: {} });
    const after = await new Client(server.url).json("POST", "/api/login", {
      account_name: "checker1",
      account_password: "checker-pass-1",
    });
    expect(after.status).toBe(200);
  });
});
