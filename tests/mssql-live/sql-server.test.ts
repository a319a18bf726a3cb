import { QueryTypes, UniqueConstraintError, type Sequelize } from "sequelize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminAccount, initModels } from "~/models/models.server";
import { createSequelize } from "~/models/db.server";
import { LockNotGranted, lockResource } from "~/models/dialect.server";
import { migrateUp } from "~/models/migrate.server";
import { migrations } from "~/models/migrations/index.server";

/**
 * What only a live SQL Server can show. Runs only when MSSQL_TEST_URL names one (vitest.config.ts):
 * an EMPTY database of its own whose name contains "test", for every table in it is dropped first.
 * Example: MSSQL_TEST_URL='mssql://sa:Secret-1@localhost:1433/rekon_test?trustServerCertificate=true'
 */
const url = process.env.MSSQL_TEST_URL!;
const open = () => initModels(createSequelize({ url, sqliteFile: "" }));

let sequelize: Sequelize;

async function dropEverything(db: Sequelize) {
  const [{ name }] = await db.query<{ name: string }>("SELECT DB_NAME() AS name", { type: QueryTypes.SELECT });
  if (!/test/i.test(name)) throw new Error(`MSSQL_TEST_URL names database ${name}: its name must contain "test", since every table in it is dropped`);
  await db.query(
    "DECLARE @sql NVARCHAR(MAX) = N''; " +
      "SELECT @sql += N'ALTER TABLE ' + QUOTENAME(OBJECT_SCHEMA_NAME(parent_object_id)) + N'.' + QUOTENAME(OBJECT_NAME(parent_object_id)) + N' DROP CONSTRAINT ' + QUOTENAME(name) + N'; ' FROM sys.foreign_keys; " +
      "SELECT @sql += N'DROP TABLE ' + QUOTENAME(SCHEMA_NAME(schema_id)) + N'.' + QUOTENAME(name) + N'; ' FROM sys.tables; " +
      "EXEC sp_executesql @sql;",
  );
}

beforeAll(async () => {
  sequelize = open();
  await dropEverything(sequelize);
});
afterAll(() => sequelize?.close());

describe("SQL Server, live", () => {
  it("two instances migrating an empty database together apply every migration once", async () => {
    const other = createSequelize({ url, sqliteFile: "" });
    const [first, second] = await Promise.all([migrateUp(sequelize), migrateUp(other)]);
    await other.close();
    expect([...first, ...second].sort()).toEqual(migrations.map((migration) => migration.name).sort());
    expect(await migrateUp(sequelize)).toEqual([]);
  });

  it("has every model's columns with the models' types and nullability", async () => {
    const columns = await sequelize.query<{ table: string; column: string; type: string; length: number; nullable: string }>(
      "SELECT TABLE_NAME AS [table], COLUMN_NAME AS [column], DATA_TYPE AS [type], CHARACTER_MAXIMUM_LENGTH AS [length], IS_NULLABLE AS nullable FROM INFORMATION_SCHEMA.COLUMNS",
      { type: QueryTypes.SELECT },
    );
    for (const model of Object.values(sequelize.models)) {
      for (const [name, attribute] of Object.entries(model.getAttributes())) {
        const found = columns.find((column) => column.table === model.getTableName() && column.column === (attribute.field ?? name));
        const sqlType = (attribute.type as unknown as { toSql(): string }).toSql().toLowerCase();
        expect({ name, found: !!found }).toEqual({ name, found: true });
        expect(sqlType.replace(/\(.*/, "").replace("integer", "int")).toBe(found!.type);
        expect(found!.nullable === "YES").toBe(attribute.allowNull !== false && !attribute.primaryKey);
      }
    }
  });

  it("treats usernames and tickets that differ only in letter case as one key", async () => {
    const make = (account_name: string) =>
      AdminAccount.create({ account_name, account_password: "x", account_status: true, account_role: "ADMIN", account_website: null, account_created_by: null, account_last_edited_by: null });
    await make("kasir.satu");
    expect((await AdminAccount.findOne({ where: { account_name: "KASIR.SATU" } }))?.account_name).toBe("kasir.satu");
    await expect(make("Kasir.Satu")).rejects.toBeInstanceOf(UniqueConstraintError);
  });

  it("holds the schema lock for the transaction that took it: another waits, then gives up", async () => {
    const other = createSequelize({ url, sqliteFile: "" });
    const holder = await sequelize.transaction();
    try {
      await lockResource(sequelize, holder, "rekonsiliasi:test-lock", 1_000);
      const waiter = await other.transaction();
      await expect(lockResource(other, waiter, "rekonsiliasi:test-lock", 1_000)).rejects.toBeInstanceOf(LockNotGranted);
      await waiter.rollback();
    } finally {
      await holder.rollback();
      await other.close();
    }
  });
});
