import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./platform/config";
import {
  assertDurable,
  connectDatabase,
  optimizeDatabase,
} from "./platform/db/connect";
import { migrateToLatest } from "./platform/db/migrate";

/** How long in-flight requests get to finish after SIGTERM/SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const { db, dialect } = connectDatabase(config.databaseUrl);
  await assertDurable(db, dialect);
  await migrateToLatest(db);
  await optimizeDatabase(db, dialect);
  const app = await buildApp(config, { db, dialect });
  app.server.headersTimeout = 30_000;

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) {
      app.log.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("graceful shutdown timed out");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error while closing");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Finch is running at http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${String(config.port)} (database: ${dialect})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Finch failed to start:", error);
  }
  process.exit(1);
});
