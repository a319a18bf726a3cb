import { Op, type WhereOptions } from "sequelize";
import { Tracking } from "~/models/models.server";
import { containsLiteral, pageOptions, type Page } from "~/models/dialect.server";
import { assertRole, assertWebsiteAccess } from "../auth/access.server";
import type { SessionUser } from "../auth/session.server";

/**
 * Reading the activity log (the Tracking page and GET /api/tracking, /api/searchtracking).
 * app/services/tracking.ts stays its one writer.
 */

/** The website choice meaning every website, rows without a website included (ADMIN only). */
export const ALL_WEBSITES = "ALL";
export const SEARCH_MAX_LENGTH = 100;

export interface TrackingRow {
  tracking_id: number;
  tracking_website: string | null;
  tracking_username: string;
  tracking_role: string;
  tracking_activity: string;
  /** ISO 8601 UTC (spec: tracking_crated_at, spelled so) */
  tracking_crated_at: string;
}

export interface TrackingFilter {
  /** a website code, or ALL */
  website: string;
  /** matched, ignoring case, against the username and the activity text */
  search?: string | null;
}

/**
 * A page of the log, newest first. ADMIN reads any website or ALL; a CHECKER only their own
 * website (anything else is refused before any row is read); CS not at all.
 */
export async function listTracking(
  user: SessionUser,
  filter: TrackingFilter,
  page: Page,
): Promise<{ rows: TrackingRow[]; total: number }> {
  assertRole(user, ["ADMIN", "CHECKER"]);
  const website = filter.website.trim().toUpperCase();
  const everyWebsite = website === ALL_WEBSITES && user.account_role === "ADMIN";
  if (!everyWebsite) assertWebsiteAccess(user, website);
  const conditions: WhereOptions[] = [];
  if (!everyWebsite) conditions.push({ tracking_website: website });
  const term = (filter.search ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  if (term) {
    const sequelize = Tracking.sequelize!;
    conditions.push({
      [Op.or]: [containsLiteral(sequelize, "tracking_username", term), containsLiteral(sequelize, "tracking_activity", term)],
    });
  }
  const where: WhereOptions = conditions.length ? { [Op.and]: conditions } : {};
  const [total, rows] = await Promise.all([
    Tracking.count({ where }),
    Tracking.findAll({ where, ...pageOptions(page, [["tracking_id", "DESC"]]) }),
  ]);
  return {
    total,
    rows: rows.map((row) => ({
      tracking_id: row.tracking_id,
      tracking_website: row.tracking_website,
      tracking_username: row.tracking_username,
      tracking_role: row.tracking_role,
      tracking_activity: row.tracking_activity,
      tracking_crated_at: row.tracking_crated_at.toISOString(),
    })),
  };
}
