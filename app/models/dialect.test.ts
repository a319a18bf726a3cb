import { describe, expect, it } from "vitest";
import { initModels, Tracking } from "./models.server";
import { createSequelize } from "./db.server";
import { pageOptions } from "./dialect.server";

/**
 * No SQL Server can run on the build machines: this builds the mssql dialect's SQL for a paged,
 * ordered query (without connecting) and checks ORDER BY + OFFSET/FETCH.
 */
describe("paged queries on SQL Server", () => {
  it("orders by a unique column and pages with OFFSET/FETCH", () => {
    const sequelize = initModels(createSequelize({ url: "mssql://user:pass@localhost:1433/recon", sqliteFile: "" }));
    expect(sequelize.getDialect()).toBe("mssql");
    const queryGenerator = sequelize.getQueryInterface().queryGenerator as {
      selectQuery(table: string, options: object, model: unknown): string;
    };
    const sql = queryGenerator.selectQuery(
      "tracking",
      { ...pageOptions({ page: 3, pageSize: 10 }, [["tracking_id", "DESC"]]), where: { tracking_website: "ABC" } },
      Tracking,
    );
    expect(sql).toContain("FROM [tracking]");
    expect(sql).toContain("WHERE [Tracking].[tracking_website] = N'ABC'");
    expect(sql).toMatch(/ORDER BY \[(Tracking\]\.\[)?tracking_id\] DESC OFFSET 20 ROWS FETCH NEXT 10 ROWS ONLY;$/);
  });

  it("refuses a paged query without an order", () => {
    expect(() => pageOptions({ page: 1, pageSize: 10 }, [])).toThrow(/unique column/);
  });
});
