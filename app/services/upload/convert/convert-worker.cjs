// Reads an untrusted spreadsheet inside a worker thread with memory and time limits (set by
// convert.ts). Plain CommonJS evaluated from source text (`eval: true`), so that it runs the same
// under vitest and in the server bundle, where Vite does not emit worker files for SSR builds.
// It only extracts plain cell values; everything bank-specific happens in the main thread.
"use strict";
const { parentPort, workerData } = require("node:worker_threads");
const zlib = require("node:zlib");

const { xlsxPath, limits, entries } = workerData;
const data = Buffer.from(workerData.buffer);

function fail(reason) {
  parentPort.postMessage({ ok: false, reason });
}

// The central directory was checked in the main thread, but its sizes may lie: inflate every
// entry with a ceiling at its declared size, so a lying entry stops at once.
function verifyZipSizes() {
  for (const entry of entries) {
    if (entry.method !== 8) continue;
    const local = entry.localHeaderOffset;
    if (local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50) throw new Error("File .xlsx rusak (header lokal ZIP).");
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const compressed = data.subarray(start, start + entry.compressedSize);
    try {
      zlib.inflateRawSync(compressed, { maxOutputLength: Math.max(1, entry.uncompressedSize) + 1 });
    } catch (error) {
      if (error && (error.code === "ERR_BUFFER_TOO_LARGE" || error instanceof RangeError)) {
        throw new Error("Ukuran isi file .xlsx tidak sesuai dengan yang tertulis (kemungkinan zip bomb).");
      }
      throw new Error("File .xlsx rusak (isi ZIP tidak bisa dibuka).");
    }
  }
}

function pad(value) {
  return String(value).padStart(2, "0");
}

function main() {
  if (entries && entries.length > 0) verifyZipSizes();
  const XLSX = require(xlsxPath);
  const workbook = XLSX.read(data, {
    type: "buffer",
    dense: true,
    raw: true,
    cellDates: false,
    cellNF: true,
    cellHTML: false,
    cellFormula: false,
    cellStyles: false,
    bookVBA: false,
    sheetRows: limits.maxRows + 1,
  });
  if (workbook.SheetNames.length > limits.maxSheets) throw new Error(`File berisi terlalu banyak sheet (${workbook.SheetNames.length}).`);
  // a workbook saved in Excel's 1904 date system (Excel for Mac) counts its dates from 1904: read
  // from 1900, every date came out four years and a day early (a clean-room audit)
  const dateSystem = { date1904: Boolean(workbook.Workbook && workbook.Workbook.WBProps && workbook.Workbook.WBProps.date1904) };

  const value = (cell) => {
    if (!cell || cell.v === undefined || cell.v === null) return null;
    switch (cell.t) {
      case "n":
        if (cell.z && XLSX.SSF.is_date(cell.z)) {
          const parts = XLSX.SSF.parse_date_code(cell.v, dateSystem);
          // a whole day is a date without a time: read as midnight, it was a booking time the bank never gave
          // (a clean-room audit: every deposit of such a file "10 jam sebelum request")
          if (parts && Number.isInteger(cell.v)) return `${parts.y}-${pad(parts.m)}-${pad(parts.d)}`;
          if (parts) return `${parts.y}-${pad(parts.m)}-${pad(parts.d)} ${pad(parts.H)}:${pad(parts.M)}:${pad(parts.S)}`;
        }
        return cell.v;
      case "d": {
        const date = cell.v instanceof Date ? cell.v : new Date(cell.v);
        return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 19).replace("T", " ");
      }
      case "s":
        return String(cell.v);
      case "b":
        return cell.v ? "TRUE" : "FALSE";
      default:
        return null;
    }
  };

  let cells = 0;
  const sheets = [];
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    const grid = sheet["!data"] || [];
    // the reader stops at maxRows + 1 rows: more means the sheet was cut, not read
    if (grid.length > limits.maxRows) throw new Error(`File berisi terlalu banyak baris (lebih dari ${limits.maxRows}).`);
    // each row as one line of JSON: one flat string crosses to the main thread as a copy of its
    // bytes, where arrays of cells became hundreds of MB of objects on the other side
    const rows = [];
    for (let r = 0; r < grid.length; r++) {
      const row = grid[r];
      if (!row) {
        rows.push("[]");
        continue;
      }
      cells += row.length;
      if (cells > limits.maxCells) throw new Error(`File berisi terlalu banyak sel (lebih dari ${limits.maxCells}).`);
      const out = new Array(row.length);
      for (let c = 0; c < row.length; c++) out[c] = value(row[c]);
      rows.push(JSON.stringify(out));
    }
    const merges = (sheet["!merges"] || []).map((merge) => ({ s: { r: merge.s.r, c: merge.s.c }, e: { r: merge.e.r, c: merge.e.c } }));
    sheets.push({ name, rows: rows.join("\n"), merges });
  }
  parentPort.postMessage({ ok: true, sheets });
}

try {
  main();
} catch (error) {
  fail(error && error.message ? String(error.message) : String(error));
}
