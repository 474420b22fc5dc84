/**
 * The real app on a fresh, migrated SQLite file, with a clock the harness moves (goal
 * contributions are dated by the clock) and limits lifted (one user sends thousands of
 * requests). Each household gets its own database, removed afterwards.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../apps/server/src/app";
import { createPasswordHasher } from "../../apps/server/src/features/auth/password-hasher";
import {
  DEFAULT_LIMITS,
  type AppConfig,
} from "../../apps/server/src/platform/config";
import { connectDatabase } from "../../apps/server/src/platform/db/connect";
import { migrateToLatest } from "../../apps/server/src/platform/db/migrate";

export interface AppUnderTest {
  readonly app: FastifyInstance;
  /** Sets the instant the app's clock shows. */
  setClock(iso: string): void;
  /** Sends a request as the signed-in user (once `signIn` has run), failing on an unexpected status. */
  call(
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: object,
    expect?: number,
  ): Promise<LightMyRequestResponse>;
  /** Registers (the first time) and signs in at the clock's current instant. */
  signIn(email: string, password: string, fullName: string): Promise<void>;
  close(): Promise<void>;
}

export async function startApp(): Promise<AppUnderTest> {
  const dir = mkdtempSync(path.join(tmpdir(), "finch-eval-"));
  const url = `sqlite:${path.join(dir, "finance.db")}`;
  let now = new Date();
  const clock = { now: () => now };
  const hasher = await createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
  const { db, dialect } = connectDatabase(url);
  await migrateToLatest(db);
  const app = await buildApp(config(url), {
    db,
    dialect,
    clock,
    hasher,
    logger: false,
  });
  await app.ready();
  let auth: Record<string, string> = {};
  let registered = false;
  const call: AppUnderTest["call"] = async (
    method,
    target,
    payload,
    expect,
  ) => {
    const response = await app.inject({
      method,
      url: `/api/v1${target}`,
      headers: auth,
      ...(payload === undefined ? {} : { payload }),
    });
    if (expect !== undefined && response.statusCode !== expect)
      throw new Error(
        `${method} ${target}: ${String(response.statusCode)} ${response.body.slice(0, 300)}`,
      );
    return response;
  };
  return {
    get app() {
      return app;
    },
    call,
    setClock: (iso) => {
      now = new Date(iso);
    },
    signIn: async (email, password, fullName) => {
      if (!registered)
        await call(
          "POST",
          "/auth/register",
          { email, password, full_name: fullName },
          201,
        );
      registered = true;
      const login = await app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ username: email, password }).toString(),
      });
      if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
      auth = {
        authorization: `Bearer ${login.json<{ access_token: string }>().access_token}`,
      };
    },
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function config(databaseUrl: string): AppConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    databaseUrl,
    dataDir: "/nonexistent",
    webDistDir: "/nonexistent",
    jwtSecret: new TextEncoder().encode(
      "assistant-evaluation-secret-of-32-bytes!",
    ),
    dataEncryptionKey: new Uint8Array(32).fill(7),
    bankProvider: "sandbox",
    plaid: { clientId: undefined, secret: undefined, env: "sandbox" },
    ai: {
      provider: "builtin",
      baseUrl: undefined,
      apiKey: undefined,
      model: undefined,
    },
    redisUrl: undefined,
    generatedSecrets: [],
    trustProxy: false,
    logLevel: "silent",
    limits: {
      ...DEFAULT_LIMITS,
      loginPerMinutePerIp: 1_000_000,
      registerPerHourPerIp: 1_000_000,
      perMinutePerUser: 1_000_000_000,
      chatPerMinutePerUser: 1_000_000_000,
    },
  };
}
