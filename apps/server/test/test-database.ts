import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import {
  connectDatabase,
  type DatabaseConnection,
} from "../src/platform/db/connect";
import { migrateToLatest } from "../src/platform/db/migrate";

/** A freshly migrated database of the dialect under test, and how to drop it. */
export interface TestDatabase extends DatabaseConnection {
  url: string;
  /** Drops the database (or deletes the SQLite file); call after the app has closed it. */
  drop(): Promise<void>;
}

/**
 * Creates a new database for one test file: a SQLite file in a temporary folder, or a new
 * PostgreSQL database on TEST_DATABASE_URL's server (TEST_DIALECT picks, set by vitest.config).
 */
export async function createTestDatabase(
  dialect: "sqlite" | "postgres" = process.env.TEST_DIALECT === "postgres"
    ? "postgres"
    : "sqlite",
): Promise<TestDatabase> {
  const connection =
    dialect === "postgres"
      ? await createPostgresDatabase()
      : createSqliteDatabase();
  await migrateToLatest(connection.db);
  return connection;
}

function createSqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), "finch-test-"));
  const url = `sqlite:${path.join(dir, "finance.db")}`;
  return {
    ...connectDatabase(url),
    url,
    drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error("TEST_DATABASE_URL is required for TEST_DIALECT=postgres");
  const name = `finch_test_${randomUUID().replace(/-/g, "").slice(0, 20)}`;
  await withAdmin(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${name}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    ...connectDatabase(url.toString()),
    url: url.toString(),
    drop: () =>
      withAdmin(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  };
}

async function withAdmin<T>(
  adminUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
