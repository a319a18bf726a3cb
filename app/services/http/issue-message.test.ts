import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeIssue, safeParseInput } from "./api";

function refusal(schema: z.ZodType, value: unknown): string {
  const parsed = safeParseInput(schema, value);
  if (parsed.success) throw new Error("expected a refusal");
  return describeIssue(parsed.error);
}

describe("zod's refusals in Indonesian", () => {
  it.each([
    ["a body that is no object", z.object({ a: z.string() }), "str", "Isi permintaan harus berupa objek JSON."],
    ["a body that is no list", z.array(z.string()), {}, "Isi permintaan tidak valid."],
    ["a missing field", z.object({ a: z.string() }), {}, "a: wajib diisi."],
    ["null for text", z.object({ a: z.string() }), { a: null }, "a: harus berupa teks."],
    ["text for a number", z.object({ a: z.number() }), { a: "1" }, "a: harus berupa angka."],
    ["a nested field", z.object({ a: z.object({ b: z.boolean() }) }), { a: { b: 1 } }, "a.b: harus berupa true atau false."],
    ["too long text", z.object({ a: z.string().max(3) }), { a: "abcd" }, "a: maksimal 3 karakter."],
    ["empty text", z.object({ a: z.string().min(1) }), { a: "" }, "a: wajib diisi."],
    ["too short text", z.object({ a: z.string().min(3) }), { a: "ab" }, "a: minimal 3 karakter."],
    ["too big a number", z.object({ a: z.number().max(10) }), { a: 11 }, "a: maksimal 10."],
    ["a number not under the bound", z.object({ a: z.number().lt(10) }), { a: 10 }, "a: harus kurang dari 10."],
    ["an empty list", z.object({ a: z.array(z.number()).min(1) }), { a: [] }, "a: tidak boleh kosong."],
    ["a choice outside the list", z.object({ a: z.enum(["x", "y"]) }), { a: "z" }, "a: harus salah satu dari: x, y."],
    ["no choice", z.object({ a: z.enum(["x", "y"]) }), {}, "a: wajib diisi."],
    ["a union's no match", z.object({ a: z.union([z.number(), z.boolean()]) }), { a: "s" }, "a: tidak valid."],
    ["an unknown key", z.strictObject({ a: z.string() }), { a: "x", b: 1 }, "kolom tidak dikenal: b."],
    ["a bad format", z.object({ a: z.email() }), { a: "nope" }, "a: formatnya tidak valid."],
    ["not a multiple", z.object({ a: z.number().multipleOf(5) }), { a: 7 }, "a: harus kelipatan 5."],
    ["an integer", z.object({ a: z.int() }), { a: 1.5 }, "a: harus berupa bilangan bulat."],
  ])("%s", (_, schema, value, message) => {
    expect(refusal(schema, value)).toBe(message);
  });

  it("keeps a schema's own message", () => {
    expect(refusal(z.object({ a: z.string({ error: "harus diisi nama." }) }), {})).toBe("a: harus diisi nama.");
    expect(refusal(z.object({ a: z.string().max(2, "terlalu panjang.") }), { a: "abc" })).toBe("a: terlalu panjang.");
  });
});
