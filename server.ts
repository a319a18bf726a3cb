// Sequelize's DATEONLY parsing shifts days in other zones; business dates are Jakarta's by code.
process.env.TZ = "UTC";

import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import { closeDatabase, getDatabase } from "~/models";
import { bootstrap } from "~/services/bootstrap";
import { ConfigError, getConfig, type Config } from "~/services/config";
import { proxyExposureWarning } from "~/services/proxy-exposure.server";
import { securityHeaders } from "~/services/security-headers.server";
import { isAdmitted, normalizeIp } from "~/services/whitelist-gate";

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");

/**
 * Express in front of React Router: security headers, the IP whitelist gate (before any
 * route or asset), the /api origin check, static files, then the request handler.
 */
export function createApp(config: Config) {
  const app = express();
  app.disable("x-powered-by");
  // a hop count or the proxy's addresses, never `true`: X-Forwarded-For counts only that far
  app.set("trust proxy", config.TRUST_PROXY);
  // Streamed exports go out uncompressed: compression and React Router's stream writer both
  // add 'drain' listeners per chunk, which piles up on a 100k-row download (XLSX is a ZIP anyway).
  app.use(compression({ filter: (req, res) => !isExport(req.path) && compression.filter(req, res) }));
  app.use(securityHeaders);
  app.use(ipGate);
  app.use(apiOriginCheck);
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

function isExport(path: string): boolean {
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
  if (req.path.startsWith("/api/")) {
    res.status(403).json({ status: false, message: "Akses ditolak: IP tidak terdaftar di whitelist." });
    return;
  }
  if (req.method === "GET" && req.path === "/notfound") {
    // the not-found page itself, rendered without scripts: the refused client gets nothing else
    res.locals.ipRefused = true;
    return next();
  }
  res.redirect(302, "/notfound");
}

/**
 * React Router refuses UI actions from a foreign Origin, but not resource routes: every
 * non-GET /api call from another site is refused here.
 */
function apiOriginCheck(req: Request, res: Response, next: NextFunction) {
  if (!req.path.startsWith("/api/") || req.method === "GET" || req.method === "HEAD") return next();
  const origin = req.get("origin");
  const fetchSite = req.get("sec-fetch-site");
  let foreign = fetchSite === "cross-site";
  if (origin && origin !== "null") {
    try {
      foreign ||= new URL(origin).host !== req.get("host");
    } catch {
      foreign = true;
    }
  } else if (origin === "null") {
    foreign = true;
  }
  if (foreign) {
    res.status(403).json({ status: false, message: "Akses ditolak: permintaan dari situs lain." });
    return;
  }
  next();
}

export async function main() {
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
