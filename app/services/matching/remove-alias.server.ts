import type { Transaction } from "sequelize";
import { PlayerAlias } from "~/models/models.server";
import { actorOf } from "../activity-log/actor";
import { recordActivity } from "../activity-log/record.server";
import { assertRole, assertWebsiteAccess } from "../auth/access.server";
import type { SessionUser } from "../auth/session.server";
import { NotFoundError, ValidationError } from "../errors";
import { awaitWebsiteTurn, judgeAgain } from "../review/judge-again.server";
import { daysOfAutoPairs, otherManualPairs } from "../review/pair-aliases.server";
import { aliasNote } from "./aliases.server";
import { aliasKeys } from "./engine/aliases";
import { ALIAS_MESSAGES as M } from "./messages";

/**
 * ADMIN: removes one alias; the removal is tracked with what was removed. A name removed as wrong
 * takes with it the account its pairs taught beside it: the sender is not the player's, so neither
 * is the account it paid from (a clean-room audit: after the name went, a nameless credit from the
 * account was still approved on it).
 */
export async function removeAlias(user: SessionUser, idInput: unknown): Promise<{ message: string }> {
  assertRole(user, ["ADMIN"], M.onlyAdmin);
  const id = typeof idInput === "number" ? idInput : typeof idInput === "string" && /^\s*\d+\s*$/.test(idInput) ? Number(idInput) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new ValidationError(M.badId);
  return PlayerAlias.sequelize!.transaction(async (transaction) => {
    const row = await PlayerAlias.findByPk(id, { transaction });
    if (!row) throw new NotFoundError(M.notFound(id));
    assertWebsiteAccess(user, row.alias_website);
    // the player's automatic pairs are judged again below: the run takes its turn with the website's uploads
    await awaitWebsiteTurn(row.alias_side, row.alias_website, transaction);
    const accounts = row.alias_kind === "name" ? await accountsTaughtOnlyWith(row, transaction) : [];
    await row.destroy({ transaction });
    for (const account of accounts) await account.destroy({ transaction });
    const shownAccounts = accounts.map((account) => account.alias_shown);
    await recordActivity(
      actorOf(user, row.alias_website),
      `Hapus alias ${row.alias_kind === "name" ? "nama" : "rekening"} "${row.alias_shown}" milik ${row.alias_username} (${row.alias_website}), ${aliasNote(row)}` +
        (shownAccounts.length ? `; alias rekening ${shownAccounts.join(", ")} ikut dihapus` : ""),
      transaction,
    );
    const days = await daysOfAutoPairs([{ kind: row.alias_side, website: row.alias_website, username: row.alias_username }], transaction);
    if (days.length > 0) await judgeAgain(user, row.alias_website, days, transaction);
    return { message: M.removed(row.alias_shown, row.alias_username, shownAccounts) };
  });
}

/**
 * The account aliases of the player's active manual pairs from this name that no pair from a sender
 * still taught also teaches: a sender whose name an ADMIN removed before vouches for nothing (a
 * clean-room audit: both names removed, the account they taught kept approving nameless lines).
 */
async function accountsTaughtOnlyWith(name: PlayerAlias, transaction: Transaction): Promise<PlayerAlias[]> {
  const pairs = (await otherManualPairs(name.alias_website, name.alias_username, transaction)).filter((pair) => pair.kind === name.alias_side);
  const taughtNames = await PlayerAlias.findAll({
    where: { alias_website: name.alias_website, alias_side: name.alias_side, alias_username: name.alias_username, alias_kind: "name" },
    attributes: ["alias_id", "alias_key"],
    transaction,
  });
  const standing = new Set(taughtNames.filter((alias) => alias.alias_id !== name.alias_id).map((alias) => alias.alias_key));
  const withName = new Set<string>();
  const withOthers = new Set<string>();
  for (const pair of pairs) {
    const keys = aliasKeys(pair.senderName, pair.accountNo);
    const vouched = keys.some((key) => key.kind === "name" && standing.has(key.key));
    for (const key of keys) if (key.kind === "account") (vouched ? withOthers : withName).add(key.key);
  }
  const only = [...withName].filter((account) => !withOthers.has(account));
  if (only.length === 0) return [];
  return PlayerAlias.findAll({
    where: { alias_website: name.alias_website, alias_side: name.alias_side, alias_username: name.alias_username, alias_kind: "account", alias_key: only },
    transaction,
  });
}
