import type { z } from "zod";
import { NOT_TEXT_MESSAGE, tooLongMessage } from "./input-text";

/**
 * Why zod refused a value a client sent, in the product's language and without the field
 * (describeIssue puts the field in front). It is the error map of every parse of client input
 * (parseInput in api.ts): zod's own messages are English and name its internals. A schema's own
 * message still wins over this one.
 */

export const BODY_NOT_OBJECT_MESSAGE = "Isi permintaan harus berupa objek JSON.";
export const BODY_INVALID_MESSAGE = "Isi permintaan tidak valid.";
export const REQUIRED_MESSAGE = "wajib diisi.";
export const INVALID_VALUE_MESSAGE = "tidak valid.";

const TYPE_MESSAGES: Record<string, string> = {
  string: NOT_TEXT_MESSAGE,
  number: "harus berupa angka.",
  int: "harus berupa bilangan bulat.",
  bigint: "harus berupa bilangan bulat.",
  boolean: "harus berupa true atau false.",
  array: "harus berupa daftar.",
  object: "harus berupa objek.",
  date: "harus berupa tanggal.",
};

export function indonesianIssue(issue: z.core.$ZodRawIssue): string {
  const atRoot = !issue.path?.length;
  switch (issue.code) {
    case "invalid_type":
      if (atRoot) return issue.expected === "object" ? BODY_NOT_OBJECT_MESSAGE : BODY_INVALID_MESSAGE;
      if (issue.input === undefined) return REQUIRED_MESSAGE;
      return TYPE_MESSAGES[issue.expected] ?? INVALID_VALUE_MESSAGE;
    case "too_big":
      if (issue.origin === "string" && issue.inclusive !== false) return tooLongMessage(Number(issue.maximum));
      return limitMessage(issue.origin, issue.maximum, issue.inclusive, "maksimal", "harus kurang dari");
    case "too_small":
      if (Number(issue.minimum) === 1 && issue.inclusive !== false) {
        if (issue.origin === "string") return REQUIRED_MESSAGE;
        if (issue.origin === "array" || issue.origin === "set") return "tidak boleh kosong.";
      }
      return limitMessage(issue.origin, issue.minimum, issue.inclusive, "minimal", "harus lebih dari");
    case "invalid_value":
      if (issue.input === undefined) return REQUIRED_MESSAGE;
      return `harus salah satu dari: ${issue.values.map(String).join(", ")}.`;
    case "invalid_union":
      return issue.input === undefined ? REQUIRED_MESSAGE : INVALID_VALUE_MESSAGE;
    case "not_multiple_of":
      return `harus kelipatan ${String(issue.divisor)}.`;
    case "unrecognized_keys":
      return `kolom tidak dikenal: ${issue.keys.join(", ")}.`;
    case "invalid_format":
      return "formatnya tidak valid.";
    default:
      return INVALID_VALUE_MESSAGE;
  }
}

function limitMessage(origin: string, limit: number | bigint, inclusive: boolean | undefined, atLimit: string, beyond: string): string {
  const unit = origin === "string" ? " karakter" : origin === "array" || origin === "set" ? " item" : "";
  return `${inclusive === false ? beyond : atLimit} ${String(limit)}${unit}.`;
}
