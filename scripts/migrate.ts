/** `npm run migrate`: applies pending migrations to DATABASE_URL (SQLite by default) and exits. */
import { loadConfig } from "../apps/server/src/platform/config";
import { connectDatabase } from "../apps/server/src/platform/db/connect";
import { migrateToLatest } from "../apps/server/src/platform/db/migrate";

const config = loadConfig();
const { db, dialect } = connectDatabase(config.databaseUrl);
try {
  const result = await migrateToLatest(db);
  const applied = result.results?.filter((r) => r.status === "Success") ?? [];
  console.log(
    applied.length === 0
      ? `Database (${dialect}) is up to date.`
      : `Applied ${String(applied.length)} migration(s) to ${dialect}: ${applied.map((r) => r.migrationName).join(", ")}`,
  );
} finally {
  await db.destroy();
}
