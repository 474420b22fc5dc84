import { toCents, type AccountType, type Cents } from "@finch/domain";
import { sql } from "kysely";
import type { Db } from "../../platform/db/database";
import type { MappedTransaction } from "./bank-mapping";

/** A provider account as we store it. */
export interface LinkedAccountFields {
  providerAccountId: string;
  name: string;
  accountType: AccountType;
  mask: string | null;
  balanceCents: Cents;
  isoCurrencyCode: string | null;
}

/** What one sync run applied. */
export interface AppliedCounts {
  added: number;
  modified: number;
  removed: number;
}

const CHUNK = 100;

/**
 * The rows bank linking writes into the ledger: linked accounts and synced transactions. Only the
 * columns the provider owns are refreshed; a user's category (category_source = user) survives.
 * Pass a database transaction as `db`: a run's rows and its cursor commit together
 * (docs/design/bank-linking.md §3).
 */
export function createBankingLedgerRepository(db: Db) {
  return {
    /**
     * Creates or refreshes the item's accounts (unique per item and provider account id), each
     * balance the bank's, anchored at `anchor` (ADR 0032): the run's day and moment, which is
     * also the recording moment of the rows it writes, so none of them moves the balance.
     */
    async upsertAccounts(
      userId: number,
      bankItemId: number,
      institutionName: string,
      accounts: LinkedAccountFields[],
      anchor: { date: string; at: string },
    ): Promise<Map<string, number>> {
      const nowIso = anchor.at;
      for (const account of accounts) {
        await db
          .insertInto("accounts")
          .values({
            userId,
            bankItemId,
            providerAccountId: account.providerAccountId,
            name: account.name,
            accountType: account.accountType,
            institutionName,
            mask: account.mask,
            isoCurrencyCode: account.isoCurrencyCode,
            balanceAnchorCents: account.balanceCents,
            balanceAnchorDate: anchor.date,
            balanceAnchoredAt: anchor.at,
            isManual: false,
            createdAt: nowIso,
            updatedAt: nowIso,
          })
          .onConflict((oc) =>
            oc.columns(["bankItemId", "providerAccountId"]).doUpdateSet({
              balanceAnchorCents: account.balanceCents,
              balanceAnchorDate: anchor.date,
              balanceAnchoredAt: anchor.at,
              mask: account.mask,
              isoCurrencyCode: account.isoCurrencyCode,
              updatedAt: nowIso,
            }),
          )
          .execute();
      }
      return this.accountIds(bankItemId);
    },

    /** Provider account id → our account id, for the item's accounts. */
    async accountIds(bankItemId: number): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom("accounts")
        .select(["id", "providerAccountId"])
        .where("bankItemId", "=", bankItemId)
        .execute();
      return new Map(
        rows.flatMap((r) =>
          r.providerAccountId ? [[r.providerAccountId, r.id] as const] : [],
        ),
      );
    },

    /**
     * Inserts or refreshes `added` rows by (account, provider transaction id): the target both
     * dialects upsert on. A posted row replacing a pending one takes the category the user gave
     * the pending row.
     */
    async upsertAdded(
      userId: number,
      accountIds: Map<string, number>,
      rows: MappedTransaction[],
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
            categorySource: inherited ? "user" : "provider",
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
      rows: MappedTransaction[],
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

function rowFields(row: MappedTransaction) {
  return {
    description: row.description,
    merchantName: row.merchantName,
    amountCents: toCents(row.amountCents),
    transactionType: row.transactionType,
    transactionDate: row.transactionDate,
    isPending: row.isPending,
    providerTransactionId: row.providerTransactionId,
    pendingTransactionId: row.pendingTransactionId,
    // Matches the transactions feature's text filter: description and merchant, lower-cased.
    searchText: `${row.description}\n${row.merchantName ?? ""}`.toLowerCase(),
  };
}
