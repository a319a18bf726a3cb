import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
export const serverEntry = path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js");

export interface RunningServer {
  url: string;
  pid: number;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

let counter = 0;

/** A fresh directory under test-data/ for one server's database file. */
export function freshDataDir(label: string): string {
  const dir = path.join(root, "test-data", `${label}-${process.pid}-${Date.now()}-${counter++}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** The node flags `npm run serve` starts the server with, so tests and benches run it the same way. */
function serveFlags(): string[] {
  const scripts = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts as Record<string, string>;
  const flags = /\bnode((?:\s+--\S+)*)\s+build\/server\/index\.js/.exec(scripts.serve);
  if (!flags) throw new Error("package.json: the serve script no longer runs node build/server/index.js");
  return flags[1].trim().split(/\s+/).filter(Boolean);
}

/**
 * Starts the built server (`node build/server/index.js`, as `npm start` does) on a free port
 * with its own database file, and waits until it listens.
 */
export async function startServer(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  if (!fs.existsSync(serverEntry)) throw new Error("build/server/index.js is missing: run `npm run build` first");
  const dataDir = options.dataDir ?? freshDataDir("server");
  const child = spawn(process.execPath, [...serveFlags(), serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      TZ: "UTC",
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "admin-password-1",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = () => {
      const match = /Listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout!.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { url, pid: child.pid!, dataDir, output: () => output, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 3_000).unref();
  });
}

/** Runs the built server once and returns its exit code and output (for configuration errors). */
export function runServerOnce(env: Record<string, string>, waitMs = 10_000): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...serveFlags(), serverEntry], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", TZ: "UTC", PORT: "0", HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), waitMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
