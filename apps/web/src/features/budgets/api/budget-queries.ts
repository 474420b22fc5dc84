import { budgetResponseSchema, moneyOutputCents } from "@finch/contracts";
import type {
  BudgetPeriod,
  BudgetStatus,
  Category,
  Cents,
} from "@finch/domain";
import { fractionToBasisPoints } from "@finch/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../shared/api-client";
import { queryRoots } from "../../../shared/query-roots";

/** A budget as the screens use it: money in cents, the threshold in basis points. */
export interface Budget {
  id: number;
  name: string;
  category: Category;
  /** The limit per period. */
  amountCents: Cents;
  period: BudgetPeriod;
  /** Basis points of the limit (8,000 = the contract's 0.8). */
  alertThresholdBp: number;
  /** The window of the period that contains today, `YYYY-MM-DD`, inclusive. */
  startDate: string;
  endDate: string;
  spentCents: Cents;
  /** amount − spent; negative when over budget. */
  remainingCents: Cents;
  /** Spent as a percentage of the limit, one decimal, uncapped. */
  percentUsed: number;
  status: BudgetStatus;
}

/**
 * Query keys of the budgets feature. Budget writes invalidate `all`; account and transaction
 * writes do too (through `queryRoots`), since they change what a budget has spent.
 */
export const budgetKeys = {
  all: queryRoots.budgets,
  lists: () => [...budgetKeys.all, "list"] as const,
};

/** The signed-in user's budgets with their spending, `GET /budgets`. */
export function budgetsQueryOptions() {
  return queryOptions({
    queryKey: budgetKeys.lists(),
    queryFn: async () =>
      (await apiRequest("/budgets", { schema: budgetListSchema })).budgets.map(
        toBudget,
      ),
  });
}

/** The signed-in user's budgets. */
export function useBudgets() {
  return useQuery(budgetsQueryOptions());
}

const budgetListSchema = z.object({
  budgets: z.array(
    budgetResponseSchema.extend({
      amount: moneyOutputCents,
      spent_amount: moneyOutputCents,
      remaining_amount: moneyOutputCents,
    }),
  ),
});

function toBudget(
  wire: z.output<typeof budgetListSchema>["budgets"][number],
): Budget {
  return {
    id: wire.id,
    name: wire.name,
    category: wire.category,
    amountCents: wire.amount,
    period: wire.period,
    alertThresholdBp: fractionToBasisPoints(wire.alert_threshold),
    startDate: wire.start_date,
    endDate: wire.end_date,
    spentCents: wire.spent_amount,
    remainingCents: wire.remaining_amount,
    percentUsed: wire.percent_used,
    status: wire.status,
  };
}
