import pg from "pg";

const LOCAL_DEFAULT = "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * The PostgreSQL server the API tests use: TEST_DATABASE_URL, else the local default when it
 * answers. Outside CI a missing server skips the PostgreSQL project with a loud warning; with
 * CI=true it fails the run, so CI never passes without having tested PostgreSQL.
 */
export async function resolvePostgresForTests(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL ?? LOCAL_DEFAULT;
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 3_000,
  });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return url;
  } catch (error) {
    const message = `PostgreSQL is not reachable at ${redact(url)}: ${(error as Error).message}`;
    if (process.env.CI === "true")
      throw new Error(`${message} (CI requires it)`);
    console.warn(
      `\n!!! ${message}\n!!! The server-postgres test project is SKIPPED. Set TEST_DATABASE_URL to run it.\n`,
    );
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
}
