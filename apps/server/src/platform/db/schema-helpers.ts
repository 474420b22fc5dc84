import {
  PostgresAdapter,
  sql,
  type ColumnDataType,
  type ColumnBuilderCallback,
  type CreateTableBuilder,
  type Kysely,
} from "kysely";
import type { Dialect } from "./database";

/**
 * Column types written once for both dialects (docs/style.md §4: dialect-specific SQL lives here).
 * SQLite tables are STRICT, so only INTEGER/TEXT exist there: booleans become INTEGER with a
 * 0/1 check and instants ISO text; PostgreSQL gets BIGINT, BOOLEAN and TIMESTAMPTZ.
 */
export interface ColumnTypes {
  dialect: Dialect;
  id: ColumnDataType;
  integer: ColumnDataType;
  /** Money in cents: 64-bit on both (PostgreSQL INTEGER would overflow at 21,474,836.47). */
  cents: ColumnDataType;
  boolean: ColumnDataType;
  instant: ColumnDataType;
  date: ColumnDataType;
  text: ColumnDataType;
}

// Migrations are untyped by design: they describe the schema at their own point in history.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's documented migration type
type AnyDb = Kysely<any>;

/** The column types of the connection's dialect. */
export function columnTypes(db: AnyDb): ColumnTypes {
  const dialect: Dialect =
    db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
  return dialect === "postgres"
    ? {
        dialect,
        id: "bigint",
        integer: "integer",
        cents: "bigint",
        boolean: "boolean",
        instant: "timestamptz",
        date: "date",
        text: "text",
      }
    : {
        dialect,
        id: "integer",
        integer: "integer",
        cents: "integer",
        boolean: "integer",
        instant: "text",
        date: "text",
        text: "text",
      };
}

/**
 * Starts a table with an auto-generated integer `id` primary key (SQLite rowid alias, PostgreSQL
 * identity) and, on SQLite, makes it STRICT so a wrong type is an error, not a silent coercion.
 */
export function createTable(
  db: AnyDb,
  name: string,
): CreateTableBuilder<string, "id"> {
  const types = columnTypes(db);
  const builder = db.schema.createTable(name);
  const withStrict =
    types.dialect === "sqlite" ? builder.modifyEnd(sql`strict`) : builder;
  return withStrict.addColumn("id", types.id, (col) =>
    types.dialect === "postgres"
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement(),
  );
}

/** Like `createTable` without the generated id, for tables keyed otherwise. */
export function createKeyedTable(
  db: AnyDb,
  name: string,
): CreateTableBuilder<string> {
  const builder = db.schema.createTable(name);
  return columnTypes(db).dialect === "sqlite"
    ? builder.modifyEnd(sql`strict`)
    : builder;
}

/**
 * A NOT NULL boolean column with a default; on SQLite (INTEGER) a CHECK keeps it to 0 and 1,
 * PostgreSQL's BOOLEAN needs none.
 */
export function booleanColumn(
  db: AnyDb,
  column: string,
  defaultValue: boolean,
): ColumnBuilderCallback {
  const sqlite = columnTypes(db).dialect === "sqlite";
  return (col) => {
    const base = col.notNull().defaultTo(defaultValue);
    return sqlite ? base.check(sql`${sql.ref(column)} in (0, 1)`) : base;
  };
}
