import { AdminAccount, Website } from "~/models/models.server";
import { ValidationError } from "../errors";
import { CREDENTIALS_REQUIRED_MESSAGE } from "./messages";
import { spendVerifyTime, verifyPassword } from "./password.server";
import { recordActivity } from "../activity-log/record.server";
import { accountKeyOf, clearFailuresOnSignIn, forgetOldFailures, releaseAttempt, reserveAttempt } from "./sign-in-limit.server";

export const LOGIN_FAILED_MESSAGE = "Username atau password salah.";
export const ACCOUNT_INACTIVE_MESSAGE = "Akun tidak aktif. Hubungi admin.";

export interface SignInInput {
  account_name: string;
  account_password: string;
  /** the client's address as the IP gate saw it */
  address: string;
}

/**
 * Checks a username and password. Failures are counted in the database (sign-in-limit.server);
 * past a limit the caller gets 429 until the oldest failure ages out of the window or the
 * account's password is set anew.
 */
export async function signIn(input: SignInInput): Promise<AdminAccount> {
  const name = input.account_name.trim();
  if (!name || !input.account_password) throw new ValidationError(CREDENTIALS_REQUIRED_MESSAGE);
  const accountKey = accountKeyOf(name);
  const attempt = await reserveAttempt(accountKey, input.address);

  let account: AdminAccount | null;
  let passwordMatches: boolean;
  try {
    account = await AdminAccount.findOne({ where: { account_name: name } });
    passwordMatches = account
      ? await verifyPassword(input.account_password, account.account_password)
      : (await spendVerifyTime(input.account_password), false);
  } catch (error) {
    await releaseAttempt(attempt);
    throw error;
  }

  if (!account || !passwordMatches) {
    await forgetOldFailures();
    await recordActivity(
      { account_name: name.slice(0, 50), account_role: account?.account_role ?? "-", website: await websiteCodeOf(account) },
      `Login gagal dari ${input.address}`,
    );
    throw new ValidationError(LOGIN_FAILED_MESSAGE);
  }
  await releaseAttempt(attempt);
  if (!account.account_status) {
    await recordActivity(
      { account_name: account.account_name, account_role: account.account_role, website: await websiteCodeOf(account) },
      `Login ditolak (akun tidak aktif) dari ${input.address}`,
    );
    throw new ValidationError(ACCOUNT_INACTIVE_MESSAGE);
  }
  await clearFailuresOnSignIn(accountKey, input.address);
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
