import { UniqueConstraintError, type WhereOptions } from "sequelize";
import { AkunBank, MutasiDeposit, MutasiWithdraw, UploadBatch, Website } from "~/models/models.server";
import { AKUN_BANK_LENGTH, type JenisTransaksi } from "~/models/akun-bank.server";
import { pageOptions, type Page } from "~/models/dialect.server";
import { accountNamesById, nameOrId } from "../accounts/account-names.server";
import { assertRole, assertWebsiteAccess } from "../auth/access.server";
import { actorOf } from "../activity-log/actor";
import { bankOfUploadOption, digitsOnly, isBankCode, jenisOfUploadTransaction } from "./bank-choices";
import { AKUN_BANK_REQUIRED_MESSAGE } from "./messages";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { checkText } from "../http/input-text";
import type { SessionUser } from "../auth/session.server";
import { recordActivity } from "../activity-log/record.server";
import { normaliseWebsiteCode } from "../websites/website-code";

/** A row of the Data Bank table and of GET /api/viewakunbank (spec section 3, Bank account record). */
export interface AkunBankRow {
  akun_bank_id: number;
  akun_bank_website: string;
  akun_bank_jenis_transaksi: string;
  akun_bank_bank: string;
  akun_bank_name: string;
  akun_bank_no: string;
  akun_bank_status: boolean;
  akun_bank_created_by: number | null;
  akun_bank_last_edited_at: string;
  akun_bank_last_edited_by: number | null;
  akun_bank_last_edited_by_name: string;
}

/** An option of the upload page's account select (spec section 3, Bank account). */
export interface AkunBankOption {
  akun_bank_id: number;
  akun_bank_name: string;
  akun_bank_no: string;
}

export interface AkunBankInput {
  akun_bank_website?: unknown;
  akun_bank_jenis_transaksi?: unknown;
  akun_bank_bank?: unknown;
  akun_bank_name?: unknown;
  akun_bank_no?: unknown;
}

const text = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/**
 * The website a user's Data Bank list shows: ADMIN picks any (null = every website); CHECKER
 * and CS always see their own, and asking for another is refused before anything is read.
 */
export function websiteScope(user: SessionUser, requested: string | null): string | null {
  const code = requested ? normaliseWebsiteCode(requested) : null;
  if (user.account_role === "ADMIN") return code;
  if (code) assertWebsiteAccess(user, code);
  // a CHECKER without a website sees nothing (a code no website has)
  return user.website_code ?? "";
}

export async function listAkunBank(
  user: SessionUser,
  requestedWebsite: string | null,
  page: Page,
): Promise<{ rows: AkunBankRow[]; total: number; website: string | null }> {
  assertRole(user, ["ADMIN", "CHECKER"]);
  const website = websiteScope(user, requestedWebsite);
  const where: WhereOptions<AkunBank> = website === null ? {} : { akun_bank_website: website };
  const { rows, count } = await AkunBank.findAndCountAll({
    where,
    ...pageOptions(page, [
      ["akun_bank_website", "ASC"],
      ["akun_bank_id", "ASC"],
    ]),
  });
  const names = await accountNamesById(rows.map((row) => row.akun_bank_last_edited_by));
  return {
    total: count,
    website,
    rows: rows.map((row) => ({
      akun_bank_id: row.akun_bank_id,
      akun_bank_website: row.akun_bank_website,
      akun_bank_jenis_transaksi: row.akun_bank_jenis_transaksi,
      akun_bank_bank: row.akun_bank_bank,
      akun_bank_name: row.akun_bank_name,
      akun_bank_no: row.akun_bank_no,
      akun_bank_status: Boolean(row.akun_bank_status),
      akun_bank_created_by: row.akun_bank_created_by,
      akun_bank_last_edited_at: row.akun_bank_last_edited_at.toISOString(),
      akun_bank_last_edited_by: row.akun_bank_last_edited_by,
      akun_bank_last_edited_by_name: nameOrId(names, row.akun_bank_last_edited_by),
    })),
  };
}

/** Spec section 5: every field non-empty after trimming; jenis and bank upper-cased; the number digits only. */
function normaliseInput(input: AkunBankInput) {
  // refused as sent, before normalising could hide a control character
  const raw = (field: keyof AkunBankInput) => checkText(field, text(input[field]));
  const values = {
    website: normaliseWebsiteCode(raw("akun_bank_website").trim()),
    jenis: raw("akun_bank_jenis_transaksi").trim().toUpperCase(),
    bank: raw("akun_bank_bank").trim().toUpperCase(),
    name: raw("akun_bank_name").trim().replace(/\s+/g, " "),
    number: digitsOnly(raw("akun_bank_no")),
  };
  if (Object.values(values).some((value) => !value)) throw new ValidationError(AKUN_BANK_REQUIRED_MESSAGE);
  checkText("akun_bank_website", values.website, AKUN_BANK_LENGTH.akun_bank_website);
  checkText("akun_bank_bank", values.bank, AKUN_BANK_LENGTH.akun_bank_bank);
  checkText("akun_bank_name", values.name, AKUN_BANK_LENGTH.akun_bank_name);
  checkText("akun_bank_no", values.number, AKUN_BANK_LENGTH.akun_bank_no);
  if (values.jenis !== "DEPO" && values.jenis !== "WD") throw new ValidationError("Jenis Transaksi harus DEPO atau WD.");
  if (!isBankCode(values.bank)) throw new ValidationError(`Bank ${values.bank} tidak dikenali.`);
  return { ...values, jenis: values.jenis as JenisTransaksi };
}

/**
 * ADMIN adds for any website; CHECKER only for their own (another website is refused before it
 * is even looked up, so the refusal tells nothing about it). The creator is the session's account.
 */
