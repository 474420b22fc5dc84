import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, onTestFinished } from "vitest";
import { buildApp } from "../src/app";
import {
  createPasswordHasher,
  type PasswordHasher,
} from "../src/features/auth/password-hasher";
import type { Clock } from "../src/platform/clock";
import {
  DEFAULT_LIMITS,
  type AppConfig,
  type RateLimits,
  type SharedSecret,
  type TrustProxy,
} from "../src/platform/config";
import { createJobs } from "../src/platform/jobs/create-jobs";
import type { Jobs } from "../src/platform/jobs/jobs";
import { createTestDatabase, type TestDatabase } from "./test-database";

/** A running test app, its database and every log line it wrote. */
export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  logs: Record<string, unknown>[];
  /** The app's job mechanism: tests send a scheduled job's queue a job to run it now. */
  jobs: Jobs;
}

/** Options a test file may set. */
export interface TestAppOptions {
  clock?: Clock;
  limits?: Partial<RateLimits>;
  /** Production argon2 parameters instead of the cheaper test ones. */
  productionHasher?: boolean;
  webDistDir?: string;
  redisUrl?: string;
  supportEmail?: string;
  /** `TRUST_PROXY` as the configuration parses it (off unless given). */
  trustProxy?: TrustProxy;
  /** Secrets the configuration says were generated rather than set (none unless given). */
  generatedSecrets?: readonly SharedSecret[];
  /** The bank provider and its settings (banking tests point Plaid at a local stand-in). */
  bank?: Pick<AppConfig, "bankProvider" | "plaid" | "sandboxHistoryDays">;
  /** The assistant's provider (the provider suites point one at a local stand-in). */
  ai?: AppConfig["ai"];
  /** Where notifications are mailed (the mail tests start a local SMTP server). */
  mail?: AppConfig["mail"];
  /** Runs before `ready()`, e.g. to add a route that fails on purpose. */
  beforeReady?: (app: FastifyInstance) => void;
}

/** Limits high enough that ordinary tests never trip them; limit tests lower them again. */
export const TEST_LIMITS: RateLimits = {
  ...DEFAULT_LIMITS,
  loginPerMinutePerIp: 10_000,
  registerPerHourPerIp: 10_000,
  perMinutePerUser: 100_000,
  perMinutePerIp: 100_000,
};

/** Cheaper argon2id for speed; the production floor is asserted in its own test. */
export function createTestHasher(): Promise<PasswordHasher> {
  return createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
}

/** Configuration for tests: fixed secrets, no web build unless given. */
export function testConfig(
  database: TestDatabase,
  options: TestAppOptions = {},
): AppConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    databaseUrl: database.url,
    dataDir: "/nonexistent",
    webDistDir: options.webDistDir ?? "/nonexistent",
    jwtSecret: new TextEncoder().encode(
      "test-secret-of-at-least-thirty-two-bytes!!",
    ),
    dataEncryptionKey: new Uint8Array(32).fill(7),
    generatedSecrets: options.generatedSecrets ?? [],
    trustProxy: options.trustProxy ?? false,
    bankProvider: "sandbox",
    plaid: { clientId: undefined, secret: undefined, env: "sandbox" },
    ai: options.ai ?? {
      provider: "builtin",
      baseUrl: undefined,
      apiKey: undefined,
      model: undefined,
    },
    redisUrl: options.redisUrl,
    supportEmail: options.supportEmail,
    mail: options.mail,
    appUrl: "http://finch.test",
    ...options.bank,
    logLevel: "info",
    limits: { ...TEST_LIMITS, ...options.limits },
  };
}

/**
 * Builds the app on a freshly migrated database of the dialect under test and closes and drops
 * it when the file ends (or, built inside a test, when that test ends). Logs are captured as
 * parsed JSON lines for assertions.
 */
export async function buildTestApp(
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n"))
        if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const config = testConfig(database, options);
  const logTo = (level: number) => (fields: object, msg: string) =>
    logs.push({ level, ...fields, msg });
  const jobs = createJobs({
    dialect: database.dialect,
    databaseUrl: database.url,
    log: { info: logTo(30), warn: logTo(40), error: logTo(50) },
  });
  const hasher = options.productionHasher
    ? await createPasswordHasher()
    : await createTestHasher();
  const app = await buildApp(config, {
    db: database.db,
    dialect: database.dialect,
    checkResponses: true,
    hasher,
    logger: { stream },
    jobs,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  const cleanUp = async () => {
    await app.close();
    await database.drop();
  };
  // Built inside a test, it ends with that test: a hook registered while tests run would never
  // run, and the database would outlive the suite. Outside a test `onTestFinished` throws (the
  // expect state cannot tell: files share a worker, so it may still name an earlier file's test).
  try {
    onTestFinished(cleanUp);
  } catch {
    afterAll(cleanUp);
  }
  return { app, database, config, logs, jobs };
}
