import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { passwordProblem } from "./auth/password-rule";

/**
 * Every setting the server reads from its environment, validated once at start.
 * docs/operations.md lists the same variables; keep the two in step.
 */
const trustProxySchema = z
  .string()
  .trim()
  .refine((value) => value.toLowerCase() !== "true", {
    message: "must be a hop count or proxy addresses, never 'true'",
  })
  .transform((value, ctx): number | string[] | false => {
    if (value === "" || value === "0" || value.toLowerCase() === "false") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value.split(",").map((part) => part.trim()).filter(Boolean);
    const ipLike = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;
    if (addresses.length === 0 || addresses.some((address) => !ipLike.test(address))) {
      ctx.addIssue({ code: "custom", message: "must be a hop count or a comma-separated list of proxy addresses" });
      return z.NEVER;
    }
    return addresses;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("data"),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || /^(mssql|sqlite):/.test(value), {
      message: "must start with mssql:// (SQL Server) or sqlite: (a file path); leave it unset for data/app.db",
    }),
  SESSION_SECRET: z
    .string()
    .optional()
    .refine((value) => value === undefined || Buffer.byteLength(value, "utf8") >= 32, {
      message: "must be at least 32 bytes long",
    }),
  ADMIN_USERNAME: z
    .string()
    .trim()
    .min(3, "must be 3 to 50 characters")
    .max(50, "must be 3 to 50 characters")
    .regex(/^[A-Za-z0-9._-]+$/, "may hold only letters, digits, dot, dash and underscore")
    .default("admin"),
  ADMIN_PASSWORD: z.string().optional(),
  TRUST_PROXY: trustProxySchema.default(false),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(50 * 1024 * 1024),
  /** failures of one username from one address */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  /** failures of one username from all addresses together; unset, four addresses' worth */
  LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL: z.coerce.number().int().positive().optional(),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  LOGIN_BLOCK_MINUTES: z.coerce.number().int().positive().default(15),
})
  // the first ADMIN's password meets the rule every other password meets
  .superRefine((env, ctx) => {
    const problem = env.ADMIN_PASSWORD === undefined ? null : passwordProblem(env.ADMIN_PASSWORD, env.ADMIN_USERNAME);
    if (problem) ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: problem });
  });

export type Config = Omit<z.infer<typeof envSchema>, "SESSION_SECRET" | "LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL"> & {
  SESSION_SECRET: string;
  LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL: number;
  databaseFile: string;
};

export class ConfigError extends Error {}

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  // an empty variable counts as unset (e.g. `ADMIN_PASSWORD=` in a service file)
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const values = result.data;
  const dataDir = path.resolve(values.DATA_DIR);
  let secret = values.SESSION_SECRET;
  if (!secret) {
    if (values.NODE_ENV === "production") {
      throw new ConfigError("Invalid configuration:\n  SESSION_SECRET: is required when NODE_ENV=production (at least 32 bytes)");
    }
    secret = readOrCreateDevSecret(dataDir);
  }
  return {
    ...values,
    DATA_DIR: dataDir,
    SESSION_SECRET: secret,
    LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL: values.LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL ?? 4 * values.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    databaseFile: path.join(dataDir, "app.db"),
  };
}

/**
 * Outside production a secret is made once and kept, so restarts keep sessions valid. Two
 * processes started at once over one data directory must end with the same secret, or each
 * refuses the other's sessions: the file appears whole (linked from a file of its own) and only
 * the first link is kept; the others read it.
 */
function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  const existing = readSecretFile(file);
  if (existing !== null && Buffer.byteLength(existing) >= 32) return existing;
  const created = randomBytes(48).toString("base64url");
  if (existing === null) {
    const own = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    fs.writeFileSync(own, created + "\n", { mode: 0o600 });
    try {
      fs.linkSync(own, file);
      return created;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const theirs = readSecretFile(file);
      if (theirs !== null && Buffer.byteLength(theirs) >= 32) return theirs;
    } finally {
      fs.rmSync(own, { force: true });
    }
  }
  // a file too short to be a secret is replaced, as before
  fs.writeFileSync(file, created + "\n", { mode: 0o600 });
  return created;
}

/** The secret file's text, or null when there is none. */
function readSecretFile(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

let current: Config | undefined;

export function getConfig(): Config {
  current ??= parseConfig(process.env);
  return current;
}
