import { randomBytes } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  limitsEnvShape,
  limitsFromEnv,
  type RateLimits,
} from "./config-limits";
import type { SharedSecret } from "./shared-secrets";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy";

export { DEFAULT_LIMITS, type RateLimits } from "./config-limits";
export type { SharedSecret } from "./shared-secrets";
export type { TrustProxy } from "./trust-proxy";

/**
 * Everything the server reads from its environment (docs/architecture.md §6), parsed once at boot.
 */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  webDistDir: string;
  jwtSecret: Uint8Array;
  dataEncryptionKey: Uint8Array;
  /** The shared secrets not set in the environment, so generated under `dataDir` (per instance). */
  generatedSecrets: readonly SharedSecret[];
  /** Whose `X-Forwarded-For` names the client (`TRUST_PROXY`); `false` uses the peer's address. */
  trustProxy: TrustProxy;
  bankProvider: "sandbox" | "plaid";
  plaid: {
    clientId: string | undefined;
    secret: string | undefined;
    env: "sandbox" | "production";
    /**
     * Test-only: a local stand-in's URL, which overrides `env` (docs/design/bank-linking.md §12).
     */
    baseUrl?: string | undefined;
  };
  ai: {
    provider: "builtin" | "openai" | "anthropic";
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
  };
  redisUrl: string | undefined;
  /** Where users reach the people who run this server (`SUPPORT_EMAIL`), shown by the app. */
  supportEmail?: string | undefined;
  /**
   * Where notifications are mailed from (`SMTP_URL`, `MAIL_FROM`); undefined when the server has
   * no mail, and notifications stay in the app.
   */
  mail?:
    | {
        smtpUrl: string;
        from: string;
        /** Seconds before a refused mail is first retried, doubling after (30; tests shorten). */
        retryDelaySeconds?: number;
      }
    | undefined;
  /** The address people open the app at (`APP_URL`), for the links in mail. */
  appUrl?: string;
  /** Minutes between background syncs of every bank item; 0 or unset turns them off. */
  syncIntervalMinutes?: number;
  /** Days of history a newly linked sandbox item holds (548 unless set; the benchmark's 10,000-row item). */
  sandboxHistoryDays?: number;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  limits: RateLimits;
}

/** A configuration the server cannot start with; the message lists every problem. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const MIN_SECRET_BYTES = 32;

/** The web build beside this server in the repository, whatever the working directory. */
const DEFAULT_WEB_DIST_DIR = path.resolve(
  import.meta.dirname,
  "../../../web/dist",
);

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(8000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .default("sqlite:./data/finance.db")
      .refine((v) => /^sqlite:.+/.test(v) || /^postgres(ql)?:\/\/.+/.test(v), {
        error: "must be sqlite:<path> or postgres://…",
      }),
    DATA_DIR: z.string().min(1).default("./data"),
    WEB_DIST_DIR: z.string().min(1).optional(),
    JWT_SECRET: z
      .string()
      .refine((v) => Buffer.byteLength(v) >= MIN_SECRET_BYTES, {
        error: `must be at least ${String(MIN_SECRET_BYTES)} bytes`,
      })
      .optional(),
    DATA_ENCRYPTION_KEY: z
      .string()
      .refine((v) => decodeKey(v) !== undefined, {
        error: "must be 32 bytes, base64 or hex encoded",
      })
      .optional(),
    BANK_PROVIDER: z.enum(["sandbox", "plaid"]).default("sandbox"),
    PLAID_CLIENT_ID: z.string().min(1).optional(),
    PLAID_SECRET: z.string().min(1).optional(),
    PLAID_ENV: z.enum(["sandbox", "production"]).default("sandbox"),
    PLAID_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    SYNC_INTERVAL_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(10_080)
      .default(360),
    SANDBOX_HISTORY_DAYS: z.coerce
      .number()
      .int()
      .min(3)
      .max(10_950)
      .default(548),
    AI_PROVIDER: z.enum(["builtin", "openai", "anthropic"]).default("builtin"),
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    SUPPORT_EMAIL: z.email({ error: "must be an email address" }).optional(),
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        error: "must be an smtp:// or smtps:// URL",
      })
      .optional(),
    MAIL_FROM: z.string().trim().min(3).optional(),
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    TRUST_PROXY: z
      .string()
      .default("false")
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (parsed !== undefined) return parsed;
        ctx.addIssue({
          code: "custom",
          message:
            "must be true, a hop count (1 to 32) or a comma-separated list of proxy addresses or CIDR ranges",
        });
        return z.NEVER;
      }),
    ...limitsEnvShape,
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
  })
  .superRefine((env, ctx) => {
    if (
      env.BANK_PROVIDER === "plaid" &&
      (!env.PLAID_CLIENT_ID || !env.PLAID_SECRET)
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["PLAID_CLIENT_ID"],
        message:
          "PLAID_CLIENT_ID and PLAID_SECRET are required when BANK_PROVIDER=plaid",
      });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({
        code: "custom",
        path: ["MAIL_FROM"],
        message: "is required when SMTP_URL is set",
      });
    }
    if (env.AI_PROVIDER !== "builtin" && !env.AI_MODEL) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_MODEL"],
        message: `is required when AI_PROVIDER=${env.AI_PROVIDER}`,
      });
    }
  });

