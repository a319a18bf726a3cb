import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.server";

const base = { NODE_ENV: "test", SESSION_SECRET: "s".repeat(32) };

describe("the sign-in limit per account over all addresses", () => {
  it("is four addresses' worth of the per-address limit unless set", () => {
    expect(parseConfig(base).LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL).toBe(20);
    expect(parseConfig({ ...base, LOGIN_MAX_FAILURES_PER_ACCOUNT: "3" }).LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL).toBe(12);
    expect(parseConfig({ ...base, LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL: "50" }).LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL).toBe(50);
  });
});

describe("the session secret made outside production", () => {
  it("is one secret for processes that start at once over a new data directory", async () => {
    // two app processes behind a load balancer: a secret each would refuse the other's sessions
    const { spawn } = await import("node:child_process");
    const fs = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const module = path.resolve(import.meta.dirname, "config.server.ts");
    for (let round = 0; round < 3; round++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-race-"));
      // each waits for the same instant once loaded, so that their starts really meet
      const at = Date.now() + 4_000;
      const code = `import { parseConfig } from ${JSON.stringify(module)}; while (Date.now() < ${at}); process.stdout.write(parseConfig({ NODE_ENV: "test", DATA_DIR: ${JSON.stringify(dataDir)} }).SESSION_SECRET);`;
      const secrets = await Promise.all(
        Array.from({ length: 8 }, () => {
          const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "inherit"] });
          let out = "";
          child.stdout.on("data", (chunk: Buffer) => (out += chunk));
          return new Promise<string>((resolve, reject) => {
            child.on("error", reject);
            child.on("close", (status) => (status === 0 ? resolve(out) : reject(new Error(`exit ${status}`))));
          });
        }),
      );
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]).toBe(fs.readFileSync(path.join(dataDir, "session-secret"), "utf8").trim());
      expect(fs.readdirSync(dataDir)).toEqual(["session-secret"]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
