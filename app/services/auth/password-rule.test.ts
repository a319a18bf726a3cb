import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "./common-passwords";
import {
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_IS_NAME_MESSAGE,
  PASSWORD_LONG_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RULE_HINT,
  PASSWORD_SHORT_MESSAGE,
  passwordProblem,
} from "./password-rule";
import { generatePassword } from "./password.server";

describe("the password rule", () => {
  it("says the rule in Indonesian", () => {
    expect(PASSWORD_RULE_HINT).toBe("Minimal 10 karakter, bukan nama akun, bukan password umum.");
    expect(PASSWORD_SHORT_MESSAGE).toBe("Password minimal 10 karakter.");
  });

  it("wants 10 to 200 characters, counted as a person sees them", () => {
    expect(passwordProblem("", "budi")).toBe(PASSWORD_REQUIRED_MESSAGE);
    expect(passwordProblem("kuda-lari", "budi")).toBe(PASSWORD_SHORT_MESSAGE);
    expect(passwordProblem("kuda-lari9", "budi")).toBeNull();
    // five emoji are ten UTF-16 units but five characters
    expect(passwordProblem("🐎🐎🐎🐎🐎", "budi")).toBe(PASSWORD_SHORT_MESSAGE);
    expect(passwordProblem("x".repeat(200) + "!", "budi")).toBe(PASSWORD_LONG_MESSAGE);
  });

  it("refuses the account's own name, whatever the case", () => {
    expect(passwordProblem("finance.budi", "finance.budi")).toBe(PASSWORD_IS_NAME_MESSAGE);
    expect(passwordProblem("Finance.Budi", "finance.budi")).toBe(PASSWORD_IS_NAME_MESSAGE);
    expect(passwordProblem("finance.budi", " FINANCE.BUDI ")).toBe(PASSWORD_IS_NAME_MESSAGE);
    expect(passwordProblem("finance.budi.2", "finance.budi")).toBeNull();
  });

  it("refuses the commonest passwords, ignoring case and full-width forms", () => {
    for (const password of ["password123", "Password123", "QWERTYUIOP", "1234567890", "bismillah123", "Indonesia123", "ｐａｓｓｗｏｒｄ１２３"]) {
      expect(passwordProblem(password, "budi"), password).toBe(PASSWORD_COMMON_MESSAGE);
    }
    expect(passwordProblem("kuda-lari-pagi", "budi")).toBeNull();
  });

  it("keeps a list with no dead entries: lower case, unique, none shorter than the minimum", () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThan(200);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    for (const entry of COMMON_PASSWORDS) {
      expect(entry, entry).toBe(entry.toLowerCase());
      expect(Array.from(entry).length, entry).toBeGreaterThanOrEqual(10);
    }
  });

  it("passes the passwords the first start generates", () => {
    for (let i = 0; i < 200; i++) expect(passwordProblem(generatePassword(), "admin")).toBeNull();
  });
});
