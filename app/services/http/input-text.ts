import { z } from "zod";
import { ValidationError } from "../errors";

/**
 * Text that comes in (path segments, query values, form fields, JSON strings) before it reaches
 * the database. Control characters are refused rather than stripped: a NUL cut into an SQL
 * literal breaks the statement, and quietly changing what was typed would store something nobody
 * wrote. Letters of every script are welcome. Browser-safe: screens may use it as users type.
 */

// C0 (tab and line breaks too: no field here spans lines), DEL, C1, and a surrogate without its pair
const CONTROL = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const CONTROL_CHARACTER_MESSAGE = "mengandung karakter kontrol yang tidak diizinkan.";
export const NOT_TEXT_MESSAGE = "harus berupa teks.";
export const tooLongMessage = (max: number) => `maksimal ${max} karakter.`;

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/** "field: reason", the shape of every refusal here; a field name is shown with its odd characters escaped. */
export function fieldMessage(field: string, reason: string): string {
  const shown = hasControlCharacter(field) ? JSON.stringify(field).slice(1, -1) : field;
  return shown ? `${shown}: ${reason}` : reason;
}

/** Why a text is refused (without the field), or null. */
export function textProblem(text: string, max?: number): string | null {
  if (hasControlCharacter(text)) return CONTROL_CHARACTER_MESSAGE;
  if (max !== undefined && text.length > max) return tooLongMessage(max);
  return null;
}

/**
 * A zod string without control characters and at most `max` characters (after trimming, with
 * `trim`; no limit here when the length only matters once the value is normalised). The issue
 * carries no field name: describeIssue (http.ts) puts the path in front.
 */
export function safeText(max?: number, options: { trim?: boolean } = {}) {
  const base = z.string({ error: NOT_TEXT_MESSAGE });
  return (options.trim ? base.trim() : base).superRefine((value, context) => {
    const problem = textProblem(value, max);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
}

/** A text the caller names: returned as it is, or refused with "field: reason". */
export function checkText(field: string, value: string, max?: number): string {
  const problem = textProblem(value, max);
  if (problem) throw new ValidationError(fieldMessage(field, problem));
  return value;
}

/**
 * Every string in a value, keys included, free of control characters: path parameters, a
 * query, a form post, a parsed JSON body. The refusal names the first offender by its path
 * (`arr.0.ket_app`). Walked with a stack: a deeply nested body must not overflow the call stack.
 */
export function assertSafeText(value: unknown, field = ""): void {
  // [value, its path, the key that led to it]
  const stack: [unknown, string, string][] = [[value, field, ""]];
  while (stack.length) {
    const [item, path, key] = stack.pop()!;
    if (hasControlCharacter(key) || (typeof item === "string" && hasControlCharacter(item))) {
      throw new ValidationError(fieldMessage(path, CONTROL_CHARACTER_MESSAGE));
    }
    const entries =
      item instanceof URLSearchParams || (typeof FormData !== "undefined" && item instanceof FormData)
        ? [...item].map(([name, entry]): [string, unknown] => [name, typeof entry === "string" ? entry : ""])
        : item !== null && typeof item === "object"
          ? Object.entries(item)
          : [];
    for (let index = entries.length - 1; index >= 0; index--) {
      const [name, entry] = entries[index];
      stack.push([entry, path ? `${path}.${name}` : name, name]);
    }
  }
}

/**
 * For a screen that shows the refusal in place of its results: assertSafeText's message, or
 * that of a value longer than its limit (`limits`: top-level field to longest length), or null.
 */
export function unsafeTextMessage(value: URLSearchParams | Record<string, unknown>, limits: Record<string, number> = {}): string | null {
  try {
    assertSafeText(value);
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
  for (const [field, max] of Object.entries(limits)) {
    const text = value instanceof URLSearchParams ? value.get(field) : value[field];
    if (typeof text === "string" && text.trim().length > max) return fieldMessage(field, tooLongMessage(max));
  }
  return null;
}
