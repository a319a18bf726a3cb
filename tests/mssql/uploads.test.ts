import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Sequelize } from "sequelize";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CapturedStatement, Responder, SqlCapture } from "~/models/sql-capture.server";
import { ServiceError } from "~/services/errors";
import { createSequelize } from "~/models/db.server";
import { createSqlCapture } from "~/models/sql-capture.server";
import { ingestUpload, type UploadReply } from "~/services/upload/ingest/ingest.server";
import { UPLOAD_CONFLICT_MESSAGE } from "~/services/upload/ingest/retry.server";
import { lockWebsiteUploads } from "~/services/upload/ingest/upload-lock.server";
import type { SessionUser } from "~/services/auth/session.server";
import { captureDatabase } from "../support/mssql-capture";
import { tsqlProblems } from "../support/tsql";

/**
 * The upload path on SQL Server without a server: uploads run through ingestUpload against the
 * models on the mssql dialect over a capturing connection, whose answers play the database.
 */

const admin: SessionUser = { account_id: 1, account_name: "admin", account_role: "ADMIN", account_website: null, website_code: null };
const HEADER =
  "Ticket No,Req Date,App Date,Username,Fullname,Payment Type,Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Description,Reference,Status,Reason,Handler,Website,Player Ref,Player Own Ref";
const boLine = (ticket: string, website = "ABC") =>
  `${ticket},05/01/2025 10:00:00,,budi88,BUDI SANTOSO,BANK,150000,0,0,0,150000,BCA - 1234567890,BCA - 0111222333,Deposit,,PENDING,,,${website},,`;
const fixtures = path.resolve(import.meta.dirname, "../fixtures/uploads");

let sequelize: Sequelize;
let capture: SqlCapture;
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "mssql-uploads-"));
  process.env.DATA_DIR = dir;
  ({ sequelize, capture } = captureDatabase());
});
afterAll(async () => {
  await sequelize.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  capture.statements.length = 0;
  capture.respond(database());
});

/** What the database holds: the websites and account named, nothing uploaded; `more` answers first. */
function database(more: Responder = () => undefined): Responder {
  let batchId = 0;
  return (sql, parameters) => {
    const rows = more(sql, parameters);
    if (rows) return rows;
    if (sql.includes("FROM [website]")) return [{ website_id: 1 }];
    if (sql.includes("FROM [akun_bank]")) {
      return [
        { akun_bank_id: 1, akun_bank_website: "ABC", akun_bank_bank: "BCA", akun_bank_no: "0111222333", akun_bank_name: "PT CONTOH JAYA", akun_bank_status: true, akun_bank_jenis_transaksi: "DEPO" },
      ];
    }
    if (sql.startsWith("INSERT INTO [upload_batch]")) return [{ batch_id: ++batchId, batch_website: parameters["2"] }];
    return undefined;
  };
}

async function uploadFile(apiPath: string, content: string, fields: Record<string, string> = {}): Promise<UploadReply> {
  const tempPath = path.join(dir, `${crypto.randomUUID()}.csv`);
  fs.writeFileSync(tempPath, content);
  const file = { name: "upload.csv", mimeType: "text/csv", tempPath, size: content.length, sha256: crypto.createHash("sha256").update(content).digest("hex") };
  return ingestUpload({ user: admin, path: apiPath, fields, file });
}

const sqlOf = () => capture.statements.map((statement) => statement.sql);
const indexOf = (pattern: RegExp, from = 0) => sqlOf().findIndex((sql, i) => i >= from && pattern.test(sql));
const lockOf = (website: string) => new RegExp(`sp_getapplock @Resource = N'upload:${website}'`);
const bulkLoads = () => capture.statements.filter((statement): statement is CapturedStatement & { bulkRows: number } => statement.bulkRows !== undefined);
const deadlock = () => Object.assign(new Error("Transaction (Process ID 61) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction."), { number: 1205 });
const duplicateKey = () => Object.assign(new Error("Violation of UNIQUE KEY constraint 'bo_deposit_bo_website_ticket_no'. Cannot insert duplicate key in object 'dbo.bo_deposit'."), { number: 2627 });

