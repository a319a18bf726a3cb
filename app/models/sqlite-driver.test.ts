import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { UniqueConstraintError } from "sequelize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSequelize } from "./db.server";
import { initModels, Website } from "./models.server";
import { migrateUp } from "./migrate.server";
import { Database, OPEN_CREATE, OPEN_READWRITE } from "./sqlite-driver.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "driver-"));
const file = path.join(dir, "app.db");
const sequelize = initModels(createSequelize({ sqliteFile: file }));

beforeAll(async () => {
  await migrateUp(sequelize);
});
afterAll(async () => {
  await sequelize.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const pragma = async (name: string, transaction?: import("sequelize").Transaction) =>
  Object.values((await sequelize.query(`PRAGMA ${name}`, { plain: true, transaction })) as Record<string, unknown>)[0];

function website(code: string) {
  return { website_code: code, website_name: code, website_last_edited_by: null };
}

describe("SQLite driver", () => {
  it("opens every connection in WAL mode with foreign keys, a busy time-out and 16 KB pages", async () => {
    expect(await pragma("journal_mode")).toBe("wal");
    expect(await pragma("page_size")).toBe(16384);
    await sequelize.transaction(async (transaction) => {
      expect(await pragma("journal_mode", transaction)).toBe("wal");
      expect(await pragma("foreign_keys", transaction)).toBe(1);
      expect(await pragma("busy_timeout", transaction)).toBe(10000);
      expect(await pragma("synchronous", transaction)).toBe(1);
    });
  });

  it("waits for another transaction's lock without stopping the event loop, and reads meanwhile", async () => {
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstStarted!: () => void;
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    const first = sequelize.transaction(async (transaction) => {
      await Website.create(website("LOCK1"), { transaction });
      firstStarted();
      await firstHolds;
    });
    await started;
    const order: string[] = [];
    const second = sequelize.transaction(async (transaction) => {
      order.push("second has the lock");
      await Website.create(website("LOCK2"), { transaction });
    });
    // the second transaction is waiting on the lock in its thread; this thread is free
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await Website.count({ where: { website_code: "LOCK1" } })).toBe(0);
    order.push("first commits");
    releaseFirst();
    await Promise.all([first, second]);
    clearInterval(ticker);
    expect(ticks).toBeGreaterThan(5);
    expect(order).toEqual(["first commits", "second has the lock"]);
    expect(await Website.count({ where: { website_code: ["LOCK1", "LOCK2"] } })).toBe(2);
  });

  it("opens a new file from several connections at once", async () => {
    const fresh = path.join(dir, "fresh.db");
    const instances = Array.from({ length: 4 }, () => createSequelize({ sqliteFile: fresh }));
    try {
      const modes = await Promise.all(instances.map((instance) => instance.query("PRAGMA journal_mode", { plain: true })));
      expect(modes.map((mode) => Object.values(mode as object)[0])).toEqual(["wal", "wal", "wal", "wal"]);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  it("reports SQLite's errors as Sequelize's", async () => {
    await Website.create(website("UNIQ"));
    await expect(Website.create(website("UNIQ"))).rejects.toBeInstanceOf(UniqueConstraintError);
  });

  it("hands a connection back with no transaction left open", async () => {
    const connection = await new Promise<Database>((resolve, reject) => {
      const db: Database = new Database(file, OPEN_READWRITE | OPEN_CREATE, (error) => (error ? reject(error) : resolve(db)));
    });
    const run = (sql: string) => new Promise<void>((resolve, reject) => connection.run(sql, [], (error) => (error ? reject(error) : resolve())));
    await run("BEGIN IMMEDIATE");
    await run("INSERT INTO website (website_name, website_code, website_created_at, website_last_edited_at) VALUES ('X', 'ABANDONED', '2025-01-01', '2025-01-01')");
    await new Promise<void>((resolve) => connection.close(() => resolve()));
    // the lock is free again and the abandoned row is gone
    await sequelize.transaction((transaction) => Website.create(website("AFTER"), { transaction }));
    expect(await Website.count({ where: { website_code: "ABANDONED" } })).toBe(0);
  });
});
