import { Op, Sequelize as SequelizeStatic, type Sequelize, type Transaction, type WhereOptions } from "sequelize";
import { dialectOf } from "./db.server";

/**
 * What differs between SQLite and SQL Server, in one place: paging, case-insensitive search,
 * and (with the upload pipeline) bulk insert.
 */

export interface Page {
  /** 1-based */
  page: number;
  pageSize: number;
}

/**
 * LIMIT/OFFSET options for a page. SQL Server's OFFSET/FETCH needs an ORDER BY, and pages are
 * stable only when the order ends in a unique column: callers pass that column last.
 */
export function pageOptions(page: Page, order: [string, "ASC" | "DESC"][]) {
  if (order.length === 0) throw new Error("a paged query needs an order ending in a unique column");
  return {
    order,
    limit: page.pageSize,
    offset: (Math.max(1, page.page) - 1) * page.pageSize,
  };
}

/**
 * A LIKE '%term%' that ignores case on both engines and takes the term literally: % _ [ and \
 * are escaped and the LIKE carries ESCAPE '\' (without that clause neither engine honours the
 * escapes, so a term such as `john_doe` would match nothing). The term is quoted by the
 * connection's own escaping (N'...' on SQL Server).
 */
export function containsLiteral(sequelize: Sequelize, column: string, term: string): WhereOptions {
  const pattern = `%${term.replace(/[\\%_[]/g, (char) => `\\${char}`)}%`;
  return SequelizeStatic.where(SequelizeStatic.col(column), Op.like, SequelizeStatic.literal(`${sequelize.escape(pattern)} ESCAPE '\\'`));
}

export function isSqlServer(sequelize: Sequelize): boolean {
  return dialectOf(sequelize) === "mssql";
}

/**
 * Serialises transactions that name the same resource, until the transaction ends. SQLite needs
 * nothing more: its transactions here are IMMEDIATE, so writers already queue one at a time.
 * SQL Server's READ COMMITTED lets two transactions read the same count before either writes;
 * an application lock (`sp_getapplock`, owned by the transaction) makes them take turns.
 */
export async function lockResource(sequelize: Sequelize, transaction: Transaction, resource: string, waitMs = 15_000): Promise<void> {
  if (!isSqlServer(sequelize)) return;
  const [rows] = await sequelize.query(
    "DECLARE @result int; EXEC @result = sp_getapplock @Resource = :resource, @LockMode = 'Exclusive', @LockOwner = 'Transaction', @LockTimeout = :waitMs; SELECT @result AS result;",
    { replacements: { resource: resource.slice(0, 255), waitMs: withinRequestTimeout(sequelize, waitMs) }, transaction },
  );
  const result = Number((rows as { result?: number }[])[0]?.result);
  if (!(result >= 0)) throw new LockNotGranted(resource, result);
}

/** The wait, kept under the connection's request time-out so the lock's own answer arrives, not tedious's cancel. */
function withinRequestTimeout(sequelize: Sequelize, waitMs: number): number {
  const { options } = sequelize as unknown as { options: { dialectOptions?: { options?: { requestTimeout?: number } } } };
  const requestTimeout = options.dialectOptions?.options?.requestTimeout;
  if (!requestTimeout) return waitMs;
  return Math.max(1_000, Math.min(waitMs, requestTimeout - 5_000));
}

/**
 * sp_getapplock answered without the lock: -1 it waited its time out, -2 the wait was
 * cancelled, -3 the server chose it as a deadlock victim, -999 the call itself failed.
 */
export class LockNotGranted extends Error {
  constructor(
    readonly resource: string,
    readonly result: number,
  ) {
    super(`sp_getapplock(${resource}) failed with ${result}`);
  }
}
