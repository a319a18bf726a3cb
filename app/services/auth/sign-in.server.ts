import { Op } from "sequelize";
import { AdminAccount, LoginFailure, Website } from "~/models/models.server";
import { lockResource } from "~/models/dialect.server";
import { getConfig } from "../config.server";
import { TooManyAttempts, ValidationError } from "../errors";
import { CREDENTIALS_REQUIRED_MESSAGE } from "./messages";
import { spendVerifyTime, verifyPassword } from "./password.server";
import { recordActivity } from "../activity-log/record.server";

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
  if (!name || !input.account_password) throw new ValidationError(CREDENTIALS_REQUIRED_MESSAGE);
  const accountKey = name.toLowerCase().slice(0, 100);
  // The attempt is counted before the slow hash, so parallel guesses meet the limit too: it
  // stays as the failure when the password is wrong and is taken back otherwise.
  const attempt = await oneReservationAtATime(() => reserveAttempt(accountKey, input.address));

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

/** The failure rows an attempt wrote ahead of its verdict. */
type Attempt = number[];

let reservations: Promise<unknown> = Promise.resolve();

/**
 * A burst of sign-ins reserves one after the other within this process: forty transactions
 * queueing on SQLite's write lock at once waited past its busy time-out on a loaded machine and
 * answered 500. Other processes still meet at the database's lock.
 */
function oneReservationAtATime<T>(run: () => Promise<T>): Promise<T> {
  const next = reservations.then(run, run);
  reservations = next.catch(() => undefined);
  return next;
}

/**
 * Counts the failures in the window and, when under both limits, writes this attempt as a
 * failure, in one transaction that other sign-ins wait for (IMMEDIATE on SQLite, an application
 * lock on SQL Server), so no two attempts read the same count.
 */
async function reserveAttempt(accountKey: string, address: string): Promise<Attempt> {
  const config = getConfig();
  const addressKey = address.slice(0, 100);
  const sequelize = LoginFailure.sequelize!;
  return sequelize.transaction(async (transaction) => {
    await lockResource(sequelize, transaction, "sign-in-limit");
    const since = windowStart();
    // one after the other: a tedious connection runs one request at a time
    const byAccount = await LoginFailure.count({
      where: { failure_scope: "account", failure_key: accountKey, failure_at: { [Op.gte]: since } },
      transaction,
    });
    const byAddress = await LoginFailure.count({
      where: { failure_scope: "address", failure_key: addressKey, failure_at: { [Op.gte]: since } },
      transaction,
    });
    if (byAccount >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT || byAddress >= config.LOGIN_MAX_FAILURES_PER_ADDRESS) {
      throw new TooManyAttempts(
        `Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam ${config.LOGIN_BLOCK_MINUTES} menit.`,
      );
    }
    const now = new Date();
    const rows = [
      await LoginFailure.create({ failure_scope: "account", failure_key: accountKey, failure_at: now }, { transaction }),
      await LoginFailure.create({ failure_scope: "address", failure_key: addressKey, failure_at: now }, { transaction }),
    ];
    return rows.map((row) => row.failure_id);
  });
}

async function releaseAttempt(attempt: Attempt): Promise<void> {
  await LoginFailure.destroy({ where: { failure_id: attempt } });
}

/** Failures older than a day can never block anyone again. */
async function forgetOldFailures(): Promise<void> {
  await LoginFailure.destroy({ where: { failure_at: { [Op.lt]: new Date(Date.now() - 86_400_000) } } });
}