export async function createAkunBank(user: SessionUser, input: AkunBankInput): Promise<AkunBank> {
  assertRole(user, ["ADMIN", "CHECKER"], "Hanya ADMIN atau CHECKER yang boleh menambah akun bank.");
  const { website, jenis, bank, name, number } = normaliseInput(input);
  if (user.account_role !== "ADMIN") assertWebsiteAccess(user, website);
  if (!(await Website.findOne({ where: { website_code: website } }))) {
    throw new NotFoundError(`Website ${website} tidak ditemukan.`);
  }
  const duplicate = () => new ConflictError(`Akun bank ${bank} ${number} (${jenis}) sudah ada untuk website ${website}.`);
  const key = { akun_bank_website: website, akun_bank_bank: bank, akun_bank_no: number, akun_bank_jenis_transaksi: jenis };
  if (await AkunBank.findOne({ where: key })) throw duplicate();
  try {
    return await AkunBank.sequelize!.transaction(async (transaction) => {
      const account = await AkunBank.create(
        {
          ...key,
          akun_bank_name: name,
          akun_bank_status: true,
          akun_bank_created_by: user.account_id,
          akun_bank_last_edited_by: user.account_id,
        },
        { transaction },
      );
      await recordActivity(actorOf(user, website), `Tambah akun bank ${bank} ${number} (${jenis}) a.n. ${name} untuk website ${website}`, transaction);
      return account;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw duplicate();
    throw error;
  }
}

async function findForChange(id: number): Promise<AkunBank> {
  const account = await AkunBank.findByPk(id);
  if (!account) throw new NotFoundError("Akun bank tidak ditemukan.");
  return account;
}

/** Only ADMIN activates or deactivates (spec section 6). */
export async function setAkunBankStatus(user: SessionUser, id: number, status: boolean): Promise<AkunBank> {
  assertRole(user, ["ADMIN"], "Hanya ADMIN yang boleh mengubah status akun bank.");
  const account = await findForChange(id);
  await AkunBank.sequelize!.transaction(async (transaction) => {
    await account.update(
      { akun_bank_status: status, akun_bank_last_edited_at: new Date(), akun_bank_last_edited_by: user.account_id },
      { transaction },
    );
    await recordActivity(
      actorOf(user, account.akun_bank_website),
      `Ubah status akun bank ${account.akun_bank_bank} ${account.akun_bank_no} (${account.akun_bank_jenis_transaksi}) menjadi ${status ? "Active" : "Inactive"}`,
      transaction,
    );
  });
  return account;
}

/**
 * Only ADMIN removes. An account that uploaded statements point at stays: its history would lose
 * its account. It can be deactivated instead, which hides it from the upload page.
 */
export async function deleteAkunBank(user: SessionUser, id: number): Promise<AkunBank> {
  assertRole(user, ["ADMIN"], "Hanya ADMIN yang boleh menghapus akun bank.");
  const account = await findForChange(id);
  const [batches, mutasi, mutasiWd] = await Promise.all([
    UploadBatch.count({ where: { batch_akun_bank_id: id } }),
    MutasiDeposit.count({ where: { mutasi_akun_bank_id: id } }),
    MutasiWithdraw.count({ where: { mutasiwd_akun_bank_id: id } }),
  ]);
  if (batches + mutasi + mutasiWd > 0) {
    const used = [batches && `${batches} upload`, mutasi + mutasiWd && `${mutasi + mutasiWd} data mutasi`].filter(Boolean).join(" dan ");
    throw new ConflictError(
      `Akun bank ${account.akun_bank_name} (${account.akun_bank_bank} - ${account.akun_bank_no}) tidak bisa dihapus karena sudah dipakai oleh ${used}. Nonaktifkan akun ini sebagai gantinya.`,
    );
  }
  await AkunBank.sequelize!.transaction(async (transaction) => {
    await account.destroy({ transaction });
    await recordActivity(
      actorOf(user, account.akun_bank_website),
      `Hapus akun bank ${account.akun_bank_bank} ${account.akun_bank_no} (${account.akun_bank_jenis_transaksi}) a.n. ${account.akun_bank_name}`,
      transaction,
    );
  });
  return account;
}

/**
 * The upload page's account select (GET /api/akunbanklist/{websiteCode}/{bank}/{depo|wd}): the
 * website's active accounts of that bank and transaction, by name. Website scope as everywhere.
 */
export async function akunBankOptions(
  user: SessionUser,
  websiteCode: string,
  bankOption: string,
  transaction: string,
): Promise<AkunBankOption[]> {
  assertRole(user, ["ADMIN", "CHECKER"]);
  const website = normaliseWebsiteCode(websiteCode);
  if (!website) throw new ValidationError("Website wajib diisi.");
  assertWebsiteAccess(user, website);
  const bank = bankOfUploadOption(bankOption);
  if (!isBankCode(bank)) throw new ValidationError(`Bank ${bankOption} tidak dikenali.`);
  const jenis = jenisOfUploadTransaction(transaction);
  if (!jenis) throw new ValidationError("Jenis transaksi harus depo atau wd.");
  const accounts = await AkunBank.findAll({
    where: { akun_bank_website: website, akun_bank_bank: bank, akun_bank_jenis_transaksi: jenis, akun_bank_status: true },
    attributes: ["akun_bank_id", "akun_bank_name", "akun_bank_no"],
    order: [
      ["akun_bank_name", "ASC"],
      ["akun_bank_id", "ASC"],
    ],
  });
  return accounts.map(({ akun_bank_id, akun_bank_name, akun_bank_no }) => ({ akun_bank_id, akun_bank_name, akun_bank_no }));
}
