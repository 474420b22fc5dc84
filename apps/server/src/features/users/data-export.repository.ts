import { toCents, type Cents } from "@finch/domain";
import type { Db } from "../../platform/db/database";

/**
 * Reads everything one user owns, for the data export (issue 7). Export and import are the one
 * place that reads every owned table at once: a consistent, id-free snapshot written row by row,
 * which the per-feature repositories (shaped for screens) do not offer. Every query filters by
 * the owner. Transactions are read in keyset pages by id, so memory stays flat at any size.
 */
export function createDataExportRepository(db: Db) {
  return {
    async getProfile(userId: number) {
      return db
        .selectFrom("users")
        .select([
          "email",
          "fullName",
          "phoneNumber",
          "currency",
          "timezone",
          "isVerified",
          "createdAt",
          "notificationPreferences",
        ])
        .where("id", "=", userId)
        .executeTakeFirst();
    },

    async listAccounts(userId: number) {
      const rows = await db
        .selectFrom("accounts")
        .select([
          "id",
          "name",
          "accountType",
          "institutionName",
          "isActive",
          "isManual",
          "bankItemId",
          "createdAt",
        ])
        .where("userId", "=", userId)
        .orderBy("id")
        .execute();
      return rows;
    },

    /** Up to `limit` transactions with an id above `afterId`, oldest id first. */
    async transactionsAfter(userId: number, afterId: number, limit: number) {
      const rows = await db
        .selectFrom("transactions")
        .select([
          "id",
          "accountId",
          "description",
          "merchantName",
          "category",
          "amountCents",
          "transactionType",
          "transactionDate",
          "isPending",
          "createdAt",
        ])
        .where("userId", "=", userId)
        .where("id", ">", afterId)
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ...row,
        amountCents: toCents(row.amountCents),
      }));
    },

    async listBudgets(userId: number) {
      const rows = await db
        .selectFrom("budgets")
        .select([
          "name",
          "category",
          "amountCents",
          "period",
          "alertThresholdBp",
          "createdAt",
        ])
        .where("userId", "=", userId)
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        ...row,
        amountCents: toCents(row.amountCents),
      }));
    },

    async listGoals(userId: number) {
      const rows = await db
        .selectFrom("goals")
        .select([
          "id",
          "name",
          "description",
          "targetCents",
          "currentCents",
          "targetDate",
          "isActive",
          "isCompleted",
          "createdAt",
        ])
        .where("userId", "=", userId)
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        ...row,
        targetCents: toCents(row.targetCents),
        currentCents: toCents(row.currentCents),
      }));
    },

    async listContributions(
      userId: number,
      goalId: number,
    ): Promise<
      { amountCents: Cents; contributedOn: string; createdAt: string }[]
    > {
      const rows = await db
        .selectFrom("goalContributions")
        .select(["amountCents", "contributedOn", "createdAt"])
        .where("userId", "=", userId)
        .where("goalId", "=", goalId)
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        ...row,
        amountCents: toCents(row.amountCents),
      }));
    },

    /**
     * The user's linked institutions (bank linking, migration 0005) without anything that could
     * reach the bank: no access token or its ciphertext, no item id, no sync cursor.
     */
    async listLinkedInstitutions(userId: number) {
      return db
        .selectFrom("bankItems")
        .select([
          "id",
          "provider",
          "institutionId",
          "institutionName",
          "status",
          "lastSyncedAt",
          "createdAt",
        ])
        .where("userId", "=", userId)
        .orderBy("id")
        .execute();
    },

    /** Whether the user owns any row an import would add to. */
    async hasData(userId: number): Promise<boolean> {
      const tables = [
        "accounts",
        "transactions",
        "budgets",
        "goals",
        "goalContributions",
        "bankItems",
      ] as const;
      for (const table of tables) {
        const row = await db
          .selectFrom(table)
          .select("id")
          .where("userId", "=", userId)
          .limit(1)
          .executeTakeFirst();
        if (row) return true;
      }
      return false;
    },
  };
}

/** The export repository. */
export type DataExportRepository = ReturnType<
  typeof createDataExportRepository
>;