/**
 * Parses the environment. Secrets that are unset are generated once and kept under the data
 * directory (mode 0600), so a restart keeps every session and encrypted token valid.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: resolveSqlitePath(e.DATABASE_URL, cwd),
    dataDir,
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(cwd, e.WEB_DIST_DIR)
      : DEFAULT_WEB_DIST_DIR,
    jwtSecret: e.JWT_SECRET
      ? new TextEncoder().encode(e.JWT_SECRET)
      : storedSecret(dataDir, "jwt-secret"),
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY
      ? (decodeKey(e.DATA_ENCRYPTION_KEY) as Uint8Array)
      : storedSecret(dataDir, "data-encryption-key"),
    generatedSecrets: [
      ...(e.JWT_SECRET ? [] : ["JWT_SECRET" as const]),
      ...(e.DATA_ENCRYPTION_KEY ? [] : ["DATA_ENCRYPTION_KEY" as const]),
    ],
    bankProvider: e.BANK_PROVIDER,
    plaid: {
      clientId: e.PLAID_CLIENT_ID,
      secret: e.PLAID_SECRET,
      env: e.PLAID_ENV,
      baseUrl: e.PLAID_BASE_URL,
    },
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
    },
    redisUrl: e.REDIS_URL,
    supportEmail: e.SUPPORT_EMAIL,
    mail:
      e.SMTP_URL && e.MAIL_FROM
        ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM }
        : undefined,
    appUrl: (e.APP_URL ?? `http://localhost:${String(e.PORT)}`).replace(
      /\/+$/,
      "",
    ),
    syncIntervalMinutes: e.SYNC_INTERVAL_MINUTES,
    sandboxHistoryDays: e.SANDBOX_HISTORY_DAYS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    limits: limitsFromEnv(e),
  };
}

/** Decodes a 32-byte key given as 64 hex characters or base64; anything else is `undefined`. */
export function decodeKey(text: string): Uint8Array | undefined {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, "hex")
    : Buffer.from(trimmed, "base64");
  return bytes.length === 32 ? new Uint8Array(bytes) : undefined;
}

function resolveSqlitePath(url: string, cwd: string): string {
  if (!url.startsWith("sqlite:")) return url;
  const file = url.slice("sqlite:".length);
  return file === ":memory:" ? url : `sqlite:${path.resolve(cwd, file)}`;
}

function storedSecret(dataDir: string, name: string): Uint8Array {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(32).toString("base64"), {
      mode: 0o600,
      flag: "wx",
    });
  }
  chmodSync(file, 0o600);
  const bytes = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  if (bytes.length !== 32)
    throw new ConfigError(`${file} does not hold a 32-byte base64 secret`);
  return new Uint8Array(bytes);
}
