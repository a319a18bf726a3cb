import { redirect } from "react-router";
import { assertCsrf } from "~/services/auth/csrf.server";
import { clearSessionCookie, endSessions, getSessionUser } from "~/services/auth/session.server";
import { recordActivity } from "~/services/activity-log/record.server";
import type { Route } from "./+types/signout";

export function loader() {
  return redirect("/");
}

/** Sign-out is a POST (a form in the user menu): ends the account's tokens, clears the cookie, lands on /signin. */
export async function action({ request }: Route.ActionArgs) {
  await assertCsrf(await request.formData(), request);
  const user = await getSessionUser(request);
  if (user) {
    await endSessions(user, request);
    await recordActivity(
      { account_name: user.account_name, account_role: user.account_role, website: user.website_code },
      "Logout",
    );
  }
  return redirect("/signin", { headers: { "Set-Cookie": clearSessionCookie(request) } });
}
