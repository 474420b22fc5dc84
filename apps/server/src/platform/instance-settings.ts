import type { Clock } from "./clock";
import type { Db } from "./db/database";

/**
 * Settings of the whole installation (migration 0020), shared by every instance on the database.
 * A setting is written once, by whichever instance needs it first, and never changed after.
 */
export interface InstanceSettings {
  /**
   * The value stored under `name`. When there is none yet, `proposed` is stored first; when two
   * instances propose at once, the one that commits first wins and both answer its value.
   */
  settle(name: string, proposed: string): Promise<string>;
}

/** Instance settings on `db`. */
export function createInstanceSettings(db: Db, clock: Clock): InstanceSettings {
  return {
    async settle(name, proposed) {
      await db
        .insertInto("instanceSettings")
        .values({ name, value: proposed, createdAt: clock.now().toISOString() })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .execute();
      const row = await db
        .selectFrom("instanceSettings")
        .select("value")
        .where("name", "=", name)
        .executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
