import { Op } from "sequelize";
import { AdminAccount, LoginFailure, Website } from "~/models";
import { getConfig } from "./config";
import { TooManyAttempts, ValidationError } from "./errors";
import { spendVerifyTime, verifyPassword } from "./password";
import { recordActivity } from "./tracking";

export const LOGIN_FAILED_MESSAGE = "Username atau password salah.";
export const ACCOUNT_INACTIVE_MESSAGE = "Akun tidak aktif. Hubungi admin.";

export interface SignInInput {
  account_name: string;
  account_password: string;
  /** the client's address as the IP gate saw it */
  address: string;
}

/**
 * Checks a username and password. Failures are counted per account and per address in the
 * database; past the limit the caller gets 429 until the oldest failure ages out of the window.
 */
export async function signIn(input: SignInInput): Promise<AdminAccount> {
  const name = input.account_name.trim();
  if (!name || !input.account_password) throw new ValidationError("Username dan password wajib diisi.");
  const accountKey = name.toLowerCase().slice(0, 100);
  await assertNotBlocked(accountKey, input.address);

  const account = await AdminAccount.findOne({ where: { account_name: name } });
  const passwordMatches = account
    ? await verifyPassword(input.account_password, account.account_password)
    : (await spendVerifyTime(input.account_password), false);

  if (!account || !passwordMatches) {
    await recordFailure(accountKey, input.address);
    await recordActivity(
      { account_name: name.slice(0, 50), account_role: account?.account_role ?? "-", website: await websiteCodeOf(account) },
      `Login gagal dari ${input.address}`,
    );
    throw new ValidationError(LOGIN_FAILED_MESSAGE);
  }
  if (!account.account_status) {
    await recordActivity(
      { account_name: account.account_name, account_role: account.account_role, website: await websiteCodeOf(account) },
      `Login ditolak (akun tidak aktif) dari ${input.address}`,
    );
    throw new ValidationError(ACCOUNT_INACTIVE_MESSAGE);
  }
  await LoginFailure.destroy({ where: { failure_scope: "account", failure_key: accountKey } });
  await recordActivity(
    { account_name: account.account_name, account_role: account.account_role, website: await websiteCodeOf(account) },
    `Login berhasil dari ${input.address}`,
  );
  return account;
}

async function websiteCodeOf(account: AdminAccount | null): Promise<string | null> {
  if (!account?.account_website) return null;
  const website = await Website.findByPk(account.account_website);
  return website?.website_code ?? null;
}

function windowStart(): Date {
  return new Date(Date.now() - getConfig().LOGIN_BLOCK_MINUTES * 60_000);
}

async function assertNotBlocked(accountKey: string, address: string): Promise<void> {
  const config = getConfig();
  const since = windowStart();
  const [byAccount, byAddress] = await Promise.all([
    LoginFailure.count({ where: { failure_scope: "account", failure_key: accountKey, failure_at: { [Op.gte]: since } } }),
    LoginFailure.count({ where: { failure_scope: "address", failure_key: address, failure_at: { [Op.gte]: since } } }),
  ]);
  if (byAccount >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT || byAddress >= config.LOGIN_MAX_FAILURES_PER_ADDRESS) {
    throw new TooManyAttempts(
      `Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam ${config.LOGIN_BLOCK_MINUTES} menit.`,
    );
  }
}

async function recordFailure(accountKey: string, address: string): Promise<void> {
  const now = new Date();
  await LoginFailure.bulkCreate([
    { failure_scope: "account", failure_key: accountKey, failure_at: now },
    { failure_scope: "address", failure_key: address.slice(0, 100), failure_at: now },
  ]);
  // failures older than a day can never block anyone again
  await LoginFailure.destroy({ where: { failure_at: { [Op.lt]: new Date(now.getTime() - 86_400_000) } } });
}
