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
const ROUNDS = Number(process.env.BENCH_INGEST_ROUNDS ?? 3);

const HEADER =
  "Ticket No,Req Date,App Date,Username,Fullname,Payment Type,Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Description,Reference,Status,Reason,Handler,Website,Player Ref,Player Own Ref";

/**
 * Two exports of the same size: "uniform" repeats one value in most columns (one day, one status,
 * no fees); "varied" is closer to a real day's export (five days, approval times, three payment
 * types, statuses and corporate accounts, fees on some rows, references and handlers), so fewer
 * columns hold one value per chunk and more values are written per row.
 */
const FILES: Record<string, (i: number) => string> = {
  uniform: (i) => {
    const amount = 50_000 + (i % 997) * 1_000;
    const minute = String(i % 60).padStart(2, "0");
    return `DP${String(i).padStart(9, "0")},05/01/2025 10:${minute}:00,,player${i},PLAYER NUMBER ${i},BANK,${amount},0,0,0,${amount},BCA - 12345${i % 1000},BCA - 0111222333,Deposit,,PENDING,,,ABC,,`;
  },
  varied: (i) => {
    const amount = 50_000 + (i % 997) * 1_000;
    const fee = i % 7 === 0 ? 2_500 : 0;
    const day = `0${1 + (i % 5)}/01/2025`;
    const time = `${String(i % 24).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}:${String(i % 59).padStart(2, "0")}`;
    const approved = `${day} 23:${String(i % 60).padStart(2, "0")}:00`;
    const channel = ["BANK", "QRIS", "EWALLET"][i % 3];
    const corporate = ["BCA - 0111222333", "BNI - 0444555666", "MANDIRI - 077788899"][i % 3];
    const status = ["PENDING", "APPROVED", "PROCESS"][i % 3];
    return `DP${String(i).padStart(9, "0")},${day} ${time},${approved},player${i},PLAYER NUMBER ${i},${channel},${amount},${fee},0,0,${amount - fee},BCA - 12345${i % 1000},${corporate},Deposit ${i % 13},REF${i},${status},,cs0${i % 9},ABC,,`;
  },
};

function boCsv(rows: number, line: (i: number) => string): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) lines.push(line(i));
  return lines.join("\n") + "\n";
}

function statusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) : NaN;
}

/** CPU time the process has used, all its threads, in ms (Linux clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Round {
  uploadMs: number;
  importMs: number;
  serverCpuMs: number;
  peakGrowthMb: number;
}

/**
 * One round: `.import` of the file into a new database, then the upload to a server started for
 * it, so each upload is a server's first as after a restart, against an import timed moments before.
 */
async function round(file: string, dir: string, index: number): Promise<Round> {
  const cliDb = path.join(dir, `cli-${index}.db`);
  const cliStart = performance.now();
  execFileSync("sqlite3", [cliDb, "-cmd", ".mode csv", `.import ${file} bo`]);
  const importMs = performance.now() - cliStart;

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
    const cpuBefore = cpuMs(server.pid);
    const started = performance.now();
    const response = await client.request("/api/checkdata", { method: "POST", body: form });
    const reply = await response.json();
    const uploadMs = performance.now() - started;
    const serverCpuMs = cpuMs(server.pid) - cpuBefore;
    const peakGrowthMb = (statusKb(server.pid, "VmHWM") - rssBefore) / 1024;
    if (response.status !== 200 || reply.inserted !== ROWS) throw new Error(`upload failed: ${response.status} ${JSON.stringify(reply).slice(0, 300)}`);
    return { uploadMs, importMs, serverCpuMs, peakGrowthMb };
  } finally {
    await server.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A shared two-core machine times the same work 10% apart from one moment to the next, so each
 * file is measured in ROUNDS rounds and judged by the median ratio; every round is printed.
 */
async function measure(name: string, line: (i: number) => string): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-ingest-"));
  const file = path.join(dir, "bo.csv");
  fs.writeFileSync(file, boCsv(ROWS, line));
  const megabytes = fs.statSync(file).size / (1024 * 1024);
  try {
    const rounds: Round[] = [];
    for (let index = 0; index < ROUNDS; index++) {
      const result = await round(file, dir, index);
      rounds.push(result);
      console.log(
        `ingest (${name}) round ${index + 1}: ${ROWS} BO rows (${megabytes.toFixed(1)} MB) over HTTP in ${result.uploadMs.toFixed(0)} ms ` +
          `(server CPU ${result.serverCpuMs} ms, peak memory growth ${result.peakGrowthMb.toFixed(0)} MB); sqlite3 .import ${result.importMs.toFixed(0)} ms; ` +
          `ratio ${(result.uploadMs / result.importMs).toFixed(2)}`,
      );
    }
    const ratio = median(rounds.map((r) => r.uploadMs / r.importMs));
    const growth = Math.max(...rounds.map((r) => r.peakGrowthMb));
    console.log(`ingest (${name}): median time ratio upload / .import over ${ROUNDS} rounds = ${ratio.toFixed(2)} (budget 3.00) -> ratio to budget ${(ratio / 3).toFixed(2)}`);
    console.log(`ingest (${name}): largest server peak memory growth ${growth.toFixed(0)} MB (budget 200 MB) -> ratio ${(growth / 200).toFixed(2)}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchIngest(): Promise<void> {
  // BENCH_INGEST_FILE=varied measures one of them
  const only = process.env.BENCH_INGEST_FILE;
  for (const [name, line] of Object.entries(FILES)) if (!only || name === only) await measure(name, line);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchIngest();
