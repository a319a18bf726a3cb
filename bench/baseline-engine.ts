/**
 * The engine before issue 13 (commit 5635960), copied out of git, so a bench can run it beside
 * today's on the same rows in the same process: the ratio then holds however busy the machine is.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { reconcileDeposits } from "../app/services/matching/engine/index";

export const BASELINE_COMMIT = "5635960";
export type DepositEngine = typeof reconcileDeposits;

/** The baseline's reconcileDeposits, or null outside a git checkout. */
export async function baselineEngine(): Promise<DepositEngine | null> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "engine-baseline-"));
  process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  try {
    // with today's tsconfig.json and package.json beside it: without them tsx compiles the copy
    // for another target, and that copy ran about 8% slower than the same code in place
    const root = path.join(import.meta.dirname, "..");
    execFileSync("sh", ["-c", `git archive ${BASELINE_COMMIT} app/services/matching/engine | tar -x -C "${dir}"`], { cwd: root, stdio: "pipe" });
    for (const file of ["tsconfig.json", "package.json"]) fs.copyFileSync(path.join(root, file), path.join(dir, file));
  } catch {
    return null;
  }
  const module = (await import(pathToFileURL(path.join(dir, "app/services/matching/engine/index.ts")).href)) as { reconcileDeposits: DepositEngine };
  return module.reconcileDeposits;
}
