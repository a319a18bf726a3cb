import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AdminAccount } from "~/models/models.server";
import { Client } from "../support/client";
import { openDatabase } from "../support/db";
import { freshDataDir, runServerOnce, startServer } from "../support/server";

describe("first start", () => {
  it("migrates a fresh database, creates one ADMIN with a printed password, and a second start changes nothing", async () => {
    const dataDir = freshDataDir("startup");
    const first = await startServer({ dataDir, env: { ADMIN_PASSWORD: "", ADMIN_USERNAME: "bos" } });
    const printed = /Generated password \(shown once[^)]*\): (\S+)/.exec(first.output())?.[1];
    expect(first.output()).toContain("Migrations applied: 0001-initial, 0002-statement-day");
    expect(printed).toBeTruthy();
    expect(printed!.length).toBeGreaterThanOrEqual(20);
    await new Client(first.url).signIn("bos", printed!);
    await first.stop();

    const db = await openDatabase(dataDir);
    const tables = (await db.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name", { plain: false }))[0] as {
      name: string;
    }[];
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        "admin_account",
        "akun_bank",
        "bo_deposit",
        "bo_withdraw",
        "login_failure",
        "match_link",
        "mutasi_deposit",
        "mutasi_withdraw",
        "schema_migrations",
        "statement_day",
        "tracking",
        "upload_batch",
        "website",
        "whitelist",
      ]),
    );
    const before = await AdminAccount.findAll();
    expect(before).toHaveLength(1);
    expect(before[0].account_role).toBe("ADMIN");
    const hashBefore = before[0].account_password;
    expect(hashBefore).not.toContain(printed!);

    const second = await startServer({ dataDir, env: { ADMIN_PASSWORD: "another-password", ADMIN_USERNAME: "other" } });
    expect(second.output()).not.toContain("Migrations applied");
    expect(second.output()).not.toContain("Generated password");
    await second.stop();
    const after = await AdminAccount.findAll();
    expect(after).toHaveLength(1);
    expect(after[0].account_password).toBe(hashBefore);
    await db.close();
  });

  it("keeps the generated development session secret across restarts", async () => {
    const dataDir = freshDataDir("secret");
    const first = await startServer({ dataDir });
    const client = new Client(first.url);
    await client.signIn("admin", "admin-password-1");
    await first.stop();
    const secret = fs.readFileSync(path.join(dataDir, "session-secret"), "utf8");
    expect(secret.trim().length).toBeGreaterThanOrEqual(32);
    const second = await startServer({ dataDir });
    const sameCookies = new Client(second.url);
    for (const [name, value] of client.cookies) sameCookies.cookies.set(name, value);
    expect((await sameCookies.get("/")).status).toBe(200);
    await second.stop();
  });
});

describe("configuration is validated at start", () => {
  it.each([
    [{ NODE_ENV: "production" }, "SESSION_SECRET"],
    [{ NODE_ENV: "production", SESSION_SECRET: "too-short" }, "SESSION_SECRET"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY"],
    [{ PORT: "not-a-port" }, "PORT"],
    [{ DATABASE_URL: "postgres://x@y/z" }, "DATABASE_URL"],
    [{ ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD"],
    [{ ADMIN_PASSWORD: "kuda-lari" }, "ADMIN_PASSWORD: Password minimal 10 karakter."],
    [{ ADMIN_PASSWORD: "Password123" }, "ADMIN_PASSWORD: Password terlalu umum"],
    [{ ADMIN_USERNAME: "kantor.admin", ADMIN_PASSWORD: "Kantor.Admin" }, "ADMIN_PASSWORD: Password tidak boleh sama dengan nama akun."],
  ])("%o stops the server naming %s", async (env, variable) => {
    const result = await runServerOnce({ DATA_DIR: freshDataDir("config"), ...env });
    expect(result.code).toBe(1);
    expect(result.output).toContain(variable);
    expect(result.output).not.toContain("Listening on");
  });
});
