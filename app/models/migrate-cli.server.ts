import { getConfig } from "~/services/config.server";
import { closeDatabase, getDatabase } from "./models.server";
import { migrateUp } from "./migrate.server";

// `npm run migrate`: applies pending migrations to the configured database and exits.
try {
  getConfig();
  const applied = await migrateUp(getDatabase());
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
  await closeDatabase();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
