import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * `npm run bench`: every speed and memory budget, each measured in one run and printed as a
 * figure and a ratio to its budget. Nothing is asserted: the numbers are for people to read.
 * Each bench runs in its own process so one's memory does not colour another's.
 */
const benches = ["ingest.ts", "mssql-encode.ts", "views.ts", "reconcile.ts", "matching-realistic.ts", "matching-speed.ts", "exports.ts", "dashboard.ts", "page-weight-run.ts"];

for (const bench of benches) {
  const file = path.join(import.meta.dirname, bench);
  if (!fs.existsSync(file)) continue;
  console.log(`\n== ${bench}`);
  const result = spawnSync(process.execPath, ["--import", "tsx", file], { stdio: "inherit", env: { ...process.env, TZ: "UTC" } });
  if (result.status !== 0) console.log(`(${bench} exited with ${result.status})`);
}
