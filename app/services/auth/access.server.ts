import { redirect } from "react-router";
import { ROLES, type Role } from "~/models/admin-account.server";
import { AccessDenied } from "../errors";
import { getSessionUser, type SessionUser } from "./session.server";

/** Spec section 2: who may enter each screen. */
export const SCREEN_ROLES = {
  "/": ROLES,
  "/dataplayer": ["CS", "CHECKER", "ADMIN"],
  "/upload": ["CHECKER", "ADMIN"],
  "/user": ["CHECKER", "ADMIN"],
  "/whitelist": ["CHECKER", "ADMIN"],
  "/website": ["CHECKER", "ADMIN"],
  "/convert-mutasi": ["CHECKER", "ADMIN"],
  "/view-mutasi": ["CHECKER", "ADMIN"],
  "/view-bo": ["CHECKER", "ADMIN"],
  "/databank": ["CHECKER", "ADMIN"],
  "/tracking": ["CHECKER", "ADMIN"],
  "/delete": ["CHECKER", "ADMIN"],
  "/template": ["CHECKER", "ADMIN"],
  "/tutuphari": ["CHECKER", "ADMIN"],
  // issue 13, point 5: the aliases pairing teaches; an ADMIN removes a wrong one
  "/alias": ["ADMIN"],
} as const satisfies Record<string, readonly Role[]>;

export type Screen = keyof typeof SCREEN_ROLES;

export function mayEnter(role: Role, screen: Screen): boolean {
  return (SCREEN_ROLES[screen] as readonly Role[]).includes(role);
}

/** Sidebar items in the spec's order; each shows only to the roles that may enter it. */
export const SIDEBAR: { screen: Screen; label: string }[] = [
  { screen: "/", label: "Dashboard" },
  { screen: "/upload", label: "Upload" },
  { screen: "/view-bo", label: "View BO" },
  { screen: "/view-mutasi", label: "View Mutasi" },
  { screen: "/user", label: "User" },
  { screen: "/whitelist", label: "Whitelist" },
  { screen: "/convert-mutasi", label: "Convert Mutasi" },
  { screen: "/website", label: "Website" },
  { screen: "/dataplayer", label: "Data Player" },
  { screen: "/databank", label: "Data Bank" },
  { screen: "/tracking", label: "Tracking" },
  { screen: "/delete", label: "Delete" },
  { screen: "/tutuphari", label: "Tutup Hari" },
  { screen: "/alias", label: "Alias Pemain" },
];

/** Spec: ADMIN and CHECKER see every item; CS sees only Data Player. */
export function sidebarFor(role: Role): { screen: Screen; label: string }[] {
  if (role === "CS") return SIDEBAR.filter((item) => item.screen === "/dataplayer");
  return SIDEBAR.filter((item) => mayEnter(role, item.screen));
}

/**
 * The guard of every screen's loader and action: not signed in goes to /signin; a role the
 * screen does not admit goes to /not-found.
 */
export async function requireScreen(request: Request, screen: Screen): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect("/signin");
  if (!mayEnter(user.account_role, screen)) throw redirect("/not-found");
  return user;
}

/** The guard of every /api route: 401 JSON without a valid session, 403 JSON for a role not listed. */
export async function requireApiUser(request: Request, roles: readonly Role[] = ROLES): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw Response.json({ status: false, message: "Silakan login terlebih dahulu." }, { status: 401 });
  if (!roles.includes(user.account_role)) {
    throw Response.json({ status: false, message: "Akses ditolak." }, { status: 403 });
  }
  return user;
}

/**
 * Website scope (spec section 6): ADMIN sees every website; CHECKER and CS only their own.
 * Anything else is refused before any data is read.
 */
export function assertWebsiteAccess(user: SessionUser, websiteCode: string): void {
  if (user.account_role === "ADMIN") return;
  if (!user.website_code || user.website_code.toUpperCase() !== websiteCode.toUpperCase()) {
    throw new AccessDenied("Akses ditolak: website ini bukan milik akun Anda.");
  }
}

export function assertRole(user: SessionUser, roles: readonly Role[], message = "Akses ditolak."): void {
  if (!roles.includes(user.account_role)) throw new AccessDenied(message);
}
