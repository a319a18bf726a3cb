import { init, parse } from "@guanmingchiu/sqlparser-ts";
import type { CapturedStatement } from "~/models/sql-capture.server";

/**
 * Checks of the SQL our code sends to SQL Server, read from a capture (app/models/sql-capture.server.ts):
 * every statement parses as T-SQL (sqlparser-rs's MsSql dialect), stays inside SQL Server's
 * limits, and the schema the migrations build can be read back from their CREATE statements.
 */

await init();

type Node = Record<string, unknown>;

export interface ColumnShape {
  /** NVARCHAR(20), INTEGER, BIT, DECIMAL(18,2), DATE, DATETIMEOFFSET, ... */
  type: string;
  nullable: boolean;
  identity: boolean;
  unique: boolean;
  /** the DEFAULT as written, without the N'' of a Unicode literal: 1, 0, none */
  defaultValue?: string;
}

export interface TableShape {
  name: string;
  columns: Map<string, ColumnShape>;
  primaryKey: string[];
  foreignKeys: { columns: string[]; table: string; referred: string[] }[];
}

export interface IndexShape {
  name: string;
  table: string;
  columns: string[];
  unique: boolean;
  /** the filter of a filtered index, as text */
  where?: string;
}

export interface Schema {
  tables: Map<string, TableShape>;
  indexes: Map<string, IndexShape>;
}

const ALTER_COLUMN = /^ALTER TABLE (\S+) ALTER COLUMN (.+)$/s;
const EXEC_STATUS = /\bEXEC(?:UTE)?\s+@\w+\s*=\s*/gi;

/** SQL Server refuses more rows in one VALUES list, and more parameters in one request. */
export const MAX_VALUES_ROWS = 1000;
export const MAX_PARAMETERS = 2100;
/** The key size SQL Server accepts for any index (clustered ones; nonclustered allow 1700). */
export const MAX_INDEX_KEY_BYTES = 900;

export function emptySchema(): Schema {
  return { tables: new Map(), indexes: new Map() };
}

/**
 * What is wrong with the captured statements as SQL Server SQL; an empty list when nothing is.
 * `schema` is brought up to date with the DDL as it goes, and index keys are sized against it.
 */
export function tsqlProblems(statements: readonly CapturedStatement[], schema: Schema = emptySchema()): string[] {
  const problems: string[] = [];
  for (const statement of statements) {
    // tedious sends these as transaction requests, not as SQL text; a bulk load's INSERT BULK is
    // TDS, not T-SQL (tests check its options themselves)
    if (statement.transaction || statement.bulkRows !== undefined) continue;
    const where = `in: ${statement.sql.slice(0, 300)}`;
    // sqlparser-rs knows no T-SQL `ALTER COLUMN c <definition>`: the definition is read as the
    // same column ADDed, which uses the one grammar of column definitions, and applied as a change
    const alterColumn = ALTER_COLUMN.exec(statement.sql);
    // nor `EXEC @status = procedure ...`: the procedure call is checked without the status variable
    const text = (alterColumn ? `ALTER TABLE ${alterColumn[1]} ADD ${alterColumn[2]}` : statement.sql).replace(EXEC_STATUS, "EXEC ");
    let ast: Node[];
    try {
      ast = parse(text, "mssql") as unknown as Node[];
    } catch (error) {
      problems.push(`does not parse as T-SQL (${error instanceof Error ? error.message : String(error)}) ${where}`);
      continue;
    }
    const parameters = Object.keys(statement.parameters).length;
    if (parameters > MAX_PARAMETERS) problems.push(`${parameters} parameters, SQL Server takes ${MAX_PARAMETERS} ${where}`);
    for (const node of ast) {
      for (const problem of queryProblems(node)) problems.push(`${problem} ${where}`);
      for (const problem of applyDdl(node, schema, alterColumn !== null)) problems.push(`${problem} ${where}`);
    }
  }
  return problems;
}

/** LIMIT, OFFSET without ORDER BY, and VALUES lists past SQL Server's row limit, anywhere in the tree. */
function queryProblems(root: Node): string[] {
  const problems: string[] = [];
  walk(root, (node) => {
    if ("body" in node && "limit_clause" in node) {
      const clause = node.limit_clause as Node | undefined;
      const limitOffset = clause?.LimitOffset as Node | undefined;
      if (clause && !limitOffset) problems.push("a MySQL-style LIMIT");
      if (limitOffset?.limit) problems.push("LIMIT, which T-SQL does not have");
      if (limitOffset?.offset && !node.order_by) problems.push("OFFSET without ORDER BY");
    }
    if ("fetch" in node && node.fetch && !node.order_by) problems.push("FETCH without ORDER BY");
    const values = node.Values as Node | undefined;
    if (values && Array.isArray(values.rows) && values.rows.length > MAX_VALUES_ROWS) {
      problems.push(`an INSERT of ${values.rows.length} rows, SQL Server takes ${MAX_VALUES_ROWS}`);
    }
  });
  return problems;
}

