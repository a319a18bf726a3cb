import type { Browser } from "playwright-core";
import type { Sequelize } from "sequelize";
import { afterAll, beforeAll } from "vitest";
import type { AdminAccount, Website } from "~/models/models.server";
import { launchBrowser } from "./browser";
import { Client } from "./client";
import { openDatabase, seedAccount, seedWebsite } from "./db";
import { freshDataDir, startServer, type RunningServer } from "./server";

/** An account's name and password; null for a client that stays signed out. */
export type Credentials = readonly [name: string, password: string] | null;

/** The first admin the server creates (startServer's ADMIN_PASSWORD). */
export const ADMIN = ["admin", "admin-password-1"] as const;
export const CHECKER1 = ["checker1", "checker-pass-1"] as const;
export const CS1 = ["cs1", "cs-pass-1"] as const;
/** Who most tests act as: the first admin and the two accounts seedStaff creates. */
export const STAFF = { admin: ADMIN, checker: CHECKER1, cs: CS1 };

/**
 * The websites (code → name, created in this order) and, on the first of them, the CHECKER
 * checker1 and the CS cs1.
 */
export async function seedStaff(
  websites: Record<string, string> = { ABC: "Alpha", XYZ: "Xylo" },
): Promise<{ websites: Website[]; checker: AdminAccount; cs: AdminAccount }> {
  const created: Website[] = [];
  for (const [code, name] of Object.entries(websites)) created.push(await seedWebsite(code, name));
  const checker = await seedAccount({ name: CHECKER1[0], password: CHECKER1[1], role: "CHECKER", website: created[0] });
  const cs = await seedAccount({ name: CS1[0], password: CS1[1], role: "CS", website: created[0] });
  return { websites: created, checker, cs };
}

export interface ServerOptions<C extends Record<string, Credentials>> {
  env?: Record<string, string>;
  /** Writes to the database before the server starts, for what it reads once at start (the whitelist). */
  beforeStart?: () => Promise<unknown>;
  /** Runs once the server listens with its database open, before the clients sign in. */
  seed?: () => Promise<unknown>;
  /** Cookie-keeping clients, signed in in this order as these accounts. */
  clients?: C;
  browser?: boolean;
}

export interface ServerFixture<C extends Record<string, Credentials>> {
  server: RunningServer;
  db: Sequelize;
  browser: Browser;
  clients: { [K in keyof C]: Client };
}

/**
 * One built server with its own database file for the test file, started in beforeAll and
 * stopped in afterAll (registered here). What it returns may be named at the top of the file
 * and used in any test or later hook; a file's own beforeAll runs after this one.
 */
export function withServer<C extends Record<string, Credentials> = Record<never, Credentials>>(
  options: ServerOptions<C> = {},
): ServerFixture<C> {
  let server: RunningServer | undefined;
  let db: Sequelize | undefined;
  let browser: Browser | undefined;
  const clients = new Map<string, Client>();

  beforeAll(async () => {
    let dataDir: string | undefined;
    if (options.beforeStart) {
      dataDir = freshDataDir("server");
      const setup = await openDatabase(dataDir);
      await options.beforeStart();
      await setup.close();
    }
    server = await startServer({ dataDir, env: options.env });
    db = await openDatabase(server.dataDir);
    await options.seed?.();
    for (const [key, credentials] of Object.entries<Credentials>(options.clients ?? {})) {
      const client = new Client(server.url);
      if (credentials) await client.signIn(...credentials);
      clients.set(key, client);
    }
    if (options.browser) browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await db?.close();
    await server?.stop();
  });

  return {
    server: late("the server", () => server),
    db: late("the database", () => db),
    browser: late("the browser", () => browser),
    clients: Object.fromEntries(Object.keys(options.clients ?? {}).map((key) => [key, late(`client ${key}`, () => clients.get(key))])) as {
      [K in keyof C]: Client;
    },
  };
}

/**
 * A stand-in for a value beforeAll makes, so a file can name it before it exists: every use
 * reaches the real one (its methods bound to it).
 */
function late<T extends object>(what: string, current: () => T | undefined): T {
  const real = () => {
    const value = current();
    if (!value) throw new Error(`${what} is used before withServer's beforeAll made it`);
    return value;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const target = real();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
    set(_, key, value) {
      return Reflect.set(real(), key, value);
    },
    has(_, key) {
      return Reflect.has(real(), key);
    },
  });
}