describe("uploads on SQL Server", () => {
  it("a BO upload takes its website's upload lock before reading what is stored, then loads rows in batches as they are read, checking constraints, never locking the table", async () => {
    const lines = Array.from({ length: 9_000 }, (_, i) => boLine(`DP${String(i).padStart(9, "0")}`));
    const reply = await uploadFile("/api/checkdata", [HEADER, ...lines].join("\n") + "\n");
    expect(reply).toMatchObject({ status: false, inserted: 9_000, skipped: 0 });

    const lock = indexOf(lockOf("ABC"));
    expect(lock).toBeGreaterThan(-1);
    expect(lock).toBeLessThan(indexOf(/FROM \[upload_batch\]/));
    expect(lock).toBeLessThan(indexOf(/SELECT \[ticket_no\] FROM \[bo_deposit\]/));

    const loads = bulkLoads();
    expect(loads.map((load) => load.bulkRows)).toEqual([4_000, 4_000, 1_000]);
    for (const load of loads) {
      expect(load.sql).toMatch(/^insert bulk bo_deposit\(/);
      expect(load.sql).toMatch(/WITH \(.*CHECK_CONSTRAINTS/);
      expect(load.sql).not.toMatch(/TABLOCK|FIRE_TRIGGERS/);
      expect(load.sql).toContain("[req_date] datetimeoffset(3)");
    }
    // each batch is checked for stored tickets (1,000 a query) just before it is loaded, not all rows at the end
    const kinds = sqlOf()
      .filter((sql) => /^insert bulk|SELECT \[ticket_no\]/.test(sql))
      .map((sql) => (sql.startsWith("insert bulk") ? "load" : "read"));
    expect(kinds.join(" ")).toBe("read read read read load read read read read load read load");
    expect(tsqlProblems(capture.statements)).toEqual([]);
  });

  it("an upload waits for its website's lock 60 s, or less than the request time-out when that is shorter", async () => {
    await sequelize.transaction((transaction) => lockWebsiteUploads(sequelize, transaction, "abc"));
    expect(sqlOf().find((sql) => sql.includes("sp_getapplock"))).toMatch(/@Resource = N'upload:ABC'.*@LockTimeout = 60000;/);

    const short = createSqlCapture();
    const impatient = createSequelize({ url: "mssql://capture:capture@localhost:1433/rekonsiliasi?requestTimeout=30000", sqliteFile: "", mssqlDriver: short.driver });
    await impatient.transaction((transaction) => lockWebsiteUploads(impatient, transaction, "ABC"));
    await impatient.close();
    expect(short.statements.find((statement) => statement.sql.includes("sp_getapplock"))?.sql).toMatch(/@LockTimeout = 25000;/);
  });

  it("a BO file naming several websites takes each website's lock when its first row arrives, before reading it", async () => {
    await uploadFile("/api/checkdata", [HEADER, boLine("X1", "XYZ"), boLine("A1", "ABC"), boLine("X2", "XYZ")].join("\n") + "\n");
    const xyz = indexOf(lockOf("XYZ"));
    const abc = indexOf(lockOf("ABC"));
    expect(xyz).toBeGreaterThan(-1);
    expect(abc).toBeGreaterThan(xyz);
    expect(xyz).toBeLessThan(indexOf(/FROM \[upload_batch\].*N'XYZ'/));
    expect(abc).toBeLessThan(indexOf(/FROM \[upload_batch\].*N'ABC'/));
  });

  it("a statement upload takes its website's lock before it reads the file's batch and days", async () => {
    const csv = fs.readFileSync(path.join(fixtures, "klikbca-individual.csv"), "utf8");
    const fields = { groups: "ABC", corporate_bank_name: "PT CONTOH JAYA", corporate_bank_no: "0111222333", dates: "09-May-2025" };
    const reply = await uploadFile("/api/mutasiupdepobca", csv, fields);
    expect(reply.status).toBe(false);
    const lock = indexOf(lockOf("ABC"));
    expect(lock).toBeGreaterThan(-1);
    expect(lock).toBeLessThan(indexOf(/FROM \[upload_batch\]/));
    expect(lock).toBeLessThan(indexOf(/FROM \[statement_day\]/));
    expect(lock).toBeLessThan(indexOf(/^insert bulk mutasi_deposit/));
  });

  it("skips tickets stored before, in any letter case, and tickets the server itself refuses as duplicates, instead of failing", async () => {
    capture.respond(
      database((sql, parameters) => {
        // DP3 is stored; DP5 is stored too, but in a form the server equates and the code does not see
        if (sql.startsWith("SELECT [ticket_no] FROM [bo_deposit]") && sql.includes("N'DP3'")) return [{ ticket_no: "dp3" }];
        if (sql.startsWith("insert bulk") && (parameters.rows as unknown[][]).some((row) => row[5] === "DP5")) throw duplicateKey();
        return undefined;
      }),
    );
    const reply = await uploadFile("/api/checkdata", [HEADER, ...["DP1", "DP2", "DP3", "DP4", "DP5", "DP6"].map((t) => boLine(t))].join("\n") + "\n");
    expect(reply).toMatchObject({ status: false, inserted: 4, skipped: 2 });
    expect(reply.data).toContain("2 tiket sudah ada sebelumnya, dilewati.");
    // the load of five fails on DP5, then halves are loaded until DP5 fails alone
    expect(bulkLoads().map((load) => load.bulkRows)).toEqual([5, 3, 2, 1, 1]);
  });

  it("answers 'Data sudah ada' when the server refuses every ticket of the file as a duplicate", async () => {
    capture.respond(
      database((sql) => {
        if (sql.startsWith("insert bulk")) throw duplicateKey();
        return undefined;
      }),
    );
    const reply = await uploadFile("/api/checkdata", [HEADER, boLine("DP1"), boLine("DP2")].join("\n") + "\n");
    expect(reply.status).toBe(true);
    expect(reply.data[0]).toMatch(/^Data sudah ada untuk tanggal 05-Jan-2025/);
  });

  it("runs an upload chosen as a deadlock victim once more from the start of its file", async () => {
    let failures = 1;
    capture.respond(
      database((sql) => {
        if (sql.startsWith("insert bulk") && failures-- > 0) throw deadlock();
        return undefined;
      }),
    );
    const reply = await uploadFile("/api/checkdata", [HEADER, boLine("DP1"), boLine("DP2")].join("\n") + "\n");
    expect(reply).toMatchObject({ status: false, inserted: 2 });
    const transactions = capture.statements.filter((statement) => statement.transaction).map((statement) => statement.transaction);
    expect(transactions).toEqual(["begin", "rollback", "begin", "commit"]);
    expect(sqlOf().filter((sql) => lockOf("ABC").test(sql))).toHaveLength(2);
  });

  it("runs an upload whose website lock timed out once more, and a second loss answers 409 with a clear message", async () => {
    let timeouts = 1;
    capture.respond(database((sql) => (sql.includes("sp_getapplock") && timeouts-- > 0 ? [{ result: -1 }] : undefined)));
    expect(await uploadFile("/api/checkdata", [HEADER, boLine("DP1")].join("\n") + "\n")).toMatchObject({ status: false, inserted: 1 });

    capture.respond(
      database((sql) => {
        // a deadlock on a statement arrives wrapped by Sequelize
        if (sql.startsWith("SELECT [ticket_no] FROM [bo_deposit]")) throw deadlock();
        return undefined;
      }),
    );
    const refused = uploadFile("/api/checkdata", [HEADER, boLine("DP1")].join("\n") + "\n");
    await expect(refused).rejects.toBeInstanceOf(ServiceError);
    await expect(refused).rejects.toMatchObject({ status: 409, message: UPLOAD_CONFLICT_MESSAGE });
  });
});
