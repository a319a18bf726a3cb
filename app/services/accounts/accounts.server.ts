import { Op, Sequelize, UniqueConstraintError, type Transaction, type WhereOptions } from "sequelize";
import { z } from "zod";
import { AdminAccount, Website } from "~/models/models.server";
import type { Role } from "~/models/admin-account.server";
import { pageOptions, type Page } from "~/models/dialect.server";
import { accountNamesById, nameOrId } from "./account-names.server";
import {
  ACCOUNT_ROLE_CHOICES,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  USERNAME_RULE_MESSAGE,
  WEBSITE_REQUIRED_FOR_ROLE_MESSAGE,
} from "./account-rules";
import { assertRole } from "../auth/access.server";
import { actorOf } from "../activity-log/actor";
import { AccessDenied, ConflictError, NotFoundError, ValidationError } from "../errors";
import { hashPassword, verifyPassword } from "../auth/password.server";
import { clearAccountFailures } from "../auth/sign-in-limit.server";
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  passwordProblem,
} from "../auth/password-rule";
import type { SessionUser } from "../auth/session.server";
import { recordActivity } from "../activity-log/record.server";
import {
  ACCOUNT_NOT_FOUND_MESSAGE,
  LAST_ADMIN_DEACTIVATE_MESSAGE,
  LAST_ADMIN_DELETE_MESSAGE,
  OWN_PASSWORD_ONLY_MESSAGE,
  SELF_DEACTIVATE_MESSAGE,
  SELF_DELETE_MESSAGE,
} from "./messages";
import { WEBSITE_NOT_FOUND_MESSAGE } from "../websites/messages";

/**
 * Staff accounts (spec: Admin account): list, create, activate or deactivate, change password,
 * delete. The /user screen and the /api/*adminacc routes both go through here, so the rules
 * (who may do what, website scope, the last active ADMIN, ending sessions) hold once.
 */

/** A row of the 'Admin Users' table and of GET /api/alladminacc. Never the password. */
export interface AccountRow {
  account_id: number;
  account_name: string;
  account_role: Role;
  account_status: boolean;
  /** website id; null for ADMIN */
  account_website: number | null;
  website_code: string | null;
  website_name: string | null;
  account_created_by: number | null;
  account_created_by_name: string;
  account_created_at: string;
  account_last_edited_at: string;
  account_last_edited_by: number | null;
  account_last_edited_by_name: string;
}

export interface CreateAccountInput {
  account_name?: unknown;
  account_password?: unknown;
  account_role?: unknown;
  account_website?: unknown;
  account_status?: unknown;
}

/** The rule itself needs the account name: it is checked after the body has its shape. */
const passwordSchema = z.string({ error: PASSWORD_REQUIRED_MESSAGE });

/** A new password for the account `accountName`, or the reason it may not be one. */
function assertNewPassword(password: string, accountName: string): void {
  const problem = passwordProblem(password, accountName);
  if (problem) throw new ValidationError(problem);
}

const ROLE_VALUES = ACCOUNT_ROLE_CHOICES.map((choice) => choice.value) as [Role, ...Role[]];
const ROLE_MESSAGE = "Role harus ADMIN, CHECKER, atau CS.";

const createSchema = z.object({
  account_name: z
    .string({ error: "Username wajib diisi." })
    .trim()
    .min(1, "Username wajib diisi.")
    .min(USERNAME_MIN, USERNAME_RULE_MESSAGE)
    .max(USERNAME_MAX, USERNAME_RULE_MESSAGE)
    .regex(USERNAME_PATTERN, USERNAME_RULE_MESSAGE),
  account_password: passwordSchema,
  account_role: z
    .string({ error: ROLE_MESSAGE })
    .trim()
    .toUpperCase()
    .pipe(z.enum(ROLE_VALUES, { error: ROLE_MESSAGE })),
  // a form sends "" for no choice; the /api sends an id or null
  account_website: z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: WEBSITE_NOT_FOUND_MESSAGE })
    .transform((value) => (value === null || value === undefined || String(value).trim() === "" ? null : Number(value)))
    .refine((value) => value === null || (Number.isInteger(value) && value > 0), WEBSITE_NOT_FOUND_MESSAGE),
  account_status: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["true", "false", "1", "0"]), z.undefined()], {
      error: "Status harus true atau false.",
    })
    .transform((value) => value === undefined || value === true || value === 1 || value === "true" || value === "1"),
});

function firstIssue(error: z.ZodError): string {
  return error.issues[0].message;
}

/** ADMIN sees every account; a CHECKER the accounts of their own website; a CS only their own. */
function scopeWhere(user: SessionUser): WhereOptions {
  if (user.account_role === "ADMIN") return {};
  if (user.account_role === "CHECKER") return { account_website: user.account_website ?? -1 };
  return { account_id: user.account_id };
}

