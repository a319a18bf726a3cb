import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Sequelize } from "sequelize";
import { initModels } from "~/models/models.server";
import { createSequelize } from "~/models/db.server";
import { migrateUp } from "~/models/migrate.server";

/** A migrated SQLite database file of its own, for service tests that need no HTTP server. */
export async function openTempDatabase(): Promise<{ sequelize: Sequelize; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "svc-"));
  const sequelize = initModels(createSequelize({ sqliteFile: path.join(dir, "app.db") }));
  await migrateUp(sequelize);
  return {
    sequelize,
    close: async () => {
      await sequelize.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
