import { expect } from "vitest";
import { ValidationError } from "~/services/errors";

/** The message a refused input got: fails the test when the promise settles without a ValidationError. */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as Error).message;
  }
  throw new Error("expected a refusal");
}
