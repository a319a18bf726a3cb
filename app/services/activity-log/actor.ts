import type { SessionUser } from "../auth/session.server";
import type { Actor } from "./record.server";

/** Who did it, for the tracking log: the account, its role, and the website the action concerns. */
export function actorOf(user: SessionUser, website: string | null = user.website_code): Actor {
  return { account_name: user.account_name, account_role: user.account_role, website };
}
