import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The browser never gets server code: modules that touch the database, files, secrets or
 * Node-only APIs are named *.server.ts, and React Router's build refuses any that a browser
 * module would pull in. Checked on the real client bundle (built by `npm test` before vitest),
 * and by building a copy of the app in which a component imports the configuration.
 */

const root = path.resolve(import.meta.dirname, "../..");
const clientAssets = path.join(root, process.env.BUILD_DIR ?? "build", "client", "assets");

/** Text that exists only in server modules: the config schema, the database drivers, secrets. */
const SERVER_ONLY_MARKERS = ["SESSION_SECRET", "LOGIN_MAX_FAILURES_PER_ACCOUNT", "better-sqlite3", "sp_getapplock", "scrypt$"];

describe("the client bundle", () => {
  it("holds no server module: no config schema, no database code, no secret handling", () => {
    const scripts = fs.readdirSync(clientAssets).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(5);
    for (const name of scripts) {
      const text = fs.readFileSync(path.join(clientAssets, name), "utf8");
      for (const marker of SERVER_ONLY_MARKERS) expect(text.includes(marker), `${marker} in ${name}`).toBe(false);
    }
  });
});

describe("the build draws the server/browser line", () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "bundle-line-"));
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  it("refuses a component that imports the configuration", () => {
    for (const entry of ["app", "server.ts", "react-router.config.ts", "vite.config.ts", "tsconfig.json", "package.json"]) {
      fs.cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
    }
    fs.symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
    const component = path.join(copy, "app/ui/page-title.tsx");
    fs.writeFileSync(
      component,
      `import { getConfig } from "~/services/config.server";\nexport const leaked = () => getConfig().SESSION_SECRET;\n` +
        fs.readFileSync(component, "utf8"),
    );
    const build = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: copy,
      encoding: "utf8",
      env: { ...process.env, BUILD_DIR: "build" },
      timeout: 180_000,
    });
    expect(build.status).not.toBe(0);
    expect(build.stdout + build.stderr).toMatch(/Server-only module referenced by client[\s\S]*config\.server/);
  }, 200_000);
});
