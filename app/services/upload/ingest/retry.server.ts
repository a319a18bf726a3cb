import { LockNotGranted } from "~/models/dialect.server";
import { ConflictError } from "../../errors";

export const UPLOAD_CONFLICT_MESSAGE = "❌ Upload bertabrakan dengan upload lain untuk website yang sama, silakan coba lagi.";

/** SQL Server's error number for the transaction it rolled back to end a deadlock. */
const DEADLOCK_VICTIM = 1205;

/**
 * The transaction lost to another one, and nothing of it is left: SQL Server chose it as a
 * deadlock victim (and rolled it back), or the upload lock was not granted within its wait.
 * Tedious reports the error number itself; Sequelize wraps it as `parent`.
 */
export function lostToAnother(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === "object" && depth < 4; depth++) {
    if (cause instanceof LockNotGranted) return true;
    if ((cause as { number?: unknown }).number === DEADLOCK_VICTIM) return true;
    const next = cause as { parent?: unknown; original?: unknown; cause?: unknown };
    cause = next.parent ?? next.original ?? next.cause;
  }
  return false;
}

/**
 * Runs a whole transaction again once when it lost to another (see lostToAnother): the other
 * has usually finished by then. Locks a BO upload takes in the order its websites appear can
 * meet another upload's in the opposite order, which SQL Server ends by rolling one back. A
 * second loss is the uploader's to retry, with a clear message instead of a server error.
 */
export async function retryOnceIfLost<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!lostToAnother(error)) throw error;
  }
  try {
    return await run();
  } catch (error) {
    if (lostToAnother(error)) throw new ConflictError(UPLOAD_CONFLICT_MESSAGE);
    throw error;
  }
}
