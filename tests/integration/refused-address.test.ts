import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { Op, type Sequelize } from "sequelize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Tracking, WhitelistEntry } from "~/models/models.server";
import { Client } from "../support/client";
import { freshDataDir, startServer, type RunningServer } from "../support/server";
import { openDatabase, seedWhitelist } from "../support/db";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
let server: RunningServer;
let db: Sequelize;
let dataDir: string;

beforeAll(async () => {
  dataDir = freshDataDir("refused");
  const seeding = await openDatabase(dataDir);
  await seedWhitelist("10.1.1.1", true);
  await seeding.close();
  server = await startServer({ dataDir, env: { TRUST_PROXY: "1" } });
  db = await openDatabase(dataDir);
});

afterAll(async () => {
  await db?.close();
  await server?.stop();
});

/** npm run <script> -- args, as the person with shell access runs it, against the server's database. */
function shell(script: string, args: string[], env: Record<string, string> = {}) {
  return run("npx", ["tsx", script, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", TZ: "UTC", DATA_DIR: dataDir, NODE_ENV: "test", ...env },
  }).then(
    (result) => ({ code: 0, out: result.stdout + result.stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: error.stdout + error.stderr }),
  );
}

const refusals = (ip: string) => Tracking.count({ where: { tracking_activity: { [Op.eq]: `Akses ditolak: IP ${ip} tidak terdaftar di whitelist` } } });

describe("a refused address", () => {
  it("gets a page with its address as the server saw it and whom to ask, and the log says so once an hour", async () => {
    const refused = new Client(server.url, { "x-forwarded-for": "10.7.7.7" });
    const page = await refused.get("/signin");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/notfound");
    const notFound = await refused.get("/notfound");
    expect(notFound.status).toBe(403);
    const html = await notFound.text();
    expect(html).toContain("Alamat IP Anda, 10.7.7.7 (seperti yang dilihat server), tidak terdaftar di whitelist.");
    expect(html).toContain("Minta ADMIN menambahkan alamat ini di halaman Whitelist");
    expect(html).not.toContain("<script");
    for (let index = 0; index < 5; index++) await refused.get(`/view-bo?try=${index}`);
    expect((await refused.get("/api/whitelist")).status).toBe(403);
    await expect.poll(() => refusals("10.7.7.7")).toBe(1);
    // another address is its own line
    await new Client(server.url, { "x-forwarded-for": "10.8.8.8" }).get("/");
    await expect.poll(() => refusals("10.8.8.8")).toBe(1);
    expect(await refusals("10.7.7.7")).toBe(1);
    // an admitted address sees the plain not-found page
    const admitted = await new Client(server.url, { "x-forwarded-for": "10.1.1.1" }).get("/notfound");
    expect(admitted.status).toBe(404);
    expect(await admitted.text()).not.toContain("Alamat IP Anda");
  });

  it("is let in by npm run whitelist:add from the server's shell", async () => {
    const refused = new Client(server.url, { "x-forwarded-for": "10.9.9.9" });
    expect((await refused.get("/api/whitelist")).status).toBe(403);
    const added = await shell("scripts/whitelist-add.ts", ["10.9.9.9"]);
    expect(added).toEqual({ code: 0, out: "IP 10.9.9.9 berhasil ditambahkan ke whitelist.\n" });
    expect(await WhitelistEntry.count({ where: { Whitelist_ip: "10.9.9.9", Whitelist_status: true } })).toBe(1);
    // the gate reads the list again within seconds
    await expect.poll(async () => (await refused.get("/api/whitelist")).status, { timeout: 15_000 }).toBe(200);
    expect((await shell("scripts/whitelist-add.ts", ["10.9.9.999"])).code).toBe(1);
    expect((await shell("scripts/whitelist-add.ts", [])).code).toBe(2);
  });

  it("npm run admin:reset-password gives the ADMIN a new password under the password rule, lifting a lock-out", async () => {
    // guesses from the only admitted address have locked the ADMIN out there
    for (let attempt = 0; attempt < 5; attempt++) {
      await new Client(server.url, { "x-forwarded-for": "10.1.1.1" }).json("POST", "/api/login", { account_name: "admin", account_password: `wrong-${attempt}` });
    }
    const locked = await new Client(server.url, { "x-forwarded-for": "10.1.1.1" }).json("POST", "/api/login", { account_name: "admin", account_password: "admin-password-1" });
    expect(locked.status).toBe(429);
    const weak = await shell("scripts/admin-reset-password.ts", [], { ADMIN_PASSWORD: "short" });
    expect(weak.code).toBe(1);
    expect(weak.out).toContain("Password minimal 10 karakter.");
    const reset = await shell("scripts/admin-reset-password.ts", ["admin"]);
    expect(reset.code).toBe(0);
    const password = /\(ditampilkan sekali ini saja\): (\S+)/.exec(reset.out)![1];
    const admin = new Client(server.url, { "x-forwarded-for": "10.1.1.1" });
    const oldPassword = await admin.postForm("/signin", { account_name: "admin", account_password: "admin-password-1" });
    expect(oldPassword.headers.get("location")).not.toBe("/");
    const signedIn = await admin.postForm("/signin", { account_name: "admin", account_password: password });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/");
  });
});
