import { searchTextOf, toCents } from "@finch/domain";
import { sql } from "kysely";
import type { Db } from "../../platform/db/database";
import type { TransactionFields } from "./transactions.repository";

/**
 * A bank's transaction in our fields (the banking feature maps the provider's): what a person
 * sets, less the account, which the bank names by its own id.
 */
export type SyncedTransaction = Omit<TransactionFields, "accountId"> & {
  providerTransactionId: string;
  providerAccountId: string;
  pendingTransactionId: string | null;
};

const CHUNK = 100;

/**
 * The writes a bank sync makes to transactions (the transactions feature owns the table: ADR
 * 0033). Only the columns the bank owns are refreshed; a user's category (category_source = user)
 * survives. A row's category comes as the bank's (`bank`) or as the person's rules or a suggestion
 * made it (`rule`, `suggested`: the banking feature runs them before it writes). Pass a database transaction as `db`: a run's rows and its cursor commit together
 * (docs/design/bank-linking.md §3).
 */
export function createSyncedTransactionsRepository(db: Db) {
  return {
    /**
     * Inserts or refreshes `added` rows by (account, provider transaction id): the target both
     * dialects upsert on. A posted row replacing a pending one takes the category the user gave
     * the pending row.
     */
    async upsertAdded(
      userId: number,
      accountIds: Map<string, number>,
      rows: SyncedTransaction[],
      nowIso: string,
    ): Promise<number> {
      const userSet = await this.userCategories(
        [...accountIds.values()],
        rows.flatMap((r) =>
          r.pendingTransactionId ? [r.pendingTransactionId] : [],
        ),
      );
      const values = rows.flatMap((row) => {
        const accountId = accountIds.get(row.providerAccountId);
        if (accountId === undefined) return [];
        const inherited = row.pendingTransactionId
          ? userSet.get(row.pendingTransactionId)
          : undefined;
        return [
          {
            userId,
            accountId,
            ...rowFields(row),
            category: inherited ?? row.category,
            categorySource: inherited ? "user" : (row.categorySource ?? "bank"),
            createdAt: nowIso,
            updatedAt: nowIso,
          },
        ];
      });
      // A row repeated across pages is one row, its last version: PostgreSQL refuses to upsert
      // the same key twice in one statement.
      const unique = [
        ...new Map(
          values.map((v) => [
            `${String(v.accountId)}:${v.providerTransactionId}`,
            v,
          ]),
        ).values(),
      ];
      for (let i = 0; i < unique.length; i += CHUNK) {
        await db
          .insertInto("transactions")
          .values(unique.slice(i, i + CHUNK))
          .onConflict((oc) =>
            oc
              .columns(["accountId", "providerTransactionId"])
              .doUpdateSet((eb) => ({
                description: eb.ref("excluded.description"),
                merchantName: eb.ref("excluded.merchantName"),
                amountCents: eb.ref("excluded.amountCents"),
                transactionType: eb.ref("excluded.transactionType"),
                transactionDate: eb.ref("excluded.transactionDate"),
                isPending: eb.ref("excluded.isPending"),
                pendingTransactionId: eb.ref("excluded.pendingTransactionId"),
                searchText: eb.ref("excluded.searchText"),
                category: sql<string>`case when transactions.category_source = 'user' then transactions.category else excluded.category end`,
                categorySource: sql<string>`case when transactions.category_source = 'user' then 'user' else excluded.category_source end`,
                updatedAt: nowIso,
              })),
          )
          .execute();
      }
      return unique.length;
    },

    /**
     * Refreshes `modified` rows that still exist: a row the user deleted stays deleted (modified
     * never inserts), and a user-set category is kept.
     */
    async applyModified(
      accountIds: Map<string, number>,
      rows: SyncedTransaction[],
      nowIso: string,
    ): Promise<number> {
      let changed = 0;
      for (const row of rows) {
        const accountId = accountIds.get(row.providerAccountId);
        if (accountId === undefined) continue;
        const result = await db
          .updateTable("transactions")
          .set({
            ...rowFields(row),
            category: sql<string>`case when category_source = 'user' then category else ${row.category} end`,
            categorySource: sql<string>`case when category_source = 'user' then 'user' else ${row.categorySource ?? "bank"} end`,
            updatedAt: nowIso,
          })
          .where("accountId", "=", accountId)
          .where("providerTransactionId", "=", row.providerTransactionId)
          .executeTakeFirst();
        changed += Number(result.numUpdatedRows);
      }
      return changed;
    },

    /** Deletes removed ids within this item's accounts only. */
    async deleteRemoved(accountIds: number[], ids: string[]): Promise<number> {
      let removed = 0;
      if (accountIds.length === 0) return 0;
      for (let i = 0; i < ids.length; i += CHUNK) {
        const result = await db
          .deleteFrom("transactions")
          .where("accountId", "in", accountIds)
          .where("providerTransactionId", "in", ids.slice(i, i + CHUNK))
          .executeTakeFirst();
        removed += Number(result.numDeletedRows);
      }
      return removed;
    },

    /** Pending rows whose category the user set, by provider id. */
    async userCategories(
      accountIds: number[],
      ids: string[],
    ): Promise<Map<string, string>> {
      if (accountIds.length === 0 || ids.length === 0) return new Map();
      const rows = await db
        .selectFrom("transactions")
        .select(["providerTransactionId", "category"])
        .where("accountId", "in", accountIds)
        .where("providerTransactionId", "in", ids)
        .where("categorySource", "=", "user")
        .execute();
      return new Map(
        rows.flatMap((r) =>
          r.providerTransactionId
            ? [[r.providerTransactionId, r.category] as const]
            : [],
        ),
      );
    },
  };
}

function rowFields(row: SyncedTransaction) {
  return {
    description: row.description,
    merchantName: row.merchantName,
    amountCents: toCents(row.amountCents),
    transactionType: row.transactionType,
    transactionDate: row.transactionDate,
    isPending: row.isPending,
    providerTransactionId: row.providerTransactionId,
    pendingTransactionId: row.pendingTransactionId,
    searchText: searchTextOf(row),
  };
}
