import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (about 128 MiB and 0.3 s a hash here). */
const N = 2 ** 17;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r, p }, KEY_LENGTH);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, rr, pp, saltText, keyText] = parts;
  const expected = Buffer.from(keyText, "base64");
  const key = await derive(password, Buffer.from(saltText, "base64"), { N: Number(n), r: Number(rr), p: Number(pp) }, expected.length);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of nothing in particular, so an unknown username costs as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
export async function spendVerifyTime(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await decoyHash);
}

export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
