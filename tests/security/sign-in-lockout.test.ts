import { describe, expect, it } from "vitest";
import { Client } from "../support/client";
import { seedAccount, seedWhitelist } from "../support/db";
import { withServer } from "../support/fixture";

/**
 * Guesses at an account from one address must not lock its owner out at another, guesses spread
 * over addresses are still capped, and setting the password anew is a way out of a lock-out.
 */

const PER_ADDRESS = 3;
const TOTAL = 7;
const ADDRESSES = ["10.50.0.1", "10.50.0.2", "10.50.0.3", "10.50.0.4", "10.50.0.5", "10.50.0.6", "10.50.0.7", "10.50.0.8"];
const OFFICE = "10.60.0.1";

const ids = new Map<string, number>();

const { server } = withServer({
  env: {
    TRUST_PROXY: "1",
    LOGIN_MAX_FAILURES_PER_ACCOUNT: String(PER_ADDRESS),
    LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL: String(TOTAL),
    LOGIN_MAX_FAILURES_PER_ADDRESS: "1000",
  },
  beforeStart: async () => {
    for (const ip of [...ADDRESSES, OFFICE]) await seedWhitelist(ip, true);
  },
  seed: async () => {
    for (const name of ["owner1", "owner2", "owner3", "owner4"]) {
      ids.set(name, (await seedAccount({ name, password: "right-password-1", role: "ADMIN" })).account_id);
    }
  },
});

function from(ip: string): Client {
  return new Client(server.url, { "x-forwarded-for": ip });
}

async function login(ip: string, name: string, password: string): Promise<number> {
  return (await from(ip).json("POST", "/api/login", { account_name: name, account_password: password })).status;
}

async function lockOut(name: string, ip: string): Promise<void> {
  for (let i = 0; i < PER_ADDRESS; i++) expect(await login(ip, name, `wrong-${i}`)).toBe(400);
  expect(await login(ip, name, "right-password-1")).toBe(429);
}

async function officeAdmin(): Promise<Client> {
  const admin = from(OFFICE);
  await admin.signIn("admin", "admin-password-1");
  return admin;
}

describe("the sign-in limit per account", () => {
  it("counts an account's failures per address: the owner still signs in from another address", async () => {
    await lockOut("owner1", ADDRESSES[0]);
    expect(await login(OFFICE, "owner1", "right-password-1")).toBe(200);
    // the guesser's address stays blocked for that account
    expect(await login(ADDRESSES[0], "owner1", "right-password-1")).toBe(429);
  });

  it("caps guesses spread over addresses, also when they arrive at once", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(ADDRESSES[i % ADDRESSES.length], "owner2", `wrong-guess-${i}`)),
    );
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 400).length).toBe(TOTAL);
    expect(await login(OFFICE, "owner2", "right-password-1")).toBe(429);
  });

  it("is lifted when an ADMIN sets the account's password through PUT /api/updatepassadminacc", async () => {
    await lockOut("owner3", OFFICE);
    const admin = await officeAdmin();
    const set = await admin.json("PUT", `/api/updatepassadminacc/${ids.get("owner3")}`, { account_password: "fresh-password-3" });
    expect(set.status).toBe(200);
    expect(await login(OFFICE, "owner3", "fresh-password-3")).toBe(200);
  });

  it("is lifted when an ADMIN sets the account's password on the User page", async () => {
    for (let i = 0; i < TOTAL; i++) await login(ADDRESSES[i % ADDRESSES.length], "owner4", `wrong-${i}`);
    expect(await login(OFFICE, "owner4", "right-password-1")).toBe(429);
    const admin = await officeAdmin();
    const id = String(ids.get("owner4"));
    const form = await admin.postForm(`/user?password=${id}`, { intent: "password", account_id: id, account_password: "fresh-password-4" }, { csrfFrom: "/user" });
    expect(form.status).toBe(302);
    expect(await login(ADDRESSES[0], "owner4", "fresh-password-4")).toBe(200);
  });
});
