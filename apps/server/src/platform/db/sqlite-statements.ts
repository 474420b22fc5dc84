import type SqliteDatabase from "better-sqlite3";
import {
  CamelCasePlugin,
  type PluginTransformResultArgs,
  type QueryResult,
  type SqliteDatabase as KyselySqlite,
  type SqliteStatement as KyselyStatement,
  type UnknownRow,
} from "kysely";
import { LruCache } from "../lru-cache";

/**
 * How our Kysely talks to better-sqlite3: prepared statements kept by their SQL text, and rows
 * made once, with their TypeScript names, by `SqliteRows`.
 *
 * Kysely prepares every query anew: under load, preparing was 8.5 % of the server's CPU for the
 * transactions page (issue 9 profile). Keeping statements is safe because nothing streams
 * (`iterate`) a statement, which would leave it busy while another query ran the same text.
 *
 * better-sqlite3 builds each row object key by key through V8's C++ API, and the camelCase
 * plugin then builds every row again under its new keys. A 25-row page of the transactions list
 * took 48 µs as objects and 33 µs as arrays made objects here. With the plugin's second copy
 * gone too, the page not yet kept went from 50–51 % of the floor's throughput to 61 %, its p99
 * from 17–18 ms to 14 ms (issue 9; docs/performance.md).
 */
export function sqliteStatements(
  database: SqliteDatabase.Database,
  rows: SqliteRows,
): KyselySqlite {
  const statements = new LruCache<string, KyselyStatement>(1_000);
  return {
    close: () => {
      database.close();
    },
    prepare: (text: string) => {
      // A kept statement's row keys were named when it was prepared: a schema change (a
      // migration) may rename or add the columns of the same text, so it drops them all.
      if (SCHEMA_CHANGE.test(text)) {
        statements.clear();
        return database.prepare(text);
      }
      const cached = statements.get(text);
      if (cached) return cached;
      const statement = withArrayRows(database.prepare(text), rows);
      statements.set(text, statement);
      return statement;
    },
  };
}

const SCHEMA_CHANGE = /^\s*(create|alter|drop)\s/i;

/**
 * The camelCase plugin for SQLite: queries are renamed as usual, and rows arrive already named
 * (the statements ask it for each column's name once), so results pass through untouched.
 */
export class SqliteRows extends CamelCasePlugin {
  override transformResult(
    args: PluginTransformResultArgs,
  ): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }

  /** A result column's name in TypeScript. */
  keyOf(column: string): string {
    return this.camelCase(column);
  }
}

/**
 * A statement whose rows are read as arrays and made objects with their TypeScript names. The
 * objects are what better-sqlite3 and the plugin made before: properties in column order, each
 * set by assignment, so a later column of the same name wins.
 */
function withArrayRows(
  statement: SqliteDatabase.Statement,
  names: SqliteRows,
): KyselyStatement {
  if (!statement.reader) return statement;
  const keys = statement.columns().map((column) => names.keyOf(column.name));
  const arrays = statement.raw(true);
  const toRow = (values: unknown[]): UnknownRow => {
    const row: UnknownRow = {};
    for (let i = 0; i < keys.length; i += 1) row[keys[i] ?? ""] = values[i];
    return row;
  };
  return {
    reader: true,
    all: (parameters) => (arrays.all(parameters) as unknown[][]).map(toRow),
    run: (parameters) => arrays.run(parameters),
    *iterate(parameters) {
      for (const values of arrays.iterate(parameters))
        yield toRow(values as unknown[]);
    },
  };
}
