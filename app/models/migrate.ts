import type { Sequelize } from "sequelize";
import { SequelizeStorage, Umzug } from "umzug";
import { migrations } from "./migrations";

function createUmzug(sequelize: Sequelize) {
  const queryInterface = sequelize.getQueryInterface();
  return new Umzug({
    migrations: migrations.map((migration) => ({
      name: migration.name,
      up: () => migration.up({ context: queryInterface }),
      down: () => migration.down({ context: queryInterface }),
    })),
    context: queryInterface,
    storage: new SequelizeStorage({ sequelize, tableName: "schema_migrations" }),
    logger: undefined,
  });
}

/** Applies pending migrations; returns the names applied (none on an up-to-date database). */
export async function migrateUp(sequelize: Sequelize): Promise<string[]> {
  const applied = await createUmzug(sequelize).up();
  return applied.map((migration) => migration.name);
}

