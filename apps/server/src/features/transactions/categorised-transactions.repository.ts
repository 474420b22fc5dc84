import {
  searchTextOf,
  type Category,
  type CategorySource,
} from "@finch/domain";
import { inBatches } from "../../platform/db/batches";
import type { Db } from "../../platform/db/database";
import {
  TRANSACTION_COLUMNS,
  toTransaction,
  type Transaction,
} from "./transactions.repository";

/**
 * What a rule or the person changes on one row (docs/design/rules.md §3). A change of text gives
 * both texts as the row will read, so its search text is written with them.
 */
export interface RowChange {
  id: number;
  category?: Category;
  categorySource?: CategorySource;
  texts?: { description: string; merchantName: string | null };
}

/** A row the categoriser learns from: one whose category the person set or confirmed. */
export interface TrainingTransaction {
  description: string;
  merchantName: string | null;
  amountCents: number;
  transactionType: string;
  category: string;
  categorySource: string;
}

/**
 * The reads and writes of categorisation: rules previewed and applied over a person's rows, the
 * history suggestions learn from, and the transactions page's bulk edits. The transactions
 * feature owns the table (ADR 0033); the rules feature calls these through the service.
 */
export function createCategorisedTransactionsRepository(db: Db) {
  return {
    /** Every row of the user, newest first, as the API shows them (rules run over them). */
    async all(userId: number): Promise<Transaction[]> {
      const rows = await db
        .selectFrom("transactions")
        .innerJoin("accounts", "accounts.id", "transactions.accountId")
        .select([...TRANSACTION_COLUMNS, "accounts.name as accountName"])
        .where("transactions.userId", "=", userId)
        .orderBy("transactions.transactionDate", "desc")
        .orderBy("transactions.id", "desc")
        .execute();
      return rows.map(toTransaction);
    },

    /** The user's rows created or edited at or after `since`, newest first, at most `limit`. */
    async writtenSince(
      userId: number,
      since: string,
      limit: number,
    ): Promise<Transaction[]> {
      const rows = await db
        .selectFrom("transactions")
        .innerJoin("accounts", "accounts.id", "transactions.accountId")
        .select([...TRANSACTION_COLUMNS, "accounts.name as accountName"])
        .where("transactions.userId", "=", userId)
        .where("transactions.updatedAt", ">=", since)
        .orderBy("transactions.transactionDate", "desc")
        .orderBy("transactions.id", "desc")
        .limit(limit)
        .execute();
      return rows.map(toTransaction);
    },

    /** The user's rows among `ids`. */
    async byIds(
      userId: number,
      ids: readonly number[],
    ): Promise<Transaction[]> {
      const found: Transaction[] = [];
      await inBatches(ids, async (batch) => {
        const rows = await db
          .selectFrom("transactions")
          .innerJoin("accounts", "accounts.id", "transactions.accountId")
          .select([...TRANSACTION_COLUMNS, "accounts.name as accountName"])
          .where("transactions.userId", "=", userId)
          .where("transactions.id", "in", batch)
          .execute();
        found.push(...rows.map(toTransaction));
      });
      return found;
    },

    /** The user's `limit` latest rows whose category they set or confirmed. */
    async training(
      userId: number,
      limit: number,
    ): Promise<TrainingTransaction[]> {
      return db
        .selectFrom("transactions")
        .select([
          "description",
          "merchantName",
          "amountCents",
          "transactionType",
          "category",
          "categorySource",
        ])
        .where("userId", "=", userId)
        .where("categorySource", "=", "user")
        .orderBy("transactionDate", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
    },

    /**
     * Writes each change to the user's row. A category change never lands on a row whose
     * category the person chose, unless the change is theirs (`categorySource` `user`). Answers
     * how many rows changed.
     */
    async change(
      userId: number,
      changes: readonly RowChange[],
      nowIso: string,
    ): Promise<number> {
      // Rows given the same values are written together: a rule's changes share one or a few.
      const groups = new Map<
        string,
        { values: Omit<RowChange, "id">; ids: number[] }
      >();
      for (const change of changes) {
        const { id, ...values } = change;
        const key = JSON.stringify([
          values.category,
          values.categorySource,
          values.texts?.description,
          values.texts?.merchantName,
        ]);
        const group = groups.get(key) ?? { values, ids: [] };
        group.ids.push(id);
        groups.set(key, group);
      }
      let changed = 0;
      for (const { values, ids } of groups.values()) {
        const { texts, ...category } = values;
        const byPerson = category.categorySource === "user";
        await inBatches(ids, async (batch) => {
          const result = await db
            .updateTable("transactions")
            .set({
              ...category,
              ...(texts && { ...texts, searchText: searchTextOf(texts) }),
              updatedAt: nowIso,
            })
            .where("id", "in", batch)
            .where("userId", "=", userId)
            .$if(category.category !== undefined && !byPerson, (q) =>
              q.where("categorySource", "<>", "user"),
            )
            .executeTakeFirst();
          changed += Number(result.numUpdatedRows);
        });
      }
      return changed;
    },

    /** Deletes the user's rows among `ids` (their balance effects go with them). */
    async deleteMany(userId: number, ids: readonly number[]): Promise<number> {
      let deleted = 0;
      await inBatches(ids, async (batch) => {
        const result = await db
          .deleteFrom("transactions")
          .where("userId", "=", userId)
          .where("id", "in", batch)
          .executeTakeFirst();
        deleted += Number(result.numDeletedRows);
      });
      return deleted;
    },

    /** The person accepts the suggested categories among `ids`: they become theirs. */
    async acceptSuggestions(
      userId: number,
      ids: readonly number[],
      nowIso: string,
    ): Promise<number> {
      let accepted = 0;
      await inBatches(ids, async (batch) => {
        const result = await db
          .updateTable("transactions")
          .set({ categorySource: "user", updatedAt: nowIso })
          .where("userId", "=", userId)
          .where("id", "in", batch)
          .where("categorySource", "=", "suggested")
          .executeTakeFirst();
        accepted += Number(result.numUpdatedRows);
      });
      return accepted;
    },
  };
}
