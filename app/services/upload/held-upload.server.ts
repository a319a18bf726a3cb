import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SessionUser } from "../auth/session.server";
import { ValidationError } from "../errors";
import type { SpooledFile } from "./ingest/multipart.server";
import { HELD_UPLOAD_GONE_MESSAGE } from "./messages";

/**
 * The no-script upload's 'Konfirmasi' step: a browser without scripts cannot send the file a
 * second time, so the first post leaves it here, under a random token bound to the account, until
 * the clerk confirms (or it expires). Taking it removes it, so one confirmation stores it once.
 */

const HOLD_MS = 30 * 60 * 1000;
const TOKEN = /^[a-f0-9]{32}$/;
const dir = () => path.join(os.tmpdir(), "rekon-held-uploads");

interface HeldMeta {
  accountId: number;
  at: number;
  fields: Record<string, string>;
  name: string;
  mimeType: string;
  size: number;
  sha256: string;
}

/** Expired holds go; a failure here harms nothing (the next hold tries again). */
async function sweep(now: number) {
  const names = await fs.promises.readdir(dir()).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.endsWith(".json"))) {
    const file = path.join(dir(), name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat && now - stat.mtimeMs > HOLD_MS) {
      await fs.promises.rm(file, { force: true }).catch(() => undefined);
      await fs.promises.rm(file.replace(/\.json$/, ".file"), { force: true }).catch(() => undefined);
    }
  }
}

/** Keeps the spooled file and the form's fields; returns the token the confirmation posts. */
export async function holdUpload(user: SessionUser, fields: Record<string, string>, file: SpooledFile): Promise<string> {
  await fs.promises.mkdir(dir(), { recursive: true });
  await sweep(Date.now());
  const token = randomBytes(16).toString("hex");
  const target = path.join(dir(), `${token}.file`);
  // the spool sits in the OS temp folder too: a rename, falling back to a copy across devices
  await fs.promises.rename(file.tempPath, target).catch(() => fs.promises.copyFile(file.tempPath, target));
  const meta: HeldMeta = { accountId: user.account_id, at: Date.now(), fields, name: file.name, mimeType: file.mimeType, size: file.size, sha256: file.sha256 };
  await fs.promises.writeFile(path.join(dir(), `${token}.json`), JSON.stringify(meta));
  return token;
}

/** The held upload of `token` for this account, removed from the hold; `cleanup` deletes its file. */
export async function takeHeldUpload(user: SessionUser, token: string): Promise<{ fields: Record<string, string>; file: SpooledFile; cleanup: () => void }> {
  if (!TOKEN.test(token)) throw new ValidationError(HELD_UPLOAD_GONE_MESSAGE);
  const metaPath = path.join(dir(), `${token}.json`);
  const text = await fs.promises.readFile(metaPath, "utf8").catch(() => null);
  if (text === null) throw new ValidationError(HELD_UPLOAD_GONE_MESSAGE);
  const meta = JSON.parse(text) as HeldMeta;
  if (meta.accountId !== user.account_id || Date.now() - meta.at > HOLD_MS) throw new ValidationError(HELD_UPLOAD_GONE_MESSAGE);
  // whoever removes the meta first owns the file: a second confirmation finds nothing
  try {
    await fs.promises.rm(metaPath);
  } catch {
    throw new ValidationError(HELD_UPLOAD_GONE_MESSAGE);
  }
  const tempPath = path.join(dir(), `${token}.file`);
  return {
    fields: meta.fields,
    file: { name: meta.name, mimeType: meta.mimeType, tempPath, size: meta.size, sha256: meta.sha256 },
    cleanup: () => void fs.promises.rm(tempPath, { force: true }).catch(() => undefined),
  };
}
