import type { Sequelize } from "sequelize";
import { AdminAccount } from "~/models";
import { migrateUp } from "~/models/migrate";
import type { Config } from "./config";
import { generatePassword, hashPassword } from "./password";

export interface BootstrapResult {
  migrationsApplied: string[];
  /** set only on the very first start, when the first ADMIN was made */
  firstAdmin?: { username: string; generatedPassword?: string };
}

/**
 * Brings the database up to date and makes the first ADMIN account when there is no account
 * at all. Starting again never makes a second admin and never changes a password.
 */
export async function bootstrap(sequelize: Sequelize, config: Config): Promise<BootstrapResult> {
  const migrationsApplied = await migrateUp(sequelize);
  if ((await AdminAccount.count()) > 0) return { migrationsApplied };
  const generatedPassword = config.ADMIN_PASSWORD ? undefined : generatePassword();
  await AdminAccount.create({
    account_name: config.ADMIN_USERNAME,
    account_password: await hashPassword(config.ADMIN_PASSWORD ?? generatedPassword!),
    account_status: true,
    account_role: "ADMIN",
    account_website: null,
    account_created_by: null,
    account_last_edited_by: null,
  });
  return { migrationsApplied, firstAdmin: { username: config.ADMIN_USERNAME, generatedPassword } };
}
