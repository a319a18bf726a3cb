import type { Transaction } from "sequelize";
import { Tracking } from "~/models/models.server";

export interface Actor {
  account_name: string;
  account_role: string;
  /** the website code the action concerns, or the actor's own; null when none */
  website: string | null;
}

/**
 * The one writer of the activity log. Every sign-in (and failed sign-in), upload, approval,
 * deletion and every change of users, websites, whitelist entries and bank accounts goes here.
 */
export async function recordActivity(actor: Actor, activity: string, transaction?: Transaction): Promise<void> {
  await Tracking.create(
    {
      tracking_website: actor.website,
      tracking_username: actor.account_name.slice(0, 50),
      tracking_role: actor.account_role.slice(0, 10),
      tracking_activity: activity.slice(0, 500),
    },
    { transaction },
  );
}
