import { createCookie } from "react-router";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { getConfig } from "../config.server";
import { cameOverHttps } from "../http/https";

export const CSRF_FIELD = "csrf";

/** One for plain HTTP, one for HTTPS: remix-utils serializes the cookie with the options it was made with. */
const instances = new Map<boolean, CSRF>();

/**
 * A token in every form, checked against a signed cookie, so forms are safe without scripts.
 * The cookie is signed by createCookie with our secret: remix-utils v9 ignores its own.
 */
function getCsrf(secure: boolean): CSRF {
  let csrf = instances.get(secure);
  if (!csrf) {
    const cookie = createCookie("csrf", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure,
      secrets: [getConfig().SESSION_SECRET],
    });
    csrf = new CSRF({ cookie, formDataKey: CSRF_FIELD });
    instances.set(secure, csrf);
  }
  return csrf;
}

export function commitCsrfToken(request: Request): Promise<readonly [string, string | null]> {
  return getCsrf(cameOverHttps(request)).commitToken(request);
}

/** Throws a 403 reply when the form's token does not match the cookie. */
export async function assertCsrf(formData: FormData, request: Request): Promise<void> {
  try {
    await getCsrf(cameOverHttps(request)).validate(formData, request.headers);
  } catch (error) {
    if (error instanceof CSRFError) {
      throw new Response("Sesi formulir kedaluwarsa. Muat ulang halaman lalu coba lagi.", { status: 403 });
    }
    throw error;
  }
}
