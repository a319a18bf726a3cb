import { describe, expect, it } from "vitest";
import { createSequelize, mssqlSettings } from "./db.server";
import { createSqlCapture } from "./sql-capture.server";

describe("DATABASE_URL for SQL Server", () => {
  it("takes the request time-out and a named instance from the query string and hands them to tedious", () => {
    const settings = mssqlSettings("mssql://recon:p%40ss@db.kantor.local/rekonsiliasi?instanceName=SQLEXPRESS&requestTimeout=60000");
    expect(settings).toMatchObject({
      host: "db.kantor.local",
      port: undefined,
      instanceName: "SQLEXPRESS",
      database: "rekonsiliasi",
      username: "recon",
      password: "p@ss",
      requestTimeout: 60_000,
      encrypt: true,
    });
    const capture = createSqlCapture();
    const sequelize = createSequelize({ url: "mssql://recon:x@db/rekonsiliasi?instanceName=SQLEXPRESS&requestTimeout=60000", sqliteFile: "", mssqlDriver: capture.driver });
    const options = (sequelize as unknown as { options: { dialectOptions: { options: Record<string, unknown> } } }).options.dialectOptions.options;
    expect(options).toMatchObject({ instanceName: "SQLEXPRESS", requestTimeout: 60_000 });
  });

  it("waits two minutes for a request unless told otherwise (tedious alone gives up after 15 s)", () => {
    expect(mssqlSettings("mssql://u:p@host:1433/db").requestTimeout).toBe(120_000);
    expect(mssqlSettings("mssql://u:p@host:1433/db").port).toBe(1433);
  });

  it.each([
    ["mssql://u:p@host/db?requestTimout=5000", /unknown setting "requestTimout"/],
    ["mssql://u:p@host/db?requestTimeout=soon", /requestTimeout must be a number of milliseconds/],
    ["mssql://u:p@host:1433/db?instanceName=SQLEXPRESS", /port or an instanceName, not both/],
    ["mssql://u:p@host/db?encrypt=no", /encrypt must be true or false/],
  ])("refuses %s with the setting named", (url, message) => {
    expect(() => mssqlSettings(url)).toThrow(message);
  });
});
