import { DataTypes, QueryTypes, TimeoutError, type QueryInterface, type Sequelize, type Transaction } from "sequelize";
import { Umzug, type UmzugStorage } from "umzug";
import { dialectOf } from "./db.server";
import { lockResource } from "./dialect.server";
import { migrations } from "./migrations/index.server";

/** The table umzug's SequelizeStorage made on databases migrated before; its shape is kept. */
const MIGRATIONS_TABLE = "schema_migrations";
/** The application lock instances take to migrate (and to make the first admin) one at a time. */
export const SCHEMA_LOCK = "rekonsiliasi:schema";

/** How long to wait for another instance's migrations; SQLite retries its busy time-out until then. */
const LOCK_WAIT_MS = 5 * 60_000;

/**
 * Applies pending migrations; returns the names applied (none on an up-to-date database).
 *
 * All of it is one transaction that first takes the schema lock: an exclusive application lock
 * (`sp_getapplock`) on SQL Server, the write lock (BEGIN IMMEDIATE) on SQLite. A second instance
 * starting at the same moment waits, then finds nothing left to do; a migration that fails
 * leaves no half-built table behind. `then` runs under the same lock, in the same transaction.
 */
export async function migrateUp(
  sequelize: Sequelize,
  then?: (transaction: Transaction) => Promise<void>,
): Promise<string[]> {
  return withSchemaLock(sequelize, async (transaction) => {
    const context = queryInterfaceIn(sequelize, transaction);
    const storage = new MigrationTable(context, transaction);
    await storage.create();
    const umzug = new Umzug({
      migrations: migrations.map((migration) => ({
        name: migration.name,
        up: () => migration.up({ context }),
        down: () => migration.down({ context }),
      })),
      context,
      storage,
      logger: undefined,
    });
    const applied = await umzug.up();
    await then?.(transaction);
    return applied.map((migration) => migration.name);
  });
}

async function withSchemaLock<T>(sequelize: Sequelize, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  if (dialectOf(sequelize) === "mssql") {
    return sequelize.transaction(async (transaction) => {
      await lockResource(sequelize, transaction, SCHEMA_LOCK, LOCK_WAIT_MS);
      return work(transaction);
    });
  }
  // SQLite: the transaction is IMMEDIATE (app/models/db.ts), so BEGIN waits for the write lock
  // for the connection's busy time-out; another instance's migrations may take longer.
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      return await sequelize.transaction((transaction) => work(transaction));
    } catch (error) {
      if (!(error instanceof TimeoutError) || Date.now() > deadline) throw error;
    }
  }
}

/**
 * The query interface with every statement sent in the transaction: migrations call it
 * without options, and a statement outside the transaction would wait for the transaction's
 * own locks on SQL Server.
 */
function queryInterfaceIn(sequelize: Sequelize, transaction: Transaction): QueryInterface {
  const bound = Object.create(sequelize) as Sequelize;
  bound.query = ((sql: unknown, options?: { transaction?: Transaction | null }) =>
    sequelize.query(sql as string, { ...options, transaction: options?.transaction ?? transaction })) as Sequelize["query"];
  const base = sequelize.getQueryInterface();
  const QueryInterfaceClass = base.constructor as new (sequelize: Sequelize, queryGenerator: unknown) => QueryInterface;
  return new QueryInterfaceClass(bound, (base as unknown as { queryGenerator: unknown }).queryGenerator);
}

/** Which migrations ran, read and written in the migrating transaction. */
class MigrationTable implements UmzugStorage {
  constructor(
    private readonly context: QueryInterface,
    private readonly transaction: Transaction,
  ) {}

  /** The same definition umzug's SequelizeStorage used, so existing databases keep their table. */
  async create(): Promise<void> {
    await this.context.createTable(MIGRATIONS_TABLE, {
      name: { type: DataTypes.STRING(255), allowNull: false, unique: true, primaryKey: true },
    });
  }

  async executed(): Promise<string[]> {
    const name = this.context.quoteIdentifier("name");
    const rows = await this.context.sequelize.query<{ name: string }>(
      `SELECT ${name} FROM ${this.context.quoteIdentifier(MIGRATIONS_TABLE)} ORDER BY ${name}`,
      { type: QueryTypes.SELECT, transaction: this.transaction },
    );
    return rows.map((row) => row.name);
  }

  async logMigration({ name }: { name: string }): Promise<void> {
    await this.context.bulkInsert(MIGRATIONS_TABLE, [{ name }], { transaction: this.transaction });
  }

  async unlogMigration({ name }: { name: string }): Promise<void> {
    await this.context.bulkDelete(MIGRATIONS_TABLE, { name }, { transaction: this.transaction });
  }
}
