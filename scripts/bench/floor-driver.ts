/**
 * The floor's database access: bare better-sqlite3 (statements prepared once, the API's
 * pragmas) or a bare `pg` pool of the API's size, behind one small interface. Rows come back as
 * the driver gives them, except int8 as numbers and dates as text, as the API's pool reads them.
 */
import SqliteDatabase from "better-sqlite3";
import pg from "pg";

/** A row as the driver returns it. */
export type FloorRow = Record<string, unknown>;

/** One statement of a transaction, made from the rows of the statements before it. */
export type FloorStep = (
  before: FloorRow[][],
) => { sql: string; params: unknown[] } | undefined;

/** What the floor's routes use. */
export interface FloorDb {
  postgres: boolean;
  query: (sql: string, params: unknown[]) => Promise<FloorRow[]>;
  /** Runs the steps in one transaction; a step returning undefined ends it early (committed). */
  transaction: (steps: FloorStep[]) => Promise<FloorRow[][]>;
  close: () => Promise<void>;
}

/** Opens the database the bench server uses. */
export function openFloorDb(databaseUrl: string): FloorDb {
  return databaseUrl.startsWith("sqlite:")
    ? openSqlite(databaseUrl.slice("sqlite:".length))
    : openPostgres(databaseUrl);
}

function openSqlite(file: string): FloorDb {
  const db = new SqliteDatabase(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  const statements = new Map<
    string,
    { run: SqliteDatabase.Statement; order: number[] }
  >();
  const run = (text: string, params: unknown[]): FloorRow[] => {
    let statement = statements.get(text);
    if (statement === undefined) {
      // `$n` may repeat; SQLite's `?` is positional, so each occurrence takes its own value.
      const order: number[] = [];
      const sql = text.replace(/\$(\d+)/g, (_, n: string) => {
        order.push(Number(n) - 1);
        return "?";
      });
      statement = { run: db.prepare(sql), order };
      statements.set(text, statement);
    }
    const values = statement.order.map((i) => sqliteValue(params[i]));
    return statement.run.reader
      ? (statement.run.all(...values) as FloorRow[])
      : (statement.run.run(...values), []);
  };
  return {
    postgres: false,
    query: (sql, params) => Promise.resolve(run(sql, params)),
    transaction: (steps) =>
      Promise.resolve(
        db
          .transaction(() => {
            const done: FloorRow[][] = [];
            for (const step of steps) {
              const next = step(done);
              if (next === undefined) break;
              done.push(run(next.sql, next.params));
            }
            return done;
          })
          .immediate(),
      ),
    close: () => {
      db.close();
      return Promise.resolve();
    },
  };
}

/** Booleans are 0/1 on SQLite, as the API's plugin writes them. */
function sqliteValue(value: unknown): unknown {
  return typeof value === "boolean" ? (value ? 1 : 0) : value;
}

/** int8 as a number and dates as `YYYY-MM-DD` text, as the API's pool reads them. */
const { builtins } = pg.types;
const PARSERS = new Map<number, (value: string) => unknown>([
  [builtins.INT8, Number],
  [builtins.DATE, (value) => value],
]);
type TypeId = Parameters<typeof pg.types.getTypeParser>[0];
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: TypeId, format?: "text" | "binary"): unknown =>
    PARSERS.get(oid) ??
    (pg.types.getTypeParser(
      oid,
      format,
    ) as unknown)) as pg.CustomTypesConfig["getTypeParser"],
};

function openPostgres(url: string): FloorDb {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types,
  });
  pool.on("error", () => undefined);
  return {
    postgres: true,
    query: async (sql, params) =>
      (await pool.query(sql, params)).rows as FloorRow[],
    transaction: async (steps) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const done: FloorRow[][] = [];
        for (const step of steps) {
          const next = step(done);
          if (next === undefined) break;
          done.push(
            (await client.query(next.sql, next.params)).rows as FloorRow[],
          );
        }
        await client.query("commit");
        return done;
      } catch (error) {
        await client.query("rollback");
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
