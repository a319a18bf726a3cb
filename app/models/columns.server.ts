import { DataTypes, type CreationOptional, type Model, type ModelAttributeColumnOptions, type ModelAttributes, type ModelStatic, type Sequelize } from "sequelize";

/**
 * The kinds of column the models declare. A model lists each column once, as a fact
 * (`tracking_username: text(50)`), and reads its rows' TypeScript type from that list (RowOf), so a
 * column's name, kind and type are not written twice and two tables cannot drift apart on what
 * "a required date" is. They must stay what the migrations built: tests/mssql/migrations.test.ts
 * compares every model with the migrated tables.
 */
declare const valueType: unique symbol;
/** A column's options, carrying the type of its value for RowOf (never set at run time). */
export type Column<T> = ModelAttributeColumnOptions & { readonly [valueType]?: (value: T) => T };

/** The attributes of a model's rows, as its columns say. */
export type RowOf<Columns> = { -readonly [K in keyof Columns]: Columns[K] extends Column<infer T> ? T : never };

const column = <T>(options: ModelAttributeColumnOptions): Column<T> => options;

export const id = () => column<CreationOptional<number>>({ type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true });

export const int = () => column<number>({ type: DataTypes.INTEGER, allowNull: false });
export const optionalInt = () => column<number | null>({ type: DataTypes.INTEGER, allowNull: true });

export const text = <T extends string = string>(length: number) => column<T>({ type: DataTypes.STRING(length), allowNull: false });
export const optionalText = <T extends string = string>(length: number) =>
  column<T | null>({ type: DataTypes.STRING(length), allowNull: true });

export const flag = () => column<boolean>({ type: DataTypes.BOOLEAN, allowNull: false });

/** A business date (Asia/Jakarta), stored without a time. */
export const day = () => column<string>({ type: DataTypes.DATEONLY, allowNull: false });
export const optionalDay = () => column<string | null>({ type: DataTypes.DATEONLY, allowNull: true });

export const instant = () => column<Date>({ type: DataTypes.DATE, allowNull: false });
export const optionalInstant = () => column<Date | null>({ type: DataTypes.DATE, allowNull: true });
/** When the row was written (or last edited), filled in by the database. */
export const writtenAt = () => withDefault(instant(), DataTypes.NOW);

/**
 * Money is DECIMAL(18,2) in the database. Drivers hand it back as a number (SQLite) or a
 * string (SQL Server); app/services/money.ts turns either into integer cents before any sum.
 */
export const money = () => column<number>({ type: DataTypes.DECIMAL(18, 2), allowNull: false });
export const optionalMoney = () => column<number | null>({ type: DataTypes.DECIMAL(18, 2), allowNull: true });

/** The value a new row gets when it is created without one. */
export const withDefault = <T>(of: Column<T>, defaultValue: T | typeof DataTypes.NOW) => column<CreationOptional<T>>({ ...of, defaultValue });

export const unique = <T>(of: Column<T>): Column<T> => ({ ...of, unique: true });

/** A nullable column a new row may leave out: it is filled in later (or was added by a later migration). */
export const filledLater = <T>(of: Column<T | null>) => column<CreationOptional<T | null>>(of);

/**
 * A model's initModel (models.server.ts calls it on every model class with the connection): binds
 * the class to its table with the columns as listed, fresh each time because Model.init
 * normalises them in place for the connection's dialect, and no Sequelize-managed timestamps.
 */
export function tableInit(tableName: string, columns: () => ModelAttributes) {
  return function initModel(this: ModelStatic<Model>, sequelize: Sequelize) {
    this.init(columns(), { sequelize, tableName, timestamps: false });
  };
}

/** Columns under the names one table gives them: named({ id: "bo_id" }, { id: id() }) is { bo_id: id() }. */
export function named<C extends Record<string, ModelAttributeColumnOptions>, const N extends Record<keyof C, string>>(names: N, columns: C) {
  return Object.fromEntries(Object.keys(columns).map((role) => [names[role], columns[role]])) as { [K in keyof C as N[K]]: C[K] };
}

/**
 * What a row of every ledger (bo_deposit, bo_withdraw, mutasi_deposit, mutasi_withdraw) has, under
 * that ledger's names: its id, the upload batch it came in, whether it is approved, the note the
 * approval left (ket_app) and the amount.
 */
export const ledgerRowColumns = <const N extends Record<"id" | "batch" | "approved" | "note" | "amount", string>>(names: N) =>
  named(names, { id: id(), batch: int(), approved: withDefault(flag(), false), note: optionalText(500), amount: money() });
