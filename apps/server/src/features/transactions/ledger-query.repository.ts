import {
  PERIOD_GROUPINGS,
  toCents,
  type Category,
  type LedgerGrouping,
  type LedgerSums,
} from "@finch/domain";
import { sql } from "kysely";
import type { Db } from "../../platform/db/database";
import { asciiLower, asciiLowerOf } from "../../platform/db/text-order";
import {
  matchingFilters,
  TRANSACTION_COLUMNS,
  toTransaction,
  type Transaction,
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

/** How the read model's rows come: newest first, or largest amount first (then newest). */
/** Newest first, largest first, or smallest first. */
export type LedgerRowOrder = "date" | "amount" | "amount_asc";

/**
 * One merchant of a user's ledger: the name rows are grouped and filtered by (a merchant name,
 * else the description), whether it is a merchant name, and its span.
 */
export interface LedgerMerchant {
  name: string;
  isMerchantName: boolean;
  firstDate: string;
  lastDate: string;
  count: number;
  /** The category of its rows (the last in order when they differ). */
  category: string;
}

/**
 * The database half of the ledger's read model (`ledger-query.ts` in the domain): the filtered
 * rows added up in SQL by category and the grouping's key — the day for a period grouping, the
 * merchant (its name, else the description) or the account — so a year of a heavy ledger comes
 * back as a few thousand sums, never as rows; the first rows of a filter in date or amount order;
 * and the merchants a ledger names. Nothing is capped but what the caller limits.
 */
export function createLedgerQueryRepository(db: Db) {
  /** The rows the filters keep (the list's filters, then the any-of ones and pending). */
  const kept = (userId: number, filters: LedgerFilters) => {
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
    // Compared with ASCII folded on both sides: SQLite's lower() leaves "Ö" as it is.
    if (filters.merchants)
      query = query.where(
        asciiLower(db, MERCHANT),
        "in",
        orNone(filters.merchants.map(asciiLowerOf), ""),
      );
    return query;
  };

  return {
    /**
     * The filtered rows added up by category and the grouping's key; with `byDay`, also by day
     * (each sum then carries its `day`), so a report can cut a merchant's or an account's rows
     * into periods from one read.
     */
    async sums(
      userId: number,
      filters: LedgerFilters,
      groupBy: LedgerGrouping | undefined,
      byDay = false,
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
      const day = sql<string>`cast(transactions.transaction_date as text)`;
      const rows = await kept(userId, filters)
        .select([
          key.as("key"),
          (byDay ? day : sql<string>`''`).as("day"),
          "transactions.category",
          sql<number>`cast(coalesce(sum(case when transactions.transaction_type = 'debit' then transactions.amount_cents end), 0) as bigint)`.as(
            "debitCents",
          ),
          sql<number>`cast(coalesce(sum(case when transactions.transaction_type = 'credit' then transactions.amount_cents end), 0) as bigint)`.as(
            "creditCents",
          ),
          sql<number>`cast(count(*) as bigint)`.as("count"),
          sql<number>`cast(count(case when transactions.transaction_type = 'debit' then 1 end) as bigint)`.as(
            "debitCount",
          ),
        ])
        .groupBy([
          ...(grouped ? [grouped] : []),
          ...(byDay ? [day] : []),
          "transactions.category",
        ])
        .execute();
      return rows.map((row) => ({
        key: row.key,
        ...(byDay ? { day: row.day } : {}),
        // The column's CHECK constraint admits only the categories.
        category: row.category as Category,
        debitCents: toCents(row.debitCents),
        creditCents: toCents(row.creditCents),
        count: row.count,
        debitCount: row.debitCount,
      }));
    },

    /** The first `limit` rows the filters keep (all without one), newest first or largest first. */
    async rows(
      userId: number,
      filters: LedgerFilters,
      order: LedgerRowOrder,
      limit: number | undefined,
    ): Promise<Transaction[]> {
      let query = kept(userId, filters)
        .innerJoin("accounts", "accounts.id", "transactions.accountId")
        .select([...TRANSACTION_COLUMNS, "accounts.name as accountName"]);
      if (order !== "date")
        query = query.orderBy(
          "transactions.amountCents",
          order === "amount" ? "desc" : "asc",
        );
      query = query
        .orderBy("transactions.transactionDate", "desc")
        .orderBy("transactions.id", "desc");
      if (limit !== undefined) query = query.limit(limit);
      return (await query.execute()).map(toTransaction);
    },

    /**
     * The day of each account's first row (accounts without rows left out): one index lookup
     * per account (`transactions_account_date_idx`).
     */
    async firstDates(
      userId: number,
      accountIds: readonly number[],
    ): Promise<Map<number, string>> {
      const firsts = await Promise.all(
        accountIds.map(async (accountId) => {
          const row = await db
            .selectFrom("transactions")
            .where("transactions.accountId", "=", accountId)
            .where("transactions.userId", "=", userId)
            .select(
              sql<
                string | null
              >`cast(min(transactions.transaction_date) as text)`.as("first"),
            )
            .executeTakeFirst();
          return [accountId, row?.first ?? null] as const;
        }),
      );
      return new Map(
        firsts.flatMap(([id, first]) =>
          first === null ? [] : [[id, first] as const],
        ),
      );
    },

    /** The merchants the user's rows name (a merchant name, else the description). */
    async merchants(userId: number): Promise<LedgerMerchant[]> {
      const rows = await db
        .selectFrom("transactions")
        .where("transactions.userId", "=", userId)
        .select([
          MERCHANT.as("name"),
          sql<boolean | number>`transactions.merchant_name is not null`.as(
            "isMerchantName",
          ),
          sql<string>`cast(min(transactions.transaction_date) as text)`.as(
            "firstDate",
          ),
          sql<string>`cast(max(transactions.transaction_date) as text)`.as(
            "lastDate",
          ),
          sql<number>`cast(count(*) as bigint)`.as("count"),
          sql<string>`max(transactions.category)`.as("category"),
        ])
        .groupBy([MERCHANT, sql`transactions.merchant_name is not null`])
        .execute();
      // SQLite answers a comparison with 0 or 1.
      return rows.map((row) => ({
        ...row,
        isMerchantName: row.isMerchantName === true || row.isMerchantName === 1,
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
