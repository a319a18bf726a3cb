import type { Sequelize } from "sequelize";
import { getConfig } from "~/services/config.server";
import { createSequelize } from "./db.server";
import * as tables from "./tables.server";

export * from "./tables.server";

export function initModels(sequelize: Sequelize): Sequelize {
  for (const model of Object.values(tables)) model.initModel(sequelize);
  return sequelize;
}

let database: Sequelize | undefined;

/** The process's one connection (pool), made from the configuration on first use. */
export function getDatabase(): Sequelize {
  if (!database) {
    const config = getConfig();
    database = initModels(createSequelize({ url: config.DATABASE_URL, sqliteFile: config.databaseFile }));
  }
  return database;
}

export async function closeDatabase(): Promise<void> {
  if (database) {
    await database.close();
    database = undefined;
  }
}
