import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataTypes, QueryTypes } from "sequelize";
import { bulkInsert, bulkWriter, literalInserts } from "./bulk-insert.server";
import { createSequelize } from "./db.server";
import { initModels, Tracking, Website } from "./models.server";
import { migrateUp } from "./migrate.server";

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

describe("bulkWriter on SQLite: values written into the INSERT text", () => {
  const Probe = sequelize.define(
    "bulk_probe",
    {
      probe_id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      probe_set: { type: DataTypes.STRING(10), allowNull: false },
      probe_row: { type: DataTypes.INTEGER, allowNull: false },
      probe_text: { type: DataTypes.STRING(200) },
      probe_amount: { type: DataTypes.DECIMAL(18, 2) },
      probe_count: { type: DataTypes.INTEGER },
      probe_at: { type: DataTypes.DATE },
      probe_flag: { type: DataTypes.BOOLEAN },
    },
    { tableName: "bulk_probe", timestamps: false },
  );
  const columns = ["probe_set", "probe_row", "probe_text", "probe_amount", "probe_count", "probe_at", "probe_flag"];
  const texts = ["it's", "''", 'a"b', "'); DROP TABLE bulk_probe; --", "ñandú 🎉 Rp 1.234", "", "line\nbreak\r\n", "back\\slash", "?", ":name $1 ?2", " spaced "];
  const amounts: unknown[] = [0, 50_000, -5, "12500.50", "0.01", "99999999999.99", 9_007_199_254_740_991, null];
  const counts: unknown[] = [0, 1, -1, 2_147_483_647, 0.1 + 0.2, null];
  const dates: unknown[] = [new Date("2025-01-05T03:00:00.000Z"), new Date("1999-12-31T23:59:59.999Z"), new Date(0), null];
  const probeRows = (set: string) =>
    Array.from({ length: 300 }, (_, i) => [set, i, texts[i % texts.length] + (i % 4 === 0 ? "" : ` ${i}`), amounts[i % amounts.length], counts[i % counts.length], dates[i % dates.length], i % 3 === 0]);

  beforeAll(async () => {
    await Probe.sync();
  });

  it("writes rows whose values mostly vary as literal text, and rows it cannot (NUL) bound", () => {
    const insert = { head: "INSERT INTO t (a, b, c) SELECT column1, 'x', column2 FROM (VALUES ", tail: ") WHERE true", columns: [0, 2] };
    expect(literalInserts(insert, [["it's", "x", 1.5], ["b", "x", null]])).toEqual([
      "INSERT INTO t (a, b, c) SELECT column1, 'x', column2 FROM (VALUES ('it''s', 1.5), ('b', NULL)) WHERE true",
    ]);
    expect(literalInserts(insert, [["a", "x", 1], ["nul \0 inside", "x", 2]])).toBeNull();
    expect(literalInserts(insert, [["a", "x", Number.NaN]])).toBeNull();
    expect(literalInserts(insert, Array.from({ length: 600 }, (_, i) => ["a", "x", i]))).toHaveLength(3);
  });

  it("stores every value exactly as binding it does", async () => {
    // set L goes in as literal text; set B has one NUL value, so its whole chunk is bound
    const literal = probeRows("L");
    const bound = probeRows("B");
    bound[299][2] = "nul \0 inside";
    await sequelize.transaction(async (transaction) => {
      const writer = bulkWriter(Probe, columns, transaction);
      await writer.write(literal);
      await writer.write(bound);
      expect(await writer.finish()).toBe(600);
    });
    const stored = async (set: string) =>
      sequelize.query<Record<string, string>>(
        `SELECT probe_row, ${columns.slice(2).map((column) => `typeof(${column}) || ':' || quote(${column}) AS ${column}`).join(", ")} FROM bulk_probe WHERE probe_set = ? ORDER BY probe_row`,
        { replacements: [set], type: QueryTypes.SELECT },
      );
    const fromLiterals = await stored("L");
    const fromBinding = await stored("B");
    expect(fromLiterals).toHaveLength(300);
    expect(fromLiterals.slice(0, 299)).toEqual(fromBinding.slice(0, 299));
    expect(fromLiterals[3].probe_text).toBe("text:'''); DROP TABLE bulk_probe; -- 3'");
    expect(fromLiterals[1].probe_amount).toBe("integer:50000");
    expect(fromLiterals[3].probe_amount).toBe("real:12500.5");
    const nul = await Probe.findOne({ where: { probe_set: "B", probe_row: 299 } });
    expect(nul?.get("probe_text")).toBe("nul \0 inside");
    const back = await Probe.findOne({ where: { probe_set: "L", probe_row: 4 } });
    expect(back?.get("probe_text")).toBe("ñandú 🎉 Rp 1.234");
    expect((back?.get("probe_at") as Date).toISOString()).toBe("2025-01-05T03:00:00.000Z");
  });
});

describe("bulkWriter on SQLite: identical rows", () => {
  it("writes every one of them, though no column varies", async () => {
    const before = await Tracking.count();
    const when = new Date("2026-05-06T07:08:09.000Z");
    const rows = Array.from({ length: 3 }, () => ["W", "twin", "CHECKER", "the same activity", when]);
    const written = await sequelize.transaction((transaction) =>
      bulkInsert(Tracking, ["tracking_website", "tracking_username", "tracking_role", "tracking_activity", "tracking_crated_at"], rows, transaction),
    );
    expect(written).toBe(3);
    expect(await Tracking.count()).toBe(before + 3);
    expect(await Tracking.count({ where: { tracking_username: "twin" } })).toBe(3);
  });
});
