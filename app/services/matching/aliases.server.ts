import { UniqueConstraintError, type Transaction } from "sequelize";
import { PlayerAlias } from "~/models/models.server";
import { actorOf } from "../activity-log/actor";
import { recordActivity } from "../activity-log/record.server";
import { assertRole, assertWebsiteAccess } from "../auth/access.server";
import type { SessionUser } from "../auth/session.server";
import { NotFoundError, ValidationError } from "../errors";
import { jakartaDate } from "../jakarta-time";
import { formatSpecDate } from "../spec-date";
import { normaliseWebsiteCode } from "../websites/website-code";
import { aliasKeys, lineAliasKeys, type AliasKey, type PlayerAliasClue } from "./engine/aliases";
import { ALIAS_MESSAGES as M } from "./messages";

/**
 * What a person's pairing teaches (issue 13, point 5): the sender name (normalised as the engine
 * compares names) and the sender's account number of a line a person paired with a BO row belong
 * to that row's player on that website. The next reconcile hands each pending BO row its player's
 * aliases, a clue like a matching name; an ADMIN lists and removes them.
 */

export interface AliasSource {
  kind: "deposit" | "withdraw";
  website: string;
  username: string;
  senderName: string | null;
  accountNo: string | null;
}

function keysOf(source: AliasSource): (AliasKey & { shown: string })[] {
  return aliasKeys(source.senderName, source.accountNo).map((alias) => ({
    ...alias,
    shown: String(alias.kind === "name" ? source.senderName : source.accountNo).slice(0, 150),
  }));
}

/**
 * Stores the pair's aliases (an alias already known stays as first confirmed), in the pair's
 * transaction, for the pair's side only: a relative who paid in for a player is no account the
 * operator may pay the player's withdrawal to (a clean-room audit: a deposit alias approved payouts
 * to the relative's account, which the BO did not name).
 */
export async function learnAlias(user: SessionUser, source: AliasSource, transaction: Transaction): Promise<void> {
  const website = source.website.toUpperCase();
  const username = source.username.trim();
  if (!username) return;
  for (const { kind, key, shown } of keysOf(source)) {
    const where = { alias_website: website, alias_side: source.kind, alias_kind: kind, alias_key: key, alias_username: username };
    if (await PlayerAlias.findOne({ where, transaction })) continue;
    try {
      await PlayerAlias.create({ ...where, alias_shown: shown, alias_confirmed_by: user.account_name, alias_confirmed_at: new Date() }, { transaction });
    } catch (error) {
      // learnt by a pair committed meanwhile: the alias is there, which is all that was wanted
      if (!(error instanceof UniqueConstraintError)) throw error;
    }
  }
}

/**
 * A pair an ADMIN undid said the sender is not this player's: the aliases that pair taught go, so
 * the next reconcile does not pay the player from that sender again. An alias another active pair
 * of the same player and side still teaches (`stillTaught`: the player's other manual pairs) stays.
 * Returns how many went.
 */
export async function forgetAlias(source: AliasSource, transaction: Transaction, stillTaught: readonly AliasSource[] = []): Promise<number> {
  const kept = new Set(
    stillTaught
      .filter((other) => other.kind === source.kind && other.website.toUpperCase() === source.website.toUpperCase() && other.username.trim() === source.username.trim())
      .flatMap((other) => keysOf(other).map(({ kind, key }) => `${kind}\u0001${key}`)),
  );
  return destroyAliases(source, keysOf(source).filter(({ kind, key }) => !kept.has(`${kind}\u0001${key}`)), transaction);
}

/**
 * Every alias of the player the line's sender or account is, whatever pair taught it: an automatic
 * pair an ADMIN refused may have rested on either, also on an account the line shows alone (a
 * clean-room audit: the nameless credit's account kept approving the player's next credits).
 */
export function forgetLineAliases(source: AliasSource, transaction: Transaction): Promise<number> {
  return destroyAliases(source, lineAliasKeys(source.senderName, source.accountNo), transaction);
}

