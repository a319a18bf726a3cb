import { describe, expect, test } from "vitest";
import { sqliteDateTime } from "./sqlite-datetime";

const sequelizeText = (date: Date) => date.toISOString().replace("T", " ").replace("Z", " +00:00");

describe("sqliteDateTime", () => {
  test("writes what Sequelize writes for every kind of instant", () => {
    const instants = [
      Date.UTC(2025, 0, 5, 3, 0, 0),
      Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      Date.UTC(2024, 11, 31, 17, 0, 0, 1),
      Date.UTC(1999, 11, 31, 23, 59, 59, 999),
      0,
      -1,
      Date.UTC(1900, 0, 1),
      Date.UTC(1899, 11, 31, 23, 59, 59, 999),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
      Date.UTC(10000, 0, 1),
      -62_198_755_200_000,
    ];
    for (let step = 0; step < 5000; step++) instants.push(Date.UTC(2025, 0, 1) + step * 7_654_321 + (step % 1000));
    for (const ms of instants) expect(sqliteDateTime(new Date(ms)), String(ms)).toBe(sequelizeText(new Date(ms)));
  });

  test("an invalid date fails as toISOString does, not as text", () => {
    expect(() => sqliteDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
