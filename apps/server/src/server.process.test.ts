import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/test-database";

const ROOT = path.resolve(import.meta.dirname, "../../..");

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === "object" && address ? address.port : 0);
      });
    });
  });
}

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
} {
  let output = "";
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "apps/server/src/server.ts"],
    {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: "info", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

async function waitHealthy(url: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

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

// The server as `npm start` runs it: a real process, so SIGTERM handling is what is tested.
describe("server process", () => {
  it("migrates its database, serves health, and exits 0 on SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "finch-proc-"));
    const database = await databaseUrlFor(dataDir);
    const port = await freePort();
    const { child, output } = startServer({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
    });
    await waitHealthy(`http://127.0.0.1:${String(port)}/api/v1/health`);
    const exited = exitOf(child);
    const started = Date.now();
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(output()).toContain("shutting down");
    await database.drop();
  }, 30_000);

  it("refuses to start a second instance that generated another DATA_ENCRYPTION_KEY", async () => {
    const firstDir = mkdtempSync(path.join(tmpdir(), "finch-proc-"));
    const database = await databaseUrlFor(firstDir);
    const port = await freePort();
    const first = startServer({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: firstDir,
      DATABASE_URL: database.url,
    });
    await waitHealthy(`http://127.0.0.1:${String(port)}/api/v1/health`);
    const firstExited = exitOf(first.child);
    first.child.kill("SIGTERM");
    expect(await firstExited).toBe(0);
    if (process.env.TEST_DIALECT === "postgres")
      expect(first.output()).toContain(
        "JWT_SECRET and DATA_ENCRYPTION_KEY are not set",
      );

    // Another instance with a DATA_DIR of its own, and so a key of its own, on the same database.
    const second = startServer({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "finch-proc-")),
      DATABASE_URL: database.url,
    });
    expect(await exitOf(second.child)).toBe(1);
    expect(second.output()).toContain(
      "DATA_ENCRYPTION_KEY does not match the key this database was first used with",
    );
    expect(second.output()).toContain(
      "Set the same DATA_ENCRYPTION_KEY on every instance",
    );
    await database.drop();
  }, 90_000);

  it("refuses to start with a JWT secret shorter than 32 bytes", async () => {
    const { child, output } = startServer({
      PORT: "0",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "finch-proc-")),
      JWT_SECRET: "only-16-bytes!!!",
    });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain("JWT_SECRET: must be at least 32 bytes");
  }, 30_000);
});
