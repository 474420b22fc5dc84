import type { Db } from "../../platform/db/database";

/** The per-item sync lease on `bank_items.sync_lock_until` (docs/design/bank-linking.md §11). */
export function createBankingLeaseRepository(db: Db) {
  return {
    /**
     * Claims the item's sync lease (docs/design/bank-linking.md §11): one conditional UPDATE, valid
     * on both dialects and across instances. True when this caller holds it now.
     */
    async claim(
      id: number,
      nowIso: string,
      untilIso: string,
      /** Scheduled sync: claim only if not synced since then (another instance may just have). */
      dueBeforeIso?: string,
    ): Promise<boolean> {
      let query = db
        .updateTable("bankItems")
        .set({ syncLockUntil: untilIso })
        .where("id", "=", id);
      if (dueBeforeIso !== undefined)
        query = query.where((eb) =>
          eb.or([
            eb("lastSyncedAt", "is", null),
            eb("lastSyncedAt", "<", dueBeforeIso),
          ]),
        );
      const result = await query
        .where((eb) =>
          eb.or([
            eb("syncLockUntil", "is", null),
            eb("syncLockUntil", "<", nowIso),
          ]),
        )
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async release(id: number): Promise<void> {
      await db
        .updateTable("bankItems")
        .set({ syncLockUntil: null })
        .where("id", "=", id)
        .execute();
    },

    async isHeld(id: number, nowIso: string): Promise<boolean> {
      const row = await db
        .selectFrom("bankItems")
        .select("id")
        .where("id", "=", id)
        .where("syncLockUntil", ">=", nowIso)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
