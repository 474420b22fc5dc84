/**
 * `npm run bench` (SQLite) and `npm run bench -- --postgres`: seeds a fresh database, starts the
 * real server as its own process on loopback, measures the figures of the performance issue and
 * prints them against their targets. `--large` seeds 1,000,000 transactions, `--seconds N`
 * changes the 10 s per measurement. Never part of `npm test`.
 */
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { todayIn } from "@finch/domain";
import { createPasswordHasher } from "../../apps/server/src/features/auth/password-hasher";
import { connectDatabase } from "../../apps/server/src/platform/db/connect";
import { migrateToLatest } from "../../apps/server/src/platform/db/migrate";
import { buildServer } from "../server-build";
import { buildWeb, isWebBuildStale } from "../web-build";
import { createBenchDatabase } from "./bench-database";
import { measureApi, type ApiFigures } from "./measure-api";
import {
  measureAssistant,
  measureExport,
  measureFirstSync,
  SYNC_HISTORY_DAYS,
} from "./measure-features";
import { report } from "./report";
import { seed } from "./seed";
import { startServer } from "./server-process";
import { measureWeb } from "./web";

const PASSWORD = "Bench-Harbor-2026";
const { values: args } = parseArgs({
  options: {
    postgres: { type: "boolean", default: false },
    large: { type: "boolean", default: false },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const dialect = args.postgres ? "postgres" : "sqlite";

if (isWebBuildStale()) await buildWeb();
// The server and the floor run as bundles with plain `node`, as `npm start` runs the server.
const { entries: built } = await buildServer("bench", {
  "bench-server": "scripts/bench/bench-server.ts",
  floor: "scripts/bench/floor.ts",
});
const database = await createBenchDatabase(args.postgres);
try {
  const { db } = connectDatabase(database.url);
  await migrateToLatest(db);
  const lightUsers = 200;
  const started = performance.now();
  const heavy = await seed(db, {
    today: todayIn(new Date(), "UTC"),
    heavyTransactions: 100_000,
    lightUsers,
    lightTransactions: args.large ? 4_500 : 500,
    passwordHash: await (await createPasswordHasher()).hash(PASSWORD),
  });
  const seedSeconds = (performance.now() - started) / 1000;
  // What autovacuum does soon after a bulk load on PostgreSQL: visibility map and statistics.
  if (args.postgres) await sql`vacuum analyze`.execute(db);
  await db.destroy();
  const totalTransactions = 100_000 + lightUsers * (args.large ? 4_500 : 500);
  console.log(
    `Seeded ${totalTransactions.toLocaleString("en-US")} transactions in ${String(tenths(seedSeconds))} s (${dialect}).`,
  );

  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    // One user sends thousands of requests a second on purpose, and signs in many times.
    RATE_LIMIT_USER_PER_MINUTE: "100000000",
    RATE_LIMIT_LOGIN_PER_MINUTE: "100000",
  };
  const server = await startServer(built["bench-server"], {
    ...env,
    SANDBOX_HISTORY_DAYS: String(SYNC_HISTORY_DAYS),
  });
  const floor = await startServer(built.floor, {
    ...env,
    BENCH_USER_ID: String(heavy.id),
  });
  // The same server without kept pages: every first page runs its queries, as the floor does.
  const computing = await startServer(built["bench-server"], {
    ...env,
    BENCH_KEEP_PAGES: "off",
  });
  let api: ApiFigures;
  try {
    api = await measureApi({
      server,
      computingUrl: computing.baseUrl,
      floorUrl: `${floor.baseUrl}/floor`,
      heavy,
      password: PASSWORD,
      seconds,
      connections,
      durability: args.postgres
        ? "fsync=on, synchronous_commit=on"
        : "synchronous=FULL",
    });
  } finally {
    await Promise.all([floor.stop(), computing.stop()]);
  }
  const assistant = await measureAssistant(server, api.token);
  const exported = await measureExport(
    server,
    () => startServer(built["bench-server"], env),
    api.token,
  );
  const synced = await measureFirstSync(server);
  const web = await measureWeb(server.baseUrl, api.token);
  await server.stop();
  const visible = [...web.dashboardVisibleMs].sort((a, b) => a - b)[2] ?? 0;
  report(
    `Finch benchmark — ${dialect}, ${totalTransactions.toLocaleString("en-US")} transactions, ${String(seconds)} s × ${String(connections)} connections`,
    [
      {
        measure: "Seed (through the repositories)",
        figure: `${String(tenths(seedSeconds))} s`,
        target: "a few seconds per 100,000",
      },
      ...api.rows,
      assistant.row,
      exported.row,
      synced.row,
      {
        measure: "Login page JavaScript (gzip)",
        figure: `${String(web.loginJsGzipKb)} KB`,
        target: "—",
      },
      {
        measure: "Dashboard initial JavaScript (gzip)",
        figure: `${String(web.dashboardJsGzipKb)} KB`,
        target: "≤ 300 KB",
        meets: web.dashboardJsGzipKb <= 300,
      },
      {
        measure: "Dashboard visible in Chromium (median of 5)",
        figure: `${String(visible)} ms`,
        target: "≤ 1,500 ms",
        meets: visible <= 1_500,
      },
    ],
    {
      seedSeconds,
      totalTransactions,
      ...api.raw,
      ...assistant.raw,
      ...exported.raw,
      ...synced.raw,
      web,
    },
    dialect,
  );
} finally {
  await database.drop();
}

/** Seconds to one decimal, for the report. */
function tenths(seconds: number): number {
  return Math.round(seconds * 10) / 10;
}
