import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { ValidationError } from "~/services/errors";
import workerSource from "./convert-worker.cjs?raw";
import { CONVERT_EXTENSION_MESSAGE, CONVERT_MISSING_MESSAGE } from "../messages";
import { convertChoice, type ConvertBank } from "./convert-banks";
import { conversionError, gridToTemplateCsv, SheetGrid, type SheetData } from "./convert-grid";
import { DEFAULT_SPREADSHEET_LIMITS, inspectSpreadsheet, type SpreadsheetLimits } from "./spreadsheet-guard";

/** A spreadsheet the library could not open: broken, cut off, or not Excel at all. */
const UNREADABLE_SPREADSHEET = "File rusak, terpotong, atau bukan file Excel.";

/**
 * Convert Mutasi: one .xls/.xlsx statement in, the CSV of the matching upload template out.
 * The spreadsheet is opened in a worker thread with a memory ceiling and a time-out, after the
 * guard has checked its bytes, so a hostile or broken file costs one worker, not the server.
 *
 * The worker is the source text of convert-worker.cjs evaluated with `eval: true`: Vite's SSR
 * build does not emit `new URL('./worker', import.meta.url)` files, while a `?raw` import is
 * inlined the same way by vitest and by the server bundle.
 */
export interface ConvertOptions extends SpreadsheetLimits {
  /** the caller does not read the buffer again: it moves to the worker instead of being copied */
  handOver: boolean;
  timeoutMs: number;
  maxOldGenerationSizeMb: number;
  maxRows: number;
  maxCells: number;
  maxSheets: number;
}

export const DEFAULT_CONVERT_OPTIONS: ConvertOptions = {
  ...DEFAULT_SPREADSHEET_LIMITS,
  handOver: false,
  timeoutMs: 20_000,
  // with the file's bytes and the young generation, a worker at this ceiling grows the server by
  // about 300 MB (the upload budget): a 100k-row statement converts, a larger one is refused
  maxOldGenerationSizeMb: 144,
  maxRows: 200_000,
  maxCells: 4_000_000,
  maxSheets: 50,
};

export interface ConvertResult {
  csv: string;
  /** the upload's base name with .csv */
  fileName: string;
  rowCount: number;
  sheet: string;
}

export const CONVERT_MESSAGES = { extension: CONVERT_EXTENSION_MESSAGE, missing: CONVERT_MISSING_MESSAGE } as const;

/** Two conversions at a time: each worker may take up to about 300 MB on a two-core machine. */
const MAX_PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function slot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

let xlsxPath: string | undefined;
function resolveXlsx(): string {
  xlsxPath ??= createRequire(import.meta.url).resolve("xlsx");
  return xlsxPath;
}

export function csvFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, "").replace(/\.(xlsx|xls)$/i, "");
  return `${base || "mutasi"}.csv`;
}

function readInWorker(buffer: Buffer, entries: unknown[], options: ConvertOptions): Promise<SheetGrid[]> {
  const whole = buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength && buffer.buffer instanceof ArrayBuffer;
  const bytes = options.handOver && whole ? new Uint8Array(buffer.buffer as ArrayBuffer) : Uint8Array.from(buffer);
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: {
        buffer: bytes,
        entries,
        xlsxPath: resolveXlsx(),
        limits: { maxRows: options.maxRows, maxCells: options.maxCells, maxSheets: options.maxSheets },
      },
      transferList: [bytes.buffer],
      resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
    // the library's warnings are not ours to print
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const finish = (error: Error | null, sheets?: SheetGrid[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolve(sheets!);
    };
    const timer = setTimeout(() => finish(conversionError("Waktu proses habis: file terlalu besar atau rusak.")), options.timeoutMs);
    worker.on("message", (message: { ok: true; sheets: SheetData[] } | { ok: false; reason: string }) => {
      if (message.ok) finish(null, message.sheets.map((sheet) => new SheetGrid(sheet)));
      // the library's own words ("CFB file size 15 < 512") tell a clerk nothing: ours or a plain one
      else finish(conversionError(message.reason.startsWith("File") || message.reason.startsWith("Ukuran") ? message.reason : UNREADABLE_SPREADSHEET));
    });
    worker.on("error", (error: Error & { code?: string }) => {
      finish(conversionError(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "File terlalu besar untuk diproses." : UNREADABLE_SPREADSHEET));
    });
    worker.on("exit", (code) => finish(conversionError(`Proses konversi berhenti (kode ${code}).`)));
  });
}

/**
 * Convert a bank's Excel statement to the upload template's CSV. Throws ValidationError with
 * the spec's messages ('❌ File harus .xls atau .xlsx', '❌ Conversion failed. <reason>').
 */
export async function convertSpreadsheet(
  bank: ConvertBank | string,
  buffer: Buffer | null | undefined,
  fileName: string,
  overrides: Partial<ConvertOptions> = {},
): Promise<ConvertResult> {
  const choice = convertChoice(bank);
  if (!choice || !buffer || !fileName) throw new ValidationError(CONVERT_MESSAGES.missing);
  if (!/\.(xlsx|xls)$/i.test(fileName.trim())) throw new ValidationError(CONVERT_MESSAGES.extension);
  const sheets = await readSpreadsheet(buffer, overrides);
  const { csv, rowCount, sheet } = gridToTemplateCsv(choice, sheets);
  return { csv, fileName: csvFileName(fileName), rowCount, sheet };
}

/**
 * The sheets of an untrusted spreadsheet (.xlsx, BIFF .xls, an HTML table), checked by the guard
 * and read in the limited worker; the upload of a statement as delivered reads them too.
 */
export async function readSpreadsheet(buffer: Buffer, overrides: Partial<ConvertOptions> = {}): Promise<SheetGrid[]> {
  const options = { ...DEFAULT_CONVERT_OPTIONS, ...overrides };
  const { entries } = inspectSpreadsheet(buffer, options);
  return slot(() => readInWorker(buffer, entries, options));
}
