import { QueryTypes, type Sequelize } from "sequelize";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTempDatabase } from "../../tests/support/temp-db";
import { AdminAccount } from "./models.server";
import * as caseInsensitiveKeys from "./migrations/0005-case-insensitive-keys.server";

let sequelize: Sequelize;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ sequelize, close } = await openTempDatabase());
});
afterEach(() => close());

const account = (name: string) => ({
  account_name: name,
  account_password: "x",
  account_status: true,
  account_role: "ADMIN" as const,
  account_website: null,
  account_created_by: null,
  account_last_edited_by: null,
});

describe("0005-case-insensitive-keys on SQLite", () => {
  it("makes usernames one key whatever their case, keeping rows, indexes and the id counter", async () => {
    const context = sequelize.getQueryInterface();
    await caseInsensitiveKeys.down({ context });
    await AdminAccount.bulkCreate([account("satu"), account("dua"), account("tiga")]);
    await AdminAccount.destroy({ where: { account_name: "tiga" } });

    await caseInsensitiveKeys.up({ context });
    expect((await AdminAccount.findOne({ where: { account_name: "SATU" } }))?.account_name).toBe("satu");
    await expect(AdminAccount.create(account("Dua"))).rejects.toThrow();
    // the deleted account's id is never handed out again
    expect((await AdminAccount.create(account("empat"))).account_id).toBe(4);
    const indexes = await sequelize.query<{ name: string }>("PRAGMA index_list(admin_account)", { type: QueryTypes.SELECT });
    expect(indexes.map((index) => index.name).sort()).toEqual(["admin_account_website", "sqlite_autoindex_admin_account_1"]);
  });

  it("stops, naming them, when stored tickets differ only in letter case, and changes nothing", async () => {
    const context = sequelize.getQueryInterface();
    await caseInsensitiveKeys.down({ context });
    await sequelize.query("INSERT INTO website (website_name, website_code, website_created_at, website_last_edited_at) VALUES ('A', 'ABC', '2025-01-01', '2025-01-01')");
    await sequelize.query(
      "INSERT INTO upload_batch (batch_kind, batch_target, batch_website, batch_file_name, batch_sha256, batch_row_count, batch_uploaded_by, batch_uploaded_at) VALUES ('bo-nexus', 'bo_deposit', 'ABC', 'f.csv', 'x', 2, 1, '2025-01-01')",
    );
    for (const ticket of ["tk-01", "TK-01"]) {
      await sequelize.query(
        `INSERT INTO bo_deposit (bo_batch_id, depo_amount, depo_original_amount, ticket_no, bank_statement_date, user_name, full_name, bo_website) VALUES (1, 1, 1, '${ticket}', '2025-01-01', 'u', 'U', 'ABC')`,
      );
    }
    const before = await sequelize.query("SELECT sql FROM sqlite_master ORDER BY name", { type: QueryTypes.SELECT });
    await expect(caseInsensitiveKeys.up({ context })).rejects.toThrow(
      /bo_deposit holds BO deposit tickets that differ only in letter case \((tk-01 \/ TK-01|TK-01 \/ tk-01)\)/,
    );
    expect(await sequelize.query("SELECT sql FROM sqlite_master ORDER BY name", { type: QueryTypes.SELECT })).toEqual(before);
  });
});
