import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTempDatabase } from "../../tests/support/temp-db";
import { Website } from "./models.server";
import { updateRows } from "./update-rows.server";

let database: Awaited<ReturnType<typeof openTempDatabase>>;
beforeAll(async () => {
  database = await openTempDatabase();
});
afterAll(() => database.close());

describe("updateRows on SQLite", () => {
  it("sets each row's own values and the shared ones, only where the row meets the condition", async () => {
    const made = await Website.bulkCreate(["AAA", "BBB", "CCC"].map((code) => ({ website_code: code, website_name: code, website_last_edited_by: null })));
    const [a, b, c] = made.map((website) => website.website_id);
    const edited = new Date("2025-01-05T23:59:59.700Z");
    await database.sequelize.transaction((transaction) =>
      updateRows(
        Website,
        { key: "website_id", each: ["website_name"], shared: { website_last_edited_at: edited }, where: { website_code: "AAA" } },
        [[a, "Alpha"], [b, "Beta"]],
        transaction,
      ),
    );
    await database.sequelize.transaction((transaction) => updateRows(Website, { key: "website_id", each: ["website_name"] }, [[c, "Gamma"]], transaction));
    const rows = await Website.findAll({ order: [["website_id", "ASC"]] });
    expect(rows.map((row) => row.website_name)).toEqual(["Alpha", "BBB", "Gamma"]);
    expect(rows[0].website_last_edited_at.getTime()).toBe(edited.getTime());
    expect(rows[1].website_last_edited_at.getTime()).not.toBe(edited.getTime());
  });
});
