import { serialize } from "cookie";
import { redirect } from "react-router";
import { z } from "zod";
import { assertCsrf } from "~/services/auth/csrf.server";
import { LIGHT_MODE_COOKIE } from "~/services/light-mode";
import { safeRedirectPath } from "~/services/http/safe-redirect";
import type { Route } from "./+types/light-mode";

const lightForm = z.object({ light: z.enum(["on", "off"]), redirectTo: z.string().optional() });

export function loader() {
  return redirect("/");
}

/**
 * The 'Mode ringan' switch of the user menu: a plain form post (works without scripts) that sets
 * or clears the `light` cookie and goes back to the page it came from, which the server then
 * renders with no script (on) or with its scripts again (off).
 */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  await assertCsrf(formData, request);
  const parsed = lightForm.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return redirect("/");
  const on = parsed.data.light === "on";
  const cookie = serialize(LIGHT_MODE_COOKIE, on ? "1" : "", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    maxAge: on ? 365 * 24 * 60 * 60 : 0,
    secure: new URL(request.url).protocol === "https:",
  });
  // with scripts the switch is a normal navigation (reloadDocument): the next page is a full load
  return redirect(safeRedirectPath(parsed.data.redirectTo), { headers: { "Set-Cookie": cookie } });
}
