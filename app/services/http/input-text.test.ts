import { describe, expect, it } from "vitest";
import { ValidationError } from "../errors";
import { describeIssue } from "./api";
import { assertSafeText, checkText, safeText, unsafeTextMessage } from "./input-text";

const refusal = (field: string) => `${field}: mengandung karakter kontrol yang tidak diizinkan.`;

describe("input text", () => {
  it("keeps letters of any script, accents and emoji (a surrogate pair is not a lone surrogate)", () => {
    for (const text of ["王小明", "José Müller", "Đặng Thị Hồng", "محمد", "😀 ok", "a\u00a0b"]) {
      expect(checkText("name", text, 50)).toBe(text);
    }
  });

  it("refuses C0 (tab and line breaks included), DEL, C1 and lone surrogates, naming the field", () => {
    for (const odd of ["\u0000", "\t", "\n", "\r", "\u001b", "\u007f", "\u0080", "\u0085", "\u009f", "\ud800", "\udfff", "x\ud83d", "\ude00x"]) {
      expect(() => checkText("term", `a${odd}b`), JSON.stringify(odd)).toThrow(new ValidationError(refusal("term")));
    }
  });

  it("names the limit of an over-long value, and as a zod schema leaves the field to the path", () => {
    expect(() => checkText("website_name", "a".repeat(101), 100)).toThrow("website_name: maksimal 100 karakter.");
    const long = safeText(5, { trim: true }).safeParse("  abcdef  ");
    expect(long.error && describeIssue(long.error)).toBe("maksimal 5 karakter.");
    expect(safeText(5, { trim: true }).parse("  abc  ")).toBe("abc");
    const notText = safeText(10).safeParse(12);
    expect(notText.error && describeIssue(notText.error)).toBe("harus berupa teks.");
  });

  it("walks a body to the first offender by path, keys included, however deep it is nested", () => {
    expect(() => assertSafeText({ arr: [{ ok: "fine" }, { ket_app: "a\u0000" }] })).toThrow(refusal("arr.1.ket_app"));
    expect(() => assertSafeText({ ["bad\u0000key"]: 1 })).toThrow(refusal("bad\\u0000key"));
    let deep: unknown = "a\u0001";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => assertSafeText(deep)).toThrow(ValidationError);
    expect(() => assertSafeText(new URLSearchParams("q=a%00b"))).toThrow(refusal("q"));
    expect(() => assertSafeText({ n: 1, b: true, x: null, s: "王小明" })).not.toThrow();
  });

  it("gives a screen the message to show instead of throwing", () => {
    expect(unsafeTextMessage(new URLSearchParams("search=a%1Bb"))).toBe(refusal("search"));
    expect(unsafeTextMessage(new URLSearchParams(`search=${"a".repeat(101)}`), { search: 100 })).toBe("search: maksimal 100 karakter.");
    expect(unsafeTextMessage(new URLSearchParams("search=王小明"), { search: 100 })).toBeNull();
  });
});
