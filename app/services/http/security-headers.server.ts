import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/** One year, subdomains included: the office reaches the app through one HTTPS name. */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/**
 * The policy of one response. Scripts run only from our own origin or with this response's
 * nonce (React Router's inline hydration scripts), never inline otherwise; Emotion's <style>
 * tags carry the same nonce, on the server and on the client.
 *
 * `style-src-attr 'unsafe-inline'` is for style *attributes* only: MUI's Paper renders its
 * elevation as `style="--Paper-shadow:..."` on every card and dialog, and the dashboard chart
 * has one too; blocked, every card loses its shadow (and the browser logs a violation per
 * element). An attribute cannot run script, and <style> elements stay nonce-only.
 */
export function contentSecurityPolicy(nonce: string, options: { hotReload?: boolean } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // `npm run dev` only: Vite and Emotion's development mode insert <style> tags without a nonce
    options.hotReload ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join("; ");
}

/**
 * Headers every reply carries. The nonce is made here, per request, and handed to the page
 * render through res.locals (server.ts puts it in the load context). HSTS only over HTTPS:
 * req.secure believes X-Forwarded-Proto only as far as the trust proxy setting allows.
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  setSecurityHeaders(req, res, {});
  next();
}

/** The same headers for `npm run dev` (see contentSecurityPolicy). */
export function hotReloadSecurityHeaders(req: Request, res: Response, next: NextFunction) {
  setSecurityHeaders(req, res, { hotReload: true });
  next();
}

function setSecurityHeaders(req: Request, res: Response, options: { hotReload?: boolean }) {
  const nonce = randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Referrer-Policy", "same-origin");
  if (req.secure) res.setHeader("Strict-Transport-Security", HSTS_VALUE);
}
