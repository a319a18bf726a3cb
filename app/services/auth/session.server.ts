import { parse, serialize } from "cookie";
import { AdminAccount, Website } from "~/models/models.server";
import type { Role } from "~/models/admin-account.server";
import { getConfig } from "../config.server";
import { signToken, TOKEN_LIFETIME_SECONDS, verifyToken } from "./token.server";
import { cameOverHttps } from "../http/https";

export const TOKEN_COOKIE = "token";

/** The signed-in account as every screen and /api route sees it. */
export interface SessionUser {
  account_id: number;
  account_name: string;
  account_role: Role;
  /** website id (spec: account_website); null for ADMIN */
  account_website: number | null;
  /** the code of that website, for scoping queries; null for ADMIN */
  website_code: string | null;
}

const perRequest = new WeakMap<Request, Promise<SessionUser | null>>();

/**
 * The account behind the request's token, checked on every request: HS256 signature,
 * expiry, and the account still existing, active, and at the token's version.
 */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = loadSessionUser(request);
    perRequest.set(request, pending);
  }
  return pending;
}

async function loadSessionUser(request: Request): Promise<SessionUser | null> {
  const token = parse(request.headers.get("cookie") ?? "")[TOKEN_COOKIE];
  if (!token) return null;
  const claims = await verifyToken(token, getConfig().SESSION_SECRET);
  if (!claims) return null;
  const account = await AdminAccount.findByPk(claims.account_id);
  if (!account || !account.account_status || account.account_token_version !== claims.token_version) return null;
  const website = account.account_website ? await Website.findByPk(account.account_website) : null;
  return {
    account_id: account.account_id,
    account_name: account.account_name,
    account_role: account.account_role,
    account_website: account.account_website,
    website_code: website?.website_code ?? null,
  };
}

export async function createSessionCookie(account: AdminAccount, request: Request): Promise<string> {
  const token = await signToken(
    {
      account_id: account.account_id,
      account_name: account.account_name,
      account_role: account.account_role,
      account_website: account.account_website,
      token_version: account.account_token_version,
    },
    getConfig().SESSION_SECRET,
  );
  return serialize(TOKEN_COOKIE, token, { ...cookieAttributes(request), maxAge: TOKEN_LIFETIME_SECONDS });
}

/**
 * Ends every token of the account: a cookie copied before sign-out would otherwise stay valid
 * until it expires. Only the version that the token carries is moved on, so a parallel sign-out
 * that already moved it changes nothing more.
 */
export async function endSessions(user: SessionUser, request: Request): Promise<void> {
  const token = parse(request.headers.get("cookie") ?? "")[TOKEN_COOKIE];
  const claims = token ? await verifyToken(token, getConfig().SESSION_SECRET) : null;
  if (!claims || claims.account_id !== user.account_id) return;
  await AdminAccount.update(
    { account_token_version: claims.token_version + 1 },
    { where: { account_id: user.account_id, account_token_version: claims.token_version } },
  );
}

export function clearSessionCookie(request: Request): string {
  return serialize(TOKEN_COOKIE, "", { ...cookieAttributes(request), maxAge: 0, expires: new Date(0) });
}

function cookieAttributes(request: Request) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: cameOverHttps(request),
  };
}
