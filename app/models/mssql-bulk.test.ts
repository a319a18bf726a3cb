import { UniqueConstraintError } from "sequelize";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { captureDatabase } from "../../tests/support/mssql-capture";
import { bulkInsert } from "./bulk-insert.server";
import { BoDeposit, Website } from "./models.server";
import { BULK_LOAD_OPTIONS, bulkColumns } from "./mssql-bulk.server";
import { encodeBulkRows, offlineBulkLoad } from "./sql-capture.server";

const { sequelize, capture } = captureDatabase();
afterAll(() => sequelize.close());
beforeEach(() => {
  capture.statements.length = 0;
  capture.respond(() => undefined);
});

/** A datetimeoffset as TDS carries it: time of day in 10^-scale seconds, days since 0001-01-01, offset in minutes. */
function readDateTimeOffset(data: Buffer, scale: number) {
  const timeBytes = scale <= 2 ? 3 : scale <= 4 ? 4 : 5;
  return { ticks: data.readUIntLE(0, timeBytes), days: data.readUIntLE(timeBytes, 3), offsetMinutes: data.readInt16LE(timeBytes + 3) };
}

describe("SQL Server bulk loads", () => {
  it("send timestamps to the millisecond: 23:59:59.700 stays in its own day", async () => {
    const bulk = offlineBulkLoad("bo_deposit", BULK_LOAD_OPTIONS);
    for (const column of bulkColumns(BoDeposit, ["req_date"])) bulk.addColumn(column.name, column.type, column.options);
    expect(bulk.getBulkInsertSql()).toBe("insert bulk bo_deposit([req_date] datetimeoffset(3)) WITH (CHECK_CONSTRAINTS,KEEP_NULLS)");

    const chunks: Buffer[] = [];
    await encodeBulkRows(bulk, [[new Date("2025-01-05T23:59:59.700Z")]], (chunk) => chunks.push(chunk));
    // column metadata, the row token, then the value: its length, then its bytes
    const [, rowToken, length, value] = chunks;
    expect(rowToken[0]).toBe(0xd1);
    expect(length[0]).toBe(9);
    const days = (Date.parse("2025-01-05T00:00:00Z") - Date.parse("0001-01-01T00:00:00Z")) / 86_400_000;
    expect(readDateTimeOffset(value, 3)).toEqual({ ticks: 86_399_700, days, offsetMinutes: 0 });
  });

  it("skip a key the server refuses as a duplicate where stored keys are skipped, and answer UniqueConstraintError elsewhere", async () => {
    const columns = ["website_name", "website_code", "website_created_at", "website_last_edited_at"];
    const now = new Date();
    const rows = ["AAA", "BBB", "CCC", "DDD"].map((code) => [code, code, now, now]);
    for (const number of [2627, 2601]) {
      capture.respond((sql, parameters) => {
        if (sql.startsWith("insert bulk") && (parameters.rows as unknown[][]).some((row) => row[1] === "CCC")) {
          throw Object.assign(new Error("Cannot insert duplicate key row in object 'dbo.website' with unique index 'website_code'."), { number });
        }
        return undefined;
      });
      const stored = await sequelize.transaction((transaction) => bulkInsert(Website, columns, rows, transaction, { skipExisting: ["website_code"] }));
      expect(stored).toBe(3);
      await expect(sequelize.transaction((transaction) => bulkInsert(Website, columns, rows, transaction))).rejects.toBeInstanceOf(UniqueConstraintError);
    }
  });
});
