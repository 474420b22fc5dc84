import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), "finch-config-"));
}

describe("loadConfig", () => {
  it("defaults to port 8000, all interfaces and SQLite under ./data", () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(8000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.databaseUrl).toBe(
      `sqlite:${path.join(cwd, "data/finance.db")}`,
    );
    expect(config.bankProvider).toBe("sandbox");
    expect(config.ai.provider).toBe("builtin");
  });

  it("generates the JWT secret and data key once, 0600, and reuses them", () => {
    const cwd = tempDir();
    const first = loadConfig({}, cwd);
    const second = loadConfig({}, cwd);
    expect(first.jwtSecret).toHaveLength(32);
    expect(Buffer.from(second.jwtSecret)).toEqual(Buffer.from(first.jwtSecret));
    expect(Buffer.from(second.dataEncryptionKey)).toEqual(
      Buffer.from(first.dataEncryptionKey),
    );
    const file = path.join(cwd, "data/jwt-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).not.toBe("");
  });

  it.each([
    [
      { JWT_SECRET: "short-secret-of-16b" },
      "JWT_SECRET: must be at least 32 bytes",
    ],
    [{ DATA_ENCRYPTION_KEY: "abcd" }, "DATA_ENCRYPTION_KEY: must be 32 bytes"],
    [
      { DATABASE_URL: "mysql://x" },
      "DATABASE_URL: must be sqlite:<path> or postgres://",
    ],
    [{ PORT: "eighty" }, "PORT:"],
    [{ SANDBOX_HISTORY_DAYS: "2" }, "SANDBOX_HISTORY_DAYS:"],
    [{ SANDBOX_HISTORY_DAYS: "20000" }, "SANDBOX_HISTORY_DAYS:"],
    [{ BANK_PROVIDER: "teller" }, "BANK_PROVIDER:"],
    [
      { BANK_PROVIDER: "plaid" },
      "PLAID_CLIENT_ID and PLAID_SECRET are required",
    ],
    [
      { AI_PROVIDER: "openai" },
      "AI_MODEL: is required when AI_PROVIDER=openai",
    ],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL:"],
  ])("refuses %j with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env, tempDir())).toThrow(ConfigError);
    expect(() => loadConfig(env, tempDir())).toThrow(message);
  });

  it("accepts a 32-byte key in hex or base64 and a PostgreSQL URL as given", () => {
    const hex = "ab".repeat(32);
    const config = loadConfig(
      {
        DATA_ENCRYPTION_KEY: hex,
        JWT_SECRET: "x".repeat(32),
        DATABASE_URL: "postgres://u@127.0.0.1:5432/finch",
      },
      tempDir(),
    );
    expect(Buffer.from(config.dataEncryptionKey).toString("hex")).toBe(hex);
    expect(config.databaseUrl).toBe("postgres://u@127.0.0.1:5432/finch");
    const base64 = Buffer.alloc(32, 9).toString("base64");
    expect(
      Buffer.from(
        loadConfig({ DATA_ENCRYPTION_KEY: base64 }, tempDir())
          .dataEncryptionKey,
      ),
    ).toEqual(Buffer.alloc(32, 9));
  });
});
