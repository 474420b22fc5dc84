/**
 * The server under measurement, started by `bench.ts` as its own process so load generation and
 * serving never share an event loop. The production server, configured from its environment as
 * `npm start` is: `bench.ts` lifts the per-user and sign-in limits there, since a benchmark is one
 * user sending thousands of requests on purpose.
 */
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/platform/config";
import {
  connectDatabase,
  optimizeDatabase,
} from "../../apps/server/src/platform/db/connect";

const config = loadConfig();
const { db, dialect } = connectDatabase(config.databaseUrl);
await optimizeDatabase(db, dialect);
const app = await buildApp(config, { db, dialect });
process.on("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
await app.listen({ port: config.port, host: "127.0.0.1" });
