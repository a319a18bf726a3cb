import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { tsqlProblems } from "../../tests/support/tsql";
import { migrations } from "./migrations/index.server";

const root = path.resolve(import.meta.dirname, "../..");
const run = (dialect: string) => promisify(execFile)("npm", ["run", "--silent", "db:schema", "--", dialect], { cwd: root });

describe("npm run db:schema", () => {
  it("prints, for SQL Server, the T-SQL batches every migration runs, in one transaction under the schema lock", async () => {
    const { stdout } = await run("mssql");
    const batches = stdout
      .split(/^GO$/m)
      .map((batch) => batch.replace(/^--.*$/gm, "").trim())
      .filter(Boolean);
    expect(batches.slice(0, 3)).toEqual(["SET XACT_ABORT ON;", "BEGIN TRANSACTION;", expect.stringContaining("sp_getapplock @Resource = N'rekonsiliasi:schema'")]);
    expect(batches.at(-1)).toBe("COMMIT TRANSACTION;");
    expect(stdout).toContain("CREATE TABLE [bo_deposit] ([bo_id] INTEGER NOT NULL IDENTITY(1,1)");
    for (const migration of migrations) expect(stdout).toContain(`INSERT INTO [schema_migrations] ([name]) VALUES (N'${migration.name}');`);
    const statements = batches.filter((batch) => !/^(BEGIN|COMMIT) TRANSACTION;$/.test(batch));
    expect(tsqlProblems(statements.map((sql) => ({ sql, parameters: {}, connection: 1 })))).toEqual([]);
  });

  it("prints, for SQLite, the statements the migrations run on an empty file", async () => {
    const { stdout } = await run("sqlite");
    expect(stdout).toContain("BEGIN IMMEDIATE TRANSACTION;");
    expect(stdout).toContain("CREATE TABLE IF NOT EXISTS `bo_deposit`");
    expect(stdout).toMatch(/CREATE TABLE "bo_deposit_rebuild" .*`ticket_no` VARCHAR\(64\) COLLATE NOCASE NOT NULL/);
    expect(stdout.trim().split("\n").at(-1)).toBe("COMMIT;");
  });

  it("names the choices when given neither", async () => {
    await expect(run("postgres")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("npm run db:schema -- mssql | sqlite") });
  });
});
