import { Op } from "sequelize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTempDatabase } from "../../tests/support/temp-db";
import { createSequelize } from "./db.server";
import { containsLiteral } from "./dialect.server";
import { Tracking } from "./models.server";

/** containsLiteral: a case-insensitive substring match where % _ [ and \ mean themselves. */
describe("containsLiteral", () => {
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ close } = await openTempDatabase());
    for (const activity of ["john_doe masuk", "johnXdoe masuk", "bonus 50% cair", "bonus 500 cair", "path a\\b [x]"]) {
      await Tracking.create({ tracking_website: null, tracking_username: "u", tracking_role: "ADMIN", tracking_activity: activity });
    }
  });
  afterAll(async () => close?.());

  const find = async (term: string) =>
    (await Tracking.findAll({ where: containsLiteral(Tracking.sequelize!, "tracking_activity", term), order: [["tracking_id", "ASC"]] })).map(
      (row) => row.tracking_activity,
    );

  it("takes wildcard and escape characters literally and ignores case on SQLite", async () => {
    expect(await find("JOHN_DOE")).toEqual(["john_doe masuk"]);
    expect(await find("50%")).toEqual(["bonus 50% cair"]);
    expect(await find("a\\b [x")).toEqual(["path a\\b [x]"]);
    expect(await find("o'brien")).toEqual([]);
  });

  it("builds LIKE N'...' ESCAPE '\\' on SQL Server", () => {
    // no initModels here: that would rebind the shared models to this connection
    const sequelize = createSequelize({ url: "mssql://user:pass@localhost:1433/recon", sqliteFile: "" });
    const queryGenerator = sequelize.getQueryInterface().queryGenerator as { selectQuery(table: string, options: object): string };
    const sql = queryGenerator.selectQuery("tracking", { where: { [Op.or]: [containsLiteral(sequelize, "tracking_username", "a_b'[c")] } });
    expect(sql).toContain("[tracking_username] LIKE N'%a\\_b''\\[c%' ESCAPE '\\'");
  });
});
