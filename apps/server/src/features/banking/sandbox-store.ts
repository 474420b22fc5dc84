import type { Selectable } from "kysely";
import type { BankSandboxItemsTable, Db } from "../../platform/db/database";

/** A sandbox item's state row. */
export type SandboxItemRow = Selectable<BankSandboxItemsTable>;

/**
 * The sandbox provider's own tables (docs/design/bank-linking.md §9). Tokens are kept as SHA-256
 * hashes only: like Plaid, the sandbox can check a token but cannot give one back.
 */
export function createSandboxStore(db: Db) {
  return {
    async create(row: {
      userId: number;
      itemId: string;
      institutionId: string;
      profile: string;
      publicTokenHash: string;
      publicTokenExpiresAt: string;
      anchorDate: string;
      createdAt: string;
    }): Promise<void> {
      await db.insertInto("bankSandboxItems").values(row).execute();
    },

    /**
     * Spends a public token: one conditional UPDATE, so of two concurrent exchanges exactly one
     * wins. Returns the item, or `undefined` when the token is unknown, used, expired or was
     * made for another user (a token is bound to the caller who linked:
     * docs/design/security.md AC-4).
     */
    async redeemPublicToken(
      userId: number,
      publicTokenHash: string,
      accessTokenHash: string,
      nowIso: string,
    ): Promise<SandboxItemRow | undefined> {
      return db
        .updateTable("bankSandboxItems")
        .set({ publicTokenUsed: true, accessTokenHash })
        .where("publicTokenHash", "=", publicTokenHash)
        .where("userId", "=", userId)
        .where("publicTokenUsed", "=", false)
        .where("publicTokenExpiresAt", ">", nowIso)
        .returningAll()
        .executeTakeFirst();
    },

    /** The user's item behind a public token that can still be exchanged. */
    getPending(
      userId: number,
      publicTokenHash: string,
      nowIso: string,
    ): Promise<SandboxItemRow | undefined> {
      return db
        .selectFrom("bankSandboxItems")
        .selectAll()
        .where("publicTokenHash", "=", publicTokenHash)
        .where("userId", "=", userId)
        .where("publicTokenUsed", "=", false)
        .where("publicTokenExpiresAt", ">", nowIso)
        .executeTakeFirst();
    },

    /** Limits an item not yet exchanged to these accounts; false once its token was spent. */
    async setAccountIds(id: number, accountIds: string): Promise<boolean> {
      const result = await db
        .updateTable("bankSandboxItems")
        .set({ accountIds })
        .where("id", "=", id)
        .where("publicTokenUsed", "=", false)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    getByAccessToken(
      accessTokenHash: string,
    ): Promise<SandboxItemRow | undefined> {
      return db
        .selectFrom("bankSandboxItems")
        .selectAll()
        .where("accessTokenHash", "=", accessTokenHash)
        .where("isRemoved", "=", false)
        .executeTakeFirst();
    },

    /** The user's item by the provider's item id (the helper routes are limited to the caller's). */
    getForUser(
      userId: number,
      itemId: string,
    ): Promise<SandboxItemRow | undefined> {
      return db
        .selectFrom("bankSandboxItems")
        .selectAll()
        .where("userId", "=", userId)
        .where("itemId", "=", itemId)
        .where("isRemoved", "=", false)
        .executeTakeFirst();
    },

    /** Appends batch dates; conditional on the list read, so a racing append cannot be lost. */
    async setBatchDates(
      id: number,
      previous: string,
      next: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable("bankSandboxItems")
        .set({ batchDates: next })
        .where("id", "=", id)
        .where("batchDates", "=", previous)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async setLoginRequired(id: number, loginRequired: boolean): Promise<void> {
      await db
        .updateTable("bankSandboxItems")
        .set({ loginRequired })
        .where("id", "=", id)
        .execute();
    },

    async markRemoved(id: number): Promise<void> {
      await db
        .updateTable("bankSandboxItems")
        .set({ isRemoved: true })
        .where("id", "=", id)
        .execute();
    },
  };
}

/** The sandbox store. */
export type SandboxStore = ReturnType<typeof createSandboxStore>;
