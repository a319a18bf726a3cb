import { SignJWT, jwtVerify } from "jose";
import { z } from "zod";
import { ROLES } from "~/models/admin-account.server";

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

const claimsSchema = z.object({
  account_id: z.number().int().positive(),
  account_name: z.string().min(1),
  account_role: z.enum(ROLES),
  account_website: z.number().int().positive().nullable(),
  token_version: z.number().int().min(0),
});

export type TokenClaims = z.infer<typeof claimsSchema>;

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signToken(claims: TokenClaims, secret: string, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(key(secret));
}

/** The token's claims when its HS256 signature and expiry hold; null for anything else. */
export async function verifyToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"], requiredClaims: ["exp"] });
    const parsed = claimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
