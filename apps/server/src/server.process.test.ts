import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, startServer, waitHealthy } from "../test/security/processes";
import { createTestDatabase } from "../test/test-database";

/** A new SQLite file, or on the PostgreSQL project a new database on the test server. */
async function databaseUrlFor(
  dataDir: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.TEST_DIALECT !== "postgres") {
    return {
      url: `sqlite:${path.join(dataDir, "finance.db")}`,
      drop: () => Promise.resolve(),
    };
  }
  const database = await createTestDatabase();
  await database.db.destroy();
  return database;
}

// The server as `npm start` runs it (its bundle, by plain node): a real process, so SIGTERM handling is what is tested.
describe("server process", () => {
  it("migrates its database, serves health, and exits 0 on SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "finch-proc-"));
    const database = await databaseUrlFor(dataDir);
    const port = await freePort();
    const {
      child,
      output,
      exited: exit,
    } = await startServer({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
    });
    await waitHealthy(`http://127.0.0.1:${String(port)}/api/v1`);
    const started = Date.now();
    child.kill("SIGTERM");
    expect(await exit).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(output()).toContain("shutting down");
    await database.drop();
  }, 30_000);

  it("refuses to start a second instance that generated another DATA_ENCRYPTION_KEY", async () => {
    const firstDir = mkdtempSync(path.join(tmpdir(), "finch-proc-"));
    const database = await databaseUrlFor(firstDir);
    const port = await freePort();
    const first = await startServer({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: firstDir,
      DATABASE_URL: database.url,
    });
    await waitHealthy(`http://127.0.0.1:${String(port)}/api/v1`);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    if (process.env.TEST_DIALECT === "postgres")
      expect(first.output()).toContain(
        "JWT_SECRET and DATA_ENCRYPTION_KEY are not set",
      );

    // Another instance with a DATA_DIR of its own, and so a key of its own, on the same database.
    const second = await startServer({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "finch-proc-")),
      DATABASE_URL: database.url,
    });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      "DATA_ENCRYPTION_KEY does not match the key this database was first used with",
    );
    expect(second.output()).toContain(
      "Set the same DATA_ENCRYPTION_KEY on every instance",
    );
    await database.drop();
  }, 90_000);

  it("refuses to start with a JWT secret shorter than 32 bytes", async () => {
    const { output, exited: exit } = await startServer({
      PORT: "0",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "finch-proc-")),
      JWT_SECRET: "only-16-bytes!!!",
    });
    expect(await exit).toBe(1);
    expect(output()).toContain("JWT_SECRET: must be at least 32 bytes");
  }, 30_000);
});
