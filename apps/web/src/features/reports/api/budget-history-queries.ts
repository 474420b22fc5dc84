import {
  budgetHistoryResponseSchema,
  moneyOutputCents,
} from "@finch/contracts";
import type {
  BudgetPeriod,
  BudgetStatus,
  Category,
  Cents,
} from "@finch/domain";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../shared/api-client";
import { queryRoots } from "../../../shared/query-roots";

/** What the budget performance needs of a budget (the page is handed the budgets list). */
export interface BudgetRef {
  id: number;
  name: string;
  category: Category;
  period: BudgetPeriod;
}

/** One period of a budget's history. */
export interface BudgetHistoryPeriod {
  startDate: string;
  endDate: string;
  /** The budget's amount (its current one: earlier amounts are not kept). */
  amountCents: Cents;
  spentCents: Cents;
  status: BudgetStatus;
}

/** How many periods of each budget the report shows. */
export const BUDGET_HISTORY_PERIODS = 6;

/**
 * A budget's history sits under the budgets root, not the reports one: a budget's own writes
 * (a new amount, a deletion) invalidate it, as do account and transaction writes.
 */
export const budgetHistoryKeys = {
  history: (budgetId: number, periods: number) =>
    [...queryRoots.budgets, "history", budgetId, periods] as const,
};

/** The budget's last periods, oldest first (the chart's and the table's order). */
export function budgetHistoryQueryOptions(
  budgetId: number,
  periods = BUDGET_HISTORY_PERIODS,
) {
  return queryOptions({
    queryKey: budgetHistoryKeys.history(budgetId, periods),
    queryFn: () =>
      apiRequest(
        `/budgets/${String(budgetId)}/history?periods=${String(periods)}`,
        { schema: historySchema },
      ),
  });
}

const historySchema = budgetHistoryResponseSchema
  .extend({
    periods: z.array(
      budgetHistoryResponseSchema.shape.periods.element.extend({
        amount: moneyOutputCents,
        spent: moneyOutputCents,
      }),
    ),
  })
  .transform((wire): BudgetHistoryPeriod[] =>
    wire.periods
      .map((period) => ({
        startDate: period.start,
        endDate: period.end,
        amountCents: period.amount,
        spentCents: period.spent,
        status: period.status,
      }))
      // The wire gives them newest first.
      .reverse(),
  );
