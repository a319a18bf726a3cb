import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Website } from "~/models/models.server";
import { DATABASE_BUSY_MESSAGE } from "~/services/http/messages";
import { Client } from "../support/client";
import { openDatabase } from "../support/db";
import { freshDataDir, startServer, type RunningServer } from "../support/server";
import type { Sequelize } from "sequelize";

/**
 * A write that waits its whole busy timeout (10 s) behind another connection's write lock, as
 * behind a 100k-line statement matched inside its upload (a clean-room audit, race1 F1: approvals,
 * sign-ins and other websites' uploads answered a bare 500): a 503 saying nothing was written and
 * to try again, and the same request goes through once the lock is gone.
 */
let server: RunningServer;
let db: Sequelize;
let dataDir: string;

beforeAll(async () => {
  dataDir = freshDataDir("database-busy");
  server = await startServer({ dataDir });
  db = await openDatabase(dataDir);
});

afterAll(async () => {
  await db?.close();
  await server?.stop();
});

it("answers 503 with a retry message, writing nothing, while another connection holds the write lock past the busy timeout", async () => {
  const admin = new Client(server.url);
  await admin.signIn("admin", "admin-password-1");
  const create = () => admin.json("POST", "/api/createwebsite", { website_name: "Sibuk", website_code: "BUSY" });
  const holder = new Database(path.join(dataDir, "app.db"));
  holder.exec("BEGIN IMMEDIATE");
  try {
    const refused = await create();
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("10");
    expect(await refused.json()).toEqual({ status: false, message: DATABASE_BUSY_MESSAGE });
  } finally {
    holder.exec("ROLLBACK");
    holder.close();
  }
  expect(await Website.count({ where: { website_code: "BUSY" } })).toBe(0);
  const created = await create();
  expect(created.status).toBe(201);
}, 30_000);
