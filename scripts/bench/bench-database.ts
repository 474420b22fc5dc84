/** A fresh database for one benchmark run: a SQLite file in a temporary folder or a new PostgreSQL database. */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/** Where the run's data lives, and how to remove it afterwards. */
export interface BenchDatabase {
  url: string;
  dataDir: string;
  drop: () => Promise<void>;
}

/** PostgreSQL comes from BENCH_DATABASE_URL or the local default; the run makes its own database. */
export async function createBenchDatabase(
  postgres: boolean,
): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "finch-bench-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!postgres)
    return {
      url: `sqlite:${path.join(dataDir, "finance.db")}`,
      dataDir,
      drop: () => Promise.resolve(removeDir()),
    };
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `finch_bench_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeDir();
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
