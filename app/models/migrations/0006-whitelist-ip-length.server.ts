import { DataTypes, type QueryInterface } from "sequelize";

/**
 * Whitelist entries may be IPv6 addresses and CIDR ranges: the longest stored form, an IPv6 range
 * such as ffff:ffff:ffff:ffff:ffff:ffff:ffff:fff0/124, is 43 characters, and the column held 15.
 * SQL Server widens the column in place (allowed under its UNIQUE constraint, since the type
 * stays and the length grows). SQLite never enforces a declared length, so there is nothing to
 * change there: rebuilding the table only to rewrite "(15)" would risk more than it gives.
 */
export async function up({ context: qi }: { context: QueryInterface }) {
  if (qi.sequelize.getDialect() !== "mssql") return;
  await qi.changeColumn("whitelist", "Whitelist_ip", { type: DataTypes.STRING(45), allowNull: false });
}

/** Back to 15 only while every entry fits; SQL Server refuses the change otherwise, leaving it as it was. */
export async function down({ context: qi }: { context: QueryInterface }) {
  if (qi.sequelize.getDialect() !== "mssql") return;
  await qi.changeColumn("whitelist", "Whitelist_ip", { type: DataTypes.STRING(15), allowNull: false });
}
