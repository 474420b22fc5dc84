import type { Db } from "../../platform/db/database";
import { prepared } from "../../platform/db/prepared";

/** Any one row dated before `date`. */
const selectOneBefore = prepared((db: Db, userId: number, date: string) =>
  db
    .selectFrom("transactions")
    .where("userId", "=", userId)
    .where("transactionDate", "<", date)
    .select("id")
    .limit(1),
);

/** The user's transactions version (migration 0010). */
const selectVersion = prepared((db: Db, userId: number) =>
  db
    .selectFrom("transactionVersions")
    .select("version")
    .where("userId", "=", userId),
);

/**
 * Facts about a user's transactions that are not sums (sums are the ledger's read model's,
 * `ledger-query.repository.ts`): the version kept account rows and the assistant's merchant words are keyed by, and
 * whether any row is older than a day.
 */
export function createTransactionTotalsRepository(db: Db) {
  return {
    /** The user's transactions version (0 before the first write). */
    async version(userId: number): Promise<number> {
      const [row] = await selectVersion(db, userId);
      return row?.version ?? 0;
    },

    /** Whether any of the user's transactions is dated before `date`. */
    async hasRowsBefore(userId: number, date: string): Promise<boolean> {
      const [row] = await selectOneBefore(db, userId, date);
      return row !== undefined;
    },
  };
}
