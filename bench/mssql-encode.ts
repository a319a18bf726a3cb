import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AdminAccount, BoDeposit, initModels, UploadBatch, Website } from "../app/models/models.server";
import { bulkWriter } from "../app/models/bulk-insert.server";
import { createSequelize } from "../app/models/db.server";
import { migrateUp } from "../app/models/migrate.server";
import { BULK_LOAD_OPTIONS, BULK_LOAD_ROWS, bulkColumns } from "../app/models/mssql-bulk.server";
import { encodeBulkRows, offlineBulkLoad } from "../app/models/sql-capture.server";
import { boDepositColumns, boDepositValues } from "../app/services/upload/ingest/row-values";
import type { BoDepositRow } from "../app/services/upload/parsers/index.server";
import { parseBoDepositUpload } from "../app/services/upload/parsers/parse.server";
import { boCsv, FILES } from "./ingest";

/**
 * What a 100k-row BO upload costs the main thread on SQL Server to encode its rows for tedious's
 * bulk load, measured without a server: the rows of the varied export, parsed as an upload
 * parses them, go through tedious's own row encoding in loads of BULK_LOAD_ROWS into a sink that
 * drops them. Beside it, the same rows written to SQLite as an upload writes them; the ratio is
 * encoding CPU / SQLite write time. Asserts nothing.
 */
const ROWS = Number(process.env.BENCH_INGEST_ROWS ?? 100_000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-mssql-encode-"));
const sequelize = initModels(createSequelize({ sqliteFile: path.join(dir, "app.db") }));
try {
  await migrateUp(sequelize);
  await Website.create({ website_code: "ABC", website_name: "Website ABC", website_last_edited_by: null });
  const uploader = await AdminAccount.create({
    account_name: "bench",
    account_password: "-",
    account_status: true,
    account_role: "ADMIN",
    account_website: null,
    account_created_by: null,
    account_last_edited_by: null,
  });
  const batch = await UploadBatch.create({
    batch_kind: "bo-nexus",
    batch_target: "bo_deposit",
    batch_website: "ABC",
    batch_statement_date: null,
    batch_akun_bank_id: null,
    batch_file_name: "bo.csv",
    batch_sha256: "0".repeat(64),
    batch_row_count: 0,
    batch_skipped_count: 0,
    batch_statement_key: null,
    batch_uploaded_by: uploader.account_id,
    batch_uploaded_at: new Date(),
  });
  const rows: unknown[][] = [];
  await parseBoDepositUpload("bo-nexus", boCsv(ROWS, FILES.varied), {
    website: "ABC",
    onRows: async (parsed) => {
      for (const row of parsed) rows.push(boDepositValues(row as BoDepositRow, batch.batch_id));
    },
  });
  if (rows.length !== ROWS) throw new Error(`parsed ${rows.length} rows, expected ${ROWS}`);

  const sqliteStart = performance.now();
  await sequelize.transaction(async (transaction) => {
    const writer = bulkWriter(BoDeposit, boDepositColumns, transaction, { skipExisting: ["bo_website", "ticket_no"] });
    for (let start = 0; start < rows.length; start += 2_000) await writer.write(rows.slice(start, start + 2_000));
    await writer.finish();
  });
  const sqliteMs = performance.now() - sqliteStart;

  const columns = bulkColumns(BoDeposit, boDepositColumns);
  const encodeOnce = async () => {
    let bytes = 0;
    for (let start = 0; start < rows.length; start += BULK_LOAD_ROWS) {
      const bulk = offlineBulkLoad("bo_deposit", BULK_LOAD_OPTIONS);
      for (const column of columns) bulk.addColumn(column.name, column.type, column.options);
      bytes += await encodeBulkRows(bulk, rows.slice(start, start + BULK_LOAD_ROWS));
    }
    return bytes;
  };
  // a server encodes load after load: measure it warmed up, as from its second upload on
  await encodeOnce();
  const cpuBefore = process.cpuUsage();
  const encodeStart = performance.now();
  const bytes = await encodeOnce();
  const encodeWallMs = performance.now() - encodeStart;
  const cpu = process.cpuUsage(cpuBefore);
  const encodeCpuMs = (cpu.user + cpu.system) / 1000;

  console.log(
    `mssql encode: ${ROWS} BO rows (varied export) encoded for tedious's bulk load in ${encodeCpuMs.toFixed(0)} ms of main-thread CPU ` +
      `(${encodeWallMs.toFixed(0)} ms elapsed, ${Math.ceil(ROWS / BULK_LOAD_ROWS)} loads, ${(bytes / 1024 / 1024).toFixed(1)} MB of TDS, offline); ` +
      `SQLite write of the same rows ${sqliteMs.toFixed(0)} ms -> ratio ${(encodeCpuMs / sqliteMs).toFixed(2)}`,
  );
} finally {
  await sequelize.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
