import { sql, type Selectable } from "kysely";
import type { BankItemsTable, Db } from "../../platform/db/database";
import type { ItemStatus } from "./bank-mapping";

/** A linked institution as the server sees it (the token stays encrypted). */
export interface BankItem {
  id: number;
  userId: number;
  provider: string;
  itemId: string;
  institutionId: string | null;
  institutionName: string;
  accessTokenEncrypted: string;
  cursor: string | null;
  status: ItemStatus;
  lastErrorCode: string | null;
  lastErrorMessage: string | null;
  lastSyncedAt: string | null;
  createdAt: string;
}

/** An item with the ids of the accounts it feeds. */
export interface BankItemWithAccounts extends BankItem {
  accountIds: number[];
}

/** `bank_items` access; every query that a user can reach is scoped to its owner. */
export function createBankingRepository(db: Db) {
  return {
    async create(
      fields: Omit<
        BankItem,
        | "id"
        | "cursor"
        | "status"
        | "lastErrorCode"
        | "lastErrorMessage"
        | "lastSyncedAt"
      >,
    ): Promise<number> {
      const row = await db
        .insertInto("bankItems")
        .values({ ...fields, updatedAt: fields.createdAt })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async get(userId: number, id: number): Promise<BankItem | undefined> {
      const row = await db
        .selectFrom("bankItems")
        .selectAll()
        .where("userId", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return row && toBankItem(row);
    },

    /** An item by our id, whoever owns it (background work only, never a user's request). */
    async findById(id: number): Promise<BankItem | undefined> {
      const row = await db
        .selectFrom("bankItems")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row && toBankItem(row);
    },

    /** The item a webhook names (webhooks carry the provider's item id, not a user). */
    async findByItemId(
      provider: string,
      itemId: string,
    ): Promise<BankItem | undefined> {
      const row = await db
        .selectFrom("bankItems")
        .selectAll()
        .where("provider", "=", provider)
        .where("itemId", "=", itemId)
        .executeTakeFirst();
      return row && toBankItem(row);
    },

    async list(userId: number): Promise<BankItemWithAccounts[]> {
      const [items, accounts] = await Promise.all([
        db
          .selectFrom("bankItems")
          .selectAll()
          .where("userId", "=", userId)
          .orderBy("id")
          .execute(),
        db
          .selectFrom("accounts")
          .select(["id", "bankItemId"])
          .where("userId", "=", userId)
          .where("bankItemId", "is not", null)
          .orderBy("id")
          .execute(),
      ]);
      return items.map((row) => ({
        ...toBankItem(row),
        accountIds: accounts
          .filter((a) => a.bankItemId === row.id)
          .map((a) => a.id),
      }));
    },

    /**
     * Items the scheduled sync queues in the slot that began at `slotStartIso`
     * (docs/design/bank-linking.md §8): healthy or failed items not synced since the slot began,
     * not already failed within it (one attempt per slot) and not being synced now.
     */
    async listDue(
      slotStartIso: string,
      nowIso: string,
    ): Promise<{ id: number; userId: number }[]> {
      return db
        .selectFrom("bankItems")
        .select(["id", "userId"])
        .where("status", "in", ["ok", "error"])
        .where((eb) =>
          eb.or([
            eb("lastSyncedAt", "is", null),
            eb("lastSyncedAt", "<", slotStartIso),
          ]),
        )
        .where((eb) =>
          eb.or([
            eb("lastErrorCode", "is", null),
            eb("updatedAt", "<", slotStartIso),
          ]),
        )
        .where((eb) =>
          eb.or([
            eb("syncLockUntil", "is", null),
            eb("syncLockUntil", "<", nowIso),
          ]),
        )
        .orderBy("id")
        .execute();
    },

    /**
     * Whether any token is stored, and under which key ids (startup key check,
     * docs/design/bank-linking.md §10).
     */
    async storedKeyIds(): Promise<string[]> {
      const rows = await db
        .selectFrom("bankItems")
        .select("accessTokenEncrypted")
        .limit(1000)
        .execute();
      return [
        ...new Set(rows.map((r) => r.accessTokenEncrypted.split(".")[1] ?? "")),
      ];
    },

    /** Records a sync failure; `status` undefined keeps the current one (transient errors). */
    async recordError(
      id: number,
      error: { status: ItemStatus | undefined; code: string; message: string },
      nowIso: string,
    ): Promise<void> {
      await db
        .updateTable("bankItems")
        .set({
          ...(error.status && { status: error.status }),
          lastErrorCode: error.code,
          lastErrorMessage: error.message,
          updatedAt: nowIso,
        })
        .where("id", "=", id)
        .execute();
    },

    /** The cursor commits with the rows it covers, inside the caller's transaction. */
    /**
     * A sync that worked clears a failed sync's error; it never clears a login problem or a
     * revocation (a webhook may have reported one meanwhile), which only a reconnect repairs.
     */
    async commitCursor(id: number, cursor: string, nowIso: string) {
      const sticky = sql<boolean>`status in ('needs_reauth', 'revoked')`;
      await db
        .updateTable("bankItems")
        .set({
          cursor,
          status: sql<string>`case when ${sticky} then status else 'ok' end`,
          lastErrorCode: sql<null>`case when ${sticky} then last_error_code end`,
          lastErrorMessage: sql<null>`case when ${sticky} then last_error_message end`,
          lastSyncedAt: nowIso,
          updatedAt: nowIso,
        })
        .where("id", "=", id)
        .execute();
    },

    async markOk(id: number, nowIso: string): Promise<void> {
      await db
        .updateTable("bankItems")
        .set({
          status: "ok",
          lastErrorCode: null,
          lastErrorMessage: null,
          updatedAt: nowIso,
        })
        .where("id", "=", id)
        .execute();
    },

    /**
     * Removes the item, once its accounts were unlinked (the accounts service makes them manual:
     * ADR 0033).
     */
    async remove(userId: number, id: number): Promise<void> {
      await db
        .deleteFrom("bankItems")
        .where("userId", "=", userId)
        .where("id", "=", id)
        .execute();
    },
  };
}

/** The banking repository. */
export type BankingRepository = ReturnType<typeof createBankingRepository>;

function toBankItem(row: Selectable<BankItemsTable>): BankItem {
  return {
    id: row.id,
    userId: row.userId,
    provider: row.provider,
    itemId: row.itemId,
    institutionId: row.institutionId,
    institutionName: row.institutionName,
    accessTokenEncrypted: row.accessTokenEncrypted,
    cursor: row.cursor,
    // The column's CHECK admits only the four statuses.
    status: row.status as ItemStatus,
    lastErrorCode: row.lastErrorCode,
    lastErrorMessage: row.lastErrorMessage,
    lastSyncedAt: row.lastSyncedAt,
    createdAt: row.createdAt,
  };
}
