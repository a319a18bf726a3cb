import { Sequelize } from "sequelize";
import { describe, expect, it } from "vitest";
import * as whitelistIpLength from "./migrations/0006-whitelist-ip-length.server";
import { migrations } from "./migrations/index.server";

/** The SQL a migration sends to SQL Server, without a server: tedious connects only on a query. */
async function mssqlStatements(run: (context: ReturnType<Sequelize["getQueryInterface"]>) => Promise<void>): Promise<string[]> {
  const sequelize = new Sequelize("mssql://user:secret@127.0.0.1:1/db", { logging: false });
  const statements: string[] = [];
  sequelize.query = (async (sql: string) => {
    statements.push(sql);
    return [[], 0];
  }) as unknown as Sequelize["query"];
  await run(sequelize.getQueryInterface());
  return statements;
}

describe("0006-whitelist-ip-length", () => {
  it("is registered, in order", () => {
    const names = migrations.map((migration) => migration.name);
    expect(names).toContain("0006-whitelist-ip-length");
    expect([...names].sort()).toEqual(names);
  });

  it("widens Whitelist_ip on SQL Server to hold an IPv6 range, keeping it NOT NULL, and narrows it back on down", async () => {
    expect(await mssqlStatements((context) => whitelistIpLength.up({ context }))).toEqual([
      "ALTER TABLE [whitelist] ALTER COLUMN [Whitelist_ip] NVARCHAR(45) NOT NULL;",
    ]);
    expect(await mssqlStatements((context) => whitelistIpLength.down({ context }))).toEqual([
      "ALTER TABLE [whitelist] ALTER COLUMN [Whitelist_ip] NVARCHAR(15) NOT NULL;",
    ]);
  });
});
