import { chmodSync, mkdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  CamelCasePlugin,
  sql,
  Kysely,
  PostgresDialect,
  SqliteDialect,
} from "kysely";
import pg from "pg";
import type { Database, Db, Dialect } from "./database";
import { SqliteBooleanPlugin } from "./sqlite-boolean-plugin";
import { SqliteRows, sqliteStatements } from "./sqlite-statements";

/** A connected database and the dialect it speaks. */
export interface DatabaseConnection {
  db: Db;
  dialect: Dialect;
}

/**
 * Opens `sqlite:<path>` (the default) or `postgres://…`. SQLite runs in WAL mode with
 * synchronous=FULL, foreign keys on and a busy timeout, and the settings are read back so a
 * build of SQLite that ignored one fails at boot rather than silently
 * (docs/design/security.md DUR-1).
 */
export function connectDatabase(url: string): DatabaseConnection {
  if (url.startsWith("sqlite:"))
    return {
      db: connectSqlite(url.slice("sqlite:".length)),
      dialect: "sqlite",
    };
  return { db: connectPostgres(url), dialect: "postgres" };
}

/**
 * Refreshes the query planner's statistics on SQLite (`PRAGMA optimize`, which analyzes only
 * tables whose statistics are missing or stale, sampling at most 1,000 rows per index). Without
 * them SQLite can pick a worse index for window sums and text search (measured 2× slower at
 * 100,000 transactions). PostgreSQL's autovacuum keeps its own statistics.
 */
export async function optimizeDatabase(
  db: Db,
  dialect: Dialect,
): Promise<void> {
  if (dialect !== "sqlite") return;
  await sql`pragma analysis_limit = 1000`.execute(db);
  await sql`pragma optimize = 0x10002`.execute(db);
}

/**
 * Refuses to serve on a PostgreSQL server that may lose acknowledged writes
 * (docs/design/security.md DUR-2): `fsync=off` or `synchronous_commit=off` acknowledges a commit
 * before it is on disk, and a crash then loses it (the crash suite lost 23 acknowledged
 * transactions with the latter). The SQLite settings are checked when the file is opened.
 */
export async function assertDurable(db: Db, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  const setting = async (name: "fsync" | "synchronous_commit") =>
    String(
      (
        await sql<{
          value: string;
        }>`select current_setting(${name}) as value`.execute(db)
      ).rows[0]?.value,
    );
  const fsync = await setting("fsync");
  const synchronousCommit = await setting("synchronous_commit");
  if (fsync !== "on" || synchronousCommit === "off")
    throw new Error(
      `PostgreSQL may lose acknowledged writes (fsync=${fsync}, synchronous_commit=${synchronousCommit}); Finch needs fsync=on and synchronous_commit not off`,
    );
}

/** The dialect a database URL names. */
export function dialectOf(url: string): Dialect {
  return url.startsWith("sqlite:") ? "sqlite" : "postgres";
}

function connectSqlite(file: string): Db {
  if (file !== ":memory:")
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const database = new SqliteDatabase(file);
  // Owner-only, before WAL mode: SQLite gives its -wal and -shm files the database file's mode.
  if (file !== ":memory:") chmodSync(file, 0o600);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  assertSqliteSettings(database, file);
  const rows = new SqliteRows();
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqliteStatements(database, rows) }),
    plugins: [rows, new SqliteBooleanPlugin()],
  });
}

function assertSqliteSettings(
  database: SqliteDatabase.Database,
  file: string,
): void {
  const journal = database.pragma("journal_mode", { simple: true });
  const synchronous = database.pragma("synchronous", { simple: true });
  const foreignKeys = database.pragma("foreign_keys", { simple: true });
  const wantWal = file !== ":memory:";
  if (
    (wantWal && journal !== "wal") ||
    synchronous !== 2 ||
    foreignKeys !== 1
  ) {
    throw new Error(
      `SQLite refused its settings (journal_mode=${String(journal)}, synchronous=${String(synchronous)}, foreign_keys=${String(foreignKeys)})`,
    );
  }
}

/**
 * node-postgres returns int8 and timestamps in forms the repositories would have to convert
 * everywhere; these parsers make both dialects hand back the same values: int8 as a number
 * (money fits below 2^53 by the `Cents` bound), timestamptz as ISO-8601 UTC text, date as
 * `YYYY-MM-DD` text. They are set on this pool only, not globally.
 */
const { builtins } = pg.types;
const PARSERS = new Map<number, (value: string) => unknown>([
  [builtins.INT8, parseSafeInteger],
  [builtins.TIMESTAMPTZ, parseInstant],
  [builtins.TIMESTAMP, parseInstant],
  [builtins.DATE, (value) => value],
]);
type TypeId = Parameters<typeof pg.types.getTypeParser>[0];
const postgresTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: TypeId, format?: "text" | "binary"): unknown =>
    PARSERS.get(oid) ??
    (pg.types.getTypeParser(
      oid,
      format,
    ) as unknown)) as pg.CustomTypesConfig["getTypeParser"],
};

function parseSafeInteger(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n))
    throw new RangeError(`int8 value ${value} exceeds the safe integer range`);
  return n;
}

function parseInstant(value: string): string {
  // PostgreSQL writes '2026-11-22 07:34:25.123+00'; make it ISO-8601 before parsing.
  return new Date(
    value.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00"),
  ).toISOString();
}

function connectPostgres(url: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: postgresTypes,
    connectionTimeoutMillis: 5_000,
  });
  // A client that loses its connection (database crash, restart, terminated backend) must not
  // crash the process: node-pg emits 'error' on it, and the pool listens only while it is idle.
  // Its queries fail, the pool discards it on release, and the next query reconnects.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
}
