import { QueryTypes, type Sequelize } from "sequelize";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openTempDatabase } from "../../tests/support/temp-db";
import * as dropUsernameIndexes from "./migrations/0004-drop-username-indexes.server";

let sequelize: Sequelize;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ sequelize, close } = await openTempDatabase());
});
afterAll(() => close());

async function indexNames(table: string): Promise<string[]> {
  const rows = await sequelize.query<{ name: string }>(`PRAGMA index_list(${table})`, { type: QueryTypes.SELECT });
  return rows.map((row) => row.name).sort();
}

describe("0004-drop-username-indexes", () => {
  test("a migrated database keeps no username index, and down puts them back", async () => {
    expect(await indexNames("bo_deposit")).not.toContain("bo_deposit_user");
    expect(await indexNames("bo_withdraw")).not.toContain("bo_withdraw_user");
    const context = sequelize.getQueryInterface();

    await dropUsernameIndexes.down({ context });
    expect(await indexNames("bo_deposit")).toContain("bo_deposit_user");
    expect(await indexNames("bo_withdraw")).toContain("bo_withdraw_user");

    await dropUsernameIndexes.up({ context });
    expect(await indexNames("bo_deposit")).toEqual(["bo_deposit_amount", "bo_deposit_batch", "bo_deposit_ticket", "bo_deposit_view"]);
    expect(await indexNames("bo_withdraw")).not.toContain("bo_withdraw_user");
  });
});
