import { QueryTypes, type Sequelize } from "sequelize";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateUp, SCHEMA_LOCK } from "~/models/migrate.server";
import { migrations } from "~/models/migrations/index.server";
import type { Config } from "~/services/config.server";
import { bootstrap } from "~/services/accounts/bootstrap.server";
import { captureDatabase, sqlOf } from "../support/mssql-capture";
import { openTempDatabase } from "../support/temp-db";
import { emptySchema, tsqlProblems, type ColumnShape, type IndexShape, type Schema } from "../support/tsql";

/**
 * No SQL Server runs on these machines: every migration runs through Sequelize's mssql dialect
 * over a capturing connection, and the SQL it would send is checked here.
 */

interface TableFacts {
  columns: Record<string, ColumnShape>;
  primaryKey: string[];
  foreignKeys: string[];
}
interface SchemaFacts {
  tables: Record<string, TableFacts>;
  indexes: Record<string, Omit<IndexShape, "where"> & { filtered: boolean }>;
}

function factsOf(schema: Schema): SchemaFacts {
  const tables: SchemaFacts["tables"] = {};
  for (const [name, table] of schema.tables) {
    tables[name] = {
      columns: Object.fromEntries(table.columns),
      primaryKey: table.primaryKey,
      foreignKeys: table.foreignKeys.map((key) => `${key.columns.join(",")} -> ${key.table}(${key.referred.join(",")})`).sort(),
    };
  }
  const indexes: SchemaFacts["indexes"] = {};
  for (const [name, { where, ...index }] of schema.indexes) indexes[name] = { ...index, filtered: where !== undefined };
  return { tables, indexes };
}

/** A migrated SQLite file's schema, with its types named as the mssql dialect names them. */
async function sqliteFacts(sequelize: Sequelize): Promise<SchemaFacts> {
  const select = <T extends object>(sql: string) => sequelize.query<T>(sql, { type: QueryTypes.SELECT });
  const facts: SchemaFacts = { tables: {}, indexes: {} };
  const tables = await select<{ name: string; sql: string }>(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  );
  for (const table of tables) {
    const columns = await select<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>(
      `PRAGMA table_info("${table.name}")`,
    );
    const indexList = await select<{ name: string; unique: number; origin: string; partial: number }>(`PRAGMA index_list("${table.name}")`);
    const indexColumns = async (index: string) => (await select<{ name: string }>(`PRAGMA index_info("${index}")`)).map((c) => c.name);
    const uniqueColumns = new Set<string>();
    for (const index of indexList) {
      const names = await indexColumns(index.name);
      if (index.origin === "u" && names.length === 1) uniqueColumns.add(names[0]);
      if (index.origin === "c") {
        facts.indexes[index.name] = { name: index.name, table: table.name, columns: names, unique: index.unique === 1, filtered: index.partial === 1 };
      }
    }
    const foreignKeys = await select<{ table: string; from: string; to: string }>(`PRAGMA foreign_key_list("${table.name}")`);
    facts.tables[table.name] = {
      columns: Object.fromEntries(
        columns.map((column) => {
          const shape: ColumnShape = {
            type: mssqlTypeOf(column.type),
            nullable: column.notnull === 0 && column.pk === 0,
            identity: column.pk === 1 && /AUTOINCREMENT/i.test(table.sql),
            // SQLite folds UNIQUE on a PRIMARY KEY column into the key's own index
            unique: uniqueColumns.has(column.name) || new RegExp(`[\`"]${column.name}[\`"][^,]*\\bUNIQUE\\b`).test(table.sql),
          };
          if (column.dflt_value !== null) shape.defaultValue = column.dflt_value.replace(/^'(.*)'$/, "$1");
          return [column.name, shape];
        }),
      ),
      primaryKey: columns.filter((column) => column.pk > 0).map((column) => column.name),
      foreignKeys: foreignKeys.map((key) => `${key.from} -> ${key.table}(${key.to})`).sort(),
    };
  }
  return facts;
}

