import { Migrator, type MigrationResultSet } from "kysely";
import type { Db } from "./database";
import { migrations } from "./migrations/index";

/** Applies every pending migration; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed =
      result.results?.find((r) => r.status === "Error")?.migrationName ??
      "unknown";
    throw new Error(`Migration ${failed} failed`, { cause: result.error });
  }
  return result;
}
