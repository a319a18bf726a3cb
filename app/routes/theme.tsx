import { serialize } from "cookie";
import { redirect } from "react-router";
import { z } from "zod";
import { assertCsrf } from "~/services/auth/csrf.server";
import { safeRedirectPath } from "~/services/http/safe-redirect";
import type { Route } from "./+types/theme";

const themeForm = z.object({ theme: z.enum(["light", "dark"]), redirectTo: z.string().optional() });

export function loader() {
  return redirect("/");
}

/** The theme toggle: a form post, so the server renders the chosen theme with no flash. */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  await assertCsrf(formData, request);
  const parsed = themeForm.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return redirect("/");
  const cookie = serialize("theme", parsed.data.theme, {
    path: "/",
    sameSite: "lax",
    maxAge: 365 * 24 * 60 * 60,
    secure: new URL(request.url).protocol === "https:",
  });
  return redirect(safeRedirectPath(parsed.data.redirectTo), { headers: { "Set-Cookie": cookie } });
}
