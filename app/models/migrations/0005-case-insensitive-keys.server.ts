import { QueryTypes, type QueryInterface } from "sequelize";

/**
 * Ticket numbers and usernames are one key whatever their letter case, on both engines
 * (docs/operations.md, "Letter case"). SQL Server compares them so under its case-insensitive
 * collation, which this migration checks the database has. On SQLite the columns get
 * COLLATE NOCASE: their unique indexes, lookups and the upload's ON CONFLICT then treat
 * "tk-01" and "TK-01" as one ticket, as SQL Server does.
 *
 * SQLite cannot change a column's collation in place, so each table is rebuilt by SQLite's own
 * procedure (new table, copy, drop, rename, indexes again), keeping its AUTOINCREMENT counter so
 * no id is handed out twice. None of these tables is the parent of a foreign key, so this runs
 * inside the migrations' transaction with foreign keys on.
 */
const CASE_INSENSITIVE: Record<string, { columns: string[]; key: string[]; what: string }> = {
  admin_account: { columns: ["account_name"], key: ["account_name"], what: "usernames" },
  bo_deposit: { columns: ["ticket_no"], key: ["bo_website", "ticket_no"], what: "BO deposit tickets" },
  bo_withdraw: { columns: ["wd_ticket_no"], key: ["wd_website", "wd_ticket_no"], what: "BO withdraw tickets" },
};

/** Any collation SQL Server names with _CI_ ignores letter case (SQL_Latin1_General_CP1_CI_AS, Latin1_General_100_CI_AS_SC_UTF8). */
const SQL_SERVER_COLLATION_CHECK =
  "IF CONVERT(NVARCHAR(128), DATABASEPROPERTYEX(DB_NAME(), 'Collation')) NOT LIKE N'%[_]CI[_]%' " +
  "THROW 50001, N'The database collation must be case-insensitive (_CI_), e.g. SQL_Latin1_General_CP1_CI_AS: see docs/operations.md, SQL Server.', 1;";

export async function up({ context: qi }: { context: QueryInterface }) {
  if (qi.sequelize.getDialect() === "mssql") {
    await qi.sequelize.query(SQL_SERVER_COLLATION_CHECK);
    return;
  }
  for (const [table, { key, what }] of Object.entries(CASE_INSENSITIVE)) await refuseCaseDuplicates(qi, table, key, what);
  for (const [table, { columns }] of Object.entries(CASE_INSENSITIVE)) await rebuildWithCollation(qi, table, columns, " COLLATE NOCASE");
}

export async function down({ context: qi }: { context: QueryInterface }) {
  if (qi.sequelize.getDialect() === "mssql") return;
  for (const [table, { columns }] of Object.entries(CASE_INSENSITIVE)) await rebuildWithCollation(qi, table, columns, "");
}

/** Rows the new unique index would refuse stop the migration with their values, before anything changes. */
async function refuseCaseDuplicates(qi: QueryInterface, table: string, key: string[], what: string) {
  const columns = key.map((column) => `"${column}" COLLATE NOCASE`).join(", ");
  const duplicates = await qi.sequelize.query<{ example: string }>(
    `SELECT group_concat("${key[key.length - 1]}", ' / ') AS example FROM "${table}" GROUP BY ${columns} HAVING COUNT(*) > 1 LIMIT 5`,
    { type: QueryTypes.SELECT },
  );
  if (duplicates.length > 0) {
    throw new Error(
      `Migration 0005: ${table} holds ${what} that differ only in letter case (${duplicates.map((row) => row.example).join("; ")}). ` +
        "They are one key from now on: remove all but one of each (Delete page or by hand), then start again.",
    );
  }
}

async function rebuildWithCollation(qi: QueryInterface, table: string, columns: string[], collation: string) {
  const query = <T extends object>(sql: string, replacements: unknown[] = []) =>
    qi.sequelize.query<T>(sql, { type: QueryTypes.SELECT, replacements });
  const [definition] = await query<{ sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", [table]);
  const indexes = await query<{ sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL", [table]);
  const [sequence] = await query<{ seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = ?", [table]);

  const rebuilt = `${table}_rebuild`;
  let sql = definition.sql.replace(/^CREATE TABLE [`"]?\w+[`"]?/, `CREATE TABLE "${rebuilt}"`);
  for (const column of columns) {
    const pattern = new RegExp(`([\`"]${column}[\`"] \\w+(?:\\(\\d+\\))?)(?: COLLATE \\w+)?`);
    if (!pattern.test(sql)) throw new Error(`Migration 0005: column ${table}.${column} not found in ${definition.sql}`);
    sql = sql.replace(pattern, `$1${collation}`);
  }
  await qi.sequelize.query(sql);
  await qi.sequelize.query(`INSERT INTO "${rebuilt}" SELECT * FROM "${table}"`);
  await qi.sequelize.query(`DROP TABLE "${table}"`);
  await qi.sequelize.query(`ALTER TABLE "${rebuilt}" RENAME TO "${table}"`);
  for (const index of indexes) await qi.sequelize.query(index.sql);
  if (sequence) {
    await qi.sequelize.query("DELETE FROM sqlite_sequence WHERE name = ?", { replacements: [table] });
    await qi.sequelize.query("INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)", { replacements: [table, sequence.seq] });
  }
}
