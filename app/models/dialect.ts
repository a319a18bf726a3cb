import { Op, type Sequelize, type WhereOptions } from "sequelize";
import { dialectOf } from "./db";

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

/** A LIKE '%term%' that ignores case on both engines (SQLite's LIKE is ASCII case-insensitive; SQL Server's default collation is too). */
export function containsInsensitive(column: string, term: string): WhereOptions {
  const escaped = term.replace(/[\\%_[]/g, (char) => `\\${char}`);
  return { [column]: { [Op.like]: `%${escaped}%` } } as WhereOptions;
}

export function isSqlServer(sequelize: Sequelize): boolean {
  return dialectOf(sequelize) === "mssql";
}
