import { expect, it } from "vitest";
import { Client } from "../support/client";
import { seedAccount, seedWebsite } from "../support/db";
import { withServer } from "../support/fixture";

/** Issue 12, point 5: a cookie copied before sign-out is worth nothing after it. */

const { server } = withServer({
  seed: async () => {
    const website = await seedWebsite("ABC");
    await seedAccount({ name: "checker1", password: "checker-pass-1", role: "CHECKER", website });
  },
});

function copyOf(client: Client): Client {
  const copy = new Client(client.baseUrl);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

it("signing out ends the token: the copy gets 401 on /api and is sent to /signin by pages", async () => {
  const clerk = new Client(server.url);
  await clerk.signIn("checker1", "checker-pass-1");
  const stolen = copyOf(clerk);
  expect((await stolen.get("/api/websitelist")).status).toBe(200);

  const out = await clerk.postForm("/signout", {}, { csrfFrom: "/" });
  expect(out.status).toBe(302);
  expect(out.headers.get("location")).toBe("/signin");

  expect((await stolen.get("/api/websitelist")).status).toBe(401);
  const page = await stolen.get("/view-bo");
  expect(page.status).toBe(302);
  expect(page.headers.get("location")).toMatch(/^\/signin/);
});

it("signing in again after signing out gives a working session", async () => {
  const clerk = new Client(server.url);
  await clerk.signIn("checker1", "checker-pass-1");
  await clerk.postForm("/signout", {}, { csrfFrom: "/" });
  const again = new Client(server.url);
  await again.signIn("checker1", "checker-pass-1");
  expect((await again.get("/api/websitelist")).status).toBe(200);
});

it("a password change by an ADMIN ends the account's other sessions", async () => {
  const clerk = new Client(server.url);
  await clerk.signIn("checker1", "checker-pass-1");
  const admin = new Client(server.url);
  await admin.signIn("admin", "admin-password-1");
  const accounts = (await (await admin.get("/api/alladminacc/50/1")).json()) as { account_id: number; account_name: string }[];
  const id = accounts.find((account) => account.account_name === "checker1")!.account_id;
  const changed = await admin.json("PUT", `/api/updatepassadminacc/${id}`, { account_password: "another-pass-2024" });
  expect(changed.status).toBe(200);
  expect((await clerk.get("/api/websitelist")).status).toBe(401);
  expect((await admin.get("/api/websitelist")).status).toBe(200);
});
