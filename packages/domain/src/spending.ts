/**
 * Spending semantics shared by the dashboard, budgets, reports and the assistant
 * (docs/architecture.md §5): spending is debits outside `transfer`, net of refunds (credits) in the
 * same category; income is credits in the income categories. One set of rules so every screen
 * agrees.
 */
import {
  CATEGORIES,
  INCOME_CATEGORIES,
  TRANSFER_CATEGORY,
  type Category,
} from "./categories";
import { toCents, type Cents } from "./money";

/** Debit and credit sums of one category over some window, as the database adds them up. */
export interface CategoryTotals {
  category: Category;
  debitCents: Cents;
  creditCents: Cents;
}

/**
 * Net spending of one category: its debits less its refunds, never below zero (a month of more
 * refunds than purchases spent nothing). Credits in income categories are income, not refunds;
 * transfers are never spending.
 */
export function categorySpending(totals: CategoryTotals): Cents {
  if (totals.category === TRANSFER_CATEGORY) return toCents(0);
  const refunds = INCOME_CATEGORIES.has(totals.category)
    ? 0
    : totals.creditCents;
  return toCents(Math.max(0, totals.debitCents - refunds));
}

/** Net spending per category (every category present, zero when nothing was spent). */
export function spendingByCategory(
  totals: readonly CategoryTotals[],
): Map<Category, Cents> {
  const spending = new Map<Category, Cents>(
    CATEGORIES.map((category) => [category, toCents(0)]),
  );
  for (const row of totals) spending.set(row.category, categorySpending(row));
  return spending;
}

/** All spending over the window: the sum of every category's net spending. */
export function totalSpending(totals: readonly CategoryTotals[]): Cents {
  return toCents(totals.reduce((sum, row) => sum + categorySpending(row), 0));
}

/** Income over the window: credits in the income categories. */
export function totalIncome(totals: readonly CategoryTotals[]): Cents {
  return toCents(
    totals
      .filter((row) => INCOME_CATEGORIES.has(row.category))
      .reduce((sum, row) => sum + row.creditCents, 0),
  );
}

/**
 * Refunds over the window: credits outside the income categories and transfers — the credits
 * that net against a category's spending.
 */
export function totalRefunds(totals: readonly CategoryTotals[]): Cents {
  return toCents(
    totals
      .filter(
        (row) =>
          row.category !== TRANSFER_CATEGORY &&
          !INCOME_CATEGORIES.has(row.category),
      )
      .reduce((sum, row) => sum + row.creditCents, 0),
  );
}
