import {
  splitByMonths,
  toCents,
  type Category,
  type CategoryTotals,
  type Cents,
} from "@finch/domain";
import { sql } from "kysely";
import type { Db } from "../../platform/db/database";

/**
 * The sums and facts other features read over a user's transactions (budgets, insights, the
 * assistant), from the figures the database keeps (ADR 0008) where it keeps them.
 */
export function createTransactionTotalsRepository(db: Db) {
  return {
    /** The user's transactions version (0 before the first write). */
    async version(userId: number): Promise<number> {
      const row = await db
        .selectFrom("transactionVersions")
        .select("version")
        .where("userId", "=", userId)
        .executeTakeFirst();
      return row?.version ?? 0;
    },

    /**
     * Debits and credits per category over a window: whole months from the monthly totals the
     * database keeps (migration 0011), the days at the edges from the rows themselves.
     */
    async categoryTotals(
      userId: number,
      range: { startDate: string; endDate: string },
    ): Promise<CategoryTotals[]> {
      const { months, edges } = splitByMonths(range);
      const parts = await Promise.all([
        months
          ? db
              .selectFrom("monthlyCategoryTotals")
              .where("userId", "=", userId)
              .where("month", ">=", months.first)
              .where("month", "<=", months.last)
              .groupBy("category")
              .select([
                "category",
                sql<number>`cast(sum(debit_cents) as bigint)`.as("debitCents"),
                sql<number>`cast(sum(credit_cents) as bigint)`.as(
                  "creditCents",
                ),
              ])
              .execute()
          : Promise.resolve([]),
        ...edges.map((edge) =>
          db
            .selectFrom("transactions")
            .where("userId", "=", userId)
            .where("transactionDate", ">=", edge.startDate)
            .where("transactionDate", "<=", edge.endDate)
            .groupBy("category")
            .select([
              "category",
              sql<number>`cast(coalesce(sum(case when transaction_type = 'debit' then amount_cents end), 0) as bigint)`.as(
                "debitCents",
              ),
              sql<number>`cast(coalesce(sum(case when transaction_type = 'credit' then amount_cents end), 0) as bigint)`.as(
                "creditCents",
              ),
            ])
            .execute(),
        ),
      ]);
      const totals = new Map<string, { debit: number; credit: number }>();
      for (const row of parts.flat()) {
        const sum = totals.get(row.category) ?? { debit: 0, credit: 0 };
        sum.debit += row.debitCents;
        sum.credit += row.creditCents;
        totals.set(row.category, sum);
      }
      // A month whose rows were all deleted keeps a zero row; amounts are positive, so a
      // category with rows in the window never sums to zero.
      return [...totals]
        .filter(([, sum]) => sum.debit !== 0 || sum.credit !== 0)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([category, sum]) => ({
          category: category as Category,
          debitCents: toCents(sum.debit),
          creditCents: toCents(sum.credit),
        }));
    },

    /**
     * What every transaction dated after `date` did to balances, summed (credits add, debits
     * subtract): today's total balance less this is the total as it stood at the end of `date`.
     */
    async netFlowAfter(userId: number, date: string): Promise<Cents> {
      const row = await db
        .selectFrom("transactions")
        .where("userId", "=", userId)
        .where("transactionDate", ">", date)
        .select(
          sql<number>`cast(coalesce(sum(case when transaction_type = 'credit' then amount_cents else -amount_cents end), 0) as bigint)`.as(
            "netCents",
          ),
        )
        .executeTakeFirstOrThrow();
      return toCents(row.netCents);
    },

    /** How many transactions in the window are pending, and whether any is dated on or before `date`. */
    async windowFacts(
      userId: number,
      range: { startDate: string; endDate: string },
    ): Promise<{ pendingCount: number; hasEarlier: boolean }> {
      const [pending, earlier] = await Promise.all([
        db
          .selectFrom("transactions")
          .where("userId", "=", userId)
          .where("transactionDate", ">=", range.startDate)
          .where("transactionDate", "<=", range.endDate)
          .where("isPending", "=", true)
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom("transactions")
          .where("userId", "=", userId)
          .where("transactionDate", "<", range.startDate)
          .select("id")
          .limit(1)
          .executeTakeFirst(),
      ]);
      return {
        pendingCount: pending.count,
        hasEarlier: earlier !== undefined,
      };
    },
  };
}
