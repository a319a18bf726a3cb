import path from "node:path";
import type { Sequelize } from "sequelize";
import { AdminAccount, AkunBank, initModels, Website, WhitelistEntry } from "~/models/models.server";
import type { Role } from "~/models/admin-account.server";
import { createSequelize } from "~/models/db.server";
import { migrateUp } from "~/models/migrate.server";
import { hashPassword } from "~/services/auth/password.server";

/** Opens a server's database file from the test process (SQLite WAL lets both work at once). */
export async function openDatabase(dataDir: string): Promise<Sequelize> {
  const sequelize = initModels(createSequelize({ sqliteFile: path.join(dataDir, "app.db") }));
  await migrateUp(sequelize);
  return sequelize;
}

export async function seedWebsite(code: string, name = `Website ${code}`): Promise<Website> {
  return Website.create({ website_code: code, website_name: name, website_last_edited_by: null });
}

export async function seedAccount(options: {
  name: string;
  password: string;
  role: Role;
  website?: Website | null;
  active?: boolean;
}): Promise<AdminAccount> {
  return AdminAccount.create({
    account_name: options.name,
    account_password: await hashPassword(options.password),
    account_status: options.active ?? true,
    account_role: options.role,
    account_website: options.website?.website_id ?? null,
    account_created_by: null,
    account_last_edited_by: null,
  });
}

export async function seedWhitelist(ip: string, active = true): Promise<WhitelistEntry> {
  return WhitelistEntry.create({ Whitelist_ip: ip, Whitelist_status: active, Whitelist_last_edited_by: null });
}

/** An active Akun Bank of a website (DEPO unless told), as the Akun Bank screen stores it. */
export async function seedAkunBank(options: {
  website: string;
  bank: string;
  name: string;
  no: string;
  jenis?: "DEPO" | "WD";
  /** when Data Bank registered it: long before the tests' days, unless a test says */
  createdAt?: Date;
}): Promise<AkunBank> {
  return AkunBank.create({
    akun_bank_created_at: options.createdAt ?? new Date("2020-01-01T00:00:00Z"),
    akun_bank_website: options.website,
    akun_bank_jenis_transaksi: options.jenis ?? "DEPO",
    akun_bank_bank: options.bank,
    akun_bank_name: options.name,
    akun_bank_no: options.no,
    akun_bank_status: true,
    akun_bank_created_by: null,
    akun_bank_last_edited_by: null,
  });
}
