import { createCookie } from "react-router";
import { getConfig } from "../config.server";
import { cameOverHttps } from "./https";

export type NoticeSeverity = "success" | "error" | "info" | "warning";
export interface Notice {
  severity: NoticeSeverity;
  message: string;
}

let cookie: ReturnType<typeof createCookie> | undefined;

/**
 * A notice carried across the redirect that follows a successful form post (post/redirect/get),
 * signed so nobody can make the page show a message of their own.
 */
function flashCookie() {
  cookie ??= createCookie("flash", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: 60,
    secrets: [getConfig().SESSION_SECRET],
  });
  return cookie;
}

export async function setFlash(request: Request, notice: Notice): Promise<string> {
  return flashCookie().serialize(notice, { secure: cameOverHttps(request) });
}

/** The pending notice, and the Set-Cookie header that clears it (when there was one). */
export async function takeFlash(request: Request): Promise<{ notice: Notice | null; headers: HeadersInit | undefined }> {
  const value = (await flashCookie().parse(request.headers.get("cookie"))) as Notice | null;
  if (!value || typeof value.message !== "string") return { notice: null, headers: undefined };
  return { notice: value, headers: { "Set-Cookie": await flashCookie().serialize("", { maxAge: 0, secure: cameOverHttps(request) }) } };
}
