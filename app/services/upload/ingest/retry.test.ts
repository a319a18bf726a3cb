import { DatabaseError } from "sequelize";
import { describe, expect, it } from "vitest";
import { LockNotGranted } from "~/models/dialect.server";
import { ConflictError } from "../../errors";
import { lostToAnother, retryOnceIfLost, UPLOAD_CONFLICT_MESSAGE } from "./retry.server";

/** tedious's error for the transaction SQL Server rolled back to end a deadlock */
const deadlockVictim = () => Object.assign(new Error("Transaction (Process ID 57) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction."), { number: 1205 });

/** An operation that fails with the given errors first, then answers "stored". */
function failing(...errors: Error[]) {
  const operation = async () => {
    operation.calls++;
    const error = errors.shift();
    if (error) throw error;
    return "stored";
  };
  operation.calls = 0;
  return operation;
}

describe("retryOnceIfLost", () => {
  it("runs an operation chosen as a deadlock victim once more, and answers what the second run answers", async () => {
    const operation = failing(deadlockVictim());
    expect(await retryOnceIfLost(operation)).toBe("stored");
    expect(operation.calls).toBe(2);
  });

  it("knows a deadlock as tedious reports it and as Sequelize wraps it, and an application lock not granted", () => {
    expect(lostToAnother(deadlockVictim())).toBe(true);
    expect(lostToAnother(new DatabaseError(Object.assign(deadlockVictim(), { sql: "SELECT 1", parameters: {} })))).toBe(true);
    expect(lostToAnother(new LockNotGranted("upload:ABC", -1))).toBe(true);
    expect(lostToAnother(new LockNotGranted("upload:ABC", -3))).toBe(true);
    expect(lostToAnother(Object.assign(new Error("Violation of UNIQUE KEY constraint"), { number: 2627 }))).toBe(false);
    expect(lostToAnother(new Error("deadlocked"))).toBe(false);
  });

  it("answers a second loss with a clear 409 in Indonesian", async () => {
    const operation = failing(deadlockVictim(), new LockNotGranted("upload:ABC", -1));
    const outcome = retryOnceIfLost(operation);
    await expect(outcome).rejects.toBeInstanceOf(ConflictError);
    await expect(outcome).rejects.toMatchObject({ status: 409, message: UPLOAD_CONFLICT_MESSAGE });
    expect(operation.calls).toBe(2);
  });

  it("does not run again after any other failure, and lets it through as it was", async () => {
    const refused = new Error("File ditolak");
    const operation = failing(refused);
    await expect(retryOnceIfLost(operation)).rejects.toBe(refused);
    expect(operation.calls).toBe(1);

    const other = new Error("disk full");
    const second = failing(deadlockVictim(), other);
    await expect(retryOnceIfLost(second)).rejects.toBe(other);
  });
});
