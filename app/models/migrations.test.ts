import { QueryTypes, type Sequelize } from "sequelize";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openTempDatabase } from "../../tests/support/temp-db";
import * as dropUsernameIndexes from "./migrations/0004-drop-username-indexes.server";
import * as aliasSide from "./migrations/0014-alias-side.server";

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

describe("0014-alias-side", () => {
  test("aliases taught before it count as deposit aliases, and one sender may then be taught on each side", async () => {
    const context = sequelize.getQueryInterface();
    await aliasSide.down({ context });
    const alias = (username: string) => `('ABC', '${username}', 'name', 'SITI AMINAH', 'SITI AMINAH', 'checker1', '2026-11-20 10:00:00')`;
    await sequelize.query(`INSERT INTO player_alias (alias_website, alias_username, alias_kind, alias_key, alias_shown, alias_confirmed_by, alias_confirmed_at) VALUES ${alias("PL1")}`);
    await aliasSide.up({ context });
    const sides = await sequelize.query<{ alias_side: string }>("SELECT alias_side FROM player_alias WHERE alias_username = 'PL1'", { type: QueryTypes.SELECT });
    expect(sides).toEqual([{ alias_side: "deposit" }]);
    await sequelize.query(`INSERT INTO player_alias (alias_website, alias_username, alias_side, alias_kind, alias_key, alias_shown, alias_confirmed_by, alias_confirmed_at) VALUES ('ABC', 'PL1', 'withdraw', 'name', 'SITI AMINAH', 'SITI AMINAH', 'checker1', '2026-11-21 10:00:00')`);
    await expect(sequelize.query(`INSERT INTO player_alias (alias_website, alias_username, alias_side, alias_kind, alias_key, alias_shown, alias_confirmed_by, alias_confirmed_at) VALUES ('ABC', 'PL1', 'withdraw', 'name', 'SITI AMINAH', 'SITI AMINAH', 'checker1', '2026-11-22 10:00:00')`)).rejects.toThrow();
    expect(await indexNames("player_alias")).toEqual(["player_alias_unique"]);
  });
});
