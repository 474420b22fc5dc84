import {
  PERIOD_GROUPINGS,
  toCents,
  type Category,
  type LedgerGrouping,
  type LedgerSums,
} from "@finch/domain";
import { sql } from "kysely";
import type { Db } from "../../platform/db/database";
import {
  matchingFilters,
  type TransactionFilters,
} from "./transactions.repository";

/**
 * The ledger's filters: the list's, and the ones a question over several things needs — any of
 * some accounts, categories or merchants (a merchant is its name, else the description, compared
 * without regard to case), and whether a row is pending. An empty list matches nothing.
 */
export interface LedgerFilters extends TransactionFilters {
  accountIds?: readonly number[] | undefined;
  categories?: readonly Category[] | undefined;
  merchants?: readonly string[] | undefined;
  isPending?: boolean | undefined;
}

/** A row's merchant as the read model groups and filters it: its name, else its description. */
const MERCHANT = sql<string>`coalesce(transactions.merchant_name, transactions.description)`;

/**
 * The database half of the ledger's read model (`ledger-query.ts` in the domain): the filtered
 * rows added up in SQL by category and the grouping's key — the day for a period grouping, the
 * merchant (its name, else the description) or the account — so a year of a heavy ledger comes
 * back as a few thousand sums, never as rows. Nothing is capped.
 */
export function createLedgerQueryRepository(db: Db) {
  return {
    async sums(
      userId: number,
      filters: LedgerFilters,
      groupBy: LedgerGrouping | undefined,
    ): Promise<LedgerSums[]> {
      const grouped =
        groupBy === "merchant"
          ? MERCHANT
          : groupBy === "account"
            ? sql<string>`cast(transactions.account_id as text)`
            : groupBy !== undefined && PERIOD_GROUPINGS.has(groupBy)
              ? sql<string>`cast(transactions.transaction_date as text)`
              : undefined;
      // Without a key (no grouping, or by category) the rows are added up by category alone.
      const key = grouped ?? sql<string>`''`;
      let query = db
        .selectFrom("transactions")
        .where(matchingFilters(userId, filters));
      // The bare column (or its negation), as the partial index of pending rows is defined
      // (migration 0014): the pending count reads the few pending rows, not the window's.
      if (filters.isPending !== undefined)
        query = query.where(
          filters.isPending
            ? sql<boolean>`transactions.is_pending`
            : sql<boolean>`not transactions.is_pending`,
        );
      if (filters.accountIds)
        query = query.where(
          "transactions.accountId",
          "in",
          orNone(filters.accountIds, 0),
        );
      if (filters.categories)
        query = query.where(
          "transactions.category",
          "in",
          orNone(filters.categories, "" as Category),
        );
      if (filters.merchants)
        query = query.where(
          sql<string>`lower(${MERCHANT})`,
          "in",
          orNone(
            filters.merchants.map((m) => m.toLowerCase()),
            "",
          ),
        );
      const rows = await query
        .select([
          key.as("key"),
          "transactions.category",
          sql<number>`cast(coalesce(sum(case when transactions.transaction_type = 'debit' then transactions.amount_cents end), 0) as bigint)`.as(
            "debitCents",
          ),
          sql<number>`cast(coalesce(sum(case when transactions.transaction_type = 'credit' then transactions.amount_cents end), 0) as bigint)`.as(
            "creditCents",
          ),
          sql<number>`cast(count(*) as bigint)`.as("count"),
        ])
        .groupBy(
          grouped
            ? [grouped, "transactions.category"]
            : ["transactions.category"],
        )
        .execute();
      return rows.map((row) => ({
        key: row.key,
        // The column's CHECK constraint admits only the categories.
        category: row.category as Category,
        debitCents: toCents(row.debitCents),
        creditCents: toCents(row.creditCents),
        count: row.count,
      }));
    },
  };
}

/**
 * `values`, or for an empty list one value no row holds (an id of 0, an empty category or
 * merchant), so `in` matches nothing rather than being invalid SQL.
 */
function orNone<T>(values: readonly T[], none: T): readonly T[] {
  return values.length > 0 ? values : [none];
}