function walk(node: unknown, visit: (node: Node) => void) {
  if (Array.isArray(node)) for (const item of node) walk(item, visit);
  else if (node && typeof node === "object") {
    visit(node as Node);
    for (const value of Object.values(node)) walk(value, visit);
  }
}

/** Brings `schema` up to date with one statement's DDL; answers index keys too long to build. */
function applyDdl(statement: Node, schema: Schema, alterColumn: boolean): string[] {
  const problems: string[] = [];
  walk(statement, (node) => {
    const alter = node.AlterTable as Node | undefined;
    if (alter) {
      const tableName = objectName(alter.name);
      const table = schema.tables.get(tableName);
      if (!table) return void problems.push(`alters ${tableName}, which no statement made`);
      for (const operation of alter.operations as Node[]) {
        const added = operation.AddColumn as Node | undefined;
        if (added) {
          const { name, shape } = readColumn(added.column_def as Node, []);
          const before = table.columns.get(name);
          if (alterColumn && !before) problems.push(`alters ${tableName}.${name}, which does not exist`);
          if (!alterColumn && before) problems.push(`adds ${tableName}.${name} twice`);
          // ALTER COLUMN changes the type and NULL only: keys, identity and defaults stay
          table.columns.set(name, before ? { ...before, type: shape.type, nullable: shape.nullable } : shape);
        }
        const dropped = operation.DropColumn as Node | undefined;
        if (dropped) for (const name of (dropped.column_names as Node[]) ?? []) table.columns.delete(identifier(name));
      }
    }
    if (node.CreateTable) {
      const table = readTable(node.CreateTable as Node);
      schema.tables.set(table.name, table);
      const unique = [...table.columns].filter(([, column]) => column.unique).map(([name]) => [name]);
      for (const key of [table.primaryKey, ...unique]) problems.push(...keyProblems(schema, table.name, key, `key of ${table.name}`));
    }
    if (node.CreateIndex) {
      const index = readIndex(node.CreateIndex as Node);
      if (schema.indexes.has(index.name)) problems.push(`index ${index.name} made twice`);
      schema.indexes.set(index.name, index);
      problems.push(...keyProblems(schema, index.table, index.columns, `index ${index.name}`));
    }
    const drop = node.Drop as Node | undefined;
    if (drop?.object_type === "Index") {
      for (const name of drop.names as Node[][]) {
        const indexName = objectName(name);
        if (!schema.indexes.delete(indexName)) problems.push(`drops index ${indexName}, which no statement made`);
      }
    }
    if (drop?.object_type === "Table") for (const name of drop.names as Node[][]) schema.tables.delete(objectName(name));
  });
  return problems;
}

function keyProblems(schema: Schema, tableName: string, columns: string[], what: string): string[] {
  const table = schema.tables.get(tableName);
  if (!table) return [`${what} on ${tableName}, a table no statement made`];
  let bytes = 0;
  for (const column of columns) {
    const shape = table.columns.get(column);
    if (!shape) return [`${what} names ${tableName}.${column}, which does not exist`];
    bytes += typeBytes(shape.type);
  }
  return bytes < MAX_INDEX_KEY_BYTES ? [] : [`${what} is ${bytes} bytes, over SQL Server's ${MAX_INDEX_KEY_BYTES}`];
}

/** Bytes a value of the type takes at most in an index key. */
export function typeBytes(type: string): number {
  const match = /^(\w+)(?:\((\d+|MAX)(?:,\s*(\d+))?\))?$/i.exec(type);
  if (!match) throw new Error(`unknown type ${type}`);
  const [, name, size] = match;
  const length = size === undefined ? 1 : size.toUpperCase() === "MAX" ? Infinity : Number(size);
  switch (name.toUpperCase()) {
    case "NVARCHAR":
    case "NCHAR":
      return 2 * length;
    case "VARCHAR":
    case "CHAR":
    case "VARBINARY":
      return length;
    case "BIT":
    case "TINYINT":
      return 1;
    case "SMALLINT":
      return 2;
    case "DATE":
      return 3;
    case "INT":
    case "INTEGER":
      return 4;
    case "BIGINT":
    case "DATETIME":
    case "DATETIME2":
      return 8;
    case "DATETIMEOFFSET":
      return 10;
    case "DECIMAL":
    case "NUMERIC":
      return length <= 9 ? 5 : length <= 19 ? 9 : length <= 28 ? 13 : 17;
    default:
      throw new Error(`unknown type ${type}`);
  }
}

