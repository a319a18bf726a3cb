import { DataTypes, type ModelAttributeColumnOptions } from "sequelize";

/**
 * Money is DECIMAL(18,2) in the database. Drivers hand it back as a number (SQLite) or a
 * string (SQL Server); app/services/money.ts turns either into integer cents before any sum.
 */
export function money(): ModelAttributeColumnOptions {
  return { type: DataTypes.DECIMAL(18, 2), allowNull: false };
}

export function optionalMoney(): ModelAttributeColumnOptions {
  return { type: DataTypes.DECIMAL(18, 2), allowNull: true };
}
