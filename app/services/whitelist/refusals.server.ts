import { Op } from "sequelize";
import { Tracking } from "~/models/models.server";
import { recordActivity } from "../activity-log/record.server";

/**
 * The activity log learns of an address the whitelist refused, once per address per hour: a scan
 * from one address, or many requests of one refused browser, must not flood the log.
 */

const ONCE_PER_MS = 60 * 60 * 1000;
/** the memory of who was logged is bounded: past this, the oldest half is forgotten */
const MAX_REMEMBERED = 10_000;
const lastLogged = new Map<string, number>();

export const refusalActivity = (ip: string) => `Akses ditolak: IP ${ip} tidak terdaftar di whitelist`;

function forgetOldest() {
  const oldest = [...lastLogged.entries()].sort((a, b) => a[1] - b[1]).slice(0, MAX_REMEMBERED / 2);
  for (const [ip] of oldest) lastLogged.delete(ip);
}

/** Writes the refusal of `ip` unless it was written in the last hour (by this process or another). */
export async function recordRefusal(ip: string, now = Date.now()): Promise<void> {
  const address = ip || "tidak diketahui";
  const seen = lastLogged.get(address);
  if (seen !== undefined && now - seen < ONCE_PER_MS) return;
  if (lastLogged.size >= MAX_REMEMBERED) forgetOldest();
  lastLogged.set(address, now);
  const activity = refusalActivity(address);
  // another server process over the same database may have written it already
  const recent = await Tracking.count({
    where: { tracking_activity: activity, tracking_crated_at: { [Op.gte]: new Date(now - ONCE_PER_MS) } },
  });
  if (recent) return;
  await recordActivity({ account_name: address, account_role: "-", website: null }, activity);
}
