import pg from "pg";
import type { Dialect } from "../src/platform/db/database";
import {
  buildTestApp,
  type TestApp,
  type TestAppOptions,
} from "./build-test-app";

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

/** The dialect the current test project runs on. */
export function currentDialect(): Dialect {
  return process.env.TEST_DIALECT === "postgres" ? "postgres" : "sqlite";
}

/**
 * A second test app on the *other* dialect, for tests that carry data across (an export from
 * SQLite restored into PostgreSQL and back). `undefined` when that dialect is PostgreSQL and no
 * server answers (TEST_DATABASE_URL, else the local default), so the caller can skip — except on
 * CI, where that is an error.
 */
export async function buildOtherDialectApp(
  options: TestAppOptions = {},
): Promise<TestApp | undefined> {
  const other: Dialect = currentDialect() === "sqlite" ? "postgres" : "sqlite";
  const saved = {
    dialect: process.env.TEST_DIALECT,
    url: process.env.TEST_DATABASE_URL,
  };
  if (other === "postgres") {
    const url = saved.url ?? LOCAL_POSTGRES;
    if (!(await reachable(url))) {
      // CI must run every check: a missing PostgreSQL fails there rather than skipping.
      if (process.env.CI)
        throw new Error(`PostgreSQL does not answer at ${url}`);
      return undefined;
    }
    process.env.TEST_DATABASE_URL = url;
  }
  process.env.TEST_DIALECT = other;
  try {
    return await buildTestApp(options);
  } finally {
    restore("TEST_DIALECT", saved.dialect);
    restore("TEST_DATABASE_URL", saved.url);
  }
}

function restore(name: string, value: string | undefined): void {
  if (value === undefined) Reflect.deleteProperty(process.env, name);
  else process.env[name] = value;
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 3_000,
  });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