function identifier(node: unknown): string {
  const ident = ((node as Node).Identifier ?? node) as { value: string };
  return ident.value;
}

function objectName(parts: unknown): string {
  return (parts as unknown[]).map(identifier).join(".");
}

function readTable(create: Node): TableShape {
  const columns = new Map<string, ColumnShape>();
  const primaryKey: string[] = [];
  for (const column of create.columns as Node[]) {
    const { name, shape } = readColumn(column, primaryKey);
    columns.set(name, shape);
  }
  const foreignKeys: TableShape["foreignKeys"] = [];
  for (const constraint of (create.constraints as Node[]) ?? []) {
    const primary = constraint.PrimaryKey as Node | undefined;
    if (primary) for (const part of primary.columns as Node[]) primaryKey.push(identifier(((part.column as Node).expr as Node)));
    const foreign = constraint.ForeignKey as Node | undefined;
    if (foreign) {
      foreignKeys.push({
        columns: (foreign.columns as Node[]).map(identifier),
        table: objectName(foreign.foreign_table),
        referred: (foreign.referred_columns as Node[]).map(identifier),
      });
    }
    const unique = constraint.Unique as Node | undefined;
    if (unique && (unique.columns as Node[]).length === 1) {
      const column = columns.get(identifier(((unique.columns as Node[])[0].column as Node).expr));
      if (column) column.unique = true;
    }
  }
  for (const name of primaryKey) columns.get(name)!.nullable = false;
  return { name: objectName(create.name), columns, primaryKey, foreignKeys };
}

/** One column definition; a PRIMARY KEY written on the column goes into `primaryKey`. */
function readColumn(column: Node, primaryKey: string[]): { name: string; shape: ColumnShape } {
  const name = identifier(column.name);
  const shape: ColumnShape = { type: typeText(column.data_type), nullable: true, identity: false, unique: false };
  for (const { option } of column.options as { option: unknown }[]) {
    if (option === "NotNull") shape.nullable = false;
    else if (option && typeof option === "object") {
      const kind = Object.keys(option)[0];
      const value = (option as Node)[kind] as Node;
      if (kind === "Identity") shape.identity = true;
      else if (kind === "Unique") {
        if (value.is_primary) primaryKey.push(name);
        else shape.unique = true;
      } else if (kind === "PrimaryKey") primaryKey.push(name);
      else if (kind === "Default") shape.defaultValue = literalText(value);
    }
  }
  return { name, shape };
}

function readIndex(create: Node): IndexShape {
  const columns = (create.columns as Node[]).map((part) => identifier((part.column as Node).expr));
  const index: IndexShape = { name: objectName(create.name), table: objectName(create.table_name), columns, unique: create.unique === true };
  if (create.predicate) index.where = JSON.stringify(stripSpans(create.predicate));
  return index;
}

/** sqlparser's data type as SQL text. Unit variants (Integer, Bit) come through as keys with no value. */
function typeText(dataType: unknown): string {
  if (typeof dataType === "string") return dataType.toUpperCase();
  const [kind, value] = Object.entries(dataType as Node)[0];
  if (kind === "Custom") return ((value as unknown[][])[0] as unknown[]).map(identifier).join(".").toUpperCase();
  const detail = value as Node | undefined;
  const length = detail && typeof detail === "object" ? ((detail.IntegerLength as Node | undefined)?.length ?? (detail.Max !== undefined ? "MAX" : undefined)) : undefined;
  const precision = detail && typeof detail === "object" ? (detail.PrecisionAndScale as number[] | undefined) : undefined;
  const name = kind.toUpperCase();
  if (precision) return `${name}(${precision.join(",")})`;
  if (length !== undefined) return `${name}(${String(length)})`;
  return name;
}

function literalText(expr: Node): string {
  const value = (expr.Value as Node | undefined)?.value as Node | undefined;
  if (!value) return JSON.stringify(stripSpans(expr));
  const [kind, content] = Object.entries(value)[0];
  if (kind === "Number") return String((content as unknown[])[0]);
  return String(content);
}

function stripSpans(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripSpans);
  if (node && typeof node === "object") {
    return Object.fromEntries(Object.entries(node).filter(([key]) => key !== "span").map(([key, value]) => [key, stripSpans(value)]));
  }
  return node;
}
