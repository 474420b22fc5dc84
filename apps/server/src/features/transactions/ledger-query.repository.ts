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

/** The ledger's filters: the list's, and whether a row is pending. */
export interface LedgerFilters extends TransactionFilters {
  isPending?: boolean | undefined;
}

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
          ? sql<string>`coalesce(transactions.merchant_name, transactions.description)`
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
      if (filters.isPending !== undefined)
        query = query.where("transactions.isPending", "=", filters.isPending);
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