/** SQLite's declared type as the mssql dialect names it; text lengths are left out, since SQLite never enforces them. */
function mssqlTypeOf(sqliteType: string): string {
  const text = sqliteType.toUpperCase();
  if (text === "TINYINT(1)") return "BIT";
  if (text === "DATETIME") return "DATETIMEOFFSET";
  return /^VARCHAR\(\d+\)$/.test(text) ? "NVARCHAR" : text;
}

/** The SQL Server schema with text lengths left out, to hold against SQLite's. */
function withoutTextLengths(facts: SchemaFacts): SchemaFacts {
  const tables = Object.fromEntries(
    Object.entries(facts.tables).map(([name, table]) => [
      name,
      {
        ...table,
        columns: Object.fromEntries(
          Object.entries(table.columns).map(([column, shape]) => [column, { ...shape, type: shape.type.replace(/^NVARCHAR\(\d+\)$/, "NVARCHAR") }]),
        ),
      },
    ]),
  );
  return { ...facts, tables };
}

/** What each model says its table holds, as the mssql dialect would declare it. */
function modelFacts(sequelize: Sequelize): Record<string, Record<string, ColumnShape> & { "(primary key)"?: never }> {
  const tables: Record<string, Record<string, ColumnShape>> = {};
  for (const model of Object.values(sequelize.models)) {
    const columns: Record<string, ColumnShape> = {};
    for (const [name, attribute] of Object.entries(model.getAttributes())) {
      const shape: ColumnShape = {
        type: (attribute.type as unknown as { toSql(): string }).toSql().toUpperCase(),
        nullable: attribute.allowNull !== false && !attribute.primaryKey,
        identity: attribute.autoIncrement === true,
        unique: attribute.unique === true,
      };
      const value = attribute.defaultValue;
      // NOW is filled in by Sequelize when a row is made, not by a DEFAULT
      if (typeof value === "boolean") shape.defaultValue = value ? "1" : "0";
      else if (typeof value === "string" || typeof value === "number") shape.defaultValue = String(value);
      columns[attribute.field ?? name] = shape;
    }
    tables[model.getTableName() as string] = columns;
  }
  return tables;
}

const allNames = migrations.map((migration) => migration.name);

function answerMigrations(names: string[]) {
  return (sql: string) => (/^SELECT \[name\] FROM \[schema_migrations\]/.test(sql) ? names.map((name) => ({ name })) : undefined);
}

let sqlite: SchemaFacts;
beforeAll(async () => {
  // read first: initModels binds the model classes to the database opened last
  const { sequelize, close } = await openTempDatabase();
  sqlite = await sqliteFacts(sequelize);
  await close();
});

