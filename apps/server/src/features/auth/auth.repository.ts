import { sql } from "kysely";
import type { Db } from "../../platform/db/database";

/** The state of one email's sign-in attempts after recording a new one. */
export interface AttemptState {
  failedCount: number;
  lockedUntil: string | null;
}

/** Failed sign-in counters per normalized email (whether or not an account has it). */
export function createAuthRepository(db: Db) {
  return {
    /**
     * Counts an attempt *before* the password is checked, in one atomic upsert, so concurrent
     * guesses cannot all slip past the limit: an expired lock restarts the count at 1, an active
     * lock is left as it is, otherwise the count goes up by one.
     */
    async recordAttempt(
      emailKey: string,
      nowIso: string,
    ): Promise<AttemptState> {
      return db
        .insertInto("loginThrottles")
        .values({
          emailKey,
          failedCount: 1,
          lockedUntil: null,
          updatedAt: nowIso,
        })
        .onConflict((oc) =>
          oc.column("emailKey").doUpdateSet({
            failedCount: sql<number>`case
              when login_throttles.locked_until is not null and login_throttles.locked_until <= ${nowIso} then 1
              when login_throttles.locked_until is not null then login_throttles.failed_count
              else login_throttles.failed_count + 1 end`,
            lockedUntil: sql<string | null>`case
              when login_throttles.locked_until is not null and login_throttles.locked_until <= ${nowIso} then null
              else login_throttles.locked_until end`,
            updatedAt: nowIso,
          }),
        )
        .returning(["failedCount", "lockedUntil"])
        .executeTakeFirstOrThrow();
    },

    async lock(emailKey: string, lockedUntil: string): Promise<void> {
      await db
        .updateTable("loginThrottles")
        .set({ lockedUntil })
        .where("emailKey", "=", emailKey)
        .where((eb) =>
          eb.or([
            eb("lockedUntil", "is", null),
            eb("lockedUntil", "<", lockedUntil),
          ]),
        )
        .execute();
    },

    /** A successful sign-in clears the counter. */
    async reset(emailKey: string): Promise<void> {
      await db
        .deleteFrom("loginThrottles")
        .where("emailKey", "=", emailKey)
        .execute();
    },
  };
}

/** The auth repository. */
export type AuthRepository = ReturnType<typeof createAuthRepository>;
