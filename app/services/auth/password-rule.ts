// Pure: the New User and Change Password dialogs check the rule as the user types, and the
// services (create, change, the first ADMIN) check it again on the server; one rule for all.
import { COMMON_PASSWORDS } from "./common-passwords";

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

/** Spec section 5: the new password must be non-empty. */
export const PASSWORD_REQUIRED_MESSAGE = "Password wajib diisi.";
export const PASSWORD_SHORT_MESSAGE = `Password minimal ${PASSWORD_MIN} karakter.`;
export const PASSWORD_LONG_MESSAGE = `Password maksimal ${PASSWORD_MAX} karakter.`;
export const PASSWORD_IS_NAME_MESSAGE = "Password tidak boleh sama dengan nama akun.";
export const PASSWORD_COMMON_MESSAGE = "Password terlalu umum dan mudah ditebak. Pilih password lain.";
/** Shown beside every field where a new password is typed. */
export const PASSWORD_RULE_HINT = `Minimal ${PASSWORD_MIN} karakter, bukan nama akun, bukan password umum.`;

export const CURRENT_PASSWORD_LABEL = "Password saat ini";
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = "Password saat ini wajib diisi.";
export const CURRENT_PASSWORD_WRONG_MESSAGE = "Password saat ini salah.";

const common = new Set(COMMON_PASSWORDS);

// the hash is taken of the NFKC form, so a full-width "ｐａｓｓｗｏｒｄ１２３" is the same password
function comparable(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

/**
 * Why `password` may not be set for the account `accountName`, or null when it may. Length is
 * counted in characters as a person sees them (an emoji is one), not UTF-16 units.
 */
export function passwordProblem(password: string, accountName: string): string | null {
  if (password === "") return PASSWORD_REQUIRED_MESSAGE;
  if (Array.from(password).length < PASSWORD_MIN) return PASSWORD_SHORT_MESSAGE;
  if (password.length > PASSWORD_MAX) return PASSWORD_LONG_MESSAGE;
  const typed = comparable(password);
  if (accountName.trim() !== "" && typed === comparable(accountName.trim())) return PASSWORD_IS_NAME_MESSAGE;
  if (common.has(typed)) return PASSWORD_COMMON_MESSAGE;
  return null;
}
