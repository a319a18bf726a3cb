// Sequelize's DATEONLY parsing shifts days in other zones; business dates are Jakarta's by code.
process.env.TZ = "UTC";

import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import { closeDatabase, getDatabase } from "~/models/models.server";
import { bootstrap } from "~/services/accounts/bootstrap.server";
import { ConfigError, getConfig, type Config } from "~/services/config.server";
import {
  acceptsBody,
  acceptsFormBody,
  BODY_TOO_LARGE_MESSAGE,
  FOREIGN_ORIGIN_MESSAGE,
  isApiPath,
  isFileUpload,
  isForeignOrigin,
  isSafeMethod,
  MAX_BODY_BYTES,
  routerPath,
  UNSUPPORTED_BODY_MESSAGE,
  UNSUPPORTED_FORM_BODY_MESSAGE,
} from "~/services/http/request-guard.server";
import { failBodyReader, lingerAfterAnswer } from "~/services/http/lingering-close.server";
import { proxyExposureWarning } from "~/services/http/proxy-exposure.server";
import { hotReloadSecurityHeaders, securityHeaders } from "~/services/http/security-headers.server";
import { isAdmitted, normalizeIp } from "~/services/whitelist/gate.server";
import { recordRefusal } from "~/services/whitelist/refusals.server";

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");

/**
 * Express in front of React Router: security headers, the IP whitelist gate (before any
 * route or asset), the origin and body-type check, static files, then the request handler.
 */
/** `hotReload`: served by `npm run dev` (scripts/dev.ts), whose Vite styles carry no nonce. */
export function createApp(config: Config, options: { hotReload?: boolean } = {}) {
  const app = express();
  app.disable("x-powered-by");
  // a hop count or the proxy's addresses, never `true`: X-Forwarded-For counts only that far
  app.set("trust proxy", config.TRUST_PROXY);
  // Streamed exports go out uncompressed: compression and React Router's stream writer both
  // add 'drain' listeners per chunk, which piles up on a 100k-row download (XLSX is a ZIP anyway).
  app.use(compression({ filter: (req, res) => !isExport(req.originalUrl) && compression.filter(req, res) }));
  app.use(options.hotReload ? hotReloadSecurityHeaders : securityHeaders);
  app.use(ipGate);
  app.use(requestGuard);
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: true }),
  );
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  app.use(noStore);
  app.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
      getLoadContext: (req, res) => ({
        clientIp: clientIpOf(req),
        scriptsAllowed: res.locals.ipRefused !== true,
        cspNonce: res.locals.cspNonce as string,
      }),
    }),
  );
  return app;
}

function isExport(rawUrl: string): boolean {
  const path = routerPath(rawUrl);
  return path.startsWith("/export/") || path.startsWith("/api/export");
}

function clientIpOf(req: Request): string {
  return normalizeIp(req.ip ?? req.socket.remoteAddress);
}

/** Pages and /api replies carry money and personal data: never cached. */
function noStore(_req: Request, res: Response, next: NextFunction) {
  res.setHeader("Cache-Control", "no-store");
  next();
}

async function ipGate(req: Request, res: Response, next: NextFunction) {
  try {
    if (await isAdmitted(clientIpOf(req))) return next();
  } catch (error) {
    console.error("IP whitelist check failed", error);
  }
  // once per address per hour; the reply does not wait for the log
  recordRefusal(clientIpOf(req)).catch((error: unknown) => console.error("Recording a whitelist refusal failed", error));
  const path = routerPath(req.originalUrl);
  if (isApiPath(path)) {
    res.status(403).json({ status: false, message: "Akses ditolak: IP tidak terdaftar di whitelist." });
    return;
  }
  if (req.method === "GET" && path === "/notfound") {
    // the not-found page itself, rendered without scripts: the refused client gets nothing else
    res.locals.ipRefused = true;
    return next();
  }
  res.redirect(302, "/notfound");
}

