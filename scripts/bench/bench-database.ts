/** A fresh database for one benchmark run: a SQLite file in a temporary folder or a new PostgreSQL database. */
import { randomUUID } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/** Where the run's data lives, and how to remove it afterwards. */
export interface BenchDatabase {
  url: string;
  dataDir: string;
  /**
   * A second database holding the same rows (a file copy, or PostgreSQL's CREATE DATABASE …
   * TEMPLATE), so two measurements can each start from the same fresh data. Nothing may be
   * connected to this one meanwhile.
   */
  clone: () => Promise<BenchDatabase>;
  drop: () => Promise<void>;
}

/** PostgreSQL comes from BENCH_DATABASE_URL or the local default; the run makes its own database. */
export async function createBenchDatabase(
  postgres: boolean,
): Promise<BenchDatabase> {
  return postgres ? postgresDatabase() : sqliteDatabase();
}

function sqliteDatabase(copyOf?: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "finch-bench-"));
  const file = path.join(dataDir, "finance.db");
  // The seeding connection was closed, which folds the WAL into the file: the file is the data.
  if (copyOf !== undefined) copyFileSync(copyOf, file);
  return Promise.resolve({
    url: `sqlite:${file}`,
    dataDir,
    clone: () => sqliteDatabase(file),
    drop: () => {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  });
}

async function postgresDatabase(template?: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "finch-bench-"));
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `finch_bench_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  await admin(
    adminUrl,
    `CREATE DATABASE ${name}${template === undefined ? "" : ` TEMPLATE ${template}`}`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    clone: () => postgresDatabase(name),
    drop: async () => {
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