export async function listAccounts(user: SessionUser, page: Page): Promise<{ rows: AccountRow[]; total: number }> {
  const { rows, count } = await AdminAccount.findAndCountAll({
    where: scopeWhere(user),
    attributes: { exclude: ["account_password"] },
    ...pageOptions(page, [["account_id", "ASC"]]),
  });
  const websiteIds = [...new Set(rows.map((row) => row.account_website).filter((id): id is number => id !== null))];
  const websites = websiteIds.length
    ? await Website.findAll({ where: { website_id: { [Op.in]: websiteIds } }, attributes: ["website_id", "website_code", "website_name"] })
    : [];
  const websiteById = new Map(websites.map((website) => [website.website_id, website]));
  const names = await accountNamesById(rows.flatMap((row) => [row.account_created_by, row.account_last_edited_by]));
  return {
    total: count,
    rows: rows.map((row) => {
      const website = row.account_website === null ? undefined : websiteById.get(row.account_website);
      return {
        account_id: row.account_id,
        account_name: row.account_name,
        account_role: row.account_role,
        account_status: Boolean(row.account_status),
        account_website: row.account_website,
        website_code: website?.website_code ?? null,
        website_name: website?.website_name ?? null,
        account_created_by: row.account_created_by,
        account_created_by_name: nameOrId(names, row.account_created_by),
        account_created_at: row.account_created_at.toISOString(),
        account_last_edited_at: row.account_last_edited_at.toISOString(),
        account_last_edited_by: row.account_last_edited_by,
        account_last_edited_by_name: nameOrId(names, row.account_last_edited_by),
      };
    }),
  };
}

/**
 * Only ADMIN creates accounts. CHECKER and CS accounts belong to an existing website; an ADMIN
 * account to none (a website sent with it is dropped). Usernames are unique ignoring case.
 * The creator is always the signed-in account, whatever the body says.
 */
