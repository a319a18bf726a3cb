import { Op, type Transaction } from "sequelize";
import { LoginFailure } from "~/models/models.server";
import { containsLiteral, lockResource } from "~/models/dialect.server";
import { getConfig } from "../config.server";
import { TooManyAttempts } from "../errors";

/**
 * How many failed sign-ins are judged before the rest get 429. Three counts, each in the window:
 * - one username from one address: a guesser locks the account only where the guesses come from,
 *   so the owner signing in from the office is not shut out by guesses from elsewhere;
 * - one username from all addresses together, higher: guessing spread over addresses stays capped;
 * - one address over all usernames: one machine cannot try every account.
 */

/** The failure rows an attempt wrote ahead of its verdict. */
export type Attempt = number[];

/** The username as it is counted: case does not make another account. */
export function accountKeyOf(name: string): string {
  return name.trim().toLowerCase().slice(0, 100);
}

/** One username from one address. An address holds no space, so the key reads back one way. */
function fromAddressKey(accountKey: string, addressKey: string): string {
  return `${addressKey} ${accountKey}`.slice(0, 100);
}

function windowStart(): Date {
  return new Date(Date.now() - getConfig().LOGIN_BLOCK_MINUTES * 60_000);
}

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
 * Counts the failures in the window and, when under every limit, writes this attempt as a
 * failure, in one transaction that other sign-ins wait for (IMMEDIATE on SQLite, an application
 * lock on SQL Server), so no two attempts read the same count. The attempt is counted before the
 * slow hash, so parallel guesses meet the limit too: it stays as the failure when the password
 * is wrong and is taken back (releaseAttempt) otherwise.
 */
export function reserveAttempt(accountKey: string, address: string): Promise<Attempt> {
  return oneReservationAtATime(() => reserve(accountKey, address));
}

async function reserve(accountKey: string, address: string): Promise<Attempt> {
  const config = getConfig();
  const addressKey = address.slice(0, 100);
  const keys = [
    { failure_scope: "acct_addr" as const, failure_key: fromAddressKey(accountKey, addressKey), limit: config.LOGIN_MAX_FAILURES_PER_ACCOUNT },
    { failure_scope: "account" as const, failure_key: accountKey, limit: config.LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL },
    { failure_scope: "address" as const, failure_key: addressKey, limit: config.LOGIN_MAX_FAILURES_PER_ADDRESS },
  ];
  const sequelize = LoginFailure.sequelize!;
  return sequelize.transaction(async (transaction) => {
    await lockResource(sequelize, transaction, "sign-in-limit");
    const since = windowStart();
    // one after the other: a tedious connection runs one request at a time
    for (const { failure_scope, failure_key, limit } of keys) {
      const count = await LoginFailure.count({ where: { failure_scope, failure_key, failure_at: { [Op.gte]: since } }, transaction });
      if (count >= limit) {
        throw new TooManyAttempts(
          `Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam ${config.LOGIN_BLOCK_MINUTES} menit.`,
        );
      }
    }
    const now = new Date();
    const ids: Attempt = [];
    for (const { failure_scope, failure_key } of keys) {
      ids.push((await LoginFailure.create({ failure_scope, failure_key, failure_at: now }, { transaction })).failure_id);
    }
    return ids;
  });
}

export async function releaseAttempt(attempt: Attempt): Promise<void> {
  await LoginFailure.destroy({ where: { failure_id: attempt } });
}

/**
 * After a sign-in with the right password: the username's count over all addresses and its
 * count from this address start again. What other addresses guessed stays counted there.
 */
export async function clearFailuresOnSignIn(accountKey: string, address: string): Promise<void> {
  await LoginFailure.destroy({
    where: {
      [Op.or]: [
        { failure_scope: "account", failure_key: accountKey },
        { failure_scope: "acct_addr", failure_key: fromAddressKey(accountKey, address.slice(0, 100)) },
      ],
    },
  });
}

/**
 * When an account's password is set anew, every failure of its username, from every address, is
 * forgotten: they were guesses at a password that is gone, and this is the way out of a lock-out
 * (an ADMIN on the User page or the /api, `npm run admin:reset-password`). What one address
 * tried over all usernames stays counted.
 */
export async function clearAccountFailures(name: string, transaction?: Transaction): Promise<void> {
  const accountKey = accountKeyOf(name);
  const sequelize = LoginFailure.sequelize!;
  const fromAddresses = await LoginFailure.findAll({
    attributes: ["failure_id", "failure_key"],
    where: { [Op.and]: [{ failure_scope: "acct_addr" }, containsLiteral(sequelize, "failure_key", ` ${accountKey}`)] },
    transaction,
  });
  // the LIKE also finds a longer name ending the same way
  const ids = fromAddresses.filter((row) => row.failure_key.slice(row.failure_key.indexOf(" ") + 1) === accountKey).map((row) => row.failure_id);
  await LoginFailure.destroy({
    where: { [Op.or]: [{ failure_scope: "account", failure_key: accountKey }, { failure_id: ids }] },
    transaction,
  });
}

/** Failures older than a day can never block anyone again. */
export async function forgetOldFailures(): Promise<void> {
  await LoginFailure.destroy({ where: { failure_at: { [Op.lt]: new Date(Date.now() - 86_400_000) } } });
}
