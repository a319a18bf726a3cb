// `npm run whitelist:add -- <ip or range>`: for the person with shell access who is locked out.
import { closeDatabase, getDatabase } from "~/models/models.server";
import { addWhitelistFromShell } from "~/services/accounts/shell.server";
import { getConfig } from "~/services/config.server";

const ip = process.argv[2];
if (!ip) {
  console.error("Pakai: npm run whitelist:add -- <alamat IP atau rentang CIDR>");
  process.exit(2);
}
try {
  getConfig();
  getDatabase();
  console.log(await addWhitelistFromShell(ip));
  await closeDatabase();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
