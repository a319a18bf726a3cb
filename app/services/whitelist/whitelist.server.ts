import { UniqueConstraintError, type Transaction } from "sequelize";
import { WhitelistEntry } from "~/models/models.server";
import { pageOptions, type Page } from "~/models/dialect.server";
import { withAccountNames } from "../accounts/account-names.server";
import { assertRole } from "../auth/access.server";
import { actorOf } from "../activity-log/actor";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { parseWhitelistEntry } from "./ip-format";
import type { SessionUser } from "../auth/session.server";
import { recordActivity } from "../activity-log/record.server";
import { admitsAddress, invalidateWhitelistCache, normalizeIp } from "./gate.server";

/** A row of the whitelist table and of GET /api/viewwhitelist (spec section 3, Whitelist entry). */
export interface WhitelistRow {
  Whitelist_id: number;
  Whitelist_ip: string;
  Whitelist_status: boolean;
  Whitelist_last_edited_at: string;
  Whitelist_last_edited_by: number | null;
  Whitelist_last_edited_by_name: string;
}

const ONLY_ADMIN = "Hanya ADMIN yang boleh mengubah whitelist.";

/** The whitelist is global (it gates the whole application): ADMIN and CHECKER both read all of it. */
export async function listWhitelist(user: SessionUser, page: Page): Promise<{ rows: WhitelistRow[]; total: number }> {
  assertRole(user, ["ADMIN", "CHECKER"]);
  const { rows, count } = await WhitelistEntry.findAndCountAll(pageOptions(page, [["Whitelist_id", "ASC"]]));
  return {
    total: count,
    rows: await withAccountNames(rows, (row) => [row.Whitelist_last_edited_by], (row, nameOf) => ({
      Whitelist_id: row.Whitelist_id,
      Whitelist_ip: row.Whitelist_ip,
      Whitelist_status: Boolean(row.Whitelist_status),
      Whitelist_last_edited_at: row.Whitelist_last_edited_at.toISOString(),
      Whitelist_last_edited_by: row.Whitelist_last_edited_by,
      Whitelist_last_edited_by_name: nameOf(row.Whitelist_last_edited_by),
    })),
  };
}

/**
 * An address or CIDR range, IPv4 or IPv6, in its stored form. Nothing is stripped here: the
 * page's input keeps only what an entry can hold, and anything else sent is refused rather than
 * turned into another address (`192.168.1.0/24` once became `192.168.1.24`).
 */
export function parseWhitelistIp(value: unknown): string {
  const parsed = parseWhitelistEntry(typeof value === "string" ? value : "");
  if (!parsed.ok) throw new ValidationError(parsed.message);
  return parsed.canonical;
}

export function lockOutMessage(clientIp: string): string {
  return `Perubahan ini akan memblokir IP Anda sendiri (${clientIp || "tidak diketahui"}). Tambahkan IP Anda ke whitelist terlebih dahulu.`;
}

/**
 * Refuses a change after which the gate would no longer admit the acting admin's own address:
 * `change` turns today's active addresses into tomorrow's. The same rule as the gate decides.
 */
async function assertNotLockingOut(clientIp: string, change: (active: Set<string>) => void, transaction: Transaction) {
  const entries = await WhitelistEntry.findAll({ where: { Whitelist_status: true }, attributes: ["Whitelist_ip"], transaction });
  const active = new Set(entries.map((entry) => entry.Whitelist_ip));
  change(active);
  if (!admitsAddress(active, clientIp)) throw new ConflictError(lockOutMessage(normalizeIp(clientIp)));
}

/** Every change ends with this: the gate on this instance sees it at once. */
async function changeList<T>(run: (transaction: Transaction) => Promise<T>): Promise<T> {
  try {
    return await WhitelistEntry.sequelize!.transaction(run);
  } finally {
    invalidateWhitelistCache();
  }
}

/** A new entry is active at once (spec: POST /api/createwhitelist carries only the address). */
export async function createWhitelist(user: SessionUser, input: { whitelist_ip?: unknown }, clientIp: string): Promise<WhitelistEntry> {
  assertRole(user, ["ADMIN"], ONLY_ADMIN);
  const ip = parseWhitelistIp(input.whitelist_ip);
  const duplicate = () => new ConflictError(`IP ${ip} sudah ada di whitelist.`);
  try {
    return await changeList(async (transaction) => {
      if (await WhitelistEntry.findOne({ where: { Whitelist_ip: ip }, transaction })) throw duplicate();
      await assertNotLockingOut(clientIp, (active) => active.add(ip), transaction);
      const entry = await WhitelistEntry.create(
        { Whitelist_ip: ip, Whitelist_status: true, Whitelist_last_edited_by: user.account_id },
        { transaction },
      );
      await recordActivity(actorOf(user), `Tambah whitelist IP ${ip}`, transaction);
      return entry;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw duplicate();
    throw error;
  }
}

export async function setWhitelistStatus(user: SessionUser, id: number, status: boolean, clientIp: string): Promise<WhitelistEntry> {
  assertRole(user, ["ADMIN"], ONLY_ADMIN);
  return changeList(async (transaction) => {
    const entry = await WhitelistEntry.findByPk(id, { transaction });
    if (!entry) throw new NotFoundError("Whitelist tidak ditemukan.");
    await assertNotLockingOut(
      clientIp,
      (active) => (status ? active.add(entry.Whitelist_ip) : active.delete(entry.Whitelist_ip)),
      transaction,
    );
    await entry.update({ Whitelist_status: status, Whitelist_last_edited_at: new Date(), Whitelist_last_edited_by: user.account_id }, { transaction });
    await recordActivity(
      actorOf(user),
      `Ubah status whitelist IP ${entry.Whitelist_ip} menjadi ${status ? "Active" : "Inactive"}`,
      transaction,
    );
    return entry;
  });
}

export async function deleteWhitelist(user: SessionUser, id: number, clientIp: string): Promise<WhitelistEntry> {
  assertRole(user, ["ADMIN"], ONLY_ADMIN);
  return changeList(async (transaction) => {
    const entry = await WhitelistEntry.findByPk(id, { transaction });
    if (!entry) throw new NotFoundError("Whitelist tidak ditemukan.");
    await assertNotLockingOut(clientIp, (active) => active.delete(entry.Whitelist_ip), transaction);
    await entry.destroy({ transaction });
    await recordActivity(actorOf(user), `Hapus whitelist IP ${entry.Whitelist_ip}`, transaction);
    return entry;
  });
}

