import type { Db } from "../../platform/db/database";

/**
 * The per-item sync lease on `bank_items.sync_lock_until` (docs/design/bank-linking.md §11): a
 * short lease the holder renews while its run lives, so a dead holder's lease lapses quickly. The
 * lease's moment is also its token: only the holder knows it, so only the holder renews or
 * releases it.
 */
export function createBankingLeaseRepository(db: Db) {
  return {
    /**
     * Claims the item's sync lease: one conditional UPDATE, valid on both dialects and across
     * instances. True when this caller holds it now, until `untilIso`.
     */
    async claim(
      id: number,
      nowIso: string,
      untilIso: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable("bankItems")
        .set({ syncLockUntil: untilIso })
        .where("id", "=", id)
        .where((eb) =>
          eb.or([
            eb("syncLockUntil", "is", null),
            eb("syncLockUntil", "<", nowIso),
          ]),
        )
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Moves the lease held until `heldUntilIso` on to `untilIso`; false when it is no longer this
     * holder's (it lapsed and another run claimed it). Inside the sync's transaction it also locks
     * the row until the commit, so nobody claims the item while its rows are written.
     */
    async renew(
      id: number,
      heldUntilIso: string,
      untilIso: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable("bankItems")
        .set({ syncLockUntil: untilIso })
        .where("id", "=", id)
        .where("syncLockUntil", "=", heldUntilIso)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Clears the lease if it is still this holder's. */
    async release(id: number, heldUntilIso: string): Promise<void> {
      await db
        .updateTable("bankItems")
        .set({ syncLockUntil: null })
        .where("id", "=", id)
        .where("syncLockUntil", "=", heldUntilIso)
        .execute();
    },

    /** The lease and the last commit, for a run waiting on another. */
    async state(
      id: number,
    ): Promise<
      { syncLockUntil: string | null; lastSyncedAt: string | null } | undefined
    > {
      return db
        .selectFrom("bankItems")
        .select(["syncLockUntil", "lastSyncedAt"])
        .where("id", "=", id)
        .executeTakeFirst();
    },
  };
}
