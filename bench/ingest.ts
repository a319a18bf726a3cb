import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "../tests/support/client";
import { openDatabase, seedWebsite } from "../tests/support/db";
import { startServer } from "../tests/support/server";

/**
 * Ingest budget: a 100k-row BO CSV uploaded over HTTP, parsed, validated, stored and reconciled,
 * within 3x the time the sqlite3 CLI's `.import` takes for the same file on this machine, and
 * the server's peak memory growing by less than 200 MB. Prints the figures and ratios.
 */
const ROWS = Number(process.env.BENCH_INGEST_ROWS ?? 100_000);

function boCsv(rows: number): string {
  const header =
    "Ticket No,Req Date,App Date,Username,Fullname,Payment Type,Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Description,Reference,Status,Reason,Handler,Website,Player Ref,Player Own Ref";
  const lines = [header];
  for (let i = 0; i < rows; i++) {
    const amount = 50_000 + (i % 997) * 1_000;
    const minute = String(i % 60).padStart(2, "0");
    lines.push(
      `DP${String(i).padStart(9, "0")},05/01/2025 10:${minute}:00,,player${i},PLAYER NUMBER ${i},BANK,${amount},0,0,0,${amount},BCA - 12345${i % 1000},BCA - 0111222333,Deposit,,PENDING,,,ABC,,`,
    );
  }
  return lines.join("\n") + "\n";
}

function statusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) : NaN;
}

export async function benchIngest(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-ingest-"));
  const file = path.join(dir, "bo.csv");
  fs.writeFileSync(file, boCsv(ROWS));
  const megabytes = fs.statSync(file).size / (1024 * 1024);

  const cliDb = path.join(dir, "cli.db");
  const cliStart = performance.now();
  execFileSync("sqlite3", [cliDb, "-cmd", ".mode csv", `.import ${file} bo`]);
  const cliMs = performance.now() - cliStart;

  const server = await startServer({ env: { UPLOAD_MAX_BYTES: String(200 * 1024 * 1024) } });
  try {
    const db = await openDatabase(server.dataDir);
    await seedWebsite("ABC");
    await db.close();
    const client = new Client(server.url);
    await client.signIn("admin", "admin-password-1");
    const rssBefore = statusKb(server.pid, "VmRSS");
    const form = new FormData();
    form.append("groups", "ABC");
    form.append("myfile", new Blob([fs.readFileSync(file)], { type: "text/csv" }), "bo.csv");
    const started = performance.now();
    const response = await client.request("/api/checkdata", { method: "POST", body: form });
    const reply = await response.json();
    const uploadMs = performance.now() - started;
    const peakGrowthMb = (statusKb(server.pid, "VmHWM") - rssBefore) / 1024;
    if (response.status !== 200 || reply.inserted !== ROWS) throw new Error(`upload failed: ${response.status} ${JSON.stringify(reply).slice(0, 300)}`);
    console.log(`ingest: ${ROWS} BO rows (${megabytes.toFixed(1)} MB) over HTTP in ${uploadMs.toFixed(0)} ms; sqlite3 .import ${cliMs.toFixed(0)} ms`);
    console.log(`ingest: time ratio upload / .import = ${(uploadMs / cliMs).toFixed(2)} (budget 3.00) -> ratio to budget ${(uploadMs / cliMs / 3).toFixed(2)}`);
    console.log(`ingest: server peak memory growth ${peakGrowthMb.toFixed(0)} MB (budget 200 MB) -> ratio ${(peakGrowthMb / 200).toFixed(2)}`);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchIngest();