export async function createAccount(user: SessionUser, input: CreateAccountInput): Promise<AdminAccount> {
  assertRole(user, ["ADMIN"], "Hanya ADMIN yang boleh membuat user.");
  const parsed = createSchema.safeParse({
    account_name: input.account_name ?? "",
    account_password: input.account_password ?? "",
    account_role: input.account_role ?? "",
    account_website: input.account_website,
    account_status: input.account_status,
  });
  if (!parsed.success) throw new ValidationError(firstIssue(parsed.error));
  const { account_name, account_password, account_role, account_status } = parsed.data;
  assertNewPassword(account_password, account_name);
  const websiteId = account_role === "ADMIN" ? null : parsed.data.account_website;
  if (account_role !== "ADMIN" && websiteId === null) throw new ValidationError(WEBSITE_REQUIRED_FOR_ROLE_MESSAGE);
  const website = websiteId === null ? null : await Website.findByPk(websiteId);
  if (websiteId !== null && !website) throw new ValidationError(WEBSITE_NOT_FOUND_MESSAGE);
  const duplicate = () => new ConflictError(`Username ${account_name} sudah dipakai.`);
  if (await findByNameInsensitive(account_name)) throw duplicate();
  // hashing takes a while: do it before the write lock is taken
  const hash = await hashPassword(account_password);
  try {
    return await AdminAccount.sequelize!.transaction(async (transaction) => {
      if (await findByNameInsensitive(account_name, transaction)) throw duplicate();
      const account = await AdminAccount.create(
        {
          account_name,
          account_password: hash,
          account_status,
          account_role,
          account_website: websiteId,
          account_created_by: user.account_id,
          account_last_edited_by: user.account_id,
        },
        { transaction },
      );
      const where = website ? `, website ${website.website_code}` : "";
      await recordActivity(
        actorOf(user, website?.website_code ?? null),
        `Tambah user ${account_name} (role ${account_role}${where}${account_status ? "" : ", Inactive"})`,
        transaction,
      );
      return account;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw duplicate();
    throw error;
  }
}

function findByNameInsensitive(name: string, transaction?: Transaction): Promise<AdminAccount | null> {
  return AdminAccount.findOne({
    where: Sequelize.where(Sequelize.fn("lower", Sequelize.col("account_name")), name.toLowerCase()),
    attributes: ["account_id"],
    transaction,
  });
}

async function findAccount(id: number, transaction?: Transaction): Promise<AdminAccount> {
  const account = Number.isSafeInteger(id) && id > 0 ? await AdminAccount.findByPk(id, { transaction }) : null;
  if (!account) throw new NotFoundError(ACCOUNT_NOT_FOUND_MESSAGE);
  return account;
}

async function websiteCodeOf(account: AdminAccount, transaction?: Transaction): Promise<string | null> {
  if (account.account_website === null) return null;
  const website = await Website.findByPk(account.account_website, { attributes: ["website_code"], transaction });
  return website?.website_code ?? null;
}

/** The name of an account, for a page's message; null when there is no such account. */
export async function accountName(id: number): Promise<string | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const account = await AdminAccount.findByPk(id, { attributes: ["account_name"] });
  return account?.account_name ?? null;
}

/**
 * Refuses to take away the last active ADMIN, then an ADMIN's own account (checked in this order,
 * inside the write transaction, so two admins deactivating each other cannot both succeed).
 */
async function assertMayRemoveFromService(
  user: SessionUser,
  account: AdminAccount,
  messages: { lastAdmin: string; self: string },
  transaction: Transaction,
): Promise<void> {
  if (account.account_role === "ADMIN" && account.account_status) {
    const otherActiveAdmins = await AdminAccount.count({
      where: { account_role: "ADMIN", account_status: true, account_id: { [Op.ne]: account.account_id } },
      transaction,
    });
    if (otherActiveAdmins === 0) throw new ConflictError(messages.lastAdmin);
  }
  if (account.account_id === user.account_id) throw new ConflictError(messages.self);
}

/**
 * Only ADMIN activates or deactivates. Deactivation bumps the token version: every session of
 * that account ends at its next request.
 */
export async function setAccountStatus(user: SessionUser, id: number, status: boolean): Promise<AdminAccount> {
  assertRole(user, ["ADMIN"], "Hanya ADMIN yang boleh mengubah status user.");
  return AdminAccount.sequelize!.transaction(async (transaction) => {
    const account = await findAccount(id, transaction);
    if (!status) {
      await assertMayRemoveFromService(user, account, { lastAdmin: LAST_ADMIN_DEACTIVATE_MESSAGE, self: SELF_DEACTIVATE_MESSAGE }, transaction);
    }
    await account.update(
      {
        account_status: status,
        account_last_edited_at: new Date(),
        account_last_edited_by: user.account_id,
        ...(status ? {} : { account_token_version: account.account_token_version + 1 }),
      },
      { transaction },
    );
    await recordActivity(
      actorOf(user, await websiteCodeOf(account, transaction)),
      `Ubah status user ${account.account_name} menjadi ${status ? "Active" : "Inactive"}`,
      transaction,
    );
    return account;
  });
}

export interface PasswordChange {
  account_password?: unknown;
  /** the account's password as it is now; checked against the stored hash whenever given */
  current_password?: unknown;
}

/**
 * ADMIN changes any password; CHECKER and CS only their own. With `currentRequiredForSelf` (the
 * screen) changing one's own password needs the current one; an ADMIN setting someone else's
 * does not. A wrong current password changes nothing and ends no session. The token version is
 * bumped, so every other session of the account ends; `self` tells the caller to re-issue the
 * caller's own cookie (createSessionCookie) so they stay signed in. The account's failed
 * sign-ins are forgotten, so it is no longer locked out.
 */
export async function changeAccountPassword(
  user: SessionUser,
  id: number,
  change: PasswordChange,
  options: { currentRequiredForSelf?: boolean } = {},
): Promise<{ account: AdminAccount; self: boolean }> {
  if (user.account_role !== "ADMIN" && id !== user.account_id) throw new AccessDenied(OWN_PASSWORD_ONLY_MESSAGE);
  const target = await findAccount(id);
  const current = change.current_password ?? undefined;
  if (current === undefined ? options.currentRequiredForSelf && id === user.account_id : current === "") {
    throw new ValidationError(CURRENT_PASSWORD_REQUIRED_MESSAGE);
  }
  if (current !== undefined && (typeof current !== "string" || !(await verifyPassword(current, target.account_password)))) {
    throw new ValidationError(CURRENT_PASSWORD_WRONG_MESSAGE);
  }
  const parsed = passwordSchema.safeParse(change.account_password ?? "");
  if (!parsed.success) throw new ValidationError(firstIssue(parsed.error));
  assertNewPassword(parsed.data, target.account_name);
  const hash = await hashPassword(parsed.data);
  return AdminAccount.sequelize!.transaction(async (transaction) => {
    const account = await findAccount(id, transaction);
    await account.update(
      {
        account_password: hash,
        account_token_version: account.account_token_version + 1,
        account_last_edited_at: new Date(),
        account_last_edited_by: user.account_id,
      },
      { transaction },
    );
    await recordActivity(
      actorOf(user, await websiteCodeOf(account, transaction)),
      `Ubah password user ${account.account_name}`,
      transaction,
    );
    // the way out of a sign-in lock-out: the failures were guesses at the password just replaced
    await clearAccountFailures(account.account_name, transaction);
    return { account, self: account.account_id === user.account_id };
  });
}

/** Only ADMIN deletes; never their own account, never the last active ADMIN. Its sessions end with it. */
export async function deleteAccount(user: SessionUser, id: number): Promise<AdminAccount> {
  assertRole(user, ["ADMIN"], "Hanya ADMIN yang boleh menghapus user.");
  return AdminAccount.sequelize!.transaction(async (transaction) => {
    const account = await findAccount(id, transaction);
    await assertMayRemoveFromService(user, account, { lastAdmin: LAST_ADMIN_DELETE_MESSAGE, self: SELF_DELETE_MESSAGE }, transaction);
    const code = await websiteCodeOf(account, transaction);
    await account.destroy({ transaction });
    await recordActivity(actorOf(user, code), `Hapus user ${account.account_name}`, transaction);
    return account;
  });
}
