import { z } from "zod";
import { AdminAccount, Website } from "~/models/models.server";
import { ADMIN_ACCOUNT_LENGTH } from "~/models/admin-account.server";
import { ValidationError } from "../errors";
import { describeIssue, safeParseInput } from "../http/api";
import { safeText } from "../http/input-text";
import { CREDENTIALS_REQUIRED_MESSAGE } from "./messages";
import { spendVerifyTime, verifyPassword } from "./password.server";
import { recordActivity } from "../activity-log/record.server";
import { accountKeyOf, clearFailuresOnSignIn, forgetOldFailures, releaseAttempt, reserveAttempt } from "./sign-in-limit.server";

export const LOGIN_FAILED_MESSAGE = "Username atau password salah.";
export const ACCOUNT_INACTIVE_MESSAGE = "Akun tidak aktif. Hubungi admin.";

/** A password longer than any the password rule lets anyone set is not hashed at all. */
const SIGN_IN_PASSWORD_MAX = 200;

/** The fields of the sign-in page and of POST /api/login, as they arrived. */
export interface SignInInput {
  account_name?: unknown;
  account_password?: unknown;
  /** the client's address as the IP gate saw it */
  address: string;
}

const signInFields = z.object({
  account_name: safeText(ADMIN_ACCOUNT_LENGTH.account_name),
  account_password: z.string().max(SIGN_IN_PASSWORD_MAX),
});

/** The two fields as text; a missing one, or one that is not text, reads as not filled in. */
function readSignInFields(input: SignInInput): z.infer<typeof signInFields> {
  const parsed = safeParseInput(signInFields, { account_name: input.account_name, account_password: input.account_password });
  if (parsed.success) return parsed.data;
  const missing = parsed.error.issues.some((issue) => issue.code === "invalid_type");
  throw new ValidationError(missing ? CREDENTIALS_REQUIRED_MESSAGE : describeIssue(parsed.error));
}

/**
 * Checks a username and password. Failures are counted in the database (sign-in-limit.server);
 * past a limit the caller gets 429 until the oldest failure ages out of the window or the
 * account's password is set anew.
 */
export async function signIn(input: SignInInput): Promise<AdminAccount> {
  const fields = readSignInFields(input);
  const name = fields.account_name.trim();
  const password = fields.account_password;
  if (!name || !password) throw new ValidationError(CREDENTIALS_REQUIRED_MESSAGE);
  const accountKey = accountKeyOf(name);
  const attempt = await reserveAttempt(accountKey, input.address);

  let account: AdminAccount | null;
  let passwordMatches: boolean;
  try {
    account = await AdminAccount.findOne({ where: { account_name: name } });
    passwordMatches = account
      ? await verifyPassword(password, account.account_password)
      : (await spendVerifyTime(password), false);
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
