import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkInsert, bulkWriter } from "./bulk-insert";
import { createSequelize } from "./db";
import { initModels, Tracking, Website } from "./index";
import { migrateUp } from "./migrate";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bulk-"));
const sequelize = initModels(createSequelize({ sqliteFile: path.join(dir, "app.db") }));

beforeAll(async () => {
  await migrateUp(sequelize);
});
afterAll(async () => {
  await sequelize.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("bulkInsert on SQLite", () => {
  it("writes every row, in batches and a remainder, readable through the models", async () => {
    const when = new Date("2026-01-02T03:04:05.678Z");
    const rows = Array.from({ length: 1234 }, (_, i) => [`W${i % 3}`, `user${i}`, "CHECKER", `activity ${i}`, when]);
    await sequelize.transaction((transaction) =>
      bulkInsert(Tracking, ["tracking_website", "tracking_username", "tracking_role", "tracking_activity", "tracking_crated_at"], rows, transaction),
    );
    expect(await Tracking.count()).toBe(1234);
    const last = await Tracking.findOne({ where: { tracking_username: "user1233" } });
    expect(last?.tracking_activity).toBe("activity 1233");
    expect(last?.tracking_crated_at.toISOString()).toBe(when.toISOString());
  });

  it("writes nothing when the transaction rolls back", async () => {
    const before = await Website.count();
    await expect(
      sequelize.transaction(async (transaction) => {
        const now = new Date();
        const columns = ["website_name", "website_code", "website_created_at", "website_last_edited_at"];
        await bulkInsert(Website, columns, [["A", "AAA", now, now], ["B", "BBB", now, now]], transaction);
        expect(await Website.count({ transaction })).toBe(before + 2);
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await Website.count()).toBe(before);
  });
});

describe("bulkWriter on SQLite", () => {
  const columns = ["tracking_website", "tracking_username", "tracking_role", "tracking_activity", "tracking_crated_at"];

  it("takes rows in several writes and counts them all", async () => {
    const before = await Tracking.count();
    const written = await sequelize.transaction(async (transaction) => {
      const writer = bulkWriter(Tracking, columns, transaction);
      for (let part = 0; part < 5; part++) {
        await writer.write(Array.from({ length: 3000 }, (_, i) => ["W", `u${part}-${i}`, "CHECKER", "a", new Date()]));
      }
      return writer.finish();
    });
    expect(written).toBe(15_000);
    expect(await Tracking.count()).toBe(before + 15_000);
  });

  it("stores a value that every row repeats exactly as given: quotes, dates and SQL-looking text", async () => {
    const when = new Date("2026-03-04T05:06:07.890Z");
    const activity = "it's '' a \"test\"); DROP TABLE tracking; --";
    const rows = Array.from({ length: 50 }, (_, i) => ["W'Q", `same${i}`, "CHECKER", activity, when]);
    await sequelize.transaction((transaction) => bulkInsert(Tracking, columns, rows, transaction));
    const stored = await Tracking.findAll({ where: { tracking_website: "W'Q" } });
    expect(stored).toHaveLength(50);
    expect(new Set(stored.map((row) => row.tracking_activity))).toEqual(new Set([activity]));
    expect(stored.every((row) => row.tracking_crated_at.toISOString() === when.toISOString())).toBe(true);
  });

  it("skips rows whose unique key is stored and counts only what it wrote", async () => {
    const now = new Date();
    const row = (code: string) => [code, code, now, now];
    const websiteColumns = ["website_name", "website_code", "website_created_at", "website_last_edited_at"];
    await sequelize.transaction((transaction) => bulkInsert(Website, websiteColumns, [row("K1"), row("K2")], transaction));
    const written = await sequelize.transaction((transaction) =>
      bulkInsert(Website, websiteColumns, [row("K1"), row("K3"), row("K2"), row("K4")], transaction, { skipExisting: ["website_code"] }),
    );
    expect(written).toBe(2);
    expect((await Website.findAll({ where: { website_code: ["K1", "K2", "K3", "K4"] } })).length).toBe(4);
  });

  it("fails the transaction when a row breaks a constraint, and keeps none of the rows", async () => {
    const before = await Tracking.count();
    const rows: unknown[][] = Array.from({ length: 5000 }, (_, i) => ["W", `bad${i}`, "CHECKER", "a", new Date()]);
    rows[4321][3] = null; // tracking_activity is NOT NULL
    await expect(sequelize.transaction((transaction) => bulkInsert(Tracking, columns, rows, transaction))).rejects.toThrow(/NOT NULL/);
    expect(await Tracking.count()).toBe(before);
  });
});
