import {
  monthSumPlan,
  toCents,
  type Category,
  type CategoryTotals,
  type Cents,
} from "@finch/domain";
import { sql } from "kysely";
import type { Db } from "../../platform/db/database";
import { prepared } from "../../platform/db/prepared";

/** Debit and credit sums per category over the rows of an inclusive date range. */
const selectRowSums = prepared(
  (db: Db, userId: number, startDate: string, endDate: string) =>
    db
      .selectFrom("transactions")
      .where("userId", "=", userId)
      .where("transactionDate", ">=", startDate)
      .where("transactionDate", "<=", endDate)
      .groupBy("category")
      .select([
        "category",
        sql<number>`cast(coalesce(sum(case when transaction_type = 'debit' then amount_cents end), 0) as bigint)`.as(
          "debitCents",
        ),
        sql<number>`cast(coalesce(sum(case when transaction_type = 'credit' then amount_cents end), 0) as bigint)`.as(
          "creditCents",
        ),
      ]),
);

/** Credits less debits of every row dated after `after` up to `through`. */
const selectNetFlowBetween = prepared(
  (db: Db, userId: number, after: string, through: string) =>
    db
      .selectFrom("transactions")
      .where("userId", "=", userId)
      .where("transactionDate", ">", after)
      .where("transactionDate", "<=", through)
      .select(
        sql<number>`cast(coalesce(sum(case when transaction_type = 'credit' then amount_cents else -amount_cents end), 0) as bigint)`.as(
          "netCents",
        ),
      ),
);

/** Pending rows in an inclusive date range, by the partial index of pending rows (migration 0014). */
const selectPendingCount = prepared(
  (db: Db, userId: number, startDate: string, endDate: string) =>
    db
      .selectFrom("transactions")
      .where("userId", "=", userId)
      .where("transactionDate", ">=", startDate)
      .where("transactionDate", "<=", endDate)
      // The bare column, as the partial index is defined.
      .where(sql<boolean>`transactions.is_pending`)
      .select((eb) => eb.fn.countAll<number>().as("count")),
);

/** Any one row dated before `date`. */
const selectOneBefore = prepared((db: Db, userId: number, date: string) =>
  db
    .selectFrom("transactions")
    .where("userId", "=", userId)
    .where("transactionDate", "<", date)
    .select("id")
    .limit(1),
);

/** Debit and credit sums per category over a run of whole months (`YYYY-MM`, inclusive). */
const selectMonthSums = prepared(
  (db: Db, userId: number, firstMonth: string, lastMonth: string) =>
    db
      .selectFrom("monthlyCategoryTotals")
      .where("userId", "=", userId)
      .where("month", ">=", firstMonth)
      .where("month", "<=", lastMonth)
      .groupBy("category")
      .select([
        "category",
        sql<number>`cast(sum(debit_cents) as bigint)`.as("debitCents"),
        sql<number>`cast(sum(credit_cents) as bigint)`.as("creditCents"),
      ]),
);

/** The user's transactions version (migration 0010). */
const selectVersion = prepared(
  (db: Db, userId: number) =>
    db
      .selectFrom("transactionVersions")
      .select("version")
      .where("userId", "=", userId),
  { planStable: true },
);

/**
 * The sums and facts other features read over a user's transactions (budgets, insights, the
 * assistant), from the figures the database keeps (ADR 0008) where it keeps them.
 */
export function createTransactionTotalsRepository(db: Db) {
  return {
    /** The user's transactions version (0 before the first write). */
    async version(userId: number): Promise<number> {
      const [row] = await selectVersion(db, userId);
      return row?.version ?? 0;
    },

    /**
     * Debits and credits per category over a window: whole months from the monthly totals the
     * database keeps (migration 0011), the days at the edges from the rows themselves — or, for
     * an edge covering most of its month, the month less the rows of its other days
     * (`monthSumPlan`).
     */
    async categoryTotals(
      userId: number,
      range: { startDate: string; endDate: string },
    ): Promise<CategoryTotals[]> {
      const plan = monthSumPlan(range);
      const rowSums = (days: { startDate: string; endDate: string }) =>
        selectRowSums(db, userId, days.startDate, days.endDate);
      const [added, subtracted] = await Promise.all([
        Promise.all([
          plan.months
            ? selectMonthSums(db, userId, plan.months.first, plan.months.last)
            : Promise.resolve([]),
          ...plan.add.map(rowSums),
        ]),
        Promise.all(plan.subtract.map(rowSums)),
      ]);
      const parts = [
        ...added.flat(),
        ...subtracted.flat().map((row) => ({
          ...row,
          debitCents: -row.debitCents,
          creditCents: -row.creditCents,
        })),
      ];
      const totals = new Map<string, { debit: number; credit: number }>();
      for (const row of parts) {
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
     * What every transaction dated after `after` up to `through` (today: upcoming rows have done
     * nothing yet) did to balances, summed (credits add, debits subtract): today's total balance
     * less this is the total as it stood at the end of `after`.
     */
    async netFlowBetween(
      userId: number,
      after: string,
      through: string,
    ): Promise<Cents> {
      const [row] = await selectNetFlowBetween(db, userId, after, through);
      return toCents(row?.netCents ?? 0);
    },

    /** How many transactions in the window are pending, and whether any is dated on or before `date`. */
    async windowFacts(
      userId: number,
      range: { startDate: string; endDate: string },
    ): Promise<{ pendingCount: number; hasEarlier: boolean }> {
      const [[pending], [earlier]] = await Promise.all([
        selectPendingCount(db, userId, range.startDate, range.endDate),
        selectOneBefore(db, userId, range.startDate),
      ]);
      return {
        pendingCount: pending?.count ?? 0,
        hasEarlier: earlier !== undefined,
      };
    },
  };
}
