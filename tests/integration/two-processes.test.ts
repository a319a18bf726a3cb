import fs from "node:fs";
import path from "node:path";
import type { Sequelize } from "sequelize";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BoDeposit, UploadBatch } from "~/models/models.server";
import { Client } from "../support/client";
import { openDatabase, seedAccount, seedWebsite } from "../support/db";
import { freshDataDir, startServer, type RunningServer } from "../support/server";

/**
 * Issue 15, point 6: two app processes over one database, as two instances behind a load
 * balancer run. The upload dedupe and the token version hold across them (the sign-in limit's
 * cross-process test is in tests/security/sign-in-limit.test.ts).
 */

const fixtures = path.resolve(import.meta.dirname, "../fixtures/uploads");
const boCsv = fs.readFileSync(path.join(fixtures, "bo-nexus-deposit.csv"));

let first: RunningServer;
let second: RunningServer;
let db: Sequelize;

beforeAll(async () => {
  const dataDir = freshDataDir("two-processes");
  [first, second] = await Promise.all([startServer({ dataDir }), startServer({ dataDir })]);
  db = await openDatabase(dataDir);
  const website = await seedWebsite("ABC");
  await seedAccount({ name: "checker1", password: "checker-pass-1", role: "CHECKER", website });
});

afterAll(async () => {
  await db?.close();
  await Promise.all([first?.stop(), second?.stop()]);
});

function upload(client: Client, name: string): Promise<Response> {
  const form = new FormData();
  form.append("myfile", new Blob([boCsv], { type: "text/csv" }), name);
  return client.request("/api/checkdata", { method: "POST", body: form });
}

it("the same BO export sent to both processes at once is stored once; the other hears 'Data sudah ada' or skips every ticket", async () => {
  const onFirst = new Client(first.url);
  const onSecond = new Client(second.url);
  await onFirst.signIn("admin", "admin-password-1");
  await onSecond.signIn("admin", "admin-password-1");
  const replies = await Promise.all([upload(onFirst, "bo-a.csv"), upload(onSecond, "bo-b.csv")]);
  expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
  const bodies = (await Promise.all(replies.map((reply) => reply.json()))) as { status: boolean; inserted: number; message: string }[];
  const stored = bodies.filter((body) => body.inserted > 0);
  expect(stored).toHaveLength(1);
  const other = bodies.find((body) => body.inserted === 0)!;
  expect(other.status).toBe(true);
  expect(other.message).toMatch(/^Data sudah ada untuk tanggal /);
  expect(await UploadBatch.count()).toBe(1);
  expect(await BoDeposit.count()).toBe(stored[0].inserted);
});

it("a token ended by signing out on one process is refused by the other", async () => {
  const clerk = new Client(first.url);
  await clerk.signIn("checker1", "checker-pass-1");
  const copy = new Client(second.url);
  for (const [name, value] of clerk.cookies) copy.cookies.set(name, value);
  expect((await copy.get("/api/websitelist")).status).toBe(200);
  const out = await clerk.postForm("/signout", {}, { csrfFrom: "/" });
  expect(out.status).toBe(302);
  expect((await copy.get("/api/websitelist")).status).toBe(401);
});
