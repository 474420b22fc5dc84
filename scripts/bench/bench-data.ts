/** A fresh, migrated and seeded database for one part of the bench, and how the mix sees its users. */
import { sql } from "kysely";
import { todayIn } from "@finch/domain";
import { createPasswordHasher } from "../../apps/server/src/features/auth/password-hasher";
import { connectDatabase } from "../../apps/server/src/platform/db/connect";
import { migrateToLatest } from "../../apps/server/src/platform/db/migrate";
import { createBenchDatabase, type BenchDatabase } from "./bench-database";
import type { MixShape } from "./mix/plan";
import { vocabularyOf } from "./mix/vocabulary";
import { seed, type SeededData } from "./seed";
import { startServer, type ServerProcess } from "./server-process";

/** Every seeded user's password. */
export const PASSWORD = "Bench-Harbor-2026";
/** Light users beside the heavy one in the main run, and their transactions each. */
export const LIGHT_USERS = 200;
export const LIGHT_TRANSACTIONS = 500;

/** A seeded database and what was seeded. */
export interface Seeded {
  database: BenchDatabase;
  data: SeededData;
  today: string;
  seedSeconds: number;
  totalTransactions: number;
}

let passwordHash: Promise<string> | undefined;

/** Creates, migrates and seeds a database; nothing stays connected to it afterwards. */
export async function seededDatabase(
  postgres: boolean,
  plan: { heavy: number; lightUsers: number; lightTransactions: number },
): Promise<Seeded> {
  const database = await createBenchDatabase(postgres);
  const today = todayIn(new Date(), "UTC");
  passwordHash ??= createPasswordHasher().then((hasher) =>
    hasher.hash(PASSWORD),
  );
  const { db } = connectDatabase(database.url);
  const started = performance.now();
  let data: SeededData;
  try {
    await migrateToLatest(db);
    data = await seed(db, {
      today,
      heavyTransactions: plan.heavy,
      lightUsers: plan.lightUsers,
      lightTransactions: plan.lightTransactions,
      passwordHash: await passwordHash,
    });
    // What autovacuum does soon after a bulk load on PostgreSQL: visibility map and statistics.
    if (postgres) await sql`vacuum analyze`.execute(db);
  } catch (error) {
    await db.destroy();
    await database.drop();
    throw error;
  }
  await db.destroy();
  return {
    database,
    data,
    today,
    seedSeconds: (performance.now() - started) / 1000,
    totalTransactions: plan.heavy + plan.lightUsers * plan.lightTransactions,
  };
}

/** The mix's view of a seeded database; `heavyShare` 1 runs the heavy user alone. */
export function shapeOf(seeded: Seeded, heavyShare: number): MixShape {
  const { heavy, light, ledgerTexts } = seeded.data;
  return {
    lightUsers: light.length,
    heavyShare,
    today: seeded.today,
    vocabulary: vocabularyOf(ledgerTexts),
    accounts: heavy.accountIds.length,
    budgets: heavy.budgetIds.length,
    goals: heavy.goalIds.length,
  };
}

/** The environment a server process over this database starts with. */
export function serverEnv(database: BenchDatabase): Record<string, string> {
  return {
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    // Hundreds of users behind one address send thousands of requests on purpose: the limits
    // are lifted through the server's own settings, as an operator would.
    RATE_LIMIT_USER_PER_MINUTE: "100000000",
    RATE_LIMIT_IP_PER_MINUTE: "100000000",
    RATE_LIMIT_LOGIN_PER_MINUTE: "100000000",
    RATE_LIMIT_SYNC_PER_MINUTE: "100000",
    RATE_LIMIT_CHAT_PER_MINUTE: "100000000",
  };
}

/** A token for `email` (password PASSWORD), as the sign-in form gets one. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      username: email,
      password: PASSWORD,
    }).toString(),
  });
  const body: unknown = await res.json();
  const token =
    typeof body === "object" && body !== null && "access_token" in body
      ? body.access_token
      : undefined;
  if (typeof token !== "string")
    throw new Error(`bench sign-in failed: ${String(res.status)}`);
  return token;
}

/**
 * Runs `work` on a fresh server (`bundle`) over a fresh, migrated, empty database, as a user
 * registered and signed in through the API; the server stops and the database goes afterwards.
 * The imports of an export and of a statement start from here.
 */
export async function onFreshServer<T>(
  bundle: string,
  postgres: boolean,
  emailPrefix: string,
  work: (server: ServerProcess, token: string) => Promise<T>,
): Promise<T> {
  const database = await createBenchDatabase(postgres);
  try {
    const { db } = connectDatabase(database.url);
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    const server = await startServer(bundle, serverEnv(database));
    try {
      const email = `${emailPrefix}-${String(Date.now())}@bench.finch`;
      const registered = await fetch(`${server.baseUrl}/api/v1/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: PASSWORD, full_name: "Bench" }),
      });
      if (!registered.ok)
        throw new Error(`register answered ${String(registered.status)}`);
      return await work(server, await signIn(server.baseUrl, email));
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}
