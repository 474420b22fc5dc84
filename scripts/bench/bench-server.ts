/**
 * The server under measurement, started by `bench.ts` as its own process so load generation and
 * serving never share an event loop. The production server with one change: the per-user rate
 * limit is lifted, since a benchmark is one user sending thousands of requests on purpose.
 * `BENCH_KEEP_PAGES=off` starts it without kept list pages, to measure the page's queries.
 */
import { buildApp } from "../../apps/server/src/app";
import {
  DEFAULT_LIMITS,
  loadConfig,
} from "../../apps/server/src/platform/config";
import {
  connectDatabase,
  optimizeDatabase,
} from "../../apps/server/src/platform/db/connect";

const config = {
  ...loadConfig(),
  limits: {
    ...DEFAULT_LIMITS,
    perMinutePerUser: 100_000_000,
    loginPerMinutePerIp: 100_000,
  },
};
const { db, dialect } = connectDatabase(config.databaseUrl);
await optimizeDatabase(db, dialect);
const app = await buildApp(config, {
  db,
  dialect,
  keepPages: process.env.BENCH_KEEP_PAGES !== "off",
});
process.on("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
await app.listen({ port: config.port, host: "127.0.0.1" });
