import { z } from "zod";

/**
 * A boolean of an /api body (Whitelist_status, akun_bank_status): true/false as the spec's client
 * sends it, also 1/0 and "true"/"false" as other callers might.
 */
export const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["true", "false", "1", "0"])], {
    error: "harus true atau false.",
  })
  .transform((value) => value === true || value === 1 || value === "true" || value === "1");

/** How a status flag reads on the screens and in their messages. */
export const flagLabel = (active: boolean) => (active ? "Active" : "Inactive");

/** A form's hidden status field ("true" / "false"). */
export function parseFormFlag(value: string | undefined): boolean | null {
  if (value === "true") return true;
  if (value === "false") return false;
  return null;
}
