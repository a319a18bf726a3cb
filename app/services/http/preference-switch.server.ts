import { serialize } from "cookie";
import { redirect } from "react-router";
import type { z } from "zod";
import { assertCsrf } from "~/services/auth/csrf.server";
import { safeRedirectPath } from "./safe-redirect";
import { cameOverHttps } from "./https";

export const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

export interface PreferenceCookie {
  name: string;
  value: string;
  maxAge: number;
  httpOnly?: boolean;
}

/**
 * A switch of the user menu (theme, 'Mode ringan'): a plain form post, so it works without
 * scripts, that sets one cookie and goes back to the page it came from. A form that does not
 * parse goes home instead.
 */
export async function preferenceSwitch<T extends { redirectTo?: string }>(
  request: Request,
  form: z.ZodType<T>,
  cookieFor: (values: T) => PreferenceCookie,
): Promise<Response> {
  const formData = await request.formData();
  await assertCsrf(formData, request);
  const parsed = form.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return redirect("/");
  const { name, value, ...options } = cookieFor(parsed.data);
  const cookie = serialize(name, value, { path: "/", sameSite: "lax", secure: cameOverHttps(request), ...options });
  return redirect(safeRedirectPath(parsed.data.redirectTo), { headers: { "Set-Cookie": cookie } });
}
