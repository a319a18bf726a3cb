// Pure: the New User and Change Password dialogs check these as the user types, so this module
// must not import the models (the client bundle would pull in Sequelize).
import type { Role } from "~/models/admin-account.server";
import { passwordProblem } from "../auth/password-rule";

/** Spec section 3: ADMIN, CHECKER, CS; the New User dialog lists them in this order, ADMIN first and preselected. */
export const ACCOUNT_ROLE_CHOICES: readonly { value: Role; label: string }[] = [
  { value: "ADMIN", label: "Admin" },
  { value: "CHECKER", label: "Checker" },
  { value: "CS", label: "CS" },
];

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
/** Letters, digits, dot, dash and underscore. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export const USERNAME_RULE_MESSAGE = `Username ${USERNAME_MIN}-${USERNAME_MAX} karakter: huruf, angka, titik, strip (-), atau garis bawah (_).`;
export const WEBSITE_REQUIRED_FOR_ROLE_MESSAGE = "Website wajib dipilih untuk role CHECKER dan CS.";

export function isValidUsername(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length >= USERNAME_MIN && trimmed.length <= USERNAME_MAX && USERNAME_PATTERN.test(trimmed);
}

/** The New User form as the dialog holds it: Submit stays disabled until this holds. */
export function isNewUserValid(form: { name: string; password: string; role: string; website: string }): boolean {
  return (
    isValidUsername(form.name) &&
    passwordProblem(form.password, form.name) === null &&
    ACCOUNT_ROLE_CHOICES.some((choice) => choice.value === form.role) &&
    (form.role === "ADMIN" || form.website !== "")
  );
}
