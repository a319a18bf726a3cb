import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as XLSX from "xlsx";
import { AkunBank } from "../app/models/models.server";
import { Client } from "../tests/support/client";
import { openDatabase, seedWebsite } from "../tests/support/db";
import { startServer } from "../tests/support/server";

/**
 * Ingest budget: a 100k-row BO CSV uploaded over HTTP, parsed, validated, stored and reconciled,
 * within 3x the time the sqlite3 CLI's `.import` takes for the same file on this machine, and
 * the server's peak memory growing by less than 200 MB. A 30 MB bank statement uploaded after
 * the day's BO export may grow it by at most 300 MB. Prints the figures and ratios.
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
export const FILES: Record<string, (i: number) => string> = {
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

export function boCsv(rows: number, line: (i: number) => string): string {
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

const STATEMENT_LINES = Number(process.env.BENCH_STATEMENT_LINES ?? 300_000);
const STATEMENT_BUDGET_MB = 300;

/**
 * A KlikBCA Individual export of one day (FORMATS.md): credits from players named in the text,
 * a debit every twentieth line, the running balance and the footer totals the parser checks.
 * One credit in ten has a pending BO ticket of the same player and amount (`statementBo`).
 */
function statementCsv(lines: number): string {
  const out = ["Account No.,=,'0111222333", "Name,=,PT CONTOH JAYA", "Currency,=,IDR", "", "Date,Description,Branch,Amount,,Balance"];
  const opening = 1_000_000_000;
  let balance = opening;
  let credit = 0;
  let debit = 0;
  for (let i = 0; i < lines; i++) {
    const cents = statementAmount(i);
    const amount = (cents / 100).toFixed(2);
    const isDebit = i % 20 === 19;
    balance += isDebit ? -cents : cents;
    if (isDebit) debit += cents;
    else credit += cents;
    const text = isDebit
      ? `TRSF E-BANKING DB 0501/FTSCY/WS95031 ${amount.padStart(17)}${playerName(i)}`
      : i % 3 === 0
        ? `BI-FAST CR TANGGAL :05/01 TRANSFER DR 451 ${playerName(i)}`
        : `TRSF E-BANKING CR 0501/FTSCY/WS95031 ${amount.padStart(17)}${playerName(i)}`;
    out.push(`'05/01,${text},'0000,${amount},${isDebit ? "DB" : "CR"},${(balance / 100).toFixed(2)}`);
  }
  const rupiah = (cents: number) => (cents / 100).toFixed(2);
  out.push(`Starting Balance,=,${rupiah(opening)}`, `Credit,=,${rupiah(credit)}`, `Debet,=,${rupiah(debit)}`, `Ending Balance,=,${rupiah(balance)}`);
  return out.join("\r\n") + "\r\n";
}

const SYLLABLES = ["BU", "DI", "SAN", "TO", "SO", "RI", "NA", "MAR", "LI", "AGUS", "WAH", "YU", "NI", "DEW", "HA", "RY", "PUT", "RA", "SI", "TI"];

/** A player's name: two words of three syllables, spread so that few players share one. */
function playerName(i: number): string {
  const word = (n: number) => SYLLABLES[n % 20] + SYLLABLES[Math.floor(n / 20) % 20] + SYLLABLES[Math.floor(n / 400) % 20];
  return `${word((i * 7919) % 8000)} ${word((i * 104_729 + 13) % 7993)}`;
}

function statementAmount(i: number): number {
  return (50_000 + (i % 997) * 1_000) * 100 + (i % 7 === 0 ? 12_300 : 0);
}

function statementBo(lines: number): string {
  const rows = [HEADER];
  for (let i = 0; i < lines; i += 10) {
    if (i % 20 === 19) continue;
    const amount = statementAmount(i) / 100;
    rows.push(`SB${String(i).padStart(9, "0")},05/01/2025 08:00:00,,player${i},${playerName(i)},BANK,${amount},0,0,0,${amount},BCA - 12345,BCA - 0111222333,Deposit,,PENDING,,,ABC,,`);
  }
  return rows.join("\n") + "\n";
}