/**
 * React Router refuses UI actions from a foreign Origin, but not resource routes: every
 * state-changing request from another site is refused here, whatever its path; /api bodies
 * must be of the type the endpoint speaks, a screen's body a form; and every body but a file
 * upload is capped at MAX_BODY_BYTES. All judge the path as the router will match it.
 */
function requestGuard(req: Request, res: Response, next: NextFunction) {
  if (isSafeMethod(req.method)) return next();
  const path = routerPath(req.originalUrl);
  const api = isApiPath(path);
  const foreign = isForeignOrigin({ origin: req.get("origin"), secFetchSite: req.get("sec-fetch-site"), host: req.get("host") });
  if (foreign) {
    refuse(res, api, 403, FOREIGN_ORIGIN_MESSAGE);
    return;
  }
  const contentType = req.get("content-type");
  if (api ? !acceptsBody(path, contentType, hasBody(req)) : !acceptsFormBody(contentType)) {
    refuse(res, api, 415, api ? UNSUPPORTED_BODY_MESSAGE : UNSUPPORTED_FORM_BODY_MESSAGE);
    return;
  }
  if (!isFileUpload(path, contentType)) {
    const length = req.get("content-length");
    if (length !== undefined && Number(length) > MAX_BODY_BYTES) {
      refuse(res, api, 413, BODY_TOO_LARGE_MESSAGE);
      return;
    }
    if (length === undefined && req.get("transfer-encoding") !== undefined) capChunkedBody(req, res, api);
  }
  next();
}

/**
 * A body without a Content-Length (chunked) is counted as the route reads it. Past the cap the
 * client gets 413 and the route's reader fails instead of seeing a cut-off body; the rest of the
 * body is thrown away while the connection closes.
 */
function capChunkedBody(req: Request, res: Response, api: boolean) {
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= MAX_BODY_BYTES) return;
    req.off("data", count);
    if (!res.headersSent) refuse(res, api, 413, BODY_TOO_LARGE_MESSAGE);
    failBodyReader(req, new Error(BODY_TOO_LARGE_MESSAGE));
  };
  // a listener of every chunk read, not a reader: paused again so the route decides when it flows
  req.on("data", count);
  req.pause();
}

function hasBody(req: Request): boolean {
  const length = req.get("content-length");
  return req.get("transfer-encoding") !== undefined || (length !== undefined && length !== "0");
}

/**
 * Answers before the body is read: the connection is closed rather than drained for reuse, after
 * the client has had the answer.
 */
function refuse(res: Response, api: boolean, status: number, message: string) {
  res.setHeader("Connection", "close");
  lingerAfterAnswer(res);
  if (api) res.status(status).json({ status: false, message });
  else res.status(status).type("text/plain; charset=utf-8").send(message);
}

/**
 * Reads the configuration, migrates the database and creates the first ADMIN: what must hold
 * before the first request, for `npm start` and `npm run dev` alike. A bad setting stops the process.
 */
export async function prepare(): Promise<Config> {
  let config: Config;
  try {
    config = getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const result = await bootstrap(getDatabase(), config);
  if (result.migrationsApplied.length) console.log(`Migrations applied: ${result.migrationsApplied.join(", ")}`);
  if (result.firstAdmin) {
    console.log(`First ADMIN account created: ${result.firstAdmin.username}`);
    if (result.firstAdmin.generatedPassword) {
      console.log(`Generated password (shown once, change it after signing in): ${result.firstAdmin.generatedPassword}`);
    }
  }
  return config;
}

export async function main() {
  const config = await prepare();
  const server = createApp(config).listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    const warning = proxyExposureWarning(typeof address === "object" && address ? address.address : config.HOST, config.TRUST_PROXY);
    if (warning) console.warn(warning);
    console.log(`Listening on http://localhost:${port}`);
  });
  const shutdown = () => {
    server.close(() => {
      void closeDatabase().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

const runDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
