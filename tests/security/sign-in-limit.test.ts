import type { Sequelize } from "sequelize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LoginFailure } from "~/models/models.server";
import { Client } from "../support/client";
import { openDatabase, seedAccount, seedWebsite } from "../support/db";
import { freshDataDir, startServer, type RunningServer } from "../support/server";

/**
 * Issue 12, point 4 (and issue 15, point 6): the limit of failed sign-ins holds when the guesses
 * arrive at once, on one server process or spread over two that share the database.
 */

const LIMIT = 5;
const env = { LOGIN_MAX_FAILURES_PER_ACCOUNT: String(LIMIT), LOGIN_MAX_FAILURES_PER_ADDRESS: "1000" };

let first: RunningServer;
let second: RunningServer;
let db: Sequelize;

beforeAll(async () => {
  const dataDir = freshDataDir("sign-in-limit");
  first = await startServer({ dataDir, env });
  second = await startServer({ dataDir, env });
  db = await openDatabase(dataDir);
  const website = await seedWebsite("ABC");
  for (const name of ["target1", "target2", "target3"]) {
    await seedAccount({ name, password: "right-password-1", role: "CHECKER", website });
  }
});

afterAll(async () => {
  await db?.close();
  await Promise.all([first?.stop(), second?.stop()]);
});

function guess(server: RunningServer, name: string, password: string): Promise<number> {
  return new Client(server.url).json("POST", "/api/login", { account_name: name, account_password: password }).then((r) => r.status);
}

describe("parallel guesses for one account", () => {
  it("of 40 wrong guesses sent at once, at most the limit are judged and the rest get 429", async () => {
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(first, "target1", `wrong-guess-${i}`)));
    const judged = statuses.filter((status) => status === 400).length;
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
    expect(judged).toBeGreaterThan(0);
    expect(judged).toBeLessThanOrEqual(LIMIT);
    expect(await LoginFailure.count({ where: { failure_scope: "account", failure_key: "target1" } })).toBe(judged);
  });

  it("the right password sent into a burst of 99 wrong ones is refused once the burst has spent the limit", async () => {
    const burst = Promise.all(Array.from({ length: 99 }, (_, i) => guess(first, "target2", `wrong-guess-${i}`)));
    const spent = async () => (await LoginFailure.count({ where: { failure_scope: "account", failure_key: "target2" } })) >= LIMIT;
    const deadline = Date.now() + 30_000;
    while (!(await spent()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await guess(first, "target2", "right-password-1")).toBe(429);
    const statuses = await burst;
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(LIMIT);
  });

  it("holds across two server processes sharing one database", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => guess(i % 2 ? first : second, "target3", `wrong-guess-${i}`)),
    );
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(LIMIT);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40 - LIMIT);
  });
});
