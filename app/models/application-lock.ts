import type { Sequelize, Transaction } from "sequelize";

/**
 * An exclusive SQL Server application lock owned by the transaction: held until it commits or
 * rolls back. sp_getapplock answers a time-out with a return code, not an error, so the mode
 * held afterwards is read back (APPLOCK_MODE) and anything but Exclusive is refused.
 */
export async function takeApplicationLock(sequelize: Sequelize, transaction: Transaction, resource: string, waitMs: number): Promise<void> {
  const [rows] = await sequelize.query(
    "EXEC sp_getapplock @Resource = :resource, @LockMode = 'Exclusive', @LockOwner = 'Transaction', @LockTimeout = :waitMs; " +
      "SELECT APPLOCK_MODE('public', :resource, 'Transaction') AS lock_mode;",
    { replacements: { resource, waitMs }, transaction },
  );
  const mode = (rows as { lock_mode?: string }[])[0]?.lock_mode;
  if (mode !== "Exclusive") {
    throw new Error(`Could not take the application lock ${resource} within ${Math.round(waitMs / 1000)} s (held: ${mode ?? "nothing"}): another instance holds it.`);
  }
}
