import type { Sequelize } from "sequelize";
import { AdminAccount } from "~/models/models.server";
import { migrateUp } from "~/models/migrate.server";
import type { Config } from "../config.server";
import { generatePassword, hashPassword } from "../auth/password.server";
import { passwordProblem } from "../auth/password-rule";

export interface BootstrapResult {
  migrationsApplied: string[];
  /** set only on the very first start, when the first ADMIN was made */
  firstAdmin?: { username: string; generatedPassword?: string };
}

/**
 * Brings the database up to date and makes the first ADMIN account when there is no account
 * at all. Starting again never makes a second admin and never changes a password. Both happen
 * under the schema lock, in the migrations' transaction: two instances starting together over
 * one database migrate once and make one admin.
 */
export async function bootstrap(sequelize: Sequelize, config: Config): Promise<BootstrapResult> {
  let firstAdmin: BootstrapResult["firstAdmin"];
  const migrationsApplied = await migrateUp(sequelize, async (transaction) => {
    if ((await AdminAccount.count({ transaction })) > 0) return;
    const generatedPassword = config.ADMIN_PASSWORD ? undefined : generatePasswordFor(config.ADMIN_USERNAME);
    await AdminAccount.create(
      {
        account_name: config.ADMIN_USERNAME,
        account_password: await hashPassword(config.ADMIN_PASSWORD ?? generatedPassword!),
        account_status: true,
        account_role: "ADMIN",
        account_website: null,
        account_created_by: null,
        account_last_edited_by: null,
      },
      { transaction },
    );
    firstAdmin = { username: config.ADMIN_USERNAME, generatedPassword };
  });
  return firstAdmin ? { migrationsApplied, firstAdmin } : { migrationsApplied };
}

/** A random password meets the rule all but surely; the loop makes it sure. */
function generatePasswordFor(username: string): string {
  let password = generatePassword();
  while (passwordProblem(password, username) !== null) password = generatePassword();
  return password;
}