/** The source's player's aliases of these keys, on its website and side; how many went. */
async function destroyAliases(source: AliasSource, keys: readonly AliasKey[], transaction: Transaction): Promise<number> {
  let removed = 0;
  for (const { kind, key } of keys) {
    removed += await PlayerAlias.destroy({
      where: { alias_website: source.website.toUpperCase(), alias_side: source.kind, alias_kind: kind, alias_key: key, alias_username: source.username.trim() },
      transaction,
    });
  }
  return removed;
}

/** `alias dikonfirmasi oleh checker1 pada 5-Jan-2025`: the clue's words in the match reason. */
export function aliasNote(alias: Pick<PlayerAlias, "alias_confirmed_by" | "alias_confirmed_at">): string {
  return M.confirmedBy(alias.alias_confirmed_by, formatSpecDate(jakartaDate(new Date(alias.alias_confirmed_at)), { padDay: false }));
}

/**
 * The aliases of one website's players for one side, by upper-case username. A website's aliases
 * are what its clerks paired by hand, a few thousand at most: read whole rather than by a list of
 * usernames that could pass the database's limit on parameters.
 */
export async function aliasCluesOf(website: string, side: AliasSource["kind"], transaction?: Transaction): Promise<Map<string, PlayerAliasClue[]>> {
  const result = new Map<string, PlayerAliasClue[]>();
  const rows = await PlayerAlias.findAll({ where: { alias_website: website.toUpperCase(), alias_side: side }, order: [["alias_id", "ASC"]], transaction });
  for (const row of rows) {
    const key = row.alias_username.toUpperCase();
    const list = result.get(key) ?? [];
    list.push({ kind: row.alias_kind, key: row.alias_key, note: aliasNote(row) });
    result.set(key, list);
  }
  return result;
}

/** Hands each BO candidate of a run its player's aliases of the run's side, the engine's `aliases` clue. */
export async function attachAliases(
  website: string,
  side: AliasSource["kind"],
  bos: { username: string; aliases?: readonly PlayerAliasClue[] }[],
  transaction?: Transaction,
): Promise<void> {
  const clues = await aliasCluesOf(website, side, transaction);
  if (clues.size === 0) return;
  for (const bo of bos) {
    const list = clues.get(bo.username.trim().toUpperCase());
    if (list) bo.aliases = list;
  }
}

export interface AliasView {
  id: number;
  website: string;
  username: string;
  /** the side of the pair that taught it, the only side it counts on */
  side: AliasSource["kind"];
  kind: "name" | "account";
  shown: string;
  key: string;
  confirmedBy: string;
  /** 5-Jan-2025 (Jakarta) */
  confirmedAt: string;
}

const ALIAS_PAGE = 500;

/**
 * The {website} of GET /api/viewalias/{website}: `all` (any case, as the other /api paths read
 * it) is every website; a blank one is refused rather than read as all.
 */
export function aliasWebsiteOfPath(value: string | undefined): string {
  const text = (value ?? "").trim();
  if (!text) throw new ValidationError(M.websiteRequired);
  return text.toUpperCase() === "ALL" ? "" : text;
}

/** ADMIN: the aliases of a website (or of every website they see), newest first. */
export async function listAliases(user: SessionUser, websiteInput: unknown): Promise<AliasView[]> {
  assertRole(user, ["ADMIN"], M.onlyAdmin);
  const website = typeof websiteInput === "string" && websiteInput.trim() ? normaliseWebsiteCode(websiteInput) : null;
  if (typeof websiteInput === "string" && websiteInput.trim() && !website) throw new ValidationError(M.badWebsite);
  if (website) assertWebsiteAccess(user, website);
  const rows = await PlayerAlias.findAll({
    where: website ? { alias_website: website } : {},
    order: [["alias_id", "DESC"]],
    limit: ALIAS_PAGE,
  });
  return rows.map((row) => ({
    id: row.alias_id,
    website: row.alias_website,
    username: row.alias_username,
    side: row.alias_side,
    kind: row.alias_kind,
    shown: row.alias_shown,
    key: row.alias_key,
    confirmedBy: row.alias_confirmed_by,
    confirmedAt: formatSpecDate(jakartaDate(new Date(row.alias_confirmed_at)), { padDay: false }),
  }));
}

