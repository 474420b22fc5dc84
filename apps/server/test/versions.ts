import type { TestDatabase } from "./test-database";

/** The trigger-kept version tables (migrations 0010, 0018, 0019). */
export type VersionsTable =
  "transactionVersions" | "budgetVersions" | "accountVersions" | "goalVersions";

/** Reads one of a user's trigger-kept versions; 0 before the first write made its row. */
export function versionsOf(database: TestDatabase, table: VersionsTable) {
  return async (userId: number): Promise<number> => {
    const row = await database.db
      .selectFrom(table)
      .select("version")
      .where("userId", "=", userId)
      .executeTakeFirst();
    return row?.version ?? 0;
  };
}
