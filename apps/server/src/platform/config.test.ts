import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_LIMITS, loadConfig } from "./config";

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

  it("keeps today's limits and lockout when no variable is set", () => {
    expect(loadConfig({}, tempDir()).limits).toEqual({
      perMinutePerUser: 300,
      perMinutePerIp: 300,
      loginPerMinutePerIp: 20,
      registerPerHourPerIp: 10,
      syncPerMinutePerUser: 6,
      chatPerMinutePerUser: 20,
      exportsPerHourPerUser: 5,
      failedLoginsBeforeLock: 10,
      lockMinutes: 15,
    });
    expect(DEFAULT_LIMITS).toEqual(loadConfig({}, tempDir()).limits);
  });

  it("reads every limit and the lockout from its own variable", () => {
    const config = loadConfig(
      {
        RATE_LIMIT_USER_PER_MINUTE: "1000",
        RATE_LIMIT_IP_PER_MINUTE: "120",
        RATE_LIMIT_LOGIN_PER_MINUTE: "40",
        RATE_LIMIT_REGISTER_PER_HOUR: "50",
        RATE_LIMIT_SYNC_PER_MINUTE: "2",
        RATE_LIMIT_CHAT_PER_MINUTE: "7",
        RATE_LIMIT_EXPORT_PER_HOUR: "1",
        LOGIN_LOCK_FAILURES: "5",
        LOGIN_LOCK_MINUTES: "60",
      },
      tempDir(),
    );
    expect(config.limits).toEqual({
      perMinutePerUser: 1000,
      perMinutePerIp: 120,
      loginPerMinutePerIp: 40,
      registerPerHourPerIp: 50,
      syncPerMinutePerUser: 2,
      chatPerMinutePerUser: 7,
      exportsPerHourPerUser: 1,
      failedLoginsBeforeLock: 5,
      lockMinutes: 60,
    });
  });

  it.each([
    "RATE_LIMIT_USER_PER_MINUTE",
    "RATE_LIMIT_IP_PER_MINUTE",
    "RATE_LIMIT_LOGIN_PER_MINUTE",
    "RATE_LIMIT_REGISTER_PER_HOUR",
    "RATE_LIMIT_SYNC_PER_MINUTE",
    "RATE_LIMIT_CHAT_PER_MINUTE",
    "RATE_LIMIT_EXPORT_PER_HOUR",
    "LOGIN_LOCK_FAILURES",
    "LOGIN_LOCK_MINUTES",
  ])("refuses %s unless it is a positive integer", (variable) => {
    for (const value of ["0", "-5", "2.5", "1e3", "ten", "", " 7"]) {
      const load = () => loadConfig({ [variable]: value }, tempDir());
      expect(load, `${variable}=${JSON.stringify(value)}`).toThrow(ConfigError);
      expect(load).toThrow(`${variable}: must be a positive integer`);
    }
  });

  it.each([
    [undefined, false],
    ["false", false],
    ["true", true],
    ["1", 1],
    ["2", 2],
    ["10.0.0.5", ["10.0.0.5"]],
    [
      "10.0.0.5, 172.16.0.0/12,fd00::/8 , loopback",
      ["10.0.0.5", "172.16.0.0/12", "fd00::/8", "loopback"],
    ],
  ])("reads TRUST_PROXY=%j as %j", (value, expected) => {
    const env = value === undefined ? {} : { TRUST_PROXY: value };
    expect(loadConfig(env, tempDir()).trustProxy).toEqual(expected);
  });

  it.each([
    "yes",
    "0",
    "33",
    "-1",
    "10.0.0.256",
    "10.0.0.0/33",
    "nginx",
    "10.0.0.1,",
  ])("refuses TRUST_PROXY=%j, naming the variable", (value) => {
    const load = () => loadConfig({ TRUST_PROXY: value }, tempDir());
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/TRUST_PROXY: must be true, a hop count/);
  });

  it("reads SUPPORT_EMAIL, and refuses one that is not an address", () => {
    expect(loadConfig({}, tempDir()).supportEmail).toBeUndefined();
    expect(
      loadConfig({ SUPPORT_EMAIL: "help@finch.example" }, tempDir())
        .supportEmail,
    ).toBe("help@finch.example");
    expect(() => loadConfig({ SUPPORT_EMAIL: "call us" }, tempDir())).toThrow(
      "SUPPORT_EMAIL: must be an email address",
    );
  });

  it("says which shared secrets were generated rather than set", () => {
    expect(loadConfig({}, tempDir()).generatedSecrets).toEqual([
      "JWT_SECRET",
      "DATA_ENCRYPTION_KEY",
    ]);
    expect(
      loadConfig({ JWT_SECRET: "x".repeat(32) }, tempDir()).generatedSecrets,
    ).toEqual(["DATA_ENCRYPTION_KEY"]);
    expect(
      loadConfig(
        { JWT_SECRET: "x".repeat(32), DATA_ENCRYPTION_KEY: "ab".repeat(32) },
        tempDir(),
      ).generatedSecrets,
    ).toEqual([]);
  });
});
