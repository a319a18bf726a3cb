// `npm run admin:reset-password -- [username]`: a new password for an ADMIN, from the server's shell.
// ADMIN_PASSWORD, when set, is the new password (the password rule applies); else one is generated and printed once.
import { closeDatabase, getDatabase } from "~/models/models.server";
import { resetAdminPassword } from "~/services/accounts/shell.server";
import { getConfig } from "~/services/config.server";

try {
  getConfig();
  getDatabase();
  const result = await resetAdminPassword(process.argv[2], process.env.ADMIN_PASSWORD);
  console.log(
    result.generated
      ? `Password baru untuk ADMIN "${result.name}" (ditampilkan sekali ini saja): ${result.password}`
      : `Password ADMIN "${result.name}" diganti dengan ADMIN_PASSWORD.`,
  );
  await closeDatabase();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
