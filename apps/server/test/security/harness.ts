import { appendFileSync } from "node:fs";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app";
import type { PasswordHasher } from "../../src/features/auth/password-hasher";
import type { Clock } from "../../src/platform/clock";
import type { RateLimits } from "../../src/platform/config";
import { createTestHasher, testConfig } from "../build-test-app";
import { createTestDatabase, type TestDatabase } from "../test-database";

/** The databases this run covers: SQLite always, PostgreSQL when the config found one. */
export type Dialect = "sqlite" | "postgres";
export const DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL
  ? ["sqlite", "postgres"]
  : ["sqlite"];
if (DIALECTS.length === 1)
  console.warn("!!! security suite: PostgreSQL unavailable, SQLite only");

/** `npm run test:security -- --long` sets SECURITY_LONG=1: every count grows. */
export const LONG = process.env.SECURITY_LONG === "1";
/** The CI count, or the long one. */
export function scale(ci: number, long: number): number {
  return LONG ? long : ci;
}

/** The fast-check seed: SECURITY_SEED to replay a run, else fixed in CI and random when long. */
export const SEED = process.env.SECURITY_SEED
  ? Number(process.env.SECURITY_SEED)
  : LONG
    ? Date.now() % 2_147_483_647
    : 20_260_823;

/** Limits that never trip except where a test asks for the production ones. */
export const HIGH_LIMITS: Partial<RateLimits> = {
  syncPerMinutePerUser: 100_000,
};

/**
 * Secrets the suite sends (passwords, access tokens); every app checks on close that none of
 * them, and no bank token, appears in any log line it wrote (LOG-3, TOK-4).
 */
export const SECRETS = new Set<string>([
  "access-sandbox-",
  "public-sandbox-",
  "access-production-",
]);

/** An app on a fresh database with counted password verifications and captured log lines. */
export interface SecurityApp {
  app: FastifyInstance;
  database: TestDatabase;
  dialect: Dialect;
  /** Every log line the app wrote, raw, so secrets can be searched for verbatim. */
  logLines: string[];
  /** How many times a password (real or dummy) reached argon2 verification. */
  verifications: () => number;
  close(): Promise<void>;
}

/** Options for `buildSecurityApp`. */
export interface SecurityAppOptions {
  limits?: Partial<RateLimits>;
  clock?: Clock;
}

/** Builds the whole app the way production does, on the given dialect. */
export async function buildSecurityApp(
  dialect: Dialect,
  options: SecurityAppOptions = {},
): Promise<SecurityApp> {
  const database = await createTestDatabase(dialect);
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  let verifications = 0;
  const inner = await createTestHasher();
  const hasher: PasswordHasher = {
    hash: (password) => inner.hash(password),
    needsRehash: (hash) => inner.needsRehash(hash),
    verify: (hash, password) => {
      verifications++;
      return inner.verify(hash, password);
    },
    verifyDummy: (password) => {
      verifications++;
      return inner.verifyDummy(password);
    },
  };
  const config = testConfig(database, {
    limits: { ...HIGH_LIMITS, ...options.limits },
  });
  const app = await buildApp(config, {
    db: database.db,
    dialect: database.dialect,
    checkResponses: true,
    hasher,
    logger: { stream },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    dialect,
    logLines,
    verifications: () => verifications,
    async close() {
      await app.close();
      await database.drop();
      const leaks = linesWithSecrets(logLines, SECRETS);
      report("logs", {
        dialect,
        lines: logLines.length,
        secrets: SECRETS.size,
        leaks: leaks.length,
      });
      if (leaks.length > 0)
        throw new Error(
          `secrets in ${String(leaks.length)} log lines: ${leaks[0] ?? ""}`,
        );
    },
  };
}

/** Log lines that contain any of the secrets (LOG-3: must be none). */
export function linesWithSecrets(
  lines: string[],
  secrets: Iterable<string>,
): string[] {
  const list = [...secrets].filter((s) => s.length >= 6);
  return lines.filter((line) => list.some((secret) => line.includes(secret)));
}

/** Leaks a response body shows: stack frames, SQL errors, file paths (LOG-1). */
export const INTERNAL_DETAIL =
  /(\bat [\w.<>]+ \(|\.ts:\d|node_modules|SQLITE_|syntax error|SQLSTATE|\/work\/|\/tmp\/|relation "|duplicate key|violates)/;

/** Prints a figure for docs/security.md and appends it to SECURITY_REPORT (a JSONL file) when set. */
export function report(check: string, figures: Record<string, unknown>): void {
  const line = JSON.stringify({ check, seed: SEED, long: LONG, ...figures });
  console.info(`SECURITY-FIGURE ${line}`);
  const file = process.env.SECURITY_REPORT;
  if (file) appendFileSync(file, `${line}\n`);
}