describe("migrations on SQL Server, through the mssql dialect with a capturing connection", () => {
  it("send only statements that parse as T-SQL and stay inside SQL Server's limits", async () => {
    const { sequelize, capture } = captureDatabase();
    await migrateUp(sequelize);
    expect(tsqlProblems(capture.statements)).toEqual([]);
    await sequelize.close();
  });

  it("build exactly the models' tables: columns, types, nullability, identity, defaults, primary and unique keys", async () => {
    const { sequelize, capture } = captureDatabase();
    await migrateUp(sequelize);
    const schema = emptySchema();
    tsqlProblems(capture.statements, schema);
    const built = factsOf(schema);
    const models = modelFacts(sequelize);
    expect(Object.keys(built.tables).sort()).toEqual([...Object.keys(models), "schema_migrations"].sort());
    for (const [table, columns] of Object.entries(models)) {
      expect({ table, columns: built.tables[table].columns }).toEqual({ table, columns });
      const model = Object.values(sequelize.models).find((m) => m.getTableName() === table)!;
      expect({ table, primaryKey: built.tables[table].primaryKey }).toEqual({ table, primaryKey: model.primaryKeyAttributes });
    }
    await sequelize.close();
  });

  it("end with the same tables, columns, foreign keys and indexes as the same migrations on SQLite", async () => {
    const { sequelize, capture } = captureDatabase();
    await migrateUp(sequelize);
    const schema = emptySchema();
    tsqlProblems(capture.statements, schema);
    expect(withoutTextLengths(factsOf(schema))).toEqual(sqlite);
    await sequelize.close();
  });

  it("run in one transaction on one connection, after taking the schema lock", async () => {
    const { sequelize, capture } = captureDatabase();
    await migrateUp(sequelize);
    const sent = capture.statements.filter((statement) => !statement.sql.includes("SERVERPROPERTY"));
    expect(sent[0].transaction).toBe("begin");
    expect(sent[1].sql).toContain(`sp_getapplock @Resource = N'${SCHEMA_LOCK}', @LockMode = 'Exclusive', @LockOwner = 'Transaction'`);
    expect(sent.at(-1)!.transaction).toBe("commit");
    expect(new Set(sent.map((statement) => statement.connection)).size).toBe(1);
    expect(sent.filter((statement) => statement.sql.startsWith("INSERT INTO [schema_migrations]"))).toHaveLength(migrations.length);
    await sequelize.close();
  });

  it("roll back when a statement fails, so a restart finds no half-built table", async () => {
    const { sequelize, capture } = captureDatabase();
    capture.respond((sql) => {
      if (sql.startsWith("CREATE INDEX [tracking_website_id]")) throw new Error("Column name 'tracking_id' does not exist");
      return undefined;
    });
    await expect(migrateUp(sequelize)).rejects.toThrow(/tracking_id/);
    const transactions = capture.statements.map((statement) => statement.transaction).filter(Boolean);
    expect(transactions).toEqual(["begin", "rollback"]);
    await sequelize.close();
  });

  it("on an up-to-date database take the lock, read the list and change nothing", async () => {
    const { sequelize, capture } = captureDatabase();
    capture.respond(answerMigrations(allNames));
    expect(await migrateUp(sequelize)).toEqual([]);
    expect(sqlOf(capture)).toEqual([
      "BEGIN TRANSACTION;",
      expect.stringContaining("sp_getapplock"),
      expect.stringMatching(/^IF OBJECT_ID\('\[schema_migrations\]', 'U'\) IS NULL CREATE TABLE \[schema_migrations\]/),
      expect.stringMatching(/^SELECT \[name\] FROM \[schema_migrations\]/),
      "COMMIT TRANSACTION;",
    ]);
    await sequelize.close();
  });
});

describe("first start on SQL Server", () => {
  it("makes the first ADMIN under the schema lock, in the migrations' transaction", async () => {
    const { sequelize, capture } = captureDatabase();
    capture.respond((sql) => {
      const answered = answerMigrations(allNames)(sql);
      if (answered) return answered;
      return /^SELECT count\(\*\) AS \[count\] FROM \[admin_account\]/.test(sql) ? [{ count: 0 }] : undefined;
    });
    const config = { ADMIN_USERNAME: "admin", ADMIN_PASSWORD: "kuda-lari-kencang-99" } as Config;
    const result = await bootstrap(sequelize, config);
    expect(result.firstAdmin).toEqual({ username: "admin", generatedPassword: undefined });
    const sent = capture.statements.filter((statement) => !statement.sql.includes("SERVERPROPERTY"));
    const lock = sent.findIndex((statement) => statement.sql.includes("sp_getapplock"));
    const count = sent.findIndex((statement) => statement.sql.includes("FROM [admin_account]"));
    const insert = sent.findIndex((statement) => statement.sql.startsWith("INSERT INTO [admin_account]"));
    const commit = sent.findIndex((statement) => statement.transaction === "commit");
    expect(0 < lock && lock < count && count < insert && insert < commit).toBe(true);
    expect(new Set(sent.map((statement) => statement.connection)).size).toBe(1);
    expect(tsqlProblems(capture.statements)).toEqual([]);
    await sequelize.close();
  });
});
