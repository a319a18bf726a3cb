import { Op } from "sequelize";
import { AdminAccount, WhitelistEntry } from "~/models/models.server";
import { generatePassword } from "../auth/password.server";
import { passwordProblem } from "../auth/password-rule";
import type { SessionUser } from "../auth/session.server";
import { NotFoundError } from "../errors";
import { createWhitelist, parseWhitelistIp, setWhitelistStatus } from "../whitelist/whitelist.server";
import { changeAccountPassword } from "./accounts.server";

/**
 * What the person with shell access on the server does when nobody can sign in (issue 16): add
 * an address to the whitelist, give an ADMIN a new password. Both go through the same services
 * (and rules, and activity log) as the screens, acting as an ADMIN account.
 */

function asUser(account: AdminAccount): SessionUser {
  return { account_id: account.account_id, account_name: account.account_name, account_role: "ADMIN", account_website: null, website_code: null };
}

async function findAdmin(name?: string): Promise<AdminAccount> {
  const admin = await AdminAccount.findOne({
    where: { account_role: "ADMIN", ...(name ? { account_name: name } : { account_status: true }) },
    order: [["account_id", "ASC"]],
  });
  if (!admin) throw new NotFoundError(name ? `Akun ADMIN "${name}" tidak ditemukan.` : "Tidak ada akun ADMIN yang aktif.");
  return admin;
}

/** Adds `ip` (or an entry of the same address that was switched off is switched on). */
export async function addWhitelistFromShell(ip: string): Promise<string> {
  const admin = asUser(await findAdmin());
  const canonical = parseWhitelistIp(ip);
  const existing = await WhitelistEntry.findOne({ where: { Whitelist_ip: { [Op.eq]: canonical } } });
  if (existing) {
    if (existing.Whitelist_status) return `IP ${canonical} sudah ada di whitelist dan aktif.`;
    // the address being enabled is the one the lock-out check must keep admitted
    await setWhitelistStatus(admin, existing.Whitelist_id, true, canonical);
    return `IP ${canonical} diaktifkan kembali di whitelist.`;
  }
  await createWhitelist(admin, { whitelist_ip: canonical }, canonical);
  return `IP ${canonical} berhasil ditambahkan ke whitelist.`;
}

/**
 * A new password for the ADMIN `name` (the first ADMIN when not given): `password` when given
 * (the password rule applies), else a generated one. Every session of the account ends.
 */
export async function resetAdminPassword(name: string | undefined, password: string | undefined): Promise<{ name: string; password: string; generated: boolean }> {
  const account = await findAdmin(name);
  let chosen = password;
  if (chosen === undefined) {
    chosen = generatePassword();
    while (passwordProblem(chosen, account.account_name) !== null) chosen = generatePassword();
  }
  await changeAccountPassword(asUser(account), account.account_id, { account_password: chosen });
  return { name: account.account_name, password: chosen, generated: password === undefined };
}