/** Reads the server's peak memory from here on (Linux: writing 5 to clear_refs resets VmHWM). */
function resetPeak(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

/**
 * One run: a server gets the day's BO export (not measured), then the statement; its peak
 * memory growth is measured over the statement's upload alone.
 */
async function measureStatement(): Promise<void> {
  const csv = Buffer.from(statementCsv(STATEMENT_LINES));
  const megabytes = csv.length / (1024 * 1024);
  const server = await startServer({ env: { UPLOAD_MAX_BYTES: String(200 * 1024 * 1024) } });
  try {
    const db = await openDatabase(server.dataDir);
    await seedWebsite("ABC");
    await AkunBank.create({
      akun_bank_website: "ABC",
      akun_bank_jenis_transaksi: "DEPO",
      akun_bank_bank: "BCA",
      akun_bank_name: "PT CONTOH JAYA",
      akun_bank_no: "0111222333",
      akun_bank_status: true,
      akun_bank_created_by: null,
      akun_bank_last_edited_by: null,
    });
    await db.close();
    const client = new Client(server.url);
    await client.signIn("admin", "admin-password-1");
    const bo = new FormData();
    bo.append("myfile", new Blob([statementBo(STATEMENT_LINES)], { type: "text/csv" }), "bo.csv");
    const boReply = await (await client.request("/api/checkdata", { method: "POST", body: bo })).json();
    if (boReply.status !== false) throw new Error(`BO upload failed: ${JSON.stringify(boReply).slice(0, 300)}`);

    const form = new FormData();
    for (const [key, value] of Object.entries({ groups: "ABC", corporate_bank_name: "PT CONTOH JAYA", corporate_bank_no: "0111222333", dates: "05-Jan-2025" })) {
      form.append(key, value);
    }
    form.append("myfile", new Blob([csv], { type: "text/csv" }), "mutasi-bca.csv");
    const rssBefore = statusKb(server.pid, "VmRSS");
    resetPeak(server.pid);
    const cpuBefore = cpuMs(server.pid);
    const started = performance.now();
    const response = await client.request("/api/mutasiupdepobca", { method: "POST", body: form });
    const reply = await response.json();
    const uploadMs = performance.now() - started;
    const serverCpuMs = cpuMs(server.pid) - cpuBefore;
    const growth = (statusKb(server.pid, "VmHWM") - rssBefore) / 1024;
    if (response.status !== 200 || reply.status !== false) throw new Error(`statement upload failed: ${response.status} ${JSON.stringify(reply).slice(0, 300)}`);
    console.log(
      `ingest (statement): ${STATEMENT_LINES} KlikBCA lines (${megabytes.toFixed(1)} MB) over HTTP in ${uploadMs.toFixed(0)} ms (server CPU ${serverCpuMs} ms), ` +
        `${reply.inserted} credits stored; ${reply.data.slice(1).join(" ")}`,
    );
    console.log(
      `ingest (statement): server peak memory growth ${growth.toFixed(0)} MB (budget ${STATEMENT_BUDGET_MB} MB per upload) -> ratio ${(growth / STATEMENT_BUDGET_MB).toFixed(2)}`,
    );
  } finally {
    await server.stop();
  }
}

const CONVERT_ROWS = Number(process.env.BENCH_CONVERT_ROWS ?? 100_000);

/** Convert Mutasi: a Mandiri Excel statement of CONVERT_ROWS lines turned into the upload template's CSV. */
async function measureConversion(): Promise<void> {
  const rows: unknown[][] = [["Tgl.", "Tgl. Val.", "Rincian Transaksi", "No. Referensi", "Debit", "Kredit", "Saldo", "Branch Code"]];
  for (let i = 0; i < CONVERT_ROWS; i++) {
    rows.push(["14/05/2025 04:12:26", "14/05/2025", `TRANSFER DARI ${playerName(i)} BCA 12345${i}`, `REF${i}`, 0, 10_000 + i, 1_000_000 + i * 1_000, "0001"]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Sheet1");
  const xlsx = XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
  const server = await startServer({ env: { UPLOAD_MAX_BYTES: String(200 * 1024 * 1024) } });
  try {
    const client = new Client(server.url);
    await client.signIn("admin", "admin-password-1");
    const form = new FormData();
    form.append("myfile", new Blob([new Uint8Array(xlsx)]), "mutasi-mandiri.xlsx");
    const rssBefore = statusKb(server.pid, "VmRSS");
    resetPeak(server.pid);
    const started = performance.now();
    const response = await client.request("/api/uploadfixmandiriformat", { method: "POST", body: form });
    const csv = await response.text();
    const ms = performance.now() - started;
    const growth = (statusKb(server.pid, "VmHWM") - rssBefore) / 1024;
    if (response.status !== 200) throw new Error(`conversion failed: ${response.status} ${csv.slice(0, 300)}`);
    console.log(
      `convert: ${CONVERT_ROWS}-line Mandiri .xlsx (${(xlsx.length / (1024 * 1024)).toFixed(1)} MB) into a ${(csv.length / (1024 * 1024)).toFixed(1)} MB CSV in ${ms.toFixed(0)} ms; ` +
        `server peak memory growth ${growth.toFixed(0)} MB (budget ${STATEMENT_BUDGET_MB} MB per upload) -> ratio ${(growth / STATEMENT_BUDGET_MB).toFixed(2)}`,
    );
  } finally {
    await server.stop();
  }
}

export async function benchIngest(): Promise<void> {
  // BENCH_INGEST_FILE=varied (or statement, or convert) measures one of them
  const only = process.env.BENCH_INGEST_FILE;
  for (const [name, line] of Object.entries(FILES)) if (!only || name === only) await measure(name, line);
  if (!only || only === "statement") await measureStatement();
  if (!only || only === "convert") await measureConversion();
}

if (import.meta.url === `file://${process.argv[1]}`) await benchIngest();
