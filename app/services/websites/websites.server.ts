import { z } from "zod";
import { AdminAccount, AkunBank, BoDeposit, BoWithdraw, MutasiDeposit, MutasiWithdraw, UploadBatch, Website } from "~/models/models.server";
import { pageOptions, type Page } from "~/models/dialect.server";
import { WEBSITE_LENGTH } from "~/models/website.server";
import { withAccountNames } from "../accounts/account-names.server";
import { assertRole } from "../auth/access.server";
import { actorOf } from "../activity-log/actor";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { describeIssue } from "../http/api";
import { safeText, tooLongMessage } from "../http/input-text";
import type { SessionUser } from "../auth/session.server";
import { recordActivity } from "../activity-log/record.server";
import { WEBSITE_NOT_FOUND_MESSAGE, WEBSITE_REQUIRED_MESSAGE } from "./messages";
import { normaliseWebsiteCode } from "./website-code";

export interface WebsiteRow {
  website_id: number;
  website_name: string;
  website_code: string;
  website_last_edited_at: string;
  website_last_edited_by: number | null;
  website_last_edited_by_name: string;
}

const createWebsiteSchema = z.object({
  website_name: safeText(WEBSITE_LENGTH.website_name, { trim: true }),
  website_code: safeText()
    .transform(normaliseWebsiteCode)
    .pipe(z.string().max(WEBSITE_LENGTH.website_code, tooLongMessage(WEBSITE_LENGTH.website_code))),
});

/** ADMIN sees every website; CHECKER and CS only their own. */
function scopeWhere(user: SessionUser) {
  return user.account_role === "ADMIN" ? {} : { website_id: user.account_website ?? -1 };
}

export async function listWebsites(user: SessionUser, page: Page): Promise<{ rows: WebsiteRow[]; total: number }> {
  const { rows, count } = await Website.findAndCountAll({
    where: scopeWhere(user),
    ...pageOptions(page, [["website_id", "ASC"]]),
  });
  return {
    total: count,
    rows: await withAccountNames(rows, (row) => [row.website_last_edited_by], (row, nameOf) => ({
      website_id: row.website_id,
      website_name: row.website_name,
      website_code: row.website_code,
      website_last_edited_at: row.website_last_edited_at.toISOString(),
      website_last_edited_by: row.website_last_edited_by,
      website_last_edited_by_name: nameOf(row.website_last_edited_by),
    })),
  };
}

/** The website choices a user may pick from (spec: GET /api/websitelist). */
export async function websiteChoices(user: SessionUser): Promise<{ website_id: number; website_name: string; website_code: string }[]> {
  const websites = await Website.findAll({
    where: scopeWhere(user),
    attributes: ["website_id", "website_name", "website_code"],
    order: [["website_code", "ASC"], ["website_id", "ASC"]],
  });
  return websites.map(({ website_id, website_name, website_code }) => ({ website_id, website_name, website_code }));
}


export async function createWebsite(user: SessionUser, input: { website_name?: unknown; website_code?: unknown }): Promise<Website> {
  assertRole(user, ["ADMIN"], "Hanya ADMIN yang boleh menambah website.");
  const parsed = createWebsiteSchema.safeParse({ website_name: input.website_name ?? "", website_code: input.website_code ?? "" });
  if (!parsed.success) throw new ValidationError(describeIssue(parsed.error));
  const { website_name, website_code } = parsed.data;
  if (!website_name || !website_code) throw new ValidationError(WEBSITE_REQUIRED_MESSAGE);
  if (await Website.findOne({ where: { website_code } })) {
    throw new ConflictError(`Website Code ${website_code} sudah dipakai.`);
  }
  const sequelize = Website.sequelize!;
  return sequelize.transaction(async (transaction) => {
    const website = await Website.create(
      { website_name, website_code, website_last_edited_by: user.account_id },
      { transaction },
    );
    await recordActivity(actorOf(user, website_code), `Tambah website ${website_name} (${website_code})`, transaction);
    return website;
  });
}

/** A website that still has bank accounts, users, uploads, BO or mutasi rows cannot be removed: nothing is orphaned. */
export async function deleteWebsite(user: SessionUser, websiteId: number): Promise<Website> {
  assertRole(user, ["ADMIN"], "Hanya ADMIN yang boleh menghapus website.");
  const website = await Website.findByPk(websiteId);
  if (!website) throw new NotFoundError(WEBSITE_NOT_FOUND_MESSAGE);
  const code = website.website_code;
  const [banks, accounts, batches, bo, boWd, mutasi, mutasiWd] = await Promise.all([
    AkunBank.count({ where: { akun_bank_website: code } }),
    AdminAccount.count({ where: { account_website: website.website_id } }),
    UploadBatch.count({ where: { batch_website: code } }),
    BoDeposit.count({ where: { bo_website: code } }),
    BoWithdraw.count({ where: { wd_website: code } }),
    MutasiDeposit.count({ where: { mutasi_website: code } }),
    MutasiWithdraw.count({ where: { mutasiwd_website: code } }),
  ]);
  const reasons = [
    banks && `${banks} akun bank`,
    accounts && `${accounts} user`,
    bo + boWd && `${bo + boWd} data BO`,
    mutasi + mutasiWd && `${mutasi + mutasiWd} data mutasi`,
    !(bo + boWd + mutasi + mutasiWd) && batches && `${batches} upload`,
  ].filter(Boolean);
  if (reasons.length) {
    throw new ConflictError(`Website ${website.website_name} (${code}) tidak bisa dihapus karena masih memiliki ${reasons.join(", ")}.`);
  }
  await Website.sequelize!.transaction(async (transaction) => {
    await website.destroy({ transaction });
    await recordActivity(actorOf(user, code), `Hapus website ${website.website_name} (${code})`, transaction);
  });
  return website;
}
