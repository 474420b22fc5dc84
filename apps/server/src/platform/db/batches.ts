import { sql } from "kysely";
import { dialectOf, type Db } from "./database";
/**
 * Rows per multi-row INSERT: 500 rows of up to a dozen columns stay well below SQLite's (32,766)
 * and PostgreSQL's (65,535) bound-parameter limits.
 */
export const INSERT_BATCH_ROWS = 500;

/** Runs `write` on consecutive slices of `rows`, `INSERT_BATCH_ROWS` at a time, in order. */
export async function inBatches<T>(
  rows: readonly T[],
  write: (batch: readonly T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH_ROWS)
    await write(rows.slice(i, i + INSERT_BATCH_ROWS));
}

/** Rows per statement of `insertJsonRows`: a few MB of JSON each, whatever the file's size. */
export const JSON_INSERT_ROWS = 20_000;

/** A column `insertJsonRows` fills: its name in the table and its type on PostgreSQL. */
export interface JsonColumn {
  name: string;
  postgresType: "text" | "bigint" | "date" | "timestamptz";
}

/**
 * Inserts many rows as one JSON document per `JSON_INSERT_ROWS` rows, each row an array of the
 * columns' values in order: `insert … select … from json_each` on SQLite, `json_array_elements`
 * on PostgreSQL, in the rows' order (so new ids keep it). A statement of 20,000 rows binds one
 * text instead of 280,000 parameters: a 100,000-row statement import wrote in 2.0 s instead of
 * 3.4 on SQLite and 3.3 instead of 4.9 on PostgreSQL (docs/performance.md, "Importing a
 * statement"). Triggers run as for any insert. The values must be JSON's own types.
 */
export async function insertJsonRows(
  db: Db,
  table: string,
  columns: readonly JsonColumn[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const names = sql.join(columns.map((column) => sql.ref(column.name)));
  const postgres = dialectOf(db) === "postgres";
  const values = sql.join(
    columns.map((column, index) =>
      postgres
        ? sql`(e.v->>${sql.lit(index)})::${sql.raw(column.postgresType)}`
        : sql`value->>${sql.lit(index)}`,
    ),
  );
  for (let i = 0; i < rows.length; i += JSON_INSERT_ROWS) {
    const json = JSON.stringify(rows.slice(i, i + JSON_INSERT_ROWS));
    await (
      postgres
        ? sql`insert into ${sql.table(table)} (${names}) select ${values}
          from json_array_elements(${json}::json) with ordinality as e(v, n) order by e.n`
        : sql`insert into ${sql.table(table)} (${names}) select ${values}
          from json_each(${json}) order by key`
    ).execute(db);
  }
}
